import FoundationEssentials

extension ISO8601Format {
    /// The instant of a timestamp.
    ///
    /// ```swift
    /// try ISO8601Format.rfc3339.parse("1996-12-19T16:39:57-08:00")  // 1996-12-20T00:39:57Z
    /// try ISO8601Format.rfc3339.parse("1990-02-30T00:00:00Z")
    /// // reading '1990-02-30T00:00:00Z' as an RFC 3339 timestamp: U_PARSE_ERROR (the month has fewer days) at offset 8
    /// ```
    ///
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` and the byte offset of the fault for text
    ///   that is not a timestamp of ``syntax`` (see ``ISO8601Format``), or whose offset
    ///   contradicts a critical zone annotation (``parseTimestamp(_:)``).
    public func parse(_ text: String) throws(ICUError) -> ExactInstant {
        // The common shape straight from a native string's storage, without the throwing closure.
        if let found = text.utf8.withContiguousStorageIfAvailable(ISO8601Scanner.commonTimestamp) {
            if let common = found {
                return ExactInstant(secondsSince1970: common.seconds, normalizedNanoseconds: common.nanoseconds)
            }
            // Another shape: the scanner reads it, without a second look for the common one.
            return try DateText.withUTF8(text) { bytes throws(ICUError) in try scanTimestamp(utf8: bytes).instant }
        }
        return try DateText.withUTF8(text) { bytes throws(ICUError) in try parse(utf8: bytes) }
    }

    /// ``parse(_:)`` on UTF-8 bytes, read in place.
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> ExactInstant {
        if let common = ISO8601Scanner.commonTimestamp(bytes) {
            return ExactInstant(secondsSince1970: common.seconds, normalizedNanoseconds: common.nanoseconds)
        }
        return try scanTimestamp(utf8: bytes).instant
    }

    /// The instant of a timestamp as a `Date` (which keeps about a tenth of a microsecond).
    public func parseDate(_ text: String) throws(ICUError) -> Date {
        Date(try parse(text))
    }

    /// A timestamp with its offset and RFC 9557 annotations.
    ///
    /// ```swift
    /// let stamp = try ISO8601Format.rfc3339.parseTimestamp("2022-07-08T00:14:07+01:00[Europe/Paris]")
    /// stamp.utcOffset  // +01:00
    /// stamp.timeZone   // "Europe/Paris"
    /// ```
    ///
    /// RFC 9557 (section 3): a zone annotation comes first (`[Europe/Paris]`, `[+01:00]`),
    /// then tags (`[u-ca=japanese]`); a `!` makes one critical (`[!Europe/Paris]`). The zone and
    /// the calendar are kept as written. An unknown key is ignored, unless critical; a critical zone
    /// must be one ICU knows, and the timestamp's offset must be the zone's at that instant (a `Z`
    /// or `-00:00`, an unknown local offset, contradicts no zone).
    ///
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` and the byte offset of the fault.
    ///
    /// The zone's offsets come from `ucal_setMillis` and `ucal_get` (``TimeZoneID/offsets(at:)``).
    public func parseTimestamp(_ text: String) throws(ICUError) -> Timestamp {
        try DateText.withUTF8(text) { bytes throws(ICUError) in try parseTimestamp(utf8: bytes) }
    }

    /// ``parseTimestamp(_:)`` on UTF-8 bytes, read in place.
    public func parseTimestamp(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Timestamp {
        if let common = ISO8601Scanner.commonTimestamp(bytes) {
            return Timestamp(instant: ExactInstant(secondsSince1970: common.seconds, normalizedNanoseconds: common.nanoseconds),
                             utcOffset: UTCOffset(unchecked: common.offsetSeconds), isLocalOffsetUnknown: common.isLocalOffsetUnknown)
        }
        return try scanTimestamp(utf8: bytes)
    }

    /// ``parseTimestamp(utf8:)`` by the scanner alone, without the common shape read in one pass.
    func scanTimestamp(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Timestamp {
        var scanner = ISO8601Scanner(bytes, rfc3339: syntax == .rfc3339)
        let scanned: ScannedTimestamp
        do {
            scanned = try scanner.timestamp()
        } catch {
            throw error.error(reading: bytes, as: textName)
        }
        var stamp = Timestamp(instant: ExactInstant(secondsSince1970: scanned.seconds, nanoseconds: Int64(scanned.nanoseconds)),
                              utcOffset: UTCOffset(unchecked: scanned.offsetSeconds),
                              isLocalOffsetUnknown: scanned.isLocalOffsetUnknown)
        if let zone = scanned.zone {
            stamp.timeZone = String(decoding: UnsafeBufferPointer(rebasing: bytes[zone]), as: UTF8.self)
            stamp.isTimeZoneCritical = scanned.zoneIsCritical
            if scanned.zoneIsCritical && !scanned.isLocalOffsetUnknown {
                try checkZone(stamp, numericOffset: scanned.zoneOffsetSeconds, at: zone.lowerBound, in: bytes)
            }
        }
        if let calendar = scanned.calendar {
            stamp.calendar = String(decoding: UnsafeBufferPointer(rebasing: bytes[calendar]), as: UTF8.self)
            stamp.isCalendarCritical = scanned.calendarIsCritical
        }
        return stamp
    }

    /// Checks a timestamp's offset against its critical zone annotation.
    private func checkZone(_ stamp: Timestamp, numericOffset: Int32?, at offset: Int,
                           in bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) {
        let zoneOffset: Int
        if let numericOffset {
            zoneOffset = Int(numericOffset)
        } else {
            let name = stamp.timeZone ?? ""
            do {
                zoneOffset = try TimeZoneID(name).offsets(at: Date(stamp.instant)).total
            } catch {
                throw ICUError(code: .parseError, operation: "reading '\(DateText.quoted(bytes))' as \(textName)",
                               reason: "the critical zone annotation names no zone known: \(error.description)",
                               utf8Offset: offset)
            }
        }
        guard zoneOffset == Int(stamp.utcOffset.seconds) else {
            throw ICUError(code: .parseError, operation: "reading '\(DateText.quoted(bytes))' as \(textName)",
                           reason: "the offset \(stamp.utcOffset) is not the critical zone's at that instant, \(UTCOffset(unchecked: Int32(zoneOffset)))",
                           utf8Offset: offset)
        }
    }

    /// A time of day without a date: `12:00:00-07:00`, `T12:00`, `1200Z`, `23:59:60Z`.
    ///
    /// ``Syntax/rfc3339`` reads RFC 3339's `partial-time` and an optional offset
    /// (`hh:mm:ss[.frac][Z|±hh:mm]`); ``Syntax/iso8601`` also an optional `T` before it, the
    /// basic form and reduced times. A time alone names no instant; combine it with a date
    /// of your own.
    ///
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` and the byte offset of the fault.
    public func parseTime(_ text: String) throws(ICUError) -> ISO8601Time {
        try DateText.withUTF8(text) { bytes throws(ICUError) in try parseTime(utf8: bytes) }
    }

    /// ``parseTime(_:)`` on UTF-8 bytes, read in place.
    public func parseTime(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> ISO8601Time {
        var scanner = ISO8601Scanner(bytes, rfc3339: syntax == .rfc3339)
        let scanned: ScannedTimestamp
        do {
            scanned = try scanner.timeOnly()
        } catch {
            throw error.error(reading: bytes, as: syntax == .rfc3339 ? "an RFC 3339 time" : "an ISO 8601 time")
        }
        return ISO8601Time(hour: Int(scanned.hour), minute: Int(scanned.minute), second: Int(scanned.second),
                           nanosecond: Int(scanned.nanoseconds),
                           utcOffset: scanned.hasOffset ? UTCOffset(unchecked: scanned.offsetSeconds) : nil)
    }
}
