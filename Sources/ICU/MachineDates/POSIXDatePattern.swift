import FoundationEssentials

/// A fixed `strptime`-style pattern, such as `"%Y-%m-%d %H:%M:%S %z"`, compiled once, that
/// reads and writes dates in the POSIX locale: English month and day names, ASCII digits, no
/// ICU and no allocation per date.
///
/// ```swift
/// let pattern = try POSIXDatePattern("%Y-%m-%d %H:%M:%S %z")
/// let instant = try pattern.parse("2014-02-07 12:00:00 -0700")
/// pattern.format(instant, utcOffset: try UTCOffset(hours: -7))  // "2014-02-07 12:00:00 -0700"
/// ISO8601Format.rfc3339.format(instant)                         // "2014-02-07T19:00:00Z"
/// ```
///
/// It is what `strptime_l` with the POSIX locale and `timegm` do, checked strictly.
/// The conversions:
///
/// | | reads | writes |
/// |---|---|---|
/// | `%Y` | 1 to 4 digits | 4 digits (a sign and more beyond 0000 … 9999) |
/// | `%y` | 2 digits: 69…99 are 1969…1999, 00…68 are 2000…2068 (POSIX) | 2 digits |
/// | `%m`, `%d` | 1 or 2 digits | 2 digits |
/// | `%e` | a day, after an optional space | a day padded with a space |
/// | `%j` | 1 to 3 digits, the day of the year | 3 digits |
/// | `%H`, `%M`, `%S` | 1 or 2 digits; `%S` 60 only at 23:59:60 in UTC | 2 digits |
/// | `%b`, `%h`, `%B` | an English month name or its first three letters, in any case | `Feb`; `February` |
/// | `%a`, `%A` | an English day name or its first three letters, in any case; it must be the date's | `Fri`; `Friday` |
/// | `%z` | `-0700`, `-07:00`, `-07` or `Z` | `-0700` |
/// | `%Z` | `UTC`, `GMT`, `Z`, or an offset as `%z` reads it | `UTC`, or the offset as `%z` writes it |
/// | `%T`, `%R`, `%F`, `%D` | `%H:%M:%S`, `%H:%M`, `%Y-%m-%d`, `%m/%d/%y` | |
/// | `%n`, `%t`, a space or tab | any run of spaces and tabs, or none | a space |
/// | `%%` | `%` | `%` |
///
/// Any other byte must be there as it is. A pattern must name a whole date: a year (`%Y`,
/// `%y`) and a month and day, or a day of the year. Fields it lacks are midnight and UTC.
/// A text is read whole: month 13, 30 February, minute 60, a wrong day name and trailing
/// text are errors with the byte at fault. A value is `Sendable`: share one between threads.
/// No ICU function is involved.
public struct POSIXDatePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as given.
    public let pattern: String
    let program: StrptimeProgram

    /// Compiles a pattern.
    ///
    /// - Throws: ``ICUError`` with `U_INVALID_FORMAT_ERROR` and the offset of a conversion
    ///   not in the table, of a `%` that ends the pattern, or for a pattern that names no whole date.
    public init(_ pattern: String) throws(ICUError) {
        self.pattern = pattern
        do {
            program = try StrptimeProgram(Array(pattern.utf8))
        } catch {
            let (reason, offset): (String, Int?) = switch error {
            case .unknownConversion(let offset): ("a conversion this pattern type does not have", offset)
            case .trailingPercent(let offset): ("'%' ends the pattern", offset)
            case .incomplete: ("the pattern names no whole date: a year, and a month and day or a day of the year", nil)
            }
            throw ICUError(code: .invalidFormat, operation: "compiling the POSIX date pattern '\(pattern)'",
                           reason: reason, utf8Offset: offset)
        }
    }

    /// The most bytes ``format(_:utcOffset:into:)`` writes.
    public var maximumLength: Int { program.maximumLength }

    /// The pattern.
    public var description: String { pattern }

    /// The instant a text names.
    ///
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` and the byte offset of the fault.
    public func parse(_ text: String) throws(ICUError) -> ExactInstant {
        // The common shape straight from a native string's storage, without the throwing closure.
        if let fixed = program.fixed, let found = text.utf8.withContiguousStorageIfAvailable(fixed.parse) {
            if let seconds = found { return ExactInstant(secondsSince1970: seconds) }
            // Another shape: the steps read it, without a second try at the fixed places.
            return try DateText.withUTF8(text) { bytes throws(ICUError) in try reading(bytes, by: program.parseBySteps) }
        }
        return try DateText.withUTF8(text) { bytes throws(ICUError) in try parse(utf8: bytes) }
    }

    /// ``parse(_:)`` on UTF-8 bytes, read in place.
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> ExactInstant {
        try reading(bytes, by: program.parse)
    }

    /// The instant `read` gives for `bytes` (the program's ``StrptimeProgram/parse(_:)``, or
    /// its steps alone), its failure as the library's error.
    func reading(_ bytes: UnsafeBufferPointer<UInt8>,
                 by read: (UnsafeBufferPointer<UInt8>) throws(DateTextFailure) -> Int64) throws(ICUError) -> ExactInstant {
        do {
            return ExactInstant(secondsSince1970: try read(bytes))
        } catch {
            throw error.error(reading: bytes, as: "'\(pattern)'")
        }
    }

    /// The instant a text names, as a `Date`.
    public func parseDate(_ text: String) throws(ICUError) -> Date {
        Date(try parse(text))
    }

    /// The instant at an offset, as the pattern says (seconds truncated).
    public func format(_ instant: ExactInstant, utcOffset: UTCOffset = .zero) -> String {
        DateText.string(capacity: program.maximumLength) { buffer in
            program.write(seconds: instant.secondsSince1970, offsetSeconds: utcOffset.seconds, into: buffer)
        }
    }

    /// ``format(_:utcOffset:)-(ExactInstant,_)`` into a caller's buffer, allocating nothing.
    ///
    /// - Returns: The number of bytes written, or `nil` (with nothing written) when the buffer
    ///   is shorter than ``maximumLength``.
    public func format(_ instant: ExactInstant, utcOffset: UTCOffset = .zero,
                       into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard buffer.count >= program.maximumLength else { return nil }
        return program.write(seconds: instant.secondsSince1970, offsetSeconds: utcOffset.seconds, into: buffer)
    }

    /// Two patterns are equal when their texts are, byte for byte.
    public static func == (lhs: POSIXDatePattern, rhs: POSIXDatePattern) -> Bool {
        lhs.pattern.utf8.elementsEqual(rhs.pattern.utf8)
    }

    /// Hashes the pattern's bytes.
    public func hash(into hasher: inout Hasher) {
        for byte in pattern.utf8 { hasher.combine(byte) }
    }
}
