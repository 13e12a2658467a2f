#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ICU

/// The formatters of every subcommand: one pool per process, so a batch with
/// mixed locales (`LOCALE<TAB>VALUE` lines) opens each formatter once.
let formatterPool = FormatterPool(capacity: 256, currentLocale: .posix)

/// The value loop every subcommand shares: values from the arguments or from
/// standard input, formatters from the pool, one output line per value, and
/// the exit status.
struct Batch {
    let options: GlobalOptions
    /// The environment category the default locale comes from.
    let category: LocaleID.Category

    /// Converts each value with the formatter of its locale and writes the results.
    ///
    /// - Parameters:
    ///   - values: The values from the arguments; when empty, lines of standard input.
    ///   - open: Gets the formatter for a locale from ``formatterPool``.
    ///   - convert: Converts one value.
    /// - Throws: ``OptionError`` when the options make no formatter for the
    ///   default locale (exit status 2), `ExitCode.failure` when a value failed.
    func run<Formatter>(_ values: [String], open: (LocaleID) throws(ICUError) -> Formatter,
                        convert: (Formatter, String) throws(ICUError) -> String) throws {
        let defaultLocale = options.locale(for: category)
        let first: Formatter
        do {
            first = try open(defaultLocale)
        } catch {
            throw OptionError(description: error.description)
        }
        // Batch lines repeat their locale; canonicalizing it once per spelling is enough.
        var lineLocales: [String: Result<LocaleID, ICUError>] = [:]
        var output = Output(json: options.json)

        func formatter(forLocale spelling: Substring) -> Result<Formatter, ICUError> {
            let text = String(spelling)
            let locale: Result<LocaleID, ICUError>
            if let known = lineLocales[text] {
                locale = known
            } else {
                locale = Result { () throws(ICUError) in try LocaleID(text) }
                lineLocales[text] = locale
            }
            return locale.flatMap { locale in Result { () throws(ICUError) in try open(locale) } }
        }

        if !values.isEmpty {
            for value in values {
                output.write(input: value, Result { () throws(ICUError) in try convert(first, value) })
            }
        } else {
            var reader = LineReader(fileDescriptor: STDIN_FILENO)
            // Flushing before each read that may block keeps a coprocess that
            // writes a line and waits for its answer from deadlocking.
            while let line = reader.next(beforeBlocking: { output.flush() }) {
                let result: Result<String, ICUError>
                if let tab = line.firstIndex(of: "\t") {
                    let value = String(line[line.index(after: tab)...])
                    result = formatter(forLocale: line[..<tab]).flatMap { formatter in
                        Result { () throws(ICUError) in try convert(formatter, value) }
                    }
                } else {
                    result = Result { () throws(ICUError) in try convert(first, line) }
                }
                output.write(input: line, result)
            }
        }
        output.flush()
        if output.failed { throw ExitCode.failure }
    }

    /// The exit status for bad options (argument-parser's own is 64).
    static var optionErrorStatus: Int32 { 2 }

    /// The part of every help screen that explains values, output and exit status.
    static var help: String {
        """
        Give values as arguments, or give none to read them from standard input, one per line. \
        In that batch mode, a line LOCALE<TAB>VALUE converts VALUE in LOCALE instead of the --locale one.

        The output has one line per value, in order. A value that fails gives an empty line, and \
        'icufmt: <input>: <message>' on standard error; the values after it are still converted. \
        With --json, each line is {"input":"<value>","output":"<result>"} or \
        {"input":"<value>","error":"<message>"}.

        Exit status: 0 when every value succeeded, 1 when any value failed, 2 for bad options.
        """
    }
}

/// Splits the operands captured with `.allUnrecognized`, so that negative
/// numbers such as `-1234.5`, and `-inf`, are values, not unknown short options.
///
/// Before a `--`, a word that starts with `--` is an option argument-parser
/// did not know (no subcommand has a short option but `-h`); after it, every
/// word is a value.
func operands(_ words: [String]) throws -> [String] {
    var values: [String] = []
    var terminated = false
    for word in words {
        if !terminated, word == "--" {
            terminated = true
        } else if !terminated, word.hasPrefix("--") {
            throw ValidationError("Unknown option '\(word)'")
        } else {
            values.append(word)
        }
    }
    return values
}

/// Options that argument-parser accepted but ICU did not, such as an unknown
/// currency code or a malformed skeleton: found when the first formatter opens.
struct OptionError: Error, CustomStringConvertible {
    let description: String
}

/// Results, buffered for standard output, and errors, unbuffered for standard error.
struct Output {
    let json: Bool
    private(set) var failed = false
    private var buffer: [UInt8] = []

    init(json: Bool) {
        self.json = json
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(input: String, _ result: Result<String, ICUError>) {
        switch result {
        case .success(let text):
            if json {
                appendJSON(input: input, key: "output", value: text)
            } else {
                buffer.append(contentsOf: text.utf8)
                buffer.append(UInt8(ascii: "\n"))
            }
        case .failure(let error):
            failed = true
            let message = error.description
            if json {
                appendJSON(input: input, key: "error", value: message)
            } else {
                buffer.append(UInt8(ascii: "\n"))
                // The message follows the lines before it, when both streams go to one terminal.
                flush()
                Batch.writeError("icufmt: \(input): \(message)")
            }
        }
        if buffer.count >= 1 << 16 { flush() }
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

    mutating func flush() {
        writeAll(STDOUT_FILENO, buffer)
        buffer.removeAll(keepingCapacity: true)
    }
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

/// Lines of a file descriptor, read in large chunks: `\n` ends a line, and a
/// `\r` before it is dropped. Invalid UTF-8 is repaired with U+FFFD.
struct LineReader {
    let fileDescriptor: Int32
    private var pending: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// The next line, or `nil` at the end of input; `beforeBlocking` runs before each read.
    mutating func next(beforeBlocking: () -> Void) -> String? {
        while true {
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: pending[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < pending.count else { return nil }
                let line = String(decoding: pending[start...], as: UTF8.self)
                start = pending.count
                return line
            }
            pending.removeSubrange(0..<start)
            start = 0
            beforeBlocking()
            fill()
        }
    }

    private mutating func fill() {
        let chunk = 1 << 16
        let old = pending.count
        pending.append(contentsOf: repeatElement(0, count: chunk))
        var count: Int
        repeat {
            count = pending.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress! + old, chunk) }
        } while count < 0 && errno == EINTR
        pending.removeLast(chunk - max(count, 0))
        if count <= 0 { atEnd = true }
    }
}

extension Batch {
    /// Writes a message and a newline to standard error, unbuffered.
    static func writeError(_ message: String) {
        writeAll(STDERR_FILENO, Array((message + "\n").utf8))
    }

    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}

/// Writes all bytes, retrying after interrupts and short writes.
private func writeAll(_ fileDescriptor: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let written = write(fileDescriptor, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
