import FoundationEssentials
@testable import ICU
import Testing

/// The lint fixtures, under `LocalizedStrings/Fixtures/Lint`.
enum LintFixtures {
    static func path(_ relative: String) -> String { StringFixtures.path("Lint/" + relative) }

    /// The diagnostics as `file-relative-to-Lint:line code`, for comparing a whole run.
    static func summary(_ diagnostics: [LintDiagnostic]) -> [String] {
        let prefix = StringFixtures.path("Lint/")
        return diagnostics.map { "\($0.file.replacing(prefix, with: "")):\($0.line) \($0.code.rawValue)" }
    }
}

@Suite struct StringLintTests {
    /// One fixture per class of fault, each caught at its line with its code.
    @Test(arguments: [
        ("syntax.strings", 3, 1, LintDiagnostic.Code.syntaxError, LintDiagnostic.Severity.error),
        ("duplicate.strings", 4, 1, .duplicateKey, .warning),
        ("malformed.stringsdict", 8, 16, .syntaxError, .error),
        ("duplicate.stringsdict", 21, 2, .duplicateKey, .warning),
        ("missing-format-key.stringsdict", 5, 2, .missingFormatKey, .error),
        ("undefined-variable.stringsdict", 5, 2, .undefinedVariable, .error),
        ("unknown-spec-type.stringsdict", 5, 2, .unknownSpecType, .error),
        ("unknown-plural-category.stringsdict", 5, 2, .unknownPluralCategory, .error),
        ("plural-missing-other.stringsdict", 5, 2, .pluralMissingOther, .error),
        ("format-syntax.stringsdict", 5, 2, .formatSyntax, .error),
        ("unknown-version.xcstrings", 1, 1, .unknownCatalogVersion, .error),
        ("missing-value.xcstrings", 14, 5, .missingValue, .error),
        ("unknown-argument.xcstrings", 4, 5, .unknownArgument, .error),
        ("syntax.xcstrings", 5, 5, .syntaxError, .error),
    ])
    func findsEachClassOfFault(_ file: String, _ line: Int, _ column: Int, _ code: LintDiagnostic.Code,
                               _ severity: LintDiagnostic.Severity) {
        let path = LintFixtures.path("Classes/" + file)
        let diagnostics = StringLint().lint([path])
        #expect(diagnostics == [diagnostics.first { $0.code == code }].compactMap { $0 }, "\(diagnostics)")
        let found = diagnostics.first
        #expect(found?.location == FileLocation(file: path, line: line, column: column), "\(diagnostics)")
        #expect(found?.severity == severity)
    }

