import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// The library's answers against raw `ucal` and `udat` in the same process,
/// so that they hold on any ICU: every field of every system, and the symbols.
@Suite("CalendarRules against ICU")
struct CalendarRulesTwinTests {
    static let zones = ["UTC", "America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu"]

    /// Every field, for every system, four zones (Lord Howe's half-hour daylight
    /// time among them) and three week rules, at instants from year −3000 to 4000.
    /// The Chinese and Dangi extended years are the library's on every ICU: years since
    /// 2637 BC and 2333 BC, from the 60-year cycle and the year in it (ICU 78's
    /// `UCAL_EXTENDED_YEAR` there is the Gregorian year).
    @Test(arguments: CalendarRules.System.allCases)
    func componentsAreUCalsFields(system: CalendarRules.System) throws {
        for zone in Self.zones {
            for (locale, first, minimal) in [("en_US", nil, nil), ("de_DE", nil, nil), ("ar_EG", 3, 7)] as [(String, Int?, Int?)] {
                let rules = try CalendarRules(system, locale: LocaleID(locale), timeZone: TimeZoneID(zone),
                                              options: .init(firstWeekday: first, minimalDaysInFirstWeek: minimal))
                let raw = RawCalendar("\(locale)@calendar=\(system.rawValue)", zone: zone)
                icub_ucal_set_week_rules(raw.raw, Int32(rules.firstWeekday), Int32(rules.minimalDaysInFirstWeek))
                for millis in stride(from: -156_000_000_000_000.0, through: 64_000_000_000_000, by: 997_000_000_123) {
                    let c = try rules.components(of: Date(timeIntervalSince1970: millis / 1000))
                    let f = raw.fields(millis)
                    func at(_ field: Int) -> Int { Int(f[field]) }
                    let cycles = 60 * (at(ICUB_UCAL_ERA) - 1) + at(ICUB_UCAL_YEAR)
                    let extendedYear = system == .chinese ? cycles : system == .dangi ? cycles - 304 : at(ICUB_UCAL_EXTENDED_YEAR)
                    let expected = CalendarRules.Components(
                        eraYear: .init(era: at(ICUB_UCAL_ERA), year: at(ICUB_UCAL_YEAR)),
                        extendedYear: extendedYear, month: at(ICUB_UCAL_MONTH) + 1,
                        isLeapMonth: f[Int(ICUB_UCAL_IS_LEAP_MONTH)] != 0, day: at(ICUB_UCAL_DATE),
                        weekday: at(ICUB_UCAL_DAY_OF_WEEK), weekdayOrdinal: at(ICUB_UCAL_DAY_OF_WEEK_IN_MONTH),
                        dayOfYear: at(ICUB_UCAL_DAY_OF_YEAR), weekOfYear: at(ICUB_UCAL_WEEK_OF_YEAR),
                        yearForWeekOfYear: at(ICUB_UCAL_YEAR_WOY), weekOfMonth: at(ICUB_UCAL_WEEK_OF_MONTH),
                        hour: at(ICUB_UCAL_HOUR_OF_DAY), minute: at(ICUB_UCAL_MINUTE), second: at(ICUB_UCAL_SECOND),
                        millisecond: at(ICUB_UCAL_MILLISECOND), zoneOffset: at(ICUB_UCAL_ZONE_OFFSET) / 1000,
                        dstOffset: at(ICUB_UCAL_DST_OFFSET) / 1000)
                    #expect(c == expected, "\(system) \(zone) \(locale) \(millis)")
                }
            }
        }
    }

