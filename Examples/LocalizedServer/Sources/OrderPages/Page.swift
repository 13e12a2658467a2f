/// A response as both implementations produce it, before a server framework
/// writes it: the handlers stay callable without a socket (benchmarks, tests).
public struct Page: Sendable, Hashable {
    public var status: Int
    public var contentType: String
    /// The localization the body is written in; `nil` for an error.
    public var contentLanguage: String?
    public var body: String

    public init(status: Int, contentType: String, contentLanguage: String?, body: String) {
        self.status = status
        self.contentType = contentType
        self.contentLanguage = contentLanguage
        self.body = body
    }

    public static let json = "application/json; charset=utf-8"
    public static let html = "text/html; charset=utf-8"

    /// The error's status, with a JSON body that says what went wrong.
    public init(_ error: PageError) {
        var body = #"{"error":"#
        JSONText.appendString(error.message, to: &body)
        body += "}"
        self.init(status: error.status, contentType: Page.json, contentLanguage: nil, body: body)
    }

    /// The page `body` makes, or the page for the error it throws.
    public static func rendering(_ body: () throws(PageError) -> Page) -> Page {
        do { return try body() } catch { return Page(error) }
    }
}

/// Why a page was not made.
public struct PageError: Error, Hashable, Sendable {
    public var status: Int
    public var message: String

    /// What the visitor sent that a page cannot use: a `400`.
    public static func badRequest(_ message: String) -> PageError { PageError(status: 400, message: message) }

    /// The server's own fault, such as a translation that does not suit the
    /// arguments the code gives it: a `500`.
    public static func serverFault(_ message: String) -> PageError { PageError(status: 500, message: message) }
}

/// The kinds of page, each implementation answering every one.
public protocol OrderPageRendering: Sendable {
    /// `/quote`: one item, as JSON.
    func quote(acceptLanguage: String, query: PageQuery) -> Page
    /// `/orders` (JSON) and `/orders.html`.
    func orders(acceptLanguage: String, query: PageQuery, html: Bool) -> Page
}
