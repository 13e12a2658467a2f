import FoundationEssentials
@testable import ICU
import ICUBridge
import Testing

@Suite("DateFormat: format to parts")
struct DateFormatPartsTests {
    /// Sunday, January 5, 2014, 7:08:09 AM in Los Angeles, 4:08:09 PM in Berlin.
    private let date = Date(timeIntervalSince1970: 1_388_934_489)

    /// Parts of `date`, checked against `format` and for well-formedness.
    private func parts(_ format: DateFormat, sourceLocation: SourceLocation = #_sourceLocation) throws -> FormattedParts<DateFormat.Field> {
        let result = format.formatToParts(date)
        expectWellFormed(result, formatted: format.format(date), sourceLocation: sourceLocation)
        return result
    }

    private func styles(_ date: DateFormat.Style, _ time: DateFormat.Style, _ locale: LocaleID,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> FormattedParts<DateFormat.Field> {
        try parts(DateFormat(date: date, time: time, locale: locale, timeZone: TimeZoneID("America/Los_Angeles")),
                  sourceLocation: sourceLocation)
    }

    /// A template with era, weekday and zone, in Berlin.
    private func template(_ locale: LocaleID, sourceLocation: SourceLocation = #_sourceLocation) throws -> FormattedParts<DateFormat.Field> {
        try parts(DateFormat(template: "GyMMMMEEEEdjmszzzz", locale: locale, timeZone: TimeZoneID("Europe/Berlin")),
                  sourceLocation: sourceLocation)
    }

    @Test(.cldr42) func english() throws {
        let medium = try styles(.medium, .short, "en_US")
        #expect(medium.string == "Jan 5, 2014, 7:08\u{202F}AM")
        #expect(partList(medium) == ["month:Jan", "literal: ", "day:5", "literal:, ", "year:2014", "literal:, ",
                                     "hour:7", "literal::", "minute:08", "literal:\u{202F}", "dayPeriod:AM"])
        let full = try styles(.full, .full, "en_US")
        #expect(partList(full) == ["weekday:Sunday", "literal:, ", "month:January", "literal: ", "day:5", "literal:, ",
                                   "year:2014", "literal: at ", "hour:7", "literal::", "minute:08", "literal::",
                                   "second:09", "literal:\u{202F}", "dayPeriod:AM", "literal: ",
                                   "timeZoneName:Pacific Standard Time"])
        let berlin = try template("en_US")
        #expect(berlin.string == "Sunday, January 5, 2014 AD at 4:08:09\u{202F}PM Central European Standard Time")
        #expect(fieldList(berlin) == ["weekday:Sunday", "month:January", "day:5", "year:2014", "era:AD", "hour:4",
                                      "minute:08", "second:09", "dayPeriod:PM", "timeZoneName:Central European Standard Time"])
    }

    @Test(.cldr42) func german() throws {
        let short = try styles(.short, .long, "de_DE")
        #expect(partList(short) == ["day:05", "literal:.", "month:01", "literal:.", "year:14", "literal:, ", "hour:07",
                                    "literal::", "minute:08", "literal::", "second:09", "literal: ", "timeZoneName:GMT-8"])
        let berlin = try template("de_DE")
        #expect(partList(berlin) == ["weekday:Sonntag", "literal:, ", "day:5", "literal:. ", "month:Januar", "literal: ",
                                     "year:2014", "literal: ", "era:n. Chr.", "literal: um ", "hour:16", "literal::",
                                     "minute:08", "literal::", "second:09", "literal: ",
                                     "timeZoneName:Mitteleurop\u{E4}ische Normalzeit"])
    }

    /// Arabic digits; the right-to-left marks before the slashes are literal text.
    @Test(.cldr42) func arabic() throws {
        let medium = try styles(.medium, .short, "ar_EG")
        #expect(partList(medium) == ["day:\u{660}\u{665}", "literal:\u{200F}/", "month:\u{660}\u{661}", "literal:\u{200F}/",
                                     "year:\u{662}\u{660}\u{661}\u{664}", "literal:\u{60C} ", "hour:\u{667}", "literal::",
                                     "minute:\u{660}\u{668}", "literal: ", "dayPeriod:\u{635}"])
        let berlin = try template("ar_EG")
        #expect(berlin.fields.map(\.field) == [.weekday, .day, .month, .year, .era, .hour, .minute, .second, .dayPeriod, .timeZone])
        #expect(fieldList(berlin).first == "weekday:\u{627}\u{644}\u{623}\u{62D}\u{62F}")
        #expect(fieldList(berlin)[4] == "era:\u{645}")
    }

    @Test(.cldr42) func japanese() throws {
        let full = try styles(.full, .full, "ja_JP")
        #expect(partList(full) == ["year:2014", "literal:\u{5E74}", "month:1", "literal:\u{6708}", "day:5", "literal:\u{65E5}",
                                   "weekday:\u{65E5}\u{66DC}\u{65E5}", "literal: ", "hour:7", "literal:\u{6642}", "minute:08",
                                   "literal:\u{5206}", "second:09", "literal:\u{79D2} ",
                                   "timeZoneName:\u{30A2}\u{30E1}\u{30EA}\u{30AB}\u{592A}\u{5E73}\u{6D0B}\u{6A19}\u{6E96}\u{6642}"])
        let berlin = try template("ja_JP")
        #expect(fieldList(berlin).prefix(2) == ["era:\u{897F}\u{66A6}", "year:2014"])
        let heisei = try styles(.short, .long, "ja_JP@calendar=japanese")
        #expect(partList(heisei).prefix(3) == ["era:H", "year:26", "literal:/"])
    }

    /// The Chinese calendar's related Gregorian year and cyclic year name.
    @Test(.cldr42) func relatedYearAndYearName() throws {
        let full = try styles(.full, .full, "zh@calendar=chinese")
        #expect(partList(full).prefix(5) == ["relatedYear:2013", "yearName:\u{7678}\u{5DF3}", "literal:\u{5E74}",
                                             "month:\u{814A}\u{6708}", "day:\u{521D}\u{4E94}"])
    }

    /// The formats of the tests above, their text compared with ICU's own
    /// `udat` in this process (the parts are checked against the text in each),
    /// so that they hold on any ICU.
    @Test func textAsUdat() throws {
        let la = "America/Los_Angeles", berlin = "Europe/Berlin"
        let styles: [(DateFormat.Style, DateFormat.Style, String)] = [
            (.medium, .short, "en_US"), (.full, .full, "en_US"), (.short, .long, "de_DE"), (.medium, .short, "ar_EG"),
            (.full, .full, "ja_JP"), (.short, .long, "ja_JP@calendar=japanese"), (.full, .full, "zh@calendar=chinese"),
        ]
        for (dateStyle, timeStyle, locale) in styles {
            let format = try DateFormat(date: dateStyle, time: timeStyle, locale: LocaleID(locale), timeZone: TimeZoneID(la))
            expectWellFormed(format.formatToParts(date), formatted: format.format(date))
            #expect(format.format(date) == RawICU.date(date, time: DateFormatSeedTwins.udatStyle(timeStyle),
                                                       date: DateFormatSeedTwins.udatStyle(dateStyle), locale: locale, zone: la),
                    "\(dateStyle)/\(timeStyle) in \(locale)")
        }
        for locale in ["en_US", "de_DE", "ar_EG", "ja_JP"] {
            let format = try DateFormat(template: "GyMMMMEEEEdjmszzzz", locale: LocaleID(locale), timeZone: TimeZoneID(berlin))
            #expect(format.format(date) == RawICU.date(date, template: "GyMMMMEEEEdjmszzzz", locale: locale, zone: berlin), "\(locale)")
        }
        let utc = try DateFormat(date: .long, time: .long, locale: "en_US", timeZone: TimeZoneID("UTC"))
        for seconds in [183_882_168_921_600.0, -184_303_902_528_000] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(utc.format(date) == RawICU.date(date, time: Int32(ICUB_UDAT_LONG), date: Int32(ICUB_UDAT_LONG),
                                                    locale: "en_US", zone: "UTC"), "\(seconds)")
        }
    }

    /// Every pattern letter ICU 72 knows, each reported as its field.
    @Test func everyPatternLetter() throws {
        let format = try DateFormat(pattern: "G y u Y r U Q q M L w W d D E e c F a b B h H k K m s SSS A g z Z O v V X x",
                                    locale: "en_US", timeZone: TimeZoneID("America/Los_Angeles"))
        let result = try parts(format)
        #expect(result.fields.map(\.field) == [
            .era, .year, .year, .year, .relatedYear, .yearName, .quarter, .quarter, .month, .month, .weekOfYear,
            .weekOfMonth, .day, .dayOfYear, .weekday, .weekday, .weekday, .weekdayOrdinal, .dayPeriod, .dayPeriod,
            .dayPeriod, .hour, .hour, .hour, .hour, .minute, .second, .fractionalSecond, .millisecondsInDay, .julianDay,
            .timeZone, .timeZone, .timeZone, .timeZone, .timeZone, .timeZone, .timeZone,
        ])
        #expect(result.parts.filter { $0.field == nil }.allSatisfy { $0.text == " " })
    }

    /// Each of ICU 72's 38 `UDateFormatField`s has an Internals case; all but the
    /// time separator (no pattern letter writes it) map to a public field, and
    /// every public field is reached.
    @Test func everyICUFieldMaps() {
        #expect(Set(UDatField.allCases.map(\.icuValue)) == Set(0..<38))
        #expect(UDatField.allCases.filter { DateFormat.Field($0) == nil } == [.timeSeparator])
        #expect(Set(UDatField.allCases.compactMap(DateFormat.Field.init)) == Set(DateFormat.Field.allCases))
        #expect(DateFormat.Field.timeZone.description == "timeZoneName")
        #expect(DateFormat.Field.dayPeriod.description == "dayPeriod")
    }

    /// Instants ICU's calendar cannot hold are read as the nearest end of its
    /// range (NaN as its start), so they format; the oldest `Date` and the far
    /// future ICU still holds have parts.
    @Test(.cldr42) func extremeDates() throws {
        let format = try DateFormat(date: .long, time: .long, locale: "en_US", timeZone: TimeZoneID("UTC"))
        for date in [Date.distantPast, Date.distantFuture, Date(timeIntervalSince1970: 1.8e14)] {
            expectWellFormed(format.formatToParts(date), formatted: format.format(date))
        }
        let last = format.format(Date(timeIntervalSince1970: 183_882_168_921_600))
        let first = format.format(Date(timeIntervalSince1970: -184_303_902_528_000))
        #expect(last == "December 20, 5828963 at 12:00:00\u{202F}AM UTC")
        #expect(first == "September 20, 5838270 at 12:00:00\u{202F}AM UTC")
        for (seconds, expected) in [(1e15, last), (.infinity, last), (-1e15, first), (-.infinity, first), (.nan, first)] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(format.format(date) == expected, "\(seconds)")
            expectWellFormed(format.formatToParts(date), formatted: expected)
        }
        // In zones far from UTC too.
        for zone in ["Pacific/Kiritimati", "Pacific/Niue"] {
            let far = try DateFormat(date: .full, time: .full, locale: "en_US", timeZone: TimeZoneID(zone))
            for seconds in [Double.infinity, -.infinity, .nan] {
                #expect(!far.format(Date(timeIntervalSince1970: seconds)).isEmpty)
            }
        }
    }
}
