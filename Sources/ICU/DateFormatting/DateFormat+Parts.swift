import FoundationEssentials

extension DateFormat {
    /// What a piece of a formatted date is: ICU's `UDateFormatField`s, those that
    /// differ only in form (`H` and `h`, `E` and `c`, `M` and `L`, every time
    /// zone style) merged into one field.
    ///
    /// Each field's `description` (and raw value) is the part type JavaScript's
    /// `Intl.DateTimeFormat.formatToParts` gives the same text — `era`, `year`,
    /// `month`, `day`, `weekday`, `dayPeriod`, `hour`, `minute`, `second`,
    /// `fractionalSecond`, `timeZoneName`, `relatedYear`, `yearName` — and the
    /// field's Swift name for the fields `Intl` lacks (`quarter`, `weekOfYear`, …).
    public enum Field: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The era: `AD`, `Heisei` (`G`: `UDAT_ERA_FIELD`).
        case era = "era"
        /// The year, of the era or extended, or of the week-based calendar
        /// (`y`, `u`, `Y`: `UDAT_YEAR_FIELD`, `UDAT_EXTENDED_YEAR_FIELD`, `UDAT_YEAR_WOY_FIELD`).
        case year = "year"
        /// The Gregorian year beside a year of another calendar (`r`: `UDAT_RELATED_YEAR_FIELD`).
        case relatedYear = "relatedYear"
        /// A cyclic year's name, such as the Chinese calendar's `甲午` (`U`: `UDAT_YEAR_NAME_FIELD`).
        case yearName = "yearName"
        /// The quarter (`Q`, `q`: `UDAT_QUARTER_FIELD`, `UDAT_STANDALONE_QUARTER_FIELD`).
        case quarter = "quarter"
        /// The month (`M`, `L`: `UDAT_MONTH_FIELD`, `UDAT_STANDALONE_MONTH_FIELD`).
        case month = "month"
        /// The week of the year (`w`: `UDAT_WEEK_OF_YEAR_FIELD`).
        case weekOfYear = "weekOfYear"
        /// The week of the month (`W`: `UDAT_WEEK_OF_MONTH_FIELD`).
        case weekOfMonth = "weekOfMonth"
        /// The day of the month (`d`: `UDAT_DATE_FIELD`).
        case day = "day"
        /// The day of the year (`D`: `UDAT_DAY_OF_YEAR_FIELD`).
        case dayOfYear = "dayOfYear"
        /// The day of the week (`E`, `e`, `c`: `UDAT_DAY_OF_WEEK_FIELD`,
        /// `UDAT_DOW_LOCAL_FIELD`, `UDAT_STANDALONE_DAY_FIELD`).
        case weekday = "weekday"
        /// Which of its weekdays in the month a day is: the 2 of "2nd Wednesday"
        /// (`F`: `UDAT_DAY_OF_WEEK_IN_MONTH_FIELD`).
        case weekdayOrdinal = "weekdayOrdinal"
        /// AM or PM, noon and midnight, or a flexible day period such as "in the
        /// morning" (`a`, `b`, `B`: `UDAT_AM_PM_FIELD`, `UDAT_AM_PM_MIDNIGHT_NOON_FIELD`,
        /// `UDAT_FLEXIBLE_DAY_PERIOD_FIELD`).
        case dayPeriod = "dayPeriod"
        /// The hour, on any clock (`H`, `k`, `h`, `K`: `UDAT_HOUR_OF_DAY0_FIELD`,
        /// `UDAT_HOUR_OF_DAY1_FIELD`, `UDAT_HOUR1_FIELD`, `UDAT_HOUR0_FIELD`).
        case hour = "hour"
        /// The minute (`m`: `UDAT_MINUTE_FIELD`).
        case minute = "minute"
        /// The second (`s`: `UDAT_SECOND_FIELD`).
        case second = "second"
        /// The fraction of the second (`S`: `UDAT_FRACTIONAL_SECOND_FIELD`).
        case fractionalSecond = "fractionalSecond"
        /// The milliseconds since midnight (`A`: `UDAT_MILLISECONDS_IN_DAY_FIELD`).
        case millisecondsInDay = "millisecondsInDay"
        /// The modified Julian day (`g`: `UDAT_JULIAN_DAY_FIELD`).
        case julianDay = "julianDay"
        /// The time zone, in any of its styles (`z`, `Z`, `O`, `v`, `V`, `X`, `x`:
        /// `UDAT_TIMEZONE_FIELD`, `UDAT_TIMEZONE_RFC_FIELD`, `UDAT_TIMEZONE_GENERIC_FIELD`,
        /// `UDAT_TIMEZONE_SPECIAL_FIELD`, `UDAT_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD`,
        /// `UDAT_TIMEZONE_ISO_FIELD`, `UDAT_TIMEZONE_ISO_LOCAL_FIELD`).
        case timeZone = "timeZoneName"

