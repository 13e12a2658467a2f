import ICU

/// The numbers `number` and `plural` take, and `message` for `%f %e %g`: an
/// optional sign, digits, an optional fraction and an optional exponent, such
/// as `-1234.5`, `1e6` or `0.001`.
///
/// ICU's own decimal reader also takes `NaN`, `Infinity` and `.5`; those are
/// rejected here so that every accepted value is a finite number written plainly.
enum DecimalSyntax {
    static func check(_ text: String) throws(ICUError) {
        try check(Array(text.utf8)[...])
    }

    /// ``check(_:)`` for the bytes of a batch line, which may not be UTF-8.
    static func check(_ bytes: ArraySlice<UInt8>) throws(ICUError) {
        guard isDecimal(bytes) else {
            let text = String(decoding: bytes.prefix(256), as: UTF8.self)
            throw ICUError(code: .decimalNumberSyntax, operation: "reading '\(text.prefix(64))' as a decimal number",
                           reason: "expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6")
        }
    }

    static func isDecimal(_ text: String) -> Bool {
        isDecimal(Array(text.utf8)[...])
    }

    static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        func skipSign() {
            if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        }
        func skipDigits() -> Bool {
            let count = rest.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            rest = rest.dropFirst(count)
            return count > 0
        }
        skipSign()
        guard skipDigits() else { return false }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard skipDigits() else { return false }
        }
        if let first = rest.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            skipSign()
            guard skipDigits() else { return false }
        }
        return rest.isEmpty
    }
}
