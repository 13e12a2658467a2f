import ICU

/// The numbers `number` and `plural` take, and `message` for `%f %e %g`: an
/// optional sign, digits, an optional fraction and an optional exponent, such
/// as `-1234.5`, `1e6` or `0.001`.
///
/// ICU's own decimal reader also takes `NaN`, `Infinity` and `.5`; those are
/// rejected here so that every accepted value is a finite number written plainly.
enum DecimalSyntax {
    /// A number read: an integer of at most 18 digits, which formats and
    /// selects as the same `Int` does, or any other decimal number, which takes
    /// the library's decimal-string path.
    enum Number {
        case integer(Int)
        case decimal
    }

    /// Checks the bytes of a value, which may not be UTF-8, and reads a small integer.
    static func read(_ bytes: ArraySlice<UInt8>) throws(ICUError) -> Number {
        guard let number = bytes.withUnsafeBufferPointer(scan) else {
            let text = String(decoding: bytes.prefix(256), as: UTF8.self)
            throw ICUError(code: .decimalNumberSyntax, operation: "reading '\(text.prefix(64))' as a decimal number",
                           reason: "expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6")
        }
        return number
    }

    static func isDecimal(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer(scan) != nil
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Number? {
        var index = 0
        func skipSign() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return false }
            index += 1
            return bytes[index - 1] == UInt8(ascii: "-")
        }
        /// Skips digits; their count and, for up to 18 of them, their value.
        func skipDigits() -> (count: Int, value: Int) {
            let start = index
            var value = 0
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                if index - start < 18 { value = value &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            return (index - start, value)
        }
        let negative = skipSign()
        let integer = skipDigits()
        guard integer.count > 0 else { return nil }
        if index == bytes.count {
            // -0 is a decimal number of its own: the Int would lose its sign.
            guard integer.count <= 18, !(negative && integer.value == 0) else { return .decimal }
            return .integer(negative ? -integer.value : integer.value)
        }
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits().count > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            _ = skipSign()
            guard skipDigits().count > 0 else { return nil }
        }
        return index == bytes.count ? .decimal : nil
    }
}
