extension DurationValue {
    /// A duration read from ISO 8601 text, each amount kept as written.
    ///
    /// ```swift
    /// try DurationValue(iso8601: "PT1H2M3S")   // 1 hour, 2 minutes, 3 seconds
    /// try DurationValue(iso8601: "P1DT2H")     // 1 day, 2 hours
    /// try DurationValue(iso8601: "P2W")        // 2 weeks
    /// try DurationValue(iso8601: "PT2.5S")     // 2.5 seconds
    /// try DurationValue(iso8601: "-PT0H30M")   // negative: 0 hours, 30 minutes
    /// try DurationValue(iso8601: "PT")         // throws: 'T' with no time amount after it
    /// ```
    ///
    /// The text is `P`, then amounts in years `Y`, months `M`, weeks `W` and
    /// days `D`, then, after `T`, hours `H`, minutes `M` and seconds `S`: each
    /// unit at most once, in that order, at least one in all, and at least one
    /// after a `T`. A leading `-` makes the duration negative (`+` is allowed
    /// too). An amount is ASCII digits, with a whole part below 2^53; the last
    /// amount alone may have a fraction of one to nine digits after a `.` or
    /// `,`, and then at most 15 significant digits in all. Letters are upper case and nothing else may surround the text.
    /// Weeks may be combined with the other units, as ISO 8601-2 and
    /// JavaScript's Temporal allow.
    ///
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR`, a reason, and in
    ///   ``ICUError/utf8Offset`` the offset of the first byte that does not
    ///   fit: the end of the text for `P` alone or a `T` with nothing after it,
    ///   the first digit of an amount of 2^53 or more.
    public init(iso8601 text: String) throws(ICUError) {
        var text = text
        let parsed = text.withUTF8 { ISO8601DurationParser.parse($0) }
        switch parsed {
        case .success(let value): self = value
        case .failure(let failure):
            throw ICUError(code: .parseError, operation: "reading '\(text)' as an ISO 8601 duration",
                           reason: failure.reason, utf8Offset: failure.offset)
        }
    }

    /// The duration as ISO 8601 text ("PT1H2M3S", "-P1DT0H"), which
    /// ``init(iso8601:)`` reads back as the same value; `nil` when it has
    /// milliseconds, microseconds or nanoseconds, which ISO 8601 has no letter for.
    public var iso8601: String? {
        var text = isNegative ? "-P" : "P"
        var inTime = false
        for component in components {
            let designator: String
            switch component.unit {
            case .years: designator = "Y"
            case .months: designator = "M"
            case .weeks: designator = "W"
            case .days: designator = "D"
            case .hours: designator = "H"
            case .minutes: designator = "M"
            case .seconds: designator = "S"
            case .milliseconds, .microseconds, .nanoseconds: return nil
            }
            if component.unit >= .hours, !inTime {
                text += "T"
                inTime = true
            }
            text += String(component.whole)
            if component.billionths != 0 {
                var fraction = String(component.billionths)
                fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
                while fraction.last == "0" { fraction.removeLast() }
                text += "." + fraction
            }
            text += designator
        }
        return text
    }
}

/// The strict reader of ISO 8601 durations behind ``DurationValue/init(iso8601:)``.
enum ISO8601DurationParser {
    /// Why text is not a duration, and the UTF-8 offset where it stops being one.
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<DurationValue, Failure> {
        var index = 0
        func fail(_ reason: String, at offset: Int) -> Result<DurationValue, Failure> {
            .failure(Failure(reason: reason, offset: offset))
        }
        guard !bytes.isEmpty else { return fail("the text is empty", at: 0) }
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "P") else {
            return fail("a duration starts with 'P'", at: index)
        }
        index += 1
        guard index < bytes.count else { return fail("'P' with no amount after it", at: index) }

        var components: [DurationValue.Component] = []
        var inTime = false
        var fractionAt: Int?
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "T") {
                guard !inTime else { return fail("a second 'T'", at: index) }
                inTime = true
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else {
                    return fail("'T' with no time amount after it", at: index)
                }
                continue
            }
            let start = index
            if let fractionAt { return fail("an amount after the one with a fraction at \(fractionAt)", at: start) }
            guard isDigit(bytes[index]) else { return fail("expected a digit", at: index) }
            var whole: UInt64 = 0
            while index < bytes.count, isDigit(bytes[index]) {
                whole = whole * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                guard whole <= DurationValue.maxWhole else {
                    return fail("an amount of 2^53 (9,007,199,254,740,992) or more", at: start)
                }
                index += 1
            }
            var billionths: UInt32 = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                fractionAt = index
                index += 1
                var digits = 0
                var scale: UInt32 = 100_000_000
                while index < bytes.count, isDigit(bytes[index]) {
                    guard digits < 9 else { return fail("more than nine fraction digits", at: index) }
                    billionths += UInt32(bytes[index] - UInt8(ascii: "0")) * scale
                    scale /= 10
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { return fail("expected a digit after the decimal sign", at: index) }
            }
            guard index < bytes.count else { return fail("an amount with no unit letter after it", at: index) }
            let unit: DurationValue.Unit
            switch (bytes[index], inTime) {
            case (UInt8(ascii: "Y"), false): unit = .years
            case (UInt8(ascii: "M"), false): unit = .months
            case (UInt8(ascii: "W"), false): unit = .weeks
            case (UInt8(ascii: "D"), false): unit = .days
            case (UInt8(ascii: "H"), true): unit = .hours
            case (UInt8(ascii: "M"), true): unit = .minutes
            case (UInt8(ascii: "S"), true): unit = .seconds
            default:
                return fail(inTime ? "expected 'H', 'M' or 'S' after an amount of time"
                                   : "expected 'Y', 'M', 'W' or 'D' after an amount before 'T'", at: index)
            }
            if let last = components.last, last.unit >= unit {
                return fail("'\(Character(Unicode.Scalar(bytes[index])))' (\(unit)) after \(last.unit)", at: index)
            }
            let component = DurationValue.Component(unit: unit, whole: whole, billionths: billionths)
            if component.hasTooManyDigits {
                return fail("an amount with a fraction and more than \(DurationValue.maxSignificantDigits) significant digits",
                            at: start)
            }
            components.append(component)
            index += 1
        }
        return .success(DurationValue(checked: components, isNegative: negative))
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
