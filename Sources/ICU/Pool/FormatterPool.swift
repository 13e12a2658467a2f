import Dispatch
import Synchronization

/// A shared, thread-safe, bounded cache of formatters, keyed by everything they
/// depend on, with a current locale that can change while the server runs.
///
/// Creating an ICU formatter costs 10–40 times using one, so a server keeps
/// them. A pool hands out ``NumberFormat``, ``DateFormat``, ``PluralRules`` and
/// best date patterns for any locale, creating each once:
///
/// ```swift
/// let pool = FormatterPool(capacity: 512)
///
/// // In a request handler, with the client's locale:
/// let locale = (try? LocaleID(acceptLanguage)) ?? pool.currentLocale
/// let price = try pool.numberFormat(.currency(code: "EUR"), locale: locale).format(decimal: "19.99")
/// let when = try pool.dateFormat(date: .medium, time: .short, locale: locale, timeZone: zone).format(now)
/// ```
///
/// Reads go through a concurrent `DispatchQueue` with `sync`: readers never
/// block each other. Inserts, resets and locale changes are barrier writes. A
/// miss creates the formatter on the caller's thread, outside any barrier, so a
/// slow open (a date pattern generator takes ~270 µs) never stalls readers;
/// the insert that follows is an asynchronous barrier.
///
/// **Current locale.** Requests that pass no locale use ``currentLocale``
/// (initially ``LocaleID/current``). ``setCurrentLocale(_:)`` is one barrier
/// write that drops every formatter built for the old current locale; once it
/// returns, no call gets a formatter of the old locale. Observers learn of the
/// change through ``localeChanges()`` or ``onLocaleChange(_:)``, as apps observe
/// `NSCurrentLocaleDidChangeNotification`, to re-render.
///
/// **Bounded.** At most ``capacity`` formatters are kept; inserting beyond it
/// evicts the least recently used one, which ICU then frees. Never clear-all.
///
/// A `FormatterPool` is a value with reference semantics: copies share one pool.
public struct FormatterPool: Sendable {
    let storage: _PoolStorage

    /// The default ``capacity``: room for a few formatters each of a few hundred locales.
    public static let defaultCapacity = 512

    /// Creates an empty pool.
    ///
    /// - Parameters:
    ///   - capacity: The most formatters kept at once (at least 1).
    ///   - currentLocale: The locale of requests that name none; ``LocaleID/current`` by default.
    public init(capacity: Int = FormatterPool.defaultCapacity, currentLocale: LocaleID = .current) {
        storage = _PoolStorage(capacity: max(1, capacity), currentLocale: currentLocale)
    }

    /// The most formatters this pool keeps.
    public var capacity: Int { storage.capacity }

    /// How many formatters the pool holds now.
    public var count: Int { storage.count }

    /// The locale of requests that name none.
    public var currentLocale: LocaleID { storage.currentLocale }

    /// Makes `locale` the current locale, dropping every formatter built for the
    /// old one, and tells the observers. When this returns, no call made after it
    /// gets a formatter of the old locale. (A thread that used the pool keeps at
    /// most three formatters it got last alive, never handed out again, until its
    /// next call, its end, or the pool's end.)
    public func setCurrentLocale(_ locale: LocaleID) throws(ICUError) {
        storage.setCurrentLocale(try locale.validated())
    }

    /// Drops every formatter. (A thread that used the pool keeps at most three
    /// formatters it got last alive, never handed out again, until its next call,
    /// its end, or the pool's end.)
    public func reset() { storage.reset() }

    /// The locale changes from now on, as an `AsyncStream` (ended when the task stops listening).
    public func localeChanges() -> AsyncStream<LocaleID> { storage.localeChanges() }

    /// Calls `handler` with the new locale after each locale change, on the changing thread.
    public func onLocaleChange(_ handler: @escaping @Sendable (LocaleID) -> Void) { storage.addHandler(handler) }

    // MARK: Formatters

