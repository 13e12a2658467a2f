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
