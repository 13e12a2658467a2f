@testable import ICU
import FoundationEssentials
import Testing

/// Intervals written by the compiled path are ICU's own text: every locale ICU
/// has with a date and a time template, and more templates, zones and
/// calendars in a few, on pairs of instants that differ first in each calendar
/// field, compared with `udtitvfmt_format` in this process.
@Suite("DateIntervalFormat: the compiled path")
struct CompiledDateIntervalTests {
    /// Pairs of instants that differ first in each field: random instants from
    /// 1800 to 2200 and a random distance from a millisecond to centuries.
    static func pairs(_ count: Int, seed: UInt64) -> [(Date, Date)] {
        var random = SplitMix64(seed: seed)
        let distances: [Double] = [0.001, 0.9, 45, 3_000, 20_000, 50_000, 90_000, 400_000, 3_000_000, 40_000_000, 4e9]
        return (0..<count).map { _ in
            let start = Double.random(in: -5_364_662_400...7_258_118_400, using: &random).rounded()
                + Double(Int.random(in: 0..<1000, using: &random)) / 1000
            let distance = distances.randomElement(using: &random)! * Double.random(in: 0.5...1.5, using: &random)
            let end = Bool.random(using: &random) ? start + distance : start - distance
            return (Date(timeIntervalSince1970: start), Date(timeIntervalSince1970: (end * 1000).rounded() / 1000))
        }
    }

    static func expectICUsText(_ format: DateIntervalFormat, _ pairs: [(Date, Date)]) {
        for (start, end) in pairs {
            let icu = format.formatUsingICU(from: start, to: end)
            #expect(format.format(from: start, to: end) == icu,
                    "\(start) – \(end), \(format.template) in \(format.locale), \(format.timeZone)")
            var buffer: [UInt8] = [0x3E]
            format.format(from: start, to: end, appendingTo: &buffer)
            #expect(buffer == [0x3E] + Array(icu.utf8))
        }
    }

    /// A sweep (``Sweep``): every sixteenth locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLocaleIsICUsText() throws {
        var compiled = 0, total = 0
        let pairs = Self.pairs(Sweep.count(full: 60, sampled: 40, sanitizer: 20), seed: 1)
        for locale in Sweep.sample(LocaleID.availableLocales, every: 16, sanitizer: 48) {
            for template in ["yMMMd", "jm"] {
                let format = try DateIntervalFormat(template: template, locale: locale, timeZone: .utc)
                total += Difference.allCases.count
                compiled += format.storage.compiled?.compiledDifferences.count ?? 0
                Self.expectICUsText(format, pairs)
            }
        }
        // ICU 72: all but 206 of 32,200 (the locales whose calendar the compiled
        // date path leaves to ICU, such as ar_SA's Umm al-Qura, and a few eras).
        #expect(compiled * 100 > total * 95, "\(compiled) of \(total)")
    }

    /// Times a minute apart at every hour of the day, in zones whose offsets go
    /// round the clock: the widths of hours ("5" or "05") are read off the probe
    /// intervals, which must reach a one-digit hour whatever the zone (F44: in
    /// Australia/Lord_Howe every probe's hour had two digits, and th_TH's `jm`
    /// intervals were written "03:28–03:29" where ICU writes "3:28–3:29").
    /// A sweep (``Sweep``): the zones of F44's offsets and every seventh whole-hour zone by default,
    /// every whole-hour zone with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep), arguments: ["th_TH", "en_US", "de_DE", "ja_JP", "ko_KR", "hi_IN"])
    func hourWidthsInZonesRoundTheClock(_ locale: String) throws {
        let zones = ["Australia/Lord_Howe", "Pacific/Kiritimati", "Asia/Kathmandu", "America/St_Johns", "Pacific/Apia",
                     "Pacific/Chatham", "Asia/Kolkata"]
            + Sweep.sample((-12...14).map { "Etc/GMT\($0 <= 0 ? "+" : "-")\(abs($0))" }, every: 7, sanitizer: 27)
        let pairs = (0..<48).flatMap { half -> [(Date, Date)] in
            let start = 9_700_000_000.0 + Double(half) * 1_800 + 95
            return [(Date(timeIntervalSince1970: start), Date(timeIntervalSince1970: start + 60)),
                    (Date(timeIntervalSince1970: start - 86_400 * 3_000), Date(timeIntervalSince1970: start - 86_400 * 3_000 + 3_600))]
        }
        for zone in zones {
            for template in ["jm", "hm", "Hm", "Km", "km", "jms"] {
                let format = try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: TimeZoneID(zone))
                Self.expectICUsText(format, pairs)
            }
        }
    }

    /// Intervals across the Gregorian era boundary, whose probes were all near
    /// midnight UTC of year 1: in Asia/Tokyo (+9:18:59 then) none had a one-digit
    /// minute, and zh_CN's `CbbHCm` (ICU's fallback writes `m`) was written with
    /// `mm` (F46: "公元 2013-12-31 09" where ICU writes "… 9"). Every six minutes
    /// of a day in zones with odd minutes in their offsets, against `udtitvfmt`.
    @Test(arguments: ["Asia/Tokyo", "Asia/Kathmandu", "America/St_Johns", "Europe/Dublin", "UTC"])
    func minuteAndHourWidthsAcrossEras(_ zone: String) throws {
        let pairs = (0..<240).map { step -> (Date, Date) in
            let start = 1_388_419_761.0 + Double(step) * 360
            return (Date(timeIntervalSince1970: start), Date(timeIntervalSince1970: -62_235_596_800 + Double(step) * 371))
        }
        for (locale, template) in [("zh_CN", "CbbHCm"), ("en_US", "Hm"), ("ja_JP", "jm"), ("de_DE", "yMdHm")] {
            let format = try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: TimeZoneID(zone))
            Self.expectICUsText(format, pairs)
        }
    }

    typealias Difference = CompiledDateInterval.Difference

    @Test(.tags(.sweep), arguments: ["en_US", "de_DE", "fr_FR", "ja_JP", "zh_Hans_CN", "ru_RU", "ar_EG", "he_IL", "hi_IN", "fa_IR",
                      "ja_JP@calendar=japanese", "th_TH", "zh_TW@calendar=roc", "ar_SA@calendar=islamic", "en_GB@numbers=arab"])
    func templatesZonesAndCalendarsAreICUsText(_ locale: String) throws {
        let pairs = Self.pairs(Sweep.count(full: 150, sampled: 30, sanitizer: 20), seed: 2)
        // Sampled (``Sweep``): a quarter of the zone and template pairs, every zone and template among them.
        let every = Sweep.isFull ? 1 : 4
        for (z, zone) in ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Europe/Berlin"].enumerated() {
            for (t, template) in ["yMMMd", "jm", "Hm", "yMMMEd", "yMd", "MMMd", "yMMMM", "jms", "hmv", "Hmz", "yMMMdjm",
                                  "GyMMMd", "MMMMEEEEd", "yQQQ", "Bh", "jmsSSS", "yMMMEEEEdBhm", "d", "MMM", "y"].enumerated()
            where (z + t) % every == 0 {
                let format = try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: TimeZoneID(zone))
                Self.expectICUsText(format, pairs)
            }
        }
    }
}
