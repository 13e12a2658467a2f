import FoundationEssentials

/// A calendar system in a locale and a time zone: the fields of an instant
/// (era, year, month, day, weeks …), the instant of fields, and arithmetic by
/// the calendar's rules.
///
/// ```swift
/// let japanese = try CalendarRules(.japanese, locale: "ja_JP", timeZone: try TimeZoneID("Asia/Tokyo"))
/// let mayDay2019 = Date(timeIntervalSince1970: 1_556_668_800)
/// let fields = try japanese.components(of: mayDay2019)
/// _ = fields.eraYear        // era 236, year 1: Reiwa 1
///
/// let us = try CalendarRules(locale: "en_US", timeZone: .utc)
/// _ = us.firstWeekday       // 1 (Sunday)
/// let january31 = Date(timeIntervalSince1970: 1_706_659_200)
/// _ = try us.adding(1, .month, to: january31)   // 2024-02-29, the last day of February
/// ```
///
/// Use a calendar for every calendrical calculation: the number of days in a
/// month, the difference between two dates, the components of a date. Read the
/// year with its era (``EraYear``): in the Japanese calendar the era changes with
/// each emperor.
///
/// A value type, safe to share between threads: ICU's calendars are mutable, so
/// each computation runs on a calendar no other thread uses meanwhile. Creating
/// one opens an ICU calendar (a few microseconds); ``FormatterPool/calendarRules(_:locale:timeZone:options:)``
/// keeps them. The Gregorian and ISO 8601 calendars compute their fields
/// without calling ICU, exactly as ICU's Gregorian calendar does.
///
/// The corresponding C functions are `ucal_open`, `ucal_get` and `ucal_getMillis`.
public struct CalendarRules: Sendable {
    let storage: Storage

    /// The week rules of a calendar, where they differ from its locale's.
    public struct Options: Sendable, Hashable {
        /// The first day of the week, 1 = Sunday … 7 = Saturday; `nil` for the locale's
        /// (`UCAL_FIRST_DAY_OF_WEEK`).
        public var firstWeekday: Int?
        /// How many days of a year's or month's first week must fall in it, 1 … 7;
        /// `nil` for the locale's: 1 in `en_US`, 4 in `de_DE` (`UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
        public var minimalDaysInFirstWeek: Int?

        /// Week rules; each `nil` takes the locale's.
        public init(firstWeekday: Int? = nil, minimalDaysInFirstWeek: Int? = nil) {
            self.firstWeekday = firstWeekday
            self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
        }
    }

    /// A calendar in a locale and a zone.
    ///
    /// ```swift
    /// let isoWeeks = try CalendarRules(.gregorian, locale: "en_US", timeZone: .utc,
    ///                                  options: .init(firstWeekday: 2, minimalDaysInFirstWeek: 4))
    /// _ = isoWeeks.firstWeekday   // 2 (Monday)
    /// ```
    ///
    /// - Parameters:
    ///   - system: The calendar system; `nil` for the locale's: its `calendar` keyword
    ///     (`ja_JP@calendar=japanese`), else its region's default (`th_TH`: buddhist).
    ///   - locale: The locale: its week rules and, for ``System-swift.enum``, its calendar.
    ///   - timeZone: The zone whose wall clock the fields read.
    ///   - options: Week rules that replace the locale's.
    /// - Throws: ``ICUError`` for a locale that is not valid, a `calendar` keyword no
    ///   ``System-swift.enum`` names, or week rules out of range (`U_ILLEGAL_ARGUMENT_ERROR`).
    ///
    /// The corresponding C functions are `ucal_open` and `ucal_setAttribute`.
    public init(_ system: System? = nil, locale: LocaleID, timeZone: TimeZoneID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(system: system, locale: locale, timeZone: timeZone, options: options)
    }

    /// The calendar system (`ucal_getType`).
    public var system: System { storage.system }
    /// The locale.
    public var locale: LocaleID { storage.locale }
    /// The zone whose wall clock the fields read.
    public var timeZone: TimeZoneID { storage.timeZone }
    /// The week rules asked for when the calendar was made (`nil` fields took the locale's).
    public var options: Options { storage.options }
    /// The first day of the week, 1 = Sunday … 7 = Saturday (`UCAL_FIRST_DAY_OF_WEEK`).
    public var firstWeekday: Int { storage.firstWeekday }
    /// The fewest days of a year's or month's first week (`UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
    public var minimalDaysInFirstWeek: Int { storage.minimalDaysInFirstWeek }

    /// The locale with this calendar's system as its `calendar` keyword, such as
    /// `he_IL@calendar=hebrew`: the locale in which a ``DateFormat`` writes dates of this calendar.
    ///
    /// ```swift
    /// let hebrew = try CalendarRules(.hebrew, locale: "en_US", timeZone: .utc)
    /// let format = try DateFormat(pattern: "d MMMM y", locale: hebrew.formatLocale, timeZone: .utc)
    /// ```
    public var formatLocale: LocaleID { storage.formatLocale }

