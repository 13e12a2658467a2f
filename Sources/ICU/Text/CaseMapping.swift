/// Upper, lower and title case, and case folding, by the rules of a locale's
/// language: Turkish and Azeri dotted and dotless i, Lithuanian's dot above,
/// Greek without accents in upper case, Dutch `IJ` at the start of a word.
///
/// ```swift
/// let turkish = try CaseMapping(locale: "tr")
/// turkish.uppercased("istanbul")     // "İSTANBUL"
/// turkish.lowercased("DİYARBAKIR")   // "diyarbakır"
///
/// try CaseMapping(locale: "el").uppercased("άδεια")   // "ΑΔΕΙΑ"
/// try CaseMapping(locale: "nl").titlecased("ijssel")  // "IJssel"
/// try CaseMapping(locale: "de").uppercased("straße")  // "STRASSE"
/// ```
///
/// Mapping text does not throw and never fails: the rules are fixed when the
/// value is created. Lower case and folding hand ICU the text's UTF-8 as it is;
/// upper and title case go through UTF-16, which ICU maps faster.
///
/// Safe to share between threads, title case included: each title-casing call
/// uses a word break iterator no other thread is using at the same time.
///
/// The corresponding C function is `ucasemap_open`.
public struct CaseMapping: Sendable {
    /// How title case and folding treat a text; upper and lower case have none.
    public struct Options: OptionSet, Sendable, Hashable, Codable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Title case changes only the first letter of each word and leaves the
        /// rest as it is written: `"hELLO wORLD"` becomes `"HELLO WORLD"`, not
        /// `"Hello World"` (`U_TITLECASE_NO_LOWERCASE`).
        public static let titleWithoutLowercasing = Options(rawValue: 1 << 0)

        /// Title case changes the first character of each word as it is, even
        /// when it has no case, instead of moving on to the first letter, digit or
        /// symbol: `"_abc"` stays `"_abc"` where it would become `"_Abc"`
        /// (`U_TITLECASE_NO_BREAK_ADJUSTMENT`).
        public static let titleWithoutAdjusting = Options(rawValue: 1 << 1)

        /// Folding maps `I` to `ı` and `İ` to `i`, as Turkish and Azeri pair them,
        /// instead of `I` to `i` and `İ` to `i̇` (`U_FOLD_CASE_EXCLUDE_SPECIAL_I`).
        /// Folding reads no locale: this option is how a Turkic fold is asked for.
        public static let turkicFolding = Options(rawValue: 1 << 2)
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose rules are used.
    public var locale: LocaleID { storage.locale }

    /// The options of title case and folding.
    public var options: Options { storage.options }

    /// The case rules of a locale's language.
    ///
    /// - Parameters:
    ///   - locale: The locale; its language picks the rules (`tr`, `az`, `lt`,
    ///     `el` and `nl` have rules of their own, every other language the
    ///     default ones).
    ///   - options: How title case and folding treat the text.
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `ucasemap_open`.
    public init(locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(locale: locale, options: options)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The text in upper case: `"istanbul"` is `"İSTANBUL"` in Turkish and
    /// `"ISTANBUL"` in English; Greek drops its accents (`"άδεια"` → `"ΑΔΕΙΑ"`);
    /// `ß` becomes `SS`.
    ///
    /// The corresponding C function is `u_strToUpper`.
    public func uppercased(_ text: String) -> String {
        storage.map(.upper, text)
    }

    /// The text in lower case: `"I"` is `"ı"` in Turkish and Azeri, and
    /// Lithuanian keeps the dot of an accented `i` (`"Ì"` → `"i̇̀"`).
    ///
    /// The corresponding C function is `ucasemap_utf8ToLower`.
    public func lowercased(_ text: String) -> String {
        storage.map(.lower, text)
    }

    /// The text with the first letter of each word in title case and, unless
    /// ``Options/titleWithoutLowercasing`` is set, the rest in lower case. Words
    /// are found by the locale's word break rules; Dutch `"ijssel"` becomes
    /// `"IJssel"`.
    ///
    /// The corresponding C function is `ucasemap_toTitle`.
    public func titlecased(_ text: String) -> String {
        storage.map(.title, text)
    }

    /// The text case-folded, for comparing texts regardless of case: `"Straße"`
    /// and `"STRASSE"` both fold to `"strasse"`. Folding reads no locale; see
    /// ``Options/turkicFolding``.
    ///
    /// The corresponding C function is `ucasemap_utf8FoldCase`.
    public func folded(_ text: String) -> String {
        storage.map(.fold, text)
    }
}
