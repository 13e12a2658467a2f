import FoundationEssentials
@_spi(Testing) @testable import ICU
import Testing

/// The compiled plan of MF2 messages: every call gives what resolution gives,
/// output and errors, for every case of the Working Group's test files and for
/// number and plural messages in many locales and values; which messages compile.
@Suite("MessageFormat 2: compiled plan")
struct MessageFormat2CompiledTests {
    /// The same output and errors from `formatWithErrors` (the plan where there is one) and from resolution.
    static func expectSamePaths(_ message: MessageFormat2, _ arguments: [String: MessageArgument],
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let planned = message.formatWithErrors(arguments)
        let resolved = message.formatByResolution(arguments)
        #expect(planned.output.utf8.elementsEqual(resolved.output.utf8) && planned.errors == resolved.errors,
                "\(message.source.debugDescription) in \(message.locale) with \(arguments): plan \(planned), resolution \(resolved)",
                sourceLocation: sourceLocation)
        #expect(message.format(arguments).utf8.elementsEqual(resolved.output.utf8), sourceLocation: sourceLocation)
    }

    @Test(arguments: MF2Conformance.files)
    func conformanceCasesFormatAlikeBothWays(_ name: String) throws {
        var compiled = 0
        for test in try MF2Conformance.cases(name) {
            guard case .success(let (message, arguments)) = MF2Conformance.message(test) else { continue }
            Self.expectSamePaths(message, arguments)
            if message.isCompiled { compiled += 1 }
        }
        print("MF2 \(name): \(compiled) compiled")
    }

    static let numberMessages = [
        ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}",
        ".input {$n :integer} .match $n 0 {{none}} one {{one: {$n}}} few {{few: {$n}}} many {{many: {$n}}} * {{other: {$n}}}",
        ".input {$n :number select=ordinal} .match $n one {{{$n}st}} two {{{$n}nd}} few {{{$n}rd}} * {{{$n}th}}",
        ".input {$n :number select=exact} .match $n 1 {{exactly one}} 1.0 {{never first}} * {{{$n} exactly}}",
        ".input {$n :number minimumIntegerDigits=3 useGrouping=never} {{{$n} and {$m :integer signDisplay=always}}}",
        ".input {$n :number maximumFractionDigits=2} .input {$m :integer} .match $n $m one one {{1 1}} one * {{1 *}} * one {{* 1}} 2 2 {{2 2}} * * {{{$n} {$m}}}",
        "{{{#b}Hello {$name}, {$n :number} {/b}{#img src=|x.png|/} {|literal|} {|5| :number}}}",
        ".input {$n :number u:id=count} .match $n 0 {{zero {$n}}} 1 {{one {$n}}} zero {{z}} one {{o}} two {{t}} few {{f}} many {{m}} * {{{$n}}}",
    ]

    static let locales: [LocaleID] = ["en", "ru", "ar", "pl", "fr", "de", "es", "ja", "cy", "he", "hi", "lv", "ga", "bn",
                                      "sl", "mt", "ar_EG", "fa", "ks", "my"]

    /// A sweep (``Sweep``): every second locale by default, all twenty with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep), arguments: numberMessages)
    func numberMessagesFormatAlikeBothWays(_ source: String) throws {
        let values: [MessageArgument] = MessageFormat.Compiled.probeIntegers.map { .integer($0) }
            + [.integer(.max), .integer(.min), .decimal("3"), .decimal("-0"), .decimal("1.50"), .decimal("007"),
               .double(1.5), .string("a b"), .string("3")]
        for locale in Sweep.sample(Self.locales, every: 2, sanitizer: 5) {
            for bidi in MessageFormat2.BidiIsolation.allCases {
                let message = try MessageFormat2(source, locale: locale, options: .init(bidiIsolation: bidi))
                #expect(message.isCompiled, "\(source) in \(locale)")
                for value in values {
                    Self.expectSamePaths(message, ["n": value, "m": value, "name": value])
                    Self.expectSamePaths(message, ["n": value, "name": "Ann"])
                }
                Self.expectSamePaths(message, [:])
            }
        }
    }

    @Test(.cldr42) func theBenchmarkMessageCompilesAndWritesICU72Text() throws {
        let message = try MessageFormat2(".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}",
                                         locale: "en", options: .init(bidiIsolation: .none))
        #expect(message.isCompiled)
        #expect(message.format(["n": 1]) == "1 item")
        #expect(message.format(["n": 1234]) == "1,234 items")
        // "1.0" is written "1" (no fraction digits unless asked), and selects as what is written.
        #expect(message.format(["n": .decimal("1.0")]) == "1 item")
        let russian = try MessageFormat2(".input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}",
                                         locale: "ru")
        #expect(russian.isCompiled)
        #expect(russian.format(["n": 21]) == "21 файл")
        #expect(russian.format(["n": 1_234_567]) == "1\u{00A0}234\u{00A0}567 файлов")
        let arabic = try MessageFormat2("{{{$n :integer} ملف}}", locale: "ar")
        #expect(arabic.isCompiled)
        #expect(arabic.format(["n": 3]) == "\u{2067}٣\u{2069} ملف")
    }

    /// ``theBenchmarkMessageCompilesAndWritesICU72Text()`` on any ICU: the messages compile,
    /// and their numbers are what `unumf_formatDouble` writes in this process.
    @Test func theBenchmarkMessageCompilesAndWritesICUsNumbers() throws {
        func number(_ value: Double, _ locale: String, skeleton: String = "") throws -> String {
            try #require(RawICU.number(value, skeleton: skeleton, locale: locale))
        }
        let message = try MessageFormat2(".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}",
                                         locale: "en", options: .init(bidiIsolation: .none))
        #expect(message.isCompiled)
        #expect(message.format(["n": 1]) == (try number(1, "en")) + " item")
        #expect(message.format(["n": 1234]) == (try number(1234, "en")) + " items")
        let russian = try MessageFormat2(".input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}",
                                         locale: "ru")
        #expect(russian.isCompiled)
        #expect(russian.format(["n": 21]) == (try number(21, "ru")) + " файл")
        #expect(russian.format(["n": 1_234_567]) == (try number(1_234_567, "ru")) + " файлов")
        let arabic = try MessageFormat2("{{{$n :integer} ملف}}", locale: "ar")
        #expect(arabic.isCompiled)
        #expect(arabic.format(["n": 3]) == "\u{2067}" + (try number(3, "ar", skeleton: "precision-integer")) + "\u{2069} ملف")
    }

    /// Messages with parts resolution formats on every call.
    @Test(arguments: [
        ".local $m = {$n :number} {{{$m}}}",
        ".input {$n :number minimumFractionDigits=$d} {{{$n}}}",
        ".input {$n :number u:locale=fr} {{{$n}}}",
        "{{{$n :number u:dir=rtl}}}",
        "{{{$n :percent}}}",
        ".input {$n :number} {{{$n :integer}}}",
        ".input {$n :number minimumFractionDigits=1} .match $n one {{one}} * {{other}}",
        ".input {$n :number} .match $n one {{one}} |a| {{a}} * {{other}}",
        "{{{#b x=$y}}}",
    ])
    func notCompiled(_ source: String) throws {
        let message = try MessageFormat2(source, locale: "en")
        #expect(!message.isCompiled)
        Self.expectSamePaths(message, ["n": 1, "d": 2, "y": "a"])
    }

    @Test func aPlanIsSharedByCopiesAndThreads() throws {
        let message = try MessageFormat2(".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}", locale: "pl")
        let expected = (0..<200).map { message.formatByResolution(["n": .integer($0)]).output }
        onThreads(8) { _ in
            let copy = message
            for n in 0..<200 { #expect(copy.format(["n": .integer(n)]) == expected[n]) }
        }
    }
}

