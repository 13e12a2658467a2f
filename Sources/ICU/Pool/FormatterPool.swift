import Dispatch
import Synchronization

/// A shared, thread-safe, bounded cache of formatters, keyed by everything they
/// depend on, with a current locale that can change while the server runs.
///
/// Creating an ICU formatter costs many times using one (the `Create.*`
/// benchmark rows, docs/performance.md), so a server keeps
/// them. A pool hands out every service that takes a locale, for any locale,
/// creating each once; each accessor is the type's name, with its
/// initializer's labels and `locale: LocaleID? = nil` (the current locale):
///
/// - numbers: ``NumberFormat`` (`numberFormat`), ``NumberRangeFormat``
///   (`numberRangeFormat`), ``MeasureFormat`` (`measureFormat`),
///   ``DurationFormat`` (`durationFormat`), ``PluralRules`` (`pluralRules`);
/// - dates: ``DateFormat`` (`dateFormat`), ``DateIntervalFormat``
///   (`dateIntervalFormat`), ``RelativeTimeFormat`` (`relativeTimeFormat`),
///   ``DatePatternGenerator`` (`datePatternGenerator`) and the best pattern
///   of a skeleton (`bestPattern`), ``CalendarRules`` (`calendarRules`),
///   ``TimeZoneDisplayNames`` (`timeZoneDisplayNames`);
/// - text: ``ListFormat`` (`listFormat`), ``CollationRules``
///   (`collationRules`), ``CaseMapping`` (`caseMapping`);
/// - messages: ``MessageFormat`` (`messageFormat`), ``MessageFormat2``
///   (`messageFormat2`);
/// - locales: ``LocaleDisplayNames`` (`localeDisplayNames`),
///   ``LocaleConventions`` (`localeConventions`).
///
/// These are the kinds of `FormatterPool+Kinds.swift`, one each; the accessors
/// live beside their services (`FormatterPool+NumberFormat.swift`, …).
///
///
/// ```swift
/// let pool = FormatterPool(capacity: 512)
///
/// // In a request handler, with the client's locale (a tag from Accept-Language):
/// let tag = "de-CH"
/// let zone = try TimeZoneID("Europe/Zurich")
/// let locale = (try? LocaleID(tag)) ?? pool.currentLocale
/// let price = try pool.numberFormat(.currency(code: "EUR"), locale: locale).format(decimal: "19.99")
/// let when = try pool.dateFormat(date: .medium, time: .short, locale: locale, timeZone: zone).format(Date())
/// ```
///
/// Reads go through a concurrent `DispatchQueue` with `sync`: readers never
/// block each other. Inserts, resets and locale changes are barrier writes. A
/// miss creates the formatter on the caller's thread, outside any barrier, so a
/// slow open (a date pattern generator, a spell-out format) never stalls readers;
/// the insert that follows is a short synchronous barrier.
///
/// **Current locale.** Requests that pass no locale use ``currentLocale``
/// (initially ``LocaleID/current``). ``setCurrentLocale(_:)`` is one barrier
/// write that drops every formatter built for the old current locale; once it
/// returns, no call gets a formatter of the old locale. Observers learn of the
/// change through ``localeChanges()`` or ``onLocaleChange(_:)``, as apps observe
/// `NSCurrentLocaleDidChangeNotification`, to re-render.
///
/// **Bounded.** At most ``capacity`` formatters are kept; inserting into a full
/// pool evicts the least recently used eighth of them, which ICU then frees.
/// Never clear-all.
///
/// A `FormatterPool` is a value with reference semantics: copies share one pool.
public struct FormatterPool: Sendable {
    let storage: Storage

    /// The default ``capacity``: room for a few formatters each of a few hundred locales.
    public static let defaultCapacity = 512

    /// Creates an empty pool.
    ///
    /// - Parameters:
    ///   - capacity: The most formatters kept at once (at least 1).
    ///   - currentLocale: The locale of requests that name none; ``LocaleID/current`` by default.
    public init(capacity: Int = FormatterPool.defaultCapacity, currentLocale: LocaleID = .current) {
        storage = Storage(capacity: max(1, capacity), currentLocale: currentLocale)
    }

    /// The pool `storage` belongs to, for requests built from other pooled values.
    init(storage: Storage) { self.storage = storage }

    /// The most formatters this pool keeps.
    public var capacity: Int { storage.capacity }

    /// How many formatters the pool holds now.
    public var count: Int { storage.count }

    /// The locale of requests that name none.
    public var currentLocale: LocaleID { storage.currentLocale }

    /// Makes `locale` the current locale, dropping every formatter built for the
    /// old one, and tells the observers. When this returns, no call made after it
    /// gets a formatter of the old locale. (A thread that used the pool keeps the
    /// formatters it got last alive — at most one per kind of request — never
    /// handed out again, until its next call, its end, or the pool's end.)
    public func setCurrentLocale(_ locale: LocaleID) throws(ICUError) {
        _ = try locale.icuName
        storage.setCurrentLocale(locale)
    }

    /// Drops every formatter. (A thread that used the pool keeps the formatters it
    /// got last alive — at most one per kind of request — never handed out again,
    /// until its next call, its end, or the pool's end.)
    public func reset() { storage.reset() }

    /// The locale changes from now on, as an `AsyncStream` (ended when the task stops listening).
    public func localeChanges() -> AsyncStream<LocaleID> { storage.localeChanges() }

    /// Calls `handler` with the new locale after each locale change, on the changing thread.
    public func onLocaleChange(_ handler: @escaping @Sendable (LocaleID) -> Void) { storage.addHandler(handler) }
}
