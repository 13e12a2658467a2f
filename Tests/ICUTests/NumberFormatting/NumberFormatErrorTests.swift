import ICU
import ICUBridge
import Testing

/// Bad input to ``NumberFormat``: each a thrown ``ICUError`` that names the input, never a crash.
@Suite("NumberFormat: bad input")
struct NumberFormatErrorTests {
    /// A format on ICU's legacy engine (en_US_POSIX's decimal and currency
    /// styles, spell-out) refuses text that is not a decimal number before ICU
    /// sees it: ICU's DecimalFormat, having failed on it in the call that compiles
    /// its formatter (the third), would fail every later call (fuzz finding F12),
    /// and formatting a Double, which cannot throw, would trap.
    @Test(arguments: [NumberFormat.Style.decimal, .currency(code: "USD"), .spellOut, .percent])
    func legacyFormatsSurviveMalformedDecimals(style: NumberFormat.Style) throws {
        // A fresh format whose first three calls fail: ICU compiles its formatter on the third.
        let format = try NumberFormat(style, locale: .posix)
        for text in ["abc", "1x", "--1", "1e", ""] {
            try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "\(style)") { try format.formatToParts(decimal: text) }
            try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "\(style)") { try format.format(decimal: text) }
        }
        #expect(try format.format(decimal: "2.5") == NumberFormat(style, locale: .posix).format(2.5))
        #expect(format.format(1.5) == (try NumberFormat(style, locale: .posix).format(1.5)))
    }

    @Test func unknownCurrencyCode() throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'XYZ'") {
            try NumberFormat(.currency(code: "XYZ"), locale: "en_US")
        }
        #expect(error.reason == "unknown ISO 4217 currency code")
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'EURO'") {
            try NumberFormat(.currency(code: "EURO"), locale: "de_DE")
        }
        #expect(try NumberFormat(.currency(code: "JPY"), locale: "en_US").format(1234.56)
            == RawICU.number(1234.56, skeleton: "currency/JPY precision-currency-standard group-on-aligned", locale: "en_US"))
    }

    @Test("a currency style needs a locale whose region has a currency", arguments: [
        ("de", "the locale names no region"),
        ("en_150", "region 150 has no currency of its own"),
        ("es_419", "region 419 has no currency of its own"),
    ])
    func noCurrency(locale: String, reason: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "currency format for \(locale)") {
            try NumberFormat(.currency, locale: LocaleID(locale))
        }
        #expect(error.reason?.hasPrefix(reason) == true, "\(error)")
    }

    @Test func malformedSkeletonHasItsOffset() throws {
        let error = try requireICUError("U_NUMBER_SKELETON_SYNTAX_ERROR", mentioning: "'currency/EUR .00 bogus'") {
            try NumberFormat(.skeleton("currency/EUR .00 bogus"), locale: "en_US")
        }
        #expect(error.code == .numberSkeletonSyntax)
        #expect(error.utf8Offset == 17)
        #expect(try NumberFormat(.skeleton("currency/EUR .00"), locale: "de_DE").format(2.5) == "2,50\u{A0}€")
    }

    @Test func unparsableNumberTextStopsAtItsOffset() throws {
        let format = try NumberFormat(.decimal, locale: "en_US")
        let error = try requireICUError("U_PARSE_ERROR", mentioning: "'12abc'") { try format.parse("12abc") }
        #expect(error.code == .parseError)
        #expect(error.utf8Offset == 2)
        #expect(try requireICUError("U_PARSE_ERROR", mentioning: "'abc'") { try format.parse("abc") }.utf8Offset == 0)
        #expect(try requireICUError("U_PARSE_ERROR", mentioning: "''") { try format.parse("") }.utf8Offset == 0)
        // The offset counts UTF-8 bytes: "٢" is two.
        let arabic = try NumberFormat(.decimal, locale: "ar_EG")
        #expect(try requireICUError("U_PARSE_ERROR", mentioning: "'٢٫٥x'") { try arabic.parse("٢٫٥x") }.utf8Offset == 6)
    }

    @Test func malformedDecimalString() throws {
        let format = try NumberFormat(.decimal, locale: "en_US")
        try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "'abc'") { try format.format(decimal: "abc") }
        try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "''") { try format.format(decimal: "") }
    }

    // MARK: A megabyte of input

    @Test func megabyteDecimalStringFormatsWhole() throws {
        let digits = megabyte(of: "1")
        // 1,048,576 ones: one leading "1", then groups of three.
        let expected = "1" + String(repeating: ",111", count: (digits.count - 1) / 3)
        #expect(try NumberFormat(.decimal, locale: "en_US").format(decimal: digits) == expected)
        // Beyond 10^18 the English spell-out rules write digits.
        #expect(try NumberFormat(.spellOut, locale: "en_US").format(decimal: digits) == expected)
        try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: String(repeating: "x", count: 64)) {
            try NumberFormat(.decimal, locale: "en_US").format(decimal: megabyte(of: "x"))
        }
    }

    /// ICU's parse time grows with the square of a digit run (about 10 s for a
    /// megabyte), so the library refuses text over 64 KiB before parsing.
    @Test func megabyteParseThrowsPromptly() throws {
        let format = try NumberFormat(.decimal, locale: "en_US")
        for lenient in [false, true] {
            let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: String(repeating: "1", count: 64)) {
                try format.parse(megabyte(of: "1"), lenient: lenient)
            }
            #expect(error.reason == "text of 1048576 bytes; parsing reads at most 65536")
        }
        try requireICUError("U_PARSE_ERROR", mentioning: "'xxx") { try format.parse(String(repeating: "x", count: 65_536)) }
        let longest = String(repeating: "9", count: 65_536)
        #expect(try format.parse(longest) == longest)
    }

    // MARK: Doubles that are not numbers

    @Test("NaN and infinities format as ICU 72 writes them", .cldr42, arguments: nonFiniteRows)
    func nonFinite(value: Double, style: NumberFormat.Style, locale: String, expected: String) throws {
        #expect(try NumberFormat(style, locale: LocaleID(locale)).format(value) == expected)
    }

    /// ``nonFinite(value:style:locale:expected:)`` on any ICU: `unum_formatDouble`'s text in this process.
    @Test("NaN and infinities format as unum does", arguments: nonFiniteRows)
    func nonFiniteAsUnum(value: Double, style: NumberFormat.Style, locale: String, expected: String) throws {
        let unum = try #require(RawICU.number(value, unumStyle: try NumberFormatSeedTwins.unumStyle(style), locale: locale))
        #expect(try NumberFormat(style, locale: LocaleID(locale)).format(value) == unum)
    }

    static let nonFiniteRows: [(Double, NumberFormat.Style, String, String)] = [
        (Double.nan, NumberFormat.Style.decimal, "en_US", "NaN"),
        (.infinity, .decimal, "en_US", "∞"),
        (-.infinity, .decimal, "en_US", "-∞"),
        (.nan, .currency, "en_US", "$NaN"),
        (-.infinity, .currency, "en_US", "-$∞"),
        (.nan, .percent, "de_DE", "NaN\u{A0}%"),
        (.infinity, .currency, "de_DE", "∞\u{A0}€"),
        (.nan, .spellOut, "en_US", "not a number"),
        (.infinity, .spellOut, "en_US", "infinity"),
        (-.infinity, .spellOut, "en_US", "minus infinity"),
        // The English ordinal rules write a true minus sign.
        (-.infinity, .ordinal, "en_US", "\u{2212}∞"),
        (.nan, .decimal, "ar_EG", "ليس\u{A0}رقم"),
        (-.infinity, .decimal, "ar_EG", "\u{61C}-∞"),
    ]

    // MARK: Long output comes back whole

    @Test func fiveThousandDigitsComeBackWhole() throws {
        let digits = String(repeating: "9", count: 5_000)
        let grouped = "99" + String(repeating: ",999", count: 1_666)
        #expect(grouped.utf8.count == 6_666)
        #expect(try NumberFormat(.decimal, locale: "en_US").format(decimal: digits) == grouped)
        var bytes: [UInt8] = Array("> ".utf8)
        try NumberFormat(.decimal, locale: "en_US").format(decimal: digits, appendingTo: &bytes)
        #expect(bytes == Array(("> " + grouped).utf8))
        #expect(try NumberFormat(.scientific, locale: "en_US").format(decimal: digits)
            == "9." + String(repeating: "9", count: 4_999) + "E4999")
    }

    /// ``longGermanSpellOutComesBackWhole()``'s numbers as ICU's own `unum` spells them.
    @Test func longGermanSpellOutAsUnum() throws {
        for value in [777_777_777_777_777_777, -777_777_777_777_777_777] {
            let text = try NumberFormat(.spellOut, locale: "de_DE").format(value)
            #expect(text.utf8.count > 256)
            #expect(text == NumberFormatLimitsTests.unumDecimal(String(value), locale: "de_DE", style: Int32(ICUB_UNUM_SPELLOUT)))
        }
    }

    /// A rule-based output of 279 UTF-8 bytes: longer than the first buffer.
    @Test(.cldr42) func longGermanSpellOutComesBackWhole() throws {
        let sevenHundredSeventySeven = "sieben\u{AD}hundert\u{AD}sieben\u{AD}und\u{AD}siebzig"
        let s = sevenHundredSeventySeven
        let expected = "\(s) Billiarden \(s) Billionen \(s) Milliarden \(s) Millionen \(s)\u{AD}tausend\u{AD}\(s)"
        #expect(expected.utf8.count == 279)
        #expect(try NumberFormat(.spellOut, locale: "de_DE").format(777_777_777_777_777_777) == expected)
        #expect(try NumberFormat(.spellOut, locale: "de_DE").format(-777_777_777_777_777_777) == "minus " + expected)
    }
}