    /// Every field of an instant.
    ///
    /// ```swift
    /// let buddhist = try CalendarRules(.buddhist, locale: "th_TH", timeZone: .utc)
    /// let year = try buddhist.components(of: Date(timeIntervalSince1970: 1_300_000_000)).eraYear?.year   // 2554
    /// ```
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an instant that is not
    ///   finite or lies beyond ICU's calendars (about 5.8 million years from 1970).
    ///
    /// The corresponding C functions are `ucal_setMillis` and `ucal_get`.
    public func components(of date: Date) throws(ICUError) -> Components {
        let millis = try Self.millis(date)
        let offsets = storage.zoneOffsets.offsets(at: millis)
        if let math = storage.gregorianMath {
            return Components(math.fields(millis: millis, rawOffset: offsets.raw, dstOffset: offsets.dst))
        }
        // Other systems: the day's fields from ICU, once per thread and day; the time of day here.
        let clock = GregorianCalendarMath.wallClock(millis: millis, offset: offsets.raw + offsets.dst)
        let serial = storage.serial
        if storage.system.fieldsDependOnTheDayAlone,
           var fields = DayFieldsFront.reference.with({ $0.calendarDay(serial, clock.julianDay) }) {
            fields.setTime(clock, offsets)
            return components(fields)
        }
        let fields = try storage.withCalendar { calendar throws(ICUError) in try calendar.componentFields(millis: millis) }
        var computed = fields
        computed.setTime(clock, offsets)
        // Kept only where ICU's time of day and offsets are those computed here, as they always are.
        if computed == fields, storage.system.fieldsDependOnTheDayAlone {
            DayFieldsFront.reference.with { $0.keepCalendarDay(serial, clock.julianDay, fields) }
        }
        return components(fields)
    }

    /// The components of ICU's fields, with the library's extended year.
    private func components(_ fields: ComponentFields) -> Components {
        var components = Components(fields)
        if storage.extendedYearShift != 0, let year = components.extendedYear {
            components.extendedYear = year - storage.extendedYearShift
        }
        return components
    }

    /// The instant of components: the first instant their fields describe in the
    /// calendar's zone.
    ///
    /// ```swift
    /// let us = try CalendarRules(.gregorian, locale: "en_US", timeZone: .utc)
    /// let february30 = CalendarRules.Components(eraYear: .init(era: 1, year: 2024), month: 2, day: 30)
    /// let march1 = try us.date(from: february30, .lenient)   // 2024-03-01
    /// // try us.date(from: february30) throws: "day is out of range"
    /// ```
    ///
    /// - Parameters:
    ///   - components: The fields; those not set take ICU's defaults.
    ///   - strictness: ``Strictness/strict`` fails on a field out of range;
    ///     ``Strictness/lenient`` rolls it over into larger fields.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` naming the first field out
    ///   of range (strict), or for an instant beyond ICU's calendars.
    ///
    /// The corresponding C functions are `ucal_clear`, `ucal_set` and `ucal_getMillis`.
    public func date(from components: Components, _ strictness: Strictness = .strict) throws(ICUError) -> Date {
        // Only an error describes the components: a date made from them costs no text.
        let operation = { "making a date in the \(system) calendar from \(components)" }
        var icuComponents = components
        if storage.extendedYearShift != 0, let year = components.extendedYear {
            icuComponents.extendedYear = year + storage.extendedYearShift
        }
        let (fields, names, overflow) = icuComponents.icuFields()
        if let overflow {
            throw ICUError(code: .illegalArgument, operation: operation(), reason: "\(overflow) is out of range")
        }
        let outcome = try storage.withCalendar { calendar in
            calendar.instant(setting: fields, lenient: strictness == .lenient)
        }
        switch outcome {
        case .instant(let millis):
            return try Self.date(millis, operation())
        case .refused(let index, let status):
            let reason = index.map { "\(names[$0]) is out of range" } ?? "the fields do not make a date"
            throw ICUError(code: ICUError.Code(rawValue: status), operation: operation(), reason: reason)
        }
    }

    /// The milliseconds of a date ICU's calendars hold.
    @inline(__always)
    static func millis(_ date: Date) throws(ICUError) -> Double {
        try DateFormat.checkedMillis(date, "reading the instant \(date.timeIntervalSince1970) in a calendar")
    }

    /// The date of milliseconds ICU computed, when within ICU's calendars.
    static func date(_ millis: Double, _ operation: @autoclosure () -> String) throws(ICUError) -> Date {
        guard DateFormat.instantRange.contains(millis) else {
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "the result lies beyond ICU's calendars (about 5.8 million years from 1970)")
        }
        return Date(timeIntervalSince1970: millis / 1000)
    }
}