    @Test func aDuplicateKeyNamesBothLines() {
        let path = LintFixtures.path("Classes/duplicate.strings")
        #expect(StringLint().lint([path]).map(\.description) == [
            "\(path):4:1: warning: the key 'greeting' is written on lines 1 and 4; the later value is used [duplicate-key]",
        ])
        let plist = LintFixtures.path("Classes/duplicate.stringsdict")
        #expect(StringLint().lint([plist]).first?.message.contains("lines 5 and 21") == true)
    }

    @Test func aCatalogKeyWrittenTwiceNamesBothLines() {
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "a": {},
          "a": {}
        }}
        """#
        let diagnostics = StringLint().lint(contents: [(path: "L.xcstrings", bytes: Array(catalog.utf8))])
        #expect(diagnostics.map(\.description) == [
            "L.xcstrings:3:3: warning: the key 'a' is written on lines 2 and 3; the later value is used [duplicate-key]",
        ])
    }

    @Test(.cldr42) func pluralCoverageFollowsTheFoldersLanguage() {
        let diagnostics = StringLint().lint([LintFixtures.path("Plurals")])
        #expect(LintFixtures.summary(diagnostics) == [
            "Plurals/ja.lproj/Localizable.stringsdict:5 plural-unused-category",
            "Plurals/ru.lproj/Localizable.stringsdict:5 plural-missing-category",
        ])
        #expect(diagnostics.last?.message == "'files': the variable 'n' has no form for few, many (ru uses one, few, many, other)")
    }

    /// The twin of the CLDR 42 tests: the categories a plural must cover are
    /// the ones ICU's own rules list, whatever the system's ICU.
    @Test(arguments: ["en", "ru", "ar", "ja", "pl", "cy"])
    func aPluralMustCoverWhatICUsRulesList(_ language: String) throws {
        let raw = try #require(RawICU.pluralCategories(locale: language))
        let order = PluralRules.Category.allCases.map(\.rawValue)
        let missing = raw.filter { $0 != "other" }.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
        let dict = """
        <plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict></dict></plist>
        """
        let diagnostics = StringLint().lint(contents: [(path: "\(language).lproj/L.stringsdict", bytes: Array(dict.utf8))])
        if missing.isEmpty {
            #expect(diagnostics.isEmpty, "\(diagnostics)")
        } else {
            #expect(diagnostics.map(\.code) == [.pluralMissingCategory])
            #expect(diagnostics.first?.message.contains("has no form for \(missing.joined(separator: ", ")) (") == true, "\(diagnostics)")
        }
    }

    @Test func aZeroFormIsNeverAWarning() {
        let strings = Array(#"<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>zero</key><string>none</string><key>other</key><string>%d</string></dict></dict></dict></plist>"#.utf8)
        #expect(StringLint().lint(contents: [(path: "ja.lproj/L.stringsdict", bytes: strings)]).isEmpty)
    }

    @Test func translationsAgreeWithTheDevelopmentLanguage() {
        let diagnostics = StringLint().lint([LintFixtures.path("Agreement")])
        #expect(LintFixtures.summary(diagnostics) == [
            "Agreement/de.lproj/Localizable.strings:1 specifier-mismatch",
            "Agreement/de.lproj/Localizable.strings:1 missing-keys",
            "Agreement/de.lproj/Localizable.strings:2 extra-argument",
            "Agreement/en.lproj/Localizable.stringsdict:5 specifier-mismatch",
            "Agreement/fr.lproj/Localizable.strings:1 unused-argument",
            "Agreement/fr.lproj/Localizable.strings:1 missing-keys",
        ])
        #expect(diagnostics[0].message == "'welcome': argument 1 is %@ in en and %d in de")
        // Positional and sequential specifiers of one argument count the same ('both', 'order').
        #expect(!diagnostics.contains { $0.message.contains("'both'") || $0.message.contains("'order'") })
    }

    @Test func aGapInTheArgumentsIsAWarning() {
        let diagnostics = StringLint().lint(contents: [(path: "L.strings", bytes: Array(#""k" = "%2$@";"#.utf8))])
        #expect(diagnostics.map(\.description) == ["L.strings:1:1: warning: 'k': no specifier reads argument 1 [unused-argument]"])
    }

    /// A directory of `.lproj` folders and a catalog, linted in one run.
    @Test func completenessAcrossADirectory() {
        let diagnostics = StringLint().lint([LintFixtures.path("Completeness")])
        #expect(LintFixtures.summary(diagnostics) == [
            "Completeness/Catalog.xcstrings:4 translation-state",
            "Completeness/Catalog.xcstrings:14 translation-state",
            "Completeness/Catalog.xcstrings:24 missing-keys",
            "Completeness/fr.lproj/Localizable.strings:1 missing-keys",
            "Completeness/fr.lproj/Localizable.strings:2 extra-key",
        ])
        #expect(diagnostics.map(\.message) == [
            "de: 1 string is needs_review: 'hello'",
            "de: 1 string is new: 'bye'",
            "de lacks 1 of the 3 strings of en: 'thanks'",
            "fr lacks 2 of the 3 keys of en: 'b', 'c'",
            "'z' is not a key of en",
        ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func manyMissingKeysAreOneLine() {
        let english = (1...9).map { "\"k\($0)\" = \"v\";" }.joined(separator: "\n")
        let diagnostics = StringLint().lint(contents: [(path: "R/en.lproj/L.strings", bytes: Array(english.utf8)),
                                                       (path: "R/de.lproj/L.strings", bytes: Array(#""k1" = "w";"#.utf8))])
        #expect(diagnostics.map(\.message) == ["de lacks 8 of the 9 keys of en: 'k2', 'k3', 'k4', 'k5', 'k6' and 3 more"])
    }

    /// English, Russian, Arabic and Japanese folders and a catalog of the four: nothing to say.
    @Test(.cldr42) func cleanFixturesPass() throws {
        let directory = LintFixtures.path("Clean")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["Catalog.xcstrings", "ar.lproj", "en.lproj", "ja.lproj", "ru.lproj"])
        #expect(StringLint().lint([directory]) == [])
    }

    @Test(.cldr42) func icuMessages() throws {
        let path = LintFixtures.path("Messages/icu.strings")
        let diagnostics = StringLint(locale: "ru", options: .init(messageSyntax: .icu)).lint([path])
        #expect(diagnostics.map(\.description) == [
            "\(path):1:1: error: 'files': the plural 'count' has no form for few, many (ru uses one, few, many, other) [plural-missing-category]",
            "\(path):2:1: error: 'broken': U_PATTERN_SYNTAX_ERROR at byte 15 of the message [message-syntax]",
        ])
    }

    @Test(.cldr42) func messageFormat2Messages() throws {
        let path = LintFixtures.path("Messages/mf2.strings")
        let diagnostics = StringLint(locale: "ru", options: .init(messageSyntax: .messageFormat2)).lint([path])
        #expect(LintFixtures.summary(diagnostics) == ["Messages/mf2.strings:1 plural-missing-category",
                                                      "Messages/mf2.strings:2 message-syntax"])
        #expect(diagnostics.first?.message.contains("the selector $count has no form for few, many") == true)
    }

    @Test func messageExactKeysAndQuotesAreNoCategories() throws {
        let text = #""k" = "{n, plural, =0 {none} one {'{'one'}'} other {# '#'}} {g, select, male {he} other {they}}";"#
        let diagnostics = StringLint(locale: "en", options: .init(messageSyntax: .icu))
            .lint(contents: [(path: "L.strings", bytes: Array(text.utf8))])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Input no reader accepts gives diagnostics inside the file, never a crash.
    @Test(arguments: ["strings", "stringsdict", "xcstrings"])
    func badInputGivesDiagnostics(_ kind: String) {
        var random = SplitMix64(seed: 28)
        let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        for bytes in [[], garbage, Array("<plist><dict><key>a</dict>".utf8), [0xFF, 0xFE, 0x00]] {
            let diagnostics = StringLint().lint(contents: [(path: "x.\(kind)", bytes: bytes)])
            #expect(!diagnostics.isEmpty)
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            #expect(diagnostics.allSatisfy { $0.line >= 1 && $0.line <= lines && $0.column >= 1 }, "\(diagnostics)")
        }
    }

    @Test func aFileBeyondTheLimitIsUnreadable() throws {
        let path = FileManager.default.temporaryDirectory.path + "/lint-\(UInt64.random(in: 0...UInt64.max)).strings"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 10 << 20)))
        let diagnostics = StringLint().lint([path])
        #expect(diagnostics.map(\.code) == [.unreadableFile])
        #expect(diagnostics.first?.message == "the file has 10485760 bytes; the limit is 8388608")
    }

    @Test func aLongFormatSpecifierIsRefused() {
        let specifier = String(repeating: "l", count: 40) + "d"
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"# + "\"\(specifier)\""
            + #","variations":{"plural":{"other":{"stringUnit":{"value":"%arg"}}}}}}}}}}}"#
        let diagnostics = StringLint().lint(contents: [(path: "L.xcstrings", bytes: Array(catalog.utf8))])
        #expect(diagnostics.map(\.code) == [.invalidStructure], "\(diagnostics)")
    }

    /// `Base.lproj` is the development language when there is no `en.lproj`.
    @Test func baseIsTheDevelopmentLanguageWithoutEnglish() {
        let diagnostics = StringLint().lint(contents: [(path: "R/Base.lproj/L.strings", bytes: Array(#""a" = "%@";"#.utf8)),
                                                       (path: "R/de.lproj/L.strings", bytes: Array(#""a" = "%d";"#.utf8))])
        #expect(diagnostics.map(\.description) == ["R/de.lproj/L.strings:1:1: error: 'a': argument 1 is %@ in Base and %d in de [specifier-mismatch]"])
    }

    @Test func descriptionIsACompilersLine() {
        let diagnostic = LintDiagnostic(.error, .formatSyntax, "bad", at: FileLocation(file: "a/b.strings", line: 3, column: 7))
        #expect(diagnostic.description == "a/b.strings:3:7: error: bad [format-syntax]")
        #expect(LintDiagnostic.Code.allCases.map(\.rawValue).allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}

@Suite struct StringLintDocumentationTests {
    /// docs/tooling.md names every code, as scripts that match on them need.
    @Test func everyCodeIsDocumented() throws {
        let file = #filePath
        let root = String(file[..<file.range(of: "/Tests/ICUTests/")!.lowerBound])
        let guide = try String(contentsOfFile: root + "/docs/tooling.md", encoding: .utf8)
        for code in LintDiagnostic.Code.allCases {
            #expect(guide.contains("| `\(code.rawValue)` |"), "docs/tooling.md has no row for \(code.rawValue)")
        }
    }
}
