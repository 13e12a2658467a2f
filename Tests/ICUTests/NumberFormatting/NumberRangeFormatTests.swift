import ICU
import ICUBridge
import Testing

/// `NumberRangeFormat`: EUR and JPY ranges in four languages with each
/// collapse and identity fallback as CLDR 42 writes them, each also compared
/// with ICU's own call in this process; decimal ranges; and the bad inputs.
@Suite("Number range formats")
struct NumberRangeFormatTests {
    /// ICU 72's 3–5, 1000–5000, 3–3; 3–3 with `.singleValue`; 3–5 with
    /// `.none`; 3–3 with `.range`.
    static let currencies: [(String, String, [String])] = [
        ("en", "EUR", ["€3.00 – €5.00", "€1,000.00 – €5,000.00", "~€3.00", "€3.00", "€3.00 – €5.00", "€3.00 – €3.00"]),
        ("de", "EUR", ["3,00–5,00\u{A0}€", "1.000,00–5.000,00\u{A0}€", "≈3,00\u{A0}€", "3,00\u{A0}€", "3,00\u{A0}€ – 5,00\u{A0}€", "3,00–3,00\u{A0}€"]),
        ("fr", "EUR", ["3,00–5,00\u{A0}€", "1\u{202F}000,00–5\u{202F}000,00\u{A0}€", "≃3,00\u{A0}€", "3,00\u{A0}€", "3,00\u{A0}€ – 5,00\u{A0}€", "3,00–3,00\u{A0}€"]),
        ("ja", "EUR", ["€3.00 ～ €5.00", "€1,000.00 ～ €5,000.00", "約€3.00", "€3.00", "€3.00 ～ €5.00", "€3.00 ～ €3.00"]),
        ("en", "JPY", ["¥3 – ¥5", "¥1,000 – ¥5,000", "~¥3", "¥3", "¥3 – ¥5", "¥3 – ¥3"]),
        ("de", "JPY", ["3–5\u{A0}¥", "1.000–5.000\u{A0}¥", "≈3\u{A0}¥", "3\u{A0}¥", "3\u{A0}¥ – 5\u{A0}¥", "3–3\u{A0}¥"]),
        ("fr", "JPY", ["3–5\u{A0}JPY", "1\u{202F}000–5\u{202F}000\u{A0}JPY", "≃3\u{A0}JPY", "3\u{A0}JPY", "3\u{A0}JPY – 5\u{A0}JPY", "3–3\u{A0}JPY"]),
        ("ja", "JPY", ["￥3 ～ ￥5", "￥1,000 ～ ￥5,000", "約￥3", "￥3", "￥3 ～ ￥5", "￥3 ～ ￥3"]),
    ]

    /// What each row of ``currencies`` formats: options, low, high.
    static let cases: [(NumberRangeFormat.Options, String, String)] = [
        (.init(), "3", "5"), (.init(), "1000", "5000"), (.init(), "3", "3"),
        (.init(identityFallback: .singleValue), "3", "3"), (.init(collapse: .none), "3", "5"),
        (.init(identityFallback: .range), "3", "3"),
    ]

    static func texts(_ locale: String, _ code: String) throws -> [String] {
        try cases.map { options, low, high in
            let format = try NumberRangeFormat(.currency(code: code), locale: LocaleID(locale), options: options)
            return try format.format(decimal: low, high)
        }
    }

