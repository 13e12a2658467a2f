/// The locales an application supports, ready to pick the best one for a
/// client's preferred languages — best-fit matching by CLDR's language
/// distance, as ICU's `LocaleMatcher` does (`de-AT` → `de`, `zh-TW` →
/// `zh-Hant`, `no` ↔ `nb`, `en-GB` → `en-001` before `en-US`).
///
/// ```swift
/// let supported = try SupportedLocales(["en-US", "de", "fr-CH"])   // the first is the default
/// let answer = supported.negotiate(acceptLanguage: "de-AT,de;q=0.9,en;q=0.5")
/// answer.supported     // "de": the entry as the list wrote it
/// answer.locale        // de
/// answer.usedDefault   // false
/// ```
///
/// Build one per supported list and keep it: building costs far more than
/// matching. A `SupportedLocales` is immutable and safe to share between threads.
///
/// The corresponding C++ class is `icu::LocaleMatcher`.
public struct SupportedLocales: Sendable {
    /// The supported entries as written.
    public let spellings: [String]
    /// Their locale IDs.
    public let locales: [LocaleID]
    /// The index of the default in ``spellings``: what a client that matches nothing gets.
    public let defaultIndex: Int
    private let matcher: LocaleMatcherHandle

    /// A matcher for `supported` (locale IDs or BCP 47 tags, best first).
    ///
    /// - Parameters:
    ///   - supported: At least one locale.
    ///   - defaultLocale: One of `supported`, as written there; the first when `nil`.
    /// - Throws: ``ICUError`` for an empty list, an entry that is not a
    ///   well-formed locale ID, or a default that is not in the list.
    public init(_ supported: [String], default defaultLocale: String? = nil) throws(ICUError) {
        guard !supported.isEmpty else {
            throw ICUError(code: .illegalArgument, operation: "building a locale matcher", reason: "no supported locales")
        }
        var locales: [LocaleID] = []
        for spelling in supported { locales.append(try LocaleID(spelling)) }
        let index = defaultLocale.map { spelling in supported.firstIndex(of: spelling) } ?? 0
        guard let index else {
            throw ICUError(code: .illegalArgument, operation: "building a locale matcher",
                           reason: "the default '\(defaultLocale!.prefix(64))' is not one of the supported locales")
        }
        self.spellings = supported
        self.locales = locales
        self.defaultIndex = index
        self.matcher = try LocaleMatcherHandle(supported: locales.map(\.identifier))
    }

    /// The outcome of a negotiation.
    public struct Negotiation: Sendable, Hashable {
        /// The chosen supported entry, as the list wrote it.
        public let supported: String
        /// Its locale ID.
        public let locale: LocaleID
        /// The preferred entry it matched, or `nil` when the default was used.
        public let matched: PreferredLanguages.Entry?
        /// Whether nothing matched well enough and the default was chosen.
        public var usedDefault: Bool { matched == nil }
    }

    /// The best supported locale for a client's preferred languages, or the
    /// default. The wildcard `*` matches nothing by itself: it leaves the choice
    /// to the default. Never fails.
    ///
    /// The corresponding C++ function is `LocaleMatcher::getBestMatchResult`.
    public func negotiate(_ preferred: PreferredLanguages) -> Negotiation {
        let desired = preferred.entries.filter { $0.locale != nil }
        let best = infallible { () throws(ICUError) in try matcher.best(desired.map { $0.locale!.identifier }) }
        guard let (supportedIndex, desiredIndex) = best, desired.indices.contains(desiredIndex) else {
            return Negotiation(supported: spellings[defaultIndex], locale: locales[defaultIndex], matched: nil)
        }
        return Negotiation(supported: spellings[supportedIndex], locale: locales[supportedIndex], matched: desired[desiredIndex])
    }

    /// The best supported locale for an `Accept-Language` header, or the default.
    public func negotiate(acceptLanguage header: String) -> Negotiation {
        negotiate(PreferredLanguages(acceptLanguage: header))
    }
}
