import FoundationEssentials
import ICU
import Testing

/// Bad templates, patterns and date text: each a thrown ``ICUError`` that names the input.
@Suite("DateFormat: bad input")
struct DateFormatErrorTests {
    // MARK: Templates

    /// ICU 72 fails to open a pattern generator, with U_BUFFER_OVERFLOW_ERROR, for a
    /// region override longer than 8 characters: refused up front as bad input, for
    /// a generator and for a format from a template (which opens one).
    @Test func aRegionOverrideICUCannotReadIsBadInput() throws {
        let zone = try TimeZoneID("UTC")
        for text in ["en_US@rg=ggzl-ertatn", "en-US-u-rg-abcdefgh"] {
            let locale = try LocaleID(text)
            let generator = #expect(throws: ICUError.self) { try DatePatternGenerator(locale: locale) }
            #expect(generator?.kind == .badInput)
            #expect(generator?.description.contains("region override") == true)
            let format = #expect(throws: ICUError.self) { try DateFormat(template: "yMMMd", locale: locale, timeZone: zone) }
            #expect(format?.kind == .badInput)
        }
        // A subdivision ID opens, and ICU reads its region.
        let british = try DateFormat(template: "jm", locale: LocaleID("en_US@rg=gbzzzz"), timeZone: zone)
        #expect(british.format(Date(timeIntervalSince1970: 13 * 3600))
            == RawICU.date(Date(timeIntervalSince1970: 13 * 3600), template: "jm", locale: "en_US@rg=gbzzzz", zone: zone.identifier))
    }

    /// ICU 72 fails to open a pattern generator, with U_BUFFER_OVERFLOW_ERROR, for an
    /// hour cycle longer than 8 characters, and ignores a shorter unknown one: both are
    /// refused as bad input; the four hour cycles open and are read.
    @Test func anHourCycleThatIsNotOneOfTheFourIsBadInput() throws {
        let zone = try TimeZoneID("UTC")
        for text in ["ja@hours=h23-jrootp", "en-US-u-hc-abc", "en_US@hours=h25"] {
            let locale = try LocaleID(text)
            let generator = #expect(throws: ICUError.self) { try DatePatternGenerator(locale: locale) }
            #expect(generator?.kind == .badInput)
            #expect(generator?.description.contains("hour cycle") == true)
            let format = #expect(throws: ICUError.self) { try DateFormat(template: "jm", locale: locale, timeZone: zone) }
            #expect(format?.kind == .badInput)
        }
        let afternoon = Date(timeIntervalSince1970: 13 * 3600)
        #expect(try DateFormat(template: "jm", locale: LocaleID("en-US-u-hc-h23"), timeZone: zone).format(afternoon)
            == RawICU.date(afternoon, template: "jm", locale: "en_US@hours=h23", zone: "UTC"))
        #expect(try DateFormat(template: "jm", locale: LocaleID("de-DE-u-hc-h12"), timeZone: zone).format(afternoon)
            == RawICU.date(afternoon, template: "jm", locale: "de_DE@hours=h12", zone: "UTC"))
    }

    /// An unknown numbering system is named, as for a format from styles (ICU 72's
    /// generator fails with a bare U_UNSUPPORTED_ERROR).
    @Test func aGeneratorForAnUnknownNumberingSystemThrows() throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "opening a date pattern generator") {
            try DatePatternGenerator(locale: LocaleID("ja@numbers=xyz"))
        }
        #expect(error.reason == "unknown numbering system 'xyz'")
    }

    @Test func aTemplateWithoutFieldsThrows() throws {
        let generator = try DatePatternGenerator(locale: "en_US")
        for template in ["!!", "", "%% --"] {
            let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "reading date template '\(template)'") {
                try generator.bestPattern(for: template)
            }
            #expect(error.reason == "no date or time field")
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") {
            try DateFormat(template: "!!", locale: "en_US", timeZone: losAngeles())
        }
    }

    @Test func aTemplateLetterThatIsNoFieldThrowsAtItsOffset() throws {
        let generator = try DatePatternGenerator(locale: "en_US")
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'dMMMl'") {
            try generator.bestPattern(for: "dMMMl")
        }
        #expect(error.utf8Offset == 4)
        #expect(error.reason == "'l' is not a date field letter")
    }

    /// "dMMMJ%" is no error: J asks for the hour without a day period, and
    /// characters other than letters are ignored, as `dateFormatFromTemplate` ignores them.
    @Test func aTemplateWithJAndPunctuation() throws {
        #expect(try DatePatternGenerator(locale: "en_US").bestPattern(for: "dMMMJ%") == RawICU.bestPattern("dMMMJ", locale: "en_US"))
        #expect(try DatePatternGenerator(locale: "en_US").bestPattern(for: "jmm") == RawICU.bestPattern("jmm", locale: "en_US"))
        #expect(try DatePatternGenerator(locale: "de_DE").bestPattern(for: "jmm") == RawICU.bestPattern("jmm", locale: "de_DE"))
    }

    /// Characters but letters are ignored even where raw `udatpg_getBestPattern` reads them:
    /// it takes `yMM?Md` as the months `MM` and `M` apart, and a quote as a quote.
    @Test(arguments: [("yMM?Md", "yMMMd"), ("Q'QQ'Q", "QQQQ"), ("E, d. MMM", "EdMMM"), ("y'MMM'd!", "yMMMd")])
    func charactersButLettersAreIgnored(_ template: String, _ letters: String) throws {
        for locale in ["en_US", "de_DE", "ja_JP"] {
            let generator = try DatePatternGenerator(locale: LocaleID(locale))
            #expect(try generator.bestPattern(for: template) == RawICU.bestPattern(letters, locale: locale))
            let zone = try TimeZoneID("UTC")
            let date = Date(timeIntervalSince1970: 1_388_934_489)
            #expect(try DateFormat(template: template, locale: LocaleID(locale), timeZone: zone).format(date)
                        == DateFormat(template: letters, locale: LocaleID(locale), timeZone: zone).format(date))
        }
        // What raw ICU makes of the first: a different pattern.
        #expect(RawICU.bestPattern("yMM?Md", locale: "en_US") != RawICU.bestPattern("yMMMd", locale: "en_US"))
    }

    // MARK: Patterns

    @Test func aPatternWithAnUnknownLetterThrowsAtItsOffset() throws {
        let error = try requireICUError("U_INVALID_FORMAT_ERROR", mentioning: "reading date pattern 'yyyy-JJ'") {
            try DateFormat(pattern: "yyyy-JJ", locale: "en_US", timeZone: losAngeles())
        }
        #expect(error.code == .invalidFormat)
        #expect(error.utf8Offset == 5)
    }

    @Test func aPatternWithAnUnterminatedQuoteThrows() throws {
        let error = try requireICUError("U_INVALID_FORMAT_ERROR", mentioning: "reading date pattern 'yyyy-'x'") {
            try DateFormat(pattern: "yyyy-'x", locale: "en_US", timeZone: losAngeles())
        }
        #expect(error.reason == "unterminated quote")
        try requireICUError("U_INVALID_FORMAT_ERROR", mentioning: "''") {
            try DateFormat(pattern: "", locale: "en_US", timeZone: losAngeles())
        }
        // Quoted letters and a doubled quote are text.
        #expect(try DateFormat(pattern: "yyyy 'at' h 'o''clock'", locale: "en_US", timeZone: losAngeles())
            .format(SeedDate.table4_1) == "2014 at 7 o'clock")
    }

    // MARK: Date text

    @Test func unparsableDateTextStopsAtItsOffset() throws {
        let format = try DateFormat(date: .short, time: .none, locale: "en_US", timeZone: losAngeles())
        #expect(try requireICUError("U_PARSE_ERROR", mentioning: "'hello'") { try format.parse("hello") }.utf8Offset == 0)
        #expect(try requireICUError("U_PARSE_ERROR", mentioning: "'9/3/14 x'") { try format.parse("9/3/14 x") }.utf8Offset == 6)
        #expect(try requireICUError("U_PARSE_ERROR", mentioning: "''") { try format.parse("", lenient: true) }.utf8Offset == 0)
    }

    // MARK: A megabyte of input

    /// ICU's date parser takes time quadratic in a digit run (5.7 s for a
    /// megabyte of "1"), so the library refuses text over 64 KiB before parsing.
    @Test func megabyteDateParseThrowsPromptly() throws {
        let format = try DateFormat(date: .short, time: .none, locale: "en_US", timeZone: losAngeles())
        for text in [megabyte(of: "1"), megabyte(of: "x")] {
            for lenient in [false, true] {
                let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: String(text.prefix(64))) {
                    try format.parse(text, lenient: lenient)
                }
                #expect(error.reason == "text of 1048576 bytes; parsing reads at most 65536")
            }
        }
    }

    /// ICU answers an empty pattern, without an error, for the week templates
    /// whose CLDR patterns vary with the plural count, and for a run of 128 or
    /// more of one field letter; the library throws instead of formatting dates as "".
    @Test func templatesICUFindsNoPatternForThrow() throws {
        let generator = try DatePatternGenerator(locale: "en_US")
        for template in ["yw", "MMMMW", megabyte(of: "d"), String(repeating: "y", count: 128)] {
            let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: String(template.prefix(64))) {
                try generator.bestPattern(for: template)
            }
            #expect(error.reason == "ICU found no pattern for this template")
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: String(repeating: "d", count: 64)) {
            try DateFormat(template: megabyte(of: "d"), locale: "en_US", timeZone: losAngeles())
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "%%%%") {
            try generator.bestPattern(for: megabyte(of: "%"))
        }
        #expect(try generator.bestPattern(for: "yMMMw") == RawICU.bestPattern("yMMMw", locale: "en_US"))
        #expect(try generator.bestPattern(for: String(repeating: "d", count: 127)) == String(repeating: "d", count: 127))
        // Repeated fields collapse into one pattern.
        #expect(try generator.bestPattern(for: String(repeating: "yMd", count: 1 << 18)) == RawICU.bestPattern("yMd", locale: "en_US"))
    }
}
