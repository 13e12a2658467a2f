import Foundation
import OrderPages

/// The pages as a typical app makes them today on Linux with Foundation:
/// translations read by hand, a hand-written `Accept-Language` match and
/// plural rules, `String(format:locale:)`, and `NumberFormatter` and
/// `DateFormatter` cached per locale under a lock.
///
/// Where its output differs from `ICUOrderPages`, the cause is the data:
/// Foundation on Linux bundles a newer ICU (76) than the system's (72)
/// that the library uses; the tests say where.
///
/// Sendable notes: the translations are immutable after `init`; the cache locks.
public struct FoundationOrderPages: OrderPageRendering {
    let translations: Translations
    let languages: AcceptLanguage
    let cache = FormatterCache()
    let currencies: Set<String>
    /// Made once: `String(format:locale:)` takes a `Locale` on every call.
    let locales: [String: Locale]
    static let posix = Locale(identifier: "en_US_POSIX")

    public init(resourcesAt resources: String = PageResources.directory) throws {
        translations = try Translations(resourcesAt: resources, languages: PageResources.languages)
        languages = AcceptLanguage(supported: PageResources.languages, defaultLanguage: "en")
        currencies = Set(Locale.commonISOCurrencyCodes)
        locales = Dictionary(uniqueKeysWithValues: PageResources.languages.map { ($0, Locale(identifier: $0)) })
    }

    /// The `locale` parameter's language when the site has it, else the header's.
    func language(_ acceptLanguage: String, _ query: PageQuery) -> String {
        if let picked = query.locale, let language = languages.bestMatch(picked) { return language }
        return languages.match(acceptLanguage)
    }

    func timeZone(_ query: PageQuery) throws(PageError) -> TimeZone {
        guard let zone = TimeZone(identifier: query.timeZone) else { throw PageQuery.unknownTimeZone(query.timeZone) }
        return zone
    }

    func checkCurrency(_ query: PageQuery) throws(PageError) {
        guard currencies.contains(query.currency) else { throw PageQuery.unknownCurrency(query.currency) }
    }

    /// `key`'s text in `language`, else in English, else the key.
    func string(_ key: String, language: String) -> String {
        for candidate in [language, "en"] {
            if case .text(let text) = translations.entry(key, language: candidate) { return text }
        }
        return key
    }

    /// `key`'s plural form for `count`, with the count written in as the
    /// locale writes numbers.
    func plural(_ key: String, count: Int, language: String) throws(PageError) -> String {
        guard case .plural(let forms) = translations.entry(key, language: language) ?? translations.entry(key, language: "en"),
              let form = PluralCategory.form(for: count, language: language, in: forms) else {
            throw .serverFault("no plural forms for '\(key)' in \(language)")
        }
        return String(format: form, locale: locales[language] ?? Locale(identifier: language), count)
    }

    func price(_ decimal: String, code: String, language: String, marked: Bool) -> MarkedAmount {
        cache.withNumberFormatter(locale: language, style: .currency(code)) { formatter in
            let text = formatter.string(from: NSDecimalNumber(string: decimal, locale: Self.posix)) ?? decimal
            // NumberFormatter has no parts: find its symbol in the text.
            guard marked, let symbol = formatter.currencySymbol, !symbol.isEmpty, let range = text.range(of: symbol) else {
                return MarkedAmount([.init(Substring(text), isCurrency: false)])
            }
            return MarkedAmount([
                .init(text[..<range.lowerBound], isCurrency: false),
                .init(text[range], isCurrency: true),
                .init(text[range.upperBound...], isCurrency: false),
            ].filter { !$0.text.isEmpty })
        }
    }

    public func quote(acceptLanguage: String, query: PageQuery) -> Page {
        Page.rendering { () throws(PageError) in
            let language = language(acceptLanguage, query)
            let zone = try timeZone(query)
            try checkCurrency(query)
            let date = Date(timeIntervalSince1970: Double(QuoteItem.date))
            return QuoteView(
                localization: language,
                message: try plural("You have %lld new messages", count: query.newMessages, language: language),
                price: price(QuoteItem.price, code: query.currency, language: language, marked: false).text,
                dateTime: cache.withDateFormatter(locale: language, timeZone: zone, style: .mediumDateShortTime) { $0.string(from: date) },
                day: cache.withDateFormatter(locale: language, timeZone: zone, style: .template("yMMMEd")) { $0.string(from: date) },
                discount: cache.withNumberFormatter(locale: language, style: .percent) {
                    $0.string(from: NSNumber(value: QuoteItem.discount)) ?? ""
                }
            ).page
        }
    }

    public func orders(acceptLanguage: String, query: PageQuery, html: Bool) -> Page {
        Page.rendering { () throws(PageError) in
            let language = language(acceptLanguage, query)
            let zone = try timeZone(query)
            try checkCurrency(query)
            var rows: [OrdersView.Row] = []
            rows.reserveCapacity(Order.sample.count)
            for order in Order.sample {
                let placed = Date(timeIntervalSince1970: Double(order.placedAt))
                rows.append(OrdersView.Row(
                    number: order.number,
                    price: price(order.linePrice, code: query.currency, language: language, marked: html),
                    placed: cache.withDateFormatter(locale: language, timeZone: zone, style: .mediumDateShortTime) { $0.string(from: placed) },
                    quantity: try plural("%lld items", count: order.quantity, language: language),
                    status: string("order.status.\(order.status.rawValue)", language: language)
                ))
            }
            let view = OrdersView(
                localization: language,
                title: string("orders.title", language: language),
                rows: rows,
                totalLabel: string("orders.total", language: language),
                total: price(Order.total(of: Order.sample), code: query.currency, language: language, marked: html)
            )
            return html ? view.htmlPage : view.jsonPage
        }
    }
}
