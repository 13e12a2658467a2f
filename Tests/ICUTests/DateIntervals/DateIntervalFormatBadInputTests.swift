@testable import ICU
import FoundationEssentials
import Testing

/// What a date interval format refuses at creation, and what it writes for
/// instants no calendar holds or given in reverse: never a crash.
@Suite struct DateIntervalFormatBadInputTests {
    static let start = DateIntervalFormatTests.start

    /// A letter that is no date field, no field at all, no pattern ICU can
    /// find ("yw"), or a width ICU writes nothing for ("OOO" in es_ES gives "OOO"):
    /// ICU itself would write an empty string or a stray time zone.
    @Test(arguments: [("en_US", "yMMMdt"), ("en_US", ""), ("en_US", "!! "), ("en_US", "yw"), ("en_US", "MMMMW"), ("es_ES", "OOO"),
                      ("en_US", String(repeating: "y", count: 140))])
    func templatesADateFormatRefusesAreRefused(locale: String, template: String) throws {
        let error = try #require(throws: ICUError.self) {
            try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: .utc)
        }
        #expect(error.name == "U_ILLEGAL_ARGUMENT_ERROR", "\(error)")
        #expect(error.kind == .badInput)
        #expect(throws: ICUError.self) { try DateFormat(template: template, locale: LocaleID(locale), timeZone: .utc) }
    }

    @Test func unknownNumberingSystem() throws {
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "bogus") {
            try DateIntervalFormat(template: "yMMMd", locale: "en@numbers=bogus", timeZone: .utc)
        }
    }

    @Test func illFormedLocale() throws {
        #expect(throws: ICUError.self) { try DateIntervalFormat(template: "yMMMd", locale: "not a locale!", timeZone: .utc) }
    }

    /// Zones are checked where a `TimeZoneID` is made: ICU would format an
    /// unknown zone as GMT without a word.
    @Test func unknownZone() throws {
        #expect(throws: ICUError.self) { try TimeZoneID("Nowhere/Bogus") }
    }

    /// An end before the start is written in the order given, as ICU writes it.
    @Test(.cldr42) func reversedIntervalIsWrittenAsGiven() throws {
        let format = try DateIntervalFormat(template: "yMMMd", locale: "en_US", timeZone: .utc)
        #expect(format.format(from: Self.start + 172_800, to: Self.start) == "Jan 7\u{2009}\u{2013}\u{2009}5, 2014")
        let time = try DateIntervalFormat(template: "jm", locale: "en_US", timeZone: .utc)
        #expect(time.format(from: Self.start + 18_000, to: Self.start) == "3:00\u{202F}PM\u{2009}\u{2013}\u{2009}10:00\u{202F}AM")
    }

    @Test(arguments: ["en_US", "de_DE", "ar_EG", "ja_JP"])
    func reversedIntervalAsICUItself(locale: String) throws {
        let format = try DateIntervalFormat(template: "yMMMEd", locale: LocaleID(locale), timeZone: .utc)
        let (from, to) = (Self.start + 3_456_000, Self.start)
        #expect(format.format(from: from, to: to)
                == RawICU.dateInterval(from: from, to: to, skeleton: "yMMMEd", locale: locale, zone: "UTC"))
    }

    /// NaN, infinities and instants beyond ICU's calendars are read as a date
    /// format reads them: the range's nearest end, NaN as its start.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1.9e14, -1.9e14])
    func instantsNoCalendarHoldsAreClamped(seconds: Double) throws {
        let format = try DateIntervalFormat(template: "yMMMd", locale: "en_US", timeZone: .utc)
        let odd = Date(timeIntervalSince1970: seconds)
        let millis = seconds.isNaN ? DateFormat.instantRange.lowerBound
            : min(max(seconds * 1000, DateFormat.instantRange.lowerBound), DateFormat.instantRange.upperBound)
        let clamped = Date(timeIntervalSince1970: millis / 1000)
        let text = format.format(from: odd, to: Self.start)
        #expect(!text.isEmpty)
        #expect(text == format.format(from: clamped, to: Self.start))
        #expect(format.format(from: Self.start, to: odd) == format.format(from: Self.start, to: clamped))
        #expect(format.format(from: odd, to: odd) == format.format(from: clamped, to: clamped))
    }

    /// Characters of a template other than letters are ignored: ICU's own
    /// interval format would read "Q'QQ'Q" as "Q".
    @Test func charactersButLettersAreIgnored() throws {
        let (from, to) = (Self.start, Self.start + 3_456_000)
        for (template, letters) in [("Q'QQ'Q", "QQQQ"), ("y'MMM'd!", "yMMMd"), ("E, d. MMM", "EdMMM")] {
            let format = try DateIntervalFormat(template: template, locale: "en_US", timeZone: .utc)
            #expect(format.template == template)
            #expect(format.format(from: from, to: to)
                    == (try DateIntervalFormat(template: letters, locale: "en_US", timeZone: .utc)).format(from: from, to: to))
        }
    }

    /// A megabyte template of repeated fields is read as a date format reads
    /// it (ICU merges the repeats), promptly.
    @Test func aMegabyteTemplate() throws {
        let template = String(repeating: "yMd", count: 350_000)
        let format = try DateIntervalFormat(template: template, locale: "en_US", timeZone: .utc)
        let date = try DateFormat(template: template, locale: "en_US", timeZone: .utc)
        #expect(format.format(from: Self.start, to: Self.start) == date.format(Self.start))
        #expect(!format.format(from: Self.start, to: Self.start + 3_456_000).isEmpty)
    }
}
