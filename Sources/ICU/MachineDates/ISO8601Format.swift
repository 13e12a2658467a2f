/// Reads and writes ISO 8601 and RFC 3339 timestamps, such as `2014-02-07T12:00:00-07:00`,
/// exactly to the standards and to the nanosecond, without a locale, ICU, or an allocation.
///
/// ```swift
/// let instant = try ISO8601Format.rfc3339.parse("2014-02-07T12:00:00-07:00")
/// ISO8601Format.rfc3339.format(instant)                     // "2014-02-07T19:00:00Z"
/// ISO8601Format.rfc3339.format(instant, utcOffset: try UTCOffset(hours: -7))
///                                                           // "2014-02-07T12:00:00-07:00"
/// try ISO8601Format.iso8601.parse("2014-W06-5T12:00Z")      // 2014-02-07T12:00:00Z
/// ```
///
/// This is the path for dates that machines exchange (API payloads, logs, headers), which are
/// not user text; for dates people read, in their language, use ``DateFormat``.
///
/// What ``parse(_:)`` accepts is ``syntax``:
/// - ``Syntax/rfc3339``: RFC 3339's `date-time` and nothing else: `YYYY-MM-DD`, then `T`, `t`
///   or a space, `hh:mm:ss`, an optional `.` and fraction, and `Z`, `z` or `±hh:mm`.
/// - ``Syntax/iso8601``: that, and ISO 8601's basic form (`20140207T120000Z`, not mixed with
///   the extended one), week dates (`2014-W06-5`, `2014W065`), ordinal dates (`2014-038`,
///   `2014038`), expanded years with a sign and 4 to 11 digits (`+10000-01-01`; in the basic
///   form before a calendar or week date only, `+100000101`), times
///   without seconds or minutes (`12:00`, `12`), `,` before a fraction, and offsets `±hh` and
///   `±hhmm`. A date alone is midnight UTC, with ``Timestamp/isLocalOffsetUnknown`` set; a time
///   with a date needs an offset (a local time names no instant).
///
/// Both read RFC 9557 annotations after the timestamp (`[Europe/Paris]`, `[!u-ca=japanese]`):
/// see ``parseTimestamp(_:)``. Both are strict: month 13, 30 February, 29 February of a common
/// year, minute 60, hour 24 other than `24:00:00` (the next day's midnight), an offset beyond
/// ±23:59, and text after the timestamp are errors that give the byte where the fault is.
///
/// - Fraction digits after the ninth (past nanoseconds) are read and dropped, never rounded,
///   so that a text never becomes a later second.
/// - A leap second, `:60`, is accepted only as RFC 3339 has it, where the time in UTC is
///   23:59:60 (`23:59:60Z`, `15:59:60-08:00`), and reads as POSIX time does (`timegm`): the
///   same instant as the next second, the next day's `00:00:00` in UTC.
/// - Years run from 0000 (1 BC) to 9999 in four digits; ``format(_:utcOffset:)-(ExactInstant,_)`` writes
///   instants beyond them with ISO 8601's expanded years (`+10000`, `-0001`), which ``Syntax/iso8601`` reads.
///
/// A value is immutable and `Sendable`: share one between threads freely.
/// No ICU function is involved.
public struct ISO8601Format: Hashable, Sendable {
    /// What ``ISO8601Format/parse(_:)`` accepts.
    public enum Syntax: Hashable, Sendable {
        /// RFC 3339's `date-time` only.
        case rfc3339
        /// ISO 8601's date and time forms, RFC 3339's among them.
        case iso8601
    }

    /// How ``ISO8601Format/format(_:utcOffset:)-(ExactInstant,_)`` writes.
    public enum Representation: Hashable, Sendable {
        /// `2014-02-07T12:00:00-07:00`: RFC 3339's form, ISO 8601's extended one.
        case extended
        /// `20140207T120000-0700`: ISO 8601's basic form.
        case basic
        /// `2014-02-07`: the date alone, at the offset given.
        case date
    }

    /// What ``parse(_:)`` accepts.
    public let syntax: Syntax
    /// How ``format(_:utcOffset:)-(ExactInstant,_)`` writes.
    public let representation: Representation
    /// How many fraction digits ``format(_:utcOffset:)-(ExactInstant,_)`` writes, 0 … 9 (truncating), or
    /// `nil` for as many as the nanoseconds need (none for whole seconds), which round-trips.
    public let fractionDigits: Int?

    /// A format that reads `syntax` and writes `representation`.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for `fractionDigits` beyond 0 … 9.
    public init(syntax: Syntax = .iso8601, representation: Representation = .extended,
                fractionDigits: Int? = nil) throws(ICUError) {
        if let fractionDigits, !(0...9).contains(fractionDigits) {
            throw ICUError(code: .illegalArgument, operation: "making an ISO 8601 format with \(fractionDigits) fraction digits",
                           reason: "fraction digits are 0 … 9")
        }
        self.init(unchecked: syntax, representation, fractionDigits)
    }

    private init(unchecked syntax: Syntax, _ representation: Representation, _ fractionDigits: Int?) {
        self.syntax = syntax
        self.representation = representation
        self.fractionDigits = fractionDigits
    }

    /// RFC 3339: reads `date-time` only, writes `2014-02-07T19:00:00Z` with as many
    /// fraction digits as needed.
    public static let rfc3339 = ISO8601Format(unchecked: .rfc3339, .extended, nil)

    /// ISO 8601: reads every form listed in ``ISO8601Format``, writes as ``rfc3339`` does.
    public static let iso8601 = ISO8601Format(unchecked: .iso8601, .extended, nil)

    /// The most bytes ``format(_:utcOffset:into:)`` writes, for any instant.
    public static let maximumLength = 64

    /// What the errors say the text was read as.
    var textName: String { syntax == .rfc3339 ? "an RFC 3339 timestamp" : "an ISO 8601 timestamp" }
}
