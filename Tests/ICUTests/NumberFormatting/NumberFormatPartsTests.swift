import FoundationEssentials
@testable import ICU
import ICUBridge
import Testing

/// The parts as `field:text` (`literal:text` for literal text), to compare with ICU 72's output.
func partList<Field>(_ parts: FormattedParts<Field>) -> [String] {
    parts.parts.map { "\($0.field.map { "\($0)" } ?? "literal"):\($0.text)" }
}

/// ICU's fields as `field:text`, in the order ``FormattedParts/fields`` promises.
func fieldList<Field>(_ parts: FormattedParts<Field>) -> [String] {
    parts.fields.map { "\($0.field):\($0.text)" }
}

/// Expects what every parts result promises: its string is `formatted`; the parts
/// run from startIndex to endIndex without gap or overlap and concatenate to the
/// string; each text is the string in its range; each part is the innermost field
/// covering it, or literal text that no field covers.
func expectWellFormed<Field>(_ result: FormattedParts<Field>, formatted: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let string = result.string
    #expect(string == formatted, sourceLocation: sourceLocation)
    #expect(Array(string.utf8) == Array(formatted.utf8), "byte-identical", sourceLocation: sourceLocation)
    var position = string.startIndex
    for part in result.parts {
        #expect(part.range.lowerBound == position, "contiguous at \(part)", sourceLocation: sourceLocation)
        #expect(!part.range.isEmpty, sourceLocation: sourceLocation)
        #expect(part.text == string[part.range], sourceLocation: sourceLocation)
        let covering = result.fields.filter { $0.range.contains(part.range.lowerBound) && $0.range.upperBound >= part.range.upperBound }
        if let field = part.field {
            let innermost = covering.min { string.utf8.distance(from: $0.range.lowerBound, to: $0.range.upperBound)
                < string.utf8.distance(from: $1.range.lowerBound, to: $1.range.upperBound) }
            #expect(innermost?.field == field, "innermost field of \(part)", sourceLocation: sourceLocation)
        } else {
            #expect(covering.isEmpty, "literal text no field covers: \(part)", sourceLocation: sourceLocation)
        }
        position = part.range.upperBound
    }
    #expect(position == string.endIndex, sourceLocation: sourceLocation)
    #expect(result.parts.map(\.text).joined() == string, sourceLocation: sourceLocation)
    for span in result.fields {
        #expect(span.text == string[span.range], sourceLocation: sourceLocation)
    }
}

