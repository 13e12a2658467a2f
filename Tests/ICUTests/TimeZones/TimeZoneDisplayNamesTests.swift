import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// `TimeZoneDisplayNames` gives ICU 72's names, and keeps each only as long as ICU's would not change.
@Suite("TimeZoneDisplayNames")
struct TimeZoneDisplayNamesTests {
    /// 2024-07-01T00:00:00Z and 2024-01-01T00:00:00Z.
    static let july = Date(timeIntervalSince1970: 1_719_792_000)
    static let january = Date(timeIntervalSince1970: 1_704_067_200)

    /// The date pattern letters that write each style, for the twins.
    static func pattern(_ style: TimeZoneDisplayNames.Style) -> String {
        switch style {
        case .longSpecific: "zzzz"
        case .shortSpecific: "z"
        case .longGeneric: "vvvv"
        case .shortGeneric: "v"
        case .location: "VVVV"
        case .localizedGMT: "OOOO"
        case .shortLocalizedGMT: "O"
        }
    }

    static let styles: [TimeZoneDisplayNames.Style] = [.longSpecific, .shortSpecific, .longGeneric, .shortGeneric]

    /// Locale, zone, date, then the names in ``styles``' order.
    static let cases: [(String, String, Date, [String])] = [
        ("en_US", "America/Los_Angeles", july, ["Pacific Daylight Time", "PDT", "Pacific Time", "PT"]),
        ("en_US", "America/Los_Angeles", january, ["Pacific Standard Time", "PST", "Pacific Time", "PT"]),
        ("en_US", "Australia/Lord_Howe", january, ["Lord Howe Daylight Time", "GMT+11", "Lord Howe Time", "Lord Howe Time"]),
        ("en_US", "Europe/Berlin", july, ["Central European Summer Time", "GMT+2", "Central European Time", "Germany Time"]),
        ("de_DE", "America/Los_Angeles", july,
         ["Nordamerikanische Westk\u{FC}sten-Sommerzeit", "GMT-7", "Nordamerikanische Westk\u{FC}stenzeit", "Los Angeles (Ortszeit)"]),
        ("de_DE", "Europe/Berlin", july, ["Mitteleurop\u{E4}ische Sommerzeit", "MESZ", "Mitteleurop\u{E4}ische Zeit", "MEZ"]),
        ("de_DE", "Europe/Berlin", january, ["Mitteleurop\u{E4}ische Normalzeit", "MEZ", "Mitteleurop\u{E4}ische Zeit", "MEZ"]),
        ("ja_JP", "America/Los_Angeles", july,
         ["\u{30A2}\u{30E1}\u{30EA}\u{30AB}\u{592A}\u{5E73}\u{6D0B}\u{590F}\u{6642}\u{9593}", "GMT-7",
          "\u{30A2}\u{30E1}\u{30EA}\u{30AB}\u{592A}\u{5E73}\u{6D0B}\u{6642}\u{9593}",
          "\u{30ED}\u{30B5}\u{30F3}\u{30BC}\u{30EB}\u{30B9}\u{6642}\u{9593}"]),
        ("ja_JP", "Asia/Tokyo", july, ["\u{65E5}\u{672C}\u{6A19}\u{6E96}\u{6642}", "JST", "\u{65E5}\u{672C}\u{6A19}\u{6E96}\u{6642}", "JST"]),
        ("fr_FR", "America/Los_Angeles", july,
         ["heure d\u{2019}\u{E9}t\u{E9} du Pacifique nord-am\u{E9}ricain", "UTC\u{2212}7",
          "heure du Pacifique nord-am\u{E9}ricain", "heure : Los Angeles"]),
    ]

    @Test("names in en, de, ja, fr", .cldr42, arguments: cases.indices)
    func names(index: Int) throws {
        let (locale, zone, date, expected) = Self.cases[index]
        let names = try TimeZoneDisplayNames(locale: LocaleID(locale))
        let got = try Self.styles.map { try names.name(of: TimeZoneID(zone), at: date, style: $0) }
        #expect(got == expected)
    }

