// The registry of the pool's kinds: adding a pooled kind adds one case to
// `Kind` and one to `Key` here, and a request type (a ``PoolRequest``) beside
// its service, such as `NumberFormatting/FormatterPool+NumberFormat.swift`,
// with the public method as an `extension FormatterPool`.

extension FormatterPool {
    /// Every kind of thing a pool hands out, one per ``PoolRequest`` type. Each
    /// kind's place in a thread's front (``FormatterPool/Front``) is its raw
    /// value; the front has ``count`` places.
    enum Kind: Int, CaseIterable, Sendable {
        case numberFormat
        case dateFormat
        case bestPattern
        case patternGenerator
        case pluralRules
        case displayNames
        case conventions
        case timeZoneDisplayNames
        case calendarRules
        case collationRules
        case caseMapping
        case relativeTimeFormat
        case listFormat
        case numberRangeFormat
        case dateIntervalFormat
        case durationFormat
        case measureFormat
        case messageFormat
        case messageFormat2

        /// How many kinds there are.
        static let count = allCases.count
    }

    /// Everything a pooled value depends on, with the locale resolved: small,
    /// `Hashable`, one case per ``Kind``.
    enum Key: Hashable, Sendable {
        case numberFormat(LocaleID, NumberFormat.Style)
        case dateFormat(LocaleID, TimeZoneID, DateSpec)
        case bestPattern(LocaleID, ExactText)
        case patternGenerator(LocaleID)
        case pluralRules(LocaleID, PluralRules.Kind)
        case displayNames(LocaleID, LocaleDisplayNames.Options)
        case conventions(LocaleID)
        case timeZoneDisplayNames(LocaleID)
        case calendarRules(LocaleID, CalendarRules.Spec)
        case collationRules(LocaleID, CollationRules.Options)
        case caseMapping(LocaleID, CaseMapping.Options)
        case relativeTimeFormat(LocaleID, RelativeTimeFormat.Options)
        case listFormat(LocaleID, ListFormat.Options)
        case numberRangeFormat(LocaleID, NumberRangeSpec)
        case dateIntervalFormat(LocaleID, TimeZoneID, ExactText)
        case durationFormat(LocaleID, DurationFormat.Width)
        case measureFormat(LocaleID, MeasureSpec)
        case messageFormat(LocaleID, TimeZoneID, ExactText)
        case messageFormat2(LocaleID, MessageFormat2.BidiIsolation, ExactText)

        var locale: LocaleID {
            switch self {
            case .numberFormat(let l, _), .dateFormat(let l, _, _), .bestPattern(let l, _), .pluralRules(let l, _),
                 .patternGenerator(let l), .displayNames(let l, _), .conventions(let l),
                 .timeZoneDisplayNames(let l), .calendarRules(let l, _), .collationRules(let l, _),
                 .caseMapping(let l, _), .relativeTimeFormat(let l, _),
                 .listFormat(let l, _), .numberRangeFormat(let l, _), .dateIntervalFormat(let l, _, _),
                 .durationFormat(let l, _), .measureFormat(let l, _), .messageFormat(let l, _, _),
                 .messageFormat2(let l, _, _): l
            }
        }
    }
}
