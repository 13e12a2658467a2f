import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// Seed 000's "Computing Dates Using Calendars": eras, years of other
/// calendars, leap months, week rules and arithmetic, as ICU 72 computes them.
@Suite("CalendarRules")
struct CalendarRulesTests {
    static let utc = TimeZoneID.utc

    static func date(_ text: String) -> Date {
        // yyyy-MM-ddTHH:mm:ssZ, proleptic Gregorian, for the tests' fixed instants.
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0)! }
        var days = 0
        let (y, m, d) = (parts[0], parts[1], parts[2])
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
        return Date(timeIntervalSince1970: Double(days * 86_400 + parts[3] * 3600 + parts[4] * 60 + parts[5]))
    }

    /// The Japanese era changes with the emperor: 2019-04-30 is Heisei 31, 2019-05-01 Reiwa 1.
    @Test func japaneseEraChangesOnFirstOfMay2019() throws {
        let japanese = try CalendarRules(.japanese, locale: "ja_JP", timeZone: try TimeZoneID("Asia/Tokyo"))
        let reiwa = try japanese.components(of: Self.date("2019-05-01T00:00:00Z"))
        let heisei = try japanese.components(of: Self.date("2019-04-30T00:00:00Z"))
        #expect(reiwa.eraYear == CalendarRules.EraYear(era: 236, year: 1))
        #expect(heisei.eraYear == CalendarRules.EraYear(era: 235, year: 31))
        #expect(reiwa.extendedYear == 2019 && heisei.extendedYear == 2019)
        // An era year back to a date: Reiwa 1, 1 May, 00:00 in Tokyo.
        let back = try japanese.date(from: .init(eraYear: .init(era: 236, year: 1), month: 5, day: 1))
        #expect(back == Self.date("2019-04-30T15:00:00Z"))
        // Heisei 31 ended in April: 1 May of Heisei 31 rolls into Reiwa only when lenient.
        #expect(try japanese.components(of: try japanese.date(from: .init(eraYear: .init(era: 235, year: 31), month: 4, day: 30)))
            .eraYear == .init(era: 235, year: 31))
    }

    /// Table 4-7: one date of 2011 is 1432 in the Islamic calendar, 2554 in the
    /// Buddhist one and 5771 in the Hebrew one.
    @Test(arguments: [
        (CalendarRules.System.gregorian, 2011), (.islamic, 1432), (.buddhist, 2554), (.hebrew, 5771),
    ])
    func tableFourSevenYears(system: CalendarRules.System, year: Int) throws {
        let rules = try CalendarRules(system, locale: "en_US", timeZone: Self.utc)
        #expect(try rules.components(of: Self.date("2011-03-13T07:06:40Z")).eraYear?.year == year)
    }

    /// 5784 is a Hebrew leap year: 13 months, Adar I (month 6) and Adar II (7).
    @Test func hebrewLeapYearHasThirteenMonthsAndAdarI() throws {
        let hebrew = try CalendarRules(.hebrew, locale: "en_US", timeZone: Self.utc)
        let adarI1 = Self.date("2024-02-10T00:00:00Z")
        let c = try hebrew.components(of: adarI1)
        #expect(c.extendedYear == 5784 && c.month == 6 && c.day == 1 && c.isLeapMonth == false)
        #expect(try hebrew.monthsInYear(at: adarI1) == 13)
        #expect(try hebrew.date(from: .init(extendedYear: 5784, month: 6, day: 1)) == adarI1)
        // Adar II 5784 began 30 days later; 5783 was a common year of 12 months.
        #expect(try hebrew.components(of: try hebrew.adding(1, .month, to: adarI1)).month == 7)
        #expect(try hebrew.adding(1, .month, to: adarI1) == Self.date("2024-03-11T00:00:00Z"))
        #expect(try hebrew.monthsInYear(at: Self.date("2023-03-01T00:00:00Z")) == 12)
        // A common year has no Adar I: strictly, month 6 of 5783 is refused.
        #expect(throws: ICUError.self) { try hebrew.date(from: .init(extendedYear: 5783, month: 6, day: 1)) }
        #expect(try hebrew.range(of: .day, at: adarI1) == 1...30)
    }

    /// 2020 had a leap fourth month in the Chinese calendar: 2020-06-01 is its 10th day.
    @Test func chineseLeapMonth() throws {
        let chinese = try CalendarRules(.chinese, locale: "zh_CN", timeZone: Self.utc)
        let date = Self.date("2020-06-01T00:00:00Z")
        let c = try chinese.components(of: date)
        #expect(c.month == 4 && c.isLeapMonth == true && c.day == 10 && c.extendedYear == 4657)
        #expect(c.eraYear == .init(era: 78, year: 37))
        #expect(try chinese.monthsInYear(at: date) == 13)
        let leap = try chinese.date(from: .init(extendedYear: 4657, month: 4, isLeapMonth: true, day: 10))
        #expect(leap == date)
        let plain = try chinese.date(from: .init(extendedYear: 4657, month: 4, isLeapMonth: false, day: 10))
        #expect(plain < date)
        #expect(try chinese.components(of: plain).isLeapMonth == false)
    }

    /// The Chinese and Dangi extended years count from 2637 BC and 2333 BC on every ICU (ICU 78's
    /// `UCAL_EXTENDED_YEAR` there is the Gregorian year, 2020): read and written alike.
    @Test(arguments: [(CalendarRules.System.chinese, "zh_CN", 4657), (.dangi, "ko_KR", 4353)])
    func extendedYearsOfCycles(system: CalendarRules.System, locale: LocaleID, year: Int) throws {
        let rules = try CalendarRules(system, locale: locale, timeZone: Self.utc)
        let date = Self.date("2020-06-01T00:00:00Z")
        let c = try rules.components(of: date)
        #expect(c.extendedYear == year && c.eraYear == .init(era: 78, year: 37))
        let again = try rules.date(from: .init(extendedYear: year, month: c.month, isLeapMonth: c.isLeapMonth, day: c.day))
        #expect(again == date)
        let newYear = try rules.date(from: .init(extendedYear: year + 1, month: 1, day: 1))
        #expect(Self.date("2021-01-01T00:00:00Z") < newYear && newYear < Self.date("2021-03-01T00:00:00Z"))
        #expect(try rules.range(of: .extendedYear, at: date).contains(year))
    }

    /// Weeks start on Sunday in the US, Monday in Germany, Saturday in Egypt.
    @Test(arguments: [("en_US", 1, 1), ("de_DE", 2, 4), ("ar_EG", 7, 1)] as [(LocaleID, Int, Int)])
    func firstWeekday(locale: LocaleID, first: Int, minimalDays: Int) throws {
        let rules = try CalendarRules(locale: locale, timeZone: Self.utc)
        #expect(rules.firstWeekday == first)
        #expect(rules.minimalDaysInFirstWeek == minimalDays)
        #expect(first == Int(RawCalendar(locale.identifier, zone: "UTC").firstWeekday))
        let overridden = try CalendarRules(locale: locale, timeZone: Self.utc,
                                           options: .init(firstWeekday: 3, minimalDaysInFirstWeek: 7))
        #expect(overridden.firstWeekday == 3 && overridden.minimalDaysInFirstWeek == 7)
        #expect(overridden.options == .init(firstWeekday: 3, minimalDaysInFirstWeek: 7))
        // One rule given: the other stays the locale's; the options keep what was asked.
        let half = try CalendarRules(locale: locale, timeZone: Self.utc, options: .init(firstWeekday: 3))
        #expect(half.firstWeekday == 3 && half.minimalDaysInFirstWeek == minimalDays)
        #expect(half.options == .init(firstWeekday: 3) && rules.options == .init())
    }

    /// Around New Year the week of the year differs: 2021-01-01 is week 1 of 2021
    /// in en_US and ISO week 53 of 2020 in de_DE; 2023-12-31 is week 1 of 2024 in
    /// en_US and week 52 of 2023 in de_DE.
    @Test func weekOfYearAroundNewYear() throws {
        let us = try CalendarRules(locale: "en_US", timeZone: Self.utc)
        let de = try CalendarRules(locale: "de_DE", timeZone: Self.utc)
        let iso = try CalendarRules(.iso8601, locale: "en_US", timeZone: Self.utc)
        let newYear = Self.date("2021-01-01T00:00:00Z")
        let newYearsEve = Self.date("2023-12-31T00:00:00Z")
        func week(_ rules: CalendarRules, _ date: Date) throws -> [Int?] {
            let c = try rules.components(of: date)
            return [c.weekOfYear, c.yearForWeekOfYear]
        }
        #expect(try week(us, newYear) == [1, 2021])
        #expect(try week(de, newYear) == [53, 2020])
        #expect(try week(iso, newYear) == [53, 2020])
        #expect(try week(us, newYearsEve) == [1, 2024])
        #expect(try week(de, newYearsEve) == [52, 2023])
    }

    /// 31 January + 1 month is the last day of February.
    @Test func januaryThirtyFirstPlusOneMonth() throws {
        let us = try CalendarRules(.gregorian, locale: "en_US", timeZone: Self.utc)
        let january31 = Self.date("2024-01-31T00:00:00Z")
        #expect(try us.adding(1, .month, to: january31) == Self.date("2024-02-29T00:00:00Z"))
        #expect(try us.adding(1, .month, to: Self.date("2023-01-31T00:00:00Z")) == Self.date("2023-02-28T00:00:00Z"))
        #expect(try us.adding(-1, .day, to: january31) == Self.date("2024-01-30T00:00:00Z"))
        #expect(try us.rolling(1, .day, in: Self.date("2024-12-31T10:00:00Z")) == Self.date("2024-12-01T10:00:00Z"))
        // ICU counts a month from 31 January to 29 February: adding one month gives that day.
        #expect(try us.difference(from: january31, to: Self.date("2024-02-29T00:00:00Z"), in: .month) == 1)
        #expect(try us.difference(from: january31, to: Self.date("2024-02-28T00:00:00Z"), in: .month) == 0)
        #expect(try us.difference(from: january31, to: Self.date("2024-03-01T00:00:00Z"), in: .month) == 1)
        #expect(try us.difference(from: Self.date("2024-03-01T00:00:00Z"), to: january31, in: .day) == -30)
        #expect(try us.daysInMonth(at: Self.date("2024-02-10T00:00:00Z")) == 29)
        #expect(try us.range(of: .month, at: january31) == 1...12)
        #expect(try us.monthsInYear(at: january31) == 12)
    }

    /// Days, weeks, months and years begin on the zone's wall clock, weeks on the first weekday.
    @Test func startAndEndOfPeriods() throws {
        let berlin = try TimeZoneID("Europe/Berlin")
        let de = try CalendarRules(locale: "de_DE", timeZone: berlin)
        let us = try CalendarRules(locale: "en_US", timeZone: berlin)
        let instant = Self.date("2024-03-14T15:30:00Z")  // a Thursday, 16:30 in Berlin
        #expect(try de.start(of: .day, containing: instant) == Self.date("2024-03-13T23:00:00Z"))
        #expect(try de.end(of: .day, containing: instant) == Self.date("2024-03-14T23:00:00Z"))
        #expect(try de.start(of: .week, containing: instant) == Self.date("2024-03-10T23:00:00Z"))  // Monday
        #expect(try us.start(of: .week, containing: instant) == Self.date("2024-03-09T23:00:00Z"))  // Sunday
        #expect(try de.start(of: .month, containing: instant) == Self.date("2024-02-29T23:00:00Z"))
        // March has 31 days, and Berlin changes to summer time on the 31st.
        #expect(try de.end(of: .month, containing: instant) == Self.date("2024-03-31T22:00:00Z"))
        #expect(try de.start(of: .year, containing: instant) == Self.date("2023-12-31T23:00:00Z"))
        #expect(try de.end(of: .year, containing: instant) == Self.date("2024-12-31T23:00:00Z"))
        #expect(try de.end(of: .week, containing: instant) == Self.date("2024-03-17T23:00:00Z"))
    }

    /// Where clocks turn back at midnight, a day begins at the first of its two
    /// midnights: Havana leaves summer time at 01:00 on 1 November 2026, back to
    /// 00:00, so 00:00 to 01:00 comes twice (ICU's default reads the second).
    @Test func aDayWithTwoMidnightsBeginsAtTheFirst() throws {
        let havana = try CalendarRules(.gregorian, locale: "es_CU", timeZone: TimeZoneID("America/Havana"))
        for instant in [Self.date("2026-11-01T04:30:00Z"), Self.date("2026-11-01T05:30:00Z")] {  // 00:30 twice
            #expect(try havana.start(of: .day, containing: instant) == Self.date("2026-11-01T04:00:00Z"))
            #expect(try havana.start(of: .month, containing: instant) == Self.date("2026-11-01T04:00:00Z"))
            #expect(try havana.end(of: .day, containing: instant) == Self.date("2026-11-02T05:00:00Z"))
        }
        // The week (Monday to Sunday in es_CU) that ends on that day.
        #expect(try havana.end(of: .week, containing: Self.date("2026-10-30T12:00:00Z")) == Self.date("2026-11-02T05:00:00Z"))
        // ICU's default for other wall times that occur twice stays: 00:30 reads as the second.
        let fields = CalendarRules.Components(eraYear: .init(era: 1, year: 2026), month: 11, day: 1, hour: 0, minute: 30)
        #expect(try havana.date(from: fields) == Self.date("2026-11-01T05:30:00Z"))
    }

    /// Saturday and Sunday are the weekend in en_US, Friday and Saturday in ar_EG.
    @Test func weekends() throws {
        let us = try CalendarRules(locale: "en_US", timeZone: Self.utc)
        let eg = try CalendarRules(locale: "ar_EG", timeZone: Self.utc)
        let friday = Self.date("2024-03-15T12:00:00Z"), sunday = Self.date("2024-03-17T12:00:00Z")
        #expect(try !us.isWeekend(friday) && us.isWeekend(sunday))
        #expect(try eg.isWeekend(friday) && !eg.isWeekend(sunday))
    }

    /// The locale decides the calendar when no system is given: Thailand counts Buddhist years.
    @Test func theLocalesCalendar() throws {
        #expect(try CalendarRules(locale: "th_TH", timeZone: Self.utc).system == .buddhist)
        #expect(try CalendarRules(locale: "ja_JP@calendar=japanese", timeZone: Self.utc).system == .japanese)
        #expect(try CalendarRules(locale: "en_US", timeZone: Self.utc).system == .gregorian)
        #expect(try CalendarRules(.iso8601, locale: "en_US", timeZone: Self.utc).system == .iso8601)
        #expect(try CalendarRules(locale: "en_US@calendar=iso8601", timeZone: Self.utc).firstWeekday == 2)
        let hebrew = try CalendarRules(.hebrew, locale: "de_DE@collation=phonebook", timeZone: Self.utc)
        #expect(hebrew.system == .hebrew)
        #expect(hebrew.formatLocale.keywordValue("calendar") == "hebrew")
        #expect(hebrew.formatLocale.keywordValue("collation") == "phonebook")
        #expect(try CalendarRules.System("gregory") == .gregorian)
        #expect(CalendarRules.System.allCases.count == 16)
    }

    /// Feb 30 rolls over when lenient, and is refused, with the day named, when strict.
    @Test func strictAndLenient() throws {
        let us = try CalendarRules(.gregorian, locale: "en_US", timeZone: Self.utc)
        let february30 = CalendarRules.Components(eraYear: .init(era: 1, year: 2024), month: 2, day: 30)
        #expect(try us.date(from: february30, .lenient) == Self.date("2024-03-01T00:00:00Z"))
        let error = try #require(throws: ICUError.self) { try us.date(from: february30) }
        #expect(error.kind == .badInput && error.reason == "day is out of range")
    }

    /// Components of an instant give the instant back, strictly, in every system.
    ///
    /// Chinese and Dangi before ICU 75 are compared with ICU's own answer for the
    /// same fields instead: ICU's two calendars share one cache of new years,
    /// computed for Beijing or Seoul by whichever calendar asks first, so in a
    /// process that uses both, some months of either come back shifted.
    /// Components hold what was set, and only that: a field set and then
    /// cleared is unset again, and equal components are equal whatever was cleared on the way.
    @Test func componentsHoldTheFieldsSet() {
        var c = CalendarRules.Components(eraYear: .init(era: 1, year: 2024), month: 2, day: 30)
        #expect(c.eraYear == .init(era: 1, year: 2024) && c.month == 2 && c.day == 30)
        #expect(c.extendedYear == nil && c.isLeapMonth == nil && c.hour == nil && c.dstOffset == nil)
        #expect(c.description == "era 1 year 2024 month 2 day 30")
        c.hour = 0
        c.isLeapMonth = false
        c.dstOffset = -3600
        c.day = nil
        #expect(c.hour == 0 && c.isLeapMonth == false && c.dstOffset == -3600 && c.day == nil)
        #expect(c.description == "era 1 year 2024 month 2 isLeapMonth 0 hour 0 dstOffset -3600")
        c.hour = nil
        c.isLeapMonth = nil
        c.dstOffset = nil
        c.day = 30
        #expect(c == CalendarRules.Components(eraYear: .init(era: 1, year: 2024), month: 2, day: 30))
        c.eraYear = nil
        #expect(c != CalendarRules.Components(eraYear: .init(era: 1, year: 2024), month: 2, day: 30))
        #expect(c.description == "month 2 day 30")
        #expect(CalendarRules.Components().description == "no fields")
        #expect(CalendarRules.Components(month: 0) != CalendarRules.Components())
    }

    @Test(arguments: CalendarRules.System.allCases)
    func componentsRoundTrip(system: CalendarRules.System) throws {
        let zone = "America/Los_Angeles"
        let rules = try CalendarRules(system, locale: "en_US", timeZone: try TimeZoneID(zone))
        let sharedCache = (system == .chinese || system == .dangi) && TestedICU.major < 75
        let raw = RawCalendar("en_US@calendar=\(system.rawValue)", zone: zone)
        for seconds in stride(from: -2_000_000_000.0, through: 4_000_000_000, by: 86_400 * 37.3 + 1.234) {
            let date = Date(timeIntervalSince1970: seconds.rounded(.down))
            let all = try rules.components(of: date)
            // The fields of one date, without the week fields ICU would read against them.
            let c = CalendarRules.Components(eraYear: all.eraYear, month: all.month, isLeapMonth: all.isLeapMonth,
                                             day: all.day, hour: all.hour, minute: all.minute, second: all.second,
                                             millisecond: all.millisecond)
            let expected = sharedCache ? raw.strictMillis(c) / 1000 : date.timeIntervalSince1970
            #expect(try rules.date(from: c).timeIntervalSince1970 == expected, "\(system) \(date)")
        }
    }
}

