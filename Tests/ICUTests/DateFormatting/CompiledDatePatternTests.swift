import FoundationEssentials
import ICUBridge
import Testing
@_spi(Testing) @testable import ICU

#if canImport(Glibc)
import Glibc
#endif

/// The compiled date pattern writes what `udat_format` writes, byte for byte,
/// or stays on `udat` (decided at creation).
@Suite("CompiledDatePattern")
struct CompiledDatePatternTests {
    static let commonLocales = [
        "en_US", "en_GB", "en_IN", "en_AU", "de_DE", "fr_FR", "fr_CA", "es_ES", "es_MX", "it_IT", "pt_BR", "pt_PT",
        "nl_NL", "sv_SE", "pl_PL", "ru_RU", "uk_UA", "tr_TR", "ja_JP", "zh_CN", "zh_TW", "zh_Hant_HK", "ko_KR",
        "ar_EG", "ar_SA", "he_IL", "fa_IR", "hi_IN", "bn_BD", "mr_IN", "th_TH", "vi_VN", "id_ID", "my_MM", "ca_ES",
    ]

    @Test func piecesResolveQuotes() {
        #expect(CompiledDatePattern.pieces(of: "h 'o''clock' a, ''") == [
            .field(UInt8(ascii: "h"), width: 1), .literal(Array(" o'clock ".utf8)), .field(UInt8(ascii: "a"), width: 1),
            .literal(Array(", '".utf8)),
        ])
        #expect(CompiledDatePattern.pieces(of: "yyyy.MM") == [
            .field(UInt8(ascii: "y"), width: 4), .literal([UInt8(ascii: ".")]), .field(UInt8(ascii: "M"), width: 2),
        ])
        #expect(CompiledDatePattern.pieces(of: "'open") == nil)
    }

    /// What the fast path cannot write exactly stays on udat, with the reason.
    @Test(arguments: [
        ("en_US", "U", "'U'"), ("en_US", "r", "'r'"),
        ("en_US", "aaaaa", "'aaaaa'"), ("en_US", "h:mm v", "generic"),
        ("he_IL@calendar=hebrew", "y", "calendar hebrew"), ("zh@calendar=chinese", "d", "calendar chinese"),
        ("ko@calendar=dangi", "d", "calendar dangi"), ("ar_SA@calendar=islamic-umalqura", "y", "calendar islamic-umalqura"),
        ("en_US", "y=hanidec", "number format of its own"),
        ("zh@numbers=hans", "d", "not decimal"), ("en_US@numbers=roman", "d", "not decimal"),
        ("en_US", "d=hanidec", "number format of its own"),
    ])
    func fallsBack(locale: String, pattern: String, reason: String) throws {
        let handle = try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: LocaleID(locale), timeZone: "UTC",
                                           pattern: pattern, lenient: false)
        let decision = try CompiledDatePattern.compile(pattern: try handle.pattern(), handle: handle, locale: LocaleID(locale),
                                                       timeZone: "UTC")
        guard case .fallback(let why) = decision else {
            Issue.record("\(locale) '\(pattern)' compiled")
            return
        }
        #expect(why.contains(reason), "\(why)")
    }

    /// The sampled differential test: the common locales × every style pair ×
    /// the zones, a rotating share of the instants each; the templates and every
    /// letter and width in fewer locales; the parts (`udat_formatCalendarForFields`)
    /// at a share of the same instants. 0 differences. A sweep (``Sweep``): every second zone
    /// by default, every zone with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func matchesUdatFormat() throws {
        var run = CompiledDateDifferential()
        let anchors = CompiledDateDifferential.anchors
        var turn = 0
        func sample(_ all: [Double], _ count: Int) -> [Double] {
            turn += 1
            return (0..<min(count, all.count)).map { all[(turn * 7 + $0 * (all.count / max(count, 1) | 1)) % all.count] }
        }
        let zones = Sweep.sample(CompiledDateDifferential.zones, every: 2, sanitizer: 4)
        for zone in zones {
            let edges = try CompiledDateDifferential.transitions(zone)
            for locale in Self.commonLocales {
                for (date, time) in CompiledDateDifferential.stylePairs {
                    try run.compare(locale: locale, zone: zone, date: date, time: time,
                                    instants: sample(anchors, 6), zoneInstants: sample(edges, 4), partsEvery: 10)
                }
            }
            for locale in Self.commonLocales.prefix(12) {
                for template in CompiledDateDifferential.templates {
                    let pattern = try DatePatternGenerator(locale: LocaleID(locale)).bestPattern(for: template)
                    try run.compare(locale: locale, zone: zone, pattern: pattern,
                                    instants: sample(anchors, 4), zoneInstants: sample(edges, 2), partsEvery: 3)
                }
            }
            for locale in ["en_US", "ar_EG", "de_DE", "ja_JP", "mr_IN", "fr_CA"] {
                for pattern in CompiledDateDifferential.explicitPatterns {
                    try run.compare(locale: locale, zone: zone, pattern: pattern,
                                    instants: sample(anchors, 8), zoneInstants: sample(edges, 3), partsEvery: 4)
                }
            }
        }
        print(run.summary)
        #expect(run.differences.isEmpty, "\(run.differences.prefix(30).joined(separator: "\n"))")
        #expect(run.comparisons > 50_000 * zones.count / CompiledDateDifferential.zones.count)
        #expect(run.partsComparisons > 15_000 * zones.count / CompiledDateDifferential.zones.count)
    }

    /// The fields of a compiled format, as ICU reports them: in pattern order,
    /// each with the UTF-8 range of its text, literal text reported by none.
    @Test(.cldr42) func partsAsICUReportsThem() throws {
        let date = Date(timeIntervalSince1970: 1_388_934_489)  // 2014-01-05 15:08:09 UTC
        func spans(_ format: DateFormat) -> [String] {
            let millis = DateFormat.millis(date)
            guard let fast = format.storage.fast else {
                Issue.record("'\(format.pattern)' in \(format.locale) does not take the compiled path")
                return []
            }
            let compiled = fast.pattern.fieldOutput(fast.fields(millis), millis: millis)
            let udat = (try? format.storage.strict.fields(millis: millis, "formatting")).map(CompiledDateDifferential.describe)
            #expect(CompiledDateDifferential.describe(compiled) == udat)
            #expect(format.formatToParts(date) == format.formatToPartsThroughICU(date))
            return compiled.spans.map { "\($0.code) \($0.utf8)" }
        }
        let english = try DateFormat(date: .medium, time: .short, locale: "en_US",
                                     timeZone: TimeZoneID("America/Los_Angeles"))
        #expect(english.format(date) == "Jan 5, 2014, 7:08\u{202F}AM")
        // The narrow no-break space before AM is three bytes: AM starts at 20.
        #expect(spans(english) == ["month 0..<3", "date 4..<5", "year 7..<11", "hour1 13..<14", "minute 15..<17",
                                   "amPm 20..<22"])

        let german = try DateFormat(pattern: "EEEE, d. MMMM y, HH:mm:ss zzzz", locale: "de_DE",
                                    timeZone: TimeZoneID("Europe/Berlin"))
        #expect(german.format(date) == "Sonntag, 5. Januar 2014, 16:08:09 Mitteleurop\u{E4}ische Normalzeit")
        #expect(spans(german) == ["dayOfWeek 0..<7", "date 9..<10", "month 12..<18", "year 19..<23", "hourOfDay0 25..<27",
                                  "minute 28..<30", "second 31..<33", "timeZone 34..<63"])

        // Standalone forms and the other clocks are fields of their own in ICU.
        let forms = try DateFormat(pattern: "ccc LLL qqq QQ kk KK hh a e u Y A g SSSSS ZZZZ O VV XX x", locale: "en_US",
                                   timeZone: TimeZoneID("Asia/Kathmandu"))
        #expect(spans(forms).map { $0.prefix { $0 != " " } } == [
            "standaloneDay", "standaloneMonth", "standaloneQuarter", "quarter", "hourOfDay1", "hour0", "hour1", "amPm",
            "dayOfWeekLocal", "extendedYear", "yearForWeekOfYear", "millisecondsInDay", "julianDay", "fractionalSecond",
            "timeZoneRFC", "timeZoneLocalizedGMTOffset", "timeZoneSpecial", "timeZoneISO", "timeZoneISOLocal",
        ])
    }

    /// The sweep compares the parts at one instant in this many: where fields
    /// start and end depends on the pattern far more than on the instant.
    static let sweepPartsEvery = 8

    /// The full sweep: every available locale × every style pair × the 30
    /// templates × the 12 zones (or those of SWIFT_ICU_SWEEP_ZONES, comma-separated)
    /// × every anchor instant and both sides of sampled transitions, and the parts
    /// at one instant in ``sweepPartsEvery``. Runs only with
    /// SWIFT_ICU_COMPILED_DATE_SWEEP=1 (Tests/Sweeps/compiled-date-sweep.sh).
    @Test(.enabled(if: getenv("SWIFT_ICU_COMPILED_DATE_SWEEP") != nil))
    func fullSweep() throws {
        var run = CompiledDateDifferential()
        let anchors = CompiledDateDifferential.anchors
        let locales = ULoc.available
        let chosen = getenv("SWIFT_ICU_SWEEP_ZONES").map { String(cString: $0).split(separator: ",").map(String.init) }
        for zone in chosen ?? CompiledDateDifferential.zones {
            let edges = try CompiledDateDifferential.transitions(zone, every: 5, limit: 12)
            for locale in locales {
                for (date, time) in CompiledDateDifferential.stylePairs {
                    try run.compare(locale: locale, zone: zone, date: date, time: time, instants: anchors,
                                    zoneInstants: edges, partsEvery: Self.sweepPartsEvery)
                }
                let generator = try DatePatternGenerator(locale: LocaleID(locale))
                for template in CompiledDateDifferential.templates {
                    try run.compare(locale: locale, zone: zone, pattern: try generator.bestPattern(for: template),
                                    instants: anchors, zoneInstants: edges, partsEvery: Self.sweepPartsEvery)
                }
            }
            print("\(zone): \(run.summary)")
        }
        print("locales: \(locales.count)\n\(run.summary)")
        #expect(run.differences.isEmpty, "\(run.differences.prefix(50).joined(separator: "\n"))")
    }
}
