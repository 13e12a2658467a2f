/// An editable `.strings` file: its entries in order, each with the comment
/// written above it, and the writer of the file as `genstrings` writes one.
///
/// ```swift
/// @_spi(CLI) import ICU
///
/// var file = StringsFileDocument()
/// file.entries.append(.init(key: "Cancel", value: "Cancel", comment: "A button."))
/// file.text()
/// // /* A button. */
/// // "Cancel" = "Cancel";
/// ```
///
/// Written in UTF-8: each entry as `/* comment */`, then `"key" = "value";`,
/// then an empty line; an entry without a comment gets genstrings'
/// `/* No comment provided by engineer. */`, which reading takes as no comment.
/// Keys and values escape `"` and `\`, a line break as `\n`, a tab as `\t`, a
/// carriage return as `\r` and the other controls as `\Uxxxx`; everything else
/// is written as it is. A `*/` inside a comment is written `* /`, so that it
/// cannot end the comment early.
@_spi(CLI)
public struct StringsFileDocument: Sendable, Hashable {
    /// A key, its value and the comment above it.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        /// The comment's text, without `/*`, `*/` and the spaces around it.
        public var comment: String?
        /// The line of the key, for an entry that was read (1 for one added).
        public var line: Int

        public init(key: String, value: String, comment: String? = nil, line: Int = 1) {
            self.key = key
            self.value = value
            self.comment = comment
            self.line = line
        }
    }

    /// What genstrings writes above an entry whose call gave no comment.
    public static let noComment = "No comment provided by engineer."

    /// The entries, in the order they are written; a key read twice is kept
    /// once, with the last value, in the place of the first.
    public var entries: [Entry]

    /// An empty file.
    public init() { entries = [] }

    /// Reads the `.strings` file at `path`.
    ///
    /// - Throws: ``ICUError`` for a file that cannot be read, is larger than
    ///   ``StringTable/byteLimit`` or is not a `.strings` file, at its line and column.
    public init(contentsOf path: String) throws(ICUError) {
        try self.init(bytes: ResourceFiles.read(path, limit: StringTable.byteLimit), path: path)
    }

    /// Reads a `.strings` file's bytes (UTF-8, or UTF-16 with a byte order mark).
    public init(bytes: [UInt8], path: String) throws(ICUError) {
        var reader = try StringsFileReader(bytes: bytes, file: path)
        var entries: [Entry] = []
        var places: [[UInt8]: Int] = [:]
        for read in try reader.entries() {
            let comment = read.comment == Self.noComment ? nil : read.comment
            let entry = Entry(key: read.key, value: read.value, comment: comment, line: read.line)
            if let place = places[Array(read.key.utf8)] {
                entries[place] = entry
            } else {
                places[Array(read.key.utf8)] = entries.count
                entries.append(entry)
            }
        }
        self.entries = entries
    }

    /// The file's text, as genstrings writes it.
    public func text() -> String {
        var text = ""
        for entry in entries {
            let comment = (entry.comment ?? Self.noComment).replacing("*/", with: "* /")
            text += "/* \(comment) */\n\(Self.quoted(entry.key)) = \(Self.quoted(entry.value));\n\n"
        }
        return text
    }

    /// The file's bytes: ``text()`` in UTF-8.
    public func bytes() -> [UInt8] { Array(text().utf8) }

    /// `text` in double quotes, escaped as a `.strings` file reads it back.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                quoted += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
