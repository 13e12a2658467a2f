import FoundationEssentials
import ICU
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What the three file formats agree on, and files that are not files.
@Suite("Localized strings: reading sources")
struct LocalizedStringsSourceTests {
    /// A key written twice keeps its last value in every format, as Apple's `.strings` does.
    @Test(arguments: ["dup.strings", "dup.stringsdict"])
    func aKeyWrittenTwiceKeepsItsLastValue(_ file: String) throws {
        let table = try StringTable(contentsOf: StringFixtures.path("Duplicates/" + file))
        #expect(try table["k"]?.render(["X"], locale: "en") == "second X")
    }

    @Test func aCatalogKeyWrittenTwiceKeepsItsLastValue() throws {
        let catalog = try StringCatalog(contentsOf: StringFixtures.path("Duplicates/dup.xcstrings"))
        #expect(try catalog.tables["en"]?["k"]?.render(["X"], locale: "en") == "second X")
    }

    /// Inside a catalog too: a language, a plural form, a string unit's value
    /// written twice; the entry is located where its last key is written.
    @Test func aCatalogNameWrittenTwiceAnywhereKeepsItsLastValue() throws {
        let json = """
        {"sourceLanguage": "en", "strings": {
          "a": {"localizations": {"de": {"stringUnit": {"value": "erste"}}}},
          "b": {"localizations": {
            "de": {"stringUnit": {"value": "eins", "value": "zwei"}},
            "de": {"variations": {"plural": {"other": {"stringUnit": {"value": "%d alt"}},
                                             "one": {"stringUnit": {"value": "%d Datei"}},
                                             "other": {"stringUnit": {"value": "%d Dateien"}}}}}}},
          "a": {"localizations": {"de": {"stringUnit": {"value": "letzte", "state": "new"}}}}
        }}
        """
        let catalog = try StringCatalog(json: Array(json.utf8), path: "twice.xcstrings")
        let german = try #require(catalog.tables["de"])
        #expect(german["a"]?.text == "letzte")
        #expect(try german["b"]?.render([3], locale: "de") == "3 Dateien")
        #expect(try german["b"]?.render([1], locale: "de") == "1 Datei")
        #expect(german.locations["a"] == FileLocation(file: "twice.xcstrings", line: 8, column: 3))
        #expect(german.locations["b"] == FileLocation(file: "twice.xcstrings", line: 3, column: 3))
    }

    /// An error after an overridden member is still located in the file as written.
    @Test func anErrorAfterAnOverriddenMemberKeepsItsPlace() throws {
        let json = """
        {"sourceLanguage": "en", "strings": {
          "é": {"localizations": {"de": {"stringUnit": {"value": "é"}}}}, "é": {"localizations": {"de": {"stringUnit": {"value": "ü"}}}},
          "c": {"localizations": {"de": {"stringUnit": {"value": 3}}}}
        }}
        """
        let error = try #require(throws: ICUError.self) { try StringCatalog(json: Array(json.utf8), path: "t.xcstrings") }
        #expect(error.location?.line == 3, "\(error)")
        #expect(error.description.contains("strings.c.localizations.de.stringUnit.value"), "\(error)")
    }

    /// `"argNum": 1.5` is a bad argNum where it is written, not JSON that is not valid.
    @Test func aFractionalArgNumIsRefusedWhereItIsWritten() throws {
        let json = """
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
          "stringUnit": {"value": "%#@n@"},
          "substitutions": {"n": {"formatSpecifier": "lld", "argNum": 1.5,
            "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}}}}}}}
        """
        let error = try #require(throws: ICUError.self) { try StringCatalog(json: Array(json.utf8), path: "arg.xcstrings") }
        #expect(error.kind == .badInput)
        #expect(error.location == FileLocation(file: "arg.xcstrings", line: 3, column: 53), "\(error)")
        #expect(error.description.contains("argNum is 1.5, not a whole number"), "\(error)")
        #expect(!error.description.contains("not valid JSON"), "\(error)")
    }

    @Test func aWholeArgNumWrittenAsADecimalIsRead() throws {
        let json = """
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {
          "stringUnit": {"value": "%#@n@"},
          "substitutions": {"n": {"formatSpecifier": "lld", "argNum": 1.0,
            "variations": {"plural": {"one": {"stringUnit": {"value": "%arg file"}},
                                      "other": {"stringUnit": {"value": "%arg files"}}}}}}}}}}}
        """
        let catalog = try StringCatalog(json: Array(json.utf8), path: "arg.xcstrings")
        #expect(try catalog.tables["en"]?["k"]?.render([2], locale: "en") == "2 files")
    }

    /// A device, a directory or a FIFO is refused at once, with a typed error:
    /// `/dev/zero` was read without end.
    @Test(arguments: ["/dev/zero", "/dev/null", "/dev/urandom"])
    func aDeviceIsRefused(_ path: String) throws {
        let table = try #require(throws: ICUError.self) { try StringTable(contentsOf: path) }
        #expect(table.description.contains("it is not a regular file"), "\(table)")
        #expect(table.location == FileLocation(file: path, line: 1, column: 1))
        #expect(table.kind == .badInput)
        let catalog = try #require(throws: ICUError.self) { try StringCatalog(contentsOf: path) }
        #expect(catalog.description.contains("it is not a regular file"), "\(catalog)")
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let path = FileManager.default.temporaryDirectory.path + "/icu-fifo-\(getpid()).strings"
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let error = try #require(throws: ICUError.self) { try StringTable(contentsOf: path) }
        #expect(error.description.contains("it is not a regular file"), "\(error)")
    }

    @Test func aDirectoryOrNothingIsRefused() throws {
        let directory = try #require(throws: ICUError.self) { try StringTable(contentsOf: StringFixtures.path("Duplicates")) }
        #expect(directory.description.contains("it is a directory"), "\(directory)")
        let nothing = try #require(throws: ICUError.self) { try StringTable(contentsOf: StringFixtures.path("none.strings")) }
        #expect(nothing.description.contains("no such file"), "\(nothing)")
    }
}