    @Test("names as udat writes their pattern letters", arguments: cases.indices)
    func namesAsUdat(index: Int) throws {
        let (locale, zone, date, _) = Self.cases[index]
        let names = try TimeZoneDisplayNames(locale: LocaleID(locale))
        for style in TimeZoneDisplayNames.Style.allCases {
            #expect(try names.name(of: TimeZoneID(zone), at: date, style: style)
                    == RawICU.date(date, pattern: Self.pattern(style), locale: locale, zone: zone), "\(style)")
        }
    }

    @Test("specific names as ucal_getTimeZoneDisplayName writes them", arguments: cases.indices)
    func specificNamesAsUcal(index: Int) throws {
        let (locale, zone, date, _) = Self.cases[index]
        let names = try TimeZoneDisplayNames(locale: LocaleID(locale))
        var status: Int32 = 0
        let calendar = try #require(icub_ucal_open_zone(zone, Int32(zone.utf8.count), locale, &status))
        defer { icub_ucal_close(calendar) }
        icub_ucal_set_millis(calendar, date.timeIntervalSince1970 * 1000, &status)
        let daylight = try TimeZoneID(zone).offsets(at: date).isDaylightSavingTime
        let long = RawICU.text {
            icub_ucal_time_zone_display_name(calendar, Int32(daylight ? ICUB_UCAL_DST : ICUB_UCAL_STANDARD), locale, $0, $1, &$2)
        }
        #expect(try names.name(of: TimeZoneID(zone), at: date, style: .longSpecific) == long)
    }

    /// Names kept by span come out as ICU writes each instant: every day of two
    /// years, and a millisecond either side of each transition, in zones whose
    /// names change with daylight saving, with their metazone (Moscow, 2011 and
    /// 2014), or with their reference zone's offsets (Phoenix, Regina).
    @Test("kept names equal ICU's at every instant", arguments: [
        ("en_US", "America/Los_Angeles"), ("en_US", "America/Phoenix"), ("en_US", "Europe/Moscow"),
        ("en_GB", "America/Regina"), ("de_DE", "Australia/Lord_Howe"), ("fr_FR", "America/Vancouver"),
        ("en_US", "Pacific/Apia"),
    ])
    func keptNamesAreExact(locale: String, zone: String) throws {
        let names = try TimeZoneDisplayNames(locale: LocaleID(locale))
        let id = try TimeZoneID(zone)
        var instants: [Date] = []
        let start = zone == "Europe/Moscow" ? 1_293_840_000.0 : 1_640_995_200.0   // 2011 or 2022
        for day in 0..<(zone == "Europe/Moscow" ? 1_500 : 730) { instants.append(Date(timeIntervalSince1970: start + Double(day) * 86_400)) }
        var cursor = Date(timeIntervalSince1970: start)
        while let next = try id.nextTransition(after: cursor), next.timeIntervalSince1970 < start + 1_500 * 86_400 {
            instants += [next.addingTimeInterval(-0.001), next, next.addingTimeInterval(0.001)]
            cursor = next
        }
        for style in TimeZoneDisplayNames.Style.allCases {
            let formatter = try RawDate(pattern: Self.pattern(style), locale: locale, zone: zone)
            for instant in instants {
                let expected = formatter.format(instant)
                let got = try names.name(of: id, at: instant, style: style)
                if got != expected {
                    Issue.record("\(zone) \(style) at \(instant.timeIntervalSince1970): \(got) != \(String(describing: expected))")
                    return
                }
            }
        }
    }

    /// A custom zone of offset zero is named from `Etc/GMT`'s metazone, which ends in year 9999:
    /// a name kept from beyond it must not stand for today's.
    @Test("custom zones of offset zero, after a name from beyond year 9999", arguments: ["GMT+00", "GMT+0", "GMT"])
    func customZoneOfOffsetZero(id: String) throws {
        let names = try TimeZoneDisplayNames(locale: "fr_FR")
        let zone = try TimeZoneID(id)
        for seconds in [1e12, 0.254, -1e12, 1_719_792_000] {
            let date = Date(timeIntervalSince1970: seconds)
            for style in TimeZoneDisplayNames.Style.allCases {
                #expect(try names.name(of: zone, at: date, style: style)
                        == RawICU.date(date, pattern: Self.pattern(style), locale: "fr_FR", zone: id), "\(style) \(seconds)")
            }
        }
    }

    @Test func thePoolHandsOutOnePerLocale() throws {
        let pool = FormatterPool()
        let first = try pool.timeZoneDisplayNames(locale: "en_US")
        let second = try pool.timeZoneDisplayNames(locale: "en_US")
        #expect(first.locale == "en_US")
        let zone = try TimeZoneID("America/Los_Angeles")
        #expect(try first.name(of: zone, at: Self.july, style: .longGeneric)
                == TimeZoneDisplayNames(locale: "en_US").name(of: zone, at: Self.july, style: .longGeneric))
        #expect(try second.name(of: zone, at: Self.july, style: .shortSpecific)
                == first.name(of: zone, at: Self.july, style: .shortSpecific))
    }

    @Test("a NaN or unreachable instant is U_ILLEGAL_ARGUMENT_ERROR", arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func badInstant(seconds: Double) throws {
        let names = try TimeZoneDisplayNames(locale: "en_US")
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "naming time zone America/Los_Angeles") {
            try names.name(of: TimeZoneID("America/Los_Angeles"), at: Date(timeIntervalSince1970: seconds), style: .longSpecific)
        }
    }

    @Test func anInvalidLocaleLiteralThrows() throws {
        #expect(throws: ICUError.self) { try TimeZoneDisplayNames(locale: "!!") }
    }
}

/// One `udat` format of a pattern, for comparing many instants.
final class RawDate {
    private let handle: UnsafeMutablePointer<icub_udat>

    init(pattern: String, locale: String, zone: String) throws {
        var status: Int32 = 0
        handle = try #require(icub_udat_open(Int32(ICUB_UDAT_PATTERN), Int32(ICUB_UDAT_PATTERN), locale, zone,
                                             Int32(zone.utf8.count), pattern, Int32(pattern.utf8.count), &status))
    }

    deinit { icub_udat_close(handle) }

    func format(_ date: Date) -> String? {
        RawICU.text { icub_udat_format(handle, (date.timeIntervalSince1970 * 1000).rounded(), $0, $1, &$2) }
    }
}
