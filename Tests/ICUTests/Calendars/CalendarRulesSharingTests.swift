import FoundationEssentials
@testable import ICU
import Testing

/// Calendars shared by 8 threads give what one thread gets.
@Suite("CalendarRules shared")
struct CalendarRulesSharingTests {

    /// One round's answers: components, a date from them, a month added, a difference, a weekend.
    static func outputs(_ calendars: [CalendarRules], _ round: Int) -> [String] {
        let date = Date(timeIntervalSince1970: Double(round) * 7_919_777.25 - 1_000_000_000)
        let calendar = calendars[round % calendars.count]
        do {
            let c = try calendar.components(of: date)
            return [
                "\(c)",
                "\(try calendar.adding(1, .month, to: date).timeIntervalSince1970)",
                "\(try calendar.difference(from: date, to: Date(timeIntervalSince1970: 1e9), in: .day))",
                "\(try calendar.isWeekend(date))",
                "\(try calendar.date(from: .init(eraYear: c.eraYear, month: c.month, isLeapMonth: c.isLeapMonth, day: c.day)).timeIntervalSince1970)",
            ]
        } catch {
            return ["\(error)"]
        }
    }

    static func calendars() throws -> [CalendarRules] {
        try [
            CalendarRules(.gregorian, locale: "en_US", timeZone: TimeZoneID("America/Los_Angeles")),
            CalendarRules(.hebrew, locale: "he_IL", timeZone: TimeZoneID("Asia/Jerusalem")),
            CalendarRules(.japanese, locale: "ja_JP", timeZone: TimeZoneID("Asia/Tokyo")),
            CalendarRules(.chinese, locale: "zh_CN", timeZone: TimeZoneID("Asia/Shanghai")),
            CalendarRules(.islamicUmmAlQura, locale: "ar_SA", timeZone: TimeZoneID("Asia/Riyadh")),
            CalendarRules(.iso8601, locale: "de_DE", timeZone: TimeZoneID("Australia/Lord_Howe")),
        ]
    }

    /// 1,500 rounds a thread with `SWIFT_ICU_SWEEP=full`, 750 by default, 300 under a sanitizer (``Sweep``).
    @Test(.tags(.sweep)) func eightThreadsGetTheSingleThreadedAnswers() throws {
        let rounds = Sweep.count(full: 1_500, sampled: 750, sanitizer: 300)
        let reference = try Self.calendars()
        let expected = (0..<rounds).map { Self.outputs(reference, $0) }
        #expect(expected[1].count == 5)
        let shared = try Self.calendars()
        let run = compareOnThreads(8, expected: expected) { Self.outputs(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
    }

    /// The pool hands out one calendar's storage per system, locale, zone and week rules.
    @Test func pooled() throws {
        let pool = FormatterPool(capacity: 8)
        let zone = try TimeZoneID("Europe/Berlin")
        let a = try pool.calendarRules(.hebrew, locale: "de_DE", timeZone: zone)
        let b = try pool.calendarRules(.hebrew, locale: "de_DE", timeZone: zone)
        let c = try pool.calendarRules(.hebrew, locale: "de_DE", timeZone: zone, options: .init(firstWeekday: 1))
        #expect(a.storage === b.storage)
        #expect(a.storage !== c.storage)
        #expect(c.firstWeekday == 1 && a.firstWeekday == 2)
        #expect(throws: ICUError.self) { try pool.calendarRules(locale: "de_DE@calendar=lunar", timeZone: zone) }
    }
}
