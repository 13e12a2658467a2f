#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ICU

/// Results, buffered for standard output, and errors, unbuffered for standard error.
struct Output {
    let json: Bool
    private(set) var failed = false
    private var buffer: [UInt8] = []

    init(json: Bool) {
        self.json = json
        buffer.reserveCapacity(1 << 16)
    }

    /// Writes one value's result: its output on one line, or its error.
    ///
    /// An output with a line break is an error unless in JSON, where it is
    /// escaped: a plain line for each value is what callers count on.
    mutating func write(input: String, _ result: Result<String, ICUError>) {
        write(input: input, result.map { Record($0) })
    }

    /// Writes one value's result, with the record's own JSON fields, if any.
    mutating func write(input: String, _ result: Result<Record, ICUError>) {
        switch result {
        case .success(let record) where json:
            if let fields = record.fields {
                appendJSON(fields)
            } else if record.addedFields.isEmpty {
                appendJSON(input: input, key: "output", value: record.line)
            } else {
                appendJSON([("input", .string(input)), ("output", .string(record.line))] + record.addedFields)
            }
        case .success(let record):
            writePlain(input: input, record.line)
        case .failure(let error):
            fail(input: input, message: error.description)
        }
        if buffer.count >= 1 << 16 { flush() }
    }

    private mutating func writePlain(input: String, _ text: String) {
        if text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            fail(input: input, message: "the output contains a line break; --json carries it escaped")
        } else {
            buffer.append(contentsOf: text.utf8)
            buffer.append(UInt8(ascii: "\n"))
        }
    }

    private mutating func fail(input: String, message: String) {
        failed = true
        if json {
            appendJSON(input: input, key: "error", value: message)
        } else {
            buffer.append(UInt8(ascii: "\n"))
            // The message follows the lines before it, when both streams go to one terminal.
            flush()
            Batch.writeError("icufmt: \(visibleControlCharacters(input)): \(visibleControlCharacters(message))")
        }
    }

    private mutating func appendJSON(input: String, key: String, value: String) {
        buffer.append(contentsOf: #"{"input":"#.utf8)
        appendJSONString(input, to: &buffer)
        buffer.append(contentsOf: #",""#.utf8)
        buffer.append(contentsOf: key.utf8)
        buffer.append(contentsOf: #"":"#.utf8)
        appendJSONString(value, to: &buffer)
        buffer.append(contentsOf: "}\n".utf8)
    }

    private mutating func appendJSON(_ fields: [(key: String, value: JSONValue)]) {
        buffer.append(UInt8(ascii: "{"))
        for (index, field) in fields.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            appendJSONString(field.key, to: &buffer)
            buffer.append(UInt8(ascii: ":"))
            switch field.value {
            case .string(let text): appendJSONString(text, to: &buffer)
            case .int(let number): buffer.append(contentsOf: String(number).utf8)
            case .bool(let flag): buffer.append(contentsOf: (flag ? "true" : "false").utf8)
            case .null: buffer.append(contentsOf: "null".utf8)
            }
        }
        buffer.append(contentsOf: "}\n".utf8)
    }

    /// Writes the buffered results; exits with status 1 when standard output fails.
    mutating func flush() {
        Batch.writeOutput(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// One value's result: the line plain mode prints and, for subcommands whose
/// JSON objects say more than `{"input":…,"output":…}`, the object's fields in
/// order, or the fields that follow those two.
struct Record {
    var line: String
    var fields: [(key: String, value: JSONValue)]?
    var addedFields: [(key: String, value: JSONValue)]

    init(_ line: String, fields: [(key: String, value: JSONValue)]? = nil) {
        self.line = line
        self.fields = fields
        self.addedFields = []
    }

    /// A result whose JSON object is `{"input":…,"output":…}` and `addedFields`.
    init(_ line: String, adding addedFields: [(key: String, value: JSONValue)]) {
        self.line = line
        self.fields = nil
        self.addedFields = addedFields
    }
}

/// A JSON value of a ``Record``'s field.
enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    init(_ text: String?) { self = text.map(JSONValue.string) ?? .null }
}

/// Appends `text` as a JSON string, quotes included: only `"`, `\` and the
/// control characters are escaped, so non-ASCII text stays readable UTF-8.
func appendJSONString(_ text: String, to buffer: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    buffer.append(UInt8(ascii: "\""))
    // Bytes of multi-byte UTF-8 sequences are all >= 0x80, so escaping byte by byte is safe.
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
            buffer.append(contentsOf: #"\u00"#.utf8)
            buffer.append(hex[Int(byte >> 4)])
            buffer.append(hex[Int(byte & 0xF)])
        default: buffer.append(byte)
        }
    }
    buffer.append(UInt8(ascii: "\""))
}

/// `text` with its control characters written as Swift writes them in
/// literals, such as `\u{1B}` for ESC, so that text from the user cannot
/// move the cursor, recolour or retitle the terminal that shows a message.
///
/// The C0 controls (but tab, which a LOCALE<TAB>VALUE line shows as it is),
/// DEL and the C1 controls are written so; line feeds too, unless
/// `keepingLineFeeds` (for messages of several lines).
func visibleControlCharacters(_ text: String, keepingLineFeeds: Bool = false) -> String {
    func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: !keepingLineFeeds
        case 0..<0x20, 0x7F...0x9F: true
        default: false
        }
    }
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var visible = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if isHidden(scalar) {
            visible.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        } else {
            visible.append(scalar)
        }
    }
    return String(visible)
}
