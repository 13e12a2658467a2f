import FoundationEssentials
import ICUBridge
@testable import ICU
import Testing

/// Typed options against ICU skeletons written out by hand: each typed style
/// must compile to exactly that text, and format as `.skeleton(text)` and as
/// ICU's own `unumf` (called through the bridge) do.
@Suite("NumberFormat: options")
struct NumberFormatOptionsTests {
    static let locales: [LocaleID] = ["en_US", "de_DE", "fr_FR", "ar_EG", "ja_JP", "hi_IN"]
    /// Negative, zero, a tiny fraction, large, an integer, ties that rounding modes decide.
    static let values: [Double] = [-1234.5678, 0, 0.005, 1_234_567.891, 42, 1.25, -1.25, 0.5]

    /// The currency of each test locale, written out: the locale's currency is resolved at creation.
    static let localCurrencies: [String: String] = [
        "en_US": "USD", "de_DE": "EUR", "fr_FR": "EUR", "ar_EG": "EGP", "ja_JP": "JPY", "hi_IN": "INR",
    ]

    /// A typed style and the skeleton it must compile to. `LOCAL` in the
    /// skeleton stands for the test locale's currency code.
    struct Row: CustomTestStringConvertible, Sendable {
        let style: NumberFormat.Style
        let skeleton: String
        init(_ style: NumberFormat.Style, _ skeleton: String) {
            self.style = style
            self.skeleton = skeleton
        }
        var testDescription: String { "\(style) ~ '\(skeleton)'" }
    }

