/// A formatted amount, in pieces: the currency symbol or code is marked so
/// that the HTML page can wrap it (`<span class="currency">€</span>`).
public struct MarkedAmount: Sendable, Hashable {
    public struct Piece: Sendable, Hashable {
        public var text: Substring
        public var isCurrency: Bool
        public init(_ text: Substring, isCurrency: Bool) {
            self.text = text
            self.isCurrency = isCurrency
        }
    }

    public var pieces: [Piece]
    public init(_ pieces: [Piece]) { self.pieces = pieces }

    public var text: String { pieces.reduce(into: "") { $0 += $1.text } }

    func appendHTML(to out: inout String) {
        for piece in pieces {
            if piece.isCurrency { out += #"<span class="currency">"# }
            HTMLText.appendEscaped(piece.text, to: &out)
            if piece.isCurrency { out += "</span>" }
        }
    }
}

/// The quote page's text, formatted, in the order the JSON writes it.
public struct QuoteView: Sendable, Hashable {
    public var localization: String
    public var message: String
    public var price: String
    public var dateTime: String
    public var day: String
    public var discount: String

    public init(localization: String, message: String, price: String, dateTime: String, day: String, discount: String) {
        self.localization = localization
        self.message = message
        self.price = price
        self.dateTime = dateTime
        self.day = day
        self.discount = discount
    }

    public var page: Page {
        var body = "{"
        JSONText.appendMember("localization", localization, first: true, to: &body)
        JSONText.appendMember("message", message, to: &body)
        JSONText.appendMember("price", price, to: &body)
        JSONText.appendMember("dateTime", dateTime, to: &body)
        JSONText.appendMember("day", day, to: &body)
        JSONText.appendMember("discount", discount, to: &body)
        body += "}"
        return Page(status: 200, contentType: Page.json, contentLanguage: localization, body: body)
    }
}

/// The orders page's text, formatted.
public struct OrdersView: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        public var number: Int
        public var price: MarkedAmount
        public var placed: String
        public var quantity: String
        public var status: String

        public init(number: Int, price: MarkedAmount, placed: String, quantity: String, status: String) {
            self.number = number
            self.price = price
            self.placed = placed
            self.quantity = quantity
            self.status = status
        }
    }

    public var localization: String
    public var title: String
    public var rows: [Row]
    public var totalLabel: String
    public var total: MarkedAmount

    public init(localization: String, title: String, rows: [Row], totalLabel: String, total: MarkedAmount) {
        self.localization = localization
        self.title = title
        self.rows = rows
        self.totalLabel = totalLabel
        self.total = total
    }

    public var jsonPage: Page {
        var body = "{"
        JSONText.appendMember("localization", localization, first: true, to: &body)
        JSONText.appendMember("title", title, to: &body)
        body += #","orders":["#
        for (index, row) in rows.enumerated() {
            body += index == 0 ? "{" : ",{"
            body += #""number":\#(row.number)"#
            JSONText.appendMember("price", row.price.text, to: &body)
            JSONText.appendMember("placed", row.placed, to: &body)
            JSONText.appendMember("quantity", row.quantity, to: &body)
            JSONText.appendMember("status", row.status, to: &body)
            body += "}"
        }
        body += "]"
        JSONText.appendMember("totalLabel", totalLabel, to: &body)
        JSONText.appendMember("total", total.text, to: &body)
        body += "}"
        return Page(status: 200, contentType: Page.json, contentLanguage: localization, body: body)
    }

    /// Languages written right to left, of those a page may be in.
    static let rightToLeft: Set<Substring> = ["ar", "fa", "he", "ur"]

    public var htmlPage: Page {
        let language = localization.split(separator: "-").first ?? ""
        var body = "<!DOCTYPE html>\n<html lang=\""
        HTMLText.appendEscaped(localization, to: &body)
        body += Self.rightToLeft.contains(language) ? "\" dir=\"rtl\">\n" : "\" dir=\"ltr\">\n"
        body += "<head><meta charset=\"utf-8\"><title>"
        HTMLText.appendEscaped(title, to: &body)
        body += "</title></head>\n<body>\n<h1>"
        HTMLText.appendEscaped(title, to: &body)
        body += "</h1>\n<table>\n"
        for row in rows {
            body += "<tr><td>\(row.number)</td><td>"
            HTMLText.appendEscaped(row.placed, to: &body)
            body += "</td><td>"
            HTMLText.appendEscaped(row.quantity, to: &body)
            body += "</td><td>"
            HTMLText.appendEscaped(row.status, to: &body)
            body += "</td><td class=\"price\">"
            row.price.appendHTML(to: &body)
            body += "</td></tr>\n"
        }
        body += "<tr class=\"total\"><th colspan=\"4\">"
        HTMLText.appendEscaped(totalLabel, to: &body)
        body += "</th><td class=\"price\">"
        total.appendHTML(to: &body)
        body += "</td></tr>\n</table>\n</body>\n</html>\n"
        return Page(status: 200, contentType: Page.html, contentLanguage: localization, body: body)
    }
}
