import FoundationEssentials

extension CalendarRules {
    /// The instant after adding an amount of a field, carrying into larger fields
    /// and pinning the day to the month's last: 31 January + 1 month is the last
    /// day of February.
    ///
    /// ```swift
    /// let rules = try CalendarRules(locale: "en_US", timeZone: .utc)
    /// let january31 = Date(timeIntervalSince1970: 1_706_659_200)    // 2024-01-31
    /// let later = try rules.adding(1, .month, to: january31)         // 2024-02-29
    /// ```
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an amount beyond
    ///   32 bits, an instant or a result beyond ICU's calendars.
    ///
    /// The corresponding C function is `ucal_add`.
    public func adding(_ amount: Int, _ field: Field, to date: Date) throws(ICUError) -> Date {
        try move(date, field, by: amount, roll: false)
    }

    /// The instant after adding an amount of a field without changing larger
    /// fields: rolling 31 December by 1 day gives 1 December of the same year.
    ///
    /// The corresponding C function is `ucal_roll`.
    public func rolling(_ amount: Int, _ field: Field, in date: Date) throws(ICUError) -> Date {
        try move(date, field, by: amount, roll: true)
    }

    private func move(_ date: Date, _ field: Field, by amount: Int, roll: Bool) throws(ICUError) -> Date {
        let operation = { "\(roll ? "rolling" : "adding") \(amount) \(field.rawValue) in the \(system) calendar" }
        guard let amount = Int32(exactly: amount) else {
            throw ICUError(code: .illegalArgument, operation: operation(), reason: "the amount is beyond 32 bits")
        }
        let millis = try Self.millis(date)
        guard !roll, field.setsTheDate, system.fieldsDependOnTheDayAlone else {
            return try Self.date(try moveInICU(millis, field, by: amount, roll: roll, operation), operation())
        }
        // Months and years of the Gregorian calendars in Swift, where ICU's rules reduce to arithmetic.
        let zone = storage.zoneOffsets
        if let months = field.monthsInUnit, let math = storage.gregorianMath,
           let result = math.adding(months: Int(amount) * months, to: millis, in: zone) {
            return try Self.date(result, operation())
        }
        // Other systems: the day an addition leads to depends on the day alone, and the
        // wall-clock time stays. The day is ICU's, once per thread and day.
        let offsets = zone.offsets(at: millis)
        let clock = GregorianCalendarMath.wallClock(millis: millis, offset: offsets.raw + offsets.dst)
        let (serial, icuField) = (storage.serial, field.icuField.icuValue)
        if let day = DayFieldsFront.reference.with({ $0.addition(serial, clock.julianDay, icuField, amount) }),
           let result = zone.onlyInstant(atWallClock: clock.onDay(day).wallMillis, near: offsets) {
            return try Self.date(result, operation())
        }
        let result = try moveInICU(millis, field, by: amount, roll: false, operation)
        let moved = try Self.date(result, operation())
        // Kept where the result is the one instant of the same time of day on its day, as it is
        // away from the zone's transitions.
        let after = zone.offsets(at: result)
        let landed = GregorianCalendarMath.wallClock(millis: result, offset: after.raw + after.dst)
        if landed.millisInDay == clock.millisInDay, zone.onlyInstant(atWallClock: landed.wallMillis, near: after) == result {
            DayFieldsFront.reference.with { $0.keepAddition(serial, clock.julianDay, icuField, amount, result: landed.julianDay) }
        }
        return moved
    }

    /// A million years in milliseconds: less than any wrap-around across ICU's range moves.
    private static var longestPlainMove: Double { 31_556_952_000_000_000 }

    /// ICU's limit of the Hebrew year either way (`UCAL_EXTENDED_YEAR`), which ICU 78 clamps to.
    private static var hebrewYearLimit: UInt32 { 5_000_000 }

    /// 4.9 million years from 1970 in milliseconds: nearer than either Hebrew year limit.
    private static var nearestHebrewYearLimit: Double { 154_629_064_800_000_000 }