    static let rows: [Row] = [
        // Notation
        Row(.number, ""),
        Row(.number.notation(.standard), "notation-simple"),
        Row(.number.notation(.scientific), "scientific"),
        Row(.number.notation(.engineering), "engineering"),
        Row(.number.notation(.compactShort), "compact-short"),
        Row(.number.notation(.compactLong), "compact-long"),
        // Precision
        Row(.number.precision(.fractionDigits(2...4)), ".00##"),
        Row(.number.precision(.fractionDigits(2)), ".00"),
        Row(.number.precision(.fractionDigits(0)), "."),
        Row(.number.precision(.fractionDigits(2...)), ".00*"),
        Row(.number.precision(.fractionDigits(...3)), ".###"),
        Row(.number.precision(.significantDigits(2...4)), "@@##"),
        Row(.number.precision(.significantDigits(3)), "@@@"),
        Row(.number.precision(.significantDigits(2...)), "@@*"),
        Row(.number.precision(.significantDigits(...3)), "@##"),
        Row(.number.precision(.integer), "precision-integer"),
        Row(.number.precision(.increment("0.05")), "precision-increment/0.05"),
        Row(.number.precision(.increment("0.50")), "precision-increment/0.50"),
        Row(.number.precision(.increment(Decimal(string: "0.25")!)), "precision-increment/0.25"),
        Row(.number.precision(.increment(5)), "precision-increment/5"),
        Row(.number.precision(.unlimited), "precision-unlimited"),
        Row(.currency(code: "CHF").precision(.currencyCash), "currency/CHF precision-currency-cash group-on-aligned"),
        Row(.unit(.currency(code: "JPY")).precision(.currencyStandard), "currency/JPY precision-currency-standard"),
        // Rounding modes, at one fraction digit so that 1.25 and -1.25 are ties
        Row(.number.precision(.fractionDigits(1)).rounding(.ceiling), ".0 rounding-mode-ceiling"),
        Row(.number.precision(.fractionDigits(1)).rounding(.floor), ".0 rounding-mode-floor"),
        Row(.number.precision(.fractionDigits(1)).rounding(.down), ".0 rounding-mode-down"),
        Row(.number.precision(.fractionDigits(1)).rounding(.up), ".0 rounding-mode-up"),
        Row(.number.precision(.fractionDigits(1)).rounding(.halfEven), ".0 rounding-mode-half-even"),
        Row(.number.precision(.fractionDigits(1)).rounding(.halfDown), ".0 rounding-mode-half-down"),
        Row(.number.precision(.fractionDigits(1)).rounding(.halfUp), ".0 rounding-mode-half-up"),
        Row(.number.precision(.fractionDigits(1)).rounding(.halfCeiling), ".0 rounding-mode-half-ceiling"),
        Row(.number.precision(.fractionDigits(1)).rounding(.halfFloor), ".0 rounding-mode-half-floor"),
        // Grouping
        Row(.number.grouping(.automatic), "group-auto"),
        Row(.number.grouping(.min2), "group-min2"),
        Row(.number.grouping(.always), "group-on-aligned"),
        Row(.number.grouping(.never), "group-off"),
        // Sign display, plain and on a currency (where accounting shows)
        Row(.number.sign(.automatic), "sign-auto"),
        Row(.number.sign(.always), "sign-always"),
        Row(.number.sign(.never), "sign-never"),
        Row(.number.sign(.exceptZero), "sign-except-zero"),
        Row(.number.sign(.negative), "sign-negative"),
        Row(.number.sign(.accounting), "sign-accounting"),
        Row(.currency(code: "EUR").sign(.accounting), "currency/EUR precision-currency-standard group-on-aligned sign-accounting"),
        Row(.currency(code: "EUR").sign(.accountingAlways),
            "currency/EUR precision-currency-standard group-on-aligned sign-accounting-always"),
        Row(.currency(code: "EUR").sign(.accountingExceptZero),
            "currency/EUR precision-currency-standard group-on-aligned sign-accounting-except-zero"),
        Row(.currency(code: "EUR").sign(.accountingNegative),
            "currency/EUR precision-currency-standard group-on-aligned sign-accounting-negative"),
        Row(.currency.sign(.accounting), "currency/LOCAL precision-currency-standard group-on-aligned sign-accounting"),
        // Integer width
        Row(.number.integerWidth(minimum: 3), "integer-width/*000"),
        Row(.number.integerWidth(minimum: 1, maximum: 3), "integer-width/##0"),
        Row(.number.integerWidth(minimum: 2, maximum: 2), "integer-width/00"),
        Row(.number.integerWidth(minimum: 0), "integer-width/*"),
        Row(.number.integerWidth(minimum: 0, maximum: 0), "integer-width-trunc"),
        // Decimal separator
        Row(.number.decimalSeparator(.automatic), "decimal-auto"),
        Row(.number.decimalSeparator(.always), "decimal-always"),
        // Scale
        Row(.number.scale(100), "scale/100"),
        Row(.number.scale(0.5), "scale/0.5"),
        Row(.number.scale(-2), "scale/-2"),
        Row(.number.scale(Decimal(string: "0.001")!), "scale/0.001"),
        // Currency display
        Row(.currency(code: "USD").currencyDisplay(.symbol),
            "currency/USD precision-currency-standard group-on-aligned unit-width-short"),
        Row(.currency(code: "USD").currencyDisplay(.narrowSymbol),
            "currency/USD precision-currency-standard group-on-aligned unit-width-narrow"),
        Row(.currency(code: "USD").currencyDisplay(.isoCode),
            "currency/USD precision-currency-standard group-on-aligned unit-width-iso-code"),
        Row(.currency(code: "USD").currencyDisplay(.name),
            "currency/USD precision-currency-standard group-on-aligned unit-width-full-name"),
        Row(.currency(code: "USD").currencyDisplay(.hidden),
            "currency/USD precision-currency-standard group-on-aligned unit-width-hidden"),
        Row(.currency.currencyDisplay(.isoCode), "currency/LOCAL precision-currency-standard group-on-aligned unit-width-iso-code"),
        // Units
        Row(.unit(.measure("meter")), "unit/meter"),
        Row(.unit(.measure("meter"), width: .short), "unit/meter unit-width-short"),
        Row(.unit(.measure("meter"), width: .narrow), "unit/meter unit-width-narrow"),
        Row(.unit(.measure("meter"), width: .wide), "unit/meter unit-width-full-name"),
        Row(.unit(.measure("kilometer-per-hour"), width: .wide), "unit/kilometer-per-hour unit-width-full-name"),
        Row(.unit(.measure("liter-per-100-kilometer")), "unit/liter-per-100-kilometer"),
        Row(.unit(.percent), "percent"),
        Row(.unit(.permille), "permille"),
        Row(.unit(.percent, width: .wide), "percent unit-width-full-name"),
        Row(.unit(.currency(code: "EUR")), "currency/EUR"),
        Row(.unit(.localCurrency), "currency/LOCAL"),
        // Numbering systems
        Row(.number.numberingSystem("arab"), "numbering-system/arab"),
        Row(.number.numberingSystem("latn"), "numbering-system/latn"),
        Row(.number.numberingSystem("deva"), "numbering-system/deva"),
        Row(.number.numberingSystem("fullwide"), "numbering-system/fullwide"),
        // Modifiers on the named styles start from the style's own skeleton
        Row(.decimal.grouping(.never), ".### group-off"),
        Row(.decimal.precision(.fractionDigits(2)), ".00 group-on-aligned"),
        Row(.percent.sign(.always), "percent precision-integer group-on-aligned sign-always scale/100"),
        Row(.percent.precision(.fractionDigits(1)), "percent .0 group-on-aligned scale/100"),
        Row(.scientific.precision(.significantDigits(3)), "scientific @@@ group-off"),
        Row(.scientific.notation(.engineering), "engineering precision-unlimited group-off"),
        Row(.compactShort.sign(.always), "compact-short sign-always"),
        Row(.compactLong.precision(.significantDigits(...3)), "compact-long @##"),
        Row(.currency(code: "JPY").precision(.fractionDigits(2)), "currency/JPY .00 group-on-aligned"),
        // Every option at once
        Row(.options(NumberFormat.Options(
            unit: .currency(code: "EUR"), notation: .compactShort, precision: .significantDigits(2...3),
            roundingMode: .halfUp, grouping: .min2, integerWidth: .init(minimum: 2), numberingSystem: "arab",
            currencyDisplay: .isoCode, signDisplay: .exceptZero, decimalSeparator: .always, scale: 0.5)),
            "compact-short currency/EUR @@# rounding-mode-half-up group-min2 integer-width/*00 numbering-system/arab "
                + "unit-width-iso-code sign-except-zero decimal-always scale/0.5"),
    ]

