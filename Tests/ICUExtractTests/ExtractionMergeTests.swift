import FoundationEssentials
@_spi(CLI) import ICU
import ICUExtract
import Testing

/// Merging the fixture package's keys into its catalog and `.strings` file:
/// translations kept, unused keys marked stale, new keys added, comments
/// updated, and a second merge byte-identical.
@Suite("Extraction merge")
struct ExtractionMergeTests {
    func extraction() throws -> Extraction {
        try StringExtractor(functions: ["loc", "label"]).extract(paths: [ExtractFixtures.path("Sources")])
    }

    func copy(_ name: String, to folder: String) throws -> String {
        let target = folder + "/" + name
        try FileManager.default.copyItem(atPath: ExtractFixtures.path(name), toPath: target)
        return target
    }

    @Test func mergingIntoACatalogKeepsTranslationsMarksStaleAndAddsNew() throws {
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try copy("Localizable.xcstrings", to: folder)
        let strings = try extraction().strings
        let update = try ExtractionMerge.update(path, kind: .catalog, with: strings)
        let changes = update.changes
        #expect(changes.added == ["after.error", "bundle.format", "bundle.message", "bundle.string", "custom.key",
                                  "files.count", "member.custom", "multi\nline", #"raw "quoted" \n"#])
        #expect(changes.stale == ["removed.key"])
        #expect(changes.revived == ["save"])
        #expect(changes.commentChanged == ["cancel", "save"])
        #expect(changes.defaultChanged == [])
        #expect(update.differs)

        let document = try StringCatalogDocument(json: update.bytes, path: path)
        let entries = document.strings
        func entry(_ key: String) -> StringCatalogDocument.Object? { entries[key]?.object }
        func german(_ key: String) -> String? {
            entry(key)?["localizations"]?.object?["de"]?.object?["stringUnit"]?.object?["value"]?.string
        }
        // Every translation is kept.
        #expect(german("cancel") == "Abbrechen")
        #expect(german("greeting") == "Hallo!")
        #expect(german("hand.made") == "Handgemacht")
        #expect(german("removed.key") == "Entfernt")
        #expect(german("save") == "Sichern")
        // States: stale, manual untouched, revived with its default, new with value.
        #expect(entry("removed.key")?["extractionState"] == .string("stale"))
        #expect(entry("hand.made")?["extractionState"] == .string("manual"))
        #expect(entry("save")?["extractionState"] == .string("extracted_with_value"))
        #expect(entry("save")?["localizations"]?.object?["en"]
            == .object(["stringUnit": .object(["state": .string("new"), "value": .string("Save")])]))
        #expect(entry("cancel")?["comment"] == .string("A button that cancels"))
        #expect(entry("cancel")?["extractionState"] == nil)
        #expect(entry("member.custom") == StringCatalogDocument.Object())
        #expect(entry("after.error") == ["comment": .string("Still found")])
        #expect(entry("bundle.string") == [
            "extractionState": .string("extracted_with_value"),
            "localizations": .object(["en": .object(["stringUnit": .object(["state": .string("new"),
                                                                            "value": .string("Bundle text")])])]),
        ])
        // Another table's key is not merged.
        #expect(entry("settings.title") == nil)
        // The new entry as Xcode writes it.
        #expect(String(decoding: update.bytes, as: UTF8.self).contains("""
                "files.count" : {
                  "comment" : "A heading",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Files"
                      }
                    }
                  }
                },
                "greeting" : {
            """))

        // The second run changes nothing.
        try ExtractionMerge.write(update.bytes, to: path)
        let again = try ExtractionMerge.update(path, kind: .catalog, with: strings)
        #expect(again.changes.isEmpty)
        #expect(!again.differs)
        #expect(again.bytes == update.bytes)
        // Nothing used: every extracted key is stale, none deleted.
        let unused = try ExtractionMerge.update(path, kind: .catalog, with: [])
        #expect(try StringCatalogDocument(json: unused.bytes, path: path).strings.names == entries.names)
        #expect(unused.changes.stale.count == entries.names.count - 2)  // all but hand.made and removed.key
    }

    @Test func mergingIntoAStringsFileKeepsValuesAndListsStale() throws {
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try copy("Localizable.strings", to: folder)
        let strings = try extraction().strings
        let update = try ExtractionMerge.update(path, kind: .strings, with: strings)
        #expect(update.changes.added == ["after.error", "bundle.format", "bundle.message", "bundle.string", "custom.key",
                                         "files.count", "greeting", "member.custom", "multi\nline",
                                         #"raw "quoted" \n"#, "save"])
        #expect(update.changes.stale == ["removed.key"])
        #expect(update.changes.commentChanged == ["cancel"])
        let text = String(decoding: update.bytes, as: UTF8.self)
        #expect(text.hasPrefix("""
            /* A button that cancels */
            "cancel" = "Cancel";

            /* No comment provided by engineer. */
            "removed.key" = "Removed";

            /* Still found */
            "after.error" = "after.error";

            """))
        #expect(text.contains("""
            /* Shown on the home page */
            "greeting" = "Hello!";

            """))
        #expect(text.contains(#""raw \"quoted\" \\n" = "raw \"quoted\" \\n";"#))
        try ExtractionMerge.write(update.bytes, to: path)
        let again = try ExtractionMerge.update(path, kind: .strings, with: strings)
        #expect(!again.differs)
        #expect(again.changes.added.isEmpty && again.changes.commentChanged.isEmpty)
        #expect(again.changes.stale == ["removed.key"])
    }

    @Test func aMissingFileIsCreated() throws {
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strings = [ExtractedString(key: "k", comment: "c", location: FileLocation(file: "A.swift", line: 1, column: 1),
                                       call: "NSLocalizedString")]
        let update = try ExtractionMerge.update(folder + "/Localizable.xcstrings", kind: .catalog, with: strings,
                                                sourceLanguage: "de")
        #expect(String(decoding: update.bytes, as: UTF8.self) == """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "k" : {
                  "comment" : "c"
                }
              },
              "version" : "1.0"
            }

            """)
        #expect(update.changes.added == ["k"])
    }

    @Test func malformedFilesAreTypedErrors() throws {
        let folder = try ExtractFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, kind, text) in [("Localizable.xcstrings", ExtractionMerge.FileKind.catalog, "{\"strings\" : {"),
                                   ("Localizable.strings", .strings, "\"a\" = ")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            let error = try #require(throws: ICUError.self) {
                try ExtractionMerge.update(folder + "/" + name, kind: kind, with: [])
            }
            #expect(error.kind == .badInput)
        }
        let directory = try #require(throws: ICUError.self) { try ExtractionMerge.update(folder, kind: .catalog, with: []) }
        #expect(directory.kind == .badInput)
    }
}
