extension FormatterPool {
    /// Everything a pooled formatter depends on: small, `Hashable`, built per request.
    enum Key: Hashable, Sendable {
        case number(LocaleID, NumberFormat.Style)
        case date(LocaleID, TimeZoneID, DateSpec)
        case bestPattern(LocaleID, String)
        case plural(LocaleID, PluralRules.Kind)
        case generator(LocaleID)

        var locale: LocaleID {
            switch self {
            case .number(let l, _), .date(let l, _, _), .bestPattern(let l, _), .plural(let l, _), .generator(let l): l
            }
        }
    }

    /// How a pooled ``DateFormat`` was specified.
    enum DateSpec: Hashable, Sendable {
        case styles(DateFormat.Style, DateFormat.Style)
        case template(String)
        case pattern(String)
    }

    /// A pooled formatter. Every case is safe to share between threads as it is:
    /// ``NumberFormat``, ``DateFormat`` and ``PluralRules`` share ICU's
    /// thread-safe services and serialize the rest (spell-out, ordinal, parsing)
    /// inside; a ``DatePatternGenerator`` serializes its calls, and the
    /// best patterns it finds are pooled as finished strings, so it is rarely used.
    enum Value: Sendable {
        case number(NumberFormat)
        case date(DateFormat)
        case pattern(String)
        case plural(PluralRules)
        case generator(DatePatternGenerator)
    }
}