    /// `ucal_add` or `ucal_roll` on a calendar of the value's, with the checks of the result.
    private func moveInICU(_ millis: Double, _ field: Field, by amount: Int32, roll: Bool,
                           _ operation: () -> String) throws(ICUError) -> Double {
        // Years of ISO 8601 move as the Gregorian calendar's, the amount's way in time in
        // every era (91 BC − 10 years = 101 BC): added to the extended year, which ICU 72
        // (whose iso8601 is its Gregorian calendar, negating the amount in era 0) and ICU 78
        // (whose iso8601 adds to the year of era 0 as is, giving 81 BC) add alike.
        let icuField = !roll && field == .year && system == .iso8601 ? UCalField.extendedYear : field.icuField
        var beyond: ICUError {
            ICUError(code: .illegalArgument, operation: operation(),
                     reason: "the result lies beyond ICU's calendars (about 5.8 million years from 1970)")
        }
        // Checked before ICU adds: ICU 78 refuses some such amounts itself, with no reason.
        if !roll, field != .era, Int64(amount).magnitude > field.largestAddition { throw beyond }
        let result = try storage.withCalendar { calendar throws(ICUError) in
            try calendar.moving(millis, icuField, by: amount, roll: roll)
        }
        // ICU's arithmetic wraps around silently beyond its range, to its other end: a
        // result millions of years the other way is no answer. (A short way back is ICU's
        // answer: the years of era 0 that count backwards, and quirks of some calendars.)
        guard !roll, field != .era else { return result }
        // Days beyond the range ICU pins to the range's end (a lenient `setTimeInMillis`):
        // −2,147,483,647 days from 1970 would be the start of the range, 38,000 years short.
        if result != millis, result == DateFormat.instantRange.lowerBound || result == DateFormat.instantRange.upperBound {
            throw beyond
        }
        // ICU 78 clamps Hebrew years to ±5,000,000 (its limits of the Hebrew year) where ICU 72
        // computes on: from or to a year that far, on every ICU, the Hebrew calendar adds no
        // years or months. Only instants that far out are read (Hebrew year 5,000,000 is about
        // 4,996,240 AD, −5,000,000 about 5,003,760 BC).
        if system == .hebrew, field.setsTheDate,
           max(millis.magnitude, result.magnitude) > Self.nearestHebrewYearLimit {
            let years = try storage.withCalendar { calendar throws(ICUError) in
                (try calendar.field(.extendedYear, millis: millis), try calendar.field(.extendedYear, millis: result))
            }
            if years.0.magnitude >= Self.hebrewYearLimit || years.1.magnitude >= Self.hebrewYearLimit { throw beyond }
        }
        // A wrap-around can also land a short way from the start, either way: the move is
        // then far shorter than the amount's units can be (F31).
        let move = (result - millis).magnitude
        if let days = field.fewestDaysInUnit, Double(amount.magnitude) * days * 86_400_000 - move > Self.longestPlainMove {
            throw beyond
        }
        if (result - millis).magnitude > Self.longestPlainMove {
            let movedBack = result < millis
            var backwards = amount < 0
            // ICU negates an amount of years in the era 0 of these systems, whose years count
            // backwards: years then still move the amount's way, but a year for the week of
            // year, which counts forwards, moves the other way (F33).
            if field == .yearForWeekOfYear && storage.negatesEraZeroYears,
               try storage.withCalendar({ calendar throws(ICUError) in try calendar.field(.era, millis: millis) }) == 0 {
                backwards.toggle()
            }
            guard movedBack == backwards else { throw beyond }
        }
        return result
    }

