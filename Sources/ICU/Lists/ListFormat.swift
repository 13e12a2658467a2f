/// Items joined into one text as a locale's language joins them: "a, b, and c",
/// "a, b oder c", "a、b、c".
///
/// ```swift
/// let english = try ListFormat(locale: "en")
/// english.format(["Paris", "Rome", "Lisbon"])              // "Paris, Rome, and Lisbon"
///
/// let spanish = try ListFormat(locale: "es")
/// spanish.format(["Fernando", "Isabel"])                   // "Fernando e Isabel": "y" becomes "e" before an i sound
///
/// let or = try ListFormat(locale: "de", options: .init(type: .or))
/// or.format(["Tee", "Kaffee", "Wasser"])                   // "Tee, Kaffee oder Wasser"
///
/// let units = try ListFormat(locale: "en", options: .init(type: .unit, width: .narrow))
/// units.format(["5h", "30min"])                            // "5h 30min"
/// ```
///
/// The language's rules for the words between the items are ICU's: Spanish
/// "y" becomes "e" and "o" becomes "u" before the sounds that call for it,
/// Hebrew writes "ו" straight before a Hebrew word and "ו-" before any other.
/// Items are written as they are given, in the given order: an empty item stays
/// an empty item, and no items join into the empty text.
///
/// Safe to share between threads.
///
/// The corresponding C function is `ulistfmt_openForType`.
public struct ListFormat: Sendable {
    /// What the list means: all of the items, any one of them, or amounts of
    /// different units that together make one quantity.
    public enum ListType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// All of the items: "a, b, and c" (`ULISTFMT_TYPE_AND`; JavaScript's `conjunction`).
        case and
        /// Any one of the items: "a, b, or c" (`ULISTFMT_TYPE_OR`; JavaScript's `disjunction`).
        case or
        /// Amounts of different units: "3 feet, 7 inches" (`ULISTFMT_TYPE_UNITS`).
        case unit

        /// `and`, `or` or `unit`.
        public var description: String { rawValue }
    }

    /// How much room the words between the items take.
    public enum Width: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// Words written out: "a, b, and c" (`ULISTFMT_WIDTH_WIDE`; Foundation's `standard`).
        case wide
        /// Shorter words where the language has them: "a, b, & c" (`ULISTFMT_WIDTH_SHORT`).
        case short
        /// The fewest characters: "a, b, c" for units in English (`ULISTFMT_WIDTH_NARROW`).
        case narrow

        /// `wide`, `short` or `narrow`.
        public var description: String { rawValue }
    }

    /// What a list format depends on beside its locale.
    public struct Options: Sendable, Hashable, Codable {
        /// What the list means.
        public var type: ListType
        /// How much room the words between the items take.
        public var width: Width

        /// Options of a list format.
        public init(type: ListType = .and, width: Width = .wide) {
            self.type = type
            self.width = width
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose words join the items.
    public var locale: LocaleID { storage.locale }
    /// What the list means.
    public var type: ListType { storage.options.type }
    /// How much room the words between the items take.
    public var width: Width { storage.options.width }
    /// The options the format was made with.
    public var options: Options { storage.options }

    /// The list format of a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale whose words join the items.
    ///   - options: What the list means (`.and`, the default, `.or` or `.unit`)
    ///     and how much room the words take (`.wide`, the default, `.short` or `.narrow`).
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `ulistfmt_openForType`.
    public init(locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(locale: locale, options: options)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The items joined: one item is itself, no items the empty text.
    ///
    /// ```swift
    /// try ListFormat(locale: "fr").format(["pommes", "poires", "prunes"])   // "pommes, poires et prunes"
    /// ```
    ///
    /// Items may hold any text, line breaks and NULs among it; each is written
    /// whole. Time and memory grow in proportion to the items' length, for any
    /// number of items and any length.
    ///
    /// The corresponding C function is `ulistfmt_formatStringsToResult`. Where the
    /// locale's words between items do not depend on the items (all but a few
    /// languages, such as Spanish and Hebrew), they are read from ICU once, when the
    /// format is created, and a list is joined by copying bytes: the same text.
    /// Where they do, ICU joins the list; a list of 2 GiB of UTF-8 or more, more
    /// than ICU addresses, is joined word by word: each join is the one ICU
    /// writes before an item that begins as the next item does (its first
    /// 16 characters), which are what ICU's rules read.
    public func format(_ items: [String]) -> String {
        storage.format(items)
    }

    /// The items of any sequence joined, as an array of them is.
    ///
    /// The corresponding C function is `ulistfmt_formatStringsToResult`.
    public func format<Items: Sequence<String>>(_ items: Items) -> String {
        storage.format(Array(items))
    }
}
