@testable import ICU
import FoundationEssentials
import ICUBridge
import Testing

/// Intervals across hours, noon, days, months and years in seven locales,
/// with the four templates people use most: ICU 72's own text under the
/// `.cldr42` trait, and the twin, `DateIntervalFormatTwinTests`, comparing
/// each with ICU's own output in this process.
@Suite struct DateIntervalFormatTests {
    /// 2014-01-05T10:00:00Z, a Sunday morning.
    static let start = Date(timeIntervalSince1970: 1_388_916_000)

    /// How far the interval's end is from ``start``.
    enum Span: Double, Sendable, CustomStringConvertible {
        case same = 0
        case twoHours = 7_200
        /// 10:00 to 15:00: across noon, AM to PM.
        case acrossNoon = 18_000
        case twoDays = 172_800
        /// Into February.
        case fortyDays = 3_456_000
        /// Into the next year.
        case fourHundredDays = 34_560_000

        var end: Date { DateIntervalFormatTests.start + rawValue }
        var description: String { "\(Int(rawValue)) s" }
    }

    /// Locale, template, span, and ICU 72's text (in UTC).
    static let cases: [(String, String, Span, String)] = [
        ("en_US", "yMMMd", .twoHours, "Jan 5, 2014"),
        ("en_US", "yMMMd", .acrossNoon, "Jan 5, 2014"),
        ("en_US", "yMMMd", .twoDays, "Jan 5\u{2009}\u{2013}\u{2009}7, 2014"),
        ("en_US", "yMMMd", .fortyDays, "Jan 5\u{2009}\u{2013}\u{2009}Feb 14, 2014"),
        ("en_US", "yMMMd", .fourHundredDays, "Jan 5, 2014\u{2009}\u{2013}\u{2009}Feb 9, 2015"),
        ("en_US", "yMMMd", .same, "Jan 5, 2014"),
        ("en_US", "jm", .twoHours, "10:00\u{202F}AM\u{2009}\u{2013}\u{2009}12:00\u{202F}PM"),
        ("en_US", "jm", .acrossNoon, "10:00\u{202F}AM\u{2009}\u{2013}\u{2009}3:00\u{202F}PM"),
        ("en_US", "jm", .twoDays, "1/5/2014, 10:00\u{202F}AM\u{2009}\u{2013}\u{2009}1/7/2014, 10:00\u{202F}AM"),
        ("en_US", "jm", .fortyDays, "1/5/2014, 10:00\u{202F}AM\u{2009}\u{2013}\u{2009}2/14/2014, 10:00\u{202F}AM"),
        ("en_US", "jm", .fourHundredDays, "1/5/2014, 10:00\u{202F}AM\u{2009}\u{2013}\u{2009}2/9/2015, 10:00\u{202F}AM"),
        ("en_US", "jm", .same, "10:00\u{202F}AM"),
        ("en_US", "Hm", .twoHours, "10:00\u{2009}\u{2013}\u{2009}12:00"),
        ("en_US", "Hm", .acrossNoon, "10:00\u{2009}\u{2013}\u{2009}15:00"),
        ("en_US", "Hm", .twoDays, "1/5/2014, 10:00\u{2009}\u{2013}\u{2009}1/7/2014, 10:00"),
        ("en_US", "Hm", .fortyDays, "1/5/2014, 10:00\u{2009}\u{2013}\u{2009}2/14/2014, 10:00"),
        ("en_US", "Hm", .fourHundredDays, "1/5/2014, 10:00\u{2009}\u{2013}\u{2009}2/9/2015, 10:00"),
        ("en_US", "Hm", .same, "10:00"),
        ("en_US", "yMMMEd", .twoHours, "Sun, Jan 5, 2014"),
        ("en_US", "yMMMEd", .acrossNoon, "Sun, Jan 5, 2014"),
        ("en_US", "yMMMEd", .twoDays, "Sun, Jan 5\u{2009}\u{2013}\u{2009}Tue, Jan 7, 2014"),
        ("en_US", "yMMMEd", .fortyDays, "Sun, Jan 5\u{2009}\u{2013}\u{2009}Fri, Feb 14, 2014"),
        ("en_US", "yMMMEd", .fourHundredDays, "Sun, Jan 5, 2014\u{2009}\u{2013}\u{2009}Mon, Feb 9, 2015"),
        ("en_US", "yMMMEd", .same, "Sun, Jan 5, 2014"),
        ("de_DE", "yMMMd", .twoHours, "5. Jan. 2014"),
        ("de_DE", "yMMMd", .acrossNoon, "5. Jan. 2014"),
        ("de_DE", "yMMMd", .twoDays, "5.\u{2013}7. Jan. 2014"),
        ("de_DE", "yMMMd", .fortyDays, "5. Jan.\u{2009}\u{2013}\u{2009}14. Feb. 2014"),
        ("de_DE", "yMMMd", .fourHundredDays, "5. Jan. 2014\u{2009}\u{2013}\u{2009}9. Feb. 2015"),
        ("de_DE", "yMMMd", .same, "5. Jan. 2014"),
        ("de_DE", "jm", .twoHours, "10:00\u{2013}12:00 Uhr"),
        ("de_DE", "jm", .acrossNoon, "10:00\u{2013}15:00 Uhr"),
        ("de_DE", "jm", .twoDays, "5.1.2014, 10:00\u{2009}\u{2013}\u{2009}7.1.2014, 10:00"),
        ("de_DE", "jm", .fortyDays, "5.1.2014, 10:00\u{2009}\u{2013}\u{2009}14.2.2014, 10:00"),
        ("de_DE", "jm", .fourHundredDays, "5.1.2014, 10:00\u{2009}\u{2013}\u{2009}9.2.2015, 10:00"),
        ("de_DE", "jm", .same, "10:00"),
        ("de_DE", "Hm", .twoHours, "10:00\u{2013}12:00 Uhr"),
        ("de_DE", "Hm", .acrossNoon, "10:00\u{2013}15:00 Uhr"),
        ("de_DE", "Hm", .twoDays, "5.1.2014, 10:00\u{2009}\u{2013}\u{2009}7.1.2014, 10:00"),
        ("de_DE", "Hm", .fortyDays, "5.1.2014, 10:00\u{2009}\u{2013}\u{2009}14.2.2014, 10:00"),
        ("de_DE", "Hm", .fourHundredDays, "5.1.2014, 10:00\u{2009}\u{2013}\u{2009}9.2.2015, 10:00"),
        ("de_DE", "Hm", .same, "10:00"),
        ("de_DE", "yMMMEd", .twoHours, "So., 5. Jan. 2014"),
        ("de_DE", "yMMMEd", .acrossNoon, "So., 5. Jan. 2014"),
        ("de_DE", "yMMMEd", .twoDays, "So., 5. \u{2013} Di., 7. Jan. 2014"),
        ("de_DE", "yMMMEd", .fortyDays, "So., 5. Jan.\u{2009}\u{2013}\u{2009}Fr., 14. Feb. 2014"),
        ("de_DE", "yMMMEd", .fourHundredDays, "So., 5. Jan. 2014\u{2009}\u{2013}\u{2009}Mo., 9. Feb. 2015"),
        ("de_DE", "yMMMEd", .same, "So., 5. Jan. 2014"),
        ("fr_FR", "yMMMd", .twoHours, "5 janv. 2014"),
        ("fr_FR", "yMMMd", .acrossNoon, "5 janv. 2014"),
        ("fr_FR", "yMMMd", .twoDays, "5\u{2013}7 janv. 2014"),
        ("fr_FR", "yMMMd", .fortyDays, "5 janv.\u{2009}\u{2013}\u{2009}14 févr. 2014"),
        ("fr_FR", "yMMMd", .fourHundredDays, "5 janv. 2014\u{2009}\u{2013}\u{2009}9 févr. 2015"),
        ("fr_FR", "yMMMd", .same, "5 janv. 2014"),
        ("fr_FR", "jm", .twoHours, "10:00\u{2009}\u{2013}\u{2009}12:00"),
        ("fr_FR", "jm", .acrossNoon, "10:00\u{2009}\u{2013}\u{2009}15:00"),
        ("fr_FR", "jm", .twoDays, "05/01/2014 10:00\u{2009}\u{2013}\u{2009}07/01/2014 10:00"),
        ("fr_FR", "jm", .fortyDays, "05/01/2014 10:00\u{2009}\u{2013}\u{2009}14/02/2014 10:00"),
        ("fr_FR", "jm", .fourHundredDays, "05/01/2014 10:00\u{2009}\u{2013}\u{2009}09/02/2015 10:00"),
        ("fr_FR", "jm", .same, "10:00"),
        ("fr_FR", "Hm", .twoHours, "10:00\u{2009}\u{2013}\u{2009}12:00"),
        ("fr_FR", "Hm", .acrossNoon, "10:00\u{2009}\u{2013}\u{2009}15:00"),
        ("fr_FR", "Hm", .twoDays, "05/01/2014 10:00\u{2009}\u{2013}\u{2009}07/01/2014 10:00"),
        ("fr_FR", "Hm", .fortyDays, "05/01/2014 10:00\u{2009}\u{2013}\u{2009}14/02/2014 10:00"),
        ("fr_FR", "Hm", .fourHundredDays, "05/01/2014 10:00\u{2009}\u{2013}\u{2009}09/02/2015 10:00"),
        ("fr_FR", "Hm", .same, "10:00"),
        ("fr_FR", "yMMMEd", .twoHours, "dim. 5 janv. 2014"),
        ("fr_FR", "yMMMEd", .acrossNoon, "dim. 5 janv. 2014"),
        ("fr_FR", "yMMMEd", .twoDays, "dim. 5\u{2009}\u{2013}\u{2009}mar. 7 janv. 2014"),
        ("fr_FR", "yMMMEd", .fortyDays, "dim. 5 janv.\u{2009}\u{2013}\u{2009}ven. 14 févr. 2014"),
        ("fr_FR", "yMMMEd", .fourHundredDays, "dim. 5 janv. 2014\u{2009}\u{2013}\u{2009}lun. 9 févr. 2015"),
        ("fr_FR", "yMMMEd", .same, "dim. 5 janv. 2014"),
        ("ru_RU", "yMMMd", .twoHours, "5 янв. 2014\u{202F}г."),
        ("ru_RU", "yMMMd", .acrossNoon, "5 янв. 2014\u{202F}г."),
        ("ru_RU", "yMMMd", .twoDays, "5\u{2013}7 янв. 2014\u{202F}г."),
        ("ru_RU", "yMMMd", .fortyDays, "5 янв. \u{2013} 14 февр. 2014\u{202F}г."),
        ("ru_RU", "yMMMd", .fourHundredDays, "5 янв. 2014\u{202F}г. \u{2013} 9 февр. 2015\u{202F}г."),
        ("ru_RU", "yMMMd", .same, "5 янв. 2014\u{202F}г."),
        ("ru_RU", "jm", .twoHours, "10:00\u{2013}12:00"),
        ("ru_RU", "jm", .acrossNoon, "10:00\u{2013}15:00"),
        ("ru_RU", "jm", .twoDays, "05.01.2014, 10:00 \u{2013} 07.01.2014, 10:00"),
        ("ru_RU", "jm", .fortyDays, "05.01.2014, 10:00 \u{2013} 14.02.2014, 10:00"),
        ("ru_RU", "jm", .fourHundredDays, "05.01.2014, 10:00 \u{2013} 09.02.2015, 10:00"),
        ("ru_RU", "jm", .same, "10:00"),
        ("ru_RU", "Hm", .twoHours, "10:00\u{2013}12:00"),
        ("ru_RU", "Hm", .acrossNoon, "10:00\u{2013}15:00"),
        ("ru_RU", "Hm", .twoDays, "05.01.2014, 10:00 \u{2013} 07.01.2014, 10:00"),
        ("ru_RU", "Hm", .fortyDays, "05.01.2014, 10:00 \u{2013} 14.02.2014, 10:00"),
        ("ru_RU", "Hm", .fourHundredDays, "05.01.2014, 10:00 \u{2013} 09.02.2015, 10:00"),
        ("ru_RU", "Hm", .same, "10:00"),
        ("ru_RU", "yMMMEd", .twoHours, "вс, 5 янв. 2014\u{202F}г."),
        ("ru_RU", "yMMMEd", .acrossNoon, "вс, 5 янв. 2014\u{202F}г."),
        ("ru_RU", "yMMMEd", .twoDays, "вс, 5 \u{2013} вт, 7 янв. 2014\u{202F}г."),
        ("ru_RU", "yMMMEd", .fortyDays, "вс, 5 янв. \u{2013} пт, 14 февр. 2014\u{202F}г."),
        ("ru_RU", "yMMMEd", .fourHundredDays, "вс, 5 янв. 2014\u{202F}г. \u{2013} пн, 9 февр. 2015\u{202F}г."),
        ("ru_RU", "yMMMEd", .same, "вс, 5 янв. 2014\u{202F}г."),
        ("ar_EG", "yMMMd", .twoHours, "٥ يناير ٢٠١٤"),
        ("ar_EG", "yMMMd", .acrossNoon, "٥ يناير ٢٠١٤"),
        ("ar_EG", "yMMMd", .twoDays, "٥\u{2013}٧ يناير، ٢٠١٤"),
        ("ar_EG", "yMMMd", .fortyDays, "٥ يناير \u{2013} ١٤ فبراير، ٢٠١٤"),
        ("ar_EG", "yMMMd", .fourHundredDays, "٥ يناير، ٢٠١٤ \u{2013} ٩ فبراير، ٢٠١٥"),
        ("ar_EG", "yMMMd", .same, "٥ يناير ٢٠١٤"),
        ("ar_EG", "jm", .twoHours, "١٠:٠٠ ص \u{2013} ١٢:٠٠ م"),
        ("ar_EG", "jm", .acrossNoon, "١٠:٠٠ ص \u{2013} ٣:٠٠ م"),
        ("ar_EG", "jm", .twoDays, "٥\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ ص \u{2013} ٧\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ ص"),
        ("ar_EG", "jm", .fortyDays, "٥\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ ص \u{2013} ١٤\u{200F}/٢\u{200F}/٢٠١٤، ١٠:٠٠ ص"),
        ("ar_EG", "jm", .fourHundredDays, "٥\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ ص \u{2013} ٩\u{200F}/٢\u{200F}/٢٠١٥، ١٠:٠٠ ص"),
        ("ar_EG", "jm", .same, "١٠:٠٠ ص"),
        ("ar_EG", "Hm", .twoHours, "١٠:٠٠\u{2013}١٢:٠٠"),
        ("ar_EG", "Hm", .acrossNoon, "١٠:٠٠\u{2013}١٥:٠٠"),
        ("ar_EG", "Hm", .twoDays, "٥\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ \u{2013} ٧\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠"),
        ("ar_EG", "Hm", .fortyDays, "٥\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ \u{2013} ١٤\u{200F}/٢\u{200F}/٢٠١٤، ١٠:٠٠"),
        ("ar_EG", "Hm", .fourHundredDays, "٥\u{200F}/١\u{200F}/٢٠١٤، ١٠:٠٠ \u{2013} ٩\u{200F}/٢\u{200F}/٢٠١٥، ١٠:٠٠"),
        ("ar_EG", "Hm", .same, "١٠:٠٠"),
        ("ar_EG", "yMMMEd", .twoHours, "الأحد، ٥ يناير ٢٠١٤"),
        ("ar_EG", "yMMMEd", .acrossNoon, "الأحد، ٥ يناير ٢٠١٤"),
        ("ar_EG", "yMMMEd", .twoDays, "الأحد، ٥ \u{2013} الثلاثاء، ٧ يناير، ٢٠١٤"),
        ("ar_EG", "yMMMEd", .fortyDays, "الأحد، ٥ يناير \u{2013} الجمعة، ١٤ فبراير، ٢٠١٤"),
        ("ar_EG", "yMMMEd", .fourHundredDays, "الأحد، ٥ يناير، ٢٠١٤ \u{2013} الاثنين، ٩ فبراير، ٢٠١٥"),
        ("ar_EG", "yMMMEd", .same, "الأحد، ٥ يناير ٢٠١٤"),
        ("ja_JP", "yMMMd", .twoHours, "2014年1月5日"),
        ("ja_JP", "yMMMd", .acrossNoon, "2014年1月5日"),
        ("ja_JP", "yMMMd", .twoDays, "2014年1月5日～7日"),
        ("ja_JP", "yMMMd", .fortyDays, "2014年1月5日～2月14日"),
        ("ja_JP", "yMMMd", .fourHundredDays, "2014年1月5日～2015年2月9日"),
        ("ja_JP", "yMMMd", .same, "2014年1月5日"),
        ("ja_JP", "jm", .twoHours, "10時00分～12時00分"),
        ("ja_JP", "jm", .acrossNoon, "10時00分～15時00分"),
        ("ja_JP", "jm", .twoDays, "2014/1/5 10:00～2014/1/7 10:00"),
        ("ja_JP", "jm", .fortyDays, "2014/1/5 10:00～2014/2/14 10:00"),
        ("ja_JP", "jm", .fourHundredDays, "2014/1/5 10:00～2015/2/9 10:00"),
        ("ja_JP", "jm", .same, "10:00"),
        ("ja_JP", "Hm", .twoHours, "10時00分～12時00分"),
        ("ja_JP", "Hm", .acrossNoon, "10時00分～15時00分"),
        ("ja_JP", "Hm", .twoDays, "2014/1/5 10:00～2014/1/7 10:00"),
        ("ja_JP", "Hm", .fortyDays, "2014/1/5 10:00～2014/2/14 10:00"),
        ("ja_JP", "Hm", .fourHundredDays, "2014/1/5 10:00～2015/2/9 10:00"),
        ("ja_JP", "Hm", .same, "10:00"),
        ("ja_JP", "yMMMEd", .twoHours, "2014年1月5日(日)"),
        ("ja_JP", "yMMMEd", .acrossNoon, "2014年1月5日(日)"),
        ("ja_JP", "yMMMEd", .twoDays, "2014年1月5日(日)～7日(火)"),
        ("ja_JP", "yMMMEd", .fortyDays, "2014年1月5日(日)～2月14日(金)"),
        ("ja_JP", "yMMMEd", .fourHundredDays, "2014年1月5日(日)～2015年2月9日(月)"),
        ("ja_JP", "yMMMEd", .same, "2014年1月5日(日)"),
        ("zh_CN", "yMMMd", .twoHours, "2014年1月5日"),
        ("zh_CN", "yMMMd", .acrossNoon, "2014年1月5日"),
        ("zh_CN", "yMMMd", .twoDays, "2014年1月5日至7日"),
        ("zh_CN", "yMMMd", .fortyDays, "2014年1月5日至2月14日"),
        ("zh_CN", "yMMMd", .fourHundredDays, "2014年1月5日至2015年2月9日"),
        ("zh_CN", "yMMMd", .same, "2014年1月5日"),
        ("zh_CN", "jm", .twoHours, "10:00\u{2013}12:00"),
        ("zh_CN", "jm", .acrossNoon, "10:00\u{2013}15:00"),
        ("zh_CN", "jm", .twoDays, "2014/1/5 10:00 \u{2013} 2014/1/7 10:00"),
        ("zh_CN", "jm", .fortyDays, "2014/1/5 10:00 \u{2013} 2014/2/14 10:00"),
        ("zh_CN", "jm", .fourHundredDays, "2014/1/5 10:00 \u{2013} 2015/2/9 10:00"),
        ("zh_CN", "jm", .same, "10:00"),
        ("zh_CN", "Hm", .twoHours, "10:00\u{2013}12:00"),
        ("zh_CN", "Hm", .acrossNoon, "10:00\u{2013}15:00"),
        ("zh_CN", "Hm", .twoDays, "2014/1/5 10:00 \u{2013} 2014/1/7 10:00"),
        ("zh_CN", "Hm", .fortyDays, "2014/1/5 10:00 \u{2013} 2014/2/14 10:00"),
        ("zh_CN", "Hm", .fourHundredDays, "2014/1/5 10:00 \u{2013} 2015/2/9 10:00"),
        ("zh_CN", "Hm", .same, "10:00"),
        ("zh_CN", "yMMMEd", .twoHours, "2014年1月5日周日"),
        ("zh_CN", "yMMMEd", .acrossNoon, "2014年1月5日周日"),
        ("zh_CN", "yMMMEd", .twoDays, "2014年1月5日周日至7日周二"),
        ("zh_CN", "yMMMEd", .fortyDays, "2014年1月5日周日至2月14日周五"),
        ("zh_CN", "yMMMEd", .fourHundredDays, "2014年1月5日周日至2015年2月9日周一"),
        ("zh_CN", "yMMMEd", .same, "2014年1月5日周日"),
    ]

