import FoundationEssentials
import ICU
import Testing

/// Bad input is a typed error, never a crash or a silent fallback.
@Suite("CalendarRules bad input")
struct CalendarRulesBadInputTests {
    static let us = try! CalendarRules(.gregorian, locale: "en_US", timeZone: .utc)

    private func expectBadInput(_ reason: String? = nil, _ body: () throws -> Void,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try body()
            Issue.record("no error", sourceLocation: sourceLocation)
        } catch {
            guard let error = error as? ICUError else {
                Issue.record("not an ICUError: \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(error.kind == .badInput, sourceLocation: sourceLocation)
            if let reason { #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation) }
        }
    }

    @Test func unknownCalendar() {
        expectBadInput { _ = try CalendarRules.System("lunar") }
        expectBadInput { _ = try CalendarRules.System("") }
        // In a locale's keyword too: ICU itself would compute Gregorian dates.
        expectBadInput { _ = try CalendarRules(locale: "en_US@calendar=lunar", timeZone: .utc) }
        expectBadInput { _ = try CalendarRules.Field("fortnight") }
    }

    @Test func weekRulesOutOfRange() {
        expectBadInput { _ = try CalendarRules(locale: "en_US", timeZone: .utc, firstWeekday: 0) }
        expectBadInput { _ = try CalendarRules(locale: "en_US", timeZone: .utc, minimalDaysInFirstWeek: 8) }
    }

    @Test func fieldsOutOfRangeAreNamed() {
        expectBadInput("month is out of range") {
            _ = try Self.us.date(from: .init(eraYear: .init(era: 1, year: 2024), month: 14, day: 1))
        }
        expectBadInput("era is out of range") {
            _ = try Self.us.date(from: .init(eraYear: .init(era: -1, year: 2024), month: 1, day: 1))
        }
        expectBadInput("year is out of range") {
            _ = try Self.us.date(from: .init(eraYear: .init(era: 1, year: 1_000_000_000), month: 1, day: 1))
        }
        expectBadInput("day is out of range") {
            _ = try Self.us.date(from: .init(eraYear: .init(era: 1, year: 2023), month: 2, day: 29))
        }
        expectBadInput("hour is out of range") { _ = try Self.us.date(from: .init(extendedYear: 2024, hour: 24)) }
        // Beyond 32 bits, before ICU sees it.
        expectBadInput("extendedYear is out of range") { _ = try Self.us.date(from: .init(extendedYear: 1 << 40)) }
        expectBadInput("zoneOffset is out of range") { _ = try Self.us.date(from: .init(zoneOffset: Int.max)) }
        expectBadInput { _ = try Self.us.adding(1 << 40, .day, to: Date()) }
    }

    @Test func impossibleInstants() {
        for seconds in [Double.nan, .infinity, -.infinity, 1e17, -1e17] {
            let date = Date(timeIntervalSince1970: seconds)
            expectBadInput { _ = try Self.us.components(of: date) }
            expectBadInput { _ = try Self.us.adding(1, .day, to: date) }
            expectBadInput { _ = try Self.us.difference(from: Date(), to: date, in: .day) }
            expectBadInput { _ = try Self.us.isWeekend(date) }
            expectBadInput { _ = try Self.us.start(of: .month, containing: date) }
        }
        // A result beyond ICU's calendars.
        expectBadInput { _ = try Self.us.adding(Int(Int32.max), .year, to: Date(timeIntervalSince1970: 0)) }
    }
}
