import FoundationEssentials

/// Reads and writes HTTP dates (RFC 9110 section 5.6.7), such as the `Date`, `Last-Modified`
/// and `Expires` headers' `Sun, 06 Nov 1994 08:49:37 GMT`, without a locale, ICU, or an allocation.
///
/// ```swift
/// let http = HTTPDateFormat()
/// let instant = try http.parse("Sunday, 06-Nov-94 08:49:37 GMT")
/// try http.format(instant)  // "Sun, 06 Nov 1994 08:49:37 GMT"
/// ```
///
/// It reads the three forms a recipient must accept, case-sensitively as the grammar is:
/// - IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`;
/// - RFC 850's obsolete form, `Sunday, 06-Nov-94 08:49:37 GMT`, whose two-digit year is the
///   year with those digits from 49 years before now to 50 years after (RFC 9110's rule: never
///   more than 50 years in the future);
/// - C's `asctime` form, `Sun Nov  6 08:49:37 1994`.
///
/// It writes IMF-fixdate only, as senders must, truncating to the second. The day name must be
/// the date's weekday; `23:59:60` (a leap second) reads as the next day's midnight, as POSIX time
/// does. No ICU function is involved. A value is `Sendable`: share one between threads freely.
public struct HTTPDateFormat: Hashable, Sendable {
    /// The format: it has no options.
    public init() {}

    /// The length of every IMF-fixdate: 29 bytes.
    public static let length = 29

    /// The instant of an HTTP date.
    ///
    /// - Parameters:
    ///   - text: An IMF-fixdate, RFC 850 or asctime date.
    ///   - now: The instant that RFC 850's two-digit years are read against, by default the
    ///     current one (read only for that form).
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` and the byte offset of the fault.
    public func parse(_ text: String, now: ExactInstant? = nil) throws(ICUError) -> ExactInstant {
        try DateText.withUTF8(text) { bytes throws(ICUError) in try parse(utf8: bytes, now: now) }
    }

    /// ``parse(_:now:)`` on UTF-8 bytes, read in place.
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, now: ExactInstant? = nil) throws(ICUError) -> ExactInstant {
        var scanner = HTTPDateScanner(bytes)
        do {
            let seconds = try scanner.parse {
                let instant = now ?? .now
                let days = CivilCalendar.floorDivide(instant.secondsSince1970, CivilCalendar.secondsPerDay).quotient
                return CivilCalendar.civil(days: days).year
            }
            return ExactInstant(secondsSince1970: seconds)
        } catch {
            throw error.error(reading: bytes, as: "an HTTP date")
        }
    }

    /// The instant of an HTTP date as a `Date`.
    public func parseDate(_ text: String, now: ExactInstant? = nil) throws(ICUError) -> Date {
        Date(try parse(text, now: now))
    }

    /// The instant as IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`, truncated to the second.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an instant whose year is
    ///   not 0000 … 9999, which IMF-fixdate cannot write.
    public func format(_ instant: ExactInstant) throws(ICUError) -> String {
        try Self.check(instant)
        return DateText.string(capacity: Self.length) { buffer in
            var writer = DateTextWriter(buffer)
            HTTPDateScanner.write(seconds: instant.secondsSince1970, into: &writer)
            return writer.count
        }
    }

    /// ``format(_:)-(ExactInstant)`` into a caller's buffer, allocating nothing.
    ///
    /// - Returns: The number of bytes written, ``length``, or `nil` (with nothing written)
    ///   when the buffer is shorter.
    public func format(_ instant: ExactInstant, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ICUError) -> Int? {
        try Self.check(instant)
        guard buffer.count >= Self.length else { return nil }
        var writer = DateTextWriter(buffer)
        HTTPDateScanner.write(seconds: instant.secondsSince1970, into: &writer)
        return writer.count
    }

    /// A `Date` as IMF-fixdate.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN or infinite date, or one
    ///   whose year is not 0000 … 9999.
    public func format(_ date: Date) throws(ICUError) -> String {
        try format(try ExactInstant(date))
    }

    private static func check(_ instant: ExactInstant) throws(ICUError) {
        guard HTTPDateScanner.writableSeconds.contains(instant.secondsSince1970) else {
            throw ICUError(code: .illegalArgument, operation: "writing \(instant) as an HTTP date",
                           reason: "IMF-fixdate has years 0000 … 9999 only")
        }
    }
}
