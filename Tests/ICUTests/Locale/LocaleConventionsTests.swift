import Foundation
import ICU
import ICUBridge
import Synchronization
import Testing

/// A locale's conventions as ICU 72 reports them.
@Suite("LocaleConventions")
struct LocaleConventionsTests {
    /// Quotation marks, as in the seed's Table 4-2.
    @Test("quotation marks", .cldr42, arguments: [
        ("zh_CN", ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}"]),   // “ ” ‘ ’
        ("fr_FR", ["\u{AB}", "\u{BB}", "\u{AB}", "\u{BB}"]),           // « » « »
        ("ja_JP", ["\u{300C}", "\u{300D}", "\u{300E}", "\u{300F}"]),   // 「 」 『 』
        ("de_DE", ["\u{201E}", "\u{201C}", "\u{201A}", "\u{2018}"]),   // „ “ ‚ ‘
        ("en_US", ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}"]),
    ] as [(LocaleID, [String])])
    func quotationMarks(locale: LocaleID, expected: [String]) throws {
        let c = try LocaleConventions(locale: locale)
        #expect([c.quotationStart, c.quotationEnd, c.alternateQuotationStart, c.alternateQuotationEnd] == expected)
    }

    @Test("measurement system and paper size", .cldr42, arguments: [
        ("en_US", LocaleConventions.MeasurementSystem.us, LocaleConventions.PaperSize.letter),
        ("en_GB", .uk, .a4),
        ("de_DE", .metric, .a4),
        ("fr_CA", .metric, .letter),
        ("en_US@rg=gbzzzz", .uk, .a4),
        ("en_US@measure=metric", .us, .letter),     // ICU 72 ignores -u-ms-
    ] as [(LocaleID, LocaleConventions.MeasurementSystem, LocaleConventions.PaperSize)])
    func measurement(locale: LocaleID, system: LocaleConventions.MeasurementSystem, paper: LocaleConventions.PaperSize) throws {
        let c = try LocaleConventions(locale: locale)
        #expect(c.measurementSystem == system)
        #expect(c.paperSize == paper)
    }

    @Test func paperSizesInMillimetres() {
        #expect(LocaleConventions.PaperSize.a4 == .init(height: 297, width: 210))
        #expect(LocaleConventions.PaperSize.letter == .init(height: 279, width: 216))
        #expect("\(LocaleConventions.PaperSize.a4)" == "A4")
        #expect("\(LocaleConventions.PaperSize(height: 250, width: 176))" == "250\u{D7}176 mm")
    }

    /// 1 = Sunday … 7 = Saturday; weekend days in ascending order.
    @Test("week", .cldr42, arguments: [
        ("en_US", 1, 1, [1, 7]),
        ("de_DE", 2, 4, [1, 7]),
        ("ar_EG", 7, 1, [6, 7]),
        ("he_IL", 1, 1, [6, 7]),
        ("en_IN", 1, 1, [1]),
        ("fa_IR", 7, 1, [6]),
        ("de_DE@fw=sun", 2, 4, [1, 7]),        // ICU 72 ignores the fw keyword
        ("en_US@rg=gbzzzz", 2, 4, [1, 7]),     // but reads the region override
    ] as [(LocaleID, Int, Int, [Int])])
    func week(locale: LocaleID, first: Int, minimal: Int, weekend: [Int]) throws {
        let c = try LocaleConventions(locale: locale)
        #expect(c.firstWeekday == first)
        #expect(c.minimalDaysInFirstWeek == minimal)
        #expect(c.weekendDays == weekend)
    }

    @Test("hour cycle", .cldr42, arguments: [
        ("en_US", LocaleConventions.HourCycle.h12),
        ("de_DE", .h23),
        ("ja_JP", .h23),
        ("ar_EG", .h12),
        ("en-US-u-hc-h23", .h23),              // the hours keyword counts
    ] as [(String, LocaleConventions.HourCycle)])
    func hourCycle(locale: String, expected: LocaleConventions.HourCycle) throws {
        #expect(try LocaleConventions(locale: LocaleID(locale)).hourCycle == expected)
        #expect(expected.rawValue == "\(expected)")
    }

