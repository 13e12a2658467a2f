import ICU
import ICUBridge
import Testing

/// The seeds' number examples, as ICU 72 (CLDR 42) writes them. Where CLDR
/// has changed since the seeds' screenshots, the comment says how.
@Suite("NumberFormat: the seeds' examples", .cldr42)
struct NumberFormatSeedTests {
    private func format(_ value: Double, _ style: NumberFormat.Style, _ locale: LocaleID) throws -> String {
        try NumberFormat(style, locale: locale).format(value)
    }

    /// Table 4-1, Numbers column: 1234.56 as decimal, 4567.89 as currency.
    @Test func table4_1() throws {
        #expect(try format(1234.56, .decimal, "en_US") == "1,234.56")
        #expect(try format(4567.89, .currency, "en_US") == "$4,567.89")

        #expect(try format(1234.56, .decimal, "en_DE") == "1.234,56")
        // The seed shows €4.567,89. CLDR 42's en_DE keeps German decimal
        // symbols but gives currency English ones: pattern ¤#,##0.00 with
        // currencyDecimal "." and currencyGroup ",". Legacy unum agrees.
        #expect(try format(4567.89, .currency, "en_DE") == "€4,567.89")
        #expect(try NumberFormat(.currency, locale: "en_DE").currencyCode == "EUR")
        #expect(try NumberFormat(.currency, locale: "en_US").currencyCode == "USD")
    }

    /// Table 4-6, first column: every preset style of 1234.56 in en_US.
    @Test func table4_6_english() throws {
        #expect(try format(1234.56, .decimal, "en_US") == "1,234.56")
        #expect(try format(1234.56, .currency, "en_US") == "$1,234.56")
        // The table's 123,456% is 1234.56 × 100 with no fraction digits.
        #expect(try format(1234.56, .percent, "en_US") == "123,456%")
        // The seed shows Apple's 1.23456E+03; ICU writes no plus sign and no padding.
        #expect(try format(1234.56, .scientific, "en_US") == "1.23456E3")
        #expect(try format(1234.56, .spellOut, "en_US") == "one thousand two hundred thirty-four point five six")
    }

    /// Table 4-6, second column: each style in the locale the table pairs it with.
    @Test func table4_6_otherRegions() throws {
        #expect(try format(1234.56, .decimal, "it_IT") == "1.234,56")
        #expect(try format(1234.56, .currency, "zh_CN") == "¥1,234.56")
        #expect(try format(1234.56, .percent, "ar_EG") == "١٢٣٬٤٥٦٪\u{61C}")
        #expect(try format(1234.56, .scientific, "it_IT") == "1,23456E3")
        #expect(try format(1234.56, .spellOut, "zh_CN") == "一千二百三十四点五六")
    }

    /// Seed 002's table: the number 2.5 in German.
    @Test func seed002_german() throws {
        #expect(try format(2.5, .decimal, "de_DE") == "2,5")
        // A no-break space before € and %, as the article points out.
        #expect(try format(2.5, .currency, "de_DE") == "2,50\u{A0}€")
        #expect(try format(2.5, .scientific, "de_DE") == "2,5E0")
        #expect(try format(2.5, .percent, "de_DE") == "250\u{A0}%")
        #expect(try format(2.5, .spellOut, "de_DE") == "zwei Komma fünf")
    }

    /// Seed 002's table: the number 2.5 in Arabic (Egypt), with its bidi marks.
    @Test func seed002_arabic() throws {
        #expect(try format(2.5, .decimal, "ar_EG") == "٢٫٥")
        #expect(try format(2.5, .currency, "ar_EG") == "\u{200F}٢٫٥٠\u{A0}ج.م.\u{200F}")
        #expect(try format(2.5, .scientific, "ar_EG") == "٢٫٥اس٠")
        #expect(try format(2.5, .percent, "ar_EG") == "٢٥٠٪\u{61C}")
        #expect(try format(2.5, .spellOut, "ar_EG") == "إثنان فاصل خمسة")
    }

