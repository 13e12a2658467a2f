/// Writes text as a JSON string literal: the one JSON escaper of the library
/// and of `icufmt`, whose `--json` output it writes.
///
/// Only what must be, or what would mislead a reader, is escaped: `"` and `\`,
/// the control characters (C0, DEL and C1; `\b \f \n \r \t` by their short
/// escapes, the others as `\u00XX`) and the separators U+2028 and U+2029, so that
/// non-ASCII text stays readable UTF-8 and a line-oriented reader sees one line.
/// A character outside the Basic Multilingual Plane is written as UTF-8, never
/// as a surrogate pair; invalid UTF-8 is written as U+FFFD.
///
/// ```swift
/// @_spi(CLI) import ICU
///
/// let json = JSONString.quoted("a\"b\n\u{2028}😀")   // "a\"b\n\u2028😀", quotes included
/// ```
@_spi(CLI)
public enum JSONString {
    /// Appends `text` as a JSON string, quotes included.
    public static func append(_ text: String, to buffer: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &buffer) }
    }

    /// Appends UTF-8 bytes as a JSON string, quotes included; invalid UTF-8 is written as U+FFFD.
    public static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        // Most text is ASCII: a byte at a time, without decoding.
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                if scalar.value < 0x80 {
                    appendASCII(UInt8(scalar.value), to: &buffer)
                } else if (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    appendEscape(scalar.value, to: &buffer)
                } else {
                    UTF8.encode(scalar) { buffer.append($0) }
                }
            }
            buffer.append(UInt8(ascii: "\""))
            return
        }
        for byte in bytes { appendASCII(byte, to: &buffer) }
        buffer.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string, quotes included.
    public static func quoted(_ text: String) -> String {
        var buffer: [UInt8] = []
        append(text, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends `text` as a JSON string escaping only what JSON requires, `"`, `\`
    /// and the C0 controls, as Xcode writes a String Catalog: DEL, C1 and U+2028/9
    /// are written as they are, so that a catalog reads and writes back the same.
    static func appendEscapingOnlyRequired(_ text: String, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte < 0x7F { appendASCII(byte, to: &buffer) } else { buffer.append(byte) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends one ASCII character of a JSON string, escaped if it must be.
    private static func appendASCII(_ byte: UInt8, to buffer: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): buffer.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): buffer.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): buffer.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): buffer.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): buffer.append(contentsOf: #"\t"#.utf8)
        case 0x08: buffer.append(contentsOf: #"\b"#.utf8)
        case 0x0C: buffer.append(contentsOf: #"\f"#.utf8)
        case 0..<0x20, 0x7F: appendEscape(UInt32(byte), to: &buffer)
        default: buffer.append(byte)
        }
    }

    /// Appends `\uXXXX` for a character of the Basic Multilingual Plane.
    private static func appendEscape(_ value: UInt32, to buffer: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        buffer.append(contentsOf: #"\u"#.utf8)
        for shift in stride(from: 12, through: 0, by: -4) { buffer.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
