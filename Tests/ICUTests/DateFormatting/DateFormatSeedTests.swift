import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// The seeds' date examples, as ICU 72 (CLDR 42) writes them: CLDR 42 puts a
/// narrow no-break space (U+202F) before AM/PM, where the seeds show a space.
@Suite("DateFormat: the seeds' examples", .cldr42)
struct DateFormatSeedTests {
    private func format(_ date: Date, date dateStyle: DateFormat.Style, time timeStyle: DateFormat.Style,
                        _ locale: LocaleID) throws -> String {
        try DateFormat(date: dateStyle, time: timeStyle, locale: locale, timeZone: losAngeles()).format(date)
    }

    /// Table 4-1: Sunday, January 5, 2014, 7:08:09 AM PST.
    @Test func table4_1() throws {
        let date = SeedDate.table4_1
        #expect(try format(date, date: .full, time: .none, "en_US") == "Sunday, January 5, 2014")
        #expect(try format(date, date: .short, time: .none, "en_US") == "1/5/14")
        #expect(try format(date, date: .none, time: .medium, "en_US") == "7:08:09\u{202F}AM")
        #expect(try format(date, date: .none, time: .short, "en_US") == "7:08\u{202F}AM")
        // The seed's "7:08:09 AM PST" is the long time style.
        #expect(try format(date, date: .none, time: .long, "en_US") == "7:08:09\u{202F}AM PST")

        // English in Germany: day before month, 24-hour clock. CLDR 42 adds a
        // comma after the weekday and writes a four-digit year in the short style.
        #expect(try format(date, date: .full, time: .none, "en_DE") == "Sunday, 5 January 2014")
        #expect(try format(date, date: .short, time: .none, "en_DE") == "05/01/2014")
        #expect(try format(date, date: .none, time: .medium, "en_DE") == "07:08:09")
        #expect(try format(date, date: .none, time: .short, "en_DE") == "07:08")
        // The seed's "07:08:09 PST": en_DE inherits from en_001, which drops the
        // US zone abbreviations, so CLDR 42 writes GMT-8.
        #expect(try format(date, date: .none, time: .long, "en_DE") == "07:08:09 GMT-8")
    }

