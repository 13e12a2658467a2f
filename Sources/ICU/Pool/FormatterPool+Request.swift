/// One kind of thing a ``FormatterPool`` hands out, described by what the
/// caller asked for.
///
/// A request knows its key (everything the result depends on, with the locale
/// resolved) and how to make what the pool keeps for it: the shared storage of
/// a format, so that handing one out is one retain. The pool's storage owns
/// every cache (the per-thread front, the queue-guarded entries); a request
/// only describes. Adding a pooled kind is one request type and one
/// ``FormatterPool/Key`` case.
protocol PoolRequest: Equatable {
    /// What the pool keeps and hands out, such as `NumberFormat.Storage`.
    associatedtype Pooled: AnyObject & Sendable

    /// The locale the caller named, or `nil` for the pool's current locale.
    var locale: LocaleID? { get }

    /// The pool's key for this request in `locale` (the named one, or the current one).
    func key(in locale: LocaleID) -> FormatterPool.Key

    /// Makes the pooled object on a miss, on the caller's thread.
    ///
    /// - Parameters:
    ///   - locale: The resolved, validated locale.
    ///   - pool: The pool, for requests built from other pooled values.
    func make(in locale: LocaleID, pool: FormatterPool) throws(ICUError) -> Pooled
}

extension FormatterPool {
    /// A ``NumberFormat`` by style.
    struct NumberFormatRequest: PoolRequest {
        let locale: LocaleID?
        let style: NumberFormat.Style

        func key(in locale: LocaleID) -> Key { .number(locale, style) }

        func make(in locale: LocaleID, pool: FormatterPool) throws(ICUError) -> NumberFormat.Storage {
            try NumberFormat(style, locale: locale).storage
        }
    }

    /// A ``DateFormat`` by styles, template or pattern, in a time zone.
    struct DateFormatRequest: PoolRequest {
        let locale: LocaleID?
        let timeZone: TimeZoneID
        let spec: DateSpec

        func key(in locale: LocaleID) -> Key { .date(locale, timeZone, spec) }

        func make(in locale: LocaleID, pool: FormatterPool) throws(ICUError) -> DateFormat.Storage {
            switch spec {
            case .styles(let date, let time):
                return try DateFormat(date: date, time: time, locale: locale, timeZone: timeZone).storage
            case .template(let template):
                // The pattern through the pool, so a template's pattern is found once per locale.
                let pattern = try pool.bestPattern(for: template, locale: locale)
                return try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone).storage
            case .pattern(let pattern):
                return try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone).storage
            }
        }
    }

    /// A locale's best date pattern for a skeleton, kept as a finished string.
    struct BestPatternRequest: PoolRequest {
        let locale: LocaleID?
        let skeleton: String

        /// A pattern, boxed so that the pool keeps every value as one reference.
        final class Pattern: Sendable {
            let text: String
            init(_ text: String) { self.text = text }
        }

        func key(in locale: LocaleID) -> Key { .bestPattern(locale, skeleton) }

        func make(in locale: LocaleID, pool: FormatterPool) throws(ICUError) -> Pattern {
            Pattern(try pool.patternGenerator(locale: locale).bestPattern(for: skeleton))
        }
    }

    /// A ``DatePatternGenerator``.
    struct PatternGeneratorRequest: PoolRequest {
        let locale: LocaleID?

        func key(in locale: LocaleID) -> Key { .generator(locale) }

        func make(in locale: LocaleID, pool: FormatterPool) throws(ICUError) -> DatePatternGenerator.Storage {
            try DatePatternGenerator(locale: locale).storage
        }
    }

    /// ``PluralRules`` by kind.
    struct PluralRulesRequest: PoolRequest {
        let locale: LocaleID?
        let kind: PluralRules.Kind

        func key(in locale: LocaleID) -> Key { .plural(locale, kind) }

        func make(in locale: LocaleID, pool: FormatterPool) throws(ICUError) -> PluralRules.Storage {
            try PluralRules(locale: locale, kind: kind).storage
        }
    }
}