    @Test(.cldr42, arguments: cases)
    func writesTheLocalesIntervalForm(locale: String, template: String, span: Span, expected: String) throws {
        let format = try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: .utc)
        #expect(format.format(from: Self.start, to: span.end) == expected)
    }

    /// Instants that fall together at the template's resolution are one date,
    /// written as the date format for the same template writes it.
    @Test(arguments: ["en_US", "de_DE", "ja_JP", "ar_EG"], ["yMMMd", "jm", "Hm", "yMMMEd"])
    func oneInstantIsOneDate(locale: String, template: String) throws {
        let zone = try TimeZoneID("Europe/Berlin")
        let format = try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: zone)
        let date = try DateFormat(template: template, locale: LocaleID(locale), timeZone: zone)
        #expect(format.format(from: Self.start, to: Self.start) == date.format(Self.start))
        #expect(format.format(DateInterval(start: Self.start, duration: 0)) == date.format(Self.start))
    }

    /// ICU's one exception: with `C` and a `B` day period, the interval format
    /// writes AM/PM where the date format writes the day period.
    @Test(.cldr42) func aDayPeriodWithCIsAMOrPM() throws {
        let interval = try DateIntervalFormat(template: "CB", locale: "en_US", timeZone: .utc)
        let date = try DateFormat(template: "CB", locale: "en_US", timeZone: .utc)
        #expect(interval.format(from: Self.start, to: Self.start) == "10\u{202F}AM")
        #expect(date.format(Self.start) == "10 in the morning")
    }

    /// The same instants in another zone: the zone decides the days the instants fall on.
    @Test(.cldr42) func theZoneDecidesTheDays() throws {
        let format = try DateIntervalFormat(template: "yMMMd", locale: "en_US", timeZone: TimeZoneID("Pacific/Kiritimati"))
        // 10:00Z is midnight on the 6th at UTC+14, 20:00Z the same day.
        #expect(format.format(from: Self.start, to: Self.start + 36_000) == "Jan 6, 2014")
        let utc = try DateIntervalFormat(template: "yMMMd", locale: "en_US", timeZone: .utc)
        #expect(utc.format(from: Self.start - 36_001, to: Self.start) == "Jan 4\u{2009}\u{2013}\u{2009}5, 2014")
    }

    /// The locale's calendar: Japanese eras.
    @Test(.cldr42) func theLocalesCalendar() throws {
        let format = try DateIntervalFormat(template: "yMMMd", locale: "ja_JP@calendar=japanese",
                                            timeZone: TimeZoneID("Asia/Tokyo"))
        #expect(format.format(from: Self.start, to: Span.fortyDays.end) == "平成26年1月5日～2月14日")
    }

    @Test func appendsTheSameBytes() throws {
        let format = try DateIntervalFormat(template: "yMMMEd", locale: "ru_RU", timeZone: .utc)
        var buffer: [UInt8] = [0x3E]
        format.format(from: Self.start, to: Span.fortyDays.end, appendingTo: &buffer)
        #expect(buffer == [0x3E] + Array(format.format(from: Self.start, to: Span.fortyDays.end).utf8))
    }

    @Test func keepsWhatItWasCreatedFor() throws {
        let zone = try TimeZoneID("America/New_York")
        let format = try DateIntervalFormat(template: "yMMMd", locale: "fr_FR", timeZone: zone)
        #expect(format.locale == "fr_FR" && format.timeZone == zone && format.template == "yMMMd")
    }

    /// A pool hands out one format per locale, zone and template.
    @Test func thePoolSharesOneFormat() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "de_DE")
        let a = try pool.dateIntervalFormat(template: "yMMMd", timeZone: .utc)
        let b = try pool.dateIntervalFormat(template: "yMMMd", locale: "de_DE", timeZone: .utc)
        let c = try pool.dateIntervalFormat(template: "yMMMd", locale: "de_DE", timeZone: TimeZoneID("Asia/Tokyo"))
        #expect(a.storage === b.storage && a.storage !== c.storage)
        #expect(a.format(from: Self.start, to: Span.twoDays.end)
                == (try DateIntervalFormat(template: "yMMMd", locale: "de_DE", timeZone: .utc)).format(from: Self.start, to: Span.twoDays.end))
        #expect(throws: ICUError.self) { try pool.dateIntervalFormat(template: "yMMMdt", timeZone: .utc) }
    }
}

