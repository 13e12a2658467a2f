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
        try run(values, open: open) { formatter, value, output throws(ICUError) in
            output.append(contentsOf: try convert(formatter, String(decoding: value, as: UTF8.self)).utf8)
        }
    }

    /// ``run(_:open:convert:)`` for subcommands whose JSON objects have fields of their own.
    ///
    /// - Parameter localeEnd: Where a batch line's locale column ends: the
    ///   tab after it, the end of a line that is only a locale, or `nil` when
    ///   the line has none. It gets the default locale's formatter. By
    ///   default, a line's first tab ends its locale.
    func run<Formatter>(_ values: [String], open: (LocaleID) throws(ICUError) -> Formatter,
                        localeEnd: (Formatter, InputBytes) -> Int? = Batch.firstTab,
                        convert: (Formatter, InputBytes) throws(ICUError) -> Record) throws {
        try run(values, open: open, localeEnd: localeEnd) { formatter, value, line, output in
            output.write(input: line, Result { () throws(ICUError) in try convert(formatter, value) })
        }
    }

    /// ``run(_:open:convert:)`` for conversions that read the value's bytes
    /// and append the result's UTF-8 to the output, creating no `String`.
    func run<Formatter>(_ values: [String], open: (LocaleID) throws(ICUError) -> Formatter,
                        appending convert: (Formatter, InputBytes, inout [UInt8]) throws(ICUError) -> Void) throws {
        try run(values, open: open, localeEnd: Batch.firstTab) { formatter, value, line, output in
            output.write(input: line) { buffer throws(ICUError) in try convert(formatter, value, &buffer) }
        }
    }

    /// Where a batch line's locale column ends by default: its first tab.
    static func firstTab<Formatter>(_: Formatter, _ line: InputBytes) -> Int? {
        line.firstIndex(of: UInt8(ascii: "\t"))
    }

    /// Where the locale column of a line of pairs (`A<TAB>B`) ends: its first
    /// tab, when the pair's own tab follows it (`LOCALE<TAB>A<TAB>B`).
    static func tabBeforePair<Formatter>(_: Formatter, _ line: InputBytes) -> Int? {
        guard let first = line.firstIndex(of: UInt8(ascii: "\t")),
              line[(first + 1)...].contains(UInt8(ascii: "\t")) else { return nil }
        return first
    }

    /// The loop of the `run` methods: `body` gets each value with the
    /// formatter of its line's locale (or the default locale's), the value,
    /// the whole line, and the output. A line whose locale opens no formatter
    /// fails without reaching `body`.
    private func run<Formatter>(_ values: [String], open: (LocaleID) throws(ICUError) -> Formatter,
                                localeEnd: (Formatter, InputBytes) -> Int?,
                                _ body: (Formatter, InputBytes, InputBytes, inout Output) -> Void) throws {
        let defaultLocale = options.locale(for: category)
        let first: Formatter
        do {
            first = try open(defaultLocale)
        } catch {
            throw OptionError(description: error.description)
        }
        var lineLocales = LineLocales()
        var output = Output(json: options.json)
        try Batch.forEachValue(values, output: &output) { line, output in
            guard values.isEmpty, let tab = localeEnd(first, line) else {
                return body(first, line, line, &output)
            }
            let formatter = lineLocales.locale(spelled: line[..<tab]).flatMap { locale in
                Result { () throws(ICUError) in try open(locale) }
            }
            switch formatter {
            case .success(let formatter):
                body(formatter, tab == line.endIndex ? line[tab...] : line[(tab + 1)...], line, &output)
            case .failure(let error):
                output.fail(input: line, message: error.description)
            }
        }
    }

    /// Runs `body` for each value — the arguments, or when there are none the
    /// lines of standard input — then flushes the output. A line longer than
    /// ``LineReader/lineLimit`` fails without reaching `body`.
    ///
    /// - Throws: `ExitCode.failure` when standard input cannot be read or a value failed.
    static func forEachValue(_ values: [String], output: inout Output,
                             _ body: (InputBytes, inout Output) -> Void) throws {
        if !values.isEmpty {
            for value in values { body(Array(value.utf8)[...], &output) }
        } else {
            var reader = LineReader(fileDescriptor: STDIN_FILENO)
            // Flushing before each read that may block keeps a coprocess that
            // writes a line and waits for its answer from deadlocking.
            while let line = reader.next(beforeBlocking: { output.flush() }) {
                switch line {
                case .text(let bytes):
                    body(bytes, &output)
                case .tooLong(let prefix):
                    output.fail(input: prefix + "…".utf8, message: lineTooLong)
                }
            }
            if let error = reader.readError {
                // Such as a directory for input: the values cannot all have been read.
                output.flush()
                try readFailed(error)
            }
        }
        output.flush()
        if output.failed { throw ExitCode.failure }
    }

    /// Why a line longer than ``LineReader/lineLimit`` fails.
    static var lineTooLong: String {
        "the line has more than \(LineReader.lineLimit) bytes (1 MiB), the most a line may have"
    }

    /// Says that standard input could not be read (`errno` `error`), and fails: the
    /// values cannot all have been read.
    static func readFailed(_ error: Int32) throws -> Never {
        writeError("icufmt: cannot read standard input: \(String(cString: strerror(error)))")
        throw ExitCode.failure
    }

    /// The exit status for bad options (argument-parser's own is 64).
    static var optionErrorStatus: Int32 { 2 }

    /// The part of every help screen that explains values, output and exit status.
    static var help: String {
        """
        Give values as arguments, or give none to read them from standard input, one per line. \
        In that batch mode, a line LOCALE<TAB>VALUE converts VALUE in LOCALE instead of the --locale one, \
        and a line of more than 1 MiB (1,048,576 bytes) fails as a bad value does.

        The output has one line per value, in order. A value that fails gives an empty line, and \
        'icufmt: <input>: <message>' on standard error; the values after it are still converted. \
        A result that is empty or holds a line feed or carriage return is such a failure, except with --json. \
        In results and messages, every control character except tab, and U+2028 and U+2029, is written \
        as an escape such as \\u{1B} for ESC. \
        With --json, each line is {"input":"<value>","output":"<result>"} or \
        {"input":"<value>","error":"<message>"}, with JSON's escapes instead.

        Exit status: 0 when every value succeeded, 1 when any value failed, 2 for bad options. \
        A failed write to standard output, a closed pipe among them, stops icufmt at once, with status 1.
        """
    }
}

/// The locales of batch lines: a line with the spelling of the line before
/// reuses its locale; any other spelling is looked up in `LocaleID`'s own table
/// (bounded, least recently used first, keyed by the text's bytes), so icufmt
/// keeps no table of its own.
///
/// Spellings are told apart by their bytes, never by `String` equality, which
/// takes canonically equivalent text (`K` and U+212A KELVIN SIGN) for the same:
/// one line's spelling must not decide what another's gets.
struct LineLocales {
    private var lastSpelling: [UInt8] = []
    private var lastLocale: Result<LocaleID, ICUError>?

    mutating func locale(spelled spelling: InputBytes) -> Result<LocaleID, ICUError> {
        if let lastLocale, spelling.elementsEqual(lastSpelling) { return lastLocale }
        let locale = Result { () throws(ICUError) in try LocaleID(String(decoding: spelling, as: UTF8.self)) }
        lastSpelling = Array(spelling)
        lastLocale = locale
        return locale
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
