import FoundationEssentials
import ICU
import Testing

/// A resources directory that cannot be listed: said plainly, at the directory.
@Suite struct StringBundleErrorTests {
    @Test(arguments: [("Bad/none", "no such directory"), ("Bad/syntax.strings", "it is not a directory")])
    func aDirectoryThatCannotBeListed(_ relative: String, _ reason: String) {
        let path = StringFixtures.path(relative)
        #expect(throws: ICUError(code: ICUError.Code(rawValue: 4), operation: "listing \(path)", reason: reason,
                                 kind: .badInput, location: FileLocation(file: path, line: 1, column: 1))) {
            try StringBundle(resourcesAt: path)
        }
    }

    /// A directory of `files` (relative path → contents), made for the test and removed after `body`.
    func withDirectory(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.path + "/bundle-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, contents) in files {
            let file = directory + "/" + path
            try FileManager.default.createDirectory(atPath: String(file[..<file.lastIndex(of: "/")!]),
                                                    withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: file, contents: Data(contents.utf8)))
        }
        try body(directory)
    }

    /// A localization whose name is not a language is located where it comes
    /// from (fuzz finding F25): a catalog's language at its first entry, a
    /// folder at the folder, tables read otherwise at their first entry.
    @Test func aLocalizationThatIsNotALanguageIsLocated() throws {
        let catalog = """
        {"sourceLanguage": "en", "strings": {
          "k": {"localizations": {"en": {"stringUnit": {"value": "x"}}, "e.": {"stringUnit": {"value": "y"}}}}}}
        """
        try withDirectory(["Localizable.xcstrings": catalog]) { directory in
            let error = try #require(throws: ICUError.self) { try StringBundle(resourcesAt: directory) }
            #expect(error.location == FileLocation(file: directory + "/Localizable.xcstrings", line: 2, column: 3), "\(error)")
            #expect(error.description.contains("reading the localization 'e.'"), "\(error)")
            #expect(error.kind == .badInput)
        }
        try withDirectory(["e..lproj/Localizable.strings": "", "en.lproj/Localizable.strings": "\"a\" = \"b\";"]) { directory in
            let error = try #require(throws: ICUError.self) { try StringBundle(resourcesAt: directory) }
            #expect(error.location == FileLocation(file: directory + "/e..lproj", line: 1, column: 1), "\(error)")
        }
        try withDirectory(["empty.xcstrings": "{\"sourceLanguage\": \"e.\", \"strings\": {}}"]) { directory in
            let error = try #require(throws: ICUError.self) { try StringBundle(resourcesAt: directory) }
            #expect(error.location == FileLocation(file: directory + "/empty.xcstrings", line: 1, column: 1), "\(error)")
        }
        let table = try StringTable(stringsFile: Array("\n\"a\" = \"b\";".utf8), path: "x.strings")
        let error = try #require(throws: ICUError.self) { try StringBundle(tables: ["Localizable": ["e.": table]]) }
        #expect(error.location == FileLocation(file: "x.strings", line: 2, column: 1), "\(error)")
    }
}
