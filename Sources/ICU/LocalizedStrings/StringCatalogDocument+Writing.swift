extension StringCatalogDocument {
    /// The catalog as Xcode writes it: UTF-8 JSON, two spaces per level,
    /// `"name" : value`, `{` and `}` on lines of their own around an empty
    /// line for an empty object, and a line break at the end if
    /// ``endsWithLineBreak``.
    public func json() -> [UInt8] {
        var buffer: [UInt8] = []
        Self.write(.object(root), indent: 0, to: &buffer)
        if endsWithLineBreak { buffer.append(UInt8(ascii: "\n")) }
        return buffer
    }

    private static func write(_ value: Value, indent: Int, to buffer: inout [UInt8]) {
        switch value {
        case .object(let object):
            writeContainer("{", "}", object.members, indent: indent, to: &buffer) { member, buffer in
                writeString(member.name, to: &buffer)
                buffer.append(contentsOf: " : ".utf8)
                write(member.value, indent: indent + 2, to: &buffer)
            }
        case .array(let values):
            writeContainer("[", "]", values, indent: indent, to: &buffer) { value, buffer in
                write(value, indent: indent + 2, to: &buffer)
            }
        case .string(let text): writeString(text, to: &buffer)
        case .number(let written): buffer.append(contentsOf: written.utf8)
        case .bool(let flag): buffer.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: buffer.append(contentsOf: "null".utf8)
        }
    }

    /// An object or array: each element on a line of its own, indented two more;
    /// none, an empty line (as `NSJSONSerialization` writes it).
    private static func writeContainer<Element>(
        _ open: Character, _ close: Character, _ elements: [Element], indent: Int, to buffer: inout [UInt8],
        _ writeElement: (Element, inout [UInt8]) -> Void
    ) {
        buffer.append(contentsOf: String(open).utf8)
        buffer.append(UInt8(ascii: "\n"))
        for (position, element) in elements.enumerated() {
            if position > 0 { buffer.append(contentsOf: ",\n".utf8) }
            buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
            writeElement(element, &buffer)
        }
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        buffer.append(contentsOf: String(close).utf8)
    }

    /// A JSON string as Xcode escapes it: `"` and `\`, the C0 controls
    /// (`\b \f \n \r \t` by their short escapes, the others as `\u00xx`), and
    /// nothing else: `/`, DEL and all other text are written as they are, in UTF-8.
    /// (``JSONString`` also escapes DEL, C1 and U+2028/9 for line-oriented
    /// readers of `--json`; Xcode does not, and a catalog must stay byte-identical.)
    static func writeString(_ text: String, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): buffer.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): buffer.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): buffer.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): buffer.append(contentsOf: #"\t"#.utf8)
            case 0x08: buffer.append(contentsOf: #"\b"#.utf8)
            case 0x0C: buffer.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: #"\u00"#.utf8)
                buffer.append(hex[Int(byte >> 4)])
                buffer.append(hex[Int(byte & 0xF)])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
