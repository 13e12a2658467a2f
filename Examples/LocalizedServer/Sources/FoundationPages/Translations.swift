import Foundation

/// The translations as a Linux app on Foundation reads them today: no part of
/// Foundation there reads String Catalogs, and `Bundle.localizedString` crashes
/// for a `.stringsdict` key (docs/localized-strings.md), so the app reads the
/// files itself — the catalog with `JSONDecoder`, the `.lproj` files with
/// `PropertyListSerialization` — into one table per language.
struct Translations: Sendable {
    /// A translated entry: plain text, or forms keyed by plural category
    /// (`zero`, `one`, `two`, `few`, `many`, `other`).
    enum Entry: Sendable {
        case text(String)
        case plural([String: String])
    }

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var tables: [String: [String: Entry]] = [:]

    init(resourcesAt directory: String, languages: [String]) throws {
        let root = URL(fileURLWithPath: directory)
        for language in languages {
            let folder = root.appendingPathComponent("\(language).lproj")
            var table: [String: Entry] = [:]
            for (key, value) in try Self.propertyList(folder.appendingPathComponent("Localizable.strings")) {
                guard let text = value as? String else { throw LoadError(description: "\(language): '\(key)' is not a string") }
                table[key] = .text(text)
            }
            // A .stringsdict entry wins over the .strings one, as on Apple's systems.
            for (key, value) in try Self.propertyList(folder.appendingPathComponent("Localizable.stringsdict")) {
                table[key] = .plural(try Self.forms(of: value, key: key, language: language))
            }
            tables[language] = table
        }
        // And a catalog's entry wins over both.
        let catalog = try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings")))
        for (key, entry) in catalog.strings {
            for (language, localization) in entry.localizations ?? [:] where tables[language] != nil {
                if let plural = localization.variations?.plural {
                    tables[language]?[key] = .plural(plural.mapValues(\.stringUnit.value))
                } else if let unit = localization.stringUnit {
                    tables[language]?[key] = .text(unit.value)
                }
            }
        }
    }

    func entry(_ key: String, language: String) -> Entry? { tables[language]?[key] }

    private static func propertyList(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        guard let list = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw LoadError(description: "\(url.path): not a dictionary")
        }
        return list
    }

    /// The forms of a `.stringsdict` entry whose format is one plural variable
    /// (`%#@items@`), the only shape these resources use.
    private static func forms(of value: Any, key: String, language: String) throws -> [String: String] {
        guard let entry = value as? [String: Any],
              let format = entry["NSStringLocalizedFormatKey"] as? String,
              format.hasPrefix("%#@"), format.hasSuffix("@"),
              let variable = entry[String(format.dropFirst(3).dropLast())] as? [String: Any] else {
            throw LoadError(description: "\(language): '\(key)' is not a single plural variable")
        }
        var forms: [String: String] = [:]
        for category in PluralCategory.allCases {
            if let form = variable[category.rawValue] as? String { forms[category.rawValue] = form }
        }
        guard forms["other"] != nil else { throw LoadError(description: "\(language): '\(key)' has no 'other' form") }
        return forms
    }

    /// The part of a String Catalog these pages use.
    private struct Catalog: Decodable {
        struct Unit: Decodable { var value: String }
        struct Variant: Decodable { var stringUnit: Unit }
        struct Variations: Decodable { var plural: [String: Variant]? }
        struct Localization: Decodable {
            var stringUnit: Unit?
            var variations: Variations?
        }
        struct Entry: Decodable { var localizations: [String: Localization]? }
        var strings: [String: Entry]
    }
}