    /// Months and years added in the Gregorian calendars (which the library
    /// computes in Swift away from the zone's transitions) are `ucal_add`'s:
    /// in zones with half-hour daylight time and a skipped day (Samoa, 2011),
    /// from instants with fractions of a millisecond, across the Julian cutover,
    /// and onto wall-clock times that transitions skip or repeat.
    /// A sweep (``Sweep``): every third instant by default, all with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep), arguments: [CalendarRules.System.gregorian, .iso8601])
    func addingMonthsAndYearsIsUCalAdd(system: CalendarRules.System) throws {
        let month = 2_629_746_000.0
        for zone in Self.zones + ["Pacific/Apia", "America/Sao_Paulo", "Europe/London"] {
            let rules = try CalendarRules(system, locale: "en_US", timeZone: TimeZoneID(zone))
            let raw = RawCalendar("en_US@calendar=\(system.rawValue)", zone: zone)
            var instants = Array(stride(from: -62_000_000_000_000.0, through: 64_000_000_000_000, by: 99_700_000_123.25))
            // Instants about a month and a year before and after each transition of 2016 to 2025.
            var transition = 1_451_606_400_000.0
            var status: Int32 = 0
            while transition < 1_767_225_600_000 {
                icub_ucal_set_millis(raw.raw, transition, &status)
                guard icub_ucal_time_zone_transition(raw.raw, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &transition, &status) != 0 else { break }
                for shift in [-12 * month, -month, month, 12 * month] {
                    instants += stride(from: transition + shift - 259_200_000, through: transition + shift + 259_200_000,
                                       by: 3_660_000.5)
                }
            }
            for millis in Sweep.sample(instants, every: 3, sanitizer: 10) {
                for (field, amounts) in [(CalendarRules.Field.month, [-25, -12, -1, 1, 2, 11, 13, 1200]),
                                         (.year, [-401, -1, 1, 4]), (.extendedYear, [-1, 1, 100])] {
                    for amount in amounts {
                        icub_ucal_set_millis(raw.raw, millis, &status)
                        // ISO 8601's years are added as the Gregorian calendar's, through the extended
                        // year (ICU 78's iso8601 adds to a year of era 0 forwards in time).
                        let year = system == .iso8601 ? ICUB_UCAL_EXTENDED_YEAR : ICUB_UCAL_YEAR
                        icub_ucal_add(raw.raw, Int32(field == .month ? ICUB_UCAL_MONTH : field == .year ? year
                                                     : ICUB_UCAL_EXTENDED_YEAR), Int32(amount), &status)
                        let expected = icub_ucal_get_millis(raw.raw, &status)
                        let added = try rules.adding(amount, field, to: Date(timeIntervalSince1970: millis / 1000))
                        #expect(added == Date(timeIntervalSince1970: expected / 1000), "\(zone) \(millis) \(amount) \(field)")
                    }
                }
            }
            #expect(status <= 0)
        }
    }

