import FoundationEssentials
import ICU
import Testing

/// Options ICU would refuse, misread or silently ignore: each an ``ICUError``
/// from the format's initializer, never later.
@Suite("NumberFormat: bad options")
struct NumberFormatOptionsErrorTests {
    @discardableResult
    private func refused(_ style: NumberFormat.Style, locale: LocaleID = "en_US", mentioning input: String,
                         reason: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> ICUError {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: input, sourceLocation: sourceLocation) {
            try NumberFormat(style, locale: locale)
        }
        if let reason {
            #expect(error.reason?.contains(reason) == true, "\(error)", sourceLocation: sourceLocation)
        }
        return error
    }

    @Test func unknownCurrency() throws {
        try refused(.currency(code: "XYZ").sign(.accounting), mentioning: "'XYZ'", reason: "unknown ISO 4217 currency code")
        try refused(.unit(.currency(code: "EURO")), mentioning: "'EURO'", reason: "unknown ISO 4217 currency code")
        try refused(.unit(.currency(code: "E R")), mentioning: "'E R'")
        // The locale's currency, where the locale has none.
        try refused(.currency.sign(.accounting), locale: "de", mentioning: "currency format for de",
                    reason: "the locale names no region")
    }

    @Test(arguments: ["bogus", "meter sign-always", "Meter", "", "meter/second", "length-meter"])
    func unknownUnit(identifier: String) throws {
        try refused(.unit(.measure(identifier)), mentioning: "'\(identifier)'")
    }

    @Test(arguments: ["abc", "0", "0.000", "-0.5", "1e-2", "", ".5", "5.", "0.0.5", "0.05 sign-always", "+1"])
    func badIncrement(text: String) throws {
        try refused(.number.precision(.increment(text)), mentioning: "'\(text)'", reason: "no positive decimal number")
    }

    @Test func incrementBeyondTheDigitLimit() throws {
        let long = "0." + String(repeating: "0", count: NumberFormat.skeletonNumberDigitLimit) + "1"
        try refused(.number.precision(.increment(long)), mentioning: "options", reason: "at most 1000 digits")
    }

    @Test func badScale() throws {
        try refused(.number.scale(.nan), mentioning: "scale/NaN", reason: "NaN")
    }

    @Test(arguments: ["bogus", "roman", "hebr", "ar ab", "ARAB", "", "latn-x"])
    func badNumberingSystem(name: String) throws {
        try refused(.number.numberingSystem(name), mentioning: "'\(name)'")
    }

    @Test func digitCounts() throws {
        try refused(.number.precision(.fractionDigits(-1...2)), mentioning: "options", reason: "at least -1 fraction digits")
        try refused(.number.precision(.fractionDigits(1000)), mentioning: "options", reason: "0 to 999")
        try refused(.number.precision(.fractionDigits(2...1000)), mentioning: "options", reason: "at most 1000 fraction digits")
        try refused(.number.precision(.significantDigits(0)), mentioning: "options", reason: "1 to 999")
        try refused(.number.precision(.significantDigits(...0)), mentioning: "options", reason: "at most 0 significant digits")
        try refused(.number.integerWidth(minimum: 3, maximum: 2), mentioning: "options", reason: "at most 2 integer digits")
        try refused(.number.integerWidth(minimum: -1), mentioning: "options", reason: "at least -1 integer digits")
        #expect(try NumberFormat(.number.precision(.fractionDigits(999)), locale: "en_US").format(1).count == 1001)
    }

    @Test func displaysThatDoNotApply() throws {
        try refused(.decimal.currencyDisplay(.isoCode), mentioning: "options", reason: "currencyDisplay applies to a currency unit")
        try refused(.unit(.measure("meter")).currencyDisplay(.name), mentioning: "unit/meter",
                    reason: "currencyDisplay applies to a currency unit")
        try refused(.currency(code: "EUR").width(.wide), mentioning: "currency/EUR",
                    reason: "use currencyDisplay for a currency")
        try refused(.unit(.localCurrency, width: .short), mentioning: "currency/local", reason: "use currencyDisplay")
        try refused(.number.width(.wide), mentioning: "options", reason: "none is set")
    }

    @Test(arguments: [
        (NumberFormat.Style.spellOut.sign(.always), "spell-out with options", "spell-out is rule-based"),
        (.ordinal.precision(.integer).grouping(.never), "ordinal with options", "ordinal is rule-based"),
        (.skeleton("percent").sign(.always), "skeleton 'percent' with options", "write the option's token into the skeleton"),
    ])
    func optionsOnStylesWithoutThem(style: NumberFormat.Style, description: String, reason: String) throws {
        #expect(style.description == description)
        try refused(style, mentioning: description, reason: reason)
    }
}
