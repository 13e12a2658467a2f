import ICU
import Testing

/// Errors of files with more than one fault, or with text JSONDecoder refuses
/// without saying where (fuzz finding F20).
@Suite("Localized strings: file errors")
struct LocalizedStringsFileErrorTests {
    func catalogError(_ json: String) -> ICUError? {
        catalogError(Array(json.utf8))
    }

    func catalogError(_ bytes: [UInt8]) -> ICUError? {
        do {
            _ = try StringCatalog(json: bytes, path: "test.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    /// Of several faults, the same one every time: JSONDecoder decodes an
    /// object's values in an order that changes from one decoding to the next.
    @Test func severalFaultsGiveOneError() throws {
        let json = """
        {"sourceLanguage": "en", "strings": {
          "c": {"localizations": {"en": {"stringUnit": {"state": "new"}}}},
          "a": {"localizations": {"pl": {"stringUnit": {}}, "de": {"stringUnit": {}}}},
          "b": {"localizations": {"en": {"stringUnit": {"state": "new"}}}}
        }}
        """
        let first = try #require(catalogError(json))
        #expect(first.description.contains("strings.a.localizations.de.stringUnit: no 'value'"), "\(first)")
        #expect(first.location?.line == 3)
        for _ in 0..<20 {
            #expect(catalogError(json)?.description == first.description)
        }
    }

    /// The same for faults the library finds after decoding: plural forms,
    /// substitutions and languages are read in the order of their names.
    @Test func severalFormFaultsGiveOneError() throws {
        let json = """
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {
          "ru": {"variations": {"plural": {"one": {"stringUnit": {"value": "%d"}}, "lots": {"stringUnit": {"value": "x"}}}}},
          "de": {"variations": {"plural": {"few": {"stringUnit": {"value": "x"}}, "some": {"stringUnit": {"value": "x"}}}}}
        }}}}
        """
        let first = try #require(catalogError(json))
        #expect(first.description.contains("'de' localization"), "\(first)")
        #expect(first.description.contains("'some'"), "\(first)")
        for _ in 0..<20 {
            #expect(catalogError(json)?.description == first.description)
        }
    }

    @Test func stringsdictFaultsGiveOneError() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>k</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@b@ %#@a@</string>
            <key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>lots</key><string>x</string><key>other</key><string>x</string></dict>
            <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>some</key><string>x</string><key>other</key><string>x</string></dict>
          </dict>
        </dict>
        </plist>
        """
        func error() -> ICUError? {
            do {
                _ = try StringTable(stringsdictFile: Array(plist.utf8), path: "test.stringsdict")
                return nil
            } catch {
                return error
            }
        }
        let first = try #require(error())
        #expect(first.description.contains("'some' of the variable 'a'"), "\(first)")
        for _ in 0..<20 {
            #expect(error()?.description == first.description)
        }
    }

    /// An entry's fault is put on its `<key>`'s line, past a processing
    /// instruction holding `>` and tags (fuzz finding F23) and tags with white
    /// space before their `>`.
    @Test(arguments: [
        "<?xml version=\"1.0\" -> </dict> ?>\n<plist version=\"1.0\">\n<dict>\n",
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict\t>\n",
    ])
    func stringsdictEntryFaultsAreOnTheirKey(_ head: String) throws {
        let plist = head + """
          <key>a</key><string>x</string>
          <key
          >k</key>
          <dict><key>NSStringLocalizedFormatKey</key><string>%0$d</string></dict>
        </dict>
        </plist>
        """
        do {
            _ = try StringTable(stringsdictFile: Array(plist.utf8), path: "test.stringsdict")
            Issue.record("read")
        } catch {
            #expect(error.description.contains("argument positions count from 1"), "\(error)")
            #expect(error.location?.line == 5, "\(error)")
            #expect(error.location?.column == 3, "\(error)")
        }
    }

    /// JSONDecoder says only "The given data was not valid JSON." of text
    /// that is not UTF-8 and of `\u` escapes of lone surrogates.
    @Test func textThatIsNotUTF8IsLocated() throws {
        let bytes = Array("{\"sourceLanguage\": \"en\",\n \"strings\": {\"a".utf8) + [0xC3, 0x28] + Array("\": {}}}".utf8)
        let error = try #require(catalogError(bytes))
        #expect(error.description.contains("not UTF-8"), "\(error)")
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 16)
    }

    @Test(arguments: [#"\udc00"#, #"\ud800"#, #"\ud800\u0041"#, #"\ud800x"#])
    func loneSurrogatesAreLocated(_ escape: String) throws {
        let error = try #require(catalogError("{\"sourceLanguage\": \"en\", \"strings\": {\"a\(escape)\": {}}}"))
        #expect(error.description.contains("surrogate"), "\(error)")
        #expect(error.location?.column == 40)
    }

    @Test func aSurrogatePairIsText() throws {
        let catalog = try StringCatalog(json: Array(#"{"sourceLanguage": "en", "strings": {"\ud83d\ude00": {}}}"#.utf8),
                                        path: "test.xcstrings")
        #expect(catalog.tables["en"]?.keys == ["😀"])
    }

    /// JSONDecoder reads a byte order mark as nothing; the reason of a later
    /// fault is that fault, not the mark.
    @Test func aByteOrderMarkIsNoFault() throws {
        let error = try #require(catalogError([0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en"}"#.utf8)))
        #expect(error.description.contains("no 'strings'"), "\(error)")
    }
}

/// An XML property list's faults are on their line, whatever its line breaks
/// (FoundationEssentials' reader, which the library used before its own,
/// counted only carriage returns, or every byte when the file's second byte
/// was a line feed: fuzz finding F21).
@Suite("Localized strings: property list error lines")
struct LocalizedStringsPlistLineTests {
    func line(_ bytes: [UInt8]) -> Int? {
        do {
            _ = try StringTable(stringsdictFile: bytes, path: "test.stringsdict")
            return nil
        } catch {
            return error.location?.line
        }
    }

    static let lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>",
                        "  <key>k</key>", "  <string>x</string> oops", "</dict>", "</plist>"]

    @Test(arguments: ["\n", "\r\n", "\r"])
    func theFaultsLine(_ lineBreak: String) {
        #expect(line(Array(Self.lines.joined(separator: lineBreak).utf8)) == 5)
    }

    @Test func aLineFeedSecond() {
        let bytes = Array("\n\n\n\n<array> x".utf8)
        #expect(line(bytes) == 5)
    }
}
