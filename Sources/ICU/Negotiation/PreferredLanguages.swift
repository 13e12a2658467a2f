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
        var header = Substring(header)
        var cut = false
        if header.utf8.count > Self.byteLimit {
            let end = header.utf8.index(header.utf8.startIndex, offsetBy: Self.byteLimit)
            header = header[..<end]
            cut = true
        }
        var elements = header.split(separator: ",", maxSplits: Self.entryLimit, omittingEmptySubsequences: false)
        if elements.count > Self.entryLimit {
            elements.removeLast()
        } else if cut, !elements.isEmpty {
            // The byte limit fell inside the last entry.
            elements.removeLast()
        }
        var builder = Builder()
        for element in elements {
            guard let (range, weight) = Self.entry(element) else { continue }
            builder.add(range, weight: weight)
        }
        self = builder.languages
    }

    /// Languages in order of preference, each of weight 1 — language ranges
    /// (`de-CH`, `*`) or ICU locale IDs (`de_CH`), as an app's settings keep
    /// them. Entries that are not language ranges are skipped, as are the first
    /// ``entryLimit`` entries' duplicates and everything after them.
    public init(_ languages: [String]) {
        var builder = Builder()
        for language in languages.prefix(Self.entryLimit) {
            let range = language.replacingUnderscores()
            guard Self.isLanguageRange(range) else { continue }
            builder.add(range, weight: 1000)
        }
        self = builder.languages
    }

    private init(entries: [Entry], excluded: [String]) {
        self.entries = entries
        self.excluded = excluded
    }

    /// Collects ranges: the first weight of a range counts, weight 0 excludes,
    /// a range that is not a locale ID is dropped; ``languages`` sorts them.
    private struct Builder {
        private var accepted: [(entry: Entry, order: Int)] = []
        private var excluded: [String] = []
        private var seen: Set<String> = []

        mutating func add(_ range: String, weight: Int) {
            guard seen.insert(range.lowercased()).inserted else { return }
            if weight == 0 {
                excluded.append(range)
            } else if range == "*" {
                accepted.append((Entry(range: range, locale: nil, weight: weight), accepted.count))
            } else if let locale = try? LocaleID(range) {
                accepted.append((Entry(range: range, locale: locale, weight: weight), accepted.count))
            }
        }

        var languages: PreferredLanguages {
            let sorted = accepted.sorted {
                $0.entry.weight != $1.entry.weight ? $0.entry.weight > $1.entry.weight : $0.order < $1.order
            }
            return PreferredLanguages(entries: sorted.map(\.entry), excluded: excluded)
        }
    }

    /// One element of the header: its range (`_` read as `-`) and weight in
    /// thousandths, or `nil` when it is not `range *(OWS ";" OWS param)`.
    static func entry(_ element: Substring) -> (range: String, weight: Int)? {
        var parameters = element.split(separator: ";", omittingEmptySubsequences: false).makeIterator()
        guard let rawRange = parameters.next() else { return nil }
        let range = String(trimmed(rawRange)).replacingUnderscores()
        guard isLanguageRange(range) else { return nil }
        var weight = 1000
        var weighted = false
        while let parameter = parameters.next() {
            let text = trimmed(parameter)
            guard text.count >= 2, text.first == "q" || text.first == "Q", text.dropFirst().first == "=" else {
                return nil  // only q is defined for Accept-Language
            }
            guard !weighted, let q = qvalue(text.dropFirst(2)) else { return nil }
            weight = q
            weighted = true
        }
        return (range, weight)
    }

    /// `*`, or 1*8ALPHA *("-" 1*8alphanum) (RFC 4647 §2.1).
    static func isLanguageRange(_ range: String) -> Bool {
        if range == "*" { return true }
        var first = true
        for subtag in range.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false) {
            guard (1...8).contains(subtag.count) else { return false }
            let isAlpha = { (b: UInt8) in (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
            let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
            guard subtag.allSatisfy({ isAlpha($0) || (!first && isDigit($0)) }) else { return false }
            first = false
        }
        return true
    }

    /// A qvalue in thousandths: `0`, `0.5`, `1`, `1.000` (RFC 9110 §12.4.2), else `nil`.
    static func qvalue(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let whole = bytes.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var value = Int(whole - UInt8(ascii: "0")) * 1000
        guard bytes.count > 1 else { return value }
        guard bytes[1] == UInt8(ascii: "."), bytes.count <= 5 else { return nil }
        var scale = 100
        for byte in bytes.dropFirst(2) {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value += Int(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }

    /// `text` without spaces and tabs around it (RFC 9110's OWS).
    static func trimmed(_ text: Substring) -> Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let start = text.firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = text.lastIndex(where: { !isSpace($0) })!
        return text[start...end]
    }
}

private extension String {
    func replacingUnderscores() -> String {
        utf8.contains(UInt8(ascii: "_")) ? String(map { $0 == "_" ? "-" : $0 }) : self
    }
}