    /// The number format for a style and locale (the current locale when `nil`).
    public func numberFormat(_ style: NumberFormat.Style = .decimal, locale: LocaleID? = nil) throws(ICUError) -> NumberFormat {
        if let format = storage.lastRequest({ $0.lastNumberRef }, locale, style) { return format }
        let found = try storage.value(locale: locale, key: { .number($0, style) }) { locale throws(ICUError) in
            .number(try NumberFormat(style, locale: locale))
        }
        guard case .number(let format) = found.value else { throw Self.mismatch }
        if found.repeated, let stamp = found.stamp { storage.validFront()?.lastNumber = .init(locale, style, format, stamp) }
        return format
    }

    /// The date format for preset styles.
    public func dateFormat(date: DateFormat.Style = .medium, time: DateFormat.Style = .short,
                           locale: LocaleID? = nil, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        try dateFormat(.styles(date, time), locale: locale, timeZone: timeZone)
    }

    /// The date format for a template (skeleton), such as `yMMMd`.
    public func dateFormat(template: String, locale: LocaleID? = nil, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        try dateFormat(.template(template), locale: locale, timeZone: timeZone)
    }

    /// The date format for an explicit pattern.
    public func dateFormat(pattern: String, locale: LocaleID? = nil, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        try dateFormat(.pattern(pattern), locale: locale, timeZone: timeZone)
    }

    private func dateFormat(_ spec: DateSpec, locale: LocaleID?, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        let found = try storage.value(locale: locale, key: { .date($0, timeZone, spec) }) { locale throws(ICUError) in
            switch spec {
            case .styles(let date, let time):
                return .date(try DateFormat(date: date, time: time, locale: locale, timeZone: timeZone))
            case .template(let template):
                let pattern = try self.bestPattern(for: template, locale: locale)
                return .date(try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone))
            case .pattern(let pattern):
                return .date(try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone))
            }
        }
        guard case .date(let format) = found.value else { throw Self.mismatch }
        return format
    }

    /// The locale's best pattern for a date skeleton, such as `d. MMM` for `dMMM` in de_DE.
    ///
    /// Results are pooled as strings; a missing one comes from the locale's
    /// pooled ``DatePatternGenerator``, whose calls are serialized.
    public func bestPattern(for skeleton: String, locale: LocaleID? = nil) throws(ICUError) -> String {
        let found = try storage.value(locale: locale, key: { .bestPattern($0, skeleton) }) { locale throws(ICUError) in
            .pattern(try self.patternGenerator(locale: locale).bestPattern(for: skeleton))
        }
        guard case .pattern(let pattern) = found.value else { throw Self.mismatch }
        return pattern
    }

    /// The date pattern generator of a locale.
    public func patternGenerator(locale: LocaleID? = nil) throws(ICUError) -> DatePatternGenerator {
        let found = try storage.value(locale: locale, key: { .generator($0) }) { locale throws(ICUError) in
            .generator(try DatePatternGenerator(locale: locale))
        }
        guard case .generator(let generator) = found.value else { throw Self.mismatch }
        return generator
    }

    /// The plural rules of a locale.
    public func pluralRules(_ kind: PluralRules.Kind = .cardinal, locale: LocaleID? = nil) throws(ICUError) -> PluralRules {
        if let rules = storage.lastRequest({ $0.lastPluralRef }, locale, kind) { return rules }
        let found = try storage.value(locale: locale, key: { .plural($0, kind) }) { locale throws(ICUError) in
            .plural(try PluralRules(locale: locale, kind: kind))
        }
        guard case .plural(let rules) = found.value else { throw Self.mismatch }
        if found.repeated, let stamp = found.stamp { storage.validFront()?.lastPlural = .init(locale, kind, rules, stamp) }
        return rules
    }

    private static var mismatch: ICUError {
        ICUError(code: .unsupported, operation: "reading the formatter pool", reason: "entry of the wrong kind")
    }
}
