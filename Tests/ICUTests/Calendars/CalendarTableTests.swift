import FoundationEssentials
import ICU
import Testing

/// Table 4-7 of Apple's "Computing Dates Using Calendars" (docs/calendars.md),
/// row by row, as the library computes it.
@Suite("CalendarRules: Table 4-7")
struct CalendarTableTests {
    /// 13 March 2011, noon UTC.
    static let day2011 = Date(timeIntervalSince1970: 1_300_017_600)

    static func rules(_ system: CalendarRules.System, _ locale: LocaleID = "en_US") throws -> CalendarRules {
        try CalendarRules(system, locale: locale, timeZone: .utc)
    }

    @Test func years() throws {
        let years = try [CalendarRules.System.gregorian, .islamic, .buddhist, .hebrew].map {
            try Self.rules($0).components(of: Self.day2011).eraYear?.year
        }
        #expect(years == [2011, 1432, 2554, 5771])
    }

    /// AD and Heisei: ICU's era numbers 1 and 235, and their names in English (CLDR 42).
    @Test func eras() throws {
        #expect(try Self.rules(.gregorian).components(of: Self.day2011).eraYear == .init(era: 1, year: 2011))
        #expect(try Self.rules(.japanese).components(of: Self.day2011).eraYear == .init(era: 235, year: 23))
    }

    @Test(.cldr42) func eraNames() throws {
        #expect(try Self.rules(.gregorian).eraNames()[1] == "AD")
        #expect(try Self.rules(.japanese).eraNames()[235] == "Heisei")
    }

    /// 12 months in the Gregorian year, 13 in the Hebrew year 5771, and 12 or 13 in Chinese years.
    @Test func monthsPerYear() throws {
        #expect(try Self.rules(.gregorian).monthsInYear(at: Self.day2011) == 12)
        #expect(try Self.rules(.hebrew).monthsInYear(at: Self.day2011) == 13)
        let chinese = try Self.rules(.chinese)
        #expect(try chinese.monthsInYear(at: Self.day2011) == 12)
        #expect(try chinese.monthsInYear(at: Date(timeIntervalSince1970: 1_338_508_800)) == 13)  // 2012-06-01
    }

    /// From 5 days (the Coptic and Ethiopic thirteenth month in a common year) to 31.
    @Test func lengthsOfMonths() throws {
        let nasie1728 = Date(timeIntervalSince1970: 1_347_105_600)   // 2012-09-08
        #expect(try Self.rules(.coptic).daysInMonth(at: nasie1728) == 5)
        #expect(try Self.rules(.ethiopic).daysInMonth(at: nasie1728) == 5)
        #expect(try Self.rules(.gregorian).daysInMonth(at: Self.day2011) == 31)
    }

    /// Saturday in Egypt, Sunday in the United States, Monday in Germany.
    @Test func firstDayOfWeek() throws {
        #expect(try ["ar_EG", "en_US", "de_DE"].map { try Self.rules(.gregorian, $0).firstWeekday } == [7, 1, 2])
    }

    /// Japanese years change with the era, not on 1 January: Heisei 31 ends on 30 April 2019.
    @Test func whenYearsChange() throws {
        let japanese = try Self.rules(.japanese)
        let april30 = try japanese.components(of: Date(timeIntervalSince1970: 1_556_625_600))  // 2019-04-30T12:00Z
        let may1 = try japanese.components(of: Date(timeIntervalSince1970: 1_556_712_000))     // 2019-05-01T12:00Z
        #expect(april30.eraYear == .init(era: 235, year: 31) && may1.eraYear == .init(era: 236, year: 1))
    }
}