    @Test(.cldr42) func currencies() throws {
        let swiss = try LocaleConventions(locale: "de_CH")
        #expect(swiss.currencyCode == "CHF")
        #expect(swiss.currencySymbol == "CHF")
        #expect(swiss.currencyName == "Schweizer Franken")

        let japanese = try LocaleConventions(locale: "ja_JP")
        #expect(japanese.currencyCode == "JPY")
        #expect(japanese.currencySymbol == "\u{FFE5}")                      // ￥, full width
        #expect(japanese.currencyName == "\u{65E5}\u{672C}\u{5186}")         // 日本円

        let egyptian = try LocaleConventions(locale: "ar_EG")
        #expect(egyptian.currencyCode == "EGP")
        #expect(egyptian.currencySymbol == "\u{62C}.\u{645}.\u{200F}")       // ج.م.‏

        let british = try LocaleConventions(locale: "en_US@rg=gbzzzz")
        #expect(british.currencyCode == "GBP")
        #expect(british.currencySymbol == "\u{A3}")
    }

    /// A locale without a region has no currency in ICU: no guess from likely subtags.
    @Test("no currency without a region", .cldr42, arguments: ["fr", "ar", "en_001", "zz"] as [LocaleID])
    func noCurrency(locale: LocaleID) throws {
        let c = try LocaleConventions(locale: locale)
        #expect(c.currencyCode == nil)
        #expect(c.currencySymbol == nil)
        #expect(c.currencyName == nil)
    }

