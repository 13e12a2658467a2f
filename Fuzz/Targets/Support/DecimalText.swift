/// A decimal number read from text, exactly: `digits` × 10^`exponent`, so that
/// the targets can round and compare numbers of any size without Double.
struct DecimalText: Equatable {
    var negative: Bool
    /// Decimal digits, most significant first, no leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    var exponent: Int

    /// Reads `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`: the syntax every number
    /// API documents. Exponents of more than 9 digits are not read.
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty else { return nil }
        bytes = bytes.dropFirst(integer.count)
        var fraction: ArraySlice<UInt8> = []
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: isDigit)
            guard !fraction.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        var exponent = 0
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            let minus = bytes.first == UInt8(ascii: "-")
            if minus || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let digits = bytes.prefix(while: isDigit).drop { $0 == 0x30 }
            guard !bytes.prefix(while: isDigit).isEmpty, digits.count <= 9 else { return nil }
            bytes = bytes.dropFirst(bytes.prefix(while: isDigit).count)
            exponent = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            if minus { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        self.init(negative: negative, digits: (integer + fraction).map { $0 - 0x30 }, exponent: exponent - fraction.count)
    }

    init(negative: Bool, digits: [UInt8], exponent: Int) {
        var digits = digits[...].drop { $0 == 0 }
        var exponent = exponent
        while digits.last == 0 { digits.removeLast(); exponent += 1 }
        self.negative = negative && !digits.isEmpty
        self.digits = Array(digits)
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    var isZero: Bool { digits.isEmpty }

    /// Digits written in plain notation, the exponent applied.
    var writtenDigits: Int { integerDigitCount + max(0, -exponent) }

    /// Digits before the decimal point.
    var integerDigitCount: Int { max(0, digits.count + exponent) }

    /// |value| ≥ 2^63, the first magnitude an Int64 cannot hold.
    var magnitudeAtLeast2To63: Bool {
        let count = integerDigitCount
        if count != 19 { return count > 19 }
        let integer = (digits + Array(repeating: 0, count: max(0, exponent))).prefix(19)
        return integer.lexicographicallyPrecedes(Array("9223372036854775808".utf8).map { $0 - 0x30 }) == false
    }

    /// Rounded to at most `places` fraction digits, half to even (ICU's default rounding).
    func rounded(fractionDigits places: Int) -> DecimalText {
        let drop = -exponent - places
        guard drop > 0 else { return self }
        if drop > digits.count {
            return DecimalText(negative: negative, digits: [], exponent: 0)
        }
        var kept = Array(digits.dropLast(drop))
        let first = digits[digits.count - drop]
        let tail = digits.suffix(drop - 1)
        let beyondHalf = first > 5 || (first == 5 && tail.contains { $0 != 0 })
        let half = first == 5 && !tail.contains { $0 != 0 }
        let odd = (kept.last ?? 0) % 2 == 1
        if beyondHalf || (half && odd) {
            var i = kept.count - 1
            while i >= 0 && kept[i] == 9 { kept[i] = 0; i -= 1 }
            if i >= 0 { kept[i] += 1 } else { kept.insert(1, at: 0) }
        }
        return DecimalText(negative: negative, digits: kept, exponent: -places)
    }

    /// `-?[0-9]+(\.[0-9]+)?`, zero as "0": the form `NumberFormat.parse` returns.
    var plain: String {
        if digits.isEmpty { return "0" }
        var text = negative ? "-" : ""
        let ascii = digits.map { Character(Unicode.Scalar($0 + 0x30)) }
        if exponent >= 0 {
            text += String(ascii) + String(repeating: "0", count: exponent)
        } else if -exponent >= digits.count {
            text += "0." + String(repeating: "0", count: -exponent - digits.count) + String(ascii)
        } else {
            text += String(ascii.dropLast(-exponent)) + "." + String(ascii.suffix(-exponent))
        }
        return text
    }
}
