/// The fields of an instant in ICU 72's Gregorian calendar, computed in Swift: what `ucal_setMillis`
/// followed by `ucal_get` reports, field for field, for a calendar with the same week rules.
///
/// It follows ICU's own steps (`Calendar::computeFields`, `Grego::dayToFields`,
/// `GregorianCalendar::handleComputeFields`, `Calendar::computeWeekFields`), with ICU's quirks:
/// - the Julian calendar before the cutover (Julian day 2,299,161, 1582-10-15 Gregorian), with a
///   leap year every fourth year back to the range's start (ICU's proleptic Julian calendar);
/// - the days of 1582 after the cutover counted from the Julian 1 January (15 October is day 278),
///   while the length of 1582 used for week numbers stays 365;
/// - years ≤ 0 as era 0 (BC) with year `1 - extendedYear`;
/// - the local day and time of day from the wall-clock milliseconds in doubles, as ICU divides them,
///   so that the far ends of ``DateFormat/instantRange`` come out as ICU's do.
///
/// The `iso8601` calendar of ICU 72 is this calendar (cutover included) with weeks from Monday and
/// four days in the first week, whatever the locale: ``iso8601``.
struct GregorianCalendarMath: Hashable, Sendable {
    /// The first day of a week, 1 = Sunday … 7 = Saturday (`UCAL_FIRST_DAY_OF_WEEK`).
    let firstWeekday: Int32
    /// The days of the week that begins a year or a month must fall in it, 1 … 7, for it to be
    /// that year's or month's week 1 (`UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
    let minimalDaysInFirstWeek: Int32

    /// A calendar with a locale's week rules, as ICU's calendar for the locale has them
    /// (`ucal_getAttribute` of `UCAL_FIRST_DAY_OF_WEEK` and `UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`): both in 1 … 7.
    init(firstWeekday: Int32, minimalDaysInFirstWeek: Int32) {
        precondition((1...7).contains(firstWeekday) && (1...7).contains(minimalDaysInFirstWeek),
                     "week rules out of range: \(firstWeekday), \(minimalDaysInFirstWeek)")
        self.firstWeekday = firstWeekday
        self.minimalDaysInFirstWeek = minimalDaysInFirstWeek
    }

    /// ICU's `iso8601` calendar: weeks from Monday with four days in the first week
    /// (`ISO8601Calendar`), the Gregorian cutover kept.
    static let iso8601 = GregorianCalendarMath(firstWeekday: 2, minimalDaysInFirstWeek: 4)

    // ICU's constants (gregoimp.h, calendar.cpp, gregocal.cpp).
    fileprivate static var millisPerDay: Double { 86_400_000 }
    /// The Julian day of 1970-01-01 (`kEpochStartAsJulianDay`).
    static var epochJulianDay: Int32 { 2_440_588 }
    /// The Julian day of 0001-01-01 Gregorian (`JULIAN_1_CE`, `kJan1_1JulianDay`).
    private static var julianDayOfYear1: Int32 { 1_721_426 }
    /// The first Julian day of the Gregorian calendar, 1582-10-15 (`fCutoverJulianDay`).
    private static var cutoverJulianDay: Int32 { 2_299_161 }
    private static var cutoverYear: Int32 { 1582 }

    /// The fields of an instant for a zone whose offsets at that instant are `rawOffset` and
    /// `dstOffset` (``ZoneOffsets``).
    ///
    /// - Parameters:
    ///   - millis: Milliseconds since 1970 UTC, within ``DateFormat/instantRange``.
    ///   - rawOffset: The zone's standard offset from UTC in milliseconds (`UCAL_ZONE_OFFSET`).
    ///   - dstOffset: Its daylight-saving offset in milliseconds (`UCAL_DST_OFFSET`).
    /// - Returns: What `ucal_get` reports for each field after `ucal_setMillis(millis)`.
    func fields(millis: Double, rawOffset: Int32, dstOffset: Int32) -> DateFields {
        let clock = Self.wallClock(millis: millis, offset: rawOffset + dstOffset)
        // The day's fields, once per thread and day: an instant's day is most often the last one's.
        let day = DayFieldsFront.reference.with { $0.fields(clock.julianDay, self) }
        let time = clock.timeOfDay
        return DateFields(
            era: day.era, year: day.year, extendedYear: day.extendedYear, month: day.month, dayOfMonth: day.dayOfMonth,
            dayOfYear: day.dayOfYear, dayOfWeek: day.dayOfWeek, dayOfWeekInMonth: day.dayOfWeekInMonth,
            weekOfYear: day.weekOfYear, yearForWeekOfYear: day.yearForWeekOfYear, weekOfMonth: day.weekOfMonth,
            hourOfDay: time.hour, minute: time.minute, second: time.second, millisecond: time.millisecond,
            millisecondsInDay: clock.millisInDay, zoneOffset: rawOffset, dstOffset: dstOffset, julianDay: clock.julianDay)
    }

