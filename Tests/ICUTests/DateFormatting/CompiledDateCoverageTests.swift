#if canImport(Glibc)
import Glibc
#endif
@testable import ICU
import Testing

/// Which formats take the compiled path, decided at creation: every style pair
/// of the Gregorian calendar in the 30 most used locales, and at least 95% of
/// the style pairs of every available locale.
@Suite("Compiled dates: coverage")
struct CompiledDateCoverageTests {
    /// The 30 locales most servers answer in: the languages with the most
    /// internet users and app-store markets, each in its main region.
    static let mostUsed = [
        "en_US", "en_GB", "en_IN", "zh_CN", "zh_TW", "zh_HK", "ja_JP", "ko_KR", "de_DE", "fr_FR",
        "fr_CA", "es_ES", "es_MX", "es_419", "pt_BR", "pt_PT", "it_IT", "ru_RU", "nl_NL", "pl_PL",
        "tr_TR", "ar_EG", "ar_SA", "he_IL", "hi_IN", "th_TH", "id_ID", "vi_VN", "uk_UA", "sv_SE",
    ]

    /// The style pairs of a locale: how many use the Gregorian calendar, how many
    /// of those compile, and why the others do not.
    static func coverage(_ locale: String, zone: String = "America/Los_Angeles") throws
        -> (gregorian: Int, compiled: Int, all: Int, allCompiled: Int, reasons: [String]) {
        var result = (gregorian: 0, compiled: 0, all: 0, allCompiled: 0, reasons: [String]())
        for (date, time) in CompiledDateDifferential.stylePairs {
            let handle = try UDateFormatHandle(timeStyle: time, dateStyle: date, locale: LocaleID(locale), timeZone: zone,
                                               pattern: nil, lenient: false)
            let isGregorian = try handle.calendarType() == "gregorian"
            let decision = try CompiledDatePattern.compile(pattern: try handle.pattern(), handle: handle,
                                                           locale: LocaleID(locale), timeZone: zone)
            result.all += 1
            if isGregorian { result.gregorian += 1 }
            switch decision {
            case .compiled:
                result.allCompiled += 1
                if isGregorian { result.compiled += 1 }
            case .fallback(let reason):
                result.reasons.append("\(locale) \(date)/\(time): \(reason)")
            }
        }
        return result
    }

    @Test func everyGregorianStylePairOfTheMostUsedLocalesCompiles() throws {
        var gregorian = 0, compiled = 0, all = 0, allCompiled = 0
        var reasons: [String] = []
        for locale in Self.mostUsed {
            let c = try Self.coverage(locale)
            gregorian += c.gregorian
            compiled += c.compiled
            all += c.all
            allCompiled += c.allCompiled
            if c.compiled != c.gregorian { reasons += c.reasons }
        }
        print("most used locales (\(Self.mostUsed.count)): Gregorian style-pair formats \(gregorian), compiled \(compiled); "
              + "all style-pair formats \(all), compiled \(allCompiled)")
        // th_TH (buddhist) formats in another calendar by default, and ar_SA (islamic-umalqura)
        // up to CLDR 46; CLDR 47 gave Saudi Arabia the Gregorian calendar (ICU 78: ar_SA is Gregorian).
        let systems = try Self.mostUsed.map { try CalendarRules(locale: LocaleID($0), timeZone: .utc).system }
        let otherCalendars = systems.filter { !$0.isGregorian }
        #expect(otherCalendars.contains(.buddhist))
        #expect(!TestedICU.isPinned || otherCalendars == [.islamicUmmAlQura, .buddhist])
        #expect(gregorian == all - otherCalendars.count * CompiledDateDifferential.stylePairs.count)
        #expect(compiled == gregorian, "\(reasons.joined(separator: "\n"))")
        // th_TH's Buddhist style pairs compile too; islamic-umalqura ones stay on udat.
        let onUdat = otherCalendars.filter { $0 != .buddhist }.count
        #expect(allCompiled == all - onUdat * CompiledDateDifferential.stylePairs.count)
    }

    /// Every available locale (about 20 s in a debug build): a sweep (``Sweep``), run with
    /// `SWIFT_ICU_SWEEP=full` (scripts/long-checks) or SWIFT_ICU_COMPILED_DATE_SWEEP=1.
    @Test(.tags(.sweep), .enabled(if: Sweep.isFull || getenv("SWIFT_ICU_COMPILED_DATE_SWEEP") != nil))
    func ninetyFivePercentOfEveryLocalesStylePairsCompile() throws {
        var all = 0, compiled = 0, gregorian = 0, gregorianCompiled = 0
        var reasons: [String: Int] = [:]
        for locale in ULoc.available {
            let c = try Self.coverage(locale)
            all += c.all
            compiled += c.allCompiled
            gregorian += c.gregorian
            gregorianCompiled += c.compiled
            for reason in c.reasons {
                reasons[String(reason.split(separator: ":", maxSplits: 1)[1].dropFirst()), default: 0] += 1
            }
        }
        let share = Double(compiled) / Double(all)
        print("all locales (\(ULoc.available.count)): style-pair formats \(all), compiled \(compiled) "
              + "(\(String(format2: share * 100))%); Gregorian \(gregorian), compiled \(gregorianCompiled); fallbacks: "
              + reasons.sorted { $0.value > $1.value }.map { "\($0.value)× \($0.key)" }.joined(separator: "; "))
        #expect(share >= 0.95)
    }
}