    /// The row's skeleton for `locale`, with the locale's currency in place of `LOCAL`.
    static func skeleton(_ row: Row, in locale: LocaleID) -> String {
        row.skeleton.replacing("LOCAL", with: localCurrencies[locale.identifier] ?? "?")
    }

    /// ICU's own output for `value` with `skeleton`, through the bridge alone.
    static func rawICU(_ skeleton: String, locale: LocaleID, _ value: Double) throws -> String {
        var text = ""
        try Internals.Bridge.UNumFBridgeTests.with(skeleton, locale: locale.identifier) { formatter in
            let call = BridgeCall(capacity: 512) { icub_unumf_format_double(formatter, value, $0, $1, &$2) }
            #expect(call.status <= 0, "\(call.statusName)")
            text = call.text
        }
        return text
    }

    @Test(arguments: rows)
    func compilesToTheSkeletonAndFormatsAsIt(row: Row) throws {
        let options = try #require(row.style.options, "\(row.style) has options")
        // The locale's currency has no code before a format is created.
        #expect(options.skeleton == row.skeleton.replacing("LOCAL", with: "local"))
        for locale in Self.locales {
            let skeleton = Self.skeleton(row, in: locale)
            let typed = try NumberFormat(row.style, locale: locale)
            let raw = try NumberFormat(.skeleton(skeleton), locale: locale)
            for value in Self.values {
                let output = typed.format(value)
                #expect(output == (raw.format(value)), "\(value) in \(locale)")
                #expect(output == (try Self.rawICU(skeleton, locale: locale, value)), "\(value) in \(locale)")
            }
            #expect(typed.format(42) == raw.format(42))
            #expect(try typed.format(decimal: "-98765432109876543210.125") == raw.format(decimal: "-98765432109876543210.125"))
        }
    }

