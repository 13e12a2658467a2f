/// A strptime-style pattern compiled once into steps, which parse and write without allocating.
/// A class: a ``POSIXDatePattern`` copied (into a closure, a collection) retains one object,
/// not each of its arrays.
final class StrptimeProgram: Sendable {
    enum Step: Hashable, Sendable {
        case literal(UInt8)
        /// Zero or more spaces or tabs when reading; one space when writing.
        case whitespace
        case year, twoDigitYear, month, monthName, fullMonthName, day, spacePaddedDay, dayOfYear
        case hour, minute, second, weekdayName, fullWeekdayName, offset, zoneName
    }

    enum CompileFailure: Error {
        case unknownConversion(offset: Int)
        case incomplete
        case trailingPercent(offset: Int)
    }

    let steps: [Step]
    /// The most bytes ``write(seconds:offsetSeconds:into:)`` writes.
    let maximumLength: Int
    /// The places of the fields in the text nearly every date of the pattern is, when the
    /// pattern has only digits and literal text (``FixedLayout``).
    let fixed: FixedLayout?

    static let monthNames: [StaticString] = ["January", "February", "March", "April", "May", "June", "July",
                                             "August", "September", "October", "November", "December"]
    static let weekdayNames: [StaticString] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    init(_ pattern: [UInt8]) throws(CompileFailure) {
        var steps: [Step] = []
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            if byte == UInt8(ascii: "%") {
                guard index + 1 < pattern.count else { throw .trailingPercent(offset: index) }
                let expansion: [Step]
                switch pattern[index + 1] {
                case UInt8(ascii: "Y"): expansion = [.year]
                case UInt8(ascii: "y"): expansion = [.twoDigitYear]
                case UInt8(ascii: "m"): expansion = [.month]
                case UInt8(ascii: "b"), UInt8(ascii: "h"): expansion = [.monthName]
                case UInt8(ascii: "B"): expansion = [.fullMonthName]
                case UInt8(ascii: "d"): expansion = [.day]
                case UInt8(ascii: "e"): expansion = [.spacePaddedDay]
                case UInt8(ascii: "j"): expansion = [.dayOfYear]
                case UInt8(ascii: "H"): expansion = [.hour]
                case UInt8(ascii: "M"): expansion = [.minute]
                case UInt8(ascii: "S"): expansion = [.second]
                case UInt8(ascii: "a"): expansion = [.weekdayName]
                case UInt8(ascii: "A"): expansion = [.fullWeekdayName]
                case UInt8(ascii: "z"): expansion = [.offset]
                case UInt8(ascii: "Z"): expansion = [.zoneName]
                case UInt8(ascii: "T"): expansion = [.hour, .literal(UInt8(ascii: ":")), .minute, .literal(UInt8(ascii: ":")), .second]
                case UInt8(ascii: "R"): expansion = [.hour, .literal(UInt8(ascii: ":")), .minute]
                case UInt8(ascii: "F"): expansion = [.year, .literal(UInt8(ascii: "-")), .month, .literal(UInt8(ascii: "-")), .day]
                case UInt8(ascii: "D"): expansion = [.month, .literal(UInt8(ascii: "/")), .day, .literal(UInt8(ascii: "/")), .twoDigitYear]
                case UInt8(ascii: "n"), UInt8(ascii: "t"): expansion = [.whitespace]
                case UInt8(ascii: "%"): expansion = [.literal(UInt8(ascii: "%"))]
                default: throw .unknownConversion(offset: index)
                }
                steps += expansion
                index += 2
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                steps.append(.whitespace)
                index += 1
            } else {
                steps.append(.literal(byte))
                index += 1
            }
        }
        let hasYear = steps.contains(.year) || steps.contains(.twoDigitYear)
        let hasMonth = steps.contains(.month) || steps.contains(.monthName) || steps.contains(.fullMonthName)
        let hasDay = steps.contains(.day) || steps.contains(.spacePaddedDay)
        guard hasYear, (hasMonth && hasDay) || steps.contains(.dayOfYear) else { throw .incomplete }
        self.steps = steps
        fixed = FixedLayout(steps)
        maximumLength = steps.reduce(0) { length, step in
            switch step {
            case .literal, .whitespace: length + 1
            case .year: length + 20
            case .fullMonthName, .fullWeekdayName: length + 9
            case .dayOfYear, .monthName, .weekdayName, .zoneName: length + 3
            case .offset: length + 5
            default: length + 2
            }
        }
    }

    /// Reads `bytes` as the pattern says: seconds since 1970.
    func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(DateTextFailure) -> Int64 {
        if let seconds = fixed?.parse(bytes) { return seconds }
        return try parseBySteps(bytes)
    }

    /// ``parse(_:)`` step by step, without the fixed layout.
    func parseBySteps(_ bytes: UnsafeBufferPointer<UInt8>) throws(DateTextFailure) -> Int64 {
        var cursor = DateTextCursor(bytes)
        var year: Int64 = 0, month: Int64 = 0, day: Int64 = 0, dayOfYear: Int64 = 0, weekday: Int64 = 0
        var hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0, offset: Int64 = 0
        var dayStart = 0, dayOfYearStart = 0, weekdayStart = 0, secondStart = 0
        for step in steps {
            let start = cursor.offset
            switch step {
            case .literal(let byte):
                guard cursor.skip(byte) else { throw cursor.failure("the text does not match the pattern's literal text here") }
            case .whitespace:
                while cursor.peek == UInt8(ascii: " ") || cursor.peek == UInt8(ascii: "\t") { cursor.offset += 1 }
            case .year:
                year = try cursor.digits(upTo: 4, "expected a year (%Y)")
            case .twoDigitYear:
                // POSIX: 69…99 are 1969…1999, 00…68 are 2000…2068.
                let digits = try cursor.digits(2, "expected a two-digit year (%y)")
                year = digits >= 69 ? 1900 + digits : 2000 + digits
            case .month:
                month = try cursor.digits(upTo: 2, "expected a month (%m)")
                guard (1...12).contains(month) else { throw cursor.failure("the month is not 1…12", at: start) }
            case .monthName, .fullMonthName:
                month = try Self.name(Self.monthNames, &cursor, "expected an English month name (%b, %B)")
            case .day, .spacePaddedDay:
                if step == .spacePaddedDay { _ = cursor.skip(UInt8(ascii: " ")) }
                dayStart = cursor.offset
                day = try cursor.digits(upTo: 2, "expected a day of the month (%d, %e)")
            case .dayOfYear:
                dayOfYearStart = start
                dayOfYear = try cursor.digits(upTo: 3, "expected a day of the year (%j)")
            case .hour:
                hour = try cursor.digits(upTo: 2, "expected an hour (%H)")
                guard hour < 24 else { throw cursor.failure("the hour is not 0…23", at: start) }
            case .minute:
                minute = try cursor.digits(upTo: 2, "expected minutes (%M)")
                guard minute < 60 else { throw cursor.failure("the minute is not 0…59", at: start) }
            case .second:
                secondStart = start
                second = try cursor.digits(upTo: 2, "expected seconds (%S)")
                guard second <= 60 else { throw cursor.failure("the second is not 0…59 (60 for a leap second)", at: start) }
            case .weekdayName, .fullWeekdayName:
                weekdayStart = start
                weekday = try Self.name(Self.weekdayNames, &cursor, "expected an English day name (%a, %A)")
            case .offset:
                offset = try Self.offset(&cursor)
            case .zoneName:
                if Self.skipWord("UTC", &cursor) || Self.skipWord("GMT", &cursor) || cursor.skip(UInt8(ascii: "Z")) {
                    offset = 0
                } else if cursor.peek == UInt8(ascii: "+") || cursor.peek == UInt8(ascii: "-") {
                    offset = try Self.offset(&cursor)
                } else {
                    throw cursor.failure("expected UTC, GMT, Z or an offset such as +0100 (%Z)")
                }
            }
        }
        guard cursor.atEnd else { throw cursor.failure("unexpected text after the date") }
        var days: Int64
        if month != 0 {
            guard day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else {
                throw cursor.failure(month == 2 && day == 29 ? "29 February of a year that is not a leap year"
                                                             : "the day is not one of the month's", at: dayStart)
            }
            days = CivilCalendar.days(year: year, month: month, day: day)
            if dayOfYear != 0, days != CivilCalendar.days(year: year, month: 1, day: 1) + dayOfYear - 1 {
                throw cursor.failure("the day of the year is not the date's", at: dayOfYearStart)
            }
        } else {
            guard dayOfYear >= 1, dayOfYear <= CivilCalendar.daysInYear(year) else {
                throw cursor.failure("the day of the year is not 1…365 (366 in a leap year)", at: dayOfYearStart)
            }
            days = CivilCalendar.days(year: year, month: 1, day: 1) + dayOfYear - 1
        }
        if weekday != 0, CivilCalendar.weekday(days: days) != weekday {
            throw cursor.failure("the day name is not the date's weekday", at: weekdayStart)
        }
        if second == 60 {
            let utcMinute = (hour * 60 + minute - offset / 60) % 1440
            guard utcMinute == 1439 || utcMinute == -1 else {
                throw cursor.failure("a leap second is only 23:59:60 in UTC", at: secondStart)
            }
        }
        return days * CivilCalendar.secondsPerDay + hour * 3600 + minute * 60 + second - offset
    }

    /// `±hhmm`, `±hh:mm`, `±hh` or `Z`, as seconds east of UTC.
    private static func offset(_ cursor: inout DateTextCursor) throws(DateTextFailure) -> Int64 {
        let start = cursor.offset
        if cursor.skip(UInt8(ascii: "Z")) { return 0 }
        let sign = cursor.peek
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
            throw cursor.failure("expected an offset such as -0700, -07:00 or Z (%z)")
        }
        cursor.offset += 1
        let hours = try cursor.digits(2, "expected a two-digit offset hour")
        var minutes: Int64 = 0
        if cursor.skip(UInt8(ascii: ":")) || cursor.digitCount() >= 2 {
            minutes = try cursor.digits(2, "expected two-digit offset minutes")
        }
        guard hours < 24, minutes < 60 else { throw cursor.failure("the offset is beyond ±23:59", at: start) }
        let seconds = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// A name of `names` or its first three letters, in any case, as its index from 1.
    private static func name(_ names: [StaticString], _ cursor: inout DateTextCursor,
                             _ message: StaticString) throws(DateTextFailure) -> Int64 {
        for (index, name) in names.enumerated() {
            let full = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            var matched = 0
            while matched < full.count, cursor.byte(at: cursor.offset + matched) | 0x20 == full[matched] | 0x20 {
                matched += 1
            }
            if matched >= 3 {
                cursor.offset += matched == full.count ? matched : 3
                return Int64(index + 1)
            }
        }
        throw cursor.failure(message)
    }

    private static func skipWord(_ word: StaticString, _ cursor: inout DateTextCursor) -> Bool {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (index, byte) in bytes.enumerated() where cursor.byte(at: cursor.offset + index) != byte { return false }
        cursor.offset += bytes.count
        return true
    }

    /// Writes the instant at an offset as the pattern says; `buffer` holds ``maximumLength`` bytes.
    func write(seconds: Int64, offsetSeconds: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var writer = DateTextWriter(buffer)
        let (days, secondOfDay) = DateTextWriter.localDay(seconds: seconds, offsetSeconds: offsetSeconds)
        let (year, month, day) = CivilCalendar.civil(days: days)
        for step in steps {
            switch step {
            case .literal(let byte): writer.byte(byte)
            case .whitespace: writer.byte(UInt8(ascii: " "))
            case .year: writer.year(year)
            case .twoDigitYear: writer.digits((year % 100 + 100) % 100, 2)
            case .month: writer.digits(month, 2)
            case .monthName: Self.write(Self.monthNames[Int(month - 1)], length: 3, &writer)
            case .fullMonthName: Self.write(Self.monthNames[Int(month - 1)], length: nil, &writer)
            case .day: writer.digits(day, 2)
            case .spacePaddedDay:
                if day < 10 { writer.byte(UInt8(ascii: " ")) }
                writer.digits(day, day < 10 ? 1 : 2)
            case .dayOfYear: writer.digits(days - CivilCalendar.days(year: year, month: 1, day: 1) + 1, 3)
            case .hour: writer.digits(secondOfDay / 3600, 2)
            case .minute: writer.digits(secondOfDay / 60 % 60, 2)
            case .second: writer.digits(secondOfDay % 60, 2)
            case .weekdayName: Self.write(Self.weekdayNames[Int(CivilCalendar.weekday(days: days) - 1)], length: 3, &writer)
            case .fullWeekdayName: Self.write(Self.weekdayNames[Int(CivilCalendar.weekday(days: days) - 1)], length: nil, &writer)
            case .offset: Self.writeOffset(offsetSeconds, &writer)
            case .zoneName:
                if offsetSeconds == 0 {
                    writer.byte(UInt8(ascii: "U"))
                    writer.byte(UInt8(ascii: "T"))
                    writer.byte(UInt8(ascii: "C"))
                } else {
                    Self.writeOffset(offsetSeconds, &writer)
                }
            }
        }
        return writer.count
    }

    private static func write(_ name: StaticString, length: Int?, _ writer: inout DateTextWriter) {
        let count = length ?? name.utf8CodeUnitCount
        for index in 0..<count { writer.byte(name.utf8Start[index]) }
    }

    private static func writeOffset(_ seconds: Int32, _ writer: inout DateTextWriter) {
        writer.byte(seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let minutes = Int64(abs(seconds) / 60)
        writer.digits(minutes / 60, 2)
        writer.digits(minutes % 60, 2)
    }
}

