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
        var writer = DateTextWriter(buffer)
        let (days, secondOfDay) = DateTextWriter.localDay(seconds: instant.secondsSince1970, offsetSeconds: offsetSeconds)
        let (year, month, day) = CivilCalendar.civil(days: days)
        if representation == .extended && fractionDigits == nil && instant.nanoseconds == 0 && (0...9999).contains(year) {
            // RFC 3339's own shape, the most written: no loops.
            writer.pair(year / 100)
            writer.pair(year % 100)
            writer.byte(UInt8(ascii: "-"))
            writer.pair(month)
            writer.byte(UInt8(ascii: "-"))
            writer.pair(day)
            writer.byte(UInt8(ascii: "T"))
            writer.pair(secondOfDay / 3600)
            writer.byte(UInt8(ascii: ":"))
            writer.pair(secondOfDay / 60 % 60)
            writer.byte(UInt8(ascii: ":"))
            writer.pair(secondOfDay % 60)
            Self.writeOffset(offsetSeconds, unknownOffset: unknownOffset, extended: true, &writer)
            return writer.count
        }
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

    private static func writeOffset(_ seconds: Int32, unknownOffset: Bool, extended: Bool, _ writer: inout DateTextWriter) {
        if seconds == 0 && unknownOffset { return writer.byte(UInt8(ascii: "Z")) }
        writer.byte(seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let minutes = Int64(abs(seconds) / 60)
        writer.pair(minutes / 60)
        if extended { writer.byte(UInt8(ascii: ":")) }
        writer.pair(minutes % 60)
    }
}
