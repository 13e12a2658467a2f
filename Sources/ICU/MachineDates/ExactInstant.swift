/// An instant to the nanosecond: whole seconds since 1970-01-01T00:00:00Z and the nanoseconds
/// after them, what ``ISO8601Format``, ``HTTPDateFormat`` and ``POSIXDatePattern`` read and write.
///
/// `Date` holds a `Double` of seconds, which cannot carry every nanosecond of an RFC 3339
/// timestamp (at today's instants it keeps about a tenth of a microsecond); this type keeps
/// them all, so a timestamp read and written again is the same text.
///
/// ```swift
/// let instant = try ISO8601Format.rfc3339.parse("1985-04-12T23:20:50.52Z")
/// instant.secondsSince1970  // 482196050
/// instant.nanoseconds       // 520000000
/// ```
///
/// Seconds count as POSIX time does, without leap seconds: a day is always 86,400 of them.
/// No ICU function is involved.
public struct ExactInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole seconds since 1970-01-01T00:00:00Z, negative before it.
    public var secondsSince1970: Int64
    /// Nanoseconds after ``secondsSince1970``: 0 … 999,999,999, also before 1970
    /// (-0.25 s is -1 s and 750,000,000 ns).
    public var nanoseconds: Int32

    /// An instant `seconds` and `nanoseconds` after 1970-01-01T00:00:00Z.
    ///
    /// Nanoseconds outside 0 … 999,999,999 carry into the seconds:
    /// `ExactInstant(secondsSince1970: 0, nanoseconds: -1)` is one nanosecond before 1970.
    public init(secondsSince1970 seconds: Int64, nanoseconds: Int64 = 0) {
        let (carry, rest) = CivilCalendar.floorDivide(nanoseconds, 1_000_000_000)
        self.secondsSince1970 = seconds + carry
        self.nanoseconds = Int32(rest)
    }

    /// An instant of nanoseconds already within 0 … 999,999,999, as the parsers read them.
    @inline(__always)
    init(secondsSince1970 seconds: Int64, normalizedNanoseconds nanoseconds: Int32) {
        self.secondsSince1970 = seconds
        self.nanoseconds = nanoseconds
    }

    /// 1970-01-01T00:00:00Z.
    public static let unixEpoch = ExactInstant(secondsSince1970: 0)

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: ExactInstant, rhs: ExactInstant) -> Bool {
        (lhs.secondsSince1970, lhs.nanoseconds) < (rhs.secondsSince1970, rhs.nanoseconds)
    }

    /// The instant in RFC 3339 in UTC, with as many fraction digits as it needs:
    /// `1985-04-12T23:20:50.52Z`.
    public var description: String { ISO8601Format.rfc3339.format(self) }
}
