/// Finds where JSON text first breaks the grammar of RFC 8259, to say where
/// a String Catalog is not valid JSON: `JSONDecoder`, which reads the
/// catalog, says only that it is not. (This checks; it builds nothing.)
struct JSONSyntax {
    struct Failure {
        var offset: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The first syntax error in `bytes`, or `nil` for valid JSON.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var checker = JSONSyntax(bytes)
        do throws(Failure) {
            checker.skipSpace()
            try checker.value()
            checker.skipSpace()
            if checker.index < bytes.count { throw Failure(offset: checker.index, reason: "text after the end of the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func fail(_ reason: String) -> Failure {
        Failure(offset: index, reason: index < bytes.count ? reason : "the text ends; \(reason)")
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard index < bytes.count, bytes[index] == byte else { throw fail("\(what) expected") }
        index += 1
    }

    private mutating func value() throws(Failure) {
        guard index < bytes.count else { throw fail("a value expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            depth += 1
            guard depth <= 512 else { throw fail("more than 512 nested objects and arrays") }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("a key in double quotes expected") }
                try string()
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipSpace()
                try value()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                depth -= 1
                return
            }
        case UInt8(ascii: "["):
            depth += 1
            guard depth <= 512 else { throw fail("more than 512 nested objects and arrays") }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return }
            while true {
                skipSpace()
                try value()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "]"), "',' or ']'")
                depth -= 1
                return
            }
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        default:
            throw fail("a value expected")
        }
    }

    private mutating func word(_ text: String) throws(Failure) {
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw fail("'\(text)' expected") }
            index += 1
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func number() throws(Failure) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw fail("a digit expected") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("a digit expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("a digit expected in the exponent") }
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return }
            if byte < 0x20 { throw fail("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        index += 1
                        guard index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39)
                            || (bytes[index] | 0x20 >= 0x61 && bytes[index] | 0x20 <= 0x66) else {
                            throw fail("\\u needs four hexadecimal digits")
                        }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default:
                    throw fail("an unknown escape")
                }
            }
            index += 1
        }
        throw fail("a string is never closed")
    }
}

extension JSONSyntax.Failure: Error {}
