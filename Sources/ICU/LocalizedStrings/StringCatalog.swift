import FoundationEssentials

/// A String Catalog (`.xcstrings`, Xcode's JSON format): one table in every
/// language, read through FoundationEssentials' `JSONDecoder`.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: "Resources/Localizable.xcstrings")
/// catalog.sourceLanguage                    // "en"
/// try catalog.tables["de"]?["files"]?.render([3], locale: "de")
/// ```
///
/// What is read: `sourceLanguage`; each key's `localizations`, with a
/// `stringUnit`'s `value` (whatever its `state`); `variations.plural` (the
/// whole string varies by the plural category of the first argument);
/// `variations.device` (a server takes the `other` device); and
/// `substitutions` — `%#@name@` in the value, each with `argNum`,
/// `formatSpecifier` and plural `variations` whose forms write the
/// argument as `%arg`. A key that has no localization in the source language
/// is its own source-language value, as Xcode means it. A name written twice
/// in an object (a key, a language, a form) keeps its last value, as a
/// `.strings` file keeps the last of a key written twice.
///
/// A catalog is immutable and safe to share between threads.
public struct StringCatalog: Sendable, Hashable {
    /// The language the keys are written in (`sourceLanguage`).
    public let sourceLanguage: String
    /// The table of each language, by the catalog's name for it (`de`, `pt-BR`, `zh-Hans`).
    public let tables: [String: StringTable]

    /// The languages, sorted.
    public var languages: [String] { tables.keys.sorted() }

    /// Reads the catalog at `path`.
    ///
    /// - Throws: ``ICUError`` with ``ICUError/location`` for a file that cannot
    ///   be read or is larger than ``StringTable/byteLimit``, and as
    ///   ``init(json:path:)`` says.
    public init(contentsOf path: String) throws(ICUError) {
        try self.init(json: ResourceFiles.read(path, limit: StringTable.byteLimit), path: path)
    }

    /// Reads a catalog's JSON.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, at most ``StringTable/byteLimit`` bytes.
    ///   - path: The file's name, for error locations.
    /// - Throws: ``ICUError`` (`.badInput`, at the line and column of the
    ///   fault) for JSON that is not valid, a catalog without `sourceLanguage`
    ///   or `strings`, a value of the wrong type, a device variation without
    ///   `other`, a plural variation or substitution without `other`, and any
    ///   error of ``LocalizedStringFormat/init(_:variables:)``.
    public init(json bytes: [UInt8], path: String) throws(ICUError) {
        guard bytes.count <= StringTable.byteLimit else {
            throw ResourceFiles.tooLarge(path, bytes.count, StringTable.byteLimit)
        }
        // A name written twice in an object keeps its last member, as `.strings` and `.stringsdict` keep the last.
        let asWritten = bytes
        let bytes = JSONSyntax.keepingTheLastOfEachName(bytes)
        let file: CatalogFile
        do {
            file = try JSONDecoder().decode(CatalogFile.self, from: Data(bytes))
        } catch {
            throw Self.failure(error, bytes, path)
        }
        var tables: [String: [String: LocalizedStringFormat]] = [:]
        var locations: [String: [String: FileLocation]] = [:]
        tables[file.sourceLanguage] = [:]
        // Where each key is written, found in one pass.
        var offsets: [String: Int] = [:]
        for (written, offset) in JSONSyntax.memberOffsets(in: bytes, of: "strings") {
            offsets[Self.unquotedJSON(written)] = offset
        }
        // Columns counted in the file as written: spaces stand for the overridden members' characters.
        let keyLocations = ResourceFiles.locations(atOffsets: offsets, in: asWritten, file: path)
        for (key, entry) in file.strings.values.sorted(by: { $0.key < $1.key }) {
            let location = keyLocations[key] ?? FileLocation(file: path, line: 1, column: 1)
            var languages = entry.localizations?.values ?? [:]
            if languages[file.sourceLanguage] == nil {
                languages[file.sourceLanguage] = CatalogLocalization(
                    stringUnit: CatalogStringUnit(state: nil, value: key), variations: nil, substitutions: nil)
            }
            for (language, localization) in languages.sorted(by: { $0.key < $1.key }) {
                do {
                    let format = try localization.format()
                    tables[language, default: [:]][key] = format
                    locations[language, default: [:]][key] = location
                } catch {
                    var located = error
                    located.location = location
                    located.operation = "reading the '\(language)' localization of '\(CompiledFormat.quoted(key))' in \(path): "
                        + error.operation
                    throw located
                }
            }
        }
        self.sourceLanguage = file.sourceLanguage
        self.tables = tables.reduce(into: [:]) { result, pair in
            result[pair.key] = StringTable(pair.value, locations: locations[pair.key] ?? [:])
        }
    }

    /// The text of a JSON string literal's contents (between its quotes).
    static func unquotedJSON(_ written: [UInt8]) -> String {
        guard written.contains(UInt8(ascii: "\\")) else { return String(decoding: written, as: UTF8.self) }
        let literal = [UInt8(ascii: "\"")] + written + [UInt8(ascii: "\"")]
        return (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? String(decoding: written, as: UTF8.self)
    }

    /// The decoder's error, with the place in the file it concerns.
    static func failure(_ error: any Error, _ bytes: [UInt8], _ path: String) -> ICUError {
        let syntax = JSONSyntax.firstError(in: bytes)
        if let syntax {
            return ICUError(code: .parseError, operation: "reading \(path)", reason: "not valid JSON: \(syntax.reason)",
                            location: ResourceFiles.location(atOffset: syntax.offset, in: bytes, file: path))
        }
        var reason = "\(error)"
        var path_: [any CodingKey] = []
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            reason = context.debugDescription
            path_ = context.codingPath
        case DecodingError.keyNotFound(let key, let context):
            reason = "no '\(key.stringValue)'"
            path_ = context.codingPath
        default:
            break
        }
        // The place of the innermost key of the coding path, found in order.
        var offset = 0
        var location = FileLocation(file: path, line: 1, column: 1)
        for key in path_ where key.intValue == nil {
            let (found, at) = ResourceFiles.location(of: JSONString.quoted(key.stringValue), in: bytes, file: path, after: offset)
            if at >= offset, at > 0 || offset == 0 {
                location = found
                offset = at
            }
        }
        let named = path_.map(\.stringValue).joined(separator: ".")
        return ICUError(code: .invalidFormat, operation: "reading \(path)",
                        reason: named.isEmpty ? reason : "at \(named): \(reason)", location: location)
    }
}
