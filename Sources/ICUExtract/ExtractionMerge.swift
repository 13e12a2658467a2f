import FoundationEssentials
@_spi(CLI) import ICU

/// What merging extracted keys into a catalog or a `.strings` file changed,
/// each list in the file's order of keys.
public struct ExtractionChanges: Sendable, Hashable {
    /// Keys the file did not have, added.
    public var added: [String] = []
    /// Keys no call uses any more: marked `"extractionState" : "stale"` in a
    /// catalog, kept as they are in a `.strings` file.
    public var stale: [String] = []
    /// Stale keys that a call uses again: no longer marked.
    public var revived: [String] = []
    /// Keys whose comment the calls changed.
    public var commentChanged: [String] = []
    /// Keys whose development-language value not yet reviewed (state `new`)
    /// the calls' default value changed.
    public var defaultChanged: [String] = []

    public init() {}

    /// Whether the merge changed nothing.
    public var isEmpty: Bool {
        added.isEmpty && stale.isEmpty && revived.isEmpty && commentChanged.isEmpty && defaultChanged.isEmpty
    }
}

/// Merges extracted keys into an existing String Catalog or `.strings` file,
/// as Xcode does and `genstrings` does not: nothing a translator wrote is lost.
///
/// In a catalog, a new key gets an entry with its comment, and, when its call
/// gives a default value, `"extractionState" : "extracted_with_value"` and the
/// value as its source language's string, in state `new`; a key no call uses
/// is marked `"extractionState" : "stale"`, unless it was added by hand
/// (`manual`); a stale key used again loses the mark; translations are never
/// touched. In a `.strings` file (a development-language table), a new key is
/// appended with its default value (or itself) and comment; a key no call uses
/// is kept and reported stale. In both, a call's comment replaces the one
/// written; a key whose calls give none keeps its own. Merging the same keys
/// again changes nothing.
public enum ExtractionMerge {
    /// A key's calls, merged: the distinct comments, joined by line breaks in
    /// the order of their calls, and the first default value.
    struct Use {
        var key: String
        var comment: String?
        var defaultValue: String?
    }

    /// The calls' keys, each once, in the order of their first call.
    static func uses(_ strings: [ExtractedString]) -> [Use] {
        var order: [Use] = []
        var places: [[UInt8]: Int] = [:]
        var comments: [[String]] = []
        for string in strings {
            let bytes = Array(string.key.utf8)
            let place: Int
            if let existing = places[bytes] {
                place = existing
            } else {
                place = order.count
                places[bytes] = place
                order.append(Use(key: string.key))
                comments.append([])
            }
            if let comment = string.comment, !comment.isEmpty, !comments[place].contains(comment) { comments[place].append(comment) }
            if order[place].defaultValue == nil { order[place].defaultValue = string.defaultValue }
        }
        for place in order.indices where !comments[place].isEmpty {
            order[place].comment = comments[place].joined(separator: "\n")
        }
        return order
    }

    /// Merges `strings` (the uses of the catalog's table) into `catalog`.
    @_spi(CLI) public static func merge(_ strings: [ExtractedString], into catalog: inout StringCatalogDocument) -> ExtractionChanges {
        var changes = ExtractionChanges()
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        var entries = catalog.strings
        var used: Set<[UInt8]> = []
        for use in uses(strings) {
            used.insert(Array(use.key.utf8))
            let isNew = entries[use.key] == nil
            var entry = entries[use.key]?.object ?? StringCatalogDocument.Object()
            if isNew { changes.added.append(use.key) }
            let state = entry["extractionState"]?.string
            if state == "stale" { changes.revived.append(use.key) }
            if let comment = use.comment, entry["comment"]?.string != comment {
                if !isNew { changes.commentChanged.append(use.key) }
                entry["comment"] = .string(comment)
            }
            if let value = use.defaultValue {
                if state != "manual" { entry["extractionState"] = .string("extracted_with_value") }
                var localizations = entry["localizations"]?.object ?? StringCatalogDocument.Object()
                var source = localizations[sourceLanguage]?.object ?? StringCatalogDocument.Object()
                let unit = source["stringUnit"]?.object
                if source.isEmpty || unit?["state"]?.string == "new" {
                    if unit?["value"]?.string != value {
                        if !isNew, unit != nil { changes.defaultChanged.append(use.key) }
                        source["stringUnit"] = .object(["state": .string("new"), "value": .string(value)])
                        localizations[sourceLanguage] = .object(source)
                        entry["localizations"] = .object(localizations)
                    }
                }
            } else if state == "stale" || state == "extracted_with_value" {
                entry["extractionState"] = nil
            }
            entries[use.key] = .object(entry)
        }
        for member in entries.members where !used.contains(Array(member.name.utf8)) {
            guard var entry = member.value.object else { continue }
            let state = entry["extractionState"]?.string
            guard state != "manual", state != "stale" else { continue }
            entry["extractionState"] = .string("stale")
            entries[member.name] = .object(entry)
            changes.stale.append(member.name)
        }
        catalog.strings = entries
        changes.added = sortedInFileOrder(changes.added, entries.names)
        return changes
    }

