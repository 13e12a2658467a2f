// This file imports Foundation and ICU together on purpose: Foundation on
// Linux carries its own ICU, and the file builds only because the ICU module
// (and the ICUBridge header beneath it) exposes no type of the system ICU.
import Foundation
import ICU
import Testing

@Suite("Foundation beside ICU")
struct FoundationCoexistenceTests {
    @Test func numberFormatAgreesWithNumberFormatter() throws {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        let ours = try NumberFormat(.decimal, locale: LocaleID(Locale(identifier: "en_US").identifier))
        #expect(formatter.string(from: NSNumber(value: 1234.56)) == (ours.format(1234.56)))
    }

    @Test func foundationDatesAndZonesFormat() throws {
        let date: Foundation.Date = Date(timeIntervalSince1970: 1_388_934_489)
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let format = try DateFormat(pattern: "yyyy-MM-dd'T'HH:mm:ssXXX", locale: .posix, timeZone: TimeZoneID(zone.identifier))
        #expect(format.format(date) == "2014-01-05T07:08:09-08:00")

        let iso = ISO8601DateFormatter()
        iso.timeZone = zone
        #expect(iso.string(from: date) == (format.format(date)))
        #expect(try format.parse(iso.string(from: date)) == date)
    }

    /// Foundation formats with its own, newer ICU: the three differences the
    /// README names, from the Foundation side (QuickTourTests has this library's).
    @Test func foundationsBundledICUDiffers() throws {
        let date = Date(timeIntervalSince1970: 1_388_934_489)
        var style = Date.FormatStyle(date: .abbreviated, time: .shortened)
        style.locale = Locale(LocaleID("en_US"))
        style.timeZone = try #require(TimeZone(TimeZoneID("Europe/Berlin")))
        #expect(date.formatted(style) == "Jan 5, 2014 at 4:08\u{202F}PM")
        #expect(1234.5.formatted(.currency(code: "CHF").locale(Locale(identifier: "fr_CH"))) == "CHF\u{A0}1\u{202F}234,50")
        #expect(1234.5.formatted(.currency(code: "PLN").locale(Locale(identifier: "pl_PL"))) == "1234,50\u{A0}z\u{142}")
    }
}