    /// The day and time of an instant on a zone's wall clock, in every ICU calendar
    /// (`Calendar::computeFields`): the Julian day, and the milliseconds into it.
    struct WallClock: Hashable, Sendable {
        var julianDay: Int32
        var millisInDay: Int32

        /// The fields of the time of day (`UCAL_HOUR_OF_DAY`, `UCAL_MINUTE`, `UCAL_SECOND`, `UCAL_MILLISECOND`).
        @inline(__always)
        var timeOfDay: (hour: Int32, minute: Int32, second: Int32, millisecond: Int32) {
            let seconds = millisInDay / 1000
            let minutes = seconds / 60
            return (minutes / 60, minutes % 60, seconds % 60, millisInDay % 1000)
        }

        /// The same time of day on another day.
        func onDay(_ julianDay: Int32) -> WallClock { WallClock(julianDay: julianDay, millisInDay: millisInDay) }

        /// Milliseconds since 1970 on the wall clock: the day's start plus the time of day, in whole milliseconds.
        var wallMillis: Double {
            Double(julianDay &- GregorianCalendarMath.epochJulianDay) * GregorianCalendarMath.millisPerDay + Double(millisInDay)
        }
    }

    /// The wall clock of an instant in a zone whose offset from UTC there is `offset`
    /// milliseconds (raw plus daylight), in doubles as ICU divides them.
    @inline(__always)
    static func wallClock(millis: Double, offset: Int32) -> WallClock {
        let local = millis + Double(offset)
        let days = Int32((local / millisPerDay).rounded(.down))
        return WallClock(julianDay: days &+ epochJulianDay, millisInDay: Int32(local - Double(days) * millisPerDay))
    }

    /// The fields of a day, which depend on its Julian day and the week rules alone:
    /// what ``fields(millis:rawOffset:dstOffset:)`` takes from each thread's last days
    /// (``DayFieldsFront``) or computes here.
    func dayFields(julianDay: Int32) -> DayFields {
        // Calendar::julianDayToDayOfWeek: Julian day 0 is a Monday.
        let weekday = Int32((Int64(julianDay) + 1) % 7)
        let dayOfWeek = weekday + (weekday < 0 ? 8 : 1)

        // GregorianCalendar::handleComputeFields.
        var extendedYear: Int32
        var month: Int32
        var dayOfMonth: Int32
        var dayOfYear: Int32
        if julianDay >= Self.cutoverJulianDay {
            (extendedYear, month, dayOfMonth, dayOfYear) = Self.gregorian(daysSince1970: julianDay &- Self.epochJulianDay)
            if extendedYear == Self.cutoverYear {
                // Grego::gregorianShift: 1582 counts its days from the Julian 1 January.
                let before = Int64(extendedYear) - 1
                dayOfYear &+= Int32(floorDivide(before, 400) - floorDivide(before, 100) + 2)
            }
        } else {
            (extendedYear, month, dayOfMonth, dayOfYear) = Self.julian(julianDay: julianDay)
        }
        let era: Int32 = extendedYear < 1 ? 0 : 1
        let year = extendedYear < 1 ? 1 &- extendedYear : extendedYear

        // Calendar::computeWeekFields.
        var yearForWeekOfYear = extendedYear
        let relativeWeekday = (dayOfWeek + 7 - firstWeekday) % 7
        let relativeWeekdayOfJanuary1 = (dayOfWeek - dayOfYear + 7001 - firstWeekday) % 7
        var weekOfYear = (dayOfYear - 1 + relativeWeekdayOfJanuary1) / 7
        if 7 - relativeWeekdayOfJanuary1 >= minimalDaysInFirstWeek {
            weekOfYear += 1
        }
        if weekOfYear == 0 {
            // The last week of the year before.
            let dayOfPreviousYear = dayOfYear + Self.yearLength(extendedYear &- 1)
            weekOfYear = weekNumber(dayOfPreviousYear, dayOfWeek: dayOfWeek)
            yearForWeekOfYear &-= 1
        } else {
            let lastDay = Self.yearLength(extendedYear)
            if dayOfYear >= lastDay - 5 {
                var lastRelativeWeekday = (relativeWeekday + lastDay - dayOfYear) % 7
                if lastRelativeWeekday < 0 { lastRelativeWeekday += 7 }
                if 6 - lastRelativeWeekday >= minimalDaysInFirstWeek && dayOfYear + 7 - relativeWeekday > lastDay {
                    weekOfYear = 1
                    yearForWeekOfYear &+= 1
                }
            }
        }

        return DayFields(
            era: era, year: year, extendedYear: extendedYear, month: month, dayOfMonth: dayOfMonth,
            dayOfYear: dayOfYear, dayOfWeek: dayOfWeek, dayOfWeekInMonth: (dayOfMonth - 1) / 7 + 1,
            weekOfYear: weekOfYear, yearForWeekOfYear: yearForWeekOfYear,
            weekOfMonth: weekNumber(dayOfMonth, dayOfWeek: dayOfWeek))
    }

