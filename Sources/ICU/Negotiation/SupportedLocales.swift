/// The locales an application supports, ready to pick the best one for a
/// client's preferred languages — best-fit matching by CLDR's language
/// distance, as ICU's `LocaleMatcher` does (`de-AT` → `de`, `zh-TW` →
/// `zh-Hant`, `no` ↔ `nb`, `sr-Latn` apart from `sr-Cyrl`), or RFC 4647 lookup.
///
/// ```swift
/// let supported = try SupportedLocales(["en-US", "de", "fr-CH"])   // the first is the default
/// let answer = supported.negotiate(acceptLanguage: "de-AT,de;q=0.9,en;q=0.5")
/// answer.index         // 1: the place of the chosen one in the list
/// answer.locale        // de
/// answer.usedDefault   // false
/// ```
///
/// Build one per supported list and keep it: building costs far more than
/// matching. A `SupportedLocales` is immutable and safe to share between
/// threads, and remembers the answers for the last headers it was given (at
/// most ``memoCapacity`` headers of up to ``memoKeyLimit`` bytes), so that a
/// header seen before costs a table lookup.
///
/// The corresponding C++ class is `icu::LocaleMatcher`.
public struct SupportedLocales: Sendable {
    /// The supported locales, best first, as given.
    public let locales: [LocaleID]
    /// The index of the default in ``locales``: what a client that matches nothing gets.
    public let defaultIndex: Int
    private let matcher: LocaleMatcherHandle
    /// The supported locales' canonical BCP 47 tags, lowercased, for RFC 4647 lookup.
    private let lowercasedTags: [String]
    /// Answers for headers seen before, one table per way of matching.
    private let bestFitMemo: InternTable<NegotiationBox>
    private let lookupMemo: InternTable<NegotiationBox>

    /// The most headers whose answers are remembered (per way of matching).
    public static let memoCapacity = 1024
    /// The longest header (in UTF-8 bytes) whose answer is remembered: longer
    /// headers are negotiated every time, so the memo stays within
    /// ``memoCapacity`` × ``memoKeyLimit`` bytes of keys.
    public static let memoKeyLimit = 512

    /// A matcher for `supported` (best first).
    ///
    /// Texts from outside the program become locale IDs with ``LocaleID/init(_:)-(String)``,
    /// which throws for one that is not well-formed; ``Negotiation/index`` leads back
    /// from the answer to the caller's own entry.
    ///
    /// - Parameters:
    ///   - supported: At least one locale.
    ///   - defaultLocale: One of `supported` (the same canonical ID: `de-DE` is `de_DE`);
    ///     the first when `nil`.
    /// - Throws: ``ICUError`` for an empty list, an invalid locale literal, or a
    ///   default that is not in the list.
    public init(_ supported: [LocaleID], default defaultLocale: LocaleID? = nil) throws(ICUError) {
        guard !supported.isEmpty else {
            throw ICUError(code: .illegalArgument, operation: "building a locale matcher", reason: "no supported locales")
        }
        // LocaleID's `==` compares canonical identifiers byte for byte.
        let index = defaultLocale.map { locale in supported.firstIndex(of: locale) } ?? 0
        guard let index else {
            throw ICUError(code: .illegalArgument, operation: "building a locale matcher",
                           reason: "the default '\(defaultLocale!.identifier.prefix(64))' is not one of the supported locales")
        }
        self.locales = supported
        self.defaultIndex = index
        self.matcher = try LocaleMatcherHandle(supported: supported)
        self.lowercasedTags = supported.map { $0.languageTag.lowercased() }
        self.bestFitMemo = InternTable(capacity: Self.memoCapacity)
        self.lookupMemo = InternTable(capacity: Self.memoCapacity)
    }

    /// How a supported locale is chosen.
    public enum Matching: String, Sendable, Hashable, Codable, CaseIterable {
        /// By CLDR's language distance, as ICU's `LocaleMatcher` does: the best
        /// supported locale for the most preferred language that has one
        /// close enough (`de-AT` → `de`, `zh-TW` → `zh-Hant`, `en-GB` → `en-US`).
        case bestFit = "best-fit"
        /// RFC 4647 §3.4 lookup: for each preferred range in turn, the supported
        /// locale whose BCP 47 tag equals it, or equals it with subtags taken off
        /// the end (`de-CH-1996` → `de-CH` → `de`); `zh-TW` never finds `zh-Hant`.
        /// Ranges and supported entries are compared in their canonical form,
        /// so deprecated codes match their replacements both ways (`iw` and
        /// `he`, `in` and `id`, `mo` and `ro`).
        case lookup
    }

    /// The outcome of a negotiation.
    public struct Negotiation: Sendable, Hashable {
        /// The place of the chosen locale in ``SupportedLocales/locales``.
        public let index: Int
        /// The chosen supported locale.
        public let locale: LocaleID
        /// The preferred entry it matched, or `nil` when the default was used.
        public let matched: PreferredLanguages.Entry?
        /// Whether nothing matched well enough and the default was chosen.
        public var usedDefault: Bool { matched == nil }

