import FoundationEssentials
@_spi(CLI) import ICU

/// Instants as `date` reads them and `parse-date` writes them: ISO 8601 in
/// the proleptic Gregorian calendar, and `@` with Unix seconds.
///
/// Written here rather than with Foundation's `ISO8601DateFormatter`, which
/// lives in the full Foundation this tool does not link.
enum Instant {
    /// The largest distance from 1970 accepted, in seconds: ECMAScript's
    /// 100,000,000 days, well inside what ICU's calendars handle.
    static let limit: Double = 8.64e12

    /// ``limit`` in milliseconds.
    private static let limitMilliseconds = Int(limit) * 1000

    /// Reads `2014-01-05T15:08:09Z`, `2014-01-05T16:08:09.250+01:00`
    /// (`YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, years before 0000 and
    /// after 9999 with a sign and four digits or more, such as `-0005` and
    /// `+10000`, as ``utcString(_:)`` writes them), or `@1388934489`, `@-5`, `@1.5`.
    ///
    /// The instant is read as a whole number of milliseconds: fraction digits
    /// after the third are dropped, never rounded, so that a text is never
    /// shown as a later second, day or year than it says.
    static func parse(_ text: String) throws(ICUError) -> Date {
        try parse(Array(text.utf8)[...])
    }

    /// ``parse(_:)`` for the bytes of a batch line, which may not be UTF-8.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(ICUError) -> Date {
        var scanner = Scanner(bytes)
        let milliseconds = scanner.skip(UInt8(ascii: "@")) ? scanner.unixMilliseconds() : scanner.iso8601()
        guard let milliseconds, scanner.atEnd else {
            let text = String(decoding: bytes.prefix(256), as: UTF8.self)
            throw ICUError(code: .parseError, operation: "reading '\(text.prefix(64))' as an instant",
                           reason: "expected ISO 8601 such as 2014-01-05T15:08:09Z or 2014-01-05T16:08:09.250+01:00, or @ and Unix seconds such as @1388934489",
                           utf8Offset: scanner.offset)
        }
        guard abs(milliseconds) <= limitMilliseconds else {
            let text = String(decoding: bytes.prefix(256), as: UTF8.self)
            throw ICUError(code: .illegalArgument, operation: "reading '\(text.prefix(64))' as an instant",
                           reason: "more than 100,000,000 days from 1970")
        }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// Writes a date in UTC as `2014-09-03T07:00:00Z`, with `.SSS` only when
    /// the milliseconds are not zero. Years beyond 0000…9999 get a sign and
    /// at least four digits (ISO 8601's expanded form), year 0 being 1 BC.
    static func utcString(_ date: Date) throws(ICUError) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) <= limit else {
            throw ICUError(code: .illegalArgument, operation: "writing the instant \(seconds) in UTC",
                           reason: "more than 100,000,000 days from 1970")
        }
        let millis = Int64((seconds * 1000).rounded())
        let wholeSeconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        return utcString(ExactInstant(secondsSince1970: wholeSeconds, nanoseconds: (millis - wholeSeconds * 1000) * 1_000_000))
    }

    private static let seconds = try! ISO8601Format(syntax: .rfc3339, fractionDigits: 0)
    private static let milliseconds = try! ISO8601Format(syntax: .rfc3339, fractionDigits: 3)

    /// The instant as ``utcString(_:)`` writes a date: milliseconds only when they are
    /// not zero, digits after them dropped.
    static func utcString(_ instant: ExactInstant) -> String {
        (instant.nanoseconds < 1_000_000 ? seconds : milliseconds).format(instant)
    }
}

/// A cursor over the UTF-8 bytes of an instant; `offset` is where reading stopped.
private struct Scanner {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = Array(bytes) }

    var atEnd: Bool { offset == bytes.count }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Skips `upper` or its lowercase form, as RFC 3339 allows for `T` and `Z`.
    mutating func skipLetter(_ upper: UInt8) -> Bool {
        skip(upper) || skip(upper | 0x20)
    }

    /// Exactly `count` digits, as a number.
    mutating func digits(_ count: Int) -> Int? {
        guard offset + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[offset..<offset + count] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        offset += count
        return value
    }

    /// One or more digits as a number, which stops growing at `cap`: a
    /// number that large is out of range anyway, and cannot overflow.
    mutating func digitRun(cap: Int) -> (value: Int, count: Int)? {
        let start = offset
        var value = 0
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            value = min(value * 10 + Int(bytes[offset] - UInt8(ascii: "0")), cap)
            offset += 1
        }
        guard offset > start else { return nil }
        return (value, offset - start)
    }

    /// `.digits`, if there, as milliseconds: digits after the third are dropped.
    mutating func fractionMilliseconds() -> Int? {
        guard skip(UInt8(ascii: ".")) else { return 0 }
        let start = offset
        guard digitRun(cap: Int.max) != nil else { return nil }
        var milliseconds = 0
        for index in start..<start + 3 {
            let digit = index < offset ? Int(bytes[index] - UInt8(ascii: "0")) : 0
            milliseconds = milliseconds * 10 + digit
        }
        return milliseconds
    }

    /// `[+-]digits[.digits]`, after the `@`, as milliseconds since 1970.
    mutating func unixMilliseconds() -> Int? {
        let sign = skip(UInt8(ascii: "-")) ? -1 : 1
        if sign == 1 { _ = skip(UInt8(ascii: "+")) }
        // 10^15 seconds is beyond the limit; the milliseconds cannot overflow.
        guard let (seconds, _) = digitRun(cap: 1_000_000_000_000_000),
              let fraction = fractionMilliseconds() else { return nil }
        return sign * (seconds * 1000 + fraction)
    }

    /// The year: four digits for 0000…9999, else a sign and four digits or
    /// more (ISO 8601's expanded form), as ``Instant/utcString(_:)`` writes it.
    mutating func year() -> Int? {
        // 10^7 years is beyond the limit, and its days cannot overflow.
        let cap = 10_000_000
        if skip(UInt8(ascii: "+")) {
            guard let (year, count) = digitRun(cap: cap), count >= 5, year > 9999 else { return nil }
            return year
        }
        if skip(UInt8(ascii: "-")) {
            guard let (year, count) = digitRun(cap: cap), count >= 4, year > 0 else { return nil }
            return -year
        }
        return digits(4)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, as milliseconds since 1970.
    mutating func iso8601() -> Int? {
        guard let year = year(), skip(UInt8(ascii: "-")),
              let month = digits(2), (1...12).contains(month), skip(UInt8(ascii: "-")),
              let day = digits(2), (1...Int(CivilCalendar.daysInMonth(year: Int64(year), month: Int64(month)))).contains(day),
              skipLetter(UInt8(ascii: "T")),
              let hour = digits(2), hour < 24, skip(UInt8(ascii: ":")),
              let minute = digits(2), minute < 60, skip(UInt8(ascii: ":")),
              let second = digits(2), second < 60,
              let fraction = fractionMilliseconds()
        else { return nil }
        var offsetSeconds = 0
        if !skipLetter(UInt8(ascii: "Z")) {
            let sign: Int
            if skip(UInt8(ascii: "+")) {
                sign = 1
            } else if skip(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let hours = digits(2), hours < 24, skip(UInt8(ascii: ":")),
                  let minutes = digits(2), minutes < 60 else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        }
        let days = Int(CivilCalendar.days(year: Int64(year), month: Int64(month), day: Int64(day)))
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return seconds * 1000 + fraction
    }
}
