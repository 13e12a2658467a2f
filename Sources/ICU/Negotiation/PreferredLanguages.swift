/// Languages in order of preference, as a client's `Accept-Language` header
/// lists them (RFC 9110 §12.5.4).
///
/// ```swift
/// let preferred = PreferredLanguages(acceptLanguage: "de-CH,de;q=0.9,en;q=0.8,*;q=0.1")
/// preferred.entries.map(\.range)        // ["de-CH", "de", "en", "*"]
/// preferred.locales                     // [de_CH, de, en]
/// ```
///
/// Parsing never fails, and takes time linear in the header's length:
/// - an entry that is not a language range with an optional weight (`de;q=x`,
///   `!!`, `en-`) is skipped, not the whole header;
/// - `q=0` excludes a range (``excluded``); `*` is a wildcard entry;
/// - a range listed twice keeps its first weight; entries of equal weight keep
///   the header's order;
/// - ranges are read without regard to case, `_` as `-`, and with spaces or tabs
///   around entries and parameters;
/// - only the first ``byteLimit`` bytes and the first ``entryLimit`` entries are
///   read: a header is client input.
public struct PreferredLanguages: Sendable, Hashable {
    /// One language range and its weight.
    public struct Entry: Sendable, Hashable {
        /// The range as the client wrote it, with `_` read as `-`: `de-CH`, `*`.
        public let range: String
        /// The range's locale ID, or `nil` for the wildcard `*`.
        public let locale: LocaleID?
        /// The weight, in thousandths: 1000 for `q=1` (or no weight), 800 for `q=0.8`.
        public let weight: Int
    }

    /// The ranges the client accepts, best first (weight, then header order).
    public let entries: [Entry]
    /// The ranges the client refuses (`q=0`), in header order.
    public let excluded: [String]

    /// The most bytes of a header read: the rest is cut off (and an entry it cuts, dropped).
    public static let byteLimit = 8 * 1024
    /// The most entries of a header read: the rest are cut off.
    public static let entryLimit = 64

    /// The locales of the entries, best first, without the wildcard.
    public var locales: [LocaleID] { entries.compactMap(\.locale) }

    /// Whether the client accepts any language (`*` with a weight above 0).
    public var acceptsAnyLanguage: Bool { entries.contains { $0.locale == nil } }

    /// Reads an `Accept-Language` header's value.
    public init(acceptLanguage header: String) {
        var header = header
        self = header.withUTF8(Self.read)
    }

    /// The header's entries, read byte by byte: at most ``byteLimit`` bytes and
    /// ``entryLimit`` elements (empty ones count), each looked at once.
    private static func read(_ whole: UnsafeBufferPointer<UInt8>) -> PreferredLanguages {
        let cut = whole.count > byteLimit
        let bytes = UnsafeBufferPointer(rebasing: whole.prefix(byteLimit))
        var builder = Builder()
        var start = 0
        var elements = 0
        while start <= bytes.count, elements < entryLimit {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.count
            // The byte limit fell inside this last element: it may be a longer range cut short.
            if cut, end == bytes.count { break }
            elements += 1
            if let entry = entry(bytes[start..<end]) { builder.add(entry.range, key: entry.key, weight: entry.weight) }
            start = end + 1
        }
        return builder.languages
    }

    /// Languages in order of preference, each of weight 1 — language ranges
    /// (`de-CH`, `*`) or ICU locale IDs (`de_CH`), as an app's settings keep
    /// them. Entries that are not language ranges are skipped, as are the first
    /// ``entryLimit`` entries' duplicates and everything after them.
    public init(_ languages: [String]) {
        var builder = Builder()
        for language in languages.prefix(Self.entryLimit) {
            let range = language.replacingUnderscores()
            guard Self.isLanguageRange(range.utf8) else { continue }
            builder.add(range, key: range.lowercased(), weight: 1000)
        }
        self = builder.languages
    }

    private init(entries: [Entry], excluded: [String]) {
        self.entries = entries
        self.excluded = excluded
    }

