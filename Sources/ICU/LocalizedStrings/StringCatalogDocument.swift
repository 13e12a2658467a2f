/// An editable String Catalog (`.xcstrings`): the file's JSON as an ordered
/// tree of values that keeps every member it does not understand, written
/// back in Xcode's own layout.
///
/// ``StringCatalog`` reads a catalog to render it; a document is for tools that
/// change one — extraction marks keys stale and adds new ones, pseudo-localization
/// adds a language — and must leave the rest as it was. Reading a catalog that
/// Xcode wrote and writing it unchanged gives the same bytes.
///
/// ```swift
/// @_spi(CLI) import ICU
///
/// var document = try StringCatalogDocument(contentsOf: "Localizable.xcstrings")
/// document.strings["Cancel"] = .object(["comment": .string("A button.")])
/// let bytes = document.json()   // 2-space indent, "key" : value, keys in Xcode's order
/// ```
///
/// The layout is the one Xcode writes (`NSJSONSerialization`'s pretty
/// printing): two spaces per level, a space on each side of the colon, an empty
/// object as `{`, an empty line and `}`, `/` unescaped, and the file's last line
/// break as the file had it (new documents end with one). Members keep the
/// order they were read in; a member added to an object goes where Xcode's
/// order puts it (``xcodeOrder(_:_:)``), so a catalog Xcode sorted stays sorted.
/// A name written twice in one object keeps its last value, as ``StringCatalog``
/// reads it.
@_spi(CLI)
public struct StringCatalogDocument: Sendable, Hashable {
    /// A JSON value.
    public indirect enum Value: Sendable, Hashable {
        case object(Object)
        case array([Value])
        case string(String)
        /// A number, as it is written (`1`, `-2.5e3`), so that it is written back the same.
        case number(String)
        case bool(Bool)
        case null

        /// The text of a string value.
        public var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        /// The members of an object value.
        public var object: Object? {
            if case .object(let object) = self { return object }
            return nil
        }
    }

    /// A JSON object: its members in order, each name once.
    public struct Object: Sendable, Hashable, ExpressibleByDictionaryLiteral {
        /// One name and its value.
        public struct Member: Sendable, Hashable {
            public var name: String
            public var value: Value
        }

        /// The members, in the order they are written.
        public private(set) var members: [Member] = []

        /// An empty object.
        public init() {}

        /// An object of these members, in Xcode's order.
        public init(dictionaryLiteral elements: (String, Value)...) {
            for (name, value) in elements { self[name] = value }
        }

        /// The names, in the order they are written.
        public var names: [String] { members.map(\.name) }

        public var isEmpty: Bool { members.isEmpty }

        /// The value of the member `name` (names compare as their UTF-8 bytes,
        /// as Xcode's dictionaries compare them, not by canonical equivalence).
        /// Setting a value replaces the member's in place, or adds it where
        /// ``StringCatalogDocument/xcodeOrder(_:_:)`` puts it; setting `nil` removes it.
        public subscript(name: String) -> Value? {
            get { index(of: name).map { members[$0].value } }
            set {
                if let index = index(of: name) {
                    if let newValue { members[index].value = newValue } else { members.remove(at: index) }
                } else if let newValue {
                    members.insert(Member(name: name, value: newValue), at: insertionIndex(of: name))
                }
            }
        }

        /// Appends a member as read: one of the same name before it is replaced.
        mutating func appendRead(_ name: String, _ value: Value) {
            if let index = index(of: name) { members.remove(at: index) }
            members.append(Member(name: name, value: value))
        }

        private func index(of name: String) -> Int? {
            members.firstIndex { $0.name.utf8.elementsEqual(name.utf8) }
        }

