import Foundation
import ICU
import Testing

@Suite struct CalendarCommandTests {
    static let keys = ["calendar", "era", "eraName", "year", "extendedYear", "month", "isLeapMonth", "monthName", "day",
                       "weekday", "weekdayName", "dayOfYear", "weekOfYear", "yearForWeekOfYear", "hour", "minute", "second",
                       "millisecond", "zoneOffset", "dstOffset", "daysInMonth", "monthsInYear"]

    /// Plain mode: one line of field=value pairs.
    @Test(.cldr42) func plainLine() {
        #expect(icufmt("calendar", "--locale", "en_US", "--time-zone", "America/Los_Angeles", "2019-05-01T12:00:00Z")
            == Outcome(stdout: "calendar=gregorian era=1 eraName=AD year=2019 extendedYear=2019 month=5 isLeapMonth=false "
                + "monthName=May day=1 weekday=4 weekdayName=Wednesday dayOfYear=121 weekOfYear=18 yearForWeekOfYear=2019 "
                + "hour=5 minute=0 second=0 millisecond=0 zoneOffset=-28800 dstOffset=3600 daysInMonth=31 monthsInYear=12\n"))
    }

    /// Reiwa 1 and Heisei 31, as JSON objects with the documented keys.
    @Test(.cldr42) func japaneseEras() {
        let outcome = icufmt("calendar", "--json", "--calendar", "japanese", "--locale", "ja_JP", "--time-zone", "Asia/Tokyo",
                             "2019-04-30T15:00:00Z", "2019-04-30T14:59:59.999Z")
        #expect(outcome == Outcome(stdout: """
            {"calendar":"japanese","era":236,"eraName":"\u{4EE4}\u{548C}","year":1,"extendedYear":2019,"month":5,\
            "isLeapMonth":false,"monthName":"5\u{6708}","day":1,"weekday":4,"weekdayName":"\u{6C34}\u{66DC}\u{65E5}",\
            "dayOfYear":121,"weekOfYear":18,"yearForWeekOfYear":2019,"hour":0,"minute":0,"second":0,"millisecond":0,\
            "zoneOffset":32400,"dstOffset":0,"daysInMonth":31,"monthsInYear":12}
            {"calendar":"japanese","era":235,"eraName":"\u{5E73}\u{6210}","year":31,"extendedYear":2019,"month":4,\
            "isLeapMonth":false,"monthName":"4\u{6708}","day":30,"weekday":3,"weekdayName":"\u{706B}\u{66DC}\u{65E5}",\
            "dayOfYear":120,"weekOfYear":18,"yearForWeekOfYear":2019,"hour":23,"minute":59,"second":59,"millisecond":999,\
            "zoneOffset":32400,"dstOffset":0,"daysInMonth":30,"monthsInYear":12}

            """))
    }

    /// Adar I of a Hebrew leap year, and a Chinese leap month.
    @Test(.cldr42) func leapMonths() throws {
        let hebrew = icufmt("calendar", "--json", "--calendar", "hebrew", "--locale", "en_US", "--time-zone", "UTC",
                            "2024-02-10T00:00:00Z")
        #expect(hebrew.stdout.contains(#""year":5784,"extendedYear":5784,"month":6,"isLeapMonth":false,"monthName":"Adar I""#))
        #expect(hebrew.stdout.contains(#""daysInMonth":30,"monthsInYear":13}"#))
        let chinese = icufmt("calendar", "--calendar", "chinese", "--locale", "en_US", "--time-zone", "UTC",
                             "2020-06-01T00:00:00Z")
        #expect(chinese.stdout.contains(" month=4 isLeapMonth=true monthName=Fourth Monthbis day=10 "))
        #expect(chinese.stdout.hasSuffix(" monthsInYear=13\n"))
    }

    /// ISO 8601's eras, months and weekdays are named as the Gregorian calendar's (ICU 78 writes
    /// no names in `calendar=iso8601`), for every instant, BC ones included.
    @Test func iso8601NamesAreGregorians() throws {
        let instants = ["2011-03-13T07:06:40Z", "-0500-06-01T00:00:00Z"]
        func names(_ system: String) throws -> [[String]] {
            let outcome = icufmt(arguments: ["calendar", "--json", "--calendar", system, "--locale", "de_DE",
                                             "--time-zone", "UTC"] + instants)
            #expect(outcome.status == 0, "\(outcome)")
            return try outcome.stdout.split(separator: "\n").map { line in
                let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return ["eraName", "monthName", "weekdayName"].map { object[$0] as? String ?? "" }
            }
        }
        let iso = try names("iso8601")
        #expect(iso.count == 2 && iso.allSatisfy { $0.allSatisfy { !$0.isEmpty } }, "\(iso)")
        #expect(iso == (try names("gregorian")))
    }

    /// Every object has exactly the documented keys, in order, and the library's numbers.
    @Test func jsonKeysAndTheLibrarysFields() throws {
        let instants = ["2011-03-13T07:06:40Z", "2024-02-10T00:00:00.250Z", "-0500-06-01T00:00:00Z"]
        for system in CalendarRules.System.allCases where system != .dangi {
            let outcome = icufmt(arguments: ["calendar", "--json", "--calendar", system.rawValue, "--locale", "de_DE",
                                             "--time-zone", "Australia/Lord_Howe"] + instants)
            #expect(outcome.status == 0, "\(outcome)")
            let rules = try CalendarRules(system, locale: "de_DE", timeZone: TimeZoneID("Australia/Lord_Howe"))
            for (line, instant) in zip(outcome.stdout.split(separator: "\n"), instants) {
                let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect(Set(object.keys) == Set(Self.keys))
                let positions = Self.keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
                #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
                let date = try #require(try? ISO8601(instant))
                let c = try rules.components(of: date)
                let expected: [String: Int?] = [
                    "era": c.eraYear?.era, "year": c.eraYear?.year, "extendedYear": c.extendedYear, "month": c.month,
                    "day": c.day, "weekday": c.weekday, "dayOfYear": c.dayOfYear, "weekOfYear": c.weekOfYear,
                    "yearForWeekOfYear": c.yearForWeekOfYear, "hour": c.hour, "minute": c.minute, "second": c.second,
                    "millisecond": c.millisecond, "zoneOffset": c.zoneOffset, "dstOffset": c.dstOffset,
                    "daysInMonth": try rules.daysInMonth(at: date), "monthsInYear": try rules.monthsInYear(at: date),
                ]
                for (key, value) in expected {
                    #expect(object[key] as? Int == value, "\(system) \(instant) \(key)")
                }
                #expect(object["calendar"] as? String == system.rawValue)
                #expect(object["isLeapMonth"] as? Bool == c.isLeapMonth)
            }
        }
    }

    /// 31 January + 1 month, milliseconds kept; the difference back.
    @Test func addAndDifference() {
        #expect(icufmt("calendar", "--time-zone", "UTC", "--add", "1", "--field", "month",
                       "2024-01-31T00:00:00Z", "2023-01-31T10:00:00.250Z", "@0")
            == Outcome(stdout: "2024-02-29T00:00:00Z\n2023-02-28T10:00:00.250Z\n1970-02-01T00:00:00Z\n"))
        #expect(icufmt("calendar", "--time-zone", "UTC", "--add=-1", "--field", "year", "2024-02-29T00:00:00Z")
            == Outcome(stdout: "2023-02-28T00:00:00Z\n"))
        #expect(icufmt("calendar", "--time-zone", "UTC", "--difference", "2024-03-01T00:00:00Z", "--field", "day",
                       "2024-01-31T00:00:00Z", "2024-03-02T00:00:00Z")
            == Outcome(stdout: "30\n-1\n"))
        #expect(icufmt("calendar", "--json", "--calendar", "hebrew", "--time-zone", "UTC", "--add", "1", "--field", "month",
                       "2024-02-10T00:00:00Z")
            == Outcome(stdout: #"{"input":"2024-02-10T00:00:00Z","output":"2024-03-11T00:00:00Z"}"# + "\n"))
    }

    /// Batch lines name their locale; a bad line fails alone.
    @Test func batch() {
        let outcome = icufmt("calendar", "--time-zone", "UTC", "--locale", "en_US", "--difference", "2024-01-08T00:00:00Z",
                             "--field", "weekOfYear",
                             stdin: "2023-12-31T00:00:00Z\nde_DE\t2023-12-31T00:00:00Z\nen_US@calendar=lunar\t2023-12-31T00:00:00Z\nnot an instant\n")
        #expect(outcome.stdout == "1\n1\n\n\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("unknown calendar"))
        #expect(outcome.stderr.contains("reading 'not an instant' as an instant"))
    }

    /// Options that make no sense are bad options (status 2).
    @Test(arguments: [
        ["--calendar", "lunar", "@0"], ["--field", "day", "@0"], ["--add", "1", "@0"],
        ["--add", "1", "--difference", "@0", "--field", "day", "@0"], ["--add", "1", "--field", "fortnight", "@0"],
        ["--add", "x", "--field", "day", "@0"],
    ])
    func badOptions(arguments: [String]) {
        let outcome = icufmt(arguments: ["calendar", "--time-zone", "UTC"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
    }

    /// Instants ICU cannot hold, and sums beyond its calendars, fail as bad values.
    /// −2,147,483,648 is an amount like −2,147,483,647, in every system: the library's answer.
    @Test func addsInt32Min() throws {
        for system in CalendarRules.System.allCases {
            let rules = try CalendarRules(system, locale: "en_US", timeZone: .utc)
            for field in ["millisecond", "second", "minute", "hour"] {
                let expected = try rules.adding(-2_147_483_648, CalendarRules.Field(field), to: Date(timeIntervalSince1970: 0))
                let outcome = icufmt("calendar", "--calendar", system.rawValue, "--time-zone", "UTC", "--locale", "en_US",
                                     "--add=-2147483648", "--field", field, stdin: "@0\n")
                #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(system) \(field): \(outcome)")
                #expect(outcome.stdout.count > 1 && outcome.stdout.filter { $0 == "\n" }.count == 1, "\(system) \(field)")
                #expect(expected.timeIntervalSince1970 < 0)
            }
        }
        // 2^31 seconds and milliseconds before 1970.
        #expect(icufmt("calendar", "--time-zone", "UTC", "--add=-2147483648", "--field", "second", "@0")
                == Outcome(stdout: "1901-12-13T20:45:52Z\n"))
        #expect(icufmt("calendar", "--time-zone", "UTC", "--add=-2147483648", "--field", "millisecond", "@0")
                == Outcome(stdout: "1969-12-07T03:28:36.352Z\n"))
    }

    @Test func badValues() {
        let outcome = icufmt("calendar", "--time-zone", "UTC", "--add", "2147483647", "--field", "year", "@0")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("beyond ICU's calendars"))
        #expect(icufmt("calendar", "--time-zone", "UTC", "@1e300").status == 1)
    }
}

/// `YYYY-MM-DDTHH:MM:SS[.SSS]Z` with a signed year, for the tests' instants.
private func ISO8601(_ text: String) throws -> Date {
    let negative = text.hasPrefix("-")
    let body = negative ? String(text.dropFirst()) : text
    let parts = body.split(whereSeparator: { "-T:Z".contains($0) })
    let year = (negative ? -1 : 1) * Int(parts[0])!
    let (m, d) = (Int(parts[1])!, Int(parts[2])!)
    let yy = m <= 2 ? year - 1 : year
    let era = (yy >= 0 ? yy : yy - 399) / 400
    let yoe = yy - era * 400
    let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
    let seconds = Double(parts[5])!
    return Date(timeIntervalSince1970: Double(days * 86_400 + Int(parts[3])! * 3600 + Int(parts[4])! * 60) + seconds)
}