extension StrptimeProgram {
    /// A pattern of numeric fields and literal text (`%Y-%m-%d %H:%M:%S %z`, `%d/%m/%Y`) as
    /// the text that nearly every date of it is: every field with its most digits (`%Y`
    /// four, the others two), one space where the pattern reads spaces, and the offset as
    /// `±hhmm` (`%e` as the pattern writes it: a space before a day below 10). Such a text
    /// is checked eight bytes at a time and its fields read at fixed places, which is what
    /// the steps read from it, field by field, since each field reads as many digits as it
    /// may. Any other text (a one-digit day, two spaces, a `Z`, a leap second, a fault) is
    /// left to the steps, which also give a fault's place.
    ///
    /// Patterns with names (`%b`, `%a`), `%Z`, `%j`, or a field given twice have none, nor
    /// do texts shorter than 8 bytes or longer than 64. A class, so that reading it from
    /// the program copies nothing.
    final class FixedLayout: Sendable {
        /// What the text's bytes must be, eight at a time: at `offset` (the last word ends
        /// at the text's end, overlapping the one before), the bytes under `exactMask` equal
        /// `exactValue`'s, and those with bit 7 set in `digitMask` are ASCII digits.
        struct Word: Sendable {
            let offset: Int
            let exactMask: UInt64, exactValue: UInt64, digitMask: UInt64
        }
        let length: Int
        let words: [Word]
        /// The places of the offset's sign (`+` or `-`) and of `%e`'s first byte (a space or a digit), or -1.
        let offset: Int, spacePaddedDay: Int
        let year: Int, twoDigitYear: Bool, month: Int, day: Int
        /// The places of the time's fields, or -1.
        let hour: Int, minute: Int, second: Int

