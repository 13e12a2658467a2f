extension CalendarRules {
    /// A year and the era it counts in: the two go together, since a year
    /// alone is ambiguous in every calendar with more than one era (Heisei 31
    /// and Reiwa 1 are one Gregorian year; 1 BC is not 1 AD).
    ///
    /// ```swift
    /// let reiwa1 = CalendarRules.EraYear(era: 236, year: 1)   // Japanese: Reiwa 1 (2019)
    /// ```
    ///
    /// The corresponding ICU fields are `UCAL_ERA` and `UCAL_YEAR`.
    public struct EraYear: Hashable, Sendable, CustomStringConvertible {
        /// ICU's number of the era: 0 = BC and 1 = AD in the Gregorian calendar,
        /// 236 = Reiwa in the Japanese one (`UCAL_ERA`).
        public var era: Int
        /// The year within the era, from 1 in most calendars (`UCAL_YEAR`).
        public var year: Int

        /// A year of an era.
        public init(era: Int, year: Int) {
            self.era = era
            self.year = year
        }

        /// `era/year`, such as `236/1`.
        public var description: String { "\(era)/\(year)" }
    }

    /// The fields of a date in a calendar: what ``CalendarRules/components(of:)``
    /// reads (every field set) and what ``CalendarRules/date(from:_:)`` reads
    /// (the fields set; the others take ICU's defaults: the first month, day 1, midnight).
    ///
    /// ```swift
    /// let hebrew = try CalendarRules(.hebrew, locale: "he_IL", timeZone: .utc)
    /// let adarI = CalendarRules.Components(extendedYear: 5784, month: 6, day: 1)
    /// let date = try hebrew.date(from: adarI)   // 2024-02-10
    /// ```
    ///
    /// Months count from 1, as people count them, where ICU's `UCAL_MONTH`
    /// counts from 0; weekdays are 1 = Sunday … 7 = Saturday in every locale.
    /// In the Hebrew calendar month 6 is Adar I, which only leap years have, and 7 is
    /// Adar (Adar II in leap years); in the Chinese and Dangi calendars a leap month
    /// has the number of the month before it, with ``isLeapMonth`` set.
    public struct Components: Hashable, Sendable, CustomStringConvertible {
        // The fields as plain integers (0 where unset) and a mask of those set: half
        // the size of seventeen optionals, so that making and reading components is cheap.
        private var values = Values()
        private var present: UInt32 = 0

        private struct Values: Hashable, Sendable {
            var era = 0, year = 0, extendedYear = 0, month = 0, isLeapMonth = false, day = 0, weekday = 0
            var weekdayOrdinal = 0, dayOfYear = 0, weekOfYear = 0, yearForWeekOfYear = 0, weekOfMonth = 0
            var hour = 0, minute = 0, second = 0, millisecond = 0, zoneOffset = 0, dstOffset = 0
        }

        @inline(__always)
        private func value<V>(_ bit: Int, _ value: V) -> V? { present & 1 << bit != 0 ? value : nil }

        @inline(__always)
        private mutating func mark(_ bit: Int, _ isSet: Bool) {
            present = isSet ? present | 1 << bit : present & ~(1 << bit)
        }

        /// The era and the year in it (`UCAL_ERA`, `UCAL_YEAR`).
        public var eraYear: EraYear? {
            get { value(0, EraYear(era: values.era, year: values.year)) }
            set {
                values.era = newValue?.era ?? 0
                values.year = newValue?.year ?? 0
                mark(0, newValue != nil)
            }
        }
        /// The year counted without eras: 0 is 1 BC in the Gregorian calendar; in
        /// the Chinese one, years since 2637 BC (4657 from February 2020), in the Dangi one
        /// since 2333 BC (4353), on every ICU: `UCAL_EXTENDED_YEAR` as ICU 72 to 76 count it
        /// (ICU 78 counts the Gregorian year there; the library converts).
        public var extendedYear: Int? {
            get { value(1, values.extendedYear) }
            set { values.extendedYear = newValue ?? 0; mark(1, newValue != nil) }
        }
        /// The month, from 1 (`UCAL_MONTH` + 1).
        public var month: Int? {
            get { value(2, values.month) }
            set { values.month = newValue ?? 0; mark(2, newValue != nil) }
        }
        /// Whether the month is a leap month of the Chinese or Dangi calendar (`UCAL_IS_LEAP_MONTH`).
        public var isLeapMonth: Bool? {
            get { value(3, values.isLeapMonth) }
            set { values.isLeapMonth = newValue ?? false; mark(3, newValue != nil) }
        }
        /// The day of the month, from 1 (`UCAL_DATE`).
        public var day: Int? {
            get { value(4, values.day) }
            set { values.day = newValue ?? 0; mark(4, newValue != nil) }
        }
        /// The day of the week, 1 = Sunday … 7 = Saturday (`UCAL_DAY_OF_WEEK`).
        public var weekday: Int? {
            get { value(5, values.weekday) }
            set { values.weekday = newValue ?? 0; mark(5, newValue != nil) }
        }
        /// Which of the month's weekdays of its kind the day is: 2 for the second
        /// Tuesday (`UCAL_DAY_OF_WEEK_IN_MONTH`).
        public var weekdayOrdinal: Int? {
            get { value(6, values.weekdayOrdinal) }
            set { values.weekdayOrdinal = newValue ?? 0; mark(6, newValue != nil) }
        }
        /// The day of the year, from 1 (`UCAL_DAY_OF_YEAR`).
        public var dayOfYear: Int? {
            get { value(7, values.dayOfYear) }
            set { values.dayOfYear = newValue ?? 0; mark(7, newValue != nil) }
        }
        /// The week of the year by the calendar's week rules (`UCAL_WEEK_OF_YEAR`).
        public var weekOfYear: Int? {
            get { value(8, values.weekOfYear) }
            set { values.weekOfYear = newValue ?? 0; mark(8, newValue != nil) }
        }
        /// The year the week of the year belongs to, which differs from the year
        /// around New Year (`UCAL_YEAR_WOY`).
        public var yearForWeekOfYear: Int? {
            get { value(9, values.yearForWeekOfYear) }
            set { values.yearForWeekOfYear = newValue ?? 0; mark(9, newValue != nil) }
        }
        /// The week of the month by the calendar's week rules (`UCAL_WEEK_OF_MONTH`).
        public var weekOfMonth: Int? {
            get { value(10, values.weekOfMonth) }
            set { values.weekOfMonth = newValue ?? 0; mark(10, newValue != nil) }
        }
        /// The hour, 0 … 23 (`UCAL_HOUR_OF_DAY`).
        public var hour: Int? {
            get { value(11, values.hour) }
            set { values.hour = newValue ?? 0; mark(11, newValue != nil) }
        }
        /// The minute, 0 … 59 (`UCAL_MINUTE`).
        public var minute: Int? {
            get { value(12, values.minute) }
            set { values.minute = newValue ?? 0; mark(12, newValue != nil) }
        }
        /// The second, 0 … 59 (`UCAL_SECOND`).
        public var second: Int? {
            get { value(13, values.second) }
            set { values.second = newValue ?? 0; mark(13, newValue != nil) }
        }
        /// The millisecond, 0 … 999 (`UCAL_MILLISECOND`).
        public var millisecond: Int? {
            get { value(14, values.millisecond) }
            set { values.millisecond = newValue ?? 0; mark(14, newValue != nil) }
        }
        /// The zone's standard offset from UTC in seconds (`UCAL_ZONE_OFFSET`, in milliseconds).
        public var zoneOffset: Int? {
            get { value(15, values.zoneOffset) }
            set { values.zoneOffset = newValue ?? 0; mark(15, newValue != nil) }
        }
        /// The zone's daylight-saving offset in seconds, added to the standard one
        /// (`UCAL_DST_OFFSET`, in milliseconds).
        public var dstOffset: Int? {
            get { value(16, values.dstOffset) }
            set { values.dstOffset = newValue ?? 0; mark(16, newValue != nil) }
        }

        /// Components with the fields given; the others unset.
        public init(eraYear: EraYear? = nil, extendedYear: Int? = nil, month: Int? = nil, isLeapMonth: Bool? = nil,
                    day: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, dayOfYear: Int? = nil,
                    weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil, weekOfMonth: Int? = nil,
                    hour: Int? = nil, minute: Int? = nil, second: Int? = nil, millisecond: Int? = nil,
                    zoneOffset: Int? = nil, dstOffset: Int? = nil) {
            self.eraYear = eraYear
            self.extendedYear = extendedYear
            self.month = month
            self.isLeapMonth = isLeapMonth
            self.day = day
            self.weekday = weekday
            self.weekdayOrdinal = weekdayOrdinal
            self.dayOfYear = dayOfYear
            self.weekOfYear = weekOfYear
            self.yearForWeekOfYear = yearForWeekOfYear
            self.weekOfMonth = weekOfMonth
            self.hour = hour
            self.minute = minute
            self.second = second
            self.millisecond = millisecond
            self.zoneOffset = zoneOffset
            self.dstOffset = dstOffset
        }

        /// Every field, in ICU's order of setting them: the day last among the
        /// date fields, so that year, month and day decide the date when they are
        /// given beside week fields. Values in ICU's units (months from 0,
        /// offsets in milliseconds); `nil` for a value beyond 32 bits, with its
        /// field's name.
        func icuFields() -> (fields: [(field: UCalField, value: Int32)], names: [String], overflow: String?) {
            var fields: [(field: UCalField, value: Int32)] = []
            var names: [String] = []
            var overflow: String?
            func add(_ field: UCalField, _ name: String, _ value: Int?, scale: Int = 1, shift: Int = 0) {
                guard let value else { return }
                let (scaled, overflowed) = value.multipliedReportingOverflow(by: scale)
                guard !overflowed, let icu = Int32(exactly: scaled + shift) else {
                    if overflow == nil { overflow = name }
                    return
                }
                fields.append((field, icu))
                names.append(name)
            }
            add(.era, "era", eraYear?.era)
            add(.year, "year", eraYear?.year)
            add(.extendedYear, "extendedYear", extendedYear)
            add(.month, "month", month, shift: -1)
            add(.isLeapMonth, "isLeapMonth", isLeapMonth.map { $0 ? 1 : 0 })
            add(.yearForWeekOfYear, "yearForWeekOfYear", yearForWeekOfYear)
            add(.weekOfYear, "weekOfYear", weekOfYear)
            add(.weekOfMonth, "weekOfMonth", weekOfMonth)
            add(.dayOfYear, "dayOfYear", dayOfYear)
            add(.dayOfWeek, "weekday", weekday)
            add(.dayOfWeekInMonth, "weekdayOrdinal", weekdayOrdinal)
            add(.dayOfMonth, "day", day)
            add(.hourOfDay, "hour", hour)
            add(.minute, "minute", minute)
            add(.second, "second", second)
            add(.millisecond, "millisecond", millisecond)
            add(.zoneOffset, "zoneOffset", zoneOffset, scale: 1000)
            add(.dstOffset, "dstOffset", dstOffset, scale: 1000)
            return (fields, names, overflow)
        }

        /// Every field set.
        private static var allFields: UInt32 { 1 << 17 - 1 }

        /// The components of ICU's fields of a date (`ucal_get`).
        @inline(__always)
        init(_ fields: ComponentFields) {
            let f = fields.values
            values = Values(era: Int(f.0), year: Int(f.1), extendedYear: Int(f.2), month: Int(f.3) + 1,
                            isLeapMonth: f.4 != 0, day: Int(f.5), weekday: Int(f.6), weekdayOrdinal: Int(f.7),
                            dayOfYear: Int(f.8), weekOfYear: Int(f.9), yearForWeekOfYear: Int(f.10),
                            weekOfMonth: Int(f.11), hour: Int(f.12), minute: Int(f.13), second: Int(f.14),
                            millisecond: Int(f.15), zoneOffset: Int(f.16) / 1000, dstOffset: Int(f.17) / 1000)
            present = Self.allFields
        }

        /// The components of the Gregorian fields the library computes (``GregorianCalendarMath``).
        @inline(__always)
        init(_ f: DateFields) {
            values = Values(era: Int(f.era), year: Int(f.year), extendedYear: Int(f.extendedYear),
                            month: Int(f.month) + 1, isLeapMonth: false, day: Int(f.dayOfMonth),
                            weekday: Int(f.dayOfWeek), weekdayOrdinal: Int(f.dayOfWeekInMonth),
                            dayOfYear: Int(f.dayOfYear), weekOfYear: Int(f.weekOfYear),
                            yearForWeekOfYear: Int(f.yearForWeekOfYear), weekOfMonth: Int(f.weekOfMonth),
                            hour: Int(f.hourOfDay), minute: Int(f.minute), second: Int(f.second),
                            millisecond: Int(f.millisecond), zoneOffset: Int(f.zoneOffset) / 1000,
                            dstOffset: Int(f.dstOffset) / 1000)
            present = Self.allFields
        }

        /// The fields set, by name, such as `era 1 year 2024 month 2 day 30`; `no fields` for none.
        public var description: String {
            var parts: [String] = []
            if let y = eraYear { parts.append("era \(y.era) year \(y.year)") }
            let named: [(String, Int?)] = [
                ("extendedYear", extendedYear), ("month", month), ("isLeapMonth", isLeapMonth.map { $0 ? 1 : 0 }),
                ("day", day), ("weekday", weekday), ("weekdayOrdinal", weekdayOrdinal), ("dayOfYear", dayOfYear),
                ("weekOfYear", weekOfYear), ("yearForWeekOfYear", yearForWeekOfYear), ("weekOfMonth", weekOfMonth),
                ("hour", hour), ("minute", minute), ("second", second), ("millisecond", millisecond),
                ("zoneOffset", zoneOffset), ("dstOffset", dstOffset),
            ]
            for case let (name, value?) in named { parts.append("\(name) \(value)") }
            return parts.isEmpty ? "no fields" : parts.joined(separator: " ")
        }
    }

    /// How ``CalendarRules/date(from:_:)`` treats fields out of range.
    public enum Strictness: Hashable, Sendable {
        /// A field out of range (30 February, month 14, era −1) is an error naming the field.
        case strict
        /// Fields out of range roll over into the next larger ones, as ICU's
        /// lenient calendars do: 30 February is 1 or 2 March.
        case lenient
    }

    /// A field for arithmetic: what ``CalendarRules/adding(_:_:to:)``,
    /// ``CalendarRules/rolling(_:_:in:)``, ``CalendarRules/difference(from:to:in:)``
    /// and ``CalendarRules/range(of:at:)`` count. The raw value is the name
    /// ``Components`` gives the field.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        /// `UCAL_ERA`.
        case era
        /// The year of the era (`UCAL_YEAR`).
        case year
        /// `UCAL_EXTENDED_YEAR`.
        case extendedYear
        /// `UCAL_MONTH`.
        case month
        /// `UCAL_WEEK_OF_YEAR`.
        case weekOfYear
        /// `UCAL_YEAR_WOY`.
        case yearForWeekOfYear
        /// `UCAL_WEEK_OF_MONTH`.
        case weekOfMonth
        /// The day of the month (`UCAL_DATE`).
        case day
        /// `UCAL_DAY_OF_YEAR`.
        case dayOfYear
        /// `UCAL_DAY_OF_WEEK`.
        case weekday
        /// `UCAL_DAY_OF_WEEK_IN_MONTH`.
        case weekdayOrdinal
        /// `UCAL_HOUR_OF_DAY`.
        case hour
        /// `UCAL_MINUTE`.
        case minute
        /// `UCAL_SECOND`.
        case second
        /// `UCAL_MILLISECOND`.
        case millisecond

        /// The field named so, such as `month` or `weekOfYear`.
        ///
        /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for any other name.
        public init(_ name: String) throws(ICUError) {
            guard let field = Field(rawValue: name) else {
                throw ICUError(code: .illegalArgument, operation: "reading the calendar field '\(name.prefix(64))'",
                               reason: "unknown field; known: \(Field.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = field
        }

        /// The most units of the field ICU's calendars span (about 11.7 million years,
        /// Julian days ±0x7F000000), with a margin: adding more cannot stay in range.
        /// The others take any 32-bit amount, `Int32.min` (whose magnitude is 2^31) included.
        var largestAddition: UInt64 {
            switch self {
            case .year, .extendedYear, .yearForWeekOfYear: 12_000_000
            case .month: 160_000_000
            case .weekOfYear, .weekOfMonth: 620_000_000
            default: UInt64(Int32.min.magnitude)
            }
        }

        /// The fewest days one unit of the field moves an instant across, in every system:
        /// 353 for a year (the short Hebrew year), 27 for a month (fewer than the shortest
        /// year over 13 months: Coptic and Ethiopic have a 13th of five or six days), 7 for
        /// a week, 1 for a day; nil for the fields of the time of day.
        var fewestDaysInUnit: Double? {
            switch self {
            case .era, .hour, .minute, .second, .millisecond: nil
            case .year, .extendedYear, .yearForWeekOfYear: 353
            case .month: 27
            case .weekOfYear, .weekOfMonth, .weekdayOrdinal: 7
            case .day, .dayOfYear, .weekday: 1
            }
        }

        /// The months one unit of the field is, for the fields that count months: in the
        /// Gregorian calendars, after year 0, a year is twelve of them.
        var monthsInUnit: Int? {
            switch self {
            case .month: 1
            case .year, .extendedYear: 12
            default: nil
            }
        }

        /// Whether ICU adds the field by setting the date's fields and computing the instant
        /// again (`Calendar::add`: era, years, months), which keeps the time of day in whole
        /// milliseconds; the other fields are added as milliseconds.
        var setsTheDate: Bool {
            switch self {
            case .era, .year, .extendedYear, .yearForWeekOfYear, .month: true
            default: false
            }
        }

        var icuField: UCalField {
            switch self {
            case .era: .era
            case .year: .year
            case .extendedYear: .extendedYear
            case .month: .month
            case .weekOfYear: .weekOfYear
            case .yearForWeekOfYear: .yearForWeekOfYear
            case .weekOfMonth: .weekOfMonth
            case .day: .dayOfMonth
            case .dayOfYear: .dayOfYear
            case .weekday: .dayOfWeek
            case .weekdayOrdinal: .dayOfWeekInMonth
            case .hour: .hourOfDay
            case .minute: .minute
            case .second: .second
            case .millisecond: .millisecond
            }
        }
    }

    /// A stretch of time that ``CalendarRules/start(of:containing:)`` and
    /// ``CalendarRules/end(of:containing:)`` find the bounds of.
    public enum Period: String, CaseIterable, Hashable, Sendable {
        /// From midnight (or the day's first instant, where midnight is skipped) to the next day's.
        case day
        /// From the first day of the week, by the calendar's first weekday.
        case week
        /// From the first day of the month.
        case month
        /// From the first day of the year.
        case year
    }
}

extension ComponentFields {
    /// Sets the fields of the time of day and the offsets, which ICU computes alike in every
    /// system from the wall clock: the last six.
    @inline(__always)
    mutating func setTime(_ clock: GregorianCalendarMath.WallClock, _ offsets: ZoneOffsets.Offsets) {
        let time = clock.timeOfDay
        (values.12, values.13, values.14, values.15) = (time.hour, time.minute, time.second, time.millisecond)
        (values.16, values.17) = (offsets.raw, offsets.dst)
    }
}
