/// What a machine-readable date says: its instant, the UTC offset it was written with, and its
/// RFC 9557 annotations, such as the zone of `2022-07-08T00:14:07+01:00[Europe/Paris]`.
///
/// ```swift
/// let stamp = try ISO8601Format.iso8601.parseTimestamp("2022-07-08T00:14:07+02:00[!Europe/Paris][u-ca=japanese]")
/// stamp.instant            // 2022-07-07T22:14:07Z
/// stamp.utcOffset.seconds  // 7200
/// stamp.timeZone           // "Europe/Paris"
/// stamp.isTimeZoneCritical // true
/// stamp.calendar           // "japanese"
/// ```
///
/// No ICU function is involved, except `ucal_setMillis` and `ucal_get` (through
/// ``TimeZoneID/offsets(at:)``) to check an offset against a critical zone annotation.
public struct Timestamp: Hashable, Sendable, CustomStringConvertible {
    /// The instant.
    public var instant: ExactInstant
    /// The offset from UTC the text was written in: zero for `Z`, `-00:00` and `GMT`.
    public var utcOffset: UTCOffset
    /// Whether the text said its local offset is unknown (`Z`, `z` or `-00:00` in RFC 3339 and
    /// RFC 9557; `GMT` of HTTP dates is a known offset).
    public var isLocalOffsetUnknown: Bool
    /// The time zone of an RFC 9557 annotation (`[Europe/Paris]`, `[+01:00]`), as written.
    public var timeZone: String?
    /// Whether the zone annotation was critical (`[!Europe/Paris]`): then an offset that
    /// contradicts the zone did not parse.
    public var isTimeZoneCritical: Bool
    /// The calendar of an RFC 9557 `u-ca` annotation (`[u-ca=japanese]`), as written.
    public var calendar: String?
    /// Whether the calendar annotation was critical (`[!u-ca=japanese]`).
    public var isCalendarCritical: Bool

    /// A timestamp of an instant, written with an offset, and with the annotations given.
    public init(instant: ExactInstant, utcOffset: UTCOffset = .zero, isLocalOffsetUnknown: Bool = false,
                timeZone: String? = nil, isTimeZoneCritical: Bool = false,
                calendar: String? = nil, isCalendarCritical: Bool = false) {
        self.instant = instant
        self.utcOffset = utcOffset
        self.isLocalOffsetUnknown = isLocalOffsetUnknown
        self.timeZone = timeZone
        self.isTimeZoneCritical = isTimeZoneCritical
        self.calendar = calendar
        self.isCalendarCritical = isCalendarCritical
    }

    /// The timestamp in RFC 3339 with its offset and RFC 9557 annotations.
    public var description: String { ISO8601Format.rfc3339.format(self) }
}

/// A time of day without a date, what ``ISO8601Format/parseTime(_:)`` reads: `12:00:00-07:00`,
/// `T1200`, `23:59:60Z`.
public struct ISO8601Time: Hashable, Sendable {
    /// 0 … 24 (24 only as `24:00:00`, the end of a day).
    public var hour: Int
    /// 0 … 59.
    public var minute: Int
    /// 0 … 60 (60 for a leap second).
    public var second: Int
    /// 0 … 999,999,999.
    public var nanosecond: Int
    /// The offset from UTC, or `nil` for a local time with none.
    public var utcOffset: UTCOffset?

    /// A time of day; the values are taken as given.
    public init(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0, utcOffset: UTCOffset? = nil) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.utcOffset = utcOffset
    }
}

/// An offset from UTC of a machine-readable date: whole minutes, at most 23:59 either way,
/// as ISO 8601 and RFC 3339 write them (`+05:30`, `-07:00`).
public struct UTCOffset: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The offset east of UTC in seconds: a multiple of 60 in -86,340 … 86,340.
    public let seconds: Int32

    /// No offset: UTC.
    public static let zero = UTCOffset(unchecked: 0)

    /// An offset of `seconds` east of UTC.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` when `seconds` is not whole
    ///   minutes or is beyond ±23:59.
    public init(seconds: Int) throws(ICUError) {
        guard seconds % 60 == 0, abs(seconds) <= 86_340 else {
            throw ICUError(code: .illegalArgument, operation: "making a UTC offset of \(seconds) seconds",
                           reason: "an offset is whole minutes, at most 23:59 either way")
        }
        self.seconds = Int32(seconds)
    }

    /// An offset of `hours` and `minutes` east of UTC (west when negative: `-7, 0` is `-07:00`;
    /// `minutes` takes the sign of `hours`, or its own when `hours` is 0).
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` beyond ±23:59, or for minutes
    ///   beyond 0 … 59.
    public init(hours: Int, minutes: Int = 0) throws(ICUError) {
        guard abs(minutes) < 60, abs(hours) < 24 else {
            throw ICUError(code: .illegalArgument, operation: "making a UTC offset of \(hours) h \(minutes) min",
                           reason: "an offset is at most 23:59 either way")
        }
        try self.init(seconds: hours < 0 ? hours * 3600 - abs(minutes) * 60 : hours * 3600 + minutes * 60)
    }

    init(unchecked seconds: Int32) { self.seconds = seconds }

    /// Whether `lhs` is west of `rhs`.
    public static func < (lhs: UTCOffset, rhs: UTCOffset) -> Bool { lhs.seconds < rhs.seconds }

    /// `Z`, or the offset as `+05:30`.
    public var description: String { ISO8601Format.offsetText(self) }
}
