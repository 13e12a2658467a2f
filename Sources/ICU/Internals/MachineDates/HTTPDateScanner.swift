/// The HTTP-date parser of RFC 9110 section 5.6.7: IMF-fixdate, and the obsolete RFC 850 and
/// asctime forms that a recipient must accept; case-sensitive, as the grammar is.
///
/// The weekday must be the date's. RFC 850's two-digit year is the year with those last two
/// digits in the 100 years that end 50 years after `nowYear` (RFC 9110's rule: not more than 50
/// years in the future, else the most recent past one), read only for that form.
struct HTTPDateScanner {
    static let dayNames: StaticString = "MonTueWedThuFriSatSun"
    static let monthNames: StaticString = "JanFebMarAprMayJunJulAugSepOctNovDec"
    /// The long day names of RFC 850, each after its first three letters.
    static let dayNameEndings: [StaticString] = ["day", "sday", "nesday", "rsday", "day", "urday", "day"]

    var cursor: DateTextCursor

    init(_ bytes: UnsafeBufferPointer<UInt8>) { cursor = DateTextCursor(bytes) }

    /// Seconds since 1970.
    mutating func parse(nowYear: () -> Int64) throws(DateTextFailure) -> Int64 {
        let weekdayStart = cursor.offset
        let weekday = try cursor.name(in: Self.dayNames, length: 3, "expected a day name: Mon, Tue, Wed, Thu, Fri, Sat or Sun")
        let days: Int64
        let secondOfDay: Int64
        if cursor.skip(UInt8(ascii: ",")) {
            // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
            try space()
            let dayStart = cursor.offset
            let day = try cursor.digits(2, "expected a two-digit day")
            try space()
            let month = try cursor.name(in: Self.monthNames, length: 3, "expected a month name: Jan … Dec")
            try space()
            let year = try cursor.digits(4, "expected a four-digit year")
            days = try Self.days(year, month, day, at: dayStart)
            try space()
            secondOfDay = try timeOfDay()
            try space()
            try gmt()
        } else if cursor.skip(UInt8(ascii: " ")) {
            // asctime: Sun Nov  6 08:49:37 1994
            let month = try cursor.name(in: Self.monthNames, length: 3, "expected a month name: Jan … Dec")
            try space()
            let dayStart = cursor.offset
            let day = cursor.skip(UInt8(ascii: " ")) ? try cursor.digits(1, "expected a digit of the day")
                                                     : try cursor.digits(2, "expected a two-digit day, or a space and one digit")
            try space()
            secondOfDay = try timeOfDay()
            try space()
            let year = try cursor.digits(4, "expected a four-digit year")
            days = try Self.days(year, month, day, at: dayStart)
        } else {
            // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
            let ending = Self.dayNameEndings[Int(weekday - 1)]
            let endingBytes = UnsafeBufferPointer(start: ending.utf8Start, count: ending.utf8CodeUnitCount)
            for byte in endingBytes {
                guard cursor.skip(byte) else {
                    throw cursor.failure("expected ',' after a short day name, ' ' before an asctime month, or a full day name")
                }
            }
            try cursor.expect(UInt8(ascii: ","), "expected ',' after the day name")
            try space()
            let dayStart = cursor.offset
            let day = try cursor.digits(2, "expected a two-digit day")
            try cursor.expect(UInt8(ascii: "-"), "expected '-' after the day")
            let month = try cursor.name(in: Self.monthNames, length: 3, "expected a month name: Jan … Dec")
            try cursor.expect(UInt8(ascii: "-"), "expected '-' after the month")
            let twoDigits = try cursor.digits(2, "expected a two-digit year")
            let now = nowYear()
            var year = now - (now % 100 + 100) % 100 + twoDigits
            // The one year of now - 49 … now + 50 with those digits.
            if year > now + 50 { year -= 100 } else if year <= now - 50 { year += 100 }
            days = try Self.days(year, month, day, at: dayStart)
            try space()
            secondOfDay = try timeOfDay()
            try space()
            try gmt()
        }
        guard cursor.atEnd else { throw cursor.failure("unexpected text after the date") }
        guard CivilCalendar.weekday(days: days) == weekday else {
            throw cursor.failure("the day name is not the date's weekday", at: weekdayStart)
        }
        return days * CivilCalendar.secondsPerDay + secondOfDay
    }

