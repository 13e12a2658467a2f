/// A decimal string as ICU reads it (`-1234.5`, `1.5E3`, `.5`), measured
/// before ICU sees it: how many digits it writes once its exponent is applied.
///
/// ICU formats a decimal string exactly, digit by digit, so `1e999999999`
/// would write a billion digits (a gigabyte, minutes of work). The library
/// refuses decimal strings beyond ``NumberFormat/decimalDigitLimit`` instead.
/// Text that is not a plain decimal number (`NaN`, `abc`) is left for ICU to
/// judge.
struct DecimalNumberText {
    /// Whether a minus sign leads.
    let negative: Bool
    /// Digits of the integer part, leading zeros dropped, once the exponent is applied (0 for |x| < 1).
    let integerDigits: Int
    /// Digits of the fraction, once the exponent is applied (trailing zeros counted as written; 0 for zero).
    let fractionDigits: Int
    /// The integer part's digits when there are at most 19 of them (to compare with 9×10^18).
    let smallIntegerPart: UInt64?

    /// Measures `text`; `nil` when it is not `[+-]digits[.digits][(e|E)[+-]digits]`.
    init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        // The mantissa: digits with at most one point, at least one digit.
        var digits = 0
        var pointAt: Int? = nil
        var firstNonZero: Int? = nil
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            if byte == UInt8(ascii: ".") {
                guard pointAt == nil else { return nil }
                pointAt = digits
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if firstNonZero == nil, byte != UInt8(ascii: "0") { firstNonZero = digits }
                digits += 1
            } else {
                return nil
            }
            bytes = bytes.dropFirst()
        }
        guard digits > 0 else { return nil }
        // The exponent, clamped: anything beyond a billion is "too many digits" anyway.
        var exponent = 0
        if !bytes.isEmpty {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty else { return nil }
            for byte in bytes {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1 << 40)
            }
            if exponentNegative { exponent = -exponent }
        }
        let point = (pointAt ?? digits) + exponent
        let significantStart = firstNonZero ?? digits
        self.negative = negative
        if firstNonZero == nil {
            // Zero writes one digit whatever its exponent ("0e1084572").
            integerDigits = 0
            fractionDigits = 0
        } else {
            integerDigits = max(0, point - significantStart)
            fractionDigits = max(0, digits - point)
        }
        // The integer part's value, when it has at most 19 digits (zero's is 0,
        // and its point may be a billion places away).
        if firstNonZero == nil {
            smallIntegerPart = 0
        } else if integerDigits <= 19 {
            var value: UInt64 = 0
            var index = 0
            for byte in Substring(text).utf8 {
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    if index >= point { break }
                    value = value &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                    index += 1
                } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    break
                }
            }
            // Digits the exponent adds after the written ones are zeros.
            while index < point { value = value &* 10; index += 1 }
            smallIntegerPart = value
        } else {
            smallIntegerPart = nil
        }
    }

    /// The value of a non-finite number as ICU's decimal strings may spell it
    /// (`NaN`, `sNaN`, `Inf`, `Infinity`, in any case, signed, a NaN with digits
    /// after it): text this type does not measure, but ICU formats. `nil` for
    /// any other text.
    static func nonFiniteValue(_ text: String) -> Double? {
        var rest = Substring(text.lowercased())
        var negative = false
        if let sign = rest.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            rest = rest.dropFirst()
        }
        if rest == "inf" || rest == "infinity" { return negative ? -.infinity : .infinity }
        if rest.hasPrefix("snan") { rest = rest.dropFirst(4) } else if rest.hasPrefix("nan") { rest = rest.dropFirst(3) } else { return nil }
        return rest.allSatisfy({ $0 >= "0" && $0 <= "9" }) ? .nan : nil
    }

    /// All digits written, the exponent applied.
    var writtenDigits: Int { integerDigits + fractionDigits }

    /// Whether the magnitude is at least 9×10^18, where ICU 72's rules for
    /// algorithmic numbering systems start to fail (see `NumberFormat.Storage`).
    var reaches9E18: Bool {
        guard let smallIntegerPart else { return true }
        return integerDigits == 19 && smallIntegerPart >= 9_000_000_000_000_000_000
    }
}