    /// German spell-out marks its syllables with soft hyphens (U+00AD).
    @Test func germanSpellOutHasSoftHyphens() throws {
        #expect(try format(1234.56, .spellOut, "de_DE")
            == "ein\u{AD}tausend\u{AD}zwei\u{AD}hundert\u{AD}vier\u{AD}und\u{AD}dreißig Komma fünf sechs")
    }

    /// The same number, every style, in one more locale the seeds name (it_IT).
    @Test func italianStyles() throws {
        #expect(try format(1234.56, .currency, "it_IT") == "1.234,56\u{A0}€")
        #expect(try format(1234.56, .percent, "it_IT") == "123.456%")
        #expect(try format(1234.56, .ordinal, "it_IT") == "1.235º")
        #expect(try format(1234.56, .compactLong, "it_IT") == "1,2 mila")
        #expect(try format(1234.56, .compactShort, "en_US") == "1.2K")
        #expect(try format(1234.56, .compactLong, "en_US") == "1.2 thousand")
        #expect(try format(1234.56, .ordinal, "en_US") == "1,235th")
    }

    /// Parsing what the seeds format: the number comes back as a plain decimal string.
    @Test func parsingTheSeedsOutput() throws {
        #expect(try NumberFormat(.decimal, locale: "de_DE").parse("1.234,56") == "1234.56")
        #expect(try NumberFormat(.decimal, locale: "en_US").parse("1,234.56") == "1234.56")
        #expect(try NumberFormat(.currency, locale: "de_DE").parse("2,50\u{A0}€") == "2.5")
        #expect(try NumberFormat(.percent, locale: "en_US").parse("123,456%") == "1234.56")
        #expect(try NumberFormat(.spellOut, locale: "en_US")
            .parse("one thousand two hundred thirty-four point five six") == "1234.56")
        #expect(try NumberFormat(.decimal, locale: "en_US").parse("123456789012345678901234567890.5")
            == "123456789012345678901234567890.5")
        #expect(try NumberFormat(.decimal, locale: "en_US").parseDouble("1,234.5") == 1234.5)
    }

    /// The seeds advise lenient parsing for text people type: a currency
    /// amount without its symbol is then accepted.
    @Test func lenientParsing() throws {
        let euros = try NumberFormat(.currency, locale: "de_DE")
        #expect(try euros.parse("1.234,56", lenient: true) == "1234.56")
        try requireICUError("U_PARSE_ERROR", mentioning: "'1.234,56'") { try euros.parse("1.234,56") }
    }
}

/// The inputs of ``NumberFormatSeedTests``, each compared with ICU's own
/// `unum_open(style)` in this process, so that they hold on any ICU.
@Suite("NumberFormat: the seeds' examples, against ICU")
struct NumberFormatSeedTwins {
    static let rows: [(Double, NumberFormat.Style, LocaleID)] = [
        (1234.56, .decimal, "en_US"), (4567.89, .currency, "en_US"), (1234.56, .decimal, "en_DE"),
        (4567.89, .currency, "en_DE"), (1234.56, .currency, "en_US"), (1234.56, .percent, "en_US"),
        (1234.56, .scientific, "en_US"), (1234.56, .spellOut, "en_US"), (1234.56, .decimal, "it_IT"),
        (1234.56, .currency, "zh_CN"), (1234.56, .percent, "ar_EG"), (1234.56, .scientific, "it_IT"),
        (1234.56, .spellOut, "zh_CN"), (2.5, .decimal, "de_DE"), (2.5, .currency, "de_DE"),
        (2.5, .scientific, "de_DE"), (2.5, .percent, "de_DE"), (2.5, .spellOut, "de_DE"),
        (2.5, .decimal, "ar_EG"), (2.5, .currency, "ar_EG"), (2.5, .scientific, "ar_EG"),
        (2.5, .percent, "ar_EG"), (2.5, .spellOut, "ar_EG"), (1234.56, .spellOut, "de_DE"),
        (1234.56, .currency, "it_IT"), (1234.56, .percent, "it_IT"), (1234.56, .ordinal, "it_IT"),
        (1234.56, .compactLong, "it_IT"), (1234.56, .compactShort, "en_US"), (1234.56, .compactLong, "en_US"),
        (1234.56, .ordinal, "en_US"),
    ]

    static func unumStyle(_ style: NumberFormat.Style) throws -> Int32 {
        try #require(NumberFormatLegacyEquivalenceTests.styles.first { $0.style == style }).legacy
    }

    @Test func formatsAsUnum() throws {
        for (value, style, locale) in Self.rows {
            let icu = RawICU.number(value, unumStyle: try Self.unumStyle(style), locale: locale.identifier)
            #expect(try NumberFormat(style, locale: locale).format(value) == icu, "\(value) \(style) in \(locale)")
        }
    }

    /// What ICU writes for the seeds' numbers reads back as the number.
    @Test func parsesWhatUnumWrites() throws {
        let rows: [(String, NumberFormat.Style, LocaleID)] = [
            ("1234.56", .decimal, "de_DE"), ("1234.56", .decimal, "en_US"), ("2.5", .currency, "de_DE"),
            ("1234.56", .percent, "en_US"), ("1234.56", .spellOut, "en_US"),
        ]
        for (number, style, locale) in rows {
            let text = try #require(RawICU.number(Double(number)!, unumStyle: try Self.unumStyle(style), locale: locale.identifier))
            #expect(try NumberFormat(style, locale: locale).parse(text) == number, "\(text) in \(locale)")
        }
        let euros = try NumberFormat(.currency, locale: "de_DE")
        let bare = try #require(RawICU.number(1234.56, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: "de_DE"))
        #expect(try euros.parse(bare, lenient: true) == "1234.56")
    }
}
