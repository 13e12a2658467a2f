import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// `RelativeTimeFormat.amount(of:relativeTo:in:)`: the unit chosen on each
/// side of each threshold, in UTC and across daylight-saving changes, and the
/// instants it refuses. The units and values are the library's own choice.
@Suite("Relative times between instants")
struct RelativeTimeInstantsTests {
    typealias Unit = RelativeTimeFormat.Unit

    /// 2024-06-01T12:00:00Z, a Saturday.
    static let noon = Date(timeIntervalSince1970: 1_717_243_200)

    /// An instant in UTC.
    static func utc(_ text: String) throws -> Date {
        try ISO8601Format(syntax: .rfc3339).parseDate(text)
    }

    static func amount(_ date: Date, _ reference: Date, zone: String = "UTC") throws -> (Int, Unit) {
        let rules = try CalendarRules(.gregorian, locale: "en", timeZone: try TimeZoneID(zone))
        let amount = try RelativeTimeFormat.amount(of: date, relativeTo: reference, in: rules)
        return (amount.value, amount.unit)
    }

    static func expect(_ date: Date, _ reference: Date, zone: String = "UTC", _ value: Int, _ unit: Unit,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (v, u) = try amount(date, reference, zone: zone)
        #expect(v == value && u == unit, "\(date) relative to \(reference) in \(zone): \(v) \(u)",
                sourceLocation: sourceLocation)
    }

    @Test func secondsMinutesAndHours() throws {
        let noon = Self.noon
        let rows: [(TimeInterval, Int, Unit)] = [
            (0, 0, .second), (0.999, 0, .second), (-0.999, 0, .second), (1, 1, .second),
            (59.999, 59, .second), (-59.999, -59, .second),
            (60, 1, .minute), (-60, -1, .minute), (119, 1, .minute), (3599.999, 59, .minute), (-3599, -59, .minute),
            (3600, 1, .hour), (-3600, -1, .hour), (7199, 1, .hour), (86_399, 23, .hour), (-86_399, -23, .hour),
            (86_400, 1, .day), (-86_400, -1, .day),
        ]
        for (seconds, value, unit) in rows {
            try Self.expect(noon.addingTimeInterval(seconds), noon, value, unit)
        }
    }

    /// Under 24 hours the clock counts even across midnight; from 24 hours on,
    /// the calendar days between the two dates.
    @Test func daysCountDatesNotHours() throws {
        try Self.expect(try Self.utc("2024-06-02T01:00:00Z"), try Self.utc("2024-06-01T23:00:00Z"), 2, .hour)
        try Self.expect(try Self.utc("2024-06-01T23:00:00Z"), try Self.utc("2024-06-02T01:00:00Z"), -2, .hour)
        // Monday 22:00 to Wednesday 09:00: 35 hours, two dates later.
        try Self.expect(try Self.utc("2024-06-05T09:00:00Z"), try Self.utc("2024-06-03T22:00:00Z"), 2, .day)
        try Self.expect(try Self.utc("2024-06-03T22:00:00Z"), try Self.utc("2024-06-05T09:00:00Z"), -2, .day)
        // 24 hours exactly, and a minute short of 48: both one date later, then two.
        try Self.expect(try Self.utc("2024-06-02T00:00:00Z"), try Self.utc("2024-06-01T00:00:00Z"), 1, .day)
        try Self.expect(try Self.utc("2024-06-02T23:59:00Z"), try Self.utc("2024-06-01T00:00:00Z"), 1, .day)
        try Self.expect(try Self.utc("2024-06-03T00:00:00Z"), try Self.utc("2024-06-01T00:00:00Z"), 2, .day)
    }

    @Test func daysWeeksMonthsAndYears() throws {
        let june1 = Self.noon
        let rows: [(String, Int, Unit)] = [
            ("2024-06-07T12:00:00Z", 6, .day), ("2024-06-08T00:00:00Z", 1, .week), ("2024-06-07T23:59:59Z", 6, .day),
            ("2024-06-14T23:00:00Z", 1, .week), ("2024-06-15T00:00:00Z", 2, .week),
            ("2024-06-30T23:59:59Z", 4, .week), ("2024-07-01T00:00:00Z", 1, .month),
            ("2024-05-26T00:00:00Z", -6, .day), ("2024-05-25T23:59:59Z", -1, .week),
            ("2024-05-02T00:00:00Z", -4, .week), ("2024-05-01T23:59:59Z", -1, .month),
            ("2025-05-31T23:59:59Z", 11, .month), ("2025-06-01T00:00:00Z", 1, .year),
            ("2023-06-02T00:00:00Z", -11, .month), ("2023-06-01T23:59:59Z", -1, .year),
            ("2034-06-01T00:00:00Z", 10, .year), ("1924-06-01T00:00:00Z", -100, .year),
        ]
        for (text, value, unit) in rows {
            try Self.expect(try Self.utc(text), june1, value, unit)
        }
    }

    /// Months are counted as the calendar adds them, pinning the day to the
    /// month's last: from 31 January, 29 February is a month on.
    @Test func monthsAtTheEndOfAMonth() throws {
        let january31 = try Self.utc("2024-01-31T10:00:00Z")
        try Self.expect(try Self.utc("2024-02-28T10:00:00Z"), january31, 4, .week)
        try Self.expect(try Self.utc("2024-02-29T10:00:00Z"), january31, 1, .month)
        try Self.expect(try Self.utc("2024-03-01T10:00:00Z"), january31, 1, .month)
    }

    /// The dates are those of the calendar's zone: 23:30 in UTC on 1 June is
    /// already 2 June in Tokyo.
    @Test func datesAreTheZones() throws {
        let reference = try Self.utc("2024-06-01T10:00:00Z")
        let date = try Self.utc("2024-06-02T23:30:00Z")
        try Self.expect(date, reference, zone: "UTC", 1, .day)
        try Self.expect(date, reference, zone: "Asia/Tokyo", 2, .day)
    }

    /// On the 25-hour day that ends summer time in Berlin, 24 hours after 00:30
    /// is 23:30 of the same date: the clock counts. On the 23-hour day, 24 hours
    /// after 23:30 is two dates later.
    @Test func daylightSavingChanges() throws {
        let autumn = try Self.utc("2024-10-26T22:30:00Z")   // 27 October, 00:30 CEST
        try Self.expect(autumn.addingTimeInterval(86_400), autumn, zone: "Europe/Berlin", 24, .hour)
        try Self.expect(autumn.addingTimeInterval(90_000), autumn, zone: "Europe/Berlin", 1, .day)
        let spring = try Self.utc("2024-03-30T22:30:00Z")   // 30 March, 23:30 CET
        try Self.expect(spring.addingTimeInterval(86_400), spring, zone: "Europe/Berlin", 2, .day)
        try Self.expect(spring.addingTimeInterval(86_400), spring, zone: "UTC", 1, .day)
    }

    /// Other calendars count their own months and years: the Japanese year
    /// across the change of era (Heisei 31 to Reiwa 1), and the Coptic
    /// calendar's thirteenth month of five days, which a few days cross as days.
    @Test func otherCalendars() throws {
        let japanese = try CalendarRules(.japanese, locale: "ja_JP", timeZone: try TimeZoneID("Asia/Tokyo"))
        let april15 = try Self.utc("2019-04-15T03:00:00Z")
        func amount(_ text: String, _ rules: CalendarRules, from reference: Date) throws -> (Int, Unit) {
            let amount = try RelativeTimeFormat.amount(of: try Self.utc(text), relativeTo: reference, in: rules)
            return (amount.value, amount.unit)
        }
        #expect(try amount("2019-06-01T03:00:00Z", japanese, from: april15) == (1, .month))
        #expect(try amount("2020-05-01T03:00:00Z", japanese, from: april15) == (1, .year))
        #expect(try amount("2018-04-14T03:00:00Z", japanese, from: april15) == (-1, .year))
        let coptic = try CalendarRules(.coptic, locale: "en", timeZone: .utc)
        // 1 Nasie 1739 (6 September 2023) to 1 Thout 1740 (12 September): a
        // month on, and 6 days.
        let nasie1 = try Self.utc("2023-09-06T12:00:00Z")
        #expect(try coptic.difference(from: nasie1, to: try Self.utc("2023-09-12T12:00:00Z"), in: .month) == 1)
        #expect(try amount("2023-09-12T12:00:00Z", coptic, from: nasie1) == (6, .day))
        #expect(try amount("2023-09-13T12:00:00Z", coptic, from: nasie1) == (1, .month))
    }

    @Test func badInstantsThrow() throws {
        let rules = try CalendarRules(locale: "en", timeZone: .utc)
        let format = try RelativeTimeFormat(locale: "en")
        for bad in [Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: -1e20)] {
            for (date, reference) in [(bad, Self.noon), (Self.noon, bad)] {
                let error = #expect(throws: ICUError.self) { try format.format(date, relativeTo: reference, in: rules) }
                #expect(error?.code == .illegalArgument)
            }
        }
        // Both instants are checked when they are under a minute apart too.
        #expect(throws: ICUError.self) { try format.format(Date(timeIntervalSince1970: 1e20), relativeTo: Date(timeIntervalSince1970: 1e20), in: rules) }
    }

    @Test(.cldr42) func formatted() throws {
        let rules = try CalendarRules(locale: "en", timeZone: try TimeZoneID("Europe/Berlin"))
        let format = try RelativeTimeFormat(locale: "en", options: .init(numeric: .auto))
        let now = Date(timeIntervalSince1970: 1_717_236_000)
        #expect(try format.format(now.addingTimeInterval(-90), relativeTo: now, in: rules) == "1 minute ago")
        #expect(try format.format(now.addingTimeInterval(86_400), relativeTo: now, in: rules) == "tomorrow")
        #expect(try format.format(now, relativeTo: now, in: rules) == "now")
        #expect(try format.format(now.addingTimeInterval(-2 * 86_400), relativeTo: now, in: rules) == "2 days ago")
        #expect(try format.format(now.addingTimeInterval(40 * 86_400), relativeTo: now, in: rules) == "next month")
        let german = try RelativeTimeFormat(locale: "de", options: .init(numeric: .auto))
        #expect(try german.format(now.addingTimeInterval(-2 * 86_400), relativeTo: now, in: rules) == "vorgestern")
    }

    /// The twin of ``formatted()``: the text is ICU's for the chosen amount.
    @Test func formattedAsICU() throws {
        let rules = try CalendarRules(locale: "en", timeZone: try TimeZoneID("Europe/Berlin"))
        let now = Date(timeIntervalSince1970: 1_717_236_000)
        for locale in ["en", "de"] as [LocaleID] {
            let format = try RelativeTimeFormat(locale: locale, options: .init(numeric: .auto))
            for seconds: Double in [-90, 86_400, 0, -2 * 86_400, 40 * 86_400] {
                let date = now.addingTimeInterval(seconds)
                let (value, unit) = try RelativeTimeFormat.amount(of: date, relativeTo: now, in: rules)
                let raw = RawICU.relativeTime(Double(value), unit: unit.icuValue, numeric: false,
                                              locale: locale.identifier)
                #expect(try format.format(date, relativeTo: now, in: rules) == raw)
            }
        }
    }
}