    /// How many whole units of a field lie between two instants: negative when
    /// `end` is before `start`.
    ///
    /// ```swift
    /// let rules = try CalendarRules(locale: "en_US", timeZone: .utc)
    /// let january31 = Date(timeIntervalSince1970: 1_706_659_200)    // 2024-01-31
    /// let march1 = Date(timeIntervalSince1970: 1_709_251_200)       // 2024-03-01
    /// let months = try rules.difference(from: january31, to: march1, in: .month)   // 1
    /// ```
    ///
    /// - Throws: ``ICUError`` for an instant beyond ICU's calendars, or a
    ///   difference beyond 32 bits.
    ///
    /// The corresponding C function is `ucal_getFieldDifference`.
    public func difference(from start: Date, to end: Date, in field: Field) throws(ICUError) -> Int {
        let (from, to) = (try Self.millis(start), try Self.millis(end))
        return Int(try storage.withCalendar { calendar throws(ICUError) in
            try calendar.difference(from: from, to: to, in: field.icuField)
        })
    }

    /// The first instant of the day, week, month or year that contains an instant,
    /// on the calendar's wall clock.
    ///
    /// The corresponding C functions are `ucal_set` and `ucal_add`.
    ///
    /// - Throws: ``ICUError`` for an instant beyond ICU's calendars, and with
    ///   `U_UNSUPPORTED_ERROR` where ICU's calendar has no such period around the
    ///   instant (the astronomical Islamic calendar millions of years out).
    public func start(of period: Period, containing date: Date) throws(ICUError) -> Date {
        let millis = try Self.millis(date)
        let start = try start(of: period, millis: millis)
        try Self.check(start <= millis, period, date)
        return try Self.date(start, "finding the start of a \(period.rawValue)")
    }

    /// The first instant after the day, week, month or year that contains an
    /// instant: the start of the next one (the end is exclusive).
    ///
    /// - Throws: As ``start(of:containing:)``.
    ///
    /// The corresponding C functions are `ucal_set` and `ucal_add`.
    public func end(of period: Period, containing date: Date) throws(ICUError) -> Date {
        let start = try start(of: period, millis: try Self.millis(date))
        let field: UCalField = switch period {
        case .day: .dayOfMonth
        case .week: .weekOfYear
        case .month: .month
        case .year: .extendedYear
        }
        let next = try storage.withCalendar { calendar throws(ICUError) in
            try calendar.moving(start, field, by: 1, roll: false)
        }
        let end = try self.start(of: period, millis: next)
        try Self.check(start <= date.timeIntervalSince1970 * 1000 && date.timeIntervalSince1970 * 1000 < end, period, date)
        return try Self.date(end, "finding the end of a \(period.rawValue)")
    }

    /// Throws unless ICU's bounds of a period contain the instant.
    private static func check(_ contains: Bool, _ period: Period, _ date: Date) throws(ICUError) {
        guard contains else {
            throw ICUError(code: .unsupported, operation: "finding the \(period.rawValue) around \(date.timeIntervalSince1970)",
                           reason: "the calendar's fields around this instant do not make one")
        }
    }

    private func start(of period: Period, millis: Double) throws(ICUError) -> Double {
        let midnight: [(field: UCalField, value: Int32)] = [(.hourOfDay, 0), (.minute, 0), (.second, 0), (.millisecond, 0)]
        let firstWeekday = Int32(self.firstWeekday)
        return try storage.withCalendar { calendar throws(ICUError) in
            // Where clocks turn back at midnight (America/Havana in November), the day
            // begins at the first of its two midnights; ICU's default reads the last.
            switch period {
            case .day:
                return try calendar.setting(midnight, at: millis, firstOfRepeated: true)
            case .month:
                return try calendar.setting([(.dayOfMonth, 1)] + midnight, at: millis, firstOfRepeated: true)
            case .year:
                return try calendar.setting([(.dayOfYear, 1)] + midnight, at: millis, firstOfRepeated: true)
            case .week:
                let weekday = try calendar.field(.dayOfWeek, millis: millis)
                let back = (weekday - firstWeekday + 7) % 7
                let day = try calendar.moving(millis, .dayOfMonth, by: -back, roll: false)
                return try calendar.setting(midnight, at: day, firstOfRepeated: true)
            }
        }
    }