        /// The `Intl` part type, or the field's name where `Intl` has none: the raw value.
        public var description: String { rawValue }

        /// The field of an ICU field; `nil` for the time separator, which ICU 72
        /// has a code for but no pattern letter writes (it is literal text).
        init?(_ field: UDatField) {
            switch field {
            case .era: self = .era
            case .year, .extendedYear, .yearForWeekOfYear: self = .year
            case .relatedYear: self = .relatedYear
            case .yearName: self = .yearName
            case .quarter, .standaloneQuarter: self = .quarter
            case .month, .standaloneMonth: self = .month
            case .weekOfYear: self = .weekOfYear
            case .weekOfMonth: self = .weekOfMonth
            case .date: self = .day
            case .dayOfYear: self = .dayOfYear
            case .dayOfWeek, .dayOfWeekLocal, .standaloneDay: self = .weekday
            case .dayOfWeekInMonth: self = .weekdayOrdinal
            case .amPm, .amPmMidnightNoon, .flexibleDayPeriod: self = .dayPeriod
            case .hourOfDay0, .hourOfDay1, .hour0, .hour1: self = .hour
            case .minute: self = .minute
            case .second: self = .second
            case .fractionalSecond: self = .fractionalSecond
            case .millisecondsInDay: self = .millisecondsInDay
            case .julianDay: self = .julianDay
            case .timeZone, .timeZoneRFC, .timeZoneGeneric, .timeZoneSpecial, .timeZoneLocalizedGMTOffset,
                 .timeZoneISO, .timeZoneISOLocal: self = .timeZone
            case .timeSeparator: return nil
            }
        }
    }

    /// Formats a date into its parts: the same string as ``format(_:)``, with its fields.
    ///
    /// ```swift
    /// let zone = try TimeZoneID("America/Los_Angeles")
    /// let format = try DateFormat(date: .medium, time: .short, locale: "en_US", timeZone: zone)
    /// let parts = format.formatToParts(Date(timeIntervalSince1970: 1_388_934_489))
    /// parts.string                                    // "Jan 5, 2014, 7:08\u{202F}AM"
    /// parts.parts.map { $0.field?.description ?? "literal" }
    /// // ["month", "literal", "day", "literal", "year", "literal", "hour", "literal", "minute", "literal", "dayPeriod"]
    /// ```
    ///
    /// A format whose pattern was compiled at creation writes its parts itself,
    /// as it writes ``format(_:)``: the same fields ICU reports, over the same text.
    ///
    /// The corresponding C function is `udat_formatCalendarForFields`.
    public func formatToParts(_ date: Date) -> FormattedParts<Field> {
        if let fast = storage.fast {
            let millis = Self.millis(date)
            return FormattedParts(fast.pattern.fieldOutput(fast.fields(millis), millis: millis), field: Field.init)
        }
        return formatToPartsThroughICU(date)
    }
}