extension RawICU {
    /// `udtitvfmt_open` and `udtitvfmt_format`.
    static func dateInterval(from start: Date, to end: Date, skeleton: String, locale: String, zone: String) -> String? {
        var status: Int32 = 0
        guard let formatter = icub_udtitvfmt_open(locale, skeleton, Int32(skeleton.utf8.count), zone, Int32(zone.utf8.count), &status),
              status <= 0 else { return nil }
        defer { icub_udtitvfmt_close(formatter) }
        return text { icub_udtitvfmt_format(formatter, start.timeIntervalSince1970 * 1000, end.timeIntervalSince1970 * 1000, $0, $1, &$2) }
    }
}

/// The twins of ``DateIntervalFormatTests``: every case against ICU's own
/// `udtitvfmt_format` in this process, on whatever ICU the suite runs on.
@Suite struct DateIntervalFormatTwinTests {
    @Test(arguments: DateIntervalFormatTests.cases)
    func writesWhatICUWrites(locale: String, template: String, span: DateIntervalFormatTests.Span, expected _: String) throws {
        let format = try DateIntervalFormat(template: template, locale: LocaleID(locale), timeZone: .utc)
        let raw = RawICU.dateInterval(from: DateIntervalFormatTests.start, to: span.end, skeleton: template, locale: locale, zone: "UTC")
        #expect(format.format(from: DateIntervalFormatTests.start, to: span.end) == (try #require(raw)))
    }

    @Test func aDayPeriodWithCAsICUItself() throws {
        let start = DateIntervalFormatTests.start
        let interval = try DateIntervalFormat(template: "CB", locale: "en_US", timeZone: .utc)
        #expect(interval.format(from: start, to: start) == RawICU.dateInterval(from: start, to: start, skeleton: "CB", locale: "en_US", zone: "UTC"))
    }

    @Test func theZoneAndCalendarAsICUItself() throws {
        let start = DateIntervalFormatTests.start
        let cases = [("en_US", "Pacific/Kiritimati", start, start + 36_000), ("ja_JP@calendar=japanese", "Asia/Tokyo", start, start + 3_456_000),
                     ("en_US", "UTC", start - 36_001, start)]
        for (locale, zone, from, to) in cases {
            let format = try DateIntervalFormat(template: "yMMMd", locale: LocaleID(locale), timeZone: TimeZoneID(zone))
            #expect(format.format(from: from, to: to) == RawICU.dateInterval(from: from, to: to, skeleton: "yMMMd", locale: locale, zone: zone))
        }
    }
}
