import ICU
import Testing

/// Seed 002's plural cases: which form of a word goes with a number.
@Suite("PluralRules")
struct PluralRulesTests {
    static let counts = [1, 2, 3, 4, 5, 11, 21, 22, 25, 31]

    /// Russian: 1, 21, 31 take the "one" form (минута), 2–4 and 22 "few"
    /// (минуты), 5, 11 and 25 "many" (минут).
    @Test func russianCardinals() throws {
        let russian = try PluralRules(locale: "ru")
        #expect(Self.counts.map { russian.category(for: $0) }
            == [.one, .few, .few, .few, .many, .many, .one, .few, .many, .one])
    }

    /// Croatian, as the seed's "31 od 32 staze" and "5 od 8 staza": the same
    /// split as Russian, but its third form is "other".
    @Test func croatianCardinals() throws {
        let croatian = try PluralRules(locale: "hr")
        #expect(Self.counts.map { croatian.category(for: $0) }
            == [.one, .few, .few, .few, .other, .other, .one, .few, .other, .one])
        #expect(croatian.categories == [.one, .few, .other])
    }

    /// Visible fraction digits count: "1 file" but "1.0 files".
    @Test func englishOneAndOnePointZero() throws {
        let english = try PluralRules(locale: "en")
        #expect(try english.category(forDecimal: "1") == .one)
        #expect(try english.category(forDecimal: "1.0") == .other)
        #expect(try english.category(forDecimal: "2") == .other)
        // A Double has no visible fraction digits: 1.0 is 1.
        #expect(english.category(for: 1.0) == .one)
        #expect(english.category(for: 1.5) == .other)
    }

    @Test func englishOrdinals() throws {
        let ordinals = try PluralRules(locale: "en", kind: .ordinal)
        #expect(ordinals.kind == .ordinal)
        // 1st, 2nd, 3rd, 4th, 11th, 21st.
        #expect([1, 2, 3, 4, 11, 21].map { ordinals.category(for: $0) } == [.one, .two, .few, .other, .other, .one])
        #expect(ordinals.categories == [.one, .two, .few, .other])
    }

    @Test("a locale's categories, in CLDR order", arguments: [
        ("ru", [PluralRules.Category.one, .few, .many, .other]),
        ("en", [.one, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]),
    ] as [(LocaleID, [PluralRules.Category])])
    func categories(locale: LocaleID, expected: [PluralRules.Category]) throws {
        #expect(try PluralRules(locale: locale).categories == expected)
    }

    @Test func arabicUsesEveryCategory() throws {
        let arabic = try PluralRules(locale: "ar")
        #expect([0, 1, 2, 3, 11, 100].map { arabic.category(for: $0) } == [.zero, .one, .two, .few, .many, .other])
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
