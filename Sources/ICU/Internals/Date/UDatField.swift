import ICUBridge

/// ICU's `UDateFormatField`, the fields of a formatted date, every one ICU 72
/// has, as udat.c pins them: one case per pattern letter's field
/// (`UDAT_HOUR_OF_DAY0_FIELD` is `H`, `UDAT_STANDALONE_MONTH_FIELD` is `L`, …).
enum UDatField: CaseIterable, Sendable {
    case era
    case year
    case month
    case date
    case hourOfDay1
    case hourOfDay0
    case minute
    case second
    case fractionalSecond
    case dayOfWeek
    case dayOfYear
    case dayOfWeekInMonth
    case weekOfYear
    case weekOfMonth
    case amPm
    case hour1
    case hour0
    case timeZone
    case yearForWeekOfYear
    case dayOfWeekLocal
    case extendedYear
    case julianDay
    case millisecondsInDay
    case timeZoneRFC
    case timeZoneGeneric
    case standaloneDay
    case standaloneMonth
    case quarter
    case standaloneQuarter
    case timeZoneSpecial
    case yearName
    case timeZoneLocalizedGMTOffset
    case timeZoneISO
    case timeZoneISOLocal
    case relatedYear
    case amPmMidnightNoon
    case flexibleDayPeriod
    case timeSeparator

    var icuValue: Int32 {
        switch self {
        case .era: Int32(ICUB_UDAT_ERA_FIELD)
        case .year: Int32(ICUB_UDAT_YEAR_FIELD)
        case .month: Int32(ICUB_UDAT_MONTH_FIELD)
        case .date: Int32(ICUB_UDAT_DATE_FIELD)
        case .hourOfDay1: Int32(ICUB_UDAT_HOUR_OF_DAY1_FIELD)
        case .hourOfDay0: Int32(ICUB_UDAT_HOUR_OF_DAY0_FIELD)
        case .minute: Int32(ICUB_UDAT_MINUTE_FIELD)
        case .second: Int32(ICUB_UDAT_SECOND_FIELD)
        case .fractionalSecond: Int32(ICUB_UDAT_FRACTIONAL_SECOND_FIELD)
        case .dayOfWeek: Int32(ICUB_UDAT_DAY_OF_WEEK_FIELD)
        case .dayOfYear: Int32(ICUB_UDAT_DAY_OF_YEAR_FIELD)
        case .dayOfWeekInMonth: Int32(ICUB_UDAT_DAY_OF_WEEK_IN_MONTH_FIELD)
        case .weekOfYear: Int32(ICUB_UDAT_WEEK_OF_YEAR_FIELD)
        case .weekOfMonth: Int32(ICUB_UDAT_WEEK_OF_MONTH_FIELD)
        case .amPm: Int32(ICUB_UDAT_AM_PM_FIELD)
        case .hour1: Int32(ICUB_UDAT_HOUR1_FIELD)
        case .hour0: Int32(ICUB_UDAT_HOUR0_FIELD)
        case .timeZone: Int32(ICUB_UDAT_TIMEZONE_FIELD)
        case .yearForWeekOfYear: Int32(ICUB_UDAT_YEAR_WOY_FIELD)
        case .dayOfWeekLocal: Int32(ICUB_UDAT_DOW_LOCAL_FIELD)
        case .extendedYear: Int32(ICUB_UDAT_EXTENDED_YEAR_FIELD)
        case .julianDay: Int32(ICUB_UDAT_JULIAN_DAY_FIELD)
        case .millisecondsInDay: Int32(ICUB_UDAT_MILLISECONDS_IN_DAY_FIELD)
        case .timeZoneRFC: Int32(ICUB_UDAT_TIMEZONE_RFC_FIELD)
        case .timeZoneGeneric: Int32(ICUB_UDAT_TIMEZONE_GENERIC_FIELD)
        case .standaloneDay: Int32(ICUB_UDAT_STANDALONE_DAY_FIELD)
        case .standaloneMonth: Int32(ICUB_UDAT_STANDALONE_MONTH_FIELD)
        case .quarter: Int32(ICUB_UDAT_QUARTER_FIELD)
        case .standaloneQuarter: Int32(ICUB_UDAT_STANDALONE_QUARTER_FIELD)
        case .timeZoneSpecial: Int32(ICUB_UDAT_TIMEZONE_SPECIAL_FIELD)
        case .yearName: Int32(ICUB_UDAT_YEAR_NAME_FIELD)
        case .timeZoneLocalizedGMTOffset: Int32(ICUB_UDAT_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD)
        case .timeZoneISO: Int32(ICUB_UDAT_TIMEZONE_ISO_FIELD)
        case .timeZoneISOLocal: Int32(ICUB_UDAT_TIMEZONE_ISO_LOCAL_FIELD)
        case .relatedYear: Int32(ICUB_UDAT_RELATED_YEAR_FIELD)
        case .amPmMidnightNoon: Int32(ICUB_UDAT_AM_PM_MIDNIGHT_NOON_FIELD)
        case .flexibleDayPeriod: Int32(ICUB_UDAT_FLEXIBLE_DAY_PERIOD_FIELD)
        case .timeSeparator: Int32(ICUB_UDAT_TIME_SEPARATOR_FIELD)
        }
    }

    /// The field a pattern letter writes (`fgPatternIndexToDateFormatField` in
    /// ICU's smpdtfmt.cpp); `nil` for a letter that is not a field.
    init?(patternLetter letter: UInt8) {
        switch Unicode.Scalar(letter) {
        case "G": self = .era
        case "y": self = .year
        case "M": self = .month
        case "d": self = .date
        case "k": self = .hourOfDay1
        case "H": self = .hourOfDay0
        case "m": self = .minute
        case "s": self = .second
        case "S": self = .fractionalSecond
        case "E": self = .dayOfWeek
        case "D": self = .dayOfYear
        case "F": self = .dayOfWeekInMonth
        case "w": self = .weekOfYear
        case "W": self = .weekOfMonth
        case "a": self = .amPm
        case "h": self = .hour1
        case "K": self = .hour0
        case "z": self = .timeZone
        case "Y": self = .yearForWeekOfYear
        case "e": self = .dayOfWeekLocal
        case "u": self = .extendedYear
        case "g": self = .julianDay
        case "A": self = .millisecondsInDay
        case "Z": self = .timeZoneRFC
        case "v": self = .timeZoneGeneric
        case "c": self = .standaloneDay
        case "L": self = .standaloneMonth
        case "Q": self = .quarter
        case "q": self = .standaloneQuarter
        case "V": self = .timeZoneSpecial
        case "U": self = .yearName
        case "O": self = .timeZoneLocalizedGMTOffset
        case "X": self = .timeZoneISO
        case "x": self = .timeZoneISOLocal
        case "r": self = .relatedYear
        case "b": self = .amPmMidnightNoon
        case "B": self = .flexibleDayPeriod
        default: return nil
        }
    }

    private static let byValue = Dictionary(uniqueKeysWithValues: allCases.map { ($0.icuValue, $0) })

    /// The field of an ICU code; `nil` for a code ICU 72 does not have.
    init?(icuValue: Int32) {
        guard let field = Self.byValue[icuValue] else { return nil }
        self = field
    }
}
