import FoundationEssentials

extension NumberFormat {
    /// Parses text written in this format back into a number, as a plain
    /// decimal string with no exponent: `"1.234,56"` in de_DE gives `"1234.56"`.
    ///
    /// The ordinal and compact styles cannot be parsed: ICU 72 reads Spanish
    /// and Italian ordinals as other numbers (`5.º` as 124) and compact
    /// numbers not at all, so they throw `U_UNSUPPORTED_ERROR`. Spelled-out
    /// numbers parse exactly below 2^53 (ICU reads them through a `Double`)
    /// and throw beyond it; spelled-out text over 1 KiB throws
    /// `U_ILLEGAL_ARGUMENT_ERROR` (ICU's rule-based parser takes time
    /// quadratic in its length). A result longer than ``decimalDigitLimit`` digits
    /// (`1E999999999` in the scientific style) throws `U_ILLEGAL_ARGUMENT_ERROR`,
    /// and the locale's NaN and infinity symbols throw `U_PARSE_ERROR`: the
    /// result is always a finite number.
    ///
    /// The whole text must be a number; trailing text is an error whose
    /// ``ICUError/utf8Offset`` says where parsing stopped. Lenient parsing
    /// accepts more than the format writes (missing or misplaced grouping,
    /// other spacing, a missing currency symbol), as wanted for
    /// text typed by people; strict parsing accepts what the format writes.
    ///
    /// - Parameters:
    ///   - text: The text to read.
    ///   - lenient: Whether to use ICU's lenient parse heuristics (`UNUM_LENIENT_PARSE`).
    /// - Returns: The number, such as `-1234.5` or `123456789012345678901234567890.5`, exactly.
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` when the text is not a number in this format,
    ///   `U_ILLEGAL_ARGUMENT_ERROR` for text longer than 64 KiB (ICU's parse time grows with its square).
    ///
    /// The corresponding C function is `unum_parseDecimal`.
    public func parse(_ text: String, lenient: Bool = false) throws(ICUError) -> String {
        // A local function, not a closure value: a closure stored in a `let` would be allocated on every call.
        func operation() -> String { "parsing '\(text.prefix(64))' as a \(style) number in \(locale)" }
        switch style.kind {
        case .ordinal, .compactShort, .compactLong:
            // ICU 72 reads Spanish and Italian ordinals as other numbers (`5.º`
            // as 124) and compact numbers not at all: refused rather than wrong.
            throw ICUError(code: .unsupported, operation: operation(),
                           reason: "the \(style) style cannot be parsed; parse with the decimal style")
        case .spellOut where text.utf8.count > Self.spelledOutParseLimit:
            // ICU's rule-based parser compares text through a collator, in time
            // quadratic in its length (seconds for a few kilobytes).
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "spelled-out text of \(text.utf8.count) bytes; parsing reads at most \(Self.spelledOutParseLimit)")
        default:
            break
        }
        let parser = try storage.parser(lenient: lenient)
        let raw = try parser.parseDecimal(text, operation())
        guard let measured = DecimalNumberText(raw) else {
            // The locale's NaN and infinity symbols (lenient parsing reads `NaN`): no plain decimal number.
            throw ICUError(code: .parseError, operation: operation(), reason: "not a finite number ('\(raw)')")
        }
        guard measured.writtenDigits <= Self.decimalDigitLimit else {
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "the number has \(measured.writtenDigits) digits; parsing returns at most \(Self.decimalDigitLimit)")
        }
        // Rule-based parsing goes through a Double: from 2^53 on it loses digits.
        if case .spellOut = style.kind, !(measured.smallIntegerPart.map { $0 < 1 << 53 } ?? false) {
            throw ICUError(code: .unsupported, operation: operation(),
                           reason: "spelled-out numbers parse exactly only below 2^53")
        }
        return Self.plainDecimal(raw)
    }

    /// Parses text into a `Double` (see ``parse(_:lenient:)``).
    public func parseDouble(_ text: String, lenient: Bool = false) throws(ICUError) -> Double {
        let decimal = try parse(text, lenient: lenient)
        guard let value = Double(decimal) else {
            throw ICUError(code: .parseError, operation: "reading '\(decimal)' as a Double")
        }
        return value
    }

    /// Parses text into a `Decimal` (see ``parse(_:lenient:)``); `Decimal` keeps 38 digits.
    public func parseDecimal(_ text: String, lenient: Bool = false) throws(ICUError) -> Decimal {
        let decimal = try parse(text, lenient: lenient)
        guard let value = Decimal(string: decimal) else {
            throw ICUError(code: .parseError, operation: "reading '\(decimal)' as a Decimal")
        }
        return value
    }

    /// The longest spelled-out text ``parse(_:lenient:)`` reads, in UTF-8 bytes:
    /// the longest number ICU spells out in any locale is a few hundred bytes.
    static let spelledOutParseLimit = 1024

    /// ICU's decimal string (`1.2345E+29`, `-1.5E-7`, `NaN`, `Infinity`) written
    /// without exponent: `123450000000000000000000000000`, `-0.00000015`.
    static func plainDecimal(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "E" || $0 == "e" }),
              let exponent = Int(text[text.index(after: e)...]) else { return text }
        var mantissa = Substring(text[..<e])
        let negative = mantissa.first == "-"
        if negative || mantissa.first == "+" { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = integer + fraction
        var point = integer.count + exponent
        if point < 0 {
            digits = String(repeating: "0", count: -point) + digits
            point = 0
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var whole = String(digits.prefix(point)).drop { $0 == "0" }
        var decimals = String(digits.dropFirst(point))
        while decimals.last == "0" { decimals.removeLast() }
        if whole.isEmpty { whole = "0" }
        let body = decimals.isEmpty ? String(whole) : "\(whole).\(decimals)"
        return negative && body != "0" ? "-" + body : body
    }
}
