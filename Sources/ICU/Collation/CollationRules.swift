/// A language's rules for ordering and matching text: how people who read it
/// expect a list of words to be sorted, and which spellings count as the same.
///
/// ```swift
/// let swedish = try CollationRules(locale: "sv")
/// swedish.sorted(["ära", "zebra", "apa"])          // ["apa", "zebra", "ära"]: ä after z
///
/// let german = try CollationRules(locale: "de")
/// german.sorted(["ära", "zebra", "apa"])           // ["apa", "ära", "zebra"]
///
/// let files = try CollationRules(locale: "en", options: .init(numeric: true))
/// files.compare("file2", "file10")                 // .before
/// ```
///
/// The locale's keywords choose among its orders: `de@collation=phonebook`,
/// `es@collation=traditional`, `zh@collation=stroke`. A `collation` type the
/// locale does not have is an error, not a quiet return to the standard order.
///
/// Comparing and making sort keys do not throw, and a value is safe to share
/// between threads: ICU's collators are read-only once set up.
///
/// The corresponding C function is `ucol_open`.
public struct CollationRules: Sendable {
    /// How many differences between two strings count, from the base letter
    /// only to every code point.
    public enum Strength: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// Base letters only: `a` = `á` = `A` (`UCOL_PRIMARY`).
        case primary
        /// Accents too: `a` = `A` ≠ `á` (`UCOL_SECONDARY`).
        case secondary
        /// Case and letter variants too: `a` ≠ `A` (`UCOL_TERTIARY`, most locales' default).
        case tertiary
        /// With ``AlternateHandling/shifted``, the ignored punctuation too (`UCOL_QUATERNARY`).
        case quaternary
        /// Every code point, once all else is equal (`UCOL_IDENTICAL`).
        case identical

        /// The case name.
        public var description: String { rawValue }
    }

    /// Whether spaces and punctuation ("variable" characters) count as letters.
    public enum AlternateHandling: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// They sort as characters of their own (`UCOL_NON_IGNORABLE`, most locales' default).
        case nonIgnorable
        /// They are ignored up to the quaternary strength: `"e-mail"` sorts with `"email"` (`UCOL_SHIFTED`).
        case shifted

        /// The case name.
        public var description: String { rawValue }
    }

    /// Which case sorts first when two strings differ only in case.
    public enum CaseFirst: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// The locale's tertiary order, in which lowercase mostly comes first (`UCOL_OFF`).
        case off
        /// Lowercase first (`UCOL_LOWER_FIRST`).
        case lower
        /// Uppercase first (`UCOL_UPPER_FIRST`, Danish's default).
        case upper

        /// The case name.
        public var description: String { rawValue }
    }

    /// Settings that change a locale's order. `nil` keeps what the locale's data
    /// (and its keywords, such as `colNumeric=yes`) says.
    public struct Options: Hashable, Sendable {
        /// How many differences count (`UCOL_STRENGTH`).
        public var strength: Strength?
        /// Whether punctuation and spaces are ignored (`UCOL_ALTERNATE_HANDLING`).
        public var alternate: AlternateHandling?
        /// Which case sorts first (`UCOL_CASE_FIRST`).
        public var caseFirst: CaseFirst?
        /// Whether case counts even at primary or secondary strength (`UCOL_CASE_LEVEL`).
        public var caseLevel: Bool?
        /// Whether runs of digits sort by their numeric value, so `file2` comes
        /// before `file10` (`UCOL_NUMERIC_COLLATION`).
        public var numeric: Bool?
        /// Whether accents are compared from the end of the word, as Canadian
        /// French does (`UCOL_FRENCH_COLLATION`, "backwards secondary").
        public var frenchSecondary: Bool?
        /// Whether text is normalized (NFD) before comparing, which unnormalized
        /// text in scripts with several combining marks needs (`UCOL_NORMALIZATION_MODE`).
        public var normalization: Bool?

        /// Options; each `nil` keeps the locale's own setting.
        public init(strength: Strength? = nil, alternate: AlternateHandling? = nil, caseFirst: CaseFirst? = nil,
                    caseLevel: Bool? = nil, numeric: Bool? = nil, frenchSecondary: Bool? = nil,
                    normalization: Bool? = nil) {
            self.strength = strength
            self.alternate = alternate
            self.caseFirst = caseFirst
            self.caseLevel = caseLevel
            self.numeric = numeric
            self.frenchSecondary = frenchSecondary
            self.normalization = normalization
        }
    }

    /// Where the first of two strings sorts against the second.
    public enum Order: Int, Sendable, Hashable, CustomStringConvertible {
        /// The first sorts before the second (`UCOL_LESS`).
        case before = -1
        /// They are equal at the rules' strength (`UCOL_EQUAL`).
        case equal = 0
        /// The first sorts after the second (`UCOL_GREATER`).
        case after = 1

        /// `<`, `=` or `>`.
        public var description: String {
            switch self {
            case .before: "<"
            case .equal: "="
            case .after: ">"
            }
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose rules these are, keywords included.
    public var locale: LocaleID { storage.locale }
    /// The options the rules were created with.
    public var options: Options { storage.options }

    /// Opens the rules of a locale, with its keywords, changed by `options`.
    ///
    /// - Throws: ``ICUError`` for an ill-formed locale, a `collation` type the
    ///   locale does not have (`de@collation=nonsense`), or a keyword value
    ///   ICU refuses (`colStrength=bogus`).
    ///
    /// The corresponding C functions are `ucol_open` and `ucol_setAttribute`.
    public init(locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(locale: locale, options: options)
    }

    /// Compares two strings by the rules.
    ///
    /// ```swift
    /// let swedish = try CollationRules(locale: "sv")
    /// swedish.compare("ä", "z")   // .after
    /// ```
    ///
    /// Allocates nothing. The corresponding C function is `ucol_strcollUTF8`.
    @inline(__always)
    public func compare(_ a: String, _ b: String) -> Order {
        let order = infallible { () throws(ICUError) in try storage.collator.compare(a, b) }
        return order < 0 ? .before : (order > 0 ? .after : .equal)
    }

    /// Whether `a` sorts before `b`: the predicate `sort(by:)` wants.
    ///
    /// The corresponding C function is `ucol_strcollUTF8`.
    @inline(__always)
    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        infallible { () throws(ICUError) in try storage.collator.compare(a, b) } < 0
    }

    /// Whether two strings are equal at the rules' strength: at primary
    /// strength `"resume"` equals `"Résumé"`.
    ///
    /// The corresponding C function is `ucol_strcollUTF8`.
    public func equals(_ a: String, _ b: String) -> Bool { compare(a, b) == .equal }
}
