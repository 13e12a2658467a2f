@testable import ICU
import Testing

/// What a loaded file keeps grows with its size: a variable named again is
/// read once, and a format whose variables, read again for each argument they
/// are named for, would keep far more than its text is refused. (A 393 KB
/// `.stringsdict` of variables named twice over, eleven levels deep, held
/// 750 MB once read.)
@Suite("Localized strings: what a loaded file keeps")
struct LocalizedStringsStorageTests {
    /// A `.stringsdict` entry `key` whose variables `v0` … `v<depth>` each name
    /// the next twice (`%#@v1@%#@v1@`), the last a text of `leaf` bytes.
    static func fanOutEntry(_ key: String, depth: Int, leaf: Int) -> String {
        var entry = "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"
        for level in 0...depth {
            let form = level == depth ? String(repeating: "A", count: leaf) : "%#@v\(level + 1)@%#@v\(level + 1)@"
            entry += "<key>v\(level)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>other</key><string>\(form)</string></dict>"
        }
        return entry + "</dict>"
    }

    static func stringsdict(_ entries: [String]) -> [UInt8] {
        Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
            + entries.joined() + "</dict></plist>\n").utf8)
    }

    /// The pieces a format keeps, each once however often it is used, and the
    /// bytes of text they hold.
    static func kept(_ format: LocalizedStringFormat) -> (pieces: Int, textBytes: Int) {
        var seen = Set<ObjectIdentifier>()
        var textBytes = 0
        var pending = format.compiled.pieces
        while let piece = pending.popLast() {
            guard seen.insert(ObjectIdentifier(piece)).inserted else { continue }
            textBytes += piece.literal.utf8.count
            if let choice = piece.plural {
                for form in choice.forms { pending += form ?? [] }
            }
        }
        return (seen.count, textBytes)
    }

    /// 2,048 uses of an 8 KB text: the text is kept once, and rendering writes it 2,048 times.
    @Test func aVariableNamedAgainIsKeptOnce() throws {
        let bytes = Self.stringsdict([Self.fanOutEntry("x", depth: 11, leaf: 8000)])
        let table = try StringTable(stringsdictFile: bytes, path: "fan.stringsdict")
        let format = try #require(table["x"])
        let kept = Self.kept(format)
        #expect(kept.textBytes == 8000, "kept \(kept.textBytes) bytes of text from a file of \(bytes.count)")
        #expect(kept.pieces < 256, "kept \(kept.pieces) pieces") // 4,096 pieces, each variable read for every use
        let arguments = [MessageArgument](repeating: 1, count: 12)
        #expect(try format.render(arguments, locale: "en") == String(repeating: "A", count: 8000 << 11))
    }

    /// The reproducer's shape, 40 entries: what the table keeps is about the file's size.
    @Test func aFileOfFanOutsKeepsAboutItsSize() throws {
        let bytes = Self.stringsdict((0..<40).map { Self.fanOutEntry("k\($0)", depth: 11, leaf: 800) })
        let table = try StringTable(stringsdictFile: bytes, path: "fan.stringsdict")
        let textBytes = table.entries.values.reduce(0) { $0 + Self.kept($1).textBytes }
        #expect(textBytes <= bytes.count, "kept \(textBytes) bytes of text from a file of \(bytes.count)")
    }

    /// A String Catalog's substitutions are variables too.
    @Test func aCatalogSubstitutionNamedAgainIsKeptOnce() throws {
        var substitutions: [String] = []
        for level in 0...11 {
            let form = level == 11 ? String(repeating: "A", count: 8000) : "%#@s\(level + 1)@%#@s\(level + 1)@"
            substitutions.append("\"s\(level)\": {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": "
                + "{\"plural\": {\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(form)\"}}}}}")
        }
        let json = "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {"
            + "\"stringUnit\": {\"state\": \"translated\", \"value\": \"%#@s0@\"}, \"substitutions\": {"
            + substitutions.joined(separator: ", ") + "}}}}}}"
        let catalog = try StringCatalog(json: Array(json.utf8), path: "fan.xcstrings")
        let format = try #require(catalog.tables["en"]?["k"])
        #expect(Self.kept(format).textBytes == 8000)
        #expect(try format.render([1], locale: "en").utf8.count == 8000 << 11)
    }

    /// Each `%arg` of a substitution's forms becomes its `formatSpecifier`:
    /// a long one would make four bytes of the file keep a kilobyte.
    @Test func aLongFormatSpecifierIsRefused() throws {
        let specifier = String(repeating: "l", count: 1000) + "d"
        let json = "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {"
            + "\"stringUnit\": {\"value\": \"%#@s@\"}, \"substitutions\": {\"s\": {\"argNum\": 1, "
            + "\"formatSpecifier\": \"\(specifier)\", \"variations\": {\"plural\": {\"other\": {\"stringUnit\": "
            + "{\"value\": \"\(String(repeating: "%arg", count: 2000))\"}}}}}}}}}}}"
        let refused = try #require(throws: ICUError.self) {
            try StringCatalog(json: Array(json.utf8), path: "long.xcstrings")
        }
        #expect(refused.kind == .badInput)
        #expect(refused.description.contains("formatSpecifier"), "\(refused)")
        #expect(refused.location?.line == 1)
    }

    /// A variable whose form counts its arguments on from its own is read
    /// again for each argument it is named for: 200 arguments of a 1 KB form
    /// would keep 200 KB for a format of 2 KB. Refused, where the entry is.
    @Test func aVariableReadForManyArgumentsIsRefused() throws {
        let uses = (1...200).map { "%\($0)$#@v@" }.joined()
        let form = "%d " + String(repeating: "B", count: 1000)
        let entry = "<key>many</key><dict><key>NSStringLocalizedFormatKey</key><string>\(uses)</string>"
            + "<key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>other</key><string>\(form)</string></dict></dict>"
        let bytes = Self.stringsdict(["<key>fine</key><string>%d</string>", entry])
        let refused = try #require(throws: ICUError.self) {
            try StringTable(stringsdictFile: bytes, path: "many.stringsdict")
        }
        #expect(refused.kind == .badInput)
        #expect(refused.description.contains("'many'"), "\(refused)")
        #expect(refused.description.contains("more than 4 per byte"), "\(refused)")
        #expect(refused.location?.file == "many.stringsdict")
    }

    /// The same variable for a few arguments is within the bound.
    @Test func aVariableReadForAFewArgumentsIsKept() throws {
        let variables = ["v": PluralVariable(forms: [.one: "%d file", .other: "%d files " + String(repeating: "B", count: 1000)])]
        let format = try LocalizedStringFormat("%1$#@v@, %2$#@v@ and %3$#@v@", variables: variables)
        #expect(try format.render([1, 2, 1], locale: "en") == "1 file, 2 files \(String(repeating: "B", count: 1000)) and 1 file")
    }
}
