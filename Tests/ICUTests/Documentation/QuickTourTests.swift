import FoundationEssentials
import Testing
@testable import ICU
import ICUBridge

/// The outputs the README's quick tour shows, asserted (the snippet itself is
/// compiled by `SnippetTests`).
@Suite("README: quick tour", .cldr42)
struct QuickTourTests {
    @Test func outputs() throws {
        let euros = try NumberFormat(.currency(code: "EUR"), locale: "de_DE")
        #expect(euros.format(1234.5) == "1.234,50\u{A0}€")
        let accounting = try NumberFormat(.currency(code: "USD").sign(.accounting), locale: "en_US")
        #expect(accounting.format(-42) == "($42.00)")
        let twoPlaces = try NumberFormat(.number.precision(.fractionDigits(2)), locale: "en_US")
        #expect(twoPlaces.format(3.14159) == "3.14")
        let compact = try NumberFormat(.number.notation(.compactShort), locale: "en_US")
        #expect(compact.format(1234) == "1.2K")
        let percent = try NumberFormat(.percent, locale: "de_DE")
        #expect(percent.format(0.25) == "25\u{A0}%")
        let speed = try NumberFormat(.unit(.measure("kilometer-per-hour"), width: .wide), locale: "en_US")
        #expect(speed.format(88) == "88 kilometers per hour")

        let berlin = try TimeZoneID("Europe/Berlin")
        let date = Date(timeIntervalSince1970: 1_388_934_489)
        let dateTime = try DateFormat(date: .medium, time: .short, locale: "en_US", timeZone: berlin)
        #expect(dateTime.format(date) == "Jan 5, 2014, 4:08\u{202F}PM")
        let dayMonth = try DateFormat(template: "yMMMd", locale: "de_DE", timeZone: berlin)
        #expect(dayMonth.format(date) == "5. Jan. 2014")

        let russian = try PluralRules(locale: "ru")
        #expect(russian.category(for: 3) == .few)
        #expect(russian.categories == [.one, .few, .many, .other])

        let parts = euros.formatToParts(1234.5)
        #expect(parts.parts.map { "\($0.field.map(String.init(describing:)) ?? "literal"):\($0.text)" }
                == ["integer:1", "group:.", "integer:234", "decimal:,", "fraction:50", "literal:\u{A0}", "currency:€"])

        let pool = FormatterPool()
        let tag = "fr-CH"  // from an Accept-Language header
        #expect(try pool.numberFormat(.currency(code: "CHF"), locale: LocaleID(tag)).format(1234.5) == "1\u{202F}234.50\u{A0}CHF")
    }

    /// Where the library and Foundation differ: the three rows of the README's table. The
    /// Polish row is the style's, not the ICU version's: ICU 72 writes Foundation's text
    /// too, through the plain skeleton `currency/PLN` (Polish's minimum grouping digits, 2),
    /// as the library does with the locale's grouping (`.grouping(.automatic)`).
    @Test func differencesFromFoundationsICU() throws {
        let date = Date(timeIntervalSince1970: 1_388_934_489)
        let dateTime = try DateFormat(date: .medium, time: .short, locale: "en_US", timeZone: TimeZoneID("Europe/Berlin"))
        #expect(dateTime.format(date) == "Jan 5, 2014, 4:08\u{202F}PM")
        #expect(try NumberFormat(.currency(code: "CHF"), locale: "fr_CH").format(1234.5) == "1\u{202F}234.50\u{A0}CHF")
        #expect(try NumberFormat(.currency(code: "PLN"), locale: "pl_PL").format(1234.5) == "1\u{A0}234,50\u{A0}z\u{142}")
        #expect(RawICU.number(1234.5, skeleton: "currency/PLN", locale: "pl_PL") == "1234,50\u{A0}z\u{142}")
        #expect(try NumberFormat(.currency(code: "PLN").grouping(.automatic), locale: "pl_PL").format(1234.5) == "1234,50\u{A0}z\u{142}")
    }
}

/// The quick tour's inputs, each compared with ICU's own call in this process
/// (`unumf` with the style's skeleton, `udat`, `uplrules`), so that they hold on any ICU.
@Suite("README: quick tour, against ICU")
struct QuickTourTwins {
    @Test func outputsAsICU() throws {
        let numbers: [(NumberFormat.Style, Double, LocaleID)] = [
            (.currency(code: "EUR"), 1234.5, "de_DE"), (.currency(code: "USD").sign(.accounting), -42, "en_US"),
            (.number.precision(.fractionDigits(2)), 3.14159, "en_US"), (.number.notation(.compactShort), 1234, "en_US"),
            (.unit(.measure("kilometer-per-hour"), width: .wide), 88, "en_US"), (.currency(code: "CHF"), 1234.5, "fr_CH"),
            (.currency(code: "PLN"), 1234.5, "pl_PL"),
        ]
        for (style, value, locale) in numbers {
            let skeleton = try #require(style.options).skeleton
            #expect(try NumberFormat(style, locale: locale).format(value)
                == RawICU.number(value, skeleton: skeleton, locale: locale.identifier), "\(style) in \(locale)")
        }
        #expect(try NumberFormat(.percent, locale: "de_DE").format(0.25)
            == RawICU.number(0.25, unumStyle: Int32(ICUB_UNUM_PERCENT), locale: "de_DE"))
        #expect(try FormatterPool().numberFormat(.currency(code: "CHF"), locale: "fr-CH").format(1234.5)
            == RawICU.number(1234.5, skeleton: try #require(NumberFormat.Style.currency(code: "CHF").options).skeleton,
                             locale: "fr_CH"))

        let berlin = try TimeZoneID("Europe/Berlin")
        let date = Date(timeIntervalSince1970: 1_388_934_489)
        #expect(try DateFormat(date: .medium, time: .short, locale: "en_US", timeZone: berlin).format(date)
            == RawICU.date(date, time: Int32(ICUB_UDAT_SHORT), date: Int32(ICUB_UDAT_MEDIUM), locale: "en_US", zone: "Europe/Berlin"))
        #expect(try DateFormat(template: "yMMMd", locale: "de_DE", timeZone: berlin).format(date)
            == RawICU.date(date, template: "yMMMd", locale: "de_DE", zone: "Europe/Berlin"))

        let russian = try PluralRules(locale: "ru")
        #expect(russian.category(for: 3).rawValue == RawICU.plural(3, locale: "ru"))
    }
}