    private mutating func space() throws(DateTextFailure) {
        try cursor.expect(UInt8(ascii: " "), "expected a space")
    }

    private mutating func gmt() throws(DateTextFailure) {
        guard cursor.skip(UInt8(ascii: "G")), cursor.skip(UInt8(ascii: "M")), cursor.skip(UInt8(ascii: "T")) else {
            throw cursor.failure("expected GMT")
        }
    }

    private static func days(_ year: Int64, _ month: Int64, _ day: Int64, at offset: Int) throws(DateTextFailure) -> Int64 {
        guard day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else {
            throw DateTextFailure(offset: offset, message: month == 2 && day == 29 ? "29 February of a year that is not a leap year"
                                                                                   : "the day is not one of the month's")
        }
        return CivilCalendar.days(year: year, month: month, day: day)
    }

    /// `hh:mm:ss`, as seconds since midnight; `23:59:60` is the leap second, read as the next
    /// day's `00:00:00`, as POSIX time does.
    private mutating func timeOfDay() throws(DateTextFailure) -> Int64 {
        let hourStart = cursor.offset
        let hour = try cursor.digits(2, "expected a two-digit hour")
        guard hour < 24 else { throw cursor.failure("the hour is not 00…23", at: hourStart) }
        try cursor.expect(UInt8(ascii: ":"), "expected ':' after the hour")
        let minuteStart = cursor.offset
        let minute = try cursor.digits(2, "expected two-digit minutes")
        guard minute < 60 else { throw cursor.failure("the minute is not 00…59", at: minuteStart) }
        try cursor.expect(UInt8(ascii: ":"), "expected ':' after the minutes")
        let secondStart = cursor.offset
        let second = try cursor.digits(2, "expected two-digit seconds")
        guard second < 60 || (second == 60 && hour == 23 && minute == 59) else {
            throw cursor.failure("the second is not 00…59 (60 only at 23:59:60, a leap second)", at: secondStart)
        }
        return hour * 3600 + minute * 60 + second
    }

    /// Writes IMF-fixdate (29 bytes) for seconds since 1970 whose year is 0000 … 9999.
    static func write(seconds: Int64, into writer: inout DateTextWriter) {
        let (days, secondOfDay) = CivilCalendar.floorDivide(seconds, CivilCalendar.secondsPerDay)
        let (year, month, day) = CivilCalendar.civil(days: days)
        writer.name(dayNames, CivilCalendar.weekday(days: days), length: 3)
        writer.byte(UInt8(ascii: ","))
        writer.byte(UInt8(ascii: " "))
        writer.digits(day, 2)
        writer.byte(UInt8(ascii: " "))
        writer.name(monthNames, month, length: 3)
        writer.byte(UInt8(ascii: " "))
        writer.digits(year, 4)
        writer.byte(UInt8(ascii: " "))
        writer.digits(secondOfDay / 3600, 2)
        writer.byte(UInt8(ascii: ":"))
        writer.digits(secondOfDay / 60 % 60, 2)
        writer.byte(UInt8(ascii: ":"))
        writer.digits(secondOfDay % 60, 2)
        writer.byte(UInt8(ascii: " "))
        writer.byte(UInt8(ascii: "G"))
        writer.byte(UInt8(ascii: "M"))
        writer.byte(UInt8(ascii: "T"))
    }

    /// The seconds of 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z, the instants IMF-fixdate writes.
    static let writableSeconds: ClosedRange<Int64> = -62_167_219_200 ... 253_402_300_799
}
