import ArgumentParser
import FoundationEssentials
import ICU

struct MF2Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mf2",
        abstract: "Format a Unicode MessageFormat 2 message.",
        discussion: """
            Each NAME=VALUE gives an argument: VALUE is a number when it reads as one (-1.5, 3e2), \
            text otherwise; NAME:string=VALUE keeps it text. Errors are written to standard error, \
            one per line, as the specification names them (unresolved-variable, bad-operand, …), and \
            the exit status is 1; the message is still written, with fallbacks such as {$name}.

            With --cases, each line of standard input is one test case in the MessageFormat Working \
            Group's JSON format ({"src":…,"locale":…,"params":[{"name":…,"value":…}],"bidiIsolation":…}), \
            a parameter with "type":"datetime" being a date (ISO 8601, in UTC when it gives no offset); \
            each output line is {"output":…,"errors":[{"type":…}]}, the output left out for a message \
            that does not parse. The test functions :test:function, :test:select and :test:format are \
            available with --cases only.

            With --parts, the message is written as one JSON line, {"parts":[…],"errors":[{"type":…}]}: \
            text parts {"type":"text","value":…}, markup {"type":"markup","kind":"open|close|standalone",\
            "name":…,"options":{…}}, and placeholders {"type":"placeholder","source":"$name","function":…,\
            "value":…,"fallback":…,"isolation":[…]}, isolation the two bidi controls written around the value, \
            or none.
            """
    )

    @Option(help: ArgumentHelp("Use this locale, such as de_DE or de-DE (default: from LC_ALL, LC_MESSAGES, then LANG).",
                               valueName: "id"),
            transform: { text in try LocaleID(text) })
    var locale: LocaleID?

    @Option(help: ArgumentHelp("Isolate placeholders with bidi controls (default) or not (none).",
                               valueName: "strategy"))
    var bidiIsolation: MessageFormat2.BidiIsolation = .default

    @Flag(help: "Read test cases as JSON lines from standard input and write a JSON line for each.")
    var cases = false

    @Flag(help: "Write the formatted message as JSON parts: text, markup and placeholders.")
    var parts = false

    @Argument(help: ArgumentHelp("The message, then its arguments as NAME=VALUE.", valueName: "source"))
    var arguments: [String] = []

    mutating func validate() throws {
        if cases, parts { throw ValidationError("--parts formats one message: give it without --cases.") }
        if cases, !arguments.isEmpty { throw ValidationError("--cases reads standard input: give no message.") }
        if !cases, arguments.isEmpty { throw ValidationError("Give a message, or --cases.") }
        for argument in arguments.dropFirst() where !argument.contains("=") {
            throw ValidationError("'\(argument)' is not NAME=VALUE.")
        }
    }

    func run() throws {
        if cases { return try runCases() }
        let locale = locale ?? LocaleID.current(for: .messages)
        var values: [String: MessageArgument] = [:]
        for argument in arguments.dropFirst() {
            let (name, value) = Self.argument(argument)
            values[name] = value
        }
        let message: MessageFormat2
        do {
            message = try MessageFormat2(arguments[0], locale: locale, options: .init(bidiIsolation: bidiIsolation))
        } catch {
            printError(error.messageFormat2Error?.description ?? error.description)
            throw ExitCode.failure
        }
        if parts { return try writeParts(message, values) }
        let (output, errors) = message.formatWithErrors(values)
        Batch.writeOutput(Array((output + "\n").utf8))
        for error in errors { printError(error.description) }
        if !errors.isEmpty { throw ExitCode.failure }
    }

    /// `NAME=VALUE`, `NAME:string=VALUE`: a number where VALUE reads as one.
    static func argument(_ text: String) -> (String, MessageArgument) {
        let equals = text.firstIndex(of: "=")!
        var name = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        if name.hasSuffix(":string") {
            name.removeLast(":string".count)
            return (name, .string(value))
        }
        return (name, MessageFormat2.isNumberLiteral(value) ? .decimal(value) : .string(value))
    }

    // MARK: --parts

    /// One part as JSON: its keys sorted, so that the line is the same on every run.
    private struct PartJSON: Encodable {
        var type: String
        var value: String?
        var kind: String?
        var name: String?
        var options: [String: String]?
        var source: String?
        var function: String?
        var fallback: Bool?
        var isolation: [String]?

        init(_ part: MessageFormat2.Part) {
            switch part {
            case .text(let text):
                type = "text"
                value = text
            case .markup(let markup):
                type = "markup"
                kind = markup.kind.rawValue
                name = markup.name
                options = markup.options
            case .placeholder(let placeholder):
                type = "placeholder"
                value = placeholder.text
                source = placeholder.source
                function = placeholder.function
                fallback = placeholder.isFallback
                isolation = placeholder.leadingIsolation.isEmpty
                    ? [] : [placeholder.leadingIsolation, placeholder.trailingIsolation]
            }
        }
    }

    private struct PartsJSON: Encodable {
        struct ErrorType: Encodable { var type: String }
        var parts: [PartJSON]
        var errors: [ErrorType]
    }

    private func writeParts(_ message: MessageFormat2, _ values: [String: MessageArgument]) throws {
        let (parts, errors) = message.formatToParts(values)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = PartsJSON(parts: parts.map(PartJSON.init), errors: errors.map { .init(type: $0.kind.rawValue) })
        Batch.writeOutput(Array(try encoder.encode(json)) + [UInt8(ascii: "\n")])
        for error in errors { printError(error.description) }
        if !errors.isEmpty { throw ExitCode.failure }
    }

    private func printError(_ text: String) {
        Batch.writeError(text)
    }

    // MARK: --cases

    private struct Case: Decodable {
        struct Param: Decodable {
            var name: String
            var value: CaseValue?
            var type: String?
        }

        var src: String
        var locale: String?
        var params: [Param]?
        var bidiIsolation: String?
    }

    private enum CaseValue: Decodable {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .boolean(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else {
                self = .other
            }
        }
    }

    private struct Result {
        struct ErrorType { var type: String }
        var output: String?
        var errors: [ErrorType]

        /// `{"output":…,"errors":[{"type":…},…]}`, in that order; no output for a message that did not parse.
        func json(_ encoder: JSONEncoder) throws -> [UInt8] {
            var out = Array("{".utf8)
            if let output { out += Array("\"output\":".utf8) + Array(try encoder.encode(output)) + [UInt8(ascii: ",")] }
            out += Array("\"errors\":[".utf8)
            for (index, error) in errors.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += Array("{\"type\":".utf8) + Array(try encoder.encode(error.type)) + [UInt8(ascii: "}")]
            }
            return out + Array("]}\n".utf8)
        }
    }

    private func runCases() throws {
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        var failed = false
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            let result: Result
            do {
                result = run(try decoder.decode(Case.self, from: Data(line.utf8)))
            } catch {
                result = Result(output: nil, errors: [.init(type: "bad-test-case")])
            }
            if !result.errors.isEmpty { failed = true }
            Batch.writeOutput(try result.json(encoder))
        }
        if failed { throw ExitCode.failure }
    }

    private func run(_ test: Case) -> Result {
        let locale = test.locale.flatMap { try? LocaleID($0) } ?? self.locale ?? LocaleID.current(for: .messages)
        let bidi = test.bidiIsolation.flatMap(MessageFormat2.BidiIsolation.init(rawValue:)) ?? bidiIsolation
        let message: MessageFormat2
        do {
            message = try MessageFormat2(test.src, locale: locale,
                                         options: .init(bidiIsolation: bidi, functions: MessageFormat2.conformanceTestFunctions))
        } catch {
            return Result(output: nil, errors: [.init(type: error.messageFormat2Error?.kind.rawValue ?? "\(error.code)")])
        }
        var values: [String: MessageArgument] = [:]
        for param in test.params ?? [] {
            switch param.value {
            case .string(let s)? where param.type == "datetime":
                // The schema's datetime parameter: an instant, as a Date argument is.
                guard let date = Self.datetime(s) else { return Result(output: nil, errors: [.init(type: "bad-test-case")]) }
                values[param.name] = .date(date)
            case .string(let s)?: values[param.name] = .string(s)
            case .number(let d)?: values[param.name] = d == d.rounded() && abs(d) < 1e15 ? .integer(Int(d)) : .double(d)
            // A message argument has no boolean: it is the text, which no number or date function takes.
            case .boolean(let flag)?: values[param.name] = .string(flag ? "true" : "false")
            case .other?, nil: break
            }
        }
        let (output, errors) = message.formatWithErrors(values)
        return Result(output: output, errors: errors.map { .init(type: $0.kind.rawValue) })
    }

    /// A test's datetime parameter (test/schemas/v0/tests.schema.json): ISO 8601
    /// as a date literal writes it, `2006-01-02`, `2006-01-02T15:04:06`, with `Z`
    /// or an offset or none; none is UTC, where a message reads a Date argument.
    static func datetime(_ text: String) -> Date? {
        var text = text
        if !text.contains("T") { text += "T00:00:00" }
        let time = text.firstIndex(of: "T").map { text[$0...] } ?? ""
        if !time.contains(where: { $0 == "Z" || $0 == "+" || $0 == "-" }) { text += "Z" }
        return try? Instant.parse(text)
    }
}

extension MessageFormat2.BidiIsolation: ExpressibleByArgument {}