    /// What the options look like in en_US, so that the rows above compare outputs that differ.
    @Test(.cldr42) func exampleOutputs() throws {
        func format(_ style: NumberFormat.Style, _ value: Double, _ locale: LocaleID = "en_US") throws -> String {
            try NumberFormat(style, locale: locale).format(value)
        }
        #expect(try format(.currency(code: "EUR").sign(.accounting), -5) == "(€5.00)")
        #expect(try format(.currency.sign(.accounting), -5) == "($5.00)")
        #expect(try format(.currency(code: "USD").currencyDisplay(.isoCode), 1234.5) == "USD\u{A0}1,234.50")
        #expect(try format(.currency(code: "USD").currencyDisplay(.name), 1234.5) == "1,234.50 US dollars")
        #expect(try format(.number.sign(.exceptZero), 0) == "0")
        #expect(try format(.number.sign(.exceptZero), 3) == "+3")
        #expect(try format(.number.sign(.negative), -0.0) == "0")
        #expect(try format(.number.sign(.automatic), -0.0) == "-0")
        #expect(try format(.number.precision(.fractionDigits(1)).rounding(.halfUp), 1.25) == "1.3")
        #expect(try format(.number.precision(.fractionDigits(1)).rounding(.halfEven), 1.25) == "1.2")
        #expect(try format(.number.precision(.increment("0.05")), 1.23) == "1.25")
        #expect(try format(.number.grouping(.min2), 1234) == "1234")
        #expect(try format(.number.grouping(.min2), 12345) == "12,345")
        #expect(try format(.number.integerWidth(minimum: 3), 7) == "007")
        #expect(try format(.number.integerWidth(minimum: 1, maximum: 2), 1234) == "34")
        #expect(try format(.number.decimalSeparator(.always), 1) == "1.")
        #expect(try format(.number.scale(100), 0.25) == "25")
        #expect(try format(.unit(.measure("kilometer-per-hour"), width: .wide), 5) == "5 kilometers per hour")
        #expect(try format(.unit(.percent), 25) == "25%")
        #expect(try format(.number.numberingSystem("arab"), 12) == "١٢")
        // A modifier keeps the style's other options: decimal's three fraction digits stay.
        #expect(try format(.decimal.notation(.compactShort), 1234) == "1.234K")
        #expect(try format(.number.notation(.compactShort), 1234) == "1.2K")
        #expect(try format(.number.numberingSystem("latn"), 1234.5, "ar_EG")
            == NumberFormat(.skeleton("latin"), locale: "ar_EG").format(1234.5))
        #expect(try format(.percent.precision(.fractionDigits(1)), 0.1234) == "12.3%")
        #expect(try format(.currency.sign(.accounting), -5, "de_DE") == "-5,00\u{A0}€")
        // The doc comments' examples.
        #expect(try format(.options(NumberFormat.Options(unit: .currency(code: "EUR"), signDisplay: .accounting)), -5) == "(€5.00)")
        #expect(try format(.currency(code: "CAD").currencyDisplay(.symbol), 1) == "CA$1.00")
        #expect(try format(.currency(code: "CAD").currencyDisplay(.narrowSymbol), 1) == "$1.00")
        #expect(try format(.currency(code: "USD").currencyDisplay(.hidden), 1) == "1.00")
        #expect(try format(.unit(.currency(code: "EUR")), 5) == "€5.00")
        #expect(try format(.unit(.measure("kilometer-per-hour"), width: .narrow), 5) == "5km/h")
        #expect(try format(.unit(.measure("kilometer-per-hour")), 5) == "5 km/h")
        #expect(try format(.number, 0.1234567) == "0.123457")
        #expect(try format(.number.precision(.fractionDigits(2)).sign(.always), 3) == "+3.00")
        #expect(try format(.number.precision(.significantDigits(3)), 1.2) == "1.20")
        #expect(try format(.number.precision(.significantDigits(3)), 1234) == "1,230")
        #expect(try format(.number.precision(.increment("0.50")), 1.5) == "1.50")
        #expect(try format(.number.precision(.increment("0.5")), 1.5) == "1.5")
        #expect(try format(.number.integerWidth(minimum: 0, maximum: 0), 0.5) == ".5")
        #expect(try format(.number.precision(.fractionDigits(1)).rounding(.halfCeiling), -1.25) == "-1.2")
        #expect(try NumberFormat(.currency.sign(.accounting), locale: "ja_JP").currencyCode == "JPY")
        #expect(try NumberFormat(.unit(.currency(code: "CHF")), locale: "de_CH").currencyCode == "CHF")
    }

    /// The inputs of ``exampleOutputs()``, each compared with ICU's own `unumf`
    /// for the style's skeleton, so that they hold on any ICU.
    @Test func exampleOutputsAsUnumf() throws {
        let rows: [(NumberFormat.Style, Double, LocaleID)] = [
            (.currency(code: "EUR").sign(.accounting), -5, "en_US"), (.currency.sign(.accounting), -5, "en_US"),
            (.currency(code: "USD").currencyDisplay(.isoCode), 1234.5, "en_US"),
            (.currency(code: "USD").currencyDisplay(.name), 1234.5, "en_US"), (.number.sign(.exceptZero), 0, "en_US"),
            (.number.sign(.exceptZero), 3, "en_US"), (.number.sign(.negative), -0.0, "en_US"),
            (.number.sign(.automatic), -0.0, "en_US"), (.number.precision(.fractionDigits(1)).rounding(.halfUp), 1.25, "en_US"),
            (.number.precision(.fractionDigits(1)).rounding(.halfEven), 1.25, "en_US"),
            (.number.precision(.increment("0.05")), 1.23, "en_US"), (.number.grouping(.min2), 1234, "en_US"),
            (.number.grouping(.min2), 12345, "en_US"), (.number.integerWidth(minimum: 3), 7, "en_US"),
            (.number.integerWidth(minimum: 1, maximum: 2), 1234, "en_US"), (.number.decimalSeparator(.always), 1, "en_US"),
            (.number.scale(100), 0.25, "en_US"), (.unit(.measure("kilometer-per-hour"), width: .wide), 5, "en_US"),
            (.unit(.percent), 25, "en_US"), (.number.numberingSystem("arab"), 12, "en_US"),
            (.decimal.notation(.compactShort), 1234, "en_US"), (.number.notation(.compactShort), 1234, "en_US"),
            (.percent.precision(.fractionDigits(1)), 0.1234, "en_US"), (.currency.sign(.accounting), -5, "de_DE"),
            (.currency(code: "CAD").currencyDisplay(.symbol), 1, "en_US"),
            (.currency(code: "CAD").currencyDisplay(.narrowSymbol), 1, "en_US"),
            (.currency(code: "USD").currencyDisplay(.hidden), 1, "en_US"), (.unit(.currency(code: "EUR")), 5, "en_US"),
            (.unit(.measure("kilometer-per-hour"), width: .narrow), 5, "en_US"),
            (.unit(.measure("kilometer-per-hour")), 5, "en_US"), (.number, 0.1234567, "en_US"),
            (.number.precision(.fractionDigits(2)).sign(.always), 3, "en_US"),
            (.number.precision(.significantDigits(3)), 1.2, "en_US"), (.number.precision(.significantDigits(3)), 1234, "en_US"),
            (.number.precision(.increment("0.50")), 1.5, "en_US"), (.number.precision(.increment("0.5")), 1.5, "en_US"),
            (.number.integerWidth(minimum: 0, maximum: 0), 0.5, "en_US"),
            (.number.precision(.fractionDigits(1)).rounding(.halfCeiling), -1.25, "en_US"),
        ]
        for (style, value, locale) in rows {
            let format = try NumberFormat(style, locale: locale)
            let options = try #require(style.options)
            let skeleton = options.skeleton.replacing("currency/local", with: "currency/\(format.currencyCode ?? "?")")
            #expect(format.format(value) == (try Self.rawICU(skeleton, locale: locale, value)), "\(style): \(value)")
        }
    }

    // MARK: Combinations

    static let notationTokens: [(NumberFormat.Notation, String)] = [
        (.standard, "notation-simple"), (.scientific, "scientific"), (.engineering, "engineering"),
        (.compactShort, "compact-short"), (.compactLong, "compact-long"),
    ]
    static let signTokens: [(NumberFormat.SignDisplay, String)] = [
        (.automatic, "sign-auto"), (.always, "sign-always"), (.never, "sign-never"),
        (.exceptZero, "sign-except-zero"), (.negative, "sign-negative"), (.accounting, "sign-accounting"),
        (.accountingAlways, "sign-accounting-always"), (.accountingExceptZero, "sign-accounting-except-zero"),
        (.accountingNegative, "sign-accounting-negative"),
    ]
    static let precisionTokens: [(NumberFormat.Precision?, String?)] = [
        (nil, nil), (.fractionDigits(2), ".00"), (.significantDigits(...3), "@##"), (.integer, "precision-integer"),
    ]

    /// Each notation × each sign display × a few precisions, on a plain number and
    /// on a currency, against the skeleton of the tokens joined by hand.
    @Test(arguments: [nil, "EUR"] as [String?])
    func notationSignPrecisionCombinations(currency: String?) throws {
        #expect(Self.notationTokens.count == NumberFormat.Notation.allCases.count)
        #expect(Self.signTokens.count == NumberFormat.SignDisplay.allCases.count)
        for (notation, notationToken) in Self.notationTokens {
            for (sign, signToken) in Self.signTokens {
                for (precision, precisionToken) in Self.precisionTokens {
                    var style = (currency.map { NumberFormat.Style.unit(.currency(code: $0)) } ?? .number)
                        .notation(notation).sign(sign)
                    if let precision { style = style.precision(precision) }
                    let expected = [notationToken, currency.map { "currency/\($0)" }, precisionToken, signToken]
                        .compactMap { $0 }.joined(separator: " ")
                    #expect(style.options?.skeleton == expected)
                    for locale in ["en_US", "ar_EG"] as [LocaleID] {
                        let typed = try NumberFormat(style, locale: locale)
                        let raw = try NumberFormat(.skeleton(expected), locale: locale)
                        for value in [-1234.5678, 0, -0.0, 0.005, 42] {
                            #expect(typed.format(value) == raw.format(value), "\(expected): \(value) in \(locale)")
                        }
                    }
                }
            }
        }
    }

    /// The last modifier wins; modifiers on a named style keep the style's other options.
    @Test func modifiersReplaceOneOption() {
        let style = NumberFormat.Style.currency(code: "EUR").sign(.always).sign(.accounting)
        #expect(style == .options(NumberFormat.Options(unit: .currency(code: "EUR"), precision: .currencyStandard,
                                                       grouping: .always, signDisplay: .accounting)))
        #expect(NumberFormat.Style.decimal.grouping(.never).grouping(.always) != .decimal)
        #expect(NumberFormat.Style.number == .options(NumberFormat.Options()))
        #expect(NumberFormat.Style.unit(.permille, width: .narrow)
            == .options(NumberFormat.Options(unit: .permille, width: .narrow)))
    }

    @Test func descriptions() {
        #expect(NumberFormat.Style.currency(code: "EUR").sign(.accounting).description
            == "options 'currency/EUR precision-currency-standard group-on-aligned sign-accounting'")
        #expect(NumberFormat.Style.currency.sign(.never).description
            == "options 'currency/local precision-currency-standard group-on-aligned sign-never'")
        #expect(NumberFormat.Style.number.description == "options ''")
        #expect(NumberFormat.Style.spellOut.sign(.always).description == "spell-out with options")
        #expect(NumberFormat.Style.currency(code: "EUR").description == "currency EUR")
    }
}
