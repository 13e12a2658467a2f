import FoundationEssentials
import ICU
import ICUBridge
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
        expectBadInput { _ = try CalendarRules(locale: "en_US", timeZone: .utc, options: .init(firstWeekday: 0)) }
        expectBadInput { _ = try CalendarRules(locale: "en_US", timeZone: .utc, options: .init(minimalDaysInFirstWeek: 8)) }
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

    @Test func impossibleInstants() throws {
        for seconds in [Double.nan, .infinity, -.infinity, 1e17, -1e17] {
            let date = Date(timeIntervalSince1970: seconds)
            expectBadInput { _ = try Self.us.components(of: date) }
            expectBadInput { _ = try Self.us.adding(1, .day, to: date) }
            expectBadInput { _ = try Self.us.difference(from: Date(), to: date, in: .day) }
            expectBadInput { _ = try Self.us.isWeekend(date) }
            expectBadInput { _ = try Self.us.start(of: .month, containing: date) }
        }
        // A result beyond ICU's calendars, said so on every ICU (ICU 78's `ucal_add` refuses it itself).
        let beyond = "the result lies beyond ICU's calendars (about 5.8 million years from 1970)"
        expectBadInput(beyond) { _ = try Self.us.adding(Int(Int32.max), .year, to: Date(timeIntervalSince1970: 0)) }
        let hebrew = try CalendarRules(.hebrew, locale: "he_IL", timeZone: .utc)
        expectBadInput(beyond) { _ = try hebrew.adding(Int(Int32.max), .month, to: Date(timeIntervalSince1970: 0)) }
    }

    /// Years of ISO 8601 move as the Gregorian calendar's, the amount's way in time in every
    /// era, on every ICU: 91 BC − 10 years = 101 BC (ICU 78's raw `ucal_add` gives 81 BC).
    @Test func iso8601YearsMoveAsGregorianOnes() throws {
        let iso = try CalendarRules(.iso8601, locale: "en_US", timeZone: .utc)
        let gregorian = try CalendarRules(.gregorian, locale: "en_US", timeZone: .utc)
        let bc91 = try gregorian.date(from: .init(eraYear: .init(era: 0, year: 91), month: 6, day: 1))
        for amount in [-10, 10, 100, -1] {
            let expected = try gregorian.adding(amount, .year, to: bc91)
            #expect(try iso.adding(amount, .year, to: bc91) == expected, "\(amount)")
        }
        let back = try iso.components(of: try iso.adding(-10, .year, to: bc91))
        #expect(back.eraYear == .init(era: 0, year: 101) && back.extendedYear == -100 && back.month == 6 && back.day == 1)
        let forth = try iso.components(of: try iso.adding(100, .year, to: bc91))
        #expect(forth.eraYear == .init(era: 1, year: 10))
    }

    /// Hebrew years and months are not added from or to a year beyond ±5,000,000, ICU's
    /// limits of the Hebrew year, which ICU 78 clamps to: an error on every ICU. Within
    /// them, additions are ICU's.
    @Test func hebrewYearsStopAtFiveMillion() throws {
        let hebrew = try CalendarRules(.hebrew, locale: "he_IL", timeZone: .utc)
        let start = try hebrew.date(from: .init(extendedYear: 4_999_990, month: 1, day: 1))
        let near = try hebrew.adding(9, .year, to: start)
        #expect(try hebrew.components(of: near).extendedYear == 4_999_999)
        expectBadInput { _ = try hebrew.adding(10, .year, to: start) }
        expectBadInput { _ = try hebrew.adding(200, .month, to: start) }
        expectBadInput { _ = try hebrew.adding(6_000_000, .year, to: Date(timeIntervalSince1970: 0)) }
        let low = try hebrew.date(from: .init(extendedYear: -4_999_990, month: 1, day: 1), .lenient)
        #expect(try hebrew.components(of: try hebrew.adding(-9, .year, to: low)).extendedYear == -4_999_999)
        expectBadInput { _ = try hebrew.adding(-10, .extendedYear, to: low) }
    }

    /// F31: about 11.5 million years back, where raw `ucal_add` wraps around to some 229,000
    /// years *later* in the astronomical Islamic calendar, and lands a short way from the start
    /// in the others; every system's result lies beyond its range.
    @Test(arguments: CalendarRules.System.allCases)
    func wrapAroundsThatLandNearTheStart(_ system: CalendarRules.System) throws {
        let rules = try CalendarRules(system, locale: "en_US", timeZone: .utc)
        let date = Date(timeIntervalSince1970: 54_981_796_113.872)
        expectBadInput { _ = try rules.adding(-142_606_336, .month, to: date) }
        expectBadInput { _ = try rules.adding(142_606_336, .month, to: date) }
        // F33: years back from 5.7 million BC, beyond the range, which raw `ucal_add` wraps to
        // 5.3 million AD; in era 0 ICU negates an amount of years, which still move back.
        let bc = Date(timeIntervalSince1970: -180_868_229_367_358.47)
        expectBadInput { _ = try rules.adding(-690_827, .year, to: bc) }
        // Months that stay inside ICU's range are kept: about 4 million years (3.8 in the
        // Coptic and Ethiopic calendars, of thirteen months).
        let back = try rules.adding(-50_000_000, .month, to: date)
        #expect(back < date && date.timeIntervalSince(back) > 3.8e6 * 31_556_952)
    }
    /// −2,147,483,648 (`Int32.min`) is an amount like its neighbour −2,147,483,647: the
    /// check of the amount's size took its magnitude as beyond 32 bits. Fields whose
    /// units that many stay within ICU's range (the time of day) give `ucal_add`'s
    /// instant; the others are beyond it for both amounts.
    @Test(arguments: CalendarRules.System.allCases)
    func int32MinIsAnAmountLikeAnyOther(_ system: CalendarRules.System) throws {
        let rules = try CalendarRules(system, locale: "en_US", timeZone: .utc)
        let raw = RawCalendar("en_US@calendar=\(system.rawValue)", zone: "UTC")
        let start = Date(timeIntervalSince1970: 0)
        let timeOfDay: [(CalendarRules.Field, Int)] = [(.millisecond, ICUB_UCAL_MILLISECOND), (.second, ICUB_UCAL_SECOND),
                                                       (.minute, ICUB_UCAL_MINUTE), (.hour, ICUB_UCAL_HOUR_OF_DAY)]
        for (field, icuField) in timeOfDay {
            var status: Int32 = 0
            icub_ucal_set_millis(raw.raw, 0, &status)
            icub_ucal_add(raw.raw, Int32(icuField), Int32.min, &status)
            let expected = icub_ucal_get_millis(raw.raw, &status)
            #expect(status <= 0)
            #expect(try rules.adding(Int(Int32.min), field, to: start) == Date(timeIntervalSince1970: expected / 1000), "\(field)")
            #expect(try rules.adding(Int(Int32.min) + 1, field, to: start) < rules.adding(Int(Int32.max), field, to: start))
        }
        // 2^31 days (5.88 million years) and more lie beyond the range: ICU would pin
        // days to its end (1970 − 2,147,483,647 days as the range's start, 38,000 years short).
        for field in CalendarRules.Field.allCases where field != .era && !timeOfDay.contains(where: { $0.0 == field }) {
            for amount in [Int(Int32.min), Int(Int32.min) + 1, Int(Int32.max)] {
                expectBadInput { _ = try rules.adding(amount, field, to: start) }
            }
        }
        expectBadInput("the amount is beyond 32 bits") { _ = try rules.adding(Int(Int32.min) - 1, .millisecond, to: start) }
    }
}