/// A raw `UCalendar` through the bridge, for the twins.
final class RawCalendar {
    let raw: UnsafeMutablePointer<icub_ucal>

    init(_ locale: String, zone: String) {
        var status: Int32 = 0
        raw = icub_ucal_open_zone(zone, Int32(zone.utf8.count), locale, &status)!
    }

    deinit { icub_ucal_close(raw) }

    var firstWeekday: Int32 { icub_ucal_first_day_of_week(raw) }

    /// The instant of components' date and time fields, strictly (`ucal_clear`, `ucal_set`, `ucal_getMillis`).
    func strictMillis(_ c: CalendarRules.Components) -> Double {
        var status: Int32 = 0
        icub_ucal_clear(raw)
        icub_ucal_set_lenient(raw, 0)
        let fields: [(Int, Int?)] = [
            (ICUB_UCAL_ERA, c.eraYear?.era), (ICUB_UCAL_YEAR, c.eraYear?.year), (ICUB_UCAL_MONTH, c.month.map { $0 - 1 }),
            (ICUB_UCAL_IS_LEAP_MONTH, c.isLeapMonth.map { $0 ? 1 : 0 }), (ICUB_UCAL_DATE, c.day),
            (ICUB_UCAL_HOUR_OF_DAY, c.hour), (ICUB_UCAL_MINUTE, c.minute), (ICUB_UCAL_SECOND, c.second),
            (ICUB_UCAL_MILLISECOND, c.millisecond),
        ]
        for case (let field, let value?) in fields {
            icub_ucal_set(raw, Int32(field), Int32(value), &status)
        }
        let millis = icub_ucal_get_millis(raw, &status)
        return status > 0 ? .nan : millis
    }

    /// Every field at an instant, in `UCalendarDateFields` order (`ucal_setMillis`, `ucal_get`).
    func fields(_ millis: Double) -> [Int32] {
        var status: Int32 = 0
        icub_ucal_set_millis(raw, millis, &status)
        return (0..<Int32(ICUB_UCAL_FIELD_COUNT)).map { icub_ucal_get(raw, $0, &status) }
    }
}