/// Formatting to parts: markup with its options, placeholders with their
/// source, function, fallback and isolation, joined into `format`'s text.
@Suite("MessageFormat 2: parts")
struct MessageFormat2PartsTests {
    typealias Part = MessageFormat2.Part

    @Test func markupPlaceholdersAndFallbacks() throws {
        let message = try MessageFormat2("{#b}{$n :integer}{/b} new {$x} {#img src=|x.png| alt=$alt/}", locale: "en_US")
        let (parts, errors) = message.formatToParts(["n": 5, "alt": "pic"])
        #expect(parts == [
            .markup(.init(kind: .open, name: "b", options: [:])),
            .placeholder(.init(source: "$n", function: "integer", text: "5", isFallback: false,
                               leadingIsolation: "", trailingIsolation: "")),
            .markup(.init(kind: .close, name: "b", options: [:])),
            .text(" new "),
            .placeholder(.init(source: "$x", function: nil, text: "{$x}", isFallback: true,
                               leadingIsolation: "\u{2068}", trailingIsolation: "\u{2069}")),
            .text(" "),
            .markup(.init(kind: .standalone, name: "img", options: ["src": "x.png", "alt": "pic"])),
        ])
        #expect(errors.map(\.kind) == [.unresolvedVariable])
        #expect(parts.map(\.string).joined() == message.format(["n": 5, "alt": "pic"]))
    }

    @Test func isolationMarksFollowTheStrategyAndDirection() throws {
        let source = "{|a|} {$n :number} {$n :number u:dir=rtl} {|x| :string}"
        let english = try MessageFormat2(source, locale: "en").formatToParts(["n": 7]).parts
        let arabic = try MessageFormat2(source, locale: "ar").formatToParts(["n": 7]).parts
        let none = try MessageFormat2(source, locale: "ar", options: .init(bidiIsolation: .none)).formatToParts(["n": 7]).parts
        func marks(_ parts: [Part]) -> [String] {
            parts.compactMap { part in
                guard case .placeholder(let p) = part else { return nil }
                return p.leadingIsolation + p.trailingIsolation
            }
        }
        #expect(marks(english) == ["\u{2068}\u{2069}", "", "\u{2067}\u{2069}", "\u{2068}\u{2069}"])
        #expect(marks(arabic) == ["\u{2068}\u{2069}", "\u{2067}\u{2069}", "\u{2067}\u{2069}", "\u{2068}\u{2069}"])
        #expect(marks(none) == ["", "", "", ""])
        for locale: LocaleID in ["en", "ar"] {
            let message = try MessageFormat2(source, locale: locale)
            #expect(message.formatToParts(["n": 7]).parts.map(\.string).joined() == message.format(["n": 7]))
        }
    }

    @Test func partsJoinToTheFormattedTextOfEveryConformanceCase() throws {
        for name in MF2Conformance.files {
            for test in try MF2Conformance.cases(name) {
                guard case .success(let (message, arguments)) = MF2Conformance.message(test) else { continue }
                let (parts, errors) = message.formatToParts(arguments)
                let formatted = message.formatByResolution(arguments)
                #expect(parts.map(\.string).joined() == formatted.output && errors == formatted.errors, "\(test.testDescription)")
            }
        }
    }
}
