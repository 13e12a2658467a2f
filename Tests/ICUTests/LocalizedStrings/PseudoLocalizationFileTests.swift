import FoundationEssentials
@_spi(CLI) @testable import ICU
import Testing

/// Pseudo-localized copies of the fixtures' catalogs and `.lproj` tables:
/// every entry renders with the source's arguments, and the copy lints clean.
@Suite("PseudoLocalization: files")
struct PseudoLocalizationFileTests {
    static let resourceFixtures = ["Runs/Folders", "Lint/Clean"]
    static let catalogFixtures = ["Runs/Catalog/Localizable.xcstrings", "Lint/Clean/Catalog.xcstrings"]

    /// A fresh folder for one test's output.
    static func scratch(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/pseudo-\(name)-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Arguments for `kinds`, each written distinctly: 1234 or 2 (a number), "Zed" (text).
    static func arguments(_ kinds: [LocalizedStringFormat.ArgumentKind]) -> [MessageArgument] {
        kinds.enumerated().map { index, kind in
            switch kind {
            case .text, .object: .string("Zed\(index)")
            case .integer, .number, .unused: .integer(index == 0 ? 1234 : 2)
            }
        }
    }

    /// Every key of `source` is in `pseudo`, takes the same arguments, and
    /// renders with each argument's text (`1,234`, `Zed0`) as the source does.
    static func expectSameArguments(_ source: StringTable, _ pseudo: StringTable, mode: PseudoLocalization.Mode) throws {
        #expect(Set(source.keys) == Set(pseudo.keys))
        for key in source.keys {
            let original = try #require(source[key]), rewritten = try #require(pseudo[key])
            #expect(rewritten.argumentCount == original.argumentCount, "\(key)")
            #expect(rewritten.argumentKinds == original.argumentKinds, "\(key)")
            #expect(rewritten.isValid == original.isValid, "\(key)")
            guard original.isValid else { continue }
            let arguments = arguments(original.argumentKinds)
            let expected = try original.render(arguments, locale: "en")
            let output = try rewritten.render(arguments, locale: "en")
            #expect(output != expected || mode == .double && !expected.contains(where: \.isLetter), "\(key): \(output)")
            for written in ["1,234", "2"] + arguments.indices.map({ "Zed\($0)" }) where expected.contains(written) {
                #expect(output.contains(written), "\(key): '\(written)' not in \(output)")
            }
        }
    }

    /// Lint finds in `output` only what it finds in `source`: the same
    /// severity, code and message, the pseudo language read as `language`.
    static func expectLintsClean(_ output: [String], comparedWith source: [String], pseudo: String, language: String) {
        struct Finding: Hashable { let severity: LintDiagnostic.Severity, code: LintDiagnostic.Code, message: String }
        let before = Set(StringLint().lint(source).map { Finding(severity: $0.severity, code: $0.code, message: $0.message) })
        for diagnostic in StringLint().lint(output) {
            let message = diagnostic.message.replacing("(\(pseudo))", with: "(\(language))")
            #expect(before.contains(Finding(severity: diagnostic.severity, code: diagnostic.code, message: message)),
                    "\(diagnostic)")
        }
    }