@Suite("NumberFormat: format to parts")
struct NumberFormatPartsTests {
    /// Parts of a double, checked against `format` and for well-formedness.
    private func parts(_ value: Double, _ style: NumberFormat.Style, _ locale: LocaleID,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> FormattedParts<NumberFormat.Field> {
        let format = try NumberFormat(style, locale: locale)
        let result = format.formatToParts(value)
        expectWellFormed(result, formatted: format.format(value), sourceLocation: sourceLocation)
        return result
    }

    private func parts(_ value: Int, _ style: NumberFormat.Style, _ locale: LocaleID,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> FormattedParts<NumberFormat.Field> {
        let format = try NumberFormat(style, locale: locale)
        let result = format.formatToParts(value)
        expectWellFormed(result, formatted: format.format(value), sourceLocation: sourceLocation)
        return result
    }

    private func parts(decimal: String, _ style: NumberFormat.Style, _ locale: LocaleID,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> FormattedParts<NumberFormat.Field> {
        let format = try NumberFormat(style, locale: locale)
        let result = try format.formatToParts(decimal: decimal)
        expectWellFormed(result, formatted: try format.format(decimal: decimal), sourceLocation: sourceLocation)
        return result
    }

    @Test(.cldr42) func englishCurrency() throws {
        let result = try parts(-1234.5, .currency, "en_US")
        #expect(result.string == "-$1,234.50")
        #expect(partList(result) == ["sign:-", "currency:$", "integer:1", "group:,", "integer:234", "decimal:.", "fraction:50"])
        // ICU's fields nest: the grouping separator lies inside the integer.
        #expect(fieldList(result) == ["sign:-", "currency:$", "integer:1,234", "group:,", "decimal:.", "fraction:50"])
    }

    @Test(.cldr42) func germanCurrencyAndPercent() throws {
        let currency = try parts(-1234.5, .currency, "de_DE")
        #expect(partList(currency) == ["sign:-", "integer:1", "group:.", "integer:234", "decimal:,", "fraction:50",
                                       "literal:\u{A0}", "currency:\u{20AC}"])
        let percent = try parts(1_234_567, .percent, "de_DE")
        #expect(partList(percent) == ["integer:123", "group:.", "integer:456", "group:.", "integer:700",
                                      "literal:\u{A0}", "percentSign:%"])
        let decimal = try parts(-1234.5, .decimal, "de_DE")
        #expect(partList(decimal) == ["sign:-", "integer:1", "group:.", "integer:234", "decimal:,", "fraction:5"])
    }

    /// Arabic digits and separators; the Arabic letter mark (U+061C) before the
    /// sign and the right-to-left mark (U+200F) after it are literal text.
    @Test(.cldr42, arguments: ["ar_EG", "ar"] as [LocaleID])
    func arabic(locale: LocaleID) throws {
        let decimal = try parts(-1234.5, .decimal, locale)
        #expect(partList(decimal) == ["literal:\u{61C}", "sign:-", "integer:\u{661}", "group:\u{66C}",
                                      "integer:\u{662}\u{663}\u{664}", "decimal:\u{66B}", "fraction:\u{665}"])
        let currency = try parts(-1234.5, .currency(code: "EUR"), locale)
        #expect(partList(currency) == ["literal:\u{61C}", "sign:-", "literal:\u{200F}", "integer:\u{661}", "group:\u{66C}",
                                       "integer:\u{662}\u{663}\u{664}", "decimal:\u{66B}", "fraction:\u{665}\u{660}",
                                       "literal:\u{A0}", "currency:\u{20AC}"])
        let percent = try parts(-1234.5, .percent, locale)
        #expect(partList(percent) == ["literal:\u{61C}", "sign:-", "integer:\u{661}\u{662}\u{663}", "group:\u{66C}",
                                      "integer:\u{664}\u{665}\u{660}", "percentSign:\u{66A}", "literal:\u{61C}"])
        let scientific = try parts(decimal: "-0.0001234", .scientific, locale)
        #expect(partList(scientific) == ["literal:\u{61C}", "sign:-", "integer:\u{661}", "decimal:\u{66B}",
                                         "fraction:\u{662}\u{663}\u{664}", "exponentSeparator:\u{627}\u{633}",
                                         "literal:\u{61C}", "exponentSign:-", "exponentInteger:\u{664}"])
        let compact = try parts(1_234_567, .compactShort, locale)
        #expect(partList(compact) == ["integer:\u{661}", "decimal:\u{66B}", "fraction:\u{662}", "literal:\u{A0}",
                                      "compact:\u{645}\u{644}\u{64A}\u{648}\u{646}"])
    }

    @Test(.cldr42) func japanese() throws {
        let yen = try parts(-1234.5, .currency, "ja_JP")
        #expect(partList(yen) == ["sign:-", "currency:\u{FFE5}", "integer:1", "group:,", "integer:234"])
        let compact = try parts(1_234_567, .compactShort, "ja_JP")
        #expect(partList(compact) == ["integer:123", "compact:\u{4E07}"])
        let percent = try parts(-1234.5, .percent, "ja_JP")
        #expect(partList(percent) == ["sign:-", "integer:123", "group:,", "integer:450", "percentSign:%"])
    }

    @Test(.cldr42) func scientificAndCompact() throws {
        let scientific = try parts(decimal: "-0.0001234", .scientific, "en_US")
        #expect(scientific.string == "-1.234E-4")
        #expect(partList(scientific) == ["sign:-", "integer:1", "decimal:.", "fraction:234",
                                         "exponentSeparator:E", "exponentSign:-", "exponentInteger:4"])
        let long = try parts(-1234.5, .compactLong, "en_US")
        #expect(partList(long) == ["sign:-", "integer:1", "decimal:.", "fraction:2", "literal: ", "compact:thousand"])
        let short = try parts(1_234_567, .compactShort, "en_US")
        #expect(partList(short) == ["integer:1", "decimal:.", "fraction:2", "compact:M"])
    }

    @Test(.cldr42) func skeletonUnitAndPermille() throws {
        let unit = try parts(-3.5, .skeleton("measure-unit/length-meter unit-width-full-name"), "en_US")
        #expect(partList(unit) == ["sign:-", "integer:3", "decimal:.", "fraction:5", "literal: ", "unit:meters"])
        let permille = try parts(0.25, .skeleton("permille scale/1000"), "en_US")
        #expect(partList(permille) == ["integer:250", "permilleSign:\u{2030}"])
    }

    /// The text of the parts tests above, compared with ICU's own `unum` (the
    /// named styles) or `unumf` (skeletons) in this process, so that it holds on
    /// any ICU; each parts result is checked against its text where it is made.
    @Test func textAsICU() throws {
        let styles: [(String, NumberFormat.Style, String, Int32)] = [
            ("-1234.5", .currency, "en_US", Int32(ICUB_UNUM_CURRENCY)), ("-1234.5", .currency, "de_DE", Int32(ICUB_UNUM_CURRENCY)),
            ("1234567", .percent, "de_DE", Int32(ICUB_UNUM_PERCENT)), ("-1234.5", .decimal, "de_DE", Int32(ICUB_UNUM_DECIMAL)),
            ("-1234.5", .currency, "ja_JP", Int32(ICUB_UNUM_CURRENCY)), ("1234567", .compactShort, "ja_JP", Int32(ICUB_UNUM_COMPACT_SHORT)),
            ("-1234.5", .percent, "ja_JP", Int32(ICUB_UNUM_PERCENT)), ("-0.0001234", .scientific, "en_US", Int32(ICUB_UNUM_SCIENTIFIC)),
            ("-1234.5", .compactLong, "en_US", Int32(ICUB_UNUM_COMPACT_LONG)), ("1234567", .compactShort, "en_US", Int32(ICUB_UNUM_COMPACT_SHORT)),
            ("-1234.5", .scientific, "en_US_POSIX", Int32(ICUB_UNUM_SCIENTIFIC)), ("1234567", .scientific, "en_US_POSIX", Int32(ICUB_UNUM_SCIENTIFIC)),
            ("-1234.5", .spellOut, "en_US", Int32(ICUB_UNUM_SPELLOUT)), ("1234567", .ordinal, "en_US", Int32(ICUB_UNUM_ORDINAL)),
        ] + ["ar_EG", "ar"].flatMap { locale in [
            ("-1234.5", NumberFormat.Style.decimal, locale, Int32(ICUB_UNUM_DECIMAL)), ("-1234.5", .percent, locale, Int32(ICUB_UNUM_PERCENT)),
            ("-0.0001234", .scientific, locale, Int32(ICUB_UNUM_SCIENTIFIC)), ("1234567", .compactShort, locale, Int32(ICUB_UNUM_COMPACT_SHORT)),
        ] }
        for (number, style, locale, unumStyle) in styles {
            #expect(try NumberFormat(style, locale: LocaleID(locale)).format(decimal: number)
                == NumberFormatLimitsTests.unumDecimal(number, locale: locale, style: unumStyle), "\(number) \(style) in \(locale)")
        }
        let skeletons: [(Double, String, String)] = [
            (-3.5, "measure-unit/length-meter unit-width-full-name", "en_US"), (0.25, "permille scale/1000", "en_US"),
            (-1234.5, "currency/EUR", "ar_EG"), (-1234.5, "currency/EUR", "ar"),
        ]
        for (value, skeleton, locale) in skeletons {
            #expect(try NumberFormat(.skeleton(skeleton), locale: LocaleID(locale)).format(value)
                == RawICU.number(value, skeleton: skeleton, locale: locale), "\(skeleton) in \(locale)")
        }
    }

    /// en_US_POSIX keeps ICU's legacy engine (its patterns no skeleton spells):
    /// `unum_formatDoubleForFields` for doubles, ICU's C++ `NumberFormat::format`
    /// for integers and decimal strings.
    @Test(.cldr42) func legacyEngine() throws {
        let double = try parts(-1234.5, .scientific, "en_US_POSIX")
        #expect(partList(double) == ["sign:-", "integer:1", "decimal:.", "fraction:234500",
                                     "exponentSeparator:E", "exponentSign:+", "exponentInteger:003"])
        let integer = try parts(1_234_567, .scientific, "en_US_POSIX")
        #expect(partList(integer) == ["integer:1", "decimal:.", "fraction:234567",
                                      "exponentSeparator:E", "exponentSign:+", "exponentInteger:006"])
        let decimal = try parts(decimal: "-0.0001234", .scientific, "en_US_POSIX")
        #expect(partList(decimal) == ["sign:-", "integer:1", "decimal:.", "fraction:234000",
                                      "exponentSeparator:E", "exponentSign:-", "exponentInteger:004"])
        let currency = try parts(1_234_567, .currency(code: "EUR"), "en_US_POSIX")
        #expect(partList(currency) == ["currency:\u{20AC}", "literal:\u{A0}", "integer:1234567", "decimal:.", "fraction:00"])
    }

    /// ICU's rule-based formats report no fields (its `RuleBasedNumberFormat`
    /// fails field formatting with `U_UNSUPPORTED_ERROR`): one literal part, the
    /// same text as `format`.
    @Test(.cldr42) func ruleBasedIsOneLiteral() throws {
        let spelled = try parts(-1234.5, .spellOut, "en_US")
        #expect(partList(spelled) == ["literal:minus one thousand two hundred thirty-four point five"])
        #expect(spelled.fields.isEmpty)
        let ordinal = try parts(1_234_567, .ordinal, "en_US")
        #expect(partList(ordinal) == ["literal:1,234,567th"])
        _ = try parts(decimal: "-12.5", .spellOut, "de_DE")
        // Negative fractions spelled out from the locale's words around the magnitude.
        let korean = try parts(-0.25, .spellOut, "ko_KR")
        #expect(korean.parts.count == 1 && korean.fields.isEmpty)
        _ = try parts(decimal: "-0.25", .spellOut, "ko_KR")
        // A non-finite decimal string formats as the Double.
        _ = try parts(decimal: "NaN", .spellOut, "en_US")
        _ = try parts(decimal: "-Infinity", .decimal, "en_US")
    }

    /// The decimal style formats integers on ICU's legacy integer fast path;
    /// parts come from the modern engine, which writes the same text.
    @Test(arguments: ["en_US", "de_DE", "ar_EG", "ja_JP", "hi_IN", "en_US_POSIX"] as [LocaleID])
    func integersAgreeWithFormat(locale: LocaleID) throws {
        let format = try NumberFormat(.decimal, locale: locale)
        for value in [0, 1, -1, 999, 1000, -1_234_567, 9_876_543_210, Int.max, Int.min] {
            expectWellFormed(format.formatToParts(value), formatted: format.format(value))
        }
    }

    /// More fields than the first call makes room for, in text longer than the stack buffer.
    @Test func manyFieldsInLongText() throws {
        let digits = String(repeating: "1234567890", count: 40)
        let result = try parts(decimal: digits + ".5", .decimal, "en_US")
        #expect(result.fields.filter { $0.field == .groupingSeparator }.count == 133)
        #expect(result.parts.count == 1 + 2 * 133 + 2)
        let arabic = try parts(decimal: "-" + digits, .currency(code: "EUR"), "ar_EG")
        #expect(arabic.fields.filter { $0.field == .groupingSeparator }.count == 133)
    }

    @Test func badDecimalStringsThrow() throws {
        for locale: LocaleID in ["en_US", "en_US_POSIX"] {
            let format = try NumberFormat(.decimal, locale: locale)
            try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "12abc") { try format.formatToParts(decimal: "12abc") }
            try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "1") { try format.formatToParts(decimal: "1\u{0}2") }
        }
        let spellOut = try NumberFormat(.spellOut, locale: "en_US")
        try requireICUError("U_DECIMAL_NUMBER_SYNTAX_ERROR", mentioning: "abc") { try spellOut.formatToParts(decimal: "abc") }
        // The same limit as format(decimal:): a billion digits are refused before ICU sees them.
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "1e999999999") {
            try NumberFormat(.decimal, locale: "en_US").formatToParts(decimal: "1e999999999")
        }
    }

    /// Where an algorithmic numbering system on the legacy engine cannot write
    /// a double, `format` writes it with Latin digits; so do parts.
    @Test func doublesBeyondAnAlgorithmicSystemHavePartsAsFormatWritesThem() throws {
        let roman = try NumberFormat(.spellOut, locale: "en@numbers=roman")
        for value in [Double.nan, .infinity, 0x1p63, 9e18, 12.0] {
            expectWellFormed(roman.formatToParts(value), formatted: roman.format(value))
        }
        #expect(roman.format(Double.nan) == RawICU.number(.nan, unumStyle: Int32(ICUB_UNUM_SPELLOUT), locale: "en"))
    }

    /// Ints format in every style, in algorithmic numbering systems too: parts
    /// of an Int do not throw. (Formats these locales cannot create are skipped.)
    @Test(arguments: ["en@numbers=roman", "he@numbers=hebr", "zh@numbers=hans", "en_US"] as [LocaleID])
    func everyIntFormats(locale: LocaleID) throws {
        for style in [NumberFormat.Style.spellOut, .ordinal, .decimal, .currency(code: "EUR"), .percent, .scientific, .compactLong] {
            guard let format = try? NumberFormat(style, locale: locale) else { continue }
            for value in [Int.min, Int.max, 9_000_000_000_000_000_000, -1, 0, 1_234_567] {
                expectWellFormed(format.formatToParts(value), formatted: format.format(value))
            }
        }
    }

    @Test func valuesAndFieldNames() throws {
        let format = try NumberFormat(.currency, locale: "en_US")
        #expect(try format.formatToParts(-1234.5) == format.formatToParts(decimal: "-1234.5"))
        #expect(format.formatToParts(Decimal(string: "-1234.5")!) == format.formatToParts(-1234.5))
        #expect(NumberFormat.Field.allCases.map(\.description) == [
            "integer", "fraction", "decimal", "group", "currency", "percentSign", "permilleSign", "sign",
            "exponentSeparator", "exponentSign", "exponentInteger", "unit", "compact", "approximatelySign",
        ])
        // Every ICU 72 field code has a case, and each case its own.
        #expect(Set(UNumField.allCases.map(\.icuValue)) == Set(0..<14))
        #expect(Set(UNumField.allCases.map(NumberFormat.Field.init)).count == NumberFormat.Field.allCases.count)
    }
}