        private enum Kind { case exact(UInt8), digit, other }

        init?(_ steps: [Step]) {
            var kinds: [Kind] = []
            var places: [Step: Int] = [:]
            for step in steps {
                let width: Int
                switch step {
                case .literal(let byte):
                    kinds.append(.exact(byte))
                    continue
                case .whitespace:
                    kinds.append(.exact(UInt8(ascii: " ")))
                    continue
                case .year: width = 4
                case .twoDigitYear, .month, .day, .spacePaddedDay, .hour, .minute, .second: width = 2
                case .offset: width = 5
                case .monthName, .fullMonthName, .dayOfYear, .weekdayName, .fullWeekdayName, .zoneName: return nil
                }
                let field = step == .spacePaddedDay ? .day : step == .twoDigitYear ? .year : step
                guard places[field] == nil else { return nil }
                places[field] = kinds.count
                switch step {
                case .offset: kinds += [.other, .digit, .digit, .digit, .digit]
                case .spacePaddedDay: kinds += [.other, .digit]
                default: kinds += Array(repeating: .digit, count: width)
                }
            }
            guard let year = places[.year], let month = places[.month], let day = places[.day],
                  (8...64).contains(kinds.count) else { return nil }
            length = kinds.count
            var offsets = Array(stride(from: 0, to: length - 7, by: 8))
            if length % 8 != 0 { offsets.append(length - 8) }
            words = offsets.map { offset in
                var exactMask: UInt64 = 0, exactValue: UInt64 = 0, digitMask: UInt64 = 0
                for byte in 0..<8 {
                    switch kinds[offset + byte] {
                    case .exact(let value):
                        exactMask |= 0xFF << (8 * byte)
                        exactValue |= UInt64(value) << (8 * byte)
                    case .digit: digitMask |= 0x80 << (8 * byte)
                    case .other: break
                    }
                }
                return Word(offset: offset, exactMask: exactMask, exactValue: exactValue, digitMask: digitMask)
            }
            self.year = year
            twoDigitYear = steps.contains(.twoDigitYear)
            self.month = month
            self.day = day
            spacePaddedDay = steps.contains(.spacePaddedDay) ? day : -1
            hour = places[.hour] ?? -1
            minute = places[.minute] ?? -1
            second = places[.second] ?? -1
            offset = places[.offset] ?? -1
        }

