import FoundationEssentials

extension ISO8601Format {
    /// The instant as a timestamp at an offset: `Z` for UTC, else the offset (`-07:00`,
    /// `-0700` in the basic form).
    ///
    /// ```swift
    /// let instant = ExactInstant(secondsSince1970: 1_391_799_600, nanoseconds: 5_000)
    /// ISO8601Format.rfc3339.format(instant)  // "2014-02-07T19:00:00.000005Z"
    /// try ISO8601Format(representation: .basic, fractionDigits: 0).format(instant)
    ///                                       // "20140207T190000Z"
    /// ```
    public func format(_ instant: ExactInstant, utcOffset: UTCOffset = .zero) -> String {
        DateText.string(capacity: Self.maximumLength) { buffer in
            write(instant, offsetSeconds: utcOffset.seconds, unknownOffset: true, into: buffer)
        }
    }

    /// ``format(_:utcOffset:)-(ExactInstant,_)`` into a caller's buffer, allocating nothing.
    ///
    /// - Returns: The number of bytes written, or `nil` (with nothing written) when the buffer
    ///   is shorter than ``maximumLength``.
    public func format(_ instant: ExactInstant, utcOffset: UTCOffset = .zero,
                       into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard buffer.count >= Self.maximumLength else { return nil }
        return write(instant, offsetSeconds: utcOffset.seconds, unknownOffset: true, into: buffer)
    }

    /// A timestamp at its own offset, with its RFC 9557 annotations: `+00:00` for a known
    /// offset of zero and `Z` for an unknown one (``Timestamp/isLocalOffsetUnknown``), as RFC
    /// 3339 tells them apart.
    ///
    /// ```swift
    /// let stamp = try ISO8601Format.iso8601.parseTimestamp("2022-07-08T00:14:07+02:00[!Europe/Paris]")
    /// ISO8601Format.rfc3339.format(stamp)  // "2022-07-08T00:14:07+02:00[!Europe/Paris]"
    /// ```
    public func format(_ stamp: Timestamp) -> String {
        var text = DateText.string(capacity: Self.maximumLength) { buffer in
            write(stamp.instant, offsetSeconds: stamp.utcOffset.seconds, unknownOffset: stamp.isLocalOffsetUnknown,
                  into: buffer)
        }
        if let zone = stamp.timeZone { text += (stamp.isTimeZoneCritical ? "[!" : "[") + zone + "]" }
        if let calendar = stamp.calendar { text += (stamp.isCalendarCritical ? "[!u-ca=" : "[u-ca=") + calendar + "]" }
        return text
    }

    /// A `Date` as a timestamp at an offset (see ``format(_:utcOffset:)-(ExactInstant,_)``).
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN or infinite date
    ///   (``ExactInstant/init(_:)``).
    public func format(_ date: Date, utcOffset: UTCOffset = .zero) throws(ICUError) -> String {
        format(try ExactInstant(date), utcOffset: utcOffset)
    }

    /// `Z` for zero, else `+05:30`: what ``UTCOffset/description`` shows.
    static func offsetText(_ offset: UTCOffset) -> String {
        DateText.string(capacity: 8) { buffer in
            var writer = DateTextWriter(buffer)
            writeOffset(offset.seconds, unknownOffset: true, extended: true, &writer)
            return writer.count
        }
    }

