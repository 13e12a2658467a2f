/// A validated, canonical ICU locale ID, such as `de_DE` or `ja_JP@calendar=japanese`.
///
/// Create one from an ICU ID or a BCP 47 language tag; both spellings give the
/// same canonical ID:
///
/// ```swift
/// let tag = "de-DE"                              // from a request, a file, …
/// let a = try LocaleID(tag)                      // de_DE
/// let b = try LocaleID(String("ja-JP-u-ca-japanese"))  // ja_JP@calendar=japanese
/// let c: LocaleID = "fr_FR"                      // a literal, checked when first used
/// ```
///
/// A syntactically invalid ID (empty, `"!!"`, longer than ICU keeps, with an
/// embedded NUL) is an ``ICUError``, never a silent fallback to the root
/// locale. A well-formed ID that ICU has data for only in part (`de_ZZ`) formats
/// with the data of its closest parent (`de`); one that ICU has no data for at
/// all (`zz`, `qaa`, `i-klingon`) is accepted, as ICU accepts it, and formats
/// with the root locale's data — never with the data of the environment's
/// locale (`LANG`), which is where ICU itself would fall back: the library makes
/// root ICU's default locale before it opens anything.
///
/// The corresponding C functions are `uloc_canonicalize` and `uloc_forLanguageTag`.
public struct LocaleID: Hashable, Sendable, CustomStringConvertible {
    /// The ID's one shared entry: its identifier, tag and hash, made once per
    /// distinct ID. One reference, so that a `LocaleID` is one word, cheap to copy
    /// into every pool key, and hashed without reading its text.
    let entry: Entry

    /// What every `LocaleID` of one ID shares.
    final class Entry: Sendable {
        /// The canonical ICU locale ID.
        let identifier: String
        /// The BCP 47 tag, computed once.
        let languageTag: String
        /// The identifier's hash, computed once.
        let hash: Int
        /// Set only for an invalid string literal: its validation error, thrown by every formatter given it.
        let literalError: ICUError?

        init(identifier: String, languageTag: String, literalError: ICUError? = nil) {
            self.identifier = identifier
            self.languageTag = languageTag
            self.hash = identifier.hashValue
            self.literalError = literalError
        }
    }

    /// The IDs made so far, by the texts they were made from (`de-DE` and `de_DE`
    /// both lead to the entry of `de_DE`). Bounded: see ``InternTable``.
    static let interned = InternTable<Entry>(capacity: 4096, ownFrontKey: true)

    /// The canonical ICU locale ID.
    public var identifier: String { entry.identifier }