        /// Where a new member goes: before the first member, found by halving,
        /// that sorts after it (in a sorted object, its place in the order).
        private func insertionIndex(of name: String) -> Int {
            var low = 0, high = members.count
            while low < high {
                let middle = (low + high) / 2
                if StringCatalogDocument.xcodeOrder(members[middle].name, name) { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The file's outermost object.
    public var root: Object
    /// Whether the file ends with a line break after its closing brace.
    public var endsWithLineBreak: Bool

    /// A new, empty catalog: `sourceLanguage`, no `strings`, `version` 1.0.
    public init(sourceLanguage: String) {
        root = ["sourceLanguage": .string(sourceLanguage), "strings": .object([:]), "version": .string("1.0")]
        endsWithLineBreak = true
    }

    /// Reads the catalog at `path`.
    ///
    /// - Throws: ``ICUError`` for a file that cannot be read or is larger than
    ///   ``StringTable/byteLimit``, and as ``init(json:path:)`` says.
    public init(contentsOf path: String) throws(ICUError) {
        try self.init(json: ResourceFiles.read(path, limit: StringTable.byteLimit), path: path)
    }

    /// Reads a catalog's JSON.
    ///
    /// - Throws: ``ICUError`` (`.badInput`, at the line and column of the fault)
    ///   for JSON that is not valid, a file whose value is not an object, and a
    ///   `strings` or `sourceLanguage` member of the wrong type.
    public init(json bytes: [UInt8], path: String) throws(ICUError) {
        guard bytes.count <= StringTable.byteLimit else {
            throw ResourceFiles.tooLarge(path, bytes.count, StringTable.byteLimit)
        }
        if let syntax = JSONSyntax.firstError(in: bytes) {
            throw ICUError(code: .parseError, operation: "reading \(path)", reason: "not valid JSON: \(syntax.reason)",
                           location: ResourceFiles.location(atOffset: syntax.offset, in: bytes, file: path))
        }
        var reader = TreeReader(bytes: bytes)
        guard case .object(let root) = reader.value() else {
            throw ICUError(code: .invalidFormat, operation: "reading \(path)", reason: "the catalog is not a JSON object",
                           location: FileLocation(file: path, line: 1, column: 1))
        }
        for (name, isValid) in [("strings", root["strings"].map { $0.object != nil }),
                                ("sourceLanguage", root["sourceLanguage"].map { $0.string != nil })] where isValid == false {
            throw ICUError(code: .invalidFormat, operation: "reading \(path)", reason: "'\(name)' has a value of the wrong type",
                           location: ResourceFiles.location(of: JSONString.quoted(name), in: bytes, file: path).0)
        }
        self.root = root
        self.endsWithLineBreak = bytes.last == UInt8(ascii: "\n")
    }

    /// The language the keys are written in (`sourceLanguage`).
    public var sourceLanguage: String? { root["sourceLanguage"]?.string }

    /// The catalog's keys and their entries (`strings`).
    public var strings: Object {
        get { root["strings"]?.object ?? Object() }
        set { root["strings"] = .object(newValue) }
    }

    /// Whether `a` goes before `b` in the order Xcode writes a catalog's names:
    /// runs of digits by their value (`item2` before `item10`), then letters
    /// without regard to case and punctuation before letters, as the root
    /// locale's collation orders them at secondary strength, then by code points.
    ///
    /// The corresponding C function is `ucol_strcollUTF8`.
    public static func xcodeOrder(_ a: String, _ b: String) -> Bool {
        switch nameOrder.compare(a, b) {
        case .before: return true
        case .after: return false
        case .equal: return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }

    private static let nameOrder: CollationRules = infallible { () throws(ICUError) in
        try CollationRules(locale: .root, options: .init(strength: .secondary, numeric: true))
    }
}

extension StringCatalogDocument {
    /// Builds the tree of JSON that `JSONSyntax` found valid: it checks nothing.
    private struct TreeReader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() -> Value {
            skipSpace()
            guard index < bytes.count else { return .null }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var object = Object()
                skipSpace()
                while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace(); continue }
                    let name = string()
                    skipSpace()
                    index += 1  // ':'
                    object.appendRead(name, value())
                    skipSpace()
                }
                index += 1
                return .object(object)
            case UInt8(ascii: "["):
                index += 1
                var values: [Value] = []
                skipSpace()
                while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace(); continue }
                    values.append(value())
                    skipSpace()
                }
                index += 1
                return .array(values)
            case UInt8(ascii: "\""):
                return .string(string())
            case UInt8(ascii: "t"):
                index += 4
                return .bool(true)
            case UInt8(ascii: "f"):
                index += 5
                return .bool(false)
            case UInt8(ascii: "n"):
                index += 4
                return .null
            default:
                let start = index
                while index < bytes.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
                    .contains(bytes[index])) { index += 1 }
                return .number(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        /// The string at `index` (its opening quote), decoded.
        private mutating func string() -> String {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            let text = StringCatalog.unquotedJSON(Array(bytes[start..<min(index, bytes.count)]))
            index += 1
            return text
        }
    }
}
