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
        try run(values, open: open) { formatter, value throws(ICUError) in Record(try convert(formatter, value)) }
    }

    /// ``run(_:open:convert:)`` for subcommands whose JSON objects have fields of their own.
    ///
    /// - Parameter localeEnd: Where a batch line's locale column ends: the
    ///   tab after it, the end of a line that is only a locale, or `nil` when
    ///   the line has none. It gets the default locale's formatter. By
    ///   default, a line's first tab ends its locale.
    func run<Formatter>(_ values: [String], open: (LocaleID) throws(ICUError) -> Formatter,
                        localeEnd: (Formatter, String) -> String.Index? = { _, line in line.firstIndex(of: "\t") },
                        convert: (Formatter, String) throws(ICUError) -> Record) throws {
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

        try Batch.forEachValue(values, output: &output) { line, output in
            let result: Result<Record, ICUError>
            if !values.isEmpty {
                result = Result { () throws(ICUError) in try convert(first, line) }
            } else if let tab = localeEnd(first, line) {
                let value = tab == line.endIndex ? "" : String(line[line.index(after: tab)...])
                result = formatter(forLocale: line[..<tab]).flatMap { formatter in
                    Result { () throws(ICUError) in try convert(formatter, value) }
                }
            } else {
                result = Result { () throws(ICUError) in try convert(first, line) }
            }
            output.write(input: line, result)
        }
    }

    /// Runs `body` for each value — the arguments, or when there are none the
    /// lines of standard input — then flushes the output.
    ///
    /// - Throws: `ExitCode.failure` when standard input cannot be read or a value failed.
    static func forEachValue(_ values: [String], output: inout Output,
                             _ body: (String, inout Output) -> Void) throws {
        if !values.isEmpty {
            for value in values { body(value, &output) }
        } else {
            var reader = LineReader(fileDescriptor: STDIN_FILENO)
            // Flushing before each read that may block keeps a coprocess that
            // writes a line and waits for its answer from deadlocking.
            while let line = reader.next(beforeBlocking: { output.flush() }) {
                body(line, &output)
            }
            if let error = reader.readError {
                // Such as a directory for input: the values cannot all have been read.
                output.flush()
                Batch.writeError("icufmt: cannot read standard input: \(String(cString: strerror(error)))")
                throw ExitCode.failure
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
        'icufmt: <input>: <message>' on standard error, with control characters but tab written as \\u{1B}; \
        the values after it are still converted. A result with a line break is such a failure, except with --json. \
        With --json, each line is {"input":"<value>","output":"<result>"} or \
        {"input":"<value>","error":"<message>"}.

        Exit status: 0 when every value succeeded, 1 when any value failed, 2 for bad options. \
        A failed write to standard output stops icufmt at once, with status 1.
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
