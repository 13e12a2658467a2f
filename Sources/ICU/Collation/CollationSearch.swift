/// A string to find in text by a language's rules rather than by its code
/// points: at primary strength `"resume"` finds `"résumé"`, and in German
/// `"strasse"` finds `"Straße"`.
///
/// ```swift
/// let search = try CollationSearch("resume", locale: "fr", options: .init(strength: .primary))
/// let text = "Envoyez votre Résumé et votre résumé."
/// search.ranges(in: text).map { text[$0] }    // ["Résumé", "résumé"]
/// ```
///
/// Matches do not overlap; each is a range of the text it was found in. Create
/// one search for a string looked for in many texts; a value is safe to share
/// between threads (ICU's searches are not: each thread works on one of its own).
///
/// The corresponding C function is `usearch_openFromCollator`.
public struct CollationSearch: Sendable {
    let storage: Storage

    /// The collation settings a search is made with: those of ``CollationRules``.
    public typealias Options = CollationRules.Options

    /// The text to find.
    public var needle: String { storage.needle }
    /// The rules it is found by.
    public var rules: CollationRules { storage.rules }

    /// A search for `needle` by the collation rules of a locale, changed by `options`.
    ///
    /// ```swift
    /// let search = try CollationSearch("strasse", locale: "de", options: .init(strength: .primary))
    /// search.firstRange(in: "Hauptstraße 5") != nil   // true
    /// ```
    ///
    /// - Parameters:
    ///   - needle: The text to find.
    ///   - locale: The locale whose collation rules match the text.
    ///   - options: The rules' strength and other settings (``CollationRules/Options``).
    /// - Throws: ``ICUError`` for a locale that is not valid, options ICU refuses
    ///   (as ``CollationRules/init(locale:options:)``), or an empty `needle`.
    ///
    /// The corresponding C functions are `ucol_open` and `usearch_openFromCollator`.
    public init(_ needle: String, locale: LocaleID, options: Options = .init()) throws(ICUError) {
        try self.init(needle, rules: CollationRules(locale: locale, options: options))
    }

    /// A search for `needle` by `rules`, with their strength and options: the
    /// form for rules made before, or taken from a ``FormatterPool``.
    ///
    /// - Throws: ``ICUError`` when `needle` is empty.
    ///
    /// The corresponding C function is `usearch_openFromCollator`.
    public init(_ needle: String, rules: CollationRules) throws(ICUError) {
        storage = try Storage(needle: needle, rules: rules)
    }

    /// The ranges of every match in `text`, in order, not overlapping.
    ///
    /// The corresponding C functions are `usearch_first` and `usearch_next`.
    public func ranges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        matches(in: text, limit: 0) { ranges.append($0) }
        return ranges
    }

    /// The range of the first match in `text`, or `nil` when there is none.
    ///
    /// The corresponding C function is `usearch_first`.
    public func firstRange(in text: String) -> Range<String.Index>? {
        var first: Range<String.Index>?
        matches(in: text, limit: 1) { first = $0 }
        return first
    }

    /// The UTF-8 offsets of every match in UTF-8 bytes: each the first byte and
    /// the byte after the match.
    ///
    /// - Throws: ``ICUError`` for bytes that are not UTF-8.
    @_spi(CLI)
    public func utf8Ranges(in text: UnsafeBufferPointer<UInt8>, limit: Int = 0) throws(ICUError) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        try storage.withSearch { search throws(ICUError) in
            try search.matches(utf8: text, limit: Int32(clamping: limit)) { ranges.append($0..<$1) }
        }
        return ranges
    }

    private func matches(in text: String, limit: Int32, _ found: (Range<String.Index>) -> Void) {
        let utf8 = text.utf8
        infallible { () throws(ICUError) in
            try storage.withSearch { search throws(ICUError) in
                try search.matches(in: text, limit: limit) { start, end in
                    let lower = utf8.index(utf8.startIndex, offsetBy: start)
                    found(lower..<utf8.index(lower, offsetBy: end - start))
                }
            }
        }
    }
}

extension CollationRules {
    /// The ranges of every match of `needle` in `text` by these rules: what
    /// `range(of:options:range:locale:)` finds, for every match.
    ///
    /// ```swift
    /// let german = try CollationRules(locale: "de", options: .init(strength: .primary))
    /// let text = "Hauptstraße 5"
    /// try german.ranges(of: "strasse", in: text).map { text[$0] }   // ["straße"]
    /// ```
    ///
    /// Searching for one string in many texts, a ``CollationSearch`` made once is faster.
    ///
    /// - Throws: ``ICUError`` when `needle` is empty.
    ///
    /// The corresponding C functions are `usearch_openFromCollator`, `usearch_first` and `usearch_next`.
    public func ranges(of needle: String, in text: String) throws(ICUError) -> [Range<String.Index>] {
        try CollationSearch(needle, rules: self).ranges(in: text)
    }

    /// The range of the first match of `needle` in `text` by these rules, or `nil`.
    ///
    /// - Throws: ``ICUError`` when `needle` is empty.
    ///
    /// The corresponding C functions are `usearch_openFromCollator` and `usearch_first`.
    public func firstRange(of needle: String, in text: String) throws(ICUError) -> Range<String.Index>? {
        try CollationSearch(needle, rules: self).firstRange(in: text)
    }
}
