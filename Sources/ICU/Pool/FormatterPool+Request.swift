/// One kind of thing a ``FormatterPool`` hands out: how a request of that kind
/// maps to a key and how to make what the pool keeps for it.
///
/// A request is the caller's locale (or `nil` for the pool's current one) and a
/// `Spec`, everything else the result depends on (a style; a zone and a
/// pattern …). Both are passed to the pool's storage as they are, borrowed: the
/// fast path compares them with the thread's last request of the kind and
/// copies nothing. What the pool keeps is the shared storage of a format, so
/// that handing one out is one retain. The storage owns every cache (the
/// per-thread front, the queue-guarded entries); a request kind only describes.
/// Adding a pooled kind is one request kind (with its own `frontSlot`) and one
/// ``FormatterPool/Key`` case.
protocol PoolRequest {
    /// What the request depends on besides the locale, such as a `NumberFormat.Style`.
    associatedtype Spec: Hashable & Sendable
    /// What the pool keeps and hands out, such as `NumberFormat.Storage`.
    associatedtype Pooled: AnyObject & Sendable

    /// This kind's slot for its last answer in a thread's front: distinct for
    /// each kind, below ``FormatterPool/Key/kindCount``.
    static var frontSlot: Int { get }

    /// The pool's key for a request in `locale` (the named one, or the current one).
    static func key(_ locale: LocaleID, _ spec: Spec) -> FormatterPool.Key

    /// Makes the pooled object on a miss, on the caller's thread.
    ///
    /// - Parameters:
    ///   - locale: The resolved, validated locale.
    ///   - pool: The pool, for kinds built from other pooled values.
    static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> Pooled
}

extension FormatterPool {
    /// A ``NumberFormat`` by style.
    enum NumberFormatRequest: PoolRequest {
        static var frontSlot: Int { 0 }

        static func key(_ locale: LocaleID, _ style: NumberFormat.Style) -> Key { .number(locale, style) }

        static func make(_ locale: LocaleID, _ style: NumberFormat.Style, pool: FormatterPool) throws(ICUError) -> NumberFormat.Storage {
            try NumberFormat(style, locale: locale).storage
        }
    }

    /// A ``DateFormat`` by styles, template or pattern, in a time zone.
    enum DateFormatRequest: PoolRequest {
        struct Spec: Hashable, Sendable {
            let timeZone: TimeZoneID
            let form: DateSpec
        }

        static var frontSlot: Int { 1 }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .date(locale, spec.timeZone, spec.form) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> DateFormat.Storage {
            let timeZone = spec.timeZone
            switch spec.form {
            case .styles(let date, let time):
                return try DateFormat(date: date, time: time, locale: locale, timeZone: timeZone).storage
            case .template(let template):
                // The pattern through the pool, so a template's pattern is found once per locale.
                let pattern = try pool.bestPattern(for: template.text, locale: locale)
                return try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone).storage
            case .pattern(let pattern):
                return try DateFormat(pattern: pattern.text, locale: locale, timeZone: timeZone).storage
            }
        }
    }

    /// A locale's best date pattern for a skeleton, kept as a finished string.
    enum BestPatternRequest: PoolRequest {
        /// A pattern, boxed so that the pool keeps every value as one reference.
        final class Pattern: Sendable {
            let text: String
            init(_ text: String) { self.text = text }
        }

        static var frontSlot: Int { 2 }

        static func key(_ locale: LocaleID, _ skeleton: ExactText) -> Key { .bestPattern(locale, skeleton) }

        static func make(_ locale: LocaleID, _ skeleton: ExactText, pool: FormatterPool) throws(ICUError) -> Pattern {
            Pattern(try pool.patternGenerator(locale: locale).bestPattern(for: skeleton.text))
        }
    }

    /// A ``DatePatternGenerator``: it depends on the locale only.
    enum PatternGeneratorRequest: PoolRequest {
        struct Spec: Hashable, Sendable {}

        static var frontSlot: Int { 3 }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .generator(locale) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> DatePatternGenerator.Storage {
            try DatePatternGenerator(locale: locale).storage
        }
    }

    /// ``PluralRules`` by kind.
    enum PluralRulesRequest: PoolRequest {
        static var frontSlot: Int { 4 }

        static func key(_ locale: LocaleID, _ kind: PluralRules.Kind) -> Key { .plural(locale, kind) }

        static func make(_ locale: LocaleID, _ kind: PluralRules.Kind, pool: FormatterPool) throws(ICUError) -> PluralRules.Storage {
            try PluralRules(locale: locale, kind: kind).storage
        }
    }

    /// ``LocaleDisplayNames`` by dialect, capitalization and length, in a display locale.
    enum DisplayNamesRequest: PoolRequest {
        static var frontSlot: Int { 5 }

        static func key(_ locale: LocaleID, _ options: LocaleDisplayNames.Options) -> Key { .displayNames(locale, options) }

        static func make(_ locale: LocaleID, _ options: LocaleDisplayNames.Options, pool: FormatterPool) throws(ICUError) -> LocaleDisplayNames.Storage {
            try LocaleDisplayNames.Storage(displayLocale: locale, options: options)
        }
    }

    /// A locale's ``LocaleConventions``: they depend on the locale only.
    enum ConventionsRequest: PoolRequest {
        struct Spec: Hashable, Sendable {}

        static var frontSlot: Int { 6 }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .conventions(locale) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> LocaleConventions.Storage {
            try LocaleConventions(locale).storage
        }
    }
}