    /// Table 4-3: every preset style in en_US for June 10, 2013, 11:03:15 AM PDT.
    @Test func table4_3() throws {
        let date = SeedDate.table4_3
        let expected: [(DateFormat.Style, date: String, time: String)] = [
            (.short, "6/10/13", "11:03\u{202F}AM"),
            (.medium, "Jun 10, 2013", "11:03:15\u{202F}AM"),
            (.long, "June 10, 2013", "11:03:15\u{202F}AM PDT"),
            // The seed says Friday; June 10, 2013 was a Monday.
            (.full, "Monday, June 10, 2013", "11:03:15\u{202F}AM Pacific Daylight Time"),
        ]
        for (style, dateText, timeText) in expected {
            #expect(try format(date, date: style, time: .none, "en_US") == dateText)
            #expect(try format(date, date: .none, time: style, "en_US") == timeText)
        }
        // "No Style: output suppressed" for both is not a format.
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "en_US") {
            try DateFormat(date: .none, time: .none, locale: "en_US", timeZone: losAngeles())
        }
        #expect(error.reason == "date and time styles are both none")
    }

    /// Table 4-4: medium date and short time, June 6, 2013, 10:14 AM PDT.
    @Test("Table 4-4", arguments: [
        ("en_US", "Jun 6, 2013", "10:14\u{202F}AM", "Jun 6, 2013, 10:14\u{202F}AM"),
        // French abbreviates June as "juin"; the seed's "Jun" is English.
        ("fr_FR", "6 juin 2013", "10:14", "6 juin 2013, 10:14"),
        ("zh_CN", "2013年6月6日", "10:14", "2013年6月6日 10:14"),
    ] as [(LocaleID, String, String, String)])
    func table4_4(locale: LocaleID, medium: String, short: String, both: String) throws {
        let date = SeedDate.table4_4
        #expect(try format(date, date: .medium, time: .none, locale) == medium)
        #expect(try format(date, date: .none, time: .short, locale) == short)
        #expect(try format(date, date: .medium, time: .short, locale) == both)
    }

    /// Table 4-5: the template "dMMM" becomes each locale's own pattern, where
    /// the fixed pattern "MMM d" is not localized.
    @Test("Table 4-5", arguments: [
        ("en_US", "MMM d", "Nov 13", "Nov 13"),
        ("fr_FR", "d MMM", "13 nov.", "nov. 13"),
        ("de_DE", "d. MMM", "13. Nov.", "Nov. 13"),
        ("zh_CN", "M月d日", "11月13日", "11月 13"),
    ] as [(LocaleID, String, String, String)])
    func table4_5(locale: LocaleID, pattern: String, localized: String, fixed: String) throws {
        let zone = try losAngeles()
        #expect(try DatePatternGenerator(locale: locale).bestPattern(for: "dMMM") == pattern)
        let fromTemplate = try DateFormat(template: "dMMM", locale: locale, timeZone: zone)
        #expect(fromTemplate.pattern == pattern)
        #expect(fromTemplate.format(SeedDate.table4_5) == localized)
        #expect(try DateFormat(pattern: "MMM d", locale: locale, timeZone: zone).format(SeedDate.table4_5) == fixed)
    }

    /// "9/3/14" with the short date style and no time, in Los Angeles: 2014-09-03
    /// 07:00 UTC in en_US, 2014-03-09 08:00 UTC in Germany, as the seed says.
    @Test func parsingNineThreeFourteen() throws {
        let zone = try losAngeles()
        let american = try DateFormat(date: .short, time: .none, locale: "en_US", timeZone: zone)
        #expect(american.pattern == "M/d/yy")
        let september3 = Date(timeIntervalSince1970: 1_409_727_600)  // 2014-09-03 07:00:00 UTC
        #expect(try american.parse("9/3/14") == september3)
        #expect(try american.parse("9/3/14", lenient: true) == september3)

        let german = try DateFormat(date: .short, time: .none, locale: "de_DE", timeZone: zone)
        #expect(german.pattern == "dd.MM.yy")
        let error = try requireICUError("U_PARSE_ERROR", mentioning: "'9/3/14'") { try german.parse("9/3/14") }
        #expect(error.utf8Offset == 0)
        let march9 = Date(timeIntervalSince1970: 1_394_352_000)  // 2014-03-09 08:00:00 UTC
        #expect(try german.parse("9/3/14", lenient: true) == march9)
        #expect(try german.parse("09.03.14") == march9)
    }

    /// Table 4-7's eras: the Japanese calendar from the locale's keyword.
    @Test func japaneseCalendarEras() throws {
        let tokyo = try TimeZoneID("Asia/Tokyo")
        let japanese: LocaleID = "ja-JP-u-ca-japanese"
        let full = try DateFormat(date: .full, time: .none, locale: japanese, timeZone: tokyo)
        #expect(full.pattern == "Gy年M月d日EEEE")
        // Table 4-1's instant is Monday, January 6, 2014 in Tokyo: Heisei 26.
        #expect(full.format(SeedDate.table4_1) == "平成26年1月6日月曜日")
        #expect(try DateFormat(date: .short, time: .none, locale: japanese, timeZone: tokyo)
            .format(SeedDate.table4_1) == "H26/1/6")
        let long = try DateFormat(date: .long, time: .none, locale: japanese, timeZone: tokyo)
        #expect(long.format(Date(timeIntervalSince1970: 1_556_582_400)) == "平成31年4月30日")  // 2019-04-30
        // The first year of an era is 元年.
        #expect(long.format(Date(timeIntervalSince1970: 1_556_668_800)) == "令和元年5月1日")   // 2019-05-01
        // Without the keyword, the Gregorian calendar.
        #expect(try DateFormat(date: .long, time: .none, locale: "ja_JP", timeZone: tokyo)
            .format(SeedDate.table4_1) == "2014年1月6日")
    }
}

/// The inputs of ``DateFormatSeedTests``, each compared with ICU's own `udat`
/// in this process, so that they hold on any ICU.
@Suite("DateFormat: the seeds' examples, against ICU")
struct DateFormatSeedTwins {
    static func udatStyle(_ style: DateFormat.Style) -> Int32 {
        switch style {
        case .none: Int32(ICUB_UDAT_NONE)
        case .short: Int32(ICUB_UDAT_SHORT)
        case .medium: Int32(ICUB_UDAT_MEDIUM)
        case .long: Int32(ICUB_UDAT_LONG)
        case .full: Int32(ICUB_UDAT_FULL)
        }
    }

    static let styles: [(Date, DateFormat.Style, DateFormat.Style, LocaleID, String)] = {
        var rows: [(Date, DateFormat.Style, DateFormat.Style, LocaleID, String)] = []
        let la = "America/Los_Angeles"
        for locale in ["en_US", "en_DE"] as [LocaleID] {
            for style in [DateFormat.Style.short, .medium, .long, .full] {
                rows += [(SeedDate.table4_1, style, .none, locale, la), (SeedDate.table4_1, .none, style, locale, la),
                         (SeedDate.table4_3, style, .none, locale, la), (SeedDate.table4_3, .none, style, locale, la)]
            }
        }
        for locale in ["en_US", "fr_FR", "zh_CN"] as [LocaleID] {
            rows += [(SeedDate.table4_4, .medium, .none, locale, la), (SeedDate.table4_4, .none, .short, locale, la),
                     (SeedDate.table4_4, .medium, .short, locale, la)]
        }
        let heisei26 = SeedDate.table4_1, heisei31 = Date(timeIntervalSince1970: 1_556_582_400)
        let reiwa1 = Date(timeIntervalSince1970: 1_556_668_800)
        for date in [heisei26, heisei31, reiwa1] {
            for style in [DateFormat.Style.short, .long, .full] {
                rows.append((date, style, .none, "ja-JP-u-ca-japanese", "Asia/Tokyo"))
            }
            rows.append((date, .long, .none, "ja_JP", "Asia/Tokyo"))
        }
        return rows
    }()