    /// The locales of the tests above, each compared with ICU's own calls in this
    /// process (ulocdata, ucurr, ucal, udatpg), so that they hold on any ICU.
    @Test("conventions as ICU's calls give them", arguments: [
        "zh_CN", "fr_FR", "ja_JP", "de_DE", "en_US", "en_GB", "fr_CA", "en_US@rg=gbzzzz", "en_US@measure=metric",
        "ar_EG", "he_IL", "en_IN", "fa_IR", "de_DE@fw=sun", "en-US-u-hc-h23", "de_CH", "fr", "ar", "en_001", "zz",
        "root", "de_DE@rg=chzzzz", "en_US@rg=uszzzz", "de_CH@currency=EUR", "fr@currency=jpy",
    ] as [String])
    func conventionsAsICU(id: String) throws {
        let c = try LocaleConventions(locale: LocaleID(id))
        let locale = c.locale.identifier
        var status: Int32 = 0
        let data = try #require(icub_ulocdata_open(locale, &status))
        defer { icub_ulocdata_close(data) }
        let marks = [ICUB_ULOCDATA_QUOTATION_START, ICUB_ULOCDATA_QUOTATION_END,
                     ICUB_ULOCDATA_ALT_QUOTATION_START, ICUB_ULOCDATA_ALT_QUOTATION_END]
            .map { type in RawICU.text { icub_ulocdata_delimiter(data, Int32(type), $0, $1, &$2) } }
        #expect([c.quotationStart, c.quotationEnd, c.alternateQuotationStart, c.alternateQuotationEnd] == marks)
        let systems: [Int32: LocaleConventions.MeasurementSystem] = [
            Int32(ICUB_UMS_SI): .metric, Int32(ICUB_UMS_US): .us, Int32(ICUB_UMS_UK): .uk,
        ]
        #expect(c.measurementSystem == systems[icub_ulocdata_measurement_system(locale, &status)])
        var height: Int32 = 0, width: Int32 = 0
        icub_ulocdata_paper_size(locale, &height, &width, &status)
        #expect(c.paperSize == .init(height: Int(height), width: Int(width)))

        let calendar = try #require(icub_ucal_open(locale, &status))
        defer { icub_ucal_close(calendar) }
        #expect(c.firstWeekday == Int(icub_ucal_first_day_of_week(calendar)))
        #expect(c.minimalDaysInFirstWeek == Int(icub_ucal_minimal_days_in_first_week(calendar)))
        #expect(c.weekendDays == (1...7).filter {
            icub_ucal_day_of_week_type(calendar, Int32($0), &status) != Int32(ICUB_UCAL_WEEKDAY)
        })

        let generator = try #require(icub_udatpg_open(locale, &status))
        defer { icub_udatpg_close(generator) }
        let cycles: [Int32: LocaleConventions.HourCycle] = [
            Int32(ICUB_UDAT_HOUR_CYCLE_11): .h11, Int32(ICUB_UDAT_HOUR_CYCLE_12): .h12,
            Int32(ICUB_UDAT_HOUR_CYCLE_23): .h23, Int32(ICUB_UDAT_HOUR_CYCLE_24): .h24,
        ]
        #expect(c.hourCycle == cycles[icub_udatpg_default_hour_cycle(generator, &status)])

        let code = RawICU.text { icub_ucurr_for_locale(locale, $0, $1, &$2) }.flatMap { $0.isEmpty ? nil : $0 }
        #expect(c.currencyCode == code)
        if let code {
            #expect(c.currencySymbol == RawICU.text { icub_ucurr_name(code, locale, Int32(ICUB_UCURR_SYMBOL_NAME), $0, $1, &$2) })
            #expect(c.currencyName == RawICU.text { icub_ucurr_name(code, locale, Int32(ICUB_UCURR_LONG_NAME), $0, $1, &$2) })
        }
        #expect(status <= 0, "\(status)")
    }

    /// The symbol is the one the currency style of ``NumberFormat`` writes.
    @Test("currency symbol as NumberFormat writes it", arguments: ["de_CH", "ja_JP", "en_US", "de_DE", "ar_EG", "en_GB"] as [LocaleID])
    func symbolMatchesNumberFormat(locale: LocaleID) throws {
        let c = try LocaleConventions(locale: locale)
        let code = try #require(c.currencyCode)
        let symbol = try #require(c.currencySymbol)
        let text = try NumberFormat(.currency(code: code), locale: locale).format(1)
        #expect(text.contains(symbol), "\(text)")
    }

    @Test("number symbols", .cldr42, arguments: [
        ("de_DE", [",", ".", "-", "%"], "latn"),
        ("fr_FR", [",", "\u{202F}", "-", "%"], "latn"),                       // narrow no-break space
        ("ar_EG", ["\u{66B}", "\u{66C}", "\u{61C}-", "\u{66A}\u{61C}"], "arab"),
        ("ar_EG@numbers=latn", [".", ",", "\u{200E}-", "\u{200E}%\u{200E}"], "latn"),
        ("en_US", [".", ",", "-", "%"], "latn"),
        ("en@numbers=roman", [".", ",", "-", "%"], "roman"),               // algorithmic: Latin digits' symbols
    ] as [(LocaleID, [String], String)])
    func numberSymbols(locale: LocaleID, symbols: [String], numbering: String) throws {
        let c = try LocaleConventions(locale: locale)
        #expect([c.decimalSeparator, c.groupingSeparator, c.minusSign, c.percentSign] == symbols)
        #expect(c.numberingSystem == numbering)
    }

    /// A locale ICU has no data for gets root's data, never the environment's.
    @Test(.cldr42) func unknownLocaleGetsRootData() throws {
        let c = try LocaleConventions(locale: "zz")
        #expect(c.quotationStart == "\u{201C}")
        #expect(c.decimalSeparator == ".")
        #expect(c.numberingSystem == "latn")
        #expect(c.measurementSystem == .metric)
        #expect((1...7).contains(c.firstWeekday))
    }

    @Test(.cldr42) func rootLocale() throws {
        let c = try LocaleConventions(locale: .root)
        #expect(c.quotationStart == "\u{201C}")
        #expect(c.currencyCode == nil)
        #expect(c.hourCycle == .h12)
    }

    // MARK: Bad input

    /// An `rg` or `hours` value ICU 72 cannot read (longer than 8 characters) would
    /// fail inside ICU with U_BUFFER_OVERFLOW_ERROR: every malformed one is refused up front.
    @Test("bad locales throw a typed error", arguments: [
        "!!", "", "en@numbers=bogus", "de_DE@numbers=xyz12345",
        "en_US@rg=ggzl-ertatn", "en_US@rg=123456789", "en-US-u-rg-abcdefgh", "en_US@rg=gb",
        "en@currency=1en", "en@currency=bogus", "en-u-cu-qqq",
        "ja@hours=h23-jrootp", "en-US-u-hc-abc",
    ])
    func badLocales(text: String) {
        let error = #expect(throws: ICUError.self) { try LocaleConventions(locale: LocaleID(text)) }
        #expect(error?.kind == .badInput)
        let pooled = #expect(throws: ICUError.self) { try FormatterPool(capacity: 4).localeConventions(locale: LocaleID(text)) }
        #expect(pooled?.kind == .badInput)
    }

    @Test func anInvalidLiteralThrows() {
        let literal: LocaleID = "not a locale!"
        #expect(throws: ICUError.self) { try LocaleConventions(locale: literal) }
    }

    @Test func longAndOddInputsThrowAndDoNotCrash() {
        for text in [String(repeating: "a", count: 1_000_000), "en\u{0}US", "de_DE@" + String(repeating: "x=y;", count: 100),
                     "\u{1F600}", "en_US@currency=" + String(repeating: "E", count: 200)] {
            #expect(throws: ICUError.self) { try LocaleConventions(locale: LocaleID(text)) }
        }
    }

    /// Region overrides as UTS #35 spells them: a region and a subdivision suffix.
    @Test(.cldr42) func wellFormedRegionOverrides() throws {
        #expect(try LocaleConventions(locale: LocaleID("en-US-u-rg-gbzzzz")).currencyCode == "GBP")
        #expect(try LocaleConventions(locale: LocaleID("de_DE@rg=chzzzz")).currencyCode == "CHF")
        #expect(try LocaleConventions(locale: LocaleID("en_US@rg=uszzzz")).measurementSystem == .us)
    }

    /// A currency keyword with a code ICU knows is the locale's currency, whatever its region.
    @Test(.cldr42) func currencyKeyword() throws {
        let c = try LocaleConventions(locale: LocaleID("de-CH-u-cu-eur"))
        #expect(c.currencyCode == "EUR")
        #expect(c.currencySymbol == "EUR")          // Swiss German writes the code, as NumberFormat does
        #expect(try NumberFormat(.currency(code: "EUR"), locale: "de_CH").format(1).hasPrefix("EUR"))
        #expect(try LocaleConventions(locale: LocaleID("fr@currency=jpy")).currencyCode == "JPY")
    }

    // MARK: Value semantics

    @Test(.cldr42) func equalityHashingAndCoding() throws {
        let a = try LocaleConventions(locale: "de_CH")
        let b = try LocaleConventions(locale: "de-CH")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != (try LocaleConventions(locale: "de_DE")))

        let data = try JSONEncoder().encode(a)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["measurementSystem"] as? String == "metric")
        #expect(object["hourCycle"] as? String == "h23")
        #expect(object["currencyCode"] as? String == "CHF")
        #expect(object["locale"] as? String == "de_CH")
        #expect(try JSONDecoder().decode(LocaleConventions.self, from: data) == a)

        let noCurrency = try LocaleConventions(locale: "fr")
        #expect(try JSONDecoder().decode(LocaleConventions.self, from: JSONEncoder().encode(noCurrency)) == noCurrency)
    }

    @Test func decodingRejectsDaysOutsideTheWeek() throws {
        let data = try JSONEncoder().encode(try LocaleConventions(locale: "en_US"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["firstWeekday"] = 8
        let bad = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LocaleConventions.self, from: bad) }
    }

    // MARK: Pool

    @Test func pooledEqualsFresh() throws {
        let pool = FormatterPool(capacity: 16, currentLocale: "ja_JP")
        for id in ["de_DE", "ar_EG", "fr", "en-US", "ja_JP@calendar=japanese"] {
            let pooled = try pool.localeConventions(locale: LocaleID(id))
            #expect(pooled == (try LocaleConventions(locale: LocaleID(id))))
            #expect(try pool.localeConventions(locale: LocaleID(id)) == pooled)
        }
        #expect(try pool.localeConventions().locale == "ja_JP")
        #expect(try pool.localeConventions() == (try LocaleConventions(locale: "ja_JP")))
    }

    /// Eight threads read one pool's conventions and get the single-threaded answers.
    @Test func eightThreadsReadThePool() throws {
        let locales: [LocaleID] = ["de_DE", "ar_EG", "fr_FR", "ja_JP", "en_US", "de_CH", "zh_CN", "en_GB", "he_IL", "fr"]
        let expected = try locales.map { try LocaleConventions(locale: $0) }
        let pool = FormatterPool(capacity: 8)   // fewer than the locales: evictions while reading
        let wrong = Atomic<Int>(0)
        let failed = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<400 {
                let i = (round + thread * 3) % locales.count
                do {
                    if try pool.localeConventions(locale: locales[i]) != expected[i] { wrong.add(1, ordering: .relaxed) }
                } catch {
                    failed.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(failed.load(ordering: .relaxed) == 0)
    }
}