    /// The values a field takes in the month or year around an instant:
    /// `1...29` for the days of February 2024, `1...13` for the months of a Hebrew
    /// year (month 6, Adar I, only in leap years: see ``monthsInYear(at:)``).
    ///
    /// ```swift
    /// let rules = try CalendarRules(locale: "en_US", timeZone: .utc)
    /// let february10 = Date(timeIntervalSince1970: 1_707_523_200)   // 2024-02-10
    /// let days = try rules.range(of: .day, at: february10)           // 1...29
    /// ```
    ///
    /// The corresponding C function is `ucal_getLimit` (`UCAL_ACTUAL_MINIMUM`, `UCAL_ACTUAL_MAXIMUM`).
    public func range(of field: Field, at date: Date) throws(ICUError) -> ClosedRange<Int> {
        let millis = try Self.millis(date)
        let shift = field == .month ? 1 : field == .extendedYear ? -storage.extendedYearShift : 0
        return try storage.withCalendar { calendar throws(ICUError) in
            let low = try calendar.limit(field.icuField, .actualMinimum, millis: millis)
            let high = try calendar.limit(field.icuField, .actualMaximum, millis: millis)
            return Int(low) + shift ... Int(max(low, high)) + shift
        }
    }

    /// How many days the month around an instant has.
    ///
    /// The corresponding C function is `ucal_getLimit` (`UCAL_ACTUAL_MAXIMUM` of `UCAL_DATE`).
    public func daysInMonth(at date: Date) throws(ICUError) -> Int {
        try range(of: .day, at: date).count
    }

    /// How many months the year around an instant has: 13 in a Hebrew leap year
    /// and in a Chinese year with a leap month, 13 in the Coptic and Ethiopic
    /// calendars, 12 elsewhere.
    ///
    /// Counted by adding months both ways from the middle of the instant's month
    /// until the year changes, since ICU's month numbers skip Adar I in a common
    /// Hebrew year and repeat a Chinese leap month's number.
    ///
    /// - Throws: ``ICUError`` for an instant beyond ICU's calendars, and with
    ///   `U_UNSUPPORTED_ERROR` where ICU's calendar counts no 12 or 13 months around
    ///   the instant (the astronomical Islamic calendar millions of years out).
    ///
    /// The corresponding C functions are `ucal_set`, `ucal_add` and `ucal_get`.
    public func monthsInYear(at date: Date) throws(ICUError) -> Int {
        let millis = try Self.millis(date)
        let count = try storage.withCalendar { calendar throws(ICUError) in
            // From the middle of the month, away from the first days, which ICU's astronomical
            // Islamic calendar reads back as the month before in zones far from UTC.
            let middle = try calendar.setting([(.dayOfMonth, 15), (.hourOfDay, 12)], at: millis)
            let year = try calendar.field(.extendedYear, millis: middle)
            var count = 1
            for step: Int32 in [-1, 1] {
                var month = middle
                for _ in 0..<13 {
                    month = try calendar.moving(month, .month, by: step, roll: false)
                    guard try calendar.field(.extendedYear, millis: month) == year else { break }
                    count += 1
                }
            }
            return count
        }
        guard (12...13).contains(count) else {
            throw ICUError(code: .unsupported, operation: "counting the months of the year around \(date.timeIntervalSince1970)",
                           reason: "the calendar's fields around this instant do not make a year")
        }
        return count
    }

    /// Whether an instant falls in the locale's weekend (Saturday and Sunday in
    /// `en_US`, Friday and Saturday in `ar_EG`), by the wall clock of the calendar's zone.
    ///
    /// The corresponding C function is `ucal_isWeekend`.
    public func isWeekend(_ date: Date) throws(ICUError) -> Bool {
        let millis = try Self.millis(date)
        return try storage.withCalendar { calendar throws(ICUError) in try calendar.isWeekend(millis: millis) }
    }
}