    @Test func stylesAsUdat() throws {
        for (date, dateStyle, timeStyle, locale, zone) in Self.styles {
            let format = try DateFormat(date: dateStyle, time: timeStyle, locale: locale, timeZone: TimeZoneID(zone))
            let icu = RawICU.date(date, time: Self.udatStyle(timeStyle), date: Self.udatStyle(dateStyle),
                                  locale: locale.identifier, zone: zone)
            #expect(format.format(date) == icu, "\(dateStyle)/\(timeStyle) in \(locale)")
        }
    }

    @Test("templates and fixed patterns as udatpg and udat", arguments: ["en_US", "fr_FR", "de_DE", "zh_CN"] as [LocaleID])
    func templatesAsUdat(locale: LocaleID) throws {
        let zone = try losAngeles()
        let pattern = try #require(RawICU.bestPattern("dMMM", locale: locale.identifier))
        #expect(try DatePatternGenerator(locale: locale).bestPattern(for: "dMMM") == pattern)
        let fromTemplate = try DateFormat(template: "dMMM", locale: locale, timeZone: zone)
        #expect(fromTemplate.pattern == pattern)
        #expect(fromTemplate.format(SeedDate.table4_5)
            == RawICU.date(SeedDate.table4_5, pattern: pattern, locale: locale.identifier, zone: zone.identifier))
        #expect(try DateFormat(pattern: "MMM d", locale: locale, timeZone: zone).format(SeedDate.table4_5)
            == RawICU.date(SeedDate.table4_5, pattern: "MMM d", locale: locale.identifier, zone: zone.identifier))
    }

    /// The examples of the compiled date path's tests (CompiledCalendarsTests,
    /// CompiledDayPeriodTests, CompiledDatePatternTests), against `udat`.
    @Test func compiledExamplesAsUdat() throws {
        let tokyo = "Asia/Tokyo"
        let reiwa1 = Date(timeIntervalSince1970: 1_556_668_800), reiwa2 = Date(timeIntervalSince1970: 1_588_291_200)
        let rows: [(Date, DateFormat.Style, DateFormat.Style, String, String)] = [
            (reiwa1, .long, .none, "ja_JP@calendar=japanese", tokyo), (reiwa2, .long, .none, "ja_JP@calendar=japanese", tokyo),
            (reiwa2, .short, .none, "ja_JP@calendar=japanese", tokyo),
            (Date(timeIntervalSince1970: 12 * 3600), .none, .short, "zh_TW", "UTC"),
            (Date(timeIntervalSince1970: 15 * 3600 + 60), .none, .short, "zh_TW", "UTC"),
            (SeedDate.table4_1, .medium, .short, "en_US", "America/Los_Angeles"),
        ]
        for (date, dateStyle, timeStyle, locale, zone) in rows {
            let format = try DateFormat(date: dateStyle, time: timeStyle, locale: LocaleID(locale), timeZone: TimeZoneID(zone))
            #expect(format.format(date) == RawICU.date(date, time: Self.udatStyle(timeStyle), date: Self.udatStyle(dateStyle),
                                                       locale: locale, zone: zone), "\(locale)")
        }
        let pattern = "EEEE, d. MMMM y, HH:mm:ss zzzz"
        #expect(try DateFormat(pattern: pattern, locale: "de_DE", timeZone: TimeZoneID("Europe/Berlin")).format(SeedDate.table4_1)
            == RawICU.date(SeedDate.table4_1, pattern: pattern, locale: "de_DE", zone: "Europe/Berlin"))
    }

    /// The seed's "9/3/14" read back in each locale's short style: what ICU reads, or a failure where ICU fails.
    @Test func parsingAsUdat() throws {
        let zone = try losAngeles()
        for locale in ["en_US", "de_DE"] as [LocaleID] {
            for lenient in [false, true] {
                let format = try DateFormat(date: .short, time: .none, locale: locale, timeZone: zone)
                var status: Int32 = 0
                let udat = try #require(icub_udat_open(Int32(ICUB_UDAT_NONE), Int32(ICUB_UDAT_SHORT), locale.identifier,
                                                       zone.identifier, Int32(zone.identifier.utf8.count), nil, 0, &status))
                defer { icub_udat_close(udat) }
                icub_udat_set_lenient(udat, lenient ? 1 : 0)
                var offset: Int32 = -1
                let millis = withBridgeText("9/3/14") { icub_udat_parse(udat, $0, $1, &offset, &status) }
                let parsed = try? format.parse("9/3/14", lenient: lenient)
                #expect(parsed == (status > 0 ? nil : Date(timeIntervalSince1970: millis / 1000)), "\(locale) \(lenient)")
            }
        }
    }
}