    @Test(.cldr42) func currencyRangesAsCLDR42() throws {
        for (locale, code, expected) in Self.currencies {
            #expect(try Self.texts(locale, code) == expected, "\(locale) \(code)")
        }
        // Integers and doubles go the same way.
        let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "en")
        #expect(euros.format(3, 5) == "€3.00 – €5.00")
        #expect(euros.format(3.0, 5.0) == "€3.00 – €5.00")
        #expect(euros.format(3, 3) == "~€3.00")
    }

    /// The inputs of ``currencyRangesAsCLDR42()``, each compared with ICU's own
    /// call in this process (with the skeleton of the currency style), so that they hold on any ICU.
    @Test func currencyRangesAsUNUMRF() throws {
        for (locale, code, _) in Self.currencies {
            let raw = Self.cases.map { options, low, high in
                RawICU.range(low, high, skeleton: "currency/\(code) precision-currency-standard group-on-aligned", locale: locale,
                             collapse: Self.collapse(options.collapse), identityFallback: Self.fallback(options.identityFallback))
            }
            #expect(!raw.contains(nil))
            #expect(try Self.texts(locale, code) == raw.map { $0 ?? "" }, "\(locale) \(code)")
        }
    }

    static func collapse(_ c: NumberRangeFormat.Collapse) -> Int32 {
        switch c {
        case .automatic: Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO)
        case .none: Int32(ICUB_UNUM_RANGE_COLLAPSE_NONE)
        case .unit: Int32(ICUB_UNUM_RANGE_COLLAPSE_UNIT)
        case .all: Int32(ICUB_UNUM_RANGE_COLLAPSE_ALL)
        }
    }

    static func fallback(_ f: NumberRangeFormat.IdentityFallback) -> Int32 {
        switch f {
        case .singleValue: Int32(ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE)
        case .approximatelyOrSingleValue: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)
        case .approximately: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY)
        case .range: Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)
        }
    }

    @Test(.cldr42) func decimalRanges() throws {
        let rows: [(String, [String])] = [
            ("en", ["3–5", "1.5–1,234,567.25", "-5 – -3", "5–3"]),
            ("de", ["3–5", "1,5–1.234.567,25", "-5 – -3", "5–3"]),
            ("fr", ["3–5", "1,5–1\u{202F}234\u{202F}567,25", "-5 – -3", "5–3"]),
            ("ja", ["3～5", "1.5～1,234,567.25", "-5 ～ -3", "5～3"]),
        ]
        let pairs = [("3", "5"), ("1.5", "1234567.25"), ("-5", "-3"), ("5", "3")]
        for (locale, expected) in rows {
            let format = try NumberRangeFormat(locale: LocaleID(locale))
            #expect(try pairs.map { try format.format(decimal: $0.0, $0.1) } == expected, "\(locale)")
            #expect(try pairs.map { try format.format(decimal: $0.0, $0.1) }
                    == pairs.map { RawICU.range($0.0, $0.1, skeleton: ".### group-on-aligned", locale: locale) })
        }
        let compact = try NumberRangeFormat(.compactShort, locale: "en", options: .init(collapse: .all))
        #expect(compact.format(3000, 5000) == "3–5K")
        #expect(try NumberRangeFormat(.compactShort, locale: "en").format(3000, 5000) == "3K – 5K")
        #expect(try NumberRangeFormat(.percent, locale: "de").format(0.25, 0.5) == "25–50\u{A0}%")
    }

    @Test func identity() throws {
        let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "en", options: .init(identityFallback: .range))
        let rounded = try euros.formatWithIdentity(decimal: "2.999", "3.001")
        #expect(rounded.identity == .equalAfterRounding)
        #expect(rounded.text == RawICU.range("2.999", "3.001", skeleton: "currency/EUR precision-currency-standard group-on-aligned",
                                             locale: "en", identityFallback: Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)))
        #expect(try euros.formatWithIdentity(decimal: "3", "5").identity == .notEqual)
        // The same text is equal before rounding wherever the two strings live;
        // one value written two ways, only after it.
        let three = String(repeating: "3", count: 20)
        #expect(try euros.formatWithIdentity(decimal: three, String(repeating: "3", count: 20)).identity == .equalBeforeRounding)
        #expect(try euros.formatWithIdentity(decimal: "3", "3").identity == .equalBeforeRounding)
        #expect(try euros.formatWithIdentity(decimal: "3", "3.0").identity == .equalAfterRounding)
        let single = try NumberRangeFormat(.currency(code: "EUR"), locale: "en",
                                           options: .init(identityFallback: .approximatelyOrSingleValue))
        #expect(try single.format(decimal: "3", "3") == RawICU.range("3", "3", skeleton: "currency/EUR precision-currency-standard group-on-aligned",
                                                                  locale: "en", identityFallback: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)))
    }

    @Test func valuesAndPoolAgree() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "de")
        let pooled = try pool.numberRangeFormat(.currency(code: "JPY"))
        #expect(pooled.locale == "de")
        #expect(pooled.options == .init())
        #expect(pooled.format(3, 5) == (try NumberRangeFormat(.currency(code: "JPY"), locale: "de")).format(3, 5))
        // Options are part of the key.
        let none = try pool.numberRangeFormat(.currency(code: "JPY"), options: .init(collapse: .none))
        #expect(none.format(3, 5) != pooled.format(3, 5))
    }

    // MARK: Bad input

    @Test func nonFiniteDoublesAreWrittenAsICUWritesThem() throws {
        let format = try NumberRangeFormat(locale: "en")
        #expect(format.format(Double.nan, 5) == RawICU.range("NaN", "5", skeleton: ".### group-on-aligned", locale: "en"))
        #expect(format.format(-Double.infinity, .infinity) == RawICU.range("-Infinity", "Infinity", skeleton: ".### group-on-aligned", locale: "en"))
    }

    @Test func integersBeyondADoubleAreExact() throws {
        let format = try NumberRangeFormat(locale: "en")
        #expect(format.format(Int.max - 1, Int.max) == "9,223,372,036,854,775,806–9,223,372,036,854,775,807")
    }

    @Test(arguments: [("abc", "5"), ("3", ""), ("1\u{0}9", "5"), ("3", "5x")])
    func malformedDecimalsThrow(low: String, high: String) throws {
        let format = try NumberRangeFormat(locale: "en")
        let error = try #require(throws: ICUError.self) { try format.format(decimal: low, high) }
        #expect(error.code == .decimalNumberSyntax)
    }

    @Test func decimalsOfMoreThanTheDigitLimitThrow() throws {
        let format = try NumberRangeFormat(locale: "en")
        let error = try #require(throws: ICUError.self) { try format.format(decimal: "1", "1e999999999") }
        #expect(error.code == .illegalArgument)
    }

    @Test func stylesWithoutASkeletonAreUnsupported() {
        for style in [NumberFormat.Style.spellOut, .ordinal] {
            let error = #expect(throws: ICUError.self) { try NumberRangeFormat(style, locale: "en") }
            #expect(error?.code == .unsupported)
        }
    }

    @Test func whatANumberFormatRefusesARangeRefuses() {
        #expect(throws: ICUError.self) { try NumberRangeFormat(.currency(code: "QQQ"), locale: "en") }
        #expect(throws: ICUError.self) { try NumberRangeFormat(.currency, locale: "en") }
        #expect(throws: ICUError.self) { try NumberRangeFormat(.skeleton("currency/EUR bogus"), locale: "en") }
        #expect(throws: ICUError.self) { try NumberRangeFormat(.skeleton("scale/1e999999999"), locale: "en") }
    }
}
