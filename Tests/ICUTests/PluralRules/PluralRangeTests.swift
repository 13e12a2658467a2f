import ICU
import Testing

/// `PluralRules.category(forRangeFrom:to:)`: CLDR 42's plural ranges in six
/// languages, each also compared with ICU's own `uplrules_selectForRange` in
/// this process, and the bad inputs.
@Suite("Plural categories of ranges")
struct PluralRangeTests {
    static let pairs = [("0", "1"), ("1", "2"), ("1", "5"), ("2", "3"), ("0", "2"), ("1", "10"), ("3", "11"), ("2", "100"),
                        ("21", "22"), ("0.5", "1.0"), ("1.0", "2"), ("0.0", "1.5")]

    /// ICU 72's categories of ``pairs``.
    static let expected: [(String, [PluralRules.Category])] = [
        ("en", [.other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("fr", [.one, .other, .other, .other, .other, .other, .other, .other, .other, .one, .other, .one]),
        ("ru", [.one, .few, .many, .few, .few, .many, .many, .many, .few, .other, .other, .other]),
        ("ar", [.zero, .other, .few, .few, .zero, .few, .many, .other, .many, .other, .other, .other]),
        ("pl", [.one, .few, .many, .few, .few, .many, .many, .many, .few, .other, .other, .other]),
        ("lv", [.one, .other, .other, .other, .other, .other, .other, .other, .other, .one, .other, .other]),
    ]

    @Test(.cldr42) func rangesAsCLDR42() throws {
        for (locale, categories) in Self.expected {
            let rules = try PluralRules(locale: LocaleID(locale))
            #expect(try Self.pairs.map { try rules.category(forRangeFrom: $0.0, to: $0.1) } == categories, "\(locale)")
        }
    }

    /// The inputs of ``rangesAsCLDR42()``, compared with ICU in this process.
    @Test func rangesAsUPLRULES() throws {
        for (locale, _) in Self.expected {
            let rules = try PluralRules(locale: LocaleID(locale))
            for (low, high) in Self.pairs {
                let raw = RawICU.pluralRange(low, high, locale: locale)
                #expect(raw != nil)
                #expect(try rules.category(forRangeFrom: low, to: high).rawValue == raw, "\(low)–\(high) in \(locale)")
            }
        }
    }

    /// The rules keep ICU's answer for each pair of categories, and read whole ends as
    /// doubles: every pair of a spread of
    /// plain decimals in every language ICU has (most pairs of categories met many times,
    /// so answered from kept answers) is `uplrules_selectForRange`'s category in this process.
    /// A sweep (``Sweep``): every third language by default, every language with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLanguagesRangesAsUPLRULES() throws {
        let numbers = ["0", "1", "2", "3", "4", "5", "6", "7", "11", "12", "21", "22", "100", "101", "1000000",
                       "0.0", "1.0", "1.5", "2.5", "0.1", "1.1", "0.00", "1.25",
                       // Whole ends read as doubles, and those beyond 15 digits, which are not.
                       "-1", "+2", "007", "-0", "111111111111111", "1111111111111111"]
        let languages = Set(LocaleID.availableLocales.map { $0.identifier.split(separator: "_")[0] })
        #expect(languages.count > 150)
        for language in Sweep.sample(languages.sorted(), every: 3, sanitizer: 10) {
            let rules = try PluralRules(locale: LocaleID(String(language)))
            for low in numbers {
                for high in numbers {
                    let raw = RawICU.pluralRange(low, high, locale: String(language))
                    #expect(try rules.category(forRangeFrom: low, to: high).rawValue == raw, "\(low)–\(high) in \(language)")
                }
            }
        }
    }

    @Test func pooledRulesSelectRangesToo() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "fr")
        #expect(try pool.pluralRules().category(forRangeFrom: "0", to: "1") == PluralRules(locale: "fr").category(forRangeFrom: "0", to: "1"))
    }

    @Test(arguments: [("abc", "1"), ("0", ""), ("0\u{0}5", "1"), ("1", "2x")])
    func malformedDecimalsThrow(low: String, high: String) throws {
        let rules = try PluralRules(locale: "fr")
        let error = try #require(throws: ICUError.self) { try rules.category(forRangeFrom: low, to: high) }
        #expect(error.code == .decimalNumberSyntax)
    }

    @Test func decimalsOfMoreThanTheDigitLimitThrow() throws {
        let rules = try PluralRules(locale: "fr")
        let error = try #require(throws: ICUError.self) { try rules.category(forRangeFrom: "0", to: "1e999999999") }
        #expect(error.code == .illegalArgument)
    }

    /// Ordinal rules have no ranges in CLDR.
    @Test func ordinalRanges() throws {
        let ordinals = try PluralRules(.ordinal, locale: "en")
        #expect(try ordinals.category(forRangeFrom: "1", to: "2") == .other)
    }
}
