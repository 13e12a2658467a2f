/// The few JSON and HTML writing helpers the pages need, so that both
/// implementations write byte-for-byte the same markup around their text.
public enum JSONText {
    /// Appends `text` as a JSON string, quoted; only `"`, `\` and control
    /// characters are escaped, so non-ASCII text stays readable.
    ///
    /// Text between escapes is appended a run at a time: the bytes to escape
    /// are ASCII, which never occur inside a multi-byte UTF-8 sequence, so the
    /// scan reads bytes. (A scalar at a time took two thirds of a list page's
    /// time in the handler.)
    public static func appendString(_ text: String, to out: inout String) {
        appendString(Substring(text), to: &out)
    }

    public static func appendString(_ text: Substring, to out: inout String) {
        out += "\""
        appendRuns(of: text, to: &out) { byte in
            switch byte {
            case UInt8(ascii: "\""): "\\\""
            case UInt8(ascii: "\\"): "\\\\"
            case UInt8(ascii: "\n"): "\\n"
            case UInt8(ascii: "\r"): "\\r"
            case UInt8(ascii: "\t"): "\\t"
            case ..<0x20: "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            default: nil
            }
        }
        out += "\""
    }

    /// Appends `"key":"value"`, with a comma before it unless it is the first member.
    static func appendMember(_ key: String, _ value: String, first: Bool = false, to out: inout String) {
        if !first { out += "," }
        appendString(key, to: &out)
        out += ":"
        appendString(value, to: &out)
    }

    /// Appends `text` to `out`, each ASCII byte `escape` has a replacement for
    /// replaced, and the text between them appended a run at a time. The runs
    /// are cut through the scalar view: an ASCII byte always starts a scalar,
    /// but not always a `Character` (`"` then U+0301 is one), and a `Substring`
    /// cut inside a `Character` would round to its start.
    static func appendRuns(of text: Substring, to out: inout String, escape: (UInt8) -> String?) {
        let bytes = text.utf8
        var start = bytes.startIndex
        var i = start
        while i != bytes.endIndex {
            // Only ASCII is ever replaced; letters, digits and most punctuation never are.
            let byte = bytes[i]
            if byte < 0x80, !Self.plain[Int(byte)], let replacement = escape(byte) {
                out.append(contentsOf: Substring(text.unicodeScalars[start..<i]))
                out += replacement
                bytes.formIndex(after: &i)
                start = i
            } else {
                bytes.formIndex(after: &i)
            }
        }
        out.append(contentsOf: Substring(text.unicodeScalars[start..<bytes.endIndex]))
    }

    /// The ASCII bytes neither writer ever replaces.
    static let plain: [Bool] = (0..<128).map { byte in
        byte >= 0x20 && !"\"\\&<>".utf8.contains(UInt8(byte))
    }
}

public enum HTMLText {
    /// Appends `text` with `&`, `<`, `>` and `"` escaped.
    public static func appendEscaped(_ text: String, to out: inout String) {
        appendEscaped(Substring(text), to: &out)
    }

    public static func appendEscaped(_ text: Substring, to out: inout String) {
        JSONText.appendRuns(of: text, to: &out) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            default: nil
            }
        }
    }
}
