import ICU
import ICUBridge
import Testing

/// Seed 002's plural cases: which form of a word goes with a number.
@Suite("PluralRules")
struct PluralRulesTests {
    static let counts = [1, 2, 3, 4, 5, 11, 21, 22, 25, 31]

    /// Russian: 1, 21, 31 take the "one" form (минута), 2–4 and 22 "few"
    /// (минуты), 5, 11 and 25 "many" (минут).
    @Test(.cldr42) func russianCardinals() throws {
        let russian = try PluralRules(locale: "ru")
        #expect(Self.counts.map { russian.category(for: $0) }
            == [.one, .few, .few, .few, .many, .many, .one, .few, .many, .one])
    }

    /// Croatian, as the seed's "31 od 32 staze" and "5 od 8 staza": the same
    /// split as Russian, but its third form is "other".
    @Test(.cldr42) func croatianCardinals() throws {
        let croatian = try PluralRules(locale: "hr")
        #expect(Self.counts.map { croatian.category(for: $0) }
            == [.one, .few, .few, .few, .other, .other, .one, .few, .other, .one])
        #expect(croatian.categories == [.one, .few, .other])
    }

    /// Visible fraction digits count: "1 file" but "1.0 files".
    @Test(.cldr42) func englishOneAndOnePointZero() throws {
        let english = try PluralRules(locale: "en")
        #expect(try english.category(forDecimal: "1") == .one)
        #expect(try english.category(forDecimal: "1.0") == .other)
        #expect(try english.category(forDecimal: "2") == .other)
        // A Double has no visible fraction digits: 1.0 is 1.
        #expect(english.category(for: 1.0) == .one)
        #expect(english.category(for: 1.5) == .other)
    }

    @Test(.cldr42) func englishOrdinals() throws {
        let ordinals = try PluralRules(.ordinal, locale: "en")
        #expect(ordinals.kind == .ordinal)
        // 1st, 2nd, 3rd, 4th, 11th, 21st.
        #expect([1, 2, 3, 4, 11, 21].map { ordinals.category(for: $0) } == [.one, .two, .few, .other, .other, .one])
        #expect(ordinals.categories == [.one, .two, .few, .other])
    }

    @Test("a locale's categories, in CLDR order", .cldr42, arguments: [
        ("ru", [PluralRules.Category.one, .few, .many, .other]),
        ("en", [.one, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]),
    ] as [(LocaleID, [PluralRules.Category])])
    func categories(locale: LocaleID, expected: [PluralRules.Category]) throws {
        #expect(try PluralRules(locale: locale).categories == expected)
    }

    @Test(.cldr42) func arabicUsesEveryCategory() throws {
        let arabic = try PluralRules(locale: "ar")
        #expect([0, 1, 2, 3, 11, 100].map { arabic.category(for: $0) } == [.zero, .one, .two, .few, .many, .other])
    }

    /// The inputs of the tests above, each compared with ICU's own `uplrules`
    /// in this process, so that they hold on any ICU.
    @Test func categoriesAsUPlRules() throws {
        for locale in ["ru", "hr", "en", "ar", "ja"] {
            let rules = try PluralRules(locale: LocaleID(locale))
            for count in Self.counts + [0, 100] {
                #expect(rules.category(for: count).rawValue == RawICU.plural(Double(count), locale: locale), "\(count) in \(locale)")
            }
            #expect(rules.categories.map(\.rawValue).sorted() == RawICU.pluralCategories(locale: locale)?.sorted(), "\(locale)")
        }
        let english = try PluralRules(locale: "en")
        for decimal in ["1", "1.0", "2"] {
            #expect(try english.category(forDecimal: decimal).rawValue == RawICU.plural(decimal: decimal, locale: "en"), "\(decimal)")
        }
        for value in [1.0, 1.5] {
            #expect(english.category(for: value).rawValue == RawICU.plural(value, locale: "en"), "\(value)")
        }
        let ordinals = try PluralRules(.ordinal, locale: "en")
        for count in [1, 2, 3, 4, 11, 21] {
            #expect(ordinals.category(for: count).rawValue == RawICU.plural(Double(count), locale: "en", ordinal: true), "\(count)")
        }
        #expect(ordinals.categories.map(\.rawValue).sorted() == RawICU.pluralCategories(locale: "en", ordinal: true)?.sorted())
    }

    @Test func aMalformedDecimalThrows() throws {
        let english = try PluralRules(locale: "en")
        try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "'1,5'") { try english.category(forDecimal: "1,5") }
        try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: String(repeating: "x", count: 64)) {
            try english.category(forDecimal: megabyte(of: "x"))
        }
        #expect(try english.category(forDecimal: megabyte(of: "1")) == .other)
    }
}
