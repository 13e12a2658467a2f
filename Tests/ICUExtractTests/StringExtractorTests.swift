import FoundationEssentials
@_spi(CLI) import ICU
import ICUExtract
import Testing

enum ExtractFixtures {
    static let directory: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures/Extract"
    }()

    static func path(_ relative: String) -> String { directory + "/" + relative }

    /// A fresh folder of its own under the temporary directory.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/icu-extract-\(UInt64.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Finding keys in Swift source: every call form, with its table, default,
/// comment and place; what is not a use; source that does not parse.
@Suite("String extraction")
struct StringExtractorTests {
    struct Found: Equatable, CustomStringConvertible {
        var key: String, table: String, defaultValue: String?, comment: String?, line: Int, column: Int, call: String
        var description: String { "\(line):\(column) \(call) \(key) [\(table)] \(defaultValue ?? "-") \(comment ?? "-")" }
    }

    func found(_ extraction: Extraction, in file: String) -> [Found] {
        extraction.strings.filter { $0.location.file.hasSuffix(file) }.map {
            Found(key: $0.key, table: $0.table, defaultValue: $0.defaultValue, comment: $0.comment,
                  line: $0.location.line, column: $0.location.column, call: $0.call)
        }
    }

    @Test func findsEveryCallFormWithItsCommentAndPlace() throws {
        let extraction = try StringExtractor(functions: ["loc", "label"]).extract(paths: [ExtractFixtures.path("Sources")])
        let calls = found(extraction, in: "/Calls.swift")
        let expected: [Found] = [
            .init(key: "greeting", table: "Localizable", defaultValue: "Hello!", comment: "Shown on the home page",
                  line: 10, column: 27, call: "String(localized:)"),
            .init(key: "settings.title", table: "Settings", defaultValue: nil, comment: "The settings screen's title",
                  line: 11, column: 27, call: "String(localized:)"),
            .init(key: "cancel", table: "Localizable", defaultValue: nil, comment: "A button that cancels",
                  line: 12, column: 27, call: "NSLocalizedString"),
            .init(key: "save", table: "Localizable", defaultValue: "Save", comment: "A button that saves",
                  line: 13, column: 27, call: "NSLocalizedString"),
            .init(key: "files.count", table: "Localizable", defaultValue: "Files", comment: "A heading",
                  line: 14, column: 33, call: "LocalizedStringResource"),
            .init(key: "bundle.string", table: "Localizable", defaultValue: "Bundle text", comment: nil,
                  line: 15, column: 23, call: "StringBundle.string"),
            .init(key: "bundle.format", table: "Localizable", defaultValue: nil, comment: nil,
                  line: 16, column: 27, call: "StringBundle.format"),
            .init(key: "bundle.message", table: "Localizable", defaultValue: nil, comment: nil,
                  line: 17, column: 28, call: "StringBundle.message"),
            .init(key: "custom.key", table: "Localizable", defaultValue: nil, comment: "Through --function",
                  line: 20, column: 13, call: "loc"),
            .init(key: "member.custom", table: "Localizable", defaultValue: nil, comment: nil,
                  line: 21, column: 20, call: "label"),
            .init(key: "greeting", table: "Localizable", defaultValue: nil, comment: "Shown on the home page",
                  line: 22, column: 27, call: "String(localized:)"),
            .init(key: "multi\nline", table: "Localizable", defaultValue: nil, comment: nil,
                  line: 23, column: 27, call: "String(localized:)"),
            .init(key: #"raw "quoted" \n"#, table: "Localizable", defaultValue: nil, comment: "Raw",
                  line: 27, column: 27, call: "String(localized:)"),
        ]
        #expect(calls == expected)
        #expect(extraction.warnings.map(\.description) == [
            ExtractFixtures.path("Sources/App/Calls.swift") + ":18:27: warning: the key of String(localized:) is an interpolated string; it is not extracted",
            ExtractFixtures.path("Sources/App/Calls.swift") + ":19:27: warning: the key of NSLocalizedString is not a string literal; it is not extracted",
        ])
        // Files in sorted order: Broken.swift's call comes first; Empty.swift has none.
        #expect(extraction.strings.first?.key == "after.error")
        #expect(extraction.strings.count == expected.count + 1)
    }

    @Test func functionsAreUsesOnlyWhenNamed() throws {
        let extraction = try StringExtractor().extract(paths: [ExtractFixtures.path("Sources/App/Calls.swift")])
        let keys = extraction.strings.map(\.key)
        #expect(!keys.contains("custom.key"))
        #expect(!keys.contains("member.custom"))
        for notAUse in ["in a comment", "in a block comment", "a plain literal", "inside a literal", "not.a.lookup"] {
            #expect(!keys.contains(notAUse))
        }
    }

    /// swift-syntax recovers from the error: the call after it is still found.
    @Test func sourceThatDoesNotParseStillGivesItsCalls() throws {
        let extraction = try StringExtractor().extract(paths: [ExtractFixtures.path("Sources/App/Broken.swift")])
        #expect(extraction.strings.map(\.key) == ["after.error"])
        #expect(extraction.strings.first?.comment == "Still found")
        #expect(extraction.strings.first?.location.line == 2)
        #expect(StringExtractor().extract(source: "", file: "Empty.swift") == Extraction())
        #expect(StringExtractor().extract(source: "String(localized:", file: "Cut.swift").strings.isEmpty)
    }

    /// `let x = ((…(NSLocalizedString("key", comment: "c"))…))` with `depth` parentheses.
    static func nested(_ depth: Int, key: String) -> String {
        "let x = " + String(repeating: "(", count: depth) + #"NSLocalizedString("\#(key)", comment: "c")"#
            + String(repeating: ")", count: depth) + "\n"
    }

    /// Within swift-syntax's nesting limit every call is found; past it the parser
    /// stops, and the calls it did not read are a warning naming the file, line
    /// and column, not a quiet success.
    @Test func nestingPastTheParsersLimitIsAWarningNamingTheFile() throws {
        let shallow = StringExtractor().extract(source: Self.nested(200, key: "key200"), file: "deep200.swift")
        #expect(shallow.strings.map(\.key) == ["key200"])
        #expect(shallow.warnings.isEmpty)
        #expect(shallow.isComplete)

        let source = #"let before = String(localized: "before")"# + "\n" + Self.nested(1000, key: "key1000")
        let deep = StringExtractor().extract(source: source, file: "deep1000.swift")
        #expect(deep.strings.map(\.key) == ["before"])
        #expect(deep.warnings.map(\.kind) == [.nestingTooDeep])
        #expect(deep.warnings.first?.location.file == "deep1000.swift")
        #expect(deep.warnings.first?.location.line == 2)
        #expect(deep.warnings.first?.description.hasPrefix("deep1000.swift:2:") == true)
        #expect(deep.warnings.first?.description.contains("deeper than 256 levels") == true)
        #expect(!deep.isComplete)
        // The other warnings leave the extraction complete.
        let interpolated = StringExtractor().extract(source: #"let s = String(localized: "a\(b)")"#, file: "I.swift")
        #expect(interpolated.warnings.map(\.kind) == [.keyInterpolated])
        #expect(interpolated.isComplete)
    }

    /// 100,000 levels of parentheses, and 10,000 of the other brackets the parser
    /// counts, do not overflow the stack: the parser stops at its limit and the
    /// file is reported as not read. (Chains the parser does not count as nesting,
    /// such as `a.b.b…`, `f()()…` or `try try …`, are read on a stack sized to the file:
    /// ``chainsOfAnyLengthAreReadToTheEnd(chain:)``.)
    @Test(arguments: [("(", ")", 100_000), ("{", "}", 10_000), ("f(", ")", 10_000), ("{ _ in ", "}", 10_000)])
    func deepNestingDoesNotOverflowTheStack(open: String, close: String, depth: Int) throws {
        let source = "let x = " + String(repeating: open, count: depth) + #"NSLocalizedString("k", comment: "c")"#
            + String(repeating: close, count: depth) + "\n"
        let found = StringExtractor().extract(source: source, file: "Deep.swift")
        #expect(found.strings.isEmpty)
        #expect(found.warnings.map(\.kind) == [.nestingTooDeep])
        #expect(found.warnings.first?.location.file == "Deep.swift")
    }

    /// Chains the parser does not count as nesting recurse once a link in
    /// swift-syntax; the file's own thread has the stack for them, so the call
    /// after each chain is found (20,000 links overflow 8 MiB in a debug build).
    @Test(arguments: ["a" + String(repeating: ".b", count: 20_000), "f" + String(repeating: "()", count: 20_000),
                      String(repeating: "try ", count: 20_000) + "a", String(repeating: "- ", count: 20_000) + "a"])
    func chainsOfAnyLengthAreReadToTheEnd(chain: String) throws {
        let source = "let x = \(chain)\n" + #"let y = NSLocalizedString("k", comment: "c")"# + "\n"
        let found = StringExtractor().extract(source: source, file: "Chain.swift")
        #expect(found.strings.map(\.key) == ["k"])
        #expect(found.warnings.isEmpty)
    }

    /// More than twelve `[` in a row (which swift-syntax reads in time growing by
    /// half with each) stop the file before it is parsed; in comments and string
    /// literals they do not count.
    @Test func runsOfOpeningBracketsPastTheLimitAreAWarning() throws {
        func source(_ run: Int) -> String {
            "let x = " + String(repeating: "[", count: run) + "1" + String(repeating: "]", count: run) + "\n"
                + #"let y = NSLocalizedString("k", comment: "c")"# + "\n"
        }
        let limit = StringExtractor.maximumBracketRun
        #expect(StringExtractor().extract(source: source(limit), file: "A.swift").strings.map(\.key) == ["k"])
        let past = StringExtractor().extract(source: source(limit + 1), file: "B.swift")
        #expect(past.strings.isEmpty)
        #expect(past.warnings.map(\.kind) == [.nestingTooDeep])
        #expect(past.warnings.first.map { "\($0.location)" } == "B.swift:1:9")
        #expect(!past.isComplete)
        let spaced = "let x = " + String(repeating: "[ ", count: limit + 1) + "1" + String(repeating: "]", count: limit + 1)
        #expect(StringExtractor().extract(source: spaced, file: "C.swift").warnings.map(\.kind) == [.nestingTooDeep])
        let brackets = String(repeating: "[", count: 40)
        let quoted = "// \(brackets)\n/* \(brackets) /* \(brackets) */ */\nlet s = \"\(brackets)\\\"\(brackets)\"\n"
            + "let t = \"\"\"\n\(brackets)\n\"\"\"\n" + #"let y = NSLocalizedString("k", comment: "c")"# + "\n"
        let inText = StringExtractor().extract(source: quoted, file: "D.swift")
        #expect(inText.strings.map(\.key) == ["k"])
        #expect(inText.warnings.isEmpty)
    }

    /// String interpolations nested past the parser's limit (which it would
    /// relex to the end of the file level by level: 100,000 take minutes) stop
    /// the file before it is parsed; 256 levels, and raw strings' `\#(…)`, read.
    @Test func interpolationsNestedPastTheLimitAreAWarning() throws {
        func source(_ depth: Int, open: String = #""\("#, close: String = #")""#) -> String {
            "let x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "\n"
                + #"let y = NSLocalizedString("k", comment: "c")"# + "\n"
        }
        let limit = StringExtractor.maximumNestingLevel
        #expect(StringExtractor().extract(source: source(limit - 8), file: "A.swift").strings.map(\.key) == ["k"])
        #expect(StringExtractor().extract(source: source(40, open: ##"#"\#("##, close: ##")"#"##), file: "R.swift")
            .strings.map(\.key) == ["k"])
        for depth in [limit + 2, 100_000] {
            let deep = StringExtractor().extract(source: source(depth), file: "B.swift")
            #expect(deep.strings.isEmpty)
            #expect(deep.warnings.map(\.kind) == [.nestingTooDeep])
            #expect(deep.warnings.first?.message.contains("string interpolations deeper than \(limit)") == true)
        }
    }

    /// A file of more than a mebibyte is not read, and says so.
    @Test func sourceLargerThanTheLimitIsAWarning() throws {
        let call = #"let y = NSLocalizedString("k", comment: "c")"# + "\n"
        let filler = String(repeating: "// padding\n", count: (StringExtractor.maximumSourceSize - call.utf8.count) / 11)
        let fits = filler + call
        #expect(fits.utf8.count <= StringExtractor.maximumSourceSize)
        #expect(StringExtractor().extract(source: fits, file: "A.swift").strings.map(\.key) == ["k"])
        let large = filler + call + String(repeating: " ", count: StringExtractor.maximumSourceSize)
        let found = StringExtractor().extract(source: large, file: "Big.swift")
        #expect(found.strings.isEmpty)
        #expect(found.warnings.map(\.kind) == [.sourceTooLarge])
        #expect(found.warnings.first.map { "\($0.location)" } == "Big.swift:1:1")
        #expect(!found.isComplete)
    }

    @Test func hiddenFoldersAndOtherFilesAreSkipped() throws {
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.build/checkouts", withIntermediateDirectories: true)
        let call = Data(#"let s = String(localized: "k")"#.utf8)
        try call.write(to: URL(fileURLWithPath: folder + "/.build/checkouts/Dependency.swift"))
        try call.write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try call.write(to: URL(fileURLWithPath: folder + "/Main.swift"))
        let extraction = try StringExtractor().extract(paths: [folder])
        #expect(extraction.strings.map(\.location.file) == [folder + "/Main.swift"])
    }

    @Test func missingAndUnreadableSourcesAreTypedErrors() throws {
        let missing = try #require(throws: ICUError.self) { try StringExtractor().extract(paths: ["/nonexistent/App"]) }
        #expect(missing.kind == .badInput)
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0x66, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder + "/Bad.swift"))
        let notUTF8 = try #require(throws: ICUError.self) { try StringExtractor().extract(paths: [folder]) }
        #expect(notUTF8.kind == .badInput)
    }
}