    /// Collects ranges: the first weight of a range counts, weight 0 excludes,
    /// a range that is not a locale ID is dropped; entries stay sorted by
    /// weight, ties in the order they came. At most ``entryLimit`` ranges come,
    /// so a linear search for duplicates and an insertion in order cost less
    /// than a set and a sort.
    private struct Builder {
        private var entries: [Entry] = []
        private var excluded: [String] = []
        private var keys: [String] = []

        /// Adds `range` unless a range with the same `key` (lowercased) came before.
        mutating func add(_ range: String, key: String, weight: Int) {
            guard !keys.contains(key) else { return }
            keys.append(key)
            let entry: Entry
            if weight == 0 {
                excluded.append(range)
                return
            } else if range == "*" {
                entry = Entry(range: range, locale: nil, weight: weight)
            } else if let locale = try? LocaleID(range) {
                entry = Entry(range: range, locale: locale, weight: weight)
            } else {
                return
            }
            let position = entries.lastIndex { $0.weight >= weight }.map { $0 + 1 } ?? 0
            entries.insert(entry, at: position)
        }

        var languages: PreferredLanguages { PreferredLanguages(entries: entries, excluded: excluded) }
    }

    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// One element of the header: its range (`_` read as `-`), the range
    /// lowercased, and its weight in thousandths; `nil` when it is not
    /// `range *(OWS ";" OWS param)`.
    static func entry(_ element: Bytes) -> (range: String, key: String, weight: Int)? {
        let semicolon = UInt8(ascii: ";")
        let rangeEnd = element.firstIndex(of: semicolon) ?? element.endIndex
        let range = trimmed(element[..<rangeEnd])
        guard isLanguageRange(range) else { return nil }
        var weight = 1000
        var weighted = false
        var start = rangeEnd
        while start < element.endIndex {
            let end = element[(start + 1)...].firstIndex(of: semicolon) ?? element.endIndex
            let parameter = trimmed(element[(start + 1)..<end])
            // Only q is defined for Accept-Language, and only once.
            guard !weighted, parameter.count >= 2, parameter.first! | 0x20 == UInt8(ascii: "q"),
                  parameter[parameter.startIndex + 1] == UInt8(ascii: "="),
                  let q = qvalue(parameter.dropFirst(2)) else { return nil }
            weight = q
            weighted = true
            start = end
        }
        return (ascii(range, lowercased: false), ascii(range, lowercased: true), weight)
    }

    /// ASCII bytes as a string, `_` as `-`, lowercased if asked.
    private static func ascii(_ bytes: Bytes, lowercased: Bool) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() {
                var byte = byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : byte
                if lowercased, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                buffer[offset] = byte
            }
            return bytes.count
        }
    }

    /// `*`, or 1*8ALPHA *("-" 1*8alphanum) (RFC 4647 §2.1), with `_` read as `-`.
    static func isLanguageRange(_ range: some Collection<UInt8>) -> Bool {
        if range.count == 1, range.first == UInt8(ascii: "*") { return true }
        var length = 0
        var first = true
        for byte in range {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard length > 0 else { return false }
                length = 0
                first = false
                continue
            }
            let isAlpha = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isAlpha || (!first && isDigit) else { return false }
            length += 1
            guard length <= 8 else { return false }
        }
        return length > 0
    }

    /// A qvalue in thousandths: `0`, `0.5`, `1`, `1.000` (RFC 9110 §12.4.2), else `nil`.
    static func qvalue(_ text: Bytes) -> Int? {
        guard let whole = text.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var value = Int(whole - UInt8(ascii: "0")) * 1000
        guard text.count > 1 else { return value }
        guard text[text.startIndex + 1] == UInt8(ascii: "."), text.count <= 5 else { return nil }
        var scale = 100
        for byte in text.dropFirst(2) {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value += Int(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }

    /// `text` without spaces and tabs around it (RFC 9110's OWS).
    static func trimmed(_ text: Bytes) -> Bytes {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = text.firstIndex(where: { !isSpace($0) }) else { return text[text.endIndex...] }
        let end = text.lastIndex(where: { !isSpace($0) })!
        return text[start...end]
    }
}

private extension String {
    func replacingUnderscores() -> String {
        utf8.contains(UInt8(ascii: "_")) ? String(map { $0 == "_" ? "-" : $0 }) : self
    }
}
