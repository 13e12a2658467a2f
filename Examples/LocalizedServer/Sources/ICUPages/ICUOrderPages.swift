import ICU
import OrderPages
import struct FoundationEssentials.Date

/// The pages with this library: one `StringBundle` read at startup, which
/// negotiates the header, and one `FormatterPool` for every format, the
/// bundle's included.
///
/// Sendable notes: every stored property is an immutable `Sendable` value
/// meant to be shared by all requests.
public struct ICUOrderPages: OrderPageRendering {
    let strings: StringBundle
    let pool: FormatterPool

    /// Reads and checks every translation: a bad file throws here, so the
    /// server refuses to start rather than serve it.
    ///
    /// - Parameters:
    ///   - resources: The folder with `Localizable.xcstrings` and the `.lproj` folders.
    ///   - pool: The process's pool, shared with whatever else formats.
    public init(resourcesAt resources: String = PageResources.directory, pool: FormatterPool) throws(ICUError) {
        self.strings = try StringBundle(resourcesAt: resources, developmentRegion: "en", pool: pool)
        self.pool = pool
    }

    /// The localization for a request: the bundle's name (`de`) and the
    /// locale to format in — from the `locale` parameter when the site has
    /// that language, else from the header. The pages format in the
    /// localization itself (`de` for `de-AT`), as their Foundation twins do.
    func negotiate(_ acceptLanguage: String, _ query: PageQuery) -> (localization: String, locale: LocaleID) {
        if let picked = query.locale {
            let match = strings.negotiate(PreferredLanguages([picked]), formatIn: .localization)
            if !match.usedDefault { return (match.localization, match.locale) }
        }
        let match = strings.negotiate(acceptLanguage: acceptLanguage, formatIn: .localization)
        return (match.localization, match.locale)
    }

    func timeZone(_ query: PageQuery) throws(PageError) -> TimeZoneID {
        do { return try TimeZoneID(query.timeZone) } catch { throw PageQuery.unknownTimeZone(query.timeZone) }
    }

    func currencyFormat(_ query: PageQuery, locale: LocaleID) throws(PageError) -> NumberFormat {
        // The pool would refuse an unknown code too, but with ICU's words;
        // checking first keeps the 400's message the page's own.
        guard NumberFormat.isKnownCurrency(query.currency) else { throw PageQuery.unknownCurrency(query.currency) }
        return try served { () throws(ICUError) in try pool.numberFormat(.currency(code: query.currency), locale: locale) }
    }

    public func quote(acceptLanguage: String, query: PageQuery) -> Page {
        Page.rendering { () throws(PageError) in
            let (localization, locale) = negotiate(acceptLanguage, query)
            let zone = try timeZone(query)
            let price = try currencyFormat(query, locale: locale)
            let date = Date(timeIntervalSince1970: Double(QuoteItem.date))
            return try served { () throws(ICUError) in
                QuoteView(
                    localization: localization,
                    message: try strings.format("You have %lld new messages", localization: localization,
                                                arguments: [MessageArgument(query.newMessages)], locale: locale),
                    price: try price.format(decimal: QuoteItem.price),
                    dateTime: try pool.dateFormat(date: .medium, time: .short, locale: locale, timeZone: zone).format(date),
                    day: try pool.dateFormat(template: "yMMMEd", locale: locale, timeZone: zone).format(date),
                    discount: try pool.numberFormat(.percent.precision(.fractionDigits(...1)), locale: locale).format(QuoteItem.discount)
                ).page
            }
        }
    }

    public func orders(acceptLanguage: String, query: PageQuery, html: Bool) -> Page {
        Page.rendering { () throws(PageError) in
            let (localization, locale) = negotiate(acceptLanguage, query)
            let zone = try timeZone(query)
            let price = try currencyFormat(query, locale: locale)
            return try served { () throws(ICUError) in
                let placed = try pool.dateFormat(date: .medium, time: .short, locale: locale, timeZone: zone)
                // Looked up once per page, not once per row.
                var statuses: [Order.Status: String] = [:]
                for status in Order.Status.allCases {
                    statuses[status] = strings.string("order.status.\(status.rawValue)", localization: localization)
                }
                func amount(_ decimal: String) throws(ICUError) -> MarkedAmount {
                    guard html else { return MarkedAmount([.init(Substring(try price.format(decimal: decimal)), isCurrency: false)]) }
                    return MarkedAmount(try price.formatToParts(decimal: decimal).parts.map { part in
                        .init(part.text, isCurrency: part.field == .currency)
                    })
                }
                var rows: [OrdersView.Row] = []
                rows.reserveCapacity(Order.sample.count)
                for order in Order.sample {
                    rows.append(OrdersView.Row(
                        number: order.number,
                        price: try amount(order.linePrice),
                        placed: placed.format(Date(timeIntervalSince1970: Double(order.placedAt))),
                        quantity: try strings.format("%lld items", localization: localization,
                                                     arguments: [MessageArgument(order.quantity)], locale: locale),
                        status: statuses[order.status] ?? order.status.rawValue
                    ))
                }
                let view = OrdersView(
                    localization: localization,
                    title: strings.string("orders.title", localization: localization),
                    rows: rows,
                    totalLabel: strings.string("orders.total", localization: localization),
                    total: try amount(Order.total(of: Order.sample))
                )
                return html ? view.htmlPage : view.jsonPage
            }
        }
    }
}

/// `body`'s result; an `ICUError` here is the server's fault (a translation
/// and the code disagree, or ICU failed), never the visitor's: what the query
/// names is checked before.
func served<T>(_ body: () throws(ICUError) -> T) throws(PageError) -> T {
    do { return try body() } catch { throw .serverFault("\(error)") }
}
