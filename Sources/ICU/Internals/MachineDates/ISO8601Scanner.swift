/// What ``ISO8601Scanner`` read: the instant, the offset it was written in, and where the
/// RFC 9557 annotations it kept are in the input (their text is made into strings only
/// when there are some, by the public layer).
struct ScannedTimestamp {
    var seconds: Int64 = 0
    var nanoseconds: Int32 = 0
    /// Seconds east of UTC.
    var offsetSeconds: Int32 = 0
    var isLocalOffsetUnknown = false
    /// The time of day, local, as written (``ISO8601Time``).
    var hour: Int64 = 0
    var minute: Int64 = 0
    var second: Int64 = 0
    var hasOffset = false
    var zone: Range<Int>?
    var zoneIsCritical = false
    /// The seconds east of UTC of a numeric zone annotation such as `[+01:00]`.
    var zoneOffsetSeconds: Int32?
    var calendar: Range<Int>?
    var calendarIsCritical = false
}

/// The ISO 8601 and RFC 3339 parser: bytes in, a ``ScannedTimestamp`` or a
/// ``DateTextFailure`` out, with no allocation.
///
/// In `rfc3339` mode it reads exactly RFC 3339's `date-time` (`T`, `t` or a space between
/// date and time, seconds required, `.` before a fraction, `Z`, `z` or `±hh:mm`); otherwise
/// ISO 8601's extended and basic forms (not mixed), week and ordinal dates, expanded years
/// with a sign (in the basic form, before a calendar or week date only), reduced times (`hh:mm`, `hh`), `,` before a fraction, `±hh` and `±hhmm`
/// offsets, and a date alone (midnight UTC). Both read RFC 9557 annotations after it.
struct ISO8601Scanner {
    var cursor: DateTextCursor
    let rfc3339: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>, rfc3339: Bool) {
        cursor = DateTextCursor(bytes)
        self.rfc3339 = rfc3339
    }

    private static let hyphen = UInt8(ascii: "-"), colon = UInt8(ascii: ":"), plus = UInt8(ascii: "+")

    /// The common shape, `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)` with nothing after it, read in one
    /// pass without a cursor; `nil` for anything else, valid or not, which ``timestamp()`` then reads
    /// (and, if it is wrong, says where). Both syntaxes read this shape alike.
    @inline(__always)  // on every parse of a String, from ``ISO8601Format/parse(_:)``
    static func commonTimestamp(_ bytes: UnsafeBufferPointer<UInt8>)
        -> (seconds: Int64, nanoseconds: Int32, offsetSeconds: Int32, isLocalOffsetUnknown: Bool)? {
        let count = bytes.count
        guard count >= 20, let base = bytes.baseAddress else { return nil }
        // Bytes 0…19 in three little-endian words: `YYYY-MM-`, `DDThh:mm`, `:ss` and the byte after.
        let raw = UnsafeRawPointer(base)
        let dateWord = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let timeWord = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let secondWord = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
        let separator = UInt8(truncatingIfNeeded: timeWord >> 16)
        // The punctuation first, exactly; then the digits, each byte minus '0' below 10 (bit 7 of
        // it, or of it plus 0x76, is set otherwise; the punctuation checked, no byte carries into a digit's).
        guard dateWord & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000,
              timeWord & 0x0000_FF00_0000_0000 == 0x0000_3A00_0000_0000,
              secondWord & 0xFF == 0x3A,
              separator | 0x20 == UInt8(ascii: "t") || separator == UInt8(ascii: " ") else { return nil }
        let date = dateWord ^ 0x3030_3030_3030_3030, time = timeWord ^ 0x3030_3030_3030_3030
        let seconds = secondWord ^ 0x3030_3030
        guard ((date &+ 0x7676_7676_7676_7676) | date) & 0x0080_8000_8080_8080
                | ((time &+ 0x7676_7676_7676_7676) | time) & 0x8080_0080_8000_8080
                | UInt64(((seconds &+ 0x7676_7676) | seconds) & 0x0080_8000) == 0 else { return nil }
        @inline(__always) func pair(_ word: UInt64, _ byte: UInt64) -> Int64 {
            Int64(truncatingIfNeeded: (word >> (byte &* 8)) & 0xF) &* 10 &+ Int64(truncatingIfNeeded: (word >> (byte &* 8 &+ 8)) & 0xF)
        }
        let year = pair(date, 0) &* 100 &+ pair(date, 2), month = pair(date, 5), day = pair(time, 0)
        let hour = pair(time, 3), minute = pair(time, 6), second = pair(UInt64(seconds), 1)
        guard UInt64(bitPattern: month &- 1) < 12 && UInt64(bitPattern: day &- 1) < 31
                && hour < 24 && minute < 60 && second < 60,
              day <= 28 || day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        var index = 19
        var nanoseconds: Int32 = 0
        if base[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < count, base[index] &- 0x30 < 10 {
                if index - start < 9 { nanoseconds = nanoseconds &* 10 &+ Int32(base[index] &- 0x30) }
                index += 1
            }
            guard index > start, index < count else { return nil }
            for _ in min(index - start, 9)..<9 { nanoseconds &*= 10 }
        }
        var offsetSeconds: Int32 = 0
        var unknown = false
        let sign = base[index]
        if sign | 0x20 == UInt8(ascii: "z") {
            guard index + 1 == count else { return nil }
            unknown = true
        } else {
            // `±hh:mm` ends the text: its last eight bytes, two digits before it included, in one word.
            guard sign == plus || sign == hyphen, index + 6 == count else { return nil }
            let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            let digits = tail ^ 0x3030_3030_3030_3030
            guard tail & 0x0000_FF00_0000_0000 == 0x0000_3A00_0000_0000,
                  ((digits &+ 0x7676_7676_7676_7676) | digits) & 0x8080_0080_8000_0000 == 0 else { return nil }
            let hours = Int32(truncatingIfNeeded: (digits >> 24) & 0xF) &* 10 &+ Int32(truncatingIfNeeded: (digits >> 32) & 0xF)
            let minutes = Int32(truncatingIfNeeded: (digits >> 48) & 0xF) &* 10 &+ Int32(truncatingIfNeeded: (digits >> 56) & 0xF)
            guard hours < 24, minutes < 60 else { return nil }
            offsetSeconds = hours * 3600 + minutes * 60
            if sign == hyphen {
                offsetSeconds = -offsetSeconds
                unknown = offsetSeconds == 0
            }
        }
        let days = CivilCalendar.daysOfFourDigitYear(year: year, month: month, day: day)
        // Years 0…9999 and an offset under a day: far from Int64's ends.
        let total = days &* CivilCalendar.secondsPerDay &+ hour &* 3600 &+ minute &* 60 &+ second &- Int64(offsetSeconds)
        return (total, nanoseconds, offsetSeconds, unknown)
    }

    /// A whole timestamp, date and time (or, in ISO 8601 mode, a date alone).
    mutating func timestamp() throws(DateTextFailure) -> ScannedTimestamp {
        var result = ScannedTimestamp()
        let (days, extended) = try date()
        let separator = cursor.peek
        if separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ") {
            cursor.offset += 1
            try time(extended: extended, into: &result)
            try instant(days: days, into: &result)
        } else if rfc3339 {
            throw cursor.failure("expected 'T' and a time after the date")
        } else {
            result.seconds = try multiplied(days, CivilCalendar.secondsPerDay, at: 0)
            result.isLocalOffsetUnknown = true
        }
        try annotations(into: &result)
        guard cursor.atEnd else { throw cursor.failure("unexpected text after the timestamp") }
        return result
    }

    /// A time of day alone, with an optional `T` before it and an optional offset.
    mutating func timeOnly() throws(DateTextFailure) -> ScannedTimestamp {
        var result = ScannedTimestamp()
        if !rfc3339 { _ = cursor.skip(UInt8(ascii: "T")) || cursor.skip(UInt8(ascii: "t")) }
        let extended = cursor.digitCount() == 2 && cursor.byte(at: cursor.offset + 2) == Self.colon
        try time(extended: extended || rfc3339, into: &result, offsetRequired: false)
        guard cursor.atEnd else { throw cursor.failure("unexpected text after the time") }
        return result
    }

    /// The date, as days since 1970, and whether it was written in the extended form.
    private mutating func date() throws(DateTextFailure) -> (days: Int64, extended: Bool) {
        var year: Int64
        var expanded = false
        if !rfc3339, cursor.peek == Self.plus || cursor.peek == Self.hyphen {
            let negative = cursor.peek == Self.hyphen
            cursor.offset += 1
            var count = cursor.digitCount()
            let next = cursor.byte(at: cursor.offset + count)
            // In the basic form only a calendar date (the month and day, four digits) or a week
            // date (after a W) can follow an expanded year: the year is the digits before them.
            if next != Self.hyphen && next != UInt8(ascii: "W") { count -= 4 }
            // Eleven digits keep every day's seconds inside Int64.
            guard (4...11).contains(count) else { throw cursor.failure("expected 4 to 11 digits of an expanded year") }
            year = try cursor.digits(count, "expected a year")
            if negative { year = -year }
            expanded = true
        } else {
            year = try cursor.digits(4, "expected a four-digit year")
        }
        if cursor.skip(Self.hyphen) {
            if cursor.peek == UInt8(ascii: "W") {
                guard !rfc3339 else { throw cursor.failure("expected a two-digit month") }
                cursor.offset += 1
                return (try weekDate(year: year, separated: true), true)
            }
            if !rfc3339, cursor.digitCount() == 3 {
                return (try ordinalDate(year: year), true)
            }
            let monthStart = cursor.offset
            let month = try cursor.digits(2, "expected a two-digit month")
            try cursor.expect(Self.hyphen, "expected '-' after the month")
            return (try calendarDate(year: year, month: month, monthStart: monthStart), true)
        }
        guard !rfc3339 else { throw cursor.failure("expected '-' after the year") }
        if cursor.skip(UInt8(ascii: "W")) {
            return (try weekDate(year: year, separated: false), false)
        }
        switch cursor.digitCount() {
        case 3 where !expanded:
            return (try ordinalDate(year: year), false)
        case 4:
            let monthStart = cursor.offset
            let month = try cursor.digits(2, "expected a two-digit month")
            return (try calendarDate(year: year, month: month, monthStart: monthStart), false)
        default:
            throw cursor.failure("expected '-', a month and day (MMDD), a day of the year (DDD) or a week (Www)")
        }
    }

    private mutating func calendarDate(year: Int64, month: Int64, monthStart: Int) throws(DateTextFailure) -> Int64 {
        guard (1...12).contains(month) else { throw cursor.failure("the month is not 01…12", at: monthStart) }
        let dayStart = cursor.offset
        let day = try cursor.digits(2, "expected a two-digit day")
        guard day >= 1 else { throw cursor.failure("the day is not 01…31", at: dayStart) }
        guard day <= CivilCalendar.daysInMonth(year: year, month: month) else {
            throw cursor.failure(month == 2 && day == 29 ? "29 February of a year that is not a leap year"
                                                         : "the month has fewer days", at: dayStart)
        }
        return CivilCalendar.days(year: year, month: month, day: day)
    }

    private mutating func ordinalDate(year: Int64) throws(DateTextFailure) -> Int64 {
        let start = cursor.offset
        let day = try cursor.digits(3, "expected a three-digit day of the year")
        guard day >= 1, day <= CivilCalendar.daysInYear(year) else {
            throw cursor.failure("the day of the year is not 001…365 (366 in a leap year)", at: start)
        }
        return CivilCalendar.days(year: year, month: 1, day: 1) + day - 1
    }

    private mutating func weekDate(year: Int64, separated: Bool) throws(DateTextFailure) -> Int64 {
        let weekStart = cursor.offset
        let week = try cursor.digits(2, "expected a two-digit week")
        guard week >= 1, week <= CivilCalendar.weeksInWeekYear(year) else {
            throw cursor.failure("the week is not 01…52 (53 in a long week-numbering year)", at: weekStart)
        }
        if separated { try cursor.expect(Self.hyphen, "expected '-' and a weekday after the week") }
        let dayStart = cursor.offset
        let weekday = try cursor.digits(1, "expected a weekday digit 1…7")
        guard (1...7).contains(weekday) else { throw cursor.failure("the weekday is not 1…7", at: dayStart) }
        return CivilCalendar.firstMondayOfWeekYear(year) + (week - 1) * 7 + weekday - 1
    }

    /// The time of day and, when required, the offset after it.
    private mutating func time(extended: Bool, into result: inout ScannedTimestamp,
                               offsetRequired: Bool = true) throws(DateTextFailure) {
        let hourStart = cursor.offset
        result.hour = try cursor.digits(2, "expected a two-digit hour")
        guard result.hour <= 24 else { throw cursor.failure("the hour is not 00…23", at: hourStart) }
        var hasMinutes = true, hasSeconds = true
        if extended {
            if rfc3339 {
                try cursor.expect(Self.colon, "expected ':' after the hour")
            } else {
                hasMinutes = cursor.skip(Self.colon)
            }
        } else {
            hasMinutes = cursor.digitCount() >= 2
        }
        var secondStart = cursor.offset
        if hasMinutes {
            let minuteStart = cursor.offset
            result.minute = try cursor.digits(2, "expected two-digit minutes")
            guard result.minute < 60 else { throw cursor.failure("the minute is not 00…59", at: minuteStart) }
            if extended {
                if rfc3339 {
                    try cursor.expect(Self.colon, "expected ':' after the minutes")
                } else {
                    hasSeconds = cursor.skip(Self.colon)
                }
            } else {
                hasSeconds = cursor.digitCount() >= 2
            }
            if hasSeconds {
                secondStart = cursor.offset
                result.second = try cursor.digits(2, "expected two-digit seconds")
                guard result.second <= 60 else { throw cursor.failure("the second is not 00…59 (60 for a leap second)", at: secondStart) }
                if cursor.skip(UInt8(ascii: ".")) || (!rfc3339 && cursor.skip(UInt8(ascii: ","))) {
                    result.nanoseconds = try cursor.fractionNanoseconds()
                }
            }
        }
        if result.hour == 24 && (result.minute != 0 || result.second != 0 || result.nanoseconds != 0) {
            throw cursor.failure("hour 24 is only 24:00:00, the end of a day", at: hourStart)
        }
        try offset(extended: extended, into: &result, required: offsetRequired)
        if result.second == 60 {
            // RFC 3339 5.7: a leap second is the last second of a UTC day, 23:59:60Z.
            let utcMinute = (result.hour * 60 + result.minute - Int64(result.offsetSeconds / 60)) % 1440
            guard !result.hasOffset || utcMinute == 1439 || utcMinute == -1 else {
                throw cursor.failure("a leap second is only 23:59:60 in UTC", at: secondStart)
            }
        }
    }

    /// `Z`, `z`, `±hh:mm`; in ISO 8601 mode also `±hh` and, in the basic form, `±hhmm`.
    private mutating func offset(extended: Bool, into result: inout ScannedTimestamp, required: Bool) throws(DateTextFailure) {
        let start = cursor.offset
        let sign = cursor.peek
        if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
            cursor.offset += 1
            result.hasOffset = true
            result.isLocalOffsetUnknown = true
            return
        }
        guard sign == Self.plus || sign == Self.hyphen else {
            guard required else { return }
            throw cursor.failure(rfc3339 ? "expected 'Z' or an offset such as +01:00"
                                         : "expected a UTC offset: 'Z' or one such as +01:00")
        }
        cursor.offset += 1
        let hours = try cursor.digits(2, "expected a two-digit offset hour")
        guard hours < 24 else { throw cursor.failure("the offset is beyond ±23:59", at: start) }
        var minutes: Int64 = 0
        if extended ? (rfc3339 ? true : cursor.peek == Self.colon) : cursor.digitCount() >= 2 {
            if extended { try cursor.expect(Self.colon, "expected ':' in the offset") }
            let minuteStart = cursor.offset
            minutes = try cursor.digits(2, "expected two-digit offset minutes")
            guard minutes < 60 else { throw cursor.failure("the offset's minutes are not 00…59", at: minuteStart) }
        }
        let seconds = Int32(hours * 3600 + minutes * 60)
        result.offsetSeconds = sign == Self.hyphen ? -seconds : seconds
        result.hasOffset = true
        // RFC 3339 4.3: -00:00 is UTC with the local offset unknown.
        result.isLocalOffsetUnknown = sign == Self.hyphen && seconds == 0
    }

    /// The instant of a date and the time of day in `result`.
    private mutating func instant(days: Int64, into result: inout ScannedTimestamp) throws(DateTextFailure) {
        let daySeconds = try multiplied(days, CivilCalendar.secondsPerDay, at: 0)
        let local = result.hour * 3600 + result.minute * 60 + result.second - Int64(result.offsetSeconds)
        let (sum, overflow) = daySeconds.addingReportingOverflow(local)
        guard !overflow else { throw cursor.failure("the instant is beyond the range of 64-bit seconds", at: 0) }
        result.seconds = sum
    }

    private func multiplied(_ a: Int64, _ b: Int64, at offset: Int) throws(DateTextFailure) -> Int64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow else { throw cursor.failure("the instant is beyond the range of 64-bit seconds", at: offset) }
        return product
    }

    /// RFC 9557's suffix: an optional zone (`[Europe/Paris]`, `[+01:00]`) and then tags
    /// (`[u-ca=japanese]`), each `[!…]` when critical. Unknown elective tags are skipped;
    /// unknown critical ones are errors.
    private mutating func annotations(into result: inout ScannedTimestamp) throws(DateTextFailure) {
        var first = true
        while cursor.peek == UInt8(ascii: "[") {
            let open = cursor.offset
            cursor.offset += 1
            let critical = cursor.skip(UInt8(ascii: "!"))
            let start = cursor.offset
            var equals: Int?
            while !cursor.atEnd, cursor.peek != UInt8(ascii: "]") {
                if cursor.peek == UInt8(ascii: "="), equals == nil { equals = cursor.offset }
                cursor.offset += 1
            }
            guard !cursor.atEnd else { throw cursor.failure("expected ']' to close the annotation", at: open) }
            let end = cursor.offset
            cursor.offset += 1
            guard end > start else { throw cursor.failure("the annotation is empty", at: start) }
            if let equals {
                try tag(key: start..<equals, value: equals + 1..<end, critical: critical, into: &result)
            } else {
                guard first else { throw cursor.failure("a time zone annotation comes first, once", at: open) }
                try zone(start..<end, into: &result)
                result.zone = start..<end
                result.zoneIsCritical = critical
            }
            first = false
        }
    }

    private func tag(key: Range<Int>, value: Range<Int>, critical: Bool,
                     into result: inout ScannedTimestamp) throws(DateTextFailure) {
        // suffix-key = key-initial *key-char; key-initial = lcalpha / "_"; key-char = key-initial / DIGIT / "-"
        guard !key.isEmpty else { throw cursor.failure("the annotation's key is empty", at: key.lowerBound) }
        for index in key {
            let byte = cursor.bytes[index]
            let initial = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            guard initial || (index > key.lowerBound && (DateTextCursor.isDigit(byte) || byte == Self.hyphen)) else {
                throw cursor.failure("an annotation's key is lowercase letters, digits, '-' and '_'", at: index)
            }
        }
        // suffix-values = 1*alphanum *("-" 1*alphanum)
        var runLength = 0
        for index in value {
            let byte = cursor.bytes[index]
            if byte == Self.hyphen {
                guard runLength > 0 else { throw cursor.failure("an annotation's value has an empty part", at: index) }
                runLength = 0
            } else if DateTextCursor.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) {
                runLength += 1
            } else {
                throw cursor.failure("an annotation's value is letters and digits in parts joined by '-'", at: index)
            }
        }
        guard runLength > 0 else { throw cursor.failure("an annotation's value has an empty part", at: value.upperBound) }
        let isCalendar = key.count == 4 && cursor.bytes[key.lowerBound] == UInt8(ascii: "u")
            && cursor.bytes[key.lowerBound + 1] == Self.hyphen && cursor.bytes[key.lowerBound + 2] == UInt8(ascii: "c")
            && cursor.bytes[key.lowerBound + 3] == UInt8(ascii: "a")
        if isCalendar {
            if result.calendar != nil {
                // RFC 9557 3.3: a repeated key is an error when either is critical; else the first counts.
                guard !critical && !result.calendarIsCritical else {
                    throw cursor.failure("a critical u-ca annotation is repeated", at: key.lowerBound)
                }
                return
            }
            result.calendar = value
            result.calendarIsCritical = critical
        } else if critical {
            throw cursor.failure("an annotation marked critical with '!' has a key this parser does not know", at: key.lowerBound)
        }
    }

    /// A zone name (`Europe/Paris`, `Etc/GMT+1`) or a numeric offset (`+01:00`).
    private func zone(_ range: Range<Int>, into result: inout ScannedTimestamp) throws(DateTextFailure) {
        let first = cursor.bytes[range.lowerBound]
        if first == Self.plus || first == Self.hyphen {
            // time-numoffset = ("+" / "-") time-hour [[":"] time-minute]
            var numeric = DateTextCursor(UnsafeBufferPointer(rebasing: cursor.bytes[range]))
            numeric.offset = 1
            let hours = try numeric.digits(2, "expected a two-digit offset hour")
            var minutes: Int64 = 0
            if !numeric.atEnd {
                _ = numeric.skip(Self.colon)
                minutes = try numeric.digits(2, "expected two-digit offset minutes")
            }
            guard numeric.atEnd, hours < 24, minutes < 60 else {
                throw cursor.failure("the zone annotation's offset is not ±hh:mm within ±23:59", at: range.lowerBound)
            }
            let seconds = Int32(hours * 3600 + minutes * 60)
            result.zoneOffsetSeconds = first == Self.hyphen ? -seconds : seconds
            return
        }
        // time-zone-part = time-zone-initial *time-zone-char, parts joined by "/";
        // time-zone-initial = ALPHA / "." / "_"; time-zone-char = initial / DIGIT / "-" / "+"
        var partStart = range.lowerBound
        for index in range {
            let byte = cursor.bytes[index]
            let letter = byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
            let initial = letter || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            if byte == UInt8(ascii: "/") {
                guard index > partStart else { throw cursor.failure("the zone name has an empty part", at: index) }
                partStart = index + 1
            } else if index == partStart {
                guard initial else { throw cursor.failure("a zone name's part starts with a letter, '.' or '_'", at: index) }
            } else if !(initial || DateTextCursor.isDigit(byte) || byte == Self.hyphen || byte == Self.plus) {
                throw cursor.failure("a zone name is letters, digits, '.', '_', '-', '+' and '/'", at: index)
            }
        }
        guard partStart < range.upperBound else { throw cursor.failure("the zone name has an empty part", at: range.upperBound) }
    }
}
