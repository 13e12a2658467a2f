/// A language's plural rules: which form of a word goes with a number, as
/// `.stringsdict` files choose between `zero`, `one`, `two`, `few`, `many`, `other`.
///
/// ```swift
/// let russian = try PluralRules(locale: "ru")
/// russian.category(for: 1)     // .one     (1 минута)
/// russian.category(for: 3)     // .few     (3 минуты)
/// russian.category(for: 5)     // .many    (5 минут)
/// russian.category(for: 21)    // .one     (21 минута)
///
/// let english = try PluralRules(locale: "en")
/// try english.category(forDecimal: "1.0")   // .other: visible fraction digits count
/// ```
///
/// Safe to share between threads.
///
/// The corresponding C function is `uplrules_openForType`.
public struct PluralRules: Sendable {
    /// Which rules: for counting (`1 file`, `2 files`) or for ordering (`1st`, `2nd`).
    public enum Kind: String, Sendable, Hashable, Codable, CustomStringConvertible {
        /// Cardinal numbers (`UPLURAL_TYPE_CARDINAL`).
        case cardinal
        /// Ordinal numbers (`UPLURAL_TYPE_ORDINAL`).
        case ordinal

        /// `cardinal` or `ordinal`.
        public var description: String { rawValue }
    }

    /// A plural category (CLDR's keywords).
    public enum Category: String, Sendable, Hashable, CaseIterable, Comparable, Codable, CustomStringConvertible {
        case zero, one, two, few, many, other

        /// CLDR's keyword: `one`, `few`, …
        public var description: String { rawValue }

        /// The category's place in CLDR's order, from 0 (`zero`) to 5 (`other`).
        var rank: Int {
            switch self {
            case .zero: 0
            case .one: 1
            case .two: 2
            case .few: 3
            case .many: 4
            case .other: 5
            }
        }

        /// The category of a ``rank``, or `nil` for a number that is none.
        init?(rank: Int) {
            switch rank {
            case 0: self = .zero
            case 1: self = .one
            case 2: self = .two
            case 3: self = .few
            case 4: self = .many
            case 5: self = .other
            default: return nil
            }
        }

        /// CLDR's order: zero, one, two, few, many, other.
        public static func < (a: Category, b: Category) -> Bool { a.rank < b.rank }

        /// The category of a keyword written in UTF-8, or `nil` for a word
        /// that is not one.
        init?(keyword bytes: UnsafeBufferPointer<UInt8>) {
            let candidate: (Category, StaticString)
            switch (bytes.count, bytes.first) {
            case (4, UInt8(ascii: "z")): candidate = (.zero, "zero")
            case (3, UInt8(ascii: "o")): candidate = (.one, "one")
            case (3, UInt8(ascii: "t")): candidate = (.two, "two")
            case (3, UInt8(ascii: "f")): candidate = (.few, "few")
            case (4, UInt8(ascii: "m")): candidate = (.many, "many")
            case (5, UInt8(ascii: "o")): candidate = (.other, "other")
            default: return nil
            }
            guard candidate.1.withUTF8Buffer({ $0.elementsEqual(bytes) }) else { return nil }
            self = candidate.0
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose rules these are.
    public var locale: LocaleID { storage.locale }
    /// Cardinal or ordinal.
    public var kind: Kind { storage.kind }

    /// Opens the rules of a locale.
    ///
    /// ```swift
    /// let ordinals = try PluralRules(.ordinal, locale: "en")
    /// ordinals.category(for: 2)   // .two (2nd)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: Cardinal (counting) or ordinal (ordering) rules.
    ///   - locale: The locale whose rules these are.
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `uplrules_openForType`.
    public init(_ kind: Kind = .cardinal, locale: LocaleID) throws(ICUError) {
        storage = try Storage(locale: locale, kind: kind)
    }

    /// The category of an integer (`uplrules_select`). Does not throw: selecting cannot fail.
    public func category(for value: Int) -> Category {
        category(for: Double(value))
    }

    /// The category of a double as ICU reads it: with no visible fraction digits
    /// beyond the shortest representation, so `1.0` is `1` (`uplrules_select`).
    /// Use ``category(forDecimal:)`` when trailing zeros are shown.
    public func category(for value: Double) -> Category {
        infallible { () throws(ICUError) in
            // The keyword read from ICU's bytes: no String per call.
            guard let category = try storage.handle.select(value, "selecting the plural category of \(value) in \(locale)",
                                                           { Category(keyword: $0) }) else {
                throw ICUError(code: .unsupported, operation: "selecting the plural category of \(value) in \(locale)",
                               reason: "ICU's keyword is not a CLDR plural category")
            }
            return category
        }
    }

    /// The category of a number written as a decimal string, counting its
    /// visible fraction digits: in English `"1"` is `.one` but `"1.0"` is `.other`.
    ///
    /// - Throws: ``ICUError`` when the text is not a decimal number.
    ///
    /// The corresponding C functions are `unumf_formatDecimal` and `uplrules_selectFormatted`.
    public func category(forDecimal text: String) throws(ICUError) -> Category {
        try Self.category(storage.select(decimal: text))
    }

    /// The category of a range of two numbers written as decimal strings, by
    /// CLDR's plural ranges: French "0–1" is `.one` ("0–1 jour"), English "1–2"
    /// is `.other`, Russian "1–2" is `.few` and "1–5" `.many`.
    ///
    /// ```swift
    /// try PluralRules(locale: "fr").category(forRangeFrom: "0", to: "1")   // .one
    /// try PluralRules(locale: "ru").category(forRangeFrom: "1", to: "5")   // .many
    /// ```
    ///
    /// Both ends are written with the visible fraction digits of the end that
    /// shows more, as one range format writes them ("1.0–2.0"), and their
    /// categories give the range's. Ordinal rules have no ranges: ICU gives
    /// their ranges `.other`.
    ///
    /// - Throws: ``ICUError`` when either text is not a decimal number; built
    ///   against ICU 67, which has no ranges (they begin in ICU 68), `U_UNSUPPORTED_ERROR`.
    ///
    /// The corresponding C functions are `unumrf_formatDecimalRange` and `uplrules_selectForRange`.
    /// ICU's answer depends on the categories of the two ends alone (CLDR's plural
    /// ranges), so the rules keep its answer for each pair of categories they meet;
    /// after that, a range costs two `unumf_formatDecimal` and `uplrules_selectFormatted` calls.
    public func category(forRangeFrom low: String, to high: String) throws(ICUError) -> Category {
        try storage.select(rangeFrom: low, to: high)
    }

    /// The categories the rules use, in the order zero, one, two, few, many, other
    /// (`uplrules_getKeywords`).
    public var categories: [Category] {
        infallible { () throws(ICUError) in
            try storage.handle.keywords("listing the plural categories of \(locale)").compactMap(Category.init(rawValue:)).sorted()
        }
    }

    static func category(_ keyword: String) throws(ICUError) -> Category {
        guard let category = Category(rawValue: keyword) else {
            throw ICUError(code: .unsupported, operation: "reading plural keyword '\(keyword)'",
                           reason: "not a CLDR plural category")
        }
        return category
    }

    /// Digits after the decimal point of a plain decimal string, or `nil` for
    /// other spellings (exponents), which ICU reads as they are.
    static func visibleFractionDigits(_ text: String) -> Int? {
        guard !text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else { return nil }
        guard let point = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return text.utf8.distance(from: point, to: text.utf8.endIndex) - 1
    }
}
