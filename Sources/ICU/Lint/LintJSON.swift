/// A JSON value, read for linting a String Catalog whatever its shape: the
/// catalog's decoder stops at the first member of a wrong type, where lint
/// reports them all.
enum LintJSON {
    case object([String: LintJSON])
    case array([LintJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value of `bytes`, which ``JSONSyntax/firstError(in:)`` found valid
    /// (so nesting is at most 512 deep); a member written twice keeps the last.
    static func parse(_ bytes: [UInt8]) -> LintJSON {
        var reader = Reader(bytes: bytes, index: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        return reader.value()
    }

    var object: [String: LintJSON]? { if case .object(let members) = self { members } else { nil } }
    var string: String? { if case .string(let text) = self { text } else { nil } }

    /// What a message calls the kind of value.
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index: Int

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() -> LintJSON {
            skipSpace()
            guard index < bytes.count else { return .null }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: LintJSON] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { index += 1; return .object(members) }
                    let name = string()
                    skipSpace()
                    index += 1  // ':'
                    members[name] = value()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { index += 1; return .object(members) }
                    index += 1
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [LintJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                while true {
                    items.append(value())
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { index += 1; return .array(items) }
                    index += 1
                }
            case UInt8(ascii: "\""):
                return .string(string())
            case UInt8(ascii: "t"): index += 4; return .bool(true)
            case UInt8(ascii: "f"): index += 5; return .bool(false)
            case UInt8(ascii: "n"): index += 4; return .null
            default:
                let start = index
                while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                return .number(Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0)
            }
        }

        /// The string whose opening quote is at `index`, past its closing quote.
        mutating func string() -> String {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            let written = Array(bytes[start..<min(index, bytes.count)])
            index += 1
            guard written.contains(UInt8(ascii: "\\")) else { return String(decoding: written, as: UTF8.self) }
            return Self.unescaped(written)
        }

        /// The text of a valid string literal's contents with its escapes.
        static func unescaped(_ written: [UInt8]) -> String {
            var scalars = String.UnicodeScalarView()
            var utf8: [UInt8] = []
            var i = 0
            func flush() {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
            func hex(at j: Int) -> UInt32 {
                guard j + 4 <= written.count else { return 0xFFFD }
                return UInt32(String(decoding: written[j..<(j + 4)], as: UTF8.self), radix: 16) ?? 0xFFFD
            }
            while i < written.count {
                guard written[i] == UInt8(ascii: "\\"), i + 1 < written.count else {
                    utf8.append(written[i])
                    i += 1
                    continue
                }
                flush()
                let escaped = written[i + 1]
                i += 2
                switch escaped {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"):
                    var value = hex(at: i)
                    i += 4
                    if (0xD800...0xDBFF).contains(value), i + 6 <= written.count, written[i] == UInt8(ascii: "\\") {
                        let low = hex(at: i + 2)
                        if (0xDC00...0xDFFF).contains(low) {
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                            i += 6
                        }
                    }
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escaped))
                }
            }
            flush()
            return String(scalars)
        }
    }
}
