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
        // Over the text's bytes in place: this runs before every decimal string is
        // formatted, and Substring.UTF8View's `first`/`dropFirst()` cost a third of
        // a 30-digit format.
        var text = text
        guard let measured = text.withUTF8({ DecimalNumberText(utf8: $0) }) else { return nil }
        self = measured
    }

    private init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let (zero, nine, point, plus, minus) = (UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"))
        let count = bytes.count
        var i = 0
        var negative = false
        if i < count, bytes[i] == minus || bytes[i] == plus {
            negative = bytes[i] == minus
            i += 1
        }
        // The mantissa: digits with at most one point, at least one digit.
        let mantissaStart = i
        var digits = 0
        var pointAt: Int? = nil
        var firstNonZero: Int? = nil
        while i < count, bytes[i] | 0x20 != UInt8(ascii: "e") {
            let byte = bytes[i]
            if byte == point {
                guard pointAt == nil else { return nil }
                pointAt = digits
            } else if byte >= zero && byte <= nine {
                if firstNonZero == nil, byte != zero { firstNonZero = digits }
                digits += 1
            } else {
                return nil
            }
            i += 1
        }
        let mantissaEnd = i
        guard digits > 0 else { return nil }
        // The exponent, clamped: anything beyond a billion is "too many digits" anyway.
        var exponent = 0
        if i < count {
            i += 1
            var exponentNegative = false
            if i < count, bytes[i] == minus || bytes[i] == plus {
                exponentNegative = bytes[i] == minus
                i += 1
            }
            guard i < count else { return nil }
            while i < count {
                let byte = bytes[i]
                guard byte >= zero && byte <= nine else { return nil }
                exponent = min(exponent * 10 + Int(byte - zero), 1 << 40)
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        let pointIndex = (pointAt ?? digits) + exponent
        let significantStart = firstNonZero ?? digits
        self.negative = negative
        if firstNonZero == nil {
            // Zero writes one digit whatever its exponent ("0e1084572").
            integerDigits = 0
            fractionDigits = 0
        } else {
            integerDigits = max(0, pointIndex - significantStart)
            fractionDigits = max(0, digits - pointIndex)
        }
        // The integer part's value, when it has at most 19 digits (zero's is 0,
        // and its point may be a billion places away).
        if firstNonZero == nil {
            smallIntegerPart = 0
        } else if integerDigits <= 19 {
            var value: UInt64 = 0
            var index = 0
            for k in mantissaStart..<mantissaEnd {
                let byte = bytes[k]
                guard byte >= zero && byte <= nine else { continue }
                if index >= pointIndex { break }
                value = value &* 10 &+ UInt64(byte - zero)
                index += 1
            }
            // Digits the exponent adds after the written ones are zeros.
            while index < pointIndex { value = value &* 10; index += 1 }
            smallIntegerPart = value
        } else {
            smallIntegerPart = nil
        }
    }

    /// A decimal string's mantissa digits (ASCII, without sign and point) and
    /// where its point falls among them, the exponent applied (`1.5e2`: `15`, 3).
    private static func digitsAndPoint(_ bytes: UnsafeBufferPointer<UInt8>) -> (digits: [UInt8], point: Int) {
        var digits: [UInt8] = []
        var pointAt: Int? = nil
        var i = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0
        while i < bytes.count, bytes[i] | 0x20 != UInt8(ascii: "e") {
            if bytes[i] == UInt8(ascii: ".") { pointAt = digits.count } else { digits.append(bytes[i]) }
            i += 1
        }
        var exponent = 0
        if i < bytes.count, let value = Int(String(decoding: bytes[(i + 1)...], as: UTF8.self)) { exponent = value }
        return (digits, (pointAt ?? digits.count) + exponent)
    }

    /// The integer part of a plain decimal string measured as `measured` (`-5` for `-5.00000000001`)
    /// when its fraction part is not zero but below 10^-10; `nil` otherwise, and
    /// for text that is not a decimal number.
    static func integerPartIfFractionBelow10ToMinus10(_ text: String, measured: DecimalNumberText) -> String? {
        guard measured.fractionDigits > 10 else { return nil }
        var text = text
        return text.withUTF8 { bytes -> String? in
            let (digits, point) = Self.digitsAndPoint(bytes)
            // The fraction's first non-zero digit must lie beyond its tenth place.
            guard let firstNonZero = digits.indices.first(where: { $0 >= point && digits[$0] != UInt8(ascii: "0") }),
                  firstNonZero - point >= 10 else { return nil }
            var integer = String(decoding: digits.prefix(max(0, point)), as: UTF8.self)
            if point > digits.count { integer += String(repeating: "0", count: point - digits.count) }
            integer = String(integer.drop { $0 == "0" })
            if integer.isEmpty { return "0" }
            return measured.negative ? "-" + integer : integer
        }
    }

    /// The integer part of a decimal string measured as `measured` modulo 10^9 (its last
    /// nine digits), the exponent applied, when the number is an integer (`12.00` is);
    /// nil when a digit of its fraction is not zero. Its digits are checked by the measure.
    static func integerPartModulo10To9(_ text: String, measured: DecimalNumberText) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes -> UInt64? in
            let (digits, point) = Self.digitsAndPoint(bytes)
            guard digits[min(max(0, point), digits.count)...].allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
            var value: UInt64 = 0
            // The nine places before the point; those beyond the written digits are zeros.
            for place in max(0, point - 9)..<max(0, point) {
                value = value * 10 + (place < digits.count ? UInt64(digits[place] - UInt8(ascii: "0")) : 0)
            }
            return value
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