    /// Writes the timestamp; `buffer` holds at least ``maximumLength`` bytes.
    func write(_ instant: ExactInstant, offsetSeconds: Int32, unknownOffset: Bool,
               into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        if representation == .extended {
            // Seconds from 0000-01-01T00:00 at the offset, unsigned: below ten thousand years' for a
            // year of four digits. An instant that wraps lies near Int64's ends, far from that range.
            let local = UInt64(bitPattern: instant.secondsSince1970
                                &+ (CivilCalendar.daysFrom0000To1970 &* CivilCalendar.secondsPerDay &+ Int64(offsetSeconds)))
            if local < UInt64(CivilCalendar.daysOfFourDigitYears) &* 86_400 {
                let (year, month, day) = CivilCalendar.civilOfFourDigitYear(daysSince0000: UInt32(truncatingIfNeeded: local / 86_400))
                return Self.writeExtended(year: year, month: month, day: day, secondOfDay: UInt32(truncatingIfNeeded: local % 86_400),
                                          nanoseconds: UInt32(truncatingIfNeeded: instant.nanoseconds), fractionDigits: fractionDigits,
                                          offsetSeconds: offsetSeconds, unknownOffset: unknownOffset,
                                          into: UnsafeMutableRawPointer(buffer.baseAddress!))
            }
        }
        var writer = DateTextWriter(buffer)
        let (days, secondOfDay) = DateTextWriter.localDay(seconds: instant.secondsSince1970, offsetSeconds: offsetSeconds)
        let (year, month, day) = CivilCalendar.civil(days: days)
        let extended = representation != .basic
        writer.year(year)
        if extended { writer.byte(UInt8(ascii: "-")) }
        writer.digits(month, 2)
        if extended { writer.byte(UInt8(ascii: "-")) }
        writer.digits(day, 2)
        guard representation != .date else { return writer.count }
        writer.byte(UInt8(ascii: "T"))
        writer.digits(secondOfDay / 3600, 2)
        if extended { writer.byte(UInt8(ascii: ":")) }
        writer.digits(secondOfDay / 60 % 60, 2)
        if extended { writer.byte(UInt8(ascii: ":")) }
        writer.digits(secondOfDay % 60, 2)
        writer.fraction(instant.nanoseconds, width: fractionDigits)
        Self.writeOffset(offsetSeconds, unknownOffset: unknownOffset, extended: extended, &writer)
        return writer.count
    }

    /// RFC 3339's own shape, the most written, `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)` for a
    /// year of four digits: two digits at a time from a table, at fixed places, without loops
    /// but the one that drops a fraction's trailing zeros. Returns the bytes written.
    @inline(__always)  // the whole of the common format
    private static func writeExtended(year: UInt32, month: UInt32, day: UInt32, secondOfDay: UInt32, nanoseconds: UInt32,
                                      fractionDigits: Int?, offsetSeconds: Int32, unknownOffset: Bool,
                                      into out: UnsafeMutableRawPointer) -> Int {
        let table: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let pairs = UnsafeRawPointer(table.utf8Start)
        @inline(__always) func pair(_ value: UInt32, at offset: Int) {
            out.storeBytes(of: pairs.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: value) &* 2, as: UInt16.self),
                           toByteOffset: offset, as: UInt16.self)
        }
        @inline(__always) func byte(_ byte: UInt8, at offset: Int) {
            out.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
        }
        pair(year / 100, at: 0)
        pair(year % 100, at: 2)
        byte(UInt8(ascii: "-"), at: 4)
        pair(month, at: 5)
        byte(UInt8(ascii: "-"), at: 7)
        pair(day, at: 8)
        byte(UInt8(ascii: "T"), at: 10)
        let minuteOfDay = secondOfDay / 60
        pair(minuteOfDay / 60, at: 11)
        byte(UInt8(ascii: ":"), at: 13)
        pair(minuteOfDay % 60, at: 14)
        byte(UInt8(ascii: ":"), at: 16)
        pair(secondOfDay % 60, at: 17)
        var end = 19
        let width = fractionDigits ?? (nanoseconds == 0 ? 0 : 9)
        if width > 0 {
            // All nine digits, then as many as asked (truncating) or up to the last that is not zero.
            let value = nanoseconds
            byte(UInt8(ascii: "."), at: 19)
            pair(value / 10_000_000, at: 20)
            pair(value / 100_000 % 100, at: 22)
            pair(value / 1000 % 100, at: 24)
            pair(value / 10 % 100, at: 26)
            byte(UInt8(truncatingIfNeeded: value % 10) &+ 0x30, at: 28)
            end = 20 + width
            if fractionDigits == nil {
                while out.load(fromByteOffset: end - 1, as: UInt8.self) == UInt8(ascii: "0") { end -= 1 }
            }
        }
        if offsetSeconds == 0 && unknownOffset {
            byte(UInt8(ascii: "Z"), at: end)
            return end + 1
        }
        byte(offsetSeconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"), at: end)
        let minutes = offsetSeconds.magnitude / 60
        pair(minutes / 60, at: end + 1)
        byte(UInt8(ascii: ":"), at: end + 3)
        pair(minutes % 60, at: end + 4)
        return end + 6
    }

    private static func writeOffset(_ seconds: Int32, unknownOffset: Bool, extended: Bool, _ writer: inout DateTextWriter) {
        if seconds == 0 && unknownOffset { return writer.byte(UInt8(ascii: "Z")) }
        writer.byte(seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let minutes = Int64(abs(seconds) / 60)
        writer.pair(minutes / 60)
        if extended { writer.byte(UInt8(ascii: ":")) }
        writer.pair(minutes % 60)
    }
}