    @Test(arguments: resourceFixtures, PseudoLocalization.Mode.allCases)
    func resourcesRenderAndLint(_ fixture: String, mode: PseudoLocalization.Mode) throws {
        let output = try Self.scratch("resources")
        let report = try PseudoLocalization(mode).writeResources(at: StringFixtures.path(fixture), developmentLanguage: "en",
                                                                 into: output)
        let folder = output + "/" + mode.language(for: "en") + ".lproj"
        #expect(report.language == mode.language(for: "en"))
        #expect(report.files.map(\.path).sorted() == [folder + "/Localizable.strings", folder + "/Localizable.stringsdict"])
        let source = try StringBundle(resourcesAt: StringFixtures.path(fixture))
        let pseudo = try StringBundle(resourcesAt: output, developmentRegion: LocaleID(report.language))
        #expect(pseudo.tableNames == ["Localizable"])
        for table in pseudo.tableNames {
            let sourceTable = StringTable(try #require(source.resolved[table]?["en"]).mapValues(\.format))
            let pseudoTable = StringTable(try #require(pseudo.resolved[table]?[report.language]).mapValues(\.format))
            try Self.expectSameArguments(sourceTable, pseudoTable, mode: mode)
        }
        Self.expectLintsClean([folder], comparedWith: [StringFixtures.path(fixture) + "/en.lproj"], pseudo: report.language,
                              language: "en")
    }

    @Test(arguments: catalogFixtures, PseudoLocalization.Mode.allCases)
    func catalogsRenderAndLint(_ fixture: String, mode: PseudoLocalization.Mode) throws {
        let output = try Self.scratch("catalog") + "/Localizable.xcstrings"
        let report = try PseudoLocalization(mode).writeCatalog(at: StringFixtures.path(fixture), to: output)
        let source = try StringCatalog(contentsOf: StringFixtures.path(fixture))
        let pseudo = try StringCatalog(contentsOf: output)
        #expect(report.files == [.init(path: output, entries: source.tables[source.sourceLanguage]!.entries.count)])
        // The other languages are as they were.
        for language in source.languages {
            #expect(pseudo.tables[language]?.entries == source.tables[language]?.entries)
        }
        let language = mode.language(for: source.sourceLanguage)
        try Self.expectSameArguments(try #require(source.tables[source.sourceLanguage]), try #require(pseudo.tables[language]),
                                     mode: mode)
        Self.expectLintsClean([output], comparedWith: [StringFixtures.path(fixture)], pseudo: language,
                              language: source.sourceLanguage)
    }

    @Test func catalogVariationsAndSubstitutionsKeepTheirShape() throws {
        let json = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld of %lld" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%1$lld of %#@total@" },
                      "substitutions" : {
                        "total" : {
                          "argNum" : 2, "formatSpecifier" : "lld",
                          "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg run" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg runs" } }
                          } }
                        }
                      }
                    }
                  }
                },
                "Keep" : { "shouldTranslate" : false },
                "Title" : { }
              },
              "version" : "1.0"
            }
            """#
        let document = try StringCatalogDocument(json: Array(json.utf8), path: "Inline.xcstrings")
        let (pseudo, count) = try PseudoLocalization(.accents).catalog(document)
        #expect(count == 2)
        let entry = try #require(pseudo.strings["%lld of %lld"]?.object?["localizations"]?.object?["en-XA"]?.object)
        #expect(entry["stringUnit"]?.object?["value"] == .string("[%1$lld öƒ %#@total@ ··]"))
        let total = try #require(entry["substitutions"]?.object?["total"]?.object)
        #expect(total["argNum"] == .number("2"))
        #expect(total["formatSpecifier"] == .string("lld"))
        let forms = try #require(total["variations"]?.object?["plural"]?.object)
        #expect(forms["one"]?.object?["stringUnit"]?.object?["value"] == .string("%arg ŕûñ ··"))
        #expect(forms["other"]?.object?["stringUnit"]?.object?["value"] == .string("%arg ŕûñš ··"))
        // A key with no source localization is its own source text.
        #expect(pseudo.strings["Title"]?.object?["localizations"]?.object?["en-XA"]?.object?["stringUnit"]?.object?["value"]
                == .string("[Ŧîţļé ··]"))
        #expect(pseudo.strings["Keep"] == document.strings["Keep"])
        let catalog = try StringCatalog(json: pseudo.json(), path: "Inline.xcstrings")
        #expect(try catalog.tables["en-XA"]?["%lld of %lld"]?.render([1, 3], locale: "en") == "[1 öƒ 3 ŕûñš ·· ··]")
    }

    @Test func stringsdictIsWrittenAsXML() throws {
        let path = StringFixtures.path("Runs/Folders/en.lproj/Localizable.stringsdict")
        let (bytes, count) = try PseudoLocalization(.double).stringsdict(ResourceFiles.read(path, limit: 1 << 20), path: path)
        #expect(count == (try StringTable(contentsOf: path)).entries.count)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
        #expect(text.contains("<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>"))
        _ = try StringTable(stringsdictFile: bytes, path: "out.stringsdict")
    }

    @Test func badInputIsATypedError() throws {
        let output = try Self.scratch("bad")
        let error = try #require(throws: ICUError.self) {
            _ = try PseudoLocalization(.accents).writeCatalog(at: StringFixtures.path("Bad/invalid.xcstrings"), to: output + "/x.xcstrings")
        }
        #expect(error.kind == .badInput)
        #expect(error.location?.line == 4)
        #expect(!FileManager.default.fileExists(atPath: output + "/x.xcstrings"))
        #expect(throws: ICUError.self) {
            _ = try PseudoLocalization(.accents).writeResources(at: StringFixtures.path("Bad"), developmentLanguage: "en", into: output)
        }
        #expect(throws: ICUError.self) {
            _ = try PseudoLocalization(.accents).stringsdict(Array("bplist00garbage".utf8), path: "x.stringsdict")
        }
    }
}

/// A bundle in pseudo mode: the development region's text, rewritten, rendered with the arguments.
@Suite("StringBundle: pseudo-localized")
struct StringBundlePseudoTests {
    static func bundle() throws -> StringBundle {
        func table(_ text: String, _ path: String) throws -> StringTable {
            try StringTable(stringsFile: Array(text.utf8), path: path)
        }
        return try StringBundle(tables: ["Localizable": [
            "en": try table(#"""
                "files" = "%d files"; "greeting" = "Hello, %@!";
                "icu" = "{n, plural, one {# file} other {# files}}"; "mf2" = "Hi {$name}";
                """#, "en.lproj/Localizable.strings"),
            "de": try table(#""files" = "%d Dateien";"#, "de.lproj/Localizable.strings"),
        ]], developmentRegion: "en")
    }

    @Test func lookupsRewriteTheDevelopmentText() throws {
        let bundle = try Self.bundle()
        let pseudo = bundle.pseudoLocalized(.accents)
        #expect(bundle.pseudoLocalization == nil)
        #expect(pseudo.pseudoLocalization == PseudoLocalization(.accents))
        #expect(try pseudo.format("files", localization: "de", arguments: [1234]) == "[1,234 ƒîļéš ··]")
        #expect(try pseudo.format("files", localization: "de", arguments: [1234], locale: "de") == "[1.234 ƒîļéš ··]")
        #expect(pseudo.string("greeting", localization: "fr") == "[Ĥéļļö, %@! ···]")
        #expect(try pseudo.message("icu", localization: "de", syntax: .icu).format(["n": 3]) == "[3 ƒîļéš ··]")
        #expect(try pseudo.message("mf2", localization: "de", syntax: .messageFormat2).format(["name": "Ann"])
                == "[Ĥî \u{2068}Ann\u{2069} ·]")
        // Text no table has stays as written, so that it shows.
        #expect(try pseudo.format("Not in a table %d", localization: "de", arguments: [2]) == "Not in a table 2")
        // The bundle itself is unchanged.
        #expect(try bundle.format("files", localization: "de", arguments: [3]) == "3 Dateien")
        let bidi = bundle.pseudoLocalized(.bidi)
        #expect(try bidi.format("files", localization: "de", arguments: [3]) == "3 \u{200F}\u{202E}files\u{202C}\u{200F}")
    }

    @Test func notAMessageThrows() throws {
        let pseudo = try Self.bundle().pseudoLocalized(.double)
        #expect(throws: ICUError.self) { try pseudo.message("icu", localization: "en", syntax: .messageFormat2) }
        #expect(try pseudo.message("greeting", localization: "en", syntax: .icu).format([:]) == "Hello, %@! Hello, %@!")
    }
}