    /// `Calendar::weekNumber`: the week of a year or month in which its day `day` falls, that
    /// day being a `dayOfWeek`.
    @inline(__always)
    private func weekNumber(_ day: Int32, dayOfWeek: Int32) -> Int32 {
        var periodStart = (dayOfWeek - firstWeekday - day + 1) % 7
        if periodStart < 0 { periodStart += 7 }
        var week = (day + periodStart - 1) / 7
        if 7 - periodStart >= minimalDaysInFirstWeek { week += 1 }
        return week
    }

    /// `GregorianCalendar::handleGetYearLength`: Julian leap years before 1582, and 365 days
    /// for 1582 itself although ten of them were skipped.
    @inline(__always)
    private static func yearLength(_ year: Int32) -> Int32 {
        let leap = year >= cutoverYear ? isGregorianLeap(year) : year & 3 == 0
        return leap ? 366 : 365
    }

    @inline(__always)
    private static func isGregorianLeap(_ year: Int32) -> Bool {
        year & 3 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// `Grego::dayToFields`: the proleptic Gregorian year, month, day and day of year of a day
    /// counted from 1970-01-01.
    @inline(__always)
    private static func gregorian(daysSince1970: Int32) -> (year: Int32, month: Int32, day: Int32, dayOfYear: Int32) {
        let day = Int64(daysSince1970) + Int64(epochJulianDay - julianDayOfYear1)
        let n400 = floorDivide(day, 146_097)
        var rest = day - n400 * 146_097
        let n100 = rest / 36_524
        rest -= n100 * 36_524
        let n4 = rest / 1_461
        rest -= n4 * 1_461
        let n1 = rest / 365
        rest -= n1 * 365
        var year = Int32(truncatingIfNeeded: 400 * n400 + 100 * n100 + 4 * n4 + n1)
        var dayOfYear = Int32(rest)
        if n100 == 4 || n1 == 4 {
            dayOfYear = 365 // 31 December at the end of a 4- or 400-year cycle
        } else {
            year &+= 1
        }
        let leap = isGregorianLeap(year)
        let (month, dayOfMonth) = monthAndDay(dayOfYear, leap: leap)
        return (year, month, dayOfMonth, dayOfYear + 1)
    }

    /// The Julian calendar's year, month, day and day of year of a Julian day, as
    /// `GregorianCalendar::handleComputeFields` computes them before the cutover.
    @inline(__always)
    private static func julian(julianDay: Int32) -> (year: Int32, month: Int32, day: Int32, dayOfYear: Int32) {
        // The Julian epoch day is zero on Saturday 30 December 0 (Gregorian).
        let epochDay = Int64(julianDay) - Int64(julianDayOfYear1 - 2)
        let year = Int32(floorDivide(4 * epochDay + 1464, 1461))
        let january1 = 365 * (Int64(year) - 1) + floorDivide(Int64(year) - 1, 4)
        let dayOfYear = Int32(epochDay - january1)
        let (month, dayOfMonth) = monthAndDay(dayOfYear, leap: year & 3 == 0)
        return (year, month, dayOfMonth, dayOfYear + 1)
    }

    /// The month (0-based) and day of month (1-based) of a 0-based day of a year, by ICU's
    /// formula for the month. The days before a month, ICU's `DAYS_BEFORE` table, are
    /// `(367 * month + 5) / 12` less the same correction, so no table is needed.
    @inline(__always)
    private static func monthAndDay(_ dayOfYear: Int32, leap: Bool) -> (month: Int32, day: Int32) {
        var correction: Int32 = 0
        if dayOfYear >= (leap ? 60 : 59) { // 1 March
            correction = leap ? 1 : 2
        }
        let month = (12 * (dayOfYear + correction) + 6) / 367
        return (month, dayOfYear + correction - (367 * month + 5) / 12 + 1)
    }
}

/// The quotient rounded towards negative infinity (`ClockMath::floorDivide`).
@inline(__always)
private func floorDivide(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    numerator >= 0 ? numerator / denominator : (numerator + 1) / denominator - 1
}
