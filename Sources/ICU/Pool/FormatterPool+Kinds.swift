extension FormatterPool {
    /// Everything a pooled value depends on, with the locale resolved: small,
    /// `Hashable`, one case per ``PoolRequest`` kind (adding a kind adds a case
    /// and bumps ``kindCount``).
    enum Key: Hashable, Sendable {
        case number(LocaleID, NumberFormat.Style)
        case date(LocaleID, TimeZoneID, DateSpec)
        case bestPattern(LocaleID, ExactText)
        case plural(LocaleID, PluralRules.Kind)
        case generator(LocaleID)
        case displayNames(LocaleID, LocaleDisplayNames.Options)
        case conventions(LocaleID)

        /// How many kinds there are: one per case, each a ``PoolRequest`` type with its own `frontSlot`.
        static let kindCount = 7

        var locale: LocaleID {
            switch self {
            case .number(let l, _), .date(let l, _, _), .bestPattern(let l, _), .plural(let l, _), .generator(let l),
                 .displayNames(let l, _),
                 .conventions(let l): l
            }
        }
    }

    /// How a pooled ``DateFormat`` was specified.
    enum DateSpec: Hashable, Sendable {
        case styles(DateFormat.Style, DateFormat.Style)
        case template(ExactText)
        case pattern(ExactText)
    }
}
