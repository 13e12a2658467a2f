/// One localization's table of localized strings: what a `.strings` file, a
/// `.stringsdict` file, or one language of a String Catalog holds, read and
/// checked once.
///
/// ```swift
/// let table = try StringTable(contentsOf: "Resources/de.lproj/Localizable.strings")
/// table["greeting"]?.text                                  // "Hallo"
/// try table["run %lu out of %lu completed"]?.render([1, 3], locale: "de")
/// // "Von 3 Läufen hast du 1 absolviert"
/// ```
///
/// A table is immutable and safe to share between threads. Reading fails
/// as a whole — a file with one bad entry gives an error, never a table
/// without that entry — and every error names the file, line and column
/// (``ICUError/location``).
public struct StringTable: Sendable, Hashable {
    /// The entries by key.
    public let entries: [String: LocalizedStringFormat]
    /// Where each entry is written, by key.
    public let locations: [String: FileLocation]

    /// The largest file read, in bytes: 8 MiB.
    public static let byteLimit = 8 << 20

    /// The deepest nesting of arrays and dictionaries a `.stringsdict` file
    /// may have: 64 levels, the root dictionary being the first (an entry
    /// with plural variables needs 3).
    public static let propertyListDepthLimit = PropertyList.depthLimit

    /// The most values a `.stringsdict` file may hold: 1,048,576 strings,
    /// dictionaries, arrays, numbers, dates, data and booleans (dictionary
    /// keys not counted), each use of a value a binary property list shares
    /// counted.
    public static let propertyListValueLimit = PropertyList.valueLimit

    /// A table of `entries`.
    public init(_ entries: [String: LocalizedStringFormat], locations: [String: FileLocation] = [:]) {
        self.entries = entries
        self.locations = locations
    }

    /// The entry of `key`.
    public subscript(key: String) -> LocalizedStringFormat? { entries[key] }

    /// The keys, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// Reads a `.strings` or `.stringsdict` file, by its extension.
    ///
    /// - Throws: ``ICUError`` with the file's ``ICUError/location`` when it
    ///   cannot be read, is larger than ``byteLimit``, or is not a valid file
    ///   of its kind (see ``init(stringsFile:path:)`` and ``init(stringsdictFile:path:)``).
    public init(contentsOf path: String) throws(ICUError) {
        let bytes = try ResourceFiles.read(path, limit: Self.byteLimit)
        if path.hasSuffix(".stringsdict") {
            self = try StringTable(stringsdictFile: bytes, path: path)
        } else if path.hasSuffix(".strings") {
            self = try StringTable(stringsFile: bytes, path: path)
        } else {
            throw ICUError(code: .illegalArgument, operation: "reading \(path)",
                           reason: "a string table is a .strings or .stringsdict file",
                           location: FileLocation(file: path, line: 1, column: 1))
        }
    }

    /// Reads the bytes of a `.strings` file: UTF-8, or UTF-16 with a BOM.
    /// A key written twice keeps its last value, as on Apple's systems. Values
    /// are formats when they read as formats; one that does not (such as
    /// "Up to 50%") is kept as text (``LocalizedStringFormat/isValid``).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, at most ``byteLimit`` bytes.
    ///   - path: The file's name, for error locations.
    /// - Throws: ``ICUError`` (`.badInput`, with the line and column) for a
    ///   syntax error, an unclosed string or comment, a bad escape, or text that
    ///   is neither UTF-8 nor UTF-16 with a BOM.
    public init(stringsFile bytes: [UInt8], path: String) throws(ICUError) {
        guard bytes.count <= Self.byteLimit else { throw ResourceFiles.tooLarge(path, bytes.count, Self.byteLimit) }
        var reader = try StringsFileReader(bytes: bytes, file: path)
        var entries: [String: LocalizedStringFormat] = [:]
        var locations: [String: FileLocation] = [:]
        for entry in try reader.entries() {
            entries[entry.key] = LocalizedStringFormat(lenient: entry.value)
            locations[entry.key] = FileLocation(file: path, line: entry.line, column: entry.column)
        }
        self.init(entries, locations: locations)
    }

    /// Reads the bytes of a `.stringsdict` file: an XML (UTF-8, or UTF-16
    /// with a BOM) or binary (`bplist00`) property list, whose entries hold an
    /// `NSStringLocalizedFormatKey` and the plural variables it names
    /// (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
    /// `NSStringFormatValueTypeKey`, and the forms `zero` … `other`).
    ///
    /// Reading takes time linear in the file: arrays and dictionaries nested
    /// deeper than ``propertyListDepthLimit``, a property list of more than
    /// ``propertyListValueLimit`` values (a binary property list's shared
    /// objects counted at each use) and a binary property list that refers
    /// to itself are refused before their values are built.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents, at most ``byteLimit`` bytes.
    ///   - path: The file's name, for error locations.
    /// - Throws: ``ICUError`` (`.badInput`, located at the entry's key when the
    ///   entry is at fault, at the fault's line and column in an XML property
    ///   list) for a file that is not a property list (truncated, binary
    ///   garbage) or is beyond the limits above, an entry without `NSStringLocalizedFormatKey`, a rule
    ///   type other than `NSStringPluralRuleType`, a key that is not a plural
    ///   category, a variable without `other`, and any error of
    ///   ``LocalizedStringFormat/init(_:variables:)``.
    public init(stringsdictFile bytes: [UInt8], path: String) throws(ICUError) {
        guard bytes.count <= Self.byteLimit else { throw ResourceFiles.tooLarge(path, bytes.count, Self.byteLimit) }
        let reader = try StringsdictReader(bytes: bytes, file: path)
        self.init(try reader.entries(), locations: reader.locations)
    }

    /// This table with `other`'s entries added, `other` winning for keys in both.
    func overlaid(with other: StringTable) -> StringTable {
        StringTable(entries.merging(other.entries) { _, new in new },
                    locations: locations.merging(other.locations) { _, new in new })
    }
}
