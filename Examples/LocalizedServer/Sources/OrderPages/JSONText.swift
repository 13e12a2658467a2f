/// The few JSON and HTML writing helpers the pages need, so that both
/// implementations write byte-for-byte the same markup around their text.
public enum JSONText {
    /// Appends `text` as a JSON string, quoted; only `"`, `\` and control
    /// characters are escaped, so non-ASCII text stays readable.
    public static func appendString(_ text: some StringProtocol, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Appends `"key":"value"`, with a comma before it unless it is the first member.
    static func appendMember(_ key: String, _ value: some StringProtocol, first: Bool = false, to out: inout String) {
        if !first { out += "," }
        appendString(key, to: &out)
        out += ":"
        appendString(value, to: &out)
    }
}

public enum HTMLText {
    /// Appends `text` with `&`, `<`, `>` and `"` escaped.
    public static func appendEscaped(_ text: some StringProtocol, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}