    /// Every system keeps a day's fields, and the days additions of eras, years
    /// and months lead to, once per thread and day: instants of the same day,
    /// at other times, near transitions and with fractions of a millisecond,
    /// still get `ucal_get`'s fields and `ucal_add`'s instants.
    /// A sweep (``Sweep``): every third instant by default, all with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep), arguments: CalendarRules.System.allCases)
    func keptDaysAreUCals(system: CalendarRules.System) throws {
        for zone in ["America/Los_Angeles", "Australia/Lord_Howe", "Pacific/Apia"] {
            let rules = try CalendarRules(system, locale: "en_US", timeZone: TimeZoneID(zone))
            let raw = RawCalendar("en_US@calendar=\(system.rawValue)", zone: zone)
            var status: Int32 = 0
            var instants: [Double] = []
            // Days of -500 to 3000, three times each, and both sides of the transitions of 2010 to 2013.
            for day in stride(from: -78_900_000_000_000.0, through: 32_500_000_000_000, by: 35_100_000_000_000 / 100) {
                instants += [day, day + 3_600_000.25, day + 50_000_000]
            }
            var transition = 1_262_304_000_000.0
            while transition < 1_388_534_400_000 {
                icub_ucal_set_millis(raw.raw, transition, &status)
                guard icub_ucal_time_zone_transition(raw.raw, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &transition, &status) != 0 else { break }
                instants += stride(from: transition - 172_800_000, through: transition + 172_800_000, by: 10_799_999.5)
            }
            for millis in Sweep.sample(instants, every: 3, sanitizer: 10) {
                let date = Date(timeIntervalSince1970: millis / 1000)
                let f = raw.fields(millis)
                let c = try rules.components(of: date)
                #expect(c.eraYear == .init(era: Int(f[Int(ICUB_UCAL_ERA)]), year: Int(f[Int(ICUB_UCAL_YEAR)]))
                        && c.month == Int(f[Int(ICUB_UCAL_MONTH)]) + 1 && c.day == Int(f[Int(ICUB_UCAL_DATE)])
                        && c.hour == Int(f[Int(ICUB_UCAL_HOUR_OF_DAY)]) && c.minute == Int(f[Int(ICUB_UCAL_MINUTE)])
                        && c.millisecond == Int(f[Int(ICUB_UCAL_MILLISECOND)])
                        && c.dstOffset == Int(f[Int(ICUB_UCAL_DST_OFFSET)]) / 1000,
                        "\(system) \(zone) \(millis): \(c)")
                for (field, icu, amount) in [(CalendarRules.Field.month, ICUB_UCAL_MONTH, 1), (.month, ICUB_UCAL_MONTH, -13),
                                             (.year, ICUB_UCAL_YEAR, 1), (.extendedYear, ICUB_UCAL_EXTENDED_YEAR, -2),
                                             (.yearForWeekOfYear, ICUB_UCAL_YEAR_WOY, 1), (.era, ICUB_UCAL_ERA, 1)] {
                    // ICU 72's astronomical Islamic calendar moves a year for the week of year
                    // by decades, or backwards, depending on what it computed before (docs/calendars.md).
                    if system == .islamic && field == .yearForWeekOfYear { continue }
                    // Elsewhere, ICU's answer, backwards or not; ISO 8601's years as the Gregorian
                    // calendar's, through the extended year (docs/calendars.md).
                    icub_ucal_set_millis(raw.raw, millis, &status)
                    let icuAdded = system == .iso8601 && field == .year ? ICUB_UCAL_EXTENDED_YEAR : icu
                    icub_ucal_add(raw.raw, Int32(icuAdded), Int32(amount), &status)
                    let expected = icub_ucal_get_millis(raw.raw, &status)
                    guard status <= 0, (-184_303_902_528_000_000 ... 183_882_168_921_600_000).contains(expected) else {
                        status = 0
                        continue
                    }
                    let added = try? rules.adding(amount, field, to: date)
                    #expect(added == Date(timeIntervalSince1970: expected / 1000), "\(system) \(zone) \(millis) \(amount) \(field)")
                }
            }
        }
    }

    /// The symbols are `udat_getSymbols`' for the locale and the calendar.
    @Test(arguments: [("en_US", CalendarRules.System.gregorian), ("fr_FR", .gregorian), ("he_IL", .hebrew),
                      ("ja_JP", .japanese), ("ru_RU", .gregorian), ("zh_CN", .chinese)] as [(String, CalendarRules.System)])
    func symbolsAreUDatsSymbols(locale: String, system: CalendarRules.System) throws {
        let rules = try CalendarRules(system, locale: LocaleID(locale), timeZone: .utc)
        let id = "\(locale)@calendar=\(system.rawValue)"
        #expect(try rules.monthNames() == raw(id, ICUB_UDAT_MONTHS))
        #expect(try rules.monthNames(.abbreviated, context: .standalone) == raw(id, ICUB_UDAT_STANDALONE_SHORT_MONTHS))
        #expect(try rules.monthNames(.narrow) == raw(id, ICUB_UDAT_NARROW_MONTHS))
        #expect(try rules.weekdayNames() == Array(raw(id, ICUB_UDAT_WEEKDAYS).dropFirst()))
        #expect(try rules.weekdayNames(.narrow, context: .standalone) == Array(raw(id, ICUB_UDAT_STANDALONE_NARROW_WEEKDAYS).dropFirst()))
        #expect(try rules.eraNames() == raw(id, ICUB_UDAT_ERAS))
        #expect(try rules.eraNames(.wide) == raw(id, ICUB_UDAT_ERA_NAMES))
        #expect(try rules.quarterNames(.abbreviated) == raw(id, ICUB_UDAT_SHORT_QUARTERS))
        #expect(try rules.amPMSymbols() == raw(id, ICUB_UDAT_AM_PMS))
    }

    /// English names of CLDR 42.
    @Test(.cldr42) func englishAndHebrewNames() throws {
        let us = try CalendarRules(locale: "en_US", timeZone: .utc)
        #expect(try us.monthNames().first == "January")
        #expect(try us.monthNames(.narrow).first == "J")
        #expect(try us.weekdayNames(.abbreviated) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(try us.eraNames() == ["BC", "AD"])
        #expect(try us.eraNames(.wide) == ["Before Christ", "Anno Domini"])
        #expect(try us.quarterNames() == ["1st quarter", "2nd quarter", "3rd quarter", "4th quarter"])
        #expect(try us.amPMSymbols() == ["AM", "PM"])
        let hebrew = try CalendarRules(.hebrew, locale: "en_US", timeZone: .utc)
        #expect(try Array(hebrew.monthNames()[4...7]) == ["Shevat", "Adar I", "Adar", "Nisan"])
        #expect(try hebrew.monthNames().last == "Adar II")
        let russian = try CalendarRules(locale: "ru_RU", timeZone: .utc)
        #expect(try russian.monthNames().first == "января")
        #expect(try russian.monthNames(context: .standalone).first == "январь")
    }

    private func raw(_ locale: String, _ type: Int) -> [String] {
        var status: Int32 = 0
        guard let format = icub_udat_open(Int32(ICUB_UDAT_PATTERN), Int32(ICUB_UDAT_PATTERN), locale, "UTC", 3, "G", 1, &status),
              status <= 0 else { return ["open failed"] }
        defer { icub_udat_close(format) }
        return (0..<icub_udat_count_symbols(format, Int32(type))).map { index in
            RawICU.text { icub_udat_symbol(format, Int32(type), index, $0, $1, &$2) } ?? "failed"
        }
    }
}