        /// The locale to format in for this client: the matched entry's
        /// language, script and region, when ICU has data for that region and
        /// the entry's language and script are those of ``locale`` (compared
        /// with likely subtags added); otherwise ``locale``.
        ///
        /// `de-AT` matched to `de` gives `de_AT`; `zh-TW` matched to `zh-Hant`
        /// gives `zh_TW`; `zh-TW` matched to `zh-Hans`, `sr-Latn-RS` matched to
        /// `sr` (Cyrillic), `de-ZZ` (no data) and `de` (no region) give ``locale``.
        /// Worked out on each call (`uloc_addLikelySubtags`, `uloc_getAvailable`);
        /// ``StringBundle/negotiate(acceptLanguage:formatIn:)`` remembers it per header.
        public var formattingLocale: LocaleID {
            guard let visitor = matched?.locale, let region = visitor.regionCode else { return locale }
            let wanted = visitor.maximized, have = locale.maximized
            guard wanted.languageCode == have.languageCode, wanted.scriptCode == have.scriptCode,
                  let regional = try? LocaleID([wanted.languageCode, visitor.scriptCode, region]
                                                   .compactMap { $0 }.joined(separator: "_")),
                  LocaleID.availableIdentifiers.contains(regional.identifier)
                      || LocaleID.availableIdentifiers.contains(regional.maximized.baseName)
            else { return locale }
            return regional
        }
    }

    /// The best supported locale for a client's preferred languages, or the
    /// default. The wildcard `*` matches nothing by itself: it leaves the choice
    /// to the default. Ranges the client refuses (`q=0`) are never matched by
    /// lookup; best fit leaves them out of the preferred list, so `de-AT,de;q=0`
    /// still gives a supported `de` for `de-AT`. Never fails.
    ///
    /// Best fit calls `LocaleMatcher::getBestMatchResult`.
    public func negotiate(_ preferred: PreferredLanguages, matching: Matching = .bestFit) -> Negotiation {
        let chosen: (supported: Int, entry: PreferredLanguages.Entry)?
        switch matching {
        case .bestFit: chosen = bestFit(preferred)
        case .lookup: chosen = lookup(preferred)
        }
        guard let chosen else {
            return Negotiation(index: defaultIndex, locale: locales[defaultIndex], matched: nil)
        }
        return Negotiation(index: chosen.supported, locale: locales[chosen.supported], matched: chosen.entry)
    }

    /// The best supported locale for an `Accept-Language` header, or the
    /// default: ``negotiate(_:matching:)`` of the header read as
    /// ``PreferredLanguages/init(acceptLanguage:)`` does, remembered for the
    /// next time the same header comes. Never fails.
    public func negotiate(acceptLanguage header: String, matching: Matching = .bestFit) -> Negotiation {
        guard header.utf8.count <= Self.memoKeyLimit else {
            return negotiate(PreferredLanguages(acceptLanguage: header), matching: matching)
        }
        return remembered(header, matching).negotiation
    }

    /// ``negotiate(acceptLanguage:matching:)`` and its ``Negotiation/formattingLocale``,
    /// both remembered for the next time the same header comes.
    func negotiateWithFormattingLocale(acceptLanguage header: String,
                                       matching: Matching = .bestFit) -> (Negotiation, LocaleID) {
        guard header.utf8.count <= Self.memoKeyLimit else {
            let negotiation = negotiate(PreferredLanguages(acceptLanguage: header), matching: matching)
            return (negotiation, negotiation.formattingLocale)
        }
        let box = remembered(header, matching)
        return (box.negotiation, box.formattingLocale)
    }

    private func remembered(_ header: String, _ matching: Matching) -> NegotiationBox {
        let memo = matching == .bestFit ? bestFitMemo : lookupMemo
        return memo.value(for: header) { header in
            NegotiationBox(negotiate(PreferredLanguages(acceptLanguage: header), matching: matching))
        }
    }

    private func bestFit(_ preferred: PreferredLanguages) -> (supported: Int, entry: PreferredLanguages.Entry)? {
        let desired = preferred.entries.filter { $0.locale != nil }
        let best = infallible { () throws(ICUError) in try matcher.best(desired.map { $0.locale!.identifier }) }
        guard let (supported, entry) = best, desired.indices.contains(entry) else { return nil }
        return (supported, desired[entry])
    }

    private func lookup(_ preferred: PreferredLanguages) -> (supported: Int, entry: PreferredLanguages.Entry)? {
        // Canonical like the supported tags, so that `iw;q=0` refuses a supported `he`.
        let refused = Set(preferred.excluded.map { range in
            ((try? LocaleID(range))?.languageTag ?? range).lowercased()
        })
        for entry in preferred.entries {
            guard let locale = entry.locale else { continue }
            var range = Substring(locale.languageTag.lowercased())
            while !range.isEmpty {
                if !refused.contains(String(range)), let index = lowercasedTags.firstIndex(where: { $0 == range }) {
                    return (index, entry)
                }
                range = Self.truncated(range)
            }
        }
        return nil
    }

    /// A range without its last subtag, and without a single-letter subtag
    /// (an extension's or private use's) that would then end it (RFC 4647 §3.4).
    static func truncated(_ range: Substring) -> Substring {
        guard var end = range.lastIndex(of: "-") else { return "" }
        var shorter = range[..<end]
        if let dash = shorter.lastIndex(of: "-"), shorter.distance(from: dash, to: shorter.endIndex) == 2 {
            end = dash
            shorter = range[..<end]
        }
        return shorter
    }
}

/// A remembered negotiation and its formatting locale, as the memo table keeps objects.
final class NegotiationBox: Sendable {
    let negotiation: SupportedLocales.Negotiation
    let formattingLocale: LocaleID
    init(_ negotiation: SupportedLocales.Negotiation) {
        self.negotiation = negotiation
        self.formattingLocale = negotiation.formattingLocale
    }
}
