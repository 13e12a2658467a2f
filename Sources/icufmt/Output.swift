#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(CLI) import ICU

/// The bytes of one value or batch line, as read: not always valid UTF-8.
typealias InputBytes = ArraySlice<UInt8>

/// Results, buffered for standard output, and errors, unbuffered for standard error.
struct Output {
    let json: Bool
    private(set) var failed = false
    private var buffer: [UInt8] = []
    /// A result for JSON, before it is escaped into `buffer`.
    private var scratch: [UInt8] = []
    private let writeOutput: ([UInt8]) -> Void
    private let writeError: (String) -> Void

    /// - Parameters:
    ///   - writeOutput: Writes results: ``Batch/writeOutput(_:)`` but in tests.
    ///   - writeError: Writes a message: ``Batch/writeError(_:)`` but in tests.
    init(json: Bool, writeOutput: @escaping ([UInt8]) -> Void = Batch.writeOutput,
         writeError: @escaping (String) -> Void = Batch.writeError) {
        self.json = json
        self.writeOutput = writeOutput
        self.writeError = writeError
        buffer.reserveCapacity(1 << 16)
    }

    /// Writes one value's result, which `produce` appends as UTF-8 to the
    /// buffer it is given, or its error.
    ///
    /// In plain mode, a result is one line: one that is empty or holds a line
    /// feed or carriage return is an error (`--json` carries it), and its other
    /// control characters are written visibly, as in messages.
    mutating func write(input: InputBytes, _ produce: (inout [UInt8]) throws(ICUError) -> Void) {
        if json {
            scratch.removeAll(keepingCapacity: true)
            do {
                try produce(&scratch)
            } catch {
                return fail(input: input, message: error.description)
            }
            appendJSON(input: input, key: "output", value: scratch[...])
        } else {
            let mark = buffer.count
            do {
                try produce(&buffer)
            } catch {
                buffer.removeSubrange(mark...)
                return fail(input: input, message: error.description)
            }
            if let message = finishPlainLine(from: mark) {
                buffer.removeSubrange(mark...)
                return fail(input: input, message: message)
            }
        }
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes one value's result, with the record's own JSON fields, if any.
    mutating func write(input: InputBytes, _ result: Result<Record, ICUError>) {
        switch result {
        case .success(let record) where json && (record.fields != nil || !record.addedFields.isEmpty):
            let input = String(decoding: input, as: UTF8.self)
            appendJSON(record.fields ?? [("input", .string(input)), ("output", .string(record.line))] + record.addedFields)
            if buffer.count >= 1 << 16 { flush() }
        case .success(let record):
            write(input: input) { $0.append(contentsOf: record.line.utf8) }
        case .failure(let error):
            fail(input: input, message: error.description)
        }
    }

    /// ``write(input:_:)`` for a value given as text.
    mutating func write(input: String, _ result: Result<Record, ICUError>) {
        write(input: Array(input.utf8)[...], result)
    }

    /// Writes the failure of a value: an empty line and a message on standard
    /// error, or with `--json` a JSON object.
    mutating func fail(input: InputBytes, message: String) {
        failed = true
        if json {
            appendJSON(input: input, key: "error", value: Array(message.utf8)[...])
            if buffer.count >= 1 << 16 { flush() }
        } else {
            buffer.append(UInt8(ascii: "\n"))
            // The message follows the lines before it, when both streams go to one terminal.
            flush()
            let input = String(decoding: input, as: UTF8.self)
            writeError("icufmt: \(visibleControlCharacters(input)): \(visibleControlCharacters(message))")
        }
    }

    /// Ends the plain result that starts at `mark` with a newline, its control
    /// characters made visible; or the reason it cannot be one line.
    private mutating func finishPlainLine(from mark: Int) -> String? {
        guard buffer.count > mark else { return "the output is empty; --json carries it as \"\"" }
        if Output.holdsHiddenCharacters(buffer[mark...]) {
            let text = String(decoding: buffer[mark...], as: UTF8.self)
            if text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                return "the output contains a line break; --json carries it escaped"
            }
            let visible = visibleControlCharacters(text)
            if visible != text {
                buffer.replaceSubrange(mark..., with: visible.utf8)
            }
        }
        buffer.append(UInt8(ascii: "\n"))
        return nil
    }

    /// Whether UTF-8 text holds a character ``visibleControlCharacters(_:keepingLineFeeds:)``
    /// writes visibly: a C0 control but tab, DEL, a C1 control (C2 80…C2 9F), U+2028 or U+2029
    /// (E2 80 A8, E2 80 A9). A scan of the bytes: most results hold none.
    static func holdsHiddenCharacters(_ text: ArraySlice<UInt8>) -> Bool {
        text.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte < 0x20, byte != UInt8(ascii: "\t") { return true }
                if byte == 0x7F { return true }
                if byte == 0xC2, index < bytes.count, (0x80...0x9F).contains(bytes[index]) { return true }
                if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80, (0xA8...0xA9).contains(bytes[index + 1]) {
                    return true
                }
            }
            return false
        }
    }

    private mutating func appendJSON(input: InputBytes, key: String, value: ArraySlice<UInt8>) {
        buffer.append(contentsOf: #"{"input":"#.utf8)
        input.withUnsafeBufferPointer { JSONString.append(utf8: $0, to: &buffer) }
        buffer.append(contentsOf: #",""#.utf8)
        buffer.append(contentsOf: key.utf8)
        buffer.append(contentsOf: #"":"#.utf8)
        value.withUnsafeBufferPointer { JSONString.append(utf8: $0, to: &buffer) }
        buffer.append(contentsOf: "}\n".utf8)
    }

    private mutating func appendJSON(_ fields: [(key: String, value: JSONValue)]) {
        buffer.append(UInt8(ascii: "{"))
        for (index, field) in fields.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            JSONString.append(field.key, to: &buffer)
            buffer.append(UInt8(ascii: ":"))
            switch field.value {
            case .string(let text): JSONString.append(text, to: &buffer)
            case .int(let number): buffer.append(contentsOf: String(number).utf8)
            case .bool(let flag): buffer.append(contentsOf: (flag ? "true" : "false").utf8)
            case .null: buffer.append(contentsOf: "null".utf8)
            }
        }
        buffer.append(contentsOf: "}\n".utf8)
    }

    /// Writes the buffered results; exits with status 1 when standard output fails.
    mutating func flush() {
        writeOutput(buffer)
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

/// `text` with its control characters written as Swift writes them in
/// literals, such as `\u{1B}` for ESC, so that text from the user cannot
/// move the cursor, recolour or retitle the terminal that shows a message.
///
/// The C0 controls (but tab, which a LOCALE<TAB>VALUE line shows as it is),
/// DEL, the C1 controls and the separators U+2028 and U+2029 are written so;
/// line feeds too, unless `keepingLineFeeds` (for messages of several lines).
func visibleControlCharacters(_ text: String, keepingLineFeeds: Bool = false) -> String {
    func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: !keepingLineFeeds
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
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
