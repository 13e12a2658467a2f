import Foundation

/// `NumberFormatter`s and `DateFormatter`s made once per locale and settings
/// and kept, as apps keep them: creating one costs far more than using it.
///
/// Sendable notes: the dictionaries and every use of a cached formatter are
/// behind one lock. Apple documents its formatters as safe to share between
/// threads on its own systems; swift-corelibs-foundation makes no such
/// promise, so a cached formatter is used by one thread at a time.
final class FormatterCache: @unchecked Sendable {
    enum NumberStyle: Hashable {
        case currency(String)
        case percent
    }

    enum DateStyle: Hashable {
        case mediumDateShortTime
        case template(String)
    }

    private struct NumberKey: Hashable {
        var locale: String
        var style: NumberStyle
    }

    private struct DateKey: Hashable {
        var locale: String
        var timeZone: String
        var style: DateStyle
    }

    private let lock = NSLock()
    private var numbers: [NumberKey: NumberFormatter] = [:]
    private var dates: [DateKey: DateFormatter] = [:]
    /// Zones and currencies come from the query, so the keys have no natural
    /// bound: past this many, the cache starts again (as swift-foundation's own
    /// formatter cache does).
    static let capacity = 512

    func withNumberFormatter<T>(locale: String, style: NumberStyle, _ body: (NumberFormatter) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = NumberKey(locale: locale, style: style)
        if let formatter = numbers[key] { return body(formatter) }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        switch style {
        case .currency(let code):
            formatter.numberStyle = .currency
            formatter.currencyCode = code
        case .percent:
            formatter.numberStyle = .percent
            formatter.maximumFractionDigits = 1
        }
        if numbers.count >= Self.capacity { numbers.removeAll() }
        numbers[key] = formatter
        return body(formatter)
    }

    func withDateFormatter<T>(locale: String, timeZone: TimeZone, style: DateStyle, _ body: (DateFormatter) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = DateKey(locale: locale, timeZone: timeZone.identifier, style: style)
        if let formatter = dates[key] { return body(formatter) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = timeZone
        switch style {
        case .mediumDateShortTime:
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        case .template(let template):
            formatter.setLocalizedDateFormatFromTemplate(template)
        }
        if dates.count >= Self.capacity { dates.removeAll() }
        dates[key] = formatter
        return body(formatter)
    }
}
