/// The bytes that stand for a string in a collation order: two keys compare,
/// byte by byte, as ``CollationRules/compare(_:_:)`` compares their strings.
///
/// A key made once replaces every comparison of its string: store it in a
/// database column (a `BLOB` compared with `memcmp`) or a cache, or sort by it.
/// Keys of different rules, locales or ICU versions do not compare: make them
/// again when any of those change.
///
/// ```swift
/// let german = try CollationRules(locale: "de")
/// german.sortKey("Äpfel") < german.sortKey("Birnen")   // true
/// german.sortKey("Äpfel").bytes                         // [0x29, 0x45, …, 0x00]
/// ```
///
/// The corresponding C function is `ucol_getSortKey`.
public struct SortKey: Hashable, Comparable, Sendable {
    /// ICU's key, its terminating zero byte included.
    public let bytes: [UInt8]

    /// A key from bytes a ``CollationRules`` made before, as read back from storage.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Byte order, which is the rules' order of the strings.
    public static func < (a: SortKey, b: SortKey) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }
}

extension CollationRules {
    /// The sort key of a string.
    ///
    /// The corresponding C function is `ucol_getSortKey`.
    public func sortKey(_ text: String) -> SortKey {
        var bytes: [UInt8] = []
        appendSortKey(of: text, to: &bytes)
        return SortKey(bytes: bytes)
    }

    /// Appends the sort key of a string to `keys`, for many keys in one buffer.
    ///
    /// - Returns: The key's length in bytes, its terminating zero byte included.
    ///
    /// The corresponding C function is `ucol_getSortKey`.
    @discardableResult
    public func appendSortKey(of text: String, to keys: inout [UInt8]) -> Int {
        infallible { () throws(ICUError) in try storage.collator.appendSortKey(of: text, to: &keys) }
    }

    /// Appends the sort key of UTF-8 bytes to `keys`.
    ///
    /// - Throws: ``ICUError`` for bytes that are not UTF-8.
    @_spi(CLI)
    @discardableResult
    public func appendSortKey(utf8 text: UnsafeBufferPointer<UInt8>, to keys: inout [UInt8]) throws(ICUError) -> Int {
        try storage.collator.appendSortKey(utf8: text, to: &keys)
    }

    /// Strings sorted by the rules, with each string's sort key made once:
    /// for more than a few dozen strings, much faster than sorting with
    /// ``compare(_:_:)``. Strings that compare equal keep their order.
    ///
    /// ```swift
    /// let phonebook = try CollationRules(locale: "de@collation=phonebook")
    /// phonebook.sorted(["Mueller", "Müller", "Muller"])   // ["Muller", "Mueller", "Müller"]
    /// ```
    ///
    /// The corresponding C function is `ucol_getSortKey`.
    public func sorted(_ strings: some Sequence<String>) -> [String] {
        sorted(strings, by: { $0 })
    }

    /// Elements sorted by a string of each, by the rules, with each string's
    /// sort key made once. Elements whose strings compare equal keep their order.
    ///
    /// ```swift
    /// struct Person { var surname: String }
    /// let people = [Person(surname: "Öberg"), Person(surname: "Zetterlund")]
    /// let swedish = try CollationRules(locale: "sv")
    /// swedish.sorted(people, by: \.surname)   // Zetterlund, then Öberg
    /// ```
    ///
    /// The corresponding C function is `ucol_getSortKey`.
    public func sorted<Element>(_ elements: some Sequence<Element>, by text: (Element) -> String) -> [Element] {
        let elements = Array(elements)
        var table = SortKeyTable(rules: self, capacity: elements.count)
        for element in elements { table.append(text(element)) }
        return table.sortedIndices().map { elements[$0] }
    }
}
