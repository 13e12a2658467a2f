import FoundationEssentials
@_spi(CLI) import ICU
import Testing

/// The editable catalog: Xcode's layout written back byte for byte, members
/// it does not know kept, new members in Xcode's order, and its errors.
@Suite("String Catalog documents")
struct StringCatalogDocumentTests {
    func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: StringFixtures.path(relative))))
    }

    /// Catalogs in Xcode's layout: the app fixture (with a final line break) and
    /// one with empty objects, escapes, numbers, arrays, unknown members and none.
    @Test(arguments: ["Runs/Catalog/Localizable.xcstrings", "Writers/Xcode.xcstrings"])
    func unchangedCatalogIsWrittenByteForByte(_ file: String) throws {
        let original = try bytes(file)
        let document = try StringCatalogDocument(json: original, path: file)
        let written = document.json()
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: original, as: UTF8.self))
        #expect(written == original)
    }

    /// Catalogs in other layouts are rewritten in Xcode's once, then stay, and mean the same.
    @Test(arguments: ["Lint/Clean/Catalog.xcstrings", "Lint/Completeness/Catalog.xcstrings",
                      "Duplicates/dup.xcstrings"])
    func otherLayoutsAreRewrittenOnceAndMeanTheSame(_ file: String) throws {
        let original = try bytes(file)
        let first = try StringCatalogDocument(json: original, path: file).json()
        let second = try StringCatalogDocument(json: first, path: file).json()
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("\"sourceLanguage\" : "))
        // The same formats by language and key (their lines differ).
        let before = try StringCatalog(json: original, path: file), after = try StringCatalog(json: first, path: file)
        #expect(after.sourceLanguage == before.sourceLanguage)
        #expect(after.languages == before.languages)
        for language in before.languages {
            let old = try #require(before.tables[language]), new = try #require(after.tables[language])
            #expect(new.keys == old.keys)
            for key in old.keys { #expect(new[key] == old[key], "\(language) \(key)") }
        }
    }

    @Test func membersItDoesNotKnowAreKept() throws {
        let document = try StringCatalogDocument(json: bytes("Writers/Xcode.xcstrings"), path: "Xcode.xcstrings")
        let banana = try #require(document.strings["Banana"]?.object)
        #expect(banana["x-tool"] == .array([.number("1"), .number("-2.50e3"), .bool(true), .null, .array([])]))
        #expect(banana["extractionState"] == .string("stale"))
        #expect(document.strings["• %@"]?.object?["comment"] == .string("A bullet\nand a \"quote\" / a slash"))
        #expect(document.sourceLanguage == "en")
        #expect(document.strings.names == ["", "• %@", "apple", "Banana", "item2", "item10"])
        #expect(!document.endsWithLineBreak)
    }

    /// Digits by value, case ignored, punctuation before letters; existing members stay in place.
    @Test func newMembersGoWhereXcodePutsThem() throws {
        var document = try StringCatalogDocument(json: bytes("Writers/Xcode.xcstrings"), path: "Xcode.xcstrings")
        for key in ["item3", "Apricot", "item100", "- dash", "banana"] { document.strings[key] = .object([:]) }
        #expect(document.strings.names
            == ["", "- dash", "• %@", "apple", "Apricot", "Banana", "banana", "item2", "item3", "item10", "item100"])
        document.strings["apple"] = nil
        #expect(!document.strings.names.contains("apple"))
        #expect(StringCatalogDocument.xcodeOrder("a", "B"))
        #expect(StringCatalogDocument.xcodeOrder("B", "b"))   // equal but for case: code points decide
        #expect(StringCatalogDocument.xcodeOrder("file9", "file10"))
    }

    @Test func newDocumentIsXcodesEmptyCatalog() {
        var document = StringCatalogDocument(sourceLanguage: "en")
        #expect(String(decoding: document.json(), as: UTF8.self) == """
            {
              "sourceLanguage" : "en",
              "strings" : {

              },
              "version" : "1.0"
            }

            """)
        document.strings["Hello"] = .object(["comment": .string("Greeting"), "extractionState": .string("manual")])
        #expect(String(decoding: document.json(), as: UTF8.self) == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "comment" : "Greeting",
                  "extractionState" : "manual"
                }
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func stringsAreEscapedAsXcodeEscapesThem() throws {
        var document = StringCatalogDocument(sourceLanguage: "en")
        document.strings["k"] = .string("a/b \"q\" \\ \n\t\r\u{8}\u{C}\u{1}\u{7F}é\u{2028}😀")
        let text = String(decoding: document.json(), as: UTF8.self)
        #expect(text.contains(#""k" : "a/b \"q\" \\ \n\t\r\b\f\u0001"# + "\u{7F}é\u{2028}😀\""))
        let again = try StringCatalogDocument(json: document.json(), path: "k.xcstrings")
        #expect(again == document)
    }

    @Test func nameWrittenTwiceKeepsTheLast() throws {
        let json = #"{"sourceLanguage":"en","strings":{"k":{"comment":"first"},"k":{"comment":"second"}}}"#
        let document = try StringCatalogDocument(json: Array(json.utf8), path: "dup.xcstrings")
        #expect(document.strings.names == ["k"])
        #expect(document.strings["k"]?.object?["comment"] == .string("second"))
    }

    @Test func malformedCatalogsAreTypedErrors() throws {
        let invalid = try #require(throws: ICUError.self) {
            try StringCatalogDocument(contentsOf: StringFixtures.path("Bad/invalid.xcstrings"))
        }
        #expect(invalid.kind == .badInput)
        #expect(invalid.location?.line == 4)
        for (json, line) in [("", 1), ("[1, 2]", 1), ("{\n\"strings\" : []}", 2), ("{\"sourceLanguage\" : 1}", 1)] {
            let error = try #require(throws: ICUError.self) { try StringCatalogDocument(json: Array(json.utf8), path: "x.xcstrings") }
            #expect(error.kind == .badInput, "\(json)")
            #expect(error.location?.line == line, "\(json)")
        }
        let missing = try #require(throws: ICUError.self) { try StringCatalogDocument(contentsOf: "/nonexistent/x.xcstrings") }
        #expect(missing.kind == .badInput)
    }
}