        /// Seconds since 1970 of a text of this shape whose fields are valid, as the steps
        /// read it; `nil` for any other text.
        @inline(__always)
        func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
            guard bytes.count == length, let base = bytes.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            // A digit minus '0' is below 10: bit 7 of it, or of it plus 0x76, is set otherwise
            // (a carry out of a byte only ever rejects a text the steps then read).
            var faults: UInt64 = 0
            for word in words {
                let value = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word.offset, as: UInt64.self))
                let digits = value ^ 0x3030_3030_3030_3030
                faults |= ((value ^ word.exactValue) & word.exactMask) | (((digits &+ 0x7676_7676_7676_7676) | digits) & word.digitMask)
            }
            guard faults == 0 else { return nil }
            if offset >= 0 {
                let sign = base[offset]
                guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            }
            if spacePaddedDay >= 0 {
                let first = base[spacePaddedDay]
                guard first &- 0x30 < 10 || first == UInt8(ascii: " ") else { return nil }
            }
            // A digit's low four bits are its value, and a space's (`%e`) are 0.
            @inline(__always) func pair(_ at: Int) -> Int64 {
                at < 0 ? 0 : Int64(base[at] & 0xF) &* 10 &+ Int64(base[at + 1] & 0xF)
            }
            var year = pair(year)
            if twoDigitYear {
                year += year >= 69 ? 1900 : 2000  // POSIX, as the steps read `%y`
            } else {
                year = year &* 100 &+ pair(self.year + 2)
            }
            let month = pair(month), day = pair(day), hour = pair(hour), minute = pair(minute), second = pair(second)
            guard UInt64(bitPattern: month &- 1) < 12, day >= 1, day <= 28 || day <= CivilCalendar.daysInMonth(year: year, month: month),
                  hour < 24, minute < 60, second < 60 else { return nil }
            var offsetSeconds: Int64 = 0
            if offset >= 0 {
                let hours = pair(offset + 1), minutes = pair(offset + 3)
                guard hours < 24, minutes < 60 else { return nil }
                offsetSeconds = hours &* 3600 &+ minutes &* 60
                if base[offset] == UInt8(ascii: "-") { offsetSeconds = -offsetSeconds }
            }
            return CivilCalendar.daysOfFourDigitYear(year: year, month: month, day: day) &* CivilCalendar.secondsPerDay
                &+ hour &* 3600 &+ minute &* 60 &+ second &- offsetSeconds
        }
    }
}
