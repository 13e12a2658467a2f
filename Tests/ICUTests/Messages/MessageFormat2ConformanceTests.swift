import FoundationEssentials
import ICU
import Testing

/// One conformance test of the MessageFormat Working Group (test/schemas/v0/tests.schema.json).
struct MF2Case: Decodable, CustomTestStringConvertible {
    struct Param: Decodable {
        var name: String
        var value: MF2JSONValue?
    }

    struct ExpectedError: Decodable {
        var type: String
    }

    var src: String
    var locale: String?
    var params: [Param]?
    var exp: String?
    var expErrors: [ExpectedError]?
    var bidiIsolation: String?
    var description: String?
    var file = ""

    private enum CodingKeys: String, CodingKey {
        case src, locale, params, exp, expErrors, bidiIsolation, description
    }

    var testDescription: String { "\(file): \(src.debugDescription)" }

    /// Fills what the test leaves out from its file's defaults.
    func withDefaults(_ defaults: MF2Case.Defaults?, file: String) -> MF2Case {
        var filled = self
        filled.file = file
        filled.locale = locale ?? defaults?.locale
        filled.bidiIsolation = bidiIsolation ?? defaults?.bidiIsolation
        filled.expErrors = expErrors ?? defaults?.expErrors
        return filled
    }

    struct Defaults: Decodable {
        var locale: String?
        var bidiIsolation: String?
        var expErrors: [ExpectedError]?
    }

    struct File: Decodable {
        var defaultTestProperties: Defaults?
        var tests: [MF2Case]
    }
}

/// A JSON parameter value: what `MessageArgument` can carry.
enum MF2JSONValue: Decodable {
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

    var argument: MessageArgument? {
        switch self {
        case .string(let s): .string(s)
        case .number(let d): d == d.rounded() && abs(d) < 1e15 ? .integer(Int(d)) : .double(d)
        // MessageArgument has no boolean: `true` arrives as the text "true",
        // which no number or date function takes (the tests expect bad-operand).
        case .boolean(let flag): .string(flag ? "true" : "false")
        case .other: nil
        }
    }
}

/// The conformance test files, beside this one.
enum MF2Conformance {
    static let files = [
        "syntax", "syntax-errors", "data-model-errors", "fallback", "pattern-selection", "bidi", "u-options",
        "functions/string", "functions/number", "functions/integer", "functions/percent", "functions/offset",
        "functions/currency", "functions/date", "functions/time", "functions/datetime",
    ]

    static func cases(_ name: String) throws -> [MF2Case] {
        let folder = String(#filePath.dropLast("MessageFormat2ConformanceTests.swift".count))
        let data = try Data(contentsOf: URL(filePath: folder + "MF2/" + name + ".json"))
        let file = try JSONDecoder().decode(MF2Case.File.self, from: data)
        return file.tests.map { $0.withDefaults(file.defaultTestProperties, file: name) }
    }

    /// The message of one case and its arguments; the data model error where it does not parse.
    static func message(_ test: MF2Case) -> Result<(MessageFormat2, [String: MessageArgument]), MessageFormat2.Error> {
        let locale = (try? LocaleID(test.locale ?? "en-US")) ?? "en_US"
        let bidi = MessageFormat2.BidiIsolation(rawValue: test.bidiIsolation ?? "default") ?? .default
        let message: MessageFormat2
        do {
            message = try MessageFormat2(test.src, locale: locale,
                                         options: .init(bidiIsolation: bidi, functions: MessageFormat2.conformanceTestFunctions))
        } catch {
            // Every error of a message that does not parse carries the specification's.
            return .failure(error.messageFormat2Error ?? MessageFormat2.Error(.messageFunctionError, detail: "\(error)"))
        }
        var arguments: [String: MessageArgument] = [:]
        for param in test.params ?? [] {
            if let argument = param.value?.argument { arguments[param.name] = argument }
        }
        return .success((message, arguments))
    }

    /// Runs one case: the output and the error types, in order.
    static func run(_ test: MF2Case) -> (output: String?, errors: [String]) {
        switch message(test) {
        case .failure(let error):
            return (nil, [error.kind.rawValue])
        case .success(let (message, arguments)):
            let (output, errors) = message.formatWithErrors(arguments)
            return (output, errors.map(\.kind.rawValue))
        }
    }
}

/// Cases whose expectation differs from this implementation, each with why.
/// Every one is checked to still differ, so that a fix removes it from here.
let mf2KnownDifferences: [String: String] = [:]

@Suite("MessageFormat 2 conformance (Working Group tests)")
struct MessageFormat2ConformanceTests {
    @Test(arguments: MF2Conformance.files)
    func conformanceFile(_ name: String) throws {
        let cases = try MF2Conformance.cases(name)
        #expect(!cases.isEmpty)
        var passed = 0
        for test in cases {
            let (output, errors) = MF2Conformance.run(test)
            let expectedErrors = (test.expErrors ?? []).map(\.type)
            let outputMatches = test.exp == nil || output == test.exp
            let errorsMatch = errors.sorted() == expectedErrors.sorted()
            let known = mf2KnownDifferences[test.testDescription]
            if outputMatches && errorsMatch {
                #expect(known == nil, "listed as differing but passes: \(test.testDescription)")
                passed += 1
            } else if known == nil {
                Issue.record("""
                    \(test.testDescription)
                      output \(output.debugDescription), expected \(test.exp.debugDescription)
                      errors \(errors), expected \(expectedErrors)
                    """)
            }
        }
        print("MF2 \(name): \(passed) of \(cases.count) pass")
    }
}
