import FoundationEssentials

extension RelativeTimeFormat {
    /// An instant relative to another, in the unit people expect: "in 30
    /// seconds", "5 minutes ago", "in 3 hours", "yesterday", "in 2 weeks",
    /// "last month", "in 3 years".
    ///
    /// ```swift
    /// let rules = try CalendarRules(locale: "en", timeZone: try TimeZoneID("Europe/Berlin"))
    /// let format = try RelativeTimeFormat(locale: "en", options: .init(numeric: .auto))
    /// let now = Date(timeIntervalSince1970: 1_717_236_000)          // 2024-06-01 12:00 in Berlin
    /// try format.format(now.addingTimeInterval(-90), relativeTo: now, in: rules)       // "1 minute ago"
    /// try format.format(now.addingTimeInterval(86_400), relativeTo: now, in: rules)    // "tomorrow"
    /// ```
    ///
    /// The unit and value are ``amount(of:relativeTo:in:)``'s; see there for the
    /// thresholds.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an instant that is
    ///   NaN or beyond ICU's calendars, and the calendar's own errors (see
    ///   ``CalendarRules/start(of:containing:)``).
    ///
    /// The corresponding C functions are `ucal_getFieldDifference`, `ureldatefmt_formatNumeric`
    /// and `ureldatefmt_format`.
    public func format(_ date: Date, relativeTo reference: Date, in calendar: CalendarRules) throws(ICUError) -> String {
        let (value, unit) = try Self.amount(of: date, relativeTo: reference, in: calendar)
        return format(value, unit)
    }

    /// The unit and whole value that ``format(_:relativeTo:in:)`` writes for an
    /// instant relative to a reference: negative when `date` is before `reference`.
    ///
    /// The unit is the largest one of which a whole amount lies between the two
    /// instants, and the value is truncated toward zero, never rounded (as
    /// Foundation's `RelativeDateTimeFormatter` does; date-fns and day.js round
    /// instead): 1 month and 25 days is 1 month. Under a day apart, the clock
    /// counts; a day or more apart, the calendar does, on the wall clock of its
    /// zone, comparing the days the two instants fall on and ignoring the time
    /// of day:
    ///
    /// | distance between the instants | unit | value |
    /// |---|---|---|
    /// | under 60 s | ``Unit/second`` | whole seconds |
    /// | 60 s to under 60 min | ``Unit/minute`` | whole minutes |
    /// | 60 min to under 24 h, or on the same calendar day | ``Unit/hour`` | whole hours |
    /// | 24 h or more, under 7 calendar days | ``Unit/day`` | calendar days |
    /// | 7 calendar days or more, under a calendar month | ``Unit/week`` | calendar days ÷ 7 |
    /// | a calendar month or more, under a calendar year | ``Unit/month`` | calendar months |
    /// | a calendar year or more | ``Unit/year`` | calendar years |
    ///
    /// Calendar days, months and years are counted between the starts of the
    /// two days, as ``CalendarRules/difference(from:to:in:)`` counts them,
    /// adding months as the calendar does: from 31 January 2024, 28 February is
    /// 4 weeks on and 29 February, the month's last day, 1 month. So
    /// 23:00 to 01:00 the next morning is "in 2 hours", and 22:00 on Monday to
    /// 09:00 on Wednesday "in 2 days". The quarter and the weekdays are never
    /// chosen. Zero is 0 seconds ("now" with ``Numeric/auto``). The thresholds
    /// hold in every calendar system: six days that cross the Coptic calendar's
    /// five-day thirteenth month are 6 days, not a month.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an instant that is
    ///   NaN or beyond ICU's calendars, and the calendar's own errors (see
    ///   ``CalendarRules/start(of:containing:)``).
    ///
    /// The corresponding C function is `ucal_getFieldDifference`.
    public static func amount(of date: Date, relativeTo reference: Date,
                              in calendar: CalendarRules) throws(ICUError) -> (value: Int, unit: Unit) {
        // Both instants are checked whichever unit is chosen.
        _ = try CalendarRules.millis(date)
        _ = try CalendarRules.millis(reference)
        let seconds = date.timeIntervalSince(reference)
        let distance = abs(seconds)
        if distance < 60 { return (Int(seconds), .second) }
        if distance < 3600 { return (Int(seconds / 60), .minute) }
        let day = try calendar.start(of: .day, containing: date)
        let referenceDay = try calendar.start(of: .day, containing: reference)
        let days = try calendar.difference(from: referenceDay, to: day, in: .day)
        // 24 hours on the same day happen where a day is longer than 24 hours.
        if distance < 86_400 || days == 0 { return (Int(seconds / 3600), .hour) }
        // Days come before months: the Coptic and Ethiopic calendars have a
        // month of five or six days, which a few days may cross.
        if abs(days) < 7 { return (days, .day) }
        // No calendar's year is shorter than 300 days (the lunar ones have 353
        // or more), nor are 12 of its months: under that, no year is counted.
        if abs(days) >= 300 {
            let years = try calendar.difference(from: referenceDay, to: day, in: .year)
            if years != 0 { return (years, .year) }
        }
        let months = try calendar.difference(from: referenceDay, to: day, in: .month)
        if months != 0 { return (months, .month) }
        return (days / 7, .week)
    }
}
