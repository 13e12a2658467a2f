import FoundationEssentials
import Testing
@testable import ICU

/// Texts that Swift's `String` calls equal — canonically equivalent, such as
/// `K` and U+212A KELVIN SIGN, `;` and U+037E GREEK QUESTION MARK — are
/// different inputs to ICU. No cache may hand one of them the answer made for
/// the other: each test asks for one text first and then for its twin, and
/// the twin must get what it gets with nothing cached.
@Suite("Caches: canonically equivalent texts get their own answers")
struct CanonicalEquivalenceTests {
    @Test func exactTextComparesBytes() {
        #expect("K" == "\u{212A}")  // what the caches must not rely on
        #expect(ExactText("K") != ExactText("\u{212A}"))
        #expect(ExactText(";") != ExactText("\u{037E}"))
        #expect(ExactText("caf\u{E9}") != ExactText("cafe\u{301}"))
        #expect(ExactText("de_DE") == ExactText(String("xde_DE".dropFirst())))
        #expect(ExactText("") == ExactText(""))
        var set: Set<ExactText> = [ExactText("Ko"), ExactText("\u{212A}o")]
        #expect(set.count == 2)
        set.insert(ExactText("Ko"))
        #expect(set.count == 2)
    }

    /// The Kelvin form alone is no locale ID; after `Ko` (Korean) it was
    /// handed Korean by the intern table and by the thread's front.
    @Test func aLocaleIDTwinIsRefusedAfterTheIDItMimics() throws {
        // Texts in variables: a literal argument would pick the non-throwing literal initializer.
        let (korean, kelvinKorean, kazakh, kelvinKazakh) = ("Ko-KR", "\u{212A}o-KR", "Kk-KZ", "\u{212A}k-KZ")
        #expect(try LocaleID(korean).identifier == "ko_KR")
        for _ in 0..<2 {  // the second time from this thread's front
            #expect(throws: ICUError.self) { try LocaleID(kelvinKorean) }
        }
        // The other way round: the refusal is not kept, and the ASCII text is still valid.
        #expect(throws: ICUError.self) { try LocaleID(kelvinKazakh) }
        #expect(try LocaleID(kazakh).identifier == "kk_KZ")
    }

    @Test func aTimeZoneIDTwinIsRefusedAfterTheZoneItMimics() throws {
        #expect(try TimeZoneID("Asia/Kolkata").identifier == "Asia/Kolkata")
        #expect(throws: ICUError.self) { try TimeZoneID("Asia/\u{212A}olkata") }
    }

    /// The memo of headers answered the Greek question mark's header with the
    /// answer of the header with `;`, although the first reads as no range at all.
    @Test(arguments: [
        ("ja,ko;q=0.5", "ja,ko\u{037E}q=0.5"),
        ("Ko", "\u{212A}o"),
        ("Ko-KR,de", "\u{212A}o-KR,de"),
    ])
    func negotiationMemoKeepsTwinsApart(plain: String, twin: String) throws {
        let supported = try SupportedLocales(["en-US", "ko", "de"])
        for matching in SupportedLocales.Matching.allCases {
            let first = supported.negotiate(acceptLanguage: plain, matching: matching)
            #expect(first == supported.negotiate(PreferredLanguages(acceptLanguage: plain), matching: matching))
            let second = supported.negotiate(acceptLanguage: twin, matching: matching)
            #expect(second == supported.negotiate(PreferredLanguages(acceptLanguage: twin), matching: matching),
                    "\(matching) \(plain.unicodeScalars.map(\.value)) then \(twin.unicodeScalars.map(\.value))")
            #expect(first != second)
        }
    }

    @Test func aDefaultIsFoundInTheListByItsBytes() throws {
        #expect(try SupportedLocales(["en", "Ko"], default: "Ko").defaultIndex == 1)
        #expect(throws: ICUError.self) { try SupportedLocales(["en", "Ko"], default: "\u{212A}o") }
    }

    /// In a date pattern `K` is the hour (0–11) and KELVIN SIGN literal text;
    /// the pool handed the second the format made for the first.
    @Test func pooledDatePatternsAndTemplatesKeepTwinsApart() throws {
        let pool = FormatterPool(capacity: 16, currentLocale: "en_US")
        let zone = try TimeZoneID("UTC")
        let instant = Date(timeIntervalSince1970: 1_388_934_489)  // 15:08 UTC
        for (plain, twin) in [("K", "\u{212A}"), ("KK:mm", "\u{212A}\u{212A}:mm"), ("h;mm", "h\u{037E}mm")] {
            let plainText = try pool.dateFormat(pattern: plain, timeZone: zone).format(instant)
            let twinText = try pool.dateFormat(pattern: twin, timeZone: zone).format(instant)
            // Compared as bytes: the texts are canonically equivalent too when both are literal.
            #expect(plainText.utf8.elementsEqual(try DateFormat(pattern: plain, locale: "en_US", timeZone: zone).format(instant).utf8))
            #expect(twinText.utf8.elementsEqual(try DateFormat(pattern: twin, locale: "en_US", timeZone: zone).format(instant).utf8))
            #expect(!plainText.utf8.elementsEqual(twinText.utf8))
        }
        let plainPattern = try pool.bestPattern(for: "Km")
        let twinPattern = try pool.bestPattern(for: "\u{212A}m")
        #expect(plainPattern.utf8.elementsEqual(try DatePatternGenerator(locale: "en_US").bestPattern(for: "Km").utf8))
        #expect(twinPattern.utf8.elementsEqual(try DatePatternGenerator(locale: "en_US").bestPattern(for: "\u{212A}m").utf8))
        let plainTemplate = try pool.dateFormat(template: "Km", timeZone: zone).format(instant)
        let twinTemplate = try pool.dateFormat(template: "\u{212A}m", timeZone: zone).format(instant)
        #expect(plainTemplate.utf8.elementsEqual(try DateFormat(template: "Km", locale: "en_US", timeZone: zone).format(instant).utf8))
        #expect(twinTemplate.utf8.elementsEqual(try DateFormat(template: "\u{212A}m", locale: "en_US", timeZone: zone).format(instant).utf8))
    }

    /// A currency code or skeleton with KELVIN SIGN is refused where its ASCII
    /// twin is pooled: the pool had handed it the twin's format.
    @Test func pooledNumberStylesKeepTwinsApart() throws {
        let pool = FormatterPool(capacity: 16, currentLocale: "sv_SE")
        #expect(try pool.numberFormat(.currency(code: "SEK")).format(2.5) == NumberFormat(.currency(code: "SEK"), locale: "sv_SE").format(2.5))
        #expect(throws: ICUError.self) { try NumberFormat(.currency(code: "SE\u{212A}"), locale: "sv_SE") }
        #expect(throws: ICUError.self) { try pool.numberFormat(.currency(code: "SE\u{212A}")) }
        _ = try pool.numberFormat(.skeleton("currency/SEK"))
        #expect(throws: ICUError.self) { try pool.numberFormat(.skeleton("currency/SE\u{212A}")) }
        var options = NumberFormat.Options(unit: .currency(code: "SEK"))
        _ = try pool.numberFormat(.options(options))
        options.unit = .currency(code: "SE\u{212A}")
        #expect(throws: ICUError.self) { try pool.numberFormat(.options(options)) }
        #expect(NumberFormat.Style.skeleton("currency/SEK") != .skeleton("currency/SE\u{212A}"))
        #expect(NumberFormat.Options(numberingSystem: "latn") == NumberFormat.Options(numberingSystem: "latn"))
    }
}