    /// Merges `strings` (the uses of the file's table) into a `.strings` file.
    @_spi(CLI) public static func merge(_ strings: [ExtractedString], into file: inout StringsFileDocument) -> ExtractionChanges {
        var changes = ExtractionChanges()
        var places: [[UInt8]: Int] = [:]
        for (place, entry) in file.entries.enumerated() { places[Array(entry.key.utf8)] = place }
        var used: Set<[UInt8]> = []
        var added: [StringsFileDocument.Entry] = []
        for use in uses(strings) {
            let bytes = Array(use.key.utf8)
            used.insert(bytes)
            if let place = places[bytes] {
                if let comment = use.comment, file.entries[place].comment != comment {
                    file.entries[place].comment = comment
                    changes.commentChanged.append(use.key)
                }
            } else {
                added.append(.init(key: use.key, value: use.defaultValue ?? use.key, comment: use.comment))
            }
        }
        added.sort { StringCatalogDocument.xcodeOrder($0.key, $1.key) }
        changes.added = added.map(\.key)
        changes.stale = file.entries.filter { !used.contains(Array($0.key.utf8)) }.map(\.key)
        file.entries += added
        return changes
    }

    /// `keys` in the order `names` has them.
    private static func sortedInFileOrder(_ keys: [String], _ names: [String]) -> [String] {
        let wanted = Set(keys.map { Array($0.utf8) })
        return names.filter { wanted.contains(Array($0.utf8)) }
    }
}

extension ExtractionMerge {
    /// The kind of file keys are merged into.
    public enum FileKind: Sendable, Hashable {
        /// A String Catalog (`.xcstrings`).
        case catalog
        /// A development-language `.strings` file.
        case strings
    }

    /// The outcome of merging into a file: what changed, and the file's new bytes.
    public struct Update: Sendable, Hashable {
        public var changes: ExtractionChanges
        /// The file's bytes after the merge.
        public var bytes: [UInt8]
        /// Whether the bytes differ from the file's (or the file did not exist).
        public var differs: Bool
    }

    /// Merges the uses of the table the file at `path` holds (its name without
    /// the extension: `Localizable.xcstrings` holds `Localizable`) into it, or
    /// into a new file when there is none; writes nothing.
    ///
    /// - Parameter sourceLanguage: A new catalog's `sourceLanguage`.
    /// - Throws: ``ICUError`` (`.badInput`) for a file that cannot be read or is
    ///   not a catalog or `.strings` file.
    public static func update(_ path: String, kind: FileKind, with strings: [ExtractedString],
                              sourceLanguage: String = "en") throws(ICUError) -> Update {
        let table = tableName(of: path)
        let uses = strings.filter { $0.table == table }
        let old: [UInt8]? = FileManager.default.fileExists(atPath: path) ? try read(path) : nil
        let changes: ExtractionChanges
        let bytes: [UInt8]
        switch kind {
        case .catalog:
            var catalog = try old.map { bytes throws(ICUError) in try StringCatalogDocument(json: bytes, path: path) }
                ?? StringCatalogDocument(sourceLanguage: sourceLanguage)
            changes = merge(uses, into: &catalog)
            bytes = catalog.json()
        case .strings:
            var file = try old.map { bytes throws(ICUError) in try StringsFileDocument(bytes: bytes, path: path) }
                ?? StringsFileDocument()
            changes = merge(uses, into: &file)
            bytes = file.bytes()
        }
        return Update(changes: changes, bytes: bytes, differs: old != bytes)
    }

    /// Writes `bytes` to `path`, replacing the file whole (through a temporary file).
    public static func write(_ bytes: [UInt8], to path: String) throws(ICUError) {
        try ResourceFiles.write(bytes, to: path)
    }

    /// The table a file holds: its name without folders and extension.
    static func tableName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func read(_ path: String) throws(ICUError) -> [UInt8] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory,
              let data = FileManager.default.contents(atPath: path) else {
            throw ICUError(code: .fileAccess, operation: "reading \(path)", reason: "the file cannot be read", kind: .badInput,
                           location: FileLocation(file: path, line: 1, column: 1))
        }
        return Array(data)
    }
}
