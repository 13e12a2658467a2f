@testable import ICU
import ICUBridge
import Testing

/// The wide, short and narrow widths written without `MeasureFormat` (each amount by
/// a number format of its unit, joined as a list of units) are `MeasureFormat`'s own
/// text: every locale ICU has, each width, durations that group digits, round
/// fractions, keep zeros and name every unit, compared with
/// `MeasureFormat::formatMeasures` in this process.
@Suite("DurationFormat: amounts joined")
struct DurationJoinedTests {
    static let durations: [[(DurationValue.Unit, Double)]] = [
        [(.hours, 1), (.minutes, 2), (.seconds, 3)], [(.hours, 0), (.minutes, 0), (.seconds, 0)],
        [(.days, 1234), (.hours, 21), (.minutes, 22), (.seconds, 5.5)], [(.years, 2), (.months, 11), (.weeks, 1)],
        [(.seconds, 1.2345)], [(.seconds, 0.123456789)], [(.minutes, 2), (.seconds, 59.000000001)], [(.minutes, 90)], [(.milliseconds, 1_234_567), (.microseconds, 0), (.nanoseconds, 3.125)],
        [(.years, 1), (.days, 2)], [(.weeks, 101), (.days, 0.5)], [(.seconds, 9_007_199_254_740_991)],
    ]

    /// The bridge's units, written out here so that a wrong mapping in the library shows.
    static let bridgeUnits: [DurationValue.Unit: Int32] = [
        .years: Int32(ICUB_MEASFMT_UNIT_YEAR), .months: Int32(ICUB_MEASFMT_UNIT_MONTH), .weeks: Int32(ICUB_MEASFMT_UNIT_WEEK),
        .days: Int32(ICUB_MEASFMT_UNIT_DAY), .hours: Int32(ICUB_MEASFMT_UNIT_HOUR), .minutes: Int32(ICUB_MEASFMT_UNIT_MINUTE),
        .seconds: Int32(ICUB_MEASFMT_UNIT_SECOND), .milliseconds: Int32(ICUB_MEASFMT_UNIT_MILLISECOND),
        .microseconds: Int32(ICUB_MEASFMT_UNIT_MICROSECOND), .nanoseconds: Int32(ICUB_MEASFMT_UNIT_NANOSECOND),
    ]

    /// A sweep (``Sweep``): every fifth locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLocaleAndWidthIsMeasureFormatsText() throws {
        var joined = 0
        var total = 0
        let locales = Sweep.sample(LocaleID.availableLocales, every: 5, sanitizer: 20)
        for locale in locales {
            for width in [DurationFormat.Width.wide, .short, .narrow] {
                let format = try DurationFormat(locale: locale, options: .init(width: width))
                total += 1
                if format.storage.joinsAmounts { joined += 1 }
                for amounts in Self.durations {
                    let value = try DurationValue(amounts)
                    let raw = RawICU.duration(amounts.map { (Self.bridgeUnits[$0.0]!, $0.1) }, locale: locale.identifier,
                                              width: DurationFormatTests.bridgeWidth(width))
                    #expect(format.format(value) == raw, "\(amounts) in \(locale), \(width)")
                }
            }
        }
        // Every locale but en_US_POSIX (whose numbers do not group digits).
        let posix = locales.filter { $0.identifier == "en_US_POSIX" }.count
        #expect(joined == total - 3 * posix, "\(joined) of \(total)")
    }

    @Test func enUSPOSIXAsksMeasureFormat() throws {
        #expect(try !DurationFormat(locale: "en_US_POSIX").storage.joinsAmounts)
        #expect(try DurationFormat(locale: "en_US").storage.joinsAmounts)
        #expect(try DurationFormat(locale: "en_US", options: .init(width: .numeric)).storage.joinsAmounts)
    }
}
