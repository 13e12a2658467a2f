import FoundationEssentials
@testable import ICU
import Testing

/// Day periods (`B`: "in the afternoon", `b`: am, pm, noon, midnight) on the
/// compiled path: ICU writes noon and midnight only at exactly 12:00 and 00:00,
/// counting the minutes and seconds only when the pattern has them.
@Suite("Compiled dates: day periods")
struct CompiledDayPeriodTests {
    static let patterns = [
        "B", "BBBB", "BBBBB", "b", "bbbb", "bbbbb", "h B", "h:mm B", "h:mm:ss BBBB", "h bbbb", "H:mm:ss b",
        "Bh:mm", "Bh:mm:ss", "s b", "BBB h:mm",
    ]

    /// Every hour at :00:00, :00:30, :01:00 and :59:59 (exact midnight and noon among them).
    static let instants: [Double] = (0..<24).flatMap { hour -> [Double] in
        let start = Double(hour) * 3_600_000 + 19_000 * 86_400_000  // 2022-01-08
        return [start, start + 30_000, start + 60_000, start + 3_599_999]
    }

    /// Every available locale, every pattern, in a zone 5:45 ahead of UTC: 0
    /// differences from udat; only other calendars and numbering systems stay on udat.
    /// A sweep (``Sweep``): every third locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLocaleMatchesUdat() throws {
        let zone = "Asia/Kathmandu"
        var differences: [String] = []
        var compiledCount = 0
        let locales = Sweep.sample(ULoc.available, every: 3, sanitizer: 10)
        for locale in locales {
            for pattern in Self.patterns {
                let handle = try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: LocaleID(locale),
                                                   timeZone: zone, pattern: pattern, lenient: false)
                let decision = try CompiledDatePattern.compile(pattern: try handle.pattern(), handle: handle,
                                                               locale: LocaleID(locale), timeZone: zone)
                guard case .compiled(let compiled) = decision else {
                    if case .fallback(let reason) = decision, !reason.hasPrefix("calendar"), !reason.contains("not decimal") {
                        differences.append("\(locale) '\(pattern)' falls back: \(reason)")
                    }
                    continue
                }
                compiledCount += 1
                for millis in Self.instants {
                    let expected = try handle.output(millis: millis, "formatting") { String(decoding: $0, as: UTF8.self) }
                    let actual = compiled.string(try DateFields(icu: handle, millis: millis), millis: millis)
                    if actual != expected, differences.count < 50 {
                        differences.append("\(locale) '\(pattern)' at \(millis): udat '\(expected)', compiled '\(actual)'")
                    }
                }
            }
        }
        #expect(compiledCount > (locales.count - 20) * Self.patterns.count)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// What ICU 72 writes, read from ICU for the examples' sake: zh_TW's short time style uses `B`.
    @Test(.cldr42) func zhTWShortTimeIsCompiled() throws {
        let zone = try TimeZoneID("UTC")
        let format = try DateFormat(date: .none, time: .short, locale: "zh_TW", timeZone: zone)
        #expect(format.pattern == "Bh:mm")
        #expect(format.storage.fast != nil)
        let noon = Date(timeIntervalSince1970: 12 * 3600)
        let afternoon = Date(timeIntervalSince1970: 15 * 3600 + 60)
        #expect(format.format(noon) == "中午12:00")
        #expect(format.format(afternoon) == "下午3:01")
    }
}
