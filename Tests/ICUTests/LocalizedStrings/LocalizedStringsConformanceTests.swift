import ICU
import ICUBridge
import Testing

/// Where the localized-string fixtures are.
enum StringFixtures {
    static let directory: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures"
    }()

    static func path(_ relative: String) -> String { directory + "/" + relative }

    struct Row: CustomStringConvertible, Sendable {
        var language: String
        var key: String
        var arguments: [MessageArgument]
        var expected: String
        var description: String { "\(language) \(key) \(arguments)" }
    }

    /// The rows of an expected-output table: `LANG<TAB>KEY<TAB>ARGS<TAB>EXPECTED`.
    static func rows(_ relative: String) -> [Row] {
        let text = (try? String(decoding: readBytes(path(relative)), as: UTF8.self)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let arguments: [MessageArgument] = fields[2].isEmpty ? [] : fields[2].split(separator: ",").map { argument in
                argument.contains(".") ? .double(Double(argument)!) : .integer(Int(argument)!)
            }
            return Row(language: fields[0], key: fields[1], arguments: arguments, expected: fields[3])
        }
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw CocoaLessError.missing(path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return bytes
    }

    enum CocoaLessError: Error { case missing(String) }

    static let folders: StringBundle = try! StringBundle(resourcesAt: path("Runs/Folders"))
    static let catalog: StringBundle = try! StringBundle(resourcesAt: path("Runs/Catalog"))
}

#if canImport(Glibc)
import Glibc
#endif

/// Seed 002's `.stringsdict` examples and their Russian, Croatian, Arabic and
/// Polish translations, from `.lproj` folders and from one String Catalog.
@Suite("Localized strings: conformance")
struct LocalizedStringsConformanceTests {
    static let pluralRows = StringFixtures.rows("Runs/expected.tsv")
    static let plainRows = StringFixtures.rows("Runs/expected-strings.tsv")

    @Test func theTablesAreThere() {
        #expect(Self.pluralRows.count > 150)
        #expect(Self.plainRows.count > 20)
        #expect(StringFixtures.folders.localizations == ["ar", "de", "en", "hr", "pl", "ru"])
        #expect(StringFixtures.catalog.localizations == ["ar", "de", "en", "hr", "pl", "ru"])
    }

    /// The seed's table, exactly.
    @Test func seedTableInEnglish() throws {
        let key = "scope.%lu out of %lu runs"
        for bundle in [StringFixtures.folders, StringFixtures.catalog] {
            #expect(try bundle.format(key, localization: "en", arguments: [0, 0]) == "No runs completed yet")
            #expect(try bundle.format(key, localization: "en", arguments: [0, 5]) == "No runs completed yet")
            #expect(try bundle.format(key, localization: "en", arguments: [1, 1]) == "One run completed")
            #expect(try bundle.format(key, localization: "en", arguments: [1, 3]) == "One of 3 runs completed")
            #expect(try bundle.format(key, localization: "en", arguments: [2, 5]) == "2 of 5 runs completed")
            let first = "activity-profile.label.%lu out of %lu runs completed"
            #expect(try bundle.format(first, localization: "en", arguments: [1, 1]) == "1 out of 1 run completed")
            #expect(try bundle.format(first, localization: "en", arguments: [3, 5]) == "3 out of 5 runs completed")
        }
    }

    /// Each row of both tables, from the folders and from the catalog (the Arabic rows' digits
    /// are CLDR 42's: ICU 78's `ar` writes Latin ones).
    @Test(.cldr42, arguments: ["folders", "catalog"], pluralRows + plainRows)
    func expectedOutput(_ source: String, _ row: StringFixtures.Row) throws {
        let bundle = source == "folders" ? StringFixtures.folders : StringFixtures.catalog
        #expect(try bundle.format(row.key, localization: row.language, arguments: row.arguments) == row.expected)
    }

    /// ``expectedOutput(_:_:)`` on any ICU: each number the Arabic rows write in Arabic-Indic
    /// digits is what ICU's `unum_formatDouble` writes for it in `ar` in this process.
    @Test(arguments: ["folders", "catalog"], pluralRows + plainRows)
    func expectedOutputWithICUsNumbers(_ source: String, _ row: StringFixtures.Row) throws {
        let bundle = source == "folders" ? StringFixtures.folders : StringFixtures.catalog
        let expected = row.language == "ar" ? try Self.withICUsNumbers(row.expected, locale: "ar") : row.expected
        #expect(try bundle.format(row.key, localization: row.language, arguments: row.arguments) == expected)
    }

    /// The text with each run of Arabic-Indic digits (and decimal separators) replaced by
    /// ICU's text of its number in the locale (`unum_formatDouble`, decimal style).
    static func withICUsNumbers(_ text: String, locale: String) throws -> String {
        var result = "", number = ""
        func flush() throws {
            guard !number.isEmpty else { return }
            let value = try #require(Double(number))
            result += try #require(RawICU.number(value, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: locale))
            number = ""
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x660...0x669: number.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x660 + 0x30)!)
            case 0x66B where !number.isEmpty: number += "."
            default:
                try flush()
                result.unicodeScalars.append(scalar)
            }
        }
        try flush()
        return result
    }

    /// Every key, in every localization, with every argument list of the
    /// tables: the folders and the catalog agree.
    @Test func foldersAndCatalogAgreeEverywhere() throws {
        let argumentLists = Set((Self.pluralRows + Self.plainRows).map(\.arguments.description))
        let lists: [[MessageArgument]] = (Self.pluralRows + Self.plainRows).map(\.arguments)
        var compared = 0
        for language in StringFixtures.folders.localizations {
            for key in Set((Self.pluralRows + Self.plainRows).map(\.key)) {
                var seen = Set<String>()
                for arguments in lists where seen.insert(arguments.description).inserted {
                    let a = Result { try StringFixtures.folders.format(key, localization: language, arguments: arguments) }
                    let b = Result { try StringFixtures.catalog.format(key, localization: language, arguments: arguments) }
                    switch (a, b) {
                    case (.success(let x), .success(let y)): #expect(x == y, "\(language) \(key) \(arguments)")
                    case (.failure, .failure): break
                    default: Issue.record("\(language) \(key) \(arguments): \(a) vs \(b)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared >= argumentLists.count * 6)
    }

    /// The stringsdict entry wins over the `.strings` entry of the same key.
    @Test func stringsdictWinsOverStrings() throws {
        let table = try StringTable(contentsOf: StringFixtures.path("Runs/Folders/ru.lproj/Localizable.strings"))
        #expect(table["files.%lu"]?.text == "STRINGS-LOSES")
        #expect(try StringFixtures.folders.format("files.%lu", localization: "ru", arguments: [5]) != "STRINGS-LOSES")
    }

    /// Russian's `.strings` is UTF-16 with a BOM.
    @Test func utf16StringsFile() throws {
        let bytes = try StringFixtures.readBytes(StringFixtures.path("Runs/Folders/ru.lproj/Localizable.strings"))
        #expect(bytes.starts(with: [0xFF, 0xFE]))
        let table = try StringTable(stringsFile: bytes, path: "ru.strings")
        #expect(table["greeting"] != nil)
        #expect(table["greeting"]?.text == Self.plainRows.first { $0.language == "ru" && $0.key == "greeting" }?.expected)
    }
}
