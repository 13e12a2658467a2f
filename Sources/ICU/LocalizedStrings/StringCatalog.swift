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
        for key in file.strings.values.keys.sorted() {
            let entry = file.strings.values[key]!
            let location = keyLocations[key] ?? FileLocation(file: path, line: 1, column: 1)
            var languages = entry.localizations?.values ?? [:]
            if languages[file.sourceLanguage] == nil {
                languages[file.sourceLanguage] = CatalogLocalization(
                    stringUnit: CatalogStringUnit(state: nil, value: key), variations: nil, substitutions: nil)
            }
            for language in languages.keys.sorted() {
                let localization = languages[language]!
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

    /// A JSON string literal of `text`, as a catalog writes keys.
    static func quotedJSON(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
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
            let (found, at) = ResourceFiles.location(of: quotedJSON(key.stringValue), in: bytes, file: path, after: offset)
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

// MARK: The file's shape

/// A JSON object of catalog values by name, decoded in the order of the
/// sorted names, so that of several faults the same one is reported every
/// time: JSONDecoder decodes a `[String: Value]` in the order of a dictionary
/// of its own, which changes from one decoding to the next.
struct CatalogObject<Value: Decodable>: Decodable {
    let values: [String: Value]

    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        var values: [String: Value] = [:]
        for name in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            values[name.stringValue] = try container.decode(Value.self, forKey: name)
        }
        self.values = values
    }
}

struct CatalogFile: Decodable {
    let sourceLanguage: String
    let strings: CatalogObject<CatalogEntry>
}

struct CatalogEntry: Decodable {
    let localizations: CatalogObject<CatalogLocalization>?
}

struct CatalogStringUnit: Decodable {
    let state: String?
    let value: String
}

struct CatalogVariations: Decodable {
    let plural: CatalogObject<CatalogLocalization>?
    let device: CatalogObject<CatalogLocalization>?
}

struct CatalogSubstitution: Decodable {
    let argNum: Int?
    let formatSpecifier: String?
    let variations: CatalogVariations?

    private enum CodingKeys: String, CodingKey {
        case argNum, formatSpecifier, variations
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Read as any number, so that `1.5` is refused here, with its place:
        // JSONDecoder refuses it as an `Int` only as JSON that is not valid, nowhere.
        if let number = try container.decodeIfPresent(Double.self, forKey: .argNum) {
            guard let whole = Int(exactly: number) else {
                throw DecodingError.dataCorruptedError(forKey: .argNum, in: container,
                                                       debugDescription: "argNum is \(number), not a whole number")
            }
            argNum = whole
        } else {
            argNum = nil
        }
        formatSpecifier = try container.decodeIfPresent(String.self, forKey: .formatSpecifier)
        variations = try container.decodeIfPresent(CatalogVariations.self, forKey: .variations)
    }
}

struct CatalogLocalization: Decodable {
    let stringUnit: CatalogStringUnit?
    let variations: CatalogVariations?
    let substitutions: CatalogObject<CatalogSubstitution>?

    private func failure(_ reason: String) -> ICUError {
        ICUError(code: .invalidFormat, operation: "reading a localization", reason: reason)
    }

    /// The text of this localization, or of its `other` device.
    func text(_ what: String) throws(ICUError) -> String {
        if let device = variations?.device?.values {
            guard let other = device["other"] else { throw failure("\(what) varies by device but has no 'other' device") }
            return try other.text(what)
        }
        guard let unit = stringUnit else { throw failure("\(what) has no stringUnit") }
        return unit.value
    }

    /// Plural forms by category, read from `variations.plural` (through the `other` device).
    static func forms(_ plural: [String: CatalogLocalization], _ what: String,
                      rewrite: (String) -> String = { $0 }) throws(ICUError) -> [PluralRules.Category: String] {
        var forms: [PluralRules.Category: String] = [:]
        for name in plural.keys.sorted() {
            let variation = plural[name]!
            guard let category = PluralRules.Category(rawValue: name) else {
                throw ICUError(code: .invalidFormat, operation: "reading a localization",
                               reason: "'\(name)' in \(what) is not a plural category (zero, one, two, few, many, other)")
            }
            forms[category] = rewrite(try variation.text("the '\(name)' form of \(what)"))
        }
        guard forms[.other] != nil else {
            throw ICUError(code: .invalidFormat, operation: "reading a localization", reason: "\(what) has no 'other' form")
        }
        return forms
    }

    /// The longest `formatSpecifier` read (`lld`, `.2f` and the like are a few bytes).
    static let formatSpecifierLimit = 32

    /// The format this localization means.
    func format() throws(ICUError) -> LocalizedStringFormat {
        var localization = self
        // A server takes the `other` device.
        while let device = localization.variations?.device?.values {
            guard let other = device["other"] else { throw failure("the string varies by device but has no 'other' device") }
            localization = other
        }
        var variables: [String: PluralVariable] = [:]
        let substitutions = localization.substitutions?.values ?? [:]
        for name in substitutions.keys.sorted() {
            let substitution = substitutions[name]!
            guard let plural = substitution.variations?.plural?.values else {
                throw failure("the substitution '\(name)' has no plural variations")
            }
            // Each `%arg` becomes the specifier: a long one would make a short form keep far more.
            if let specifier = substitution.formatSpecifier, specifier.utf8.count > Self.formatSpecifierLimit {
                throw failure("the formatSpecifier of the substitution '\(name)' is longer than \(Self.formatSpecifierLimit) bytes")
            }
            // `%arg` is the substitution's own argument, wherever it stands in the form.
            let position = substitution.argNum.map { "\($0)$" } ?? ""
            let specifier = "%" + position + (substitution.formatSpecifier ?? "@")
            let forms = try Self.forms(plural, "the substitution '\(name)'") { form in
                Self.replacingArg(in: form, with: specifier)
            }
            variables[name] = PluralVariable(valueType: substitution.formatSpecifier, forms: forms,
                                             argument: substitution.argNum)
        }
        if let plural = localization.variations?.plural?.values {
            // The whole string varies by the first argument's plural category.
            let name = "\u{1F}plural"
            variables[name] = PluralVariable(forms: try Self.forms(plural, "the string"), argument: 1)
            return try LocalizedStringFormat("%1$#@\(name)@", variables: variables)
        }
        guard let unit = localization.stringUnit else { throw failure("the string has no stringUnit") }
        if variables.isEmpty { return LocalizedStringFormat(lenient: unit.value) }
        return try LocalizedStringFormat(unit.value, variables: variables)
    }

    /// `form` with each `%arg` (a substitution's own argument) written as `specifier`.
    static func replacingArg(in form: String, with specifier: String) -> String {
        var result = ""
        var rest = Substring(form)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[percent...]
            if after.hasPrefix("%%") {
                result += "%%"
                rest = after.dropFirst(2)
            } else if after.hasPrefix("%arg") {
                result += specifier
                rest = after.dropFirst(4)
            } else {
                result += "%"
                rest = after.dropFirst()
            }
        }
        return result + rest
    }
}