    /// Validates and canonicalizes an ICU locale ID or BCP 47 tag.
    ///
    /// Making an ID from a text made before costs a lookup in a bounded,
    /// thread-safe table: a server can make one per request.
    ///
    /// - Parameter identifier: `de_DE`, `de-DE`, `en_US_POSIX`, `ja-JP-u-ca-japanese`, …
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` when the text is not a well-formed locale ID.
    ///
    /// The corresponding C functions are `uloc_canonicalize`, `uloc_forLanguageTag`
    /// and, to check well-formedness, `uloc_toLanguageTag` in strict mode.
    public init(_ identifier: String) throws(ICUError) {
        entry = try Self.interned.value(for: identifier) { text throws(ICUError) in
            let (id, tag) = try Self.canonical(text)
            // The entry of the canonical ID, shared by every spelling of it.
            return Self.interned.value(for: id) ?? Self.interned.insert(Entry(identifier: id, languageTag: tag), for: id)
        }
    }

    init(uncheckedCanonical identifier: String, literalError: ICUError? = nil) {
        if literalError == nil, let kept = Self.interned.value(for: identifier) {
            entry = kept
            return
        }
        let tag = literalError == nil ? ((try? ULoc.languageTag(identifier, strict: true)) ?? identifier) : identifier
        entry = Entry(identifier: identifier, languageTag: tag, literalError: literalError)
    }

    /// Equal when the identifiers are, byte for byte: an invalid literal's error follows from its text.
    @inline(__always)
    public static func == (lhs: LocaleID, rhs: LocaleID) -> Bool {
        lhs.entry === rhs.entry || ExactText.sameBytes(lhs.entry.identifier, rhs.entry.identifier)
    }

    /// Hashes the identifier (its hash is computed once per distinct ID).
    @inline(__always)
    public func hash(into hasher: inout Hasher) { hasher.combine(entry.hash) }

    /// The canonical ID of a text, and its BCP 47 tag.
    private static func canonical(_ text: String) throws(ICUError) -> (id: String, tag: String) {
        let (id, tag) = try readOnce(text)
        // An identifier must read back as itself, or two spellings of one locale
        // would make two unequal IDs (and pool keys): ICU accepts a few texts
        // (`en@nue-u-va-moan` as `en__NUE_U_VA_MOAN`, which reads back as `en`)
        // whose ID it does not read back.
        guard id == LocaleID.root.identifier || (try? readOnce(id))?.id == id else {
            throw ICUError(code: .illegalArgument, operation: "reading locale ID '\(text.prefix(64))'",
                           reason: "not a well-formed locale ID")
        }
        return (id, tag)
    }

    private static func readOnce(_ text: String) throws(ICUError) -> (id: String, tag: String) {
        func invalid(_ reason: String) -> ICUError {
            ICUError(code: .illegalArgument, operation: "reading locale ID '\(text.prefix(64))'", reason: reason)
        }
        guard !text.isEmpty else { throw invalid("empty locale ID") }
        guard text.utf8.count < ULoc.fullNameCapacity else {
            throw invalid("longer than \(ULoc.fullNameCapacity - 1) bytes")
        }
        guard text.utf8.allSatisfy({ $0 >= 0x21 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 }) else {
            throw invalid("locale IDs are ASCII letters, digits, '_', '-', '@', '=' and ';'")
        }
        let looksLikeTag = !text.contains("_") && !text.contains("@")
        // A tag's ICU ID is canonicalized too (`eus` is `eu`), so that every
        // spelling of a locale gives one identifier, and that identifier reads
        // back as itself.
        let id = looksLikeTag && text.contains("-")
            ? try ULoc.canonicalize(ULoc.fromLanguageTag(text))
            : try ULoc.canonicalize(text)
        // ICU turns a few ill-formed IDs into text that would read as a tag
        // (`x_US` into `x-us`, a private-use tag): not a locale ID.
        if id.contains("-"), !id.contains("_"), !id.contains("@") {
            throw invalid("not a well-formed locale ID")
        }
        // A well-formed ID converts to a BCP 47 tag in strict mode; "!!", "1234"
        // or "en_US@foo" do not.
        let tag: String
        do {
            tag = try ULoc.languageTag(id, strict: true)
        } catch {
            throw invalid("not a well-formed locale ID")
        }
        // ICU canonicalizes the root locale to "": only its own names mean it.
        if id.isEmpty, text == "root" || text == "und" { return (LocaleID.root.identifier, tag) }
        guard !id.isEmpty else { throw invalid("not a well-formed locale ID") }
        return (id, tag)
    }

    /// The BCP 47 form, such as `de-DE` or `ja-JP-u-ca-japanese` (`uloc_toLanguageTag`),
    /// computed once per distinct ID.
    public var languageTag: String { entry.languageTag }

    /// The ID without keywords, such as `ja_JP` for `ja_JP@calendar=japanese` (`uloc_getBaseName`).
    public var baseName: String { ULoc.part(.baseName, of: identifier) }

    /// The value of a keyword, such as `japanese` for `calendar` in
    /// `ja_JP@calendar=japanese`, or `nil` (`uloc_getKeywordValue`).
    public func keywordValue(_ keyword: String) -> String? { ULoc.keyword(keyword, of: identifier) }

    /// The locale's name for people, in the language of `displayLocale`:
    /// `Deutsch (Schweiz)` for `de_CH` shown in `de` (`uloc_getDisplayName`).
    public func displayName(in displayLocale: LocaleID) throws(ICUError) -> String {
        try ULoc.displayName(identifier, in: displayLocale.identifier)
    }

    /// The root locale (`""` in ICU), whose data every locale falls back to.
    public static let root = LocaleID(uncheckedCanonical: "root")
    /// `en_US_POSIX`: the locale of the `C` and `POSIX` environments, for machine-readable output.
    public static let posix = LocaleID(uncheckedCanonical: "en_US_POSIX")

    /// Every locale ICU has data for (`uloc_getAvailable`).
    public static var availableLocales: [LocaleID] {
        ULoc.available.map { LocaleID(uncheckedCanonical: $0) }
    }

    /// The canonical ICU locale ID.
    public var description: String { identifier }
}

extension LocaleID: ExpressibleByStringLiteral {
    /// A locale ID written in the source, such as `"de_DE"`.
    ///
    /// A literal cannot throw, so an invalid one is kept as written and every
    /// formatter created with it throws its validation error. Use ``init(_:)-(String)``
    /// for IDs that come from outside the program.
    public init(stringLiteral value: String) {
        do {
            self = try LocaleID(value)
        } catch {
            self.init(uncheckedCanonical: value, literalError: error)
        }
    }
}

extension LocaleID {
    /// The locales whose data ICU has: as ``availableLocales``, by identifier, made once.
    static let availableIdentifiers = Set(ULoc.available)

    /// Whether ICU has data for this locale's language: the ID or one of its
    /// parents other than the root locale (`de_DE` for `de_DE_POSIX`, then `de`)
    /// is one of ``availableLocales``.
    ///
    /// `xx_YY` is a well-formed ID that formats with the root locale's data, and
    /// is not supported; `de_ZZ` formats with `de`'s data, and is; so is ``root``.
    ///
    /// The corresponding C function is `uloc_getAvailable`.
    public var isSupported: Bool {
        if self == .root { return true }
        var name = Substring(baseName)
        while !name.isEmpty {
            if Self.availableIdentifiers.contains(String(name)) { return true }
            guard let cut = name.lastIndex(of: "_") else { return false }
            name = name[..<cut]
            while name.hasSuffix("_") { name = name.dropLast() }
        }
        return false
    }
}
