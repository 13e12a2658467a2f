/// Day arithmetic of the proleptic Gregorian calendar on 64-bit integers: the calendar of
/// ISO 8601, RFC 3339 and HTTP dates, with no Julian cutover (unlike ICU's Gregorian calendar,
/// ``GregorianCalendarMath``), year 0 being 1 BC.
///
/// Every function is exact for every year whose days fit in `Int64` seconds (about ±292
/// billion years); the parsers check their arithmetic for overflow before calling here.
///
/// The one writing of this arithmetic: `icufmt` reads its instants with it (as `CLI` SPI),
/// and the bridge passes ICU's metazone dates here as fields rather than count days itself.
@_spi(CLI) public enum CivilCalendar {
    static let secondsPerDay: Int64 = 86_400

    /// Days since 1970-01-01 of a date (Howard Hinnant's `days_from_civil`).
    @inline(__always)  // on every parse; small, and the call would dominate
    @_spi(CLI) public static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// ``days(year:month:day:)`` for the years of four digits, 0…9999, as Neri and Schneider
    /// count them: unsigned, without eras, the month's first day from March by a multiply and a shift.
    @inline(__always)  // on every parse of the common shape
    static func daysOfFourDigitYear(year: Int64, month: Int64, day: Int64) -> Int64 {
        let januaryOrFebruary = month <= 2
        // Years from March, moved 400 years on so that year 0's January is not negative.
        let y = UInt64(truncatingIfNeeded: year) &+ (januaryOrFebruary ? 399 : 400)
        let m = UInt64(truncatingIfNeeded: januaryOrFebruary ? month + 12 : month)
        let daysBeforeMonth = (979 &* m &- 2919) >> 5  // 0 for March (3) … 337 for February (14)
        let count = 365 &* y &+ y / 4 &- y / 100 &+ y / 400 &+ daysBeforeMonth &+ UInt64(truncatingIfNeeded: day)
        return Int64(truncatingIfNeeded: count) - 865_566  // the count of 1970-01-01
    }

    /// The date of a day since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    @inline(__always)  // on every format; small, and the call would dominate
    static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days from 0000-01-01 to 1970-01-01.
    static let daysFrom0000To1970: Int64 = 719_528
    /// The days of the years 0…9999: ten 400-year cycles of 146,097 days.
    static let daysOfFourDigitYears: UInt32 = 3_652_425

    /// ``civil(days:)`` for the years of four digits, 0…9999, as Neri and Schneider compute it:
    /// unsigned, without eras, most divisions a multiply and a shift. `daysSince0000` counts from
    /// 0000-01-01 and is below ``daysOfFourDigitYears``.
    @inline(__always)  // on every format of the common shape
    static func civilOfFourDigitYear(daysSince0000: UInt32) -> (year: UInt32, month: UInt32, day: UInt32) {
        // Days from 1 March of year -400, so that year 0's January and February are not negative.
        let n = daysSince0000 &+ (146_097 &- 60)
        let n1 = 4 &* n &+ 3
        let century = n1 / 146_097
        let dayOfCentury = n1 % 146_097 / 4
        let p2 = 2_939_745 &* UInt64(truncatingIfNeeded: 4 &* dayOfCentury &+ 3)
        let yearOfCentury = UInt32(truncatingIfNeeded: p2 >> 32)
        let dayOfYear = UInt32(truncatingIfNeeded: p2) / 2_939_745 / 4  // from 1 March
        let n3 = 2141 &* dayOfYear &+ 197_913
        let month = n3 >> 16, day = (n3 & 0xFFFF) / 2141 &+ 1
        let januaryOrFebruary: UInt32 = dayOfYear >= 306 ? 1 : 0
        return (100 &* century &+ yearOfCentury &+ januaryOrFebruary &- 400, month &- 12 &* januaryOrFebruary, day)
    }

    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The days of a month (1…12) of a year: 28 to 31.
    @_spi(CLI) public static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func daysInYear(_ year: Int64) -> Int64 { isLeapYear(year) ? 366 : 365 }

    /// The ISO weekday of a day since 1970-01-01: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday).
    static func weekday(days: Int64) -> Int64 {
        let shifted = (days + 3) % 7
        return (shifted < 0 ? shifted + 7 : shifted) + 1
    }

    /// The day since 1970-01-01 of the Monday of ISO week 1 of `year`: the week with the year's
    /// first Thursday, the one holding 4 January.
    static func firstMondayOfWeekYear(_ year: Int64) -> Int64 {
        let fourthOfJanuary = days(year: year, month: 1, day: 4)
        return fourthOfJanuary - (weekday(days: fourthOfJanuary) - 1)
    }

    /// 52 or 53: the ISO weeks of a week-numbering year.
    static func weeksInWeekYear(_ year: Int64) -> Int64 {
        (firstMondayOfWeekYear(year + 1) - firstMondayOfWeekYear(year)) / 7
    }

    /// Floor division and its non-negative remainder, for instants before 1970.
    @inline(__always)  // on every format
    static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor
        let remainder = value - quotient * divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
