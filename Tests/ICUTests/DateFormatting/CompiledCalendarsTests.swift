import FoundationEssentials
@testable import ICU
import Synchronization
import Testing

/// Calendars other than the Gregorian one on the compiled path: the fields come
/// from the format's own ICU calendar, the text from the compiled pattern; the
/// whole `DateFormat` against `udat_format` on its own handle.
@Suite("Compiled dates: other calendars")
struct CompiledCalendarsTests {
    static let locales = [
        "ja_JP@calendar=japanese", "en_US@calendar=japanese", "th_TH", "en@calendar=buddhist", "zh_TW@calendar=roc",
        "fa_IR", "en@calendar=persian", "ar@calendar=islamic", "ar_EG@calendar=islamic-civil",
        "en@calendar=islamic-tbla", "ar@calendar=islamic-rgsa", "en@calendar=coptic", "am_ET@calendar=ethiopic",
        "en@calendar=ethiopic-amete-alem", "hi_IN@calendar=indian", "en_US@calendar=iso8601", "de_DE@calendar=iso8601",
    ]

    /// Every style pair and template of these locales, in two zones, at the
    /// anchor instants (years 1 to 9999, before 1970, the range's ends) and both
    /// sides of transitions: 0 differences, and every style pair compiled.
    @Test(arguments: ["Asia/Tokyo", "America/St_Johns"])
    func everyStylePairAndTemplateMatchesUdat(zone: String) throws {
        let zoneID = try TimeZoneID(zone)
        let instants = CompiledDateDifferential.anchors + (try CompiledDateDifferential.transitions(zone, every: 9, limit: 6))
        var differences: [String] = []
        var formats = 0
        var compiled = 0
        for text in Self.locales {
            let locale = try LocaleID(text)
            var all: [DateFormat] = []
            for (date, time) in CompiledDateDifferential.stylePairs {
                let format = try DateFormat(date: Self.style(date), time: Self.style(time), locale: locale, timeZone: zoneID)
                #expect(format.storage.fast != nil, "\(text) \(date)/\(time) '\(format.pattern)' stays on udat")
                all.append(format)
            }
            for template in CompiledDateDifferential.templates {
                all.append(try DateFormat(template: template, locale: locale, timeZone: zoneID))
            }
            for format in all {
                formats += 1
                guard format.storage.fast != nil else { continue }
                compiled += 1
                for millis in instants {
                    let date = Date(timeIntervalSince1970: millis / 1000)
                    let expected = try format.storage.strict.output(millis: DateFormat.millis(date), "formatting") {
                        String(decoding: $0, as: UTF8.self)
                    }
                    let actual = format.format(date)
                    if actual != expected, differences.count < 50 {
                        differences.append("\(text) '\(format.pattern)' at \(millis): udat '\(expected)', compiled '\(actual)'")
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        // Only patterns with a number override of their own (ja's 元年) stay on udat.
        #expect(compiled > formats * 9 / 10, "\(compiled) of \(formats)")
    }

    static func style(_ style: UDateFormatHandle.Style) -> DateFormat.Style {
        switch style {
        case .full: .full
        case .long: .long
        case .medium: .medium
        case .short: .short
        default: .none
        }
    }
}

extension CompiledCalendarsTests {
    /// ICU's own output for the first year of an era, read from ICU: `jpanyear`
    /// writes 元 (gannen) where the pattern has 年, and the compiled path writes it too.
    @Test(.cldr42) func theFirstYearOfAJapaneseEraIsGannen() throws {
        let zone = try TimeZoneID("Asia/Tokyo")
        let format = try DateFormat(date: .long, time: .none, locale: "ja_JP@calendar=japanese", timeZone: zone)
        #expect(format.pattern == "Gy年M月d日")
        #expect(format.storage.fast != nil)
        let reiwa1 = Date(timeIntervalSince1970: 1_556_668_800)  // 2019-05-01 in Tokyo
        let reiwa2 = Date(timeIntervalSince1970: 1_588_291_200)  // 2020-05-01
        #expect(format.format(reiwa1) == "令和元年5月1日")
        #expect(format.format(reiwa2) == "令和2年5月1日")
        let short = try DateFormat(date: .short, time: .none, locale: "ja_JP@calendar=japanese", timeZone: zone)
        #expect(short.format(reiwa2) == "R2/5/1")
    }
}

extension CompiledCalendarsTests {
    /// One format shared by eight threads: its fields come from ICU calendars the
    /// threads take in turn (the primary one, or a spare), and every text is the
    /// one a single thread writes.
    @Test func eightThreadsShareAJapaneseFormat() throws {
        let zone = try TimeZoneID("Asia/Tokyo")
        let format = try DateFormat(date: .full, time: .long, locale: "ja_JP@calendar=japanese", timeZone: zone)
        #expect(format.storage.fast != nil)
        var random = SplitMix64(seed: 12)
        let dates = (0..<500).map { _ in
            Date(timeIntervalSince1970: Double(Int64(random.next() % 8_000_000_000)) - 4_000_000_000)
        }
        let expected = dates.map { format.format($0) }
        let wrong = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<4 {
                for index in dates.indices where (index + thread + round) % 3 == 0 {
                    if format.format(dates[index]) != expected[index] { wrong.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
