@testable import ICU
import ICUBridge
import Testing

/// The numeric width written without `MeasureFormat` (the locale's patterns read
/// off its output, the digits by the decimal style) is `MeasureFormat`'s own
/// text: every locale ICU has, durations that group digits, keep zeros, write
/// fractions and fill to two digits, and the durations ICU writes in its
/// narrow width (amounts joined without it, as the other widths are), compared
/// with `MeasureFormat::formatMeasures` in this process.
@Suite("DurationFormat: numeric digits composed")
struct DurationNumericTests {
    static let durations: [[(DurationValue.Unit, Double)]] = [
        [(.hours, 1), (.minutes, 2), (.seconds, 3)], [(.hours, 1), (.minutes, 2)], [(.minutes, 0), (.seconds, 3)],
        [(.hours, 0), (.minutes, 0), (.seconds, 0)], [(.hours, 1), (.seconds, 3)], [(.hours, 48), (.minutes, 61), (.seconds, 75)],
        [(.hours, 123_456), (.minutes, 7), (.seconds, 8.5)], [(.minutes, 2), (.seconds, 59.000000001)], [(.hours, 2), (.minutes, 0.25)],
        [(.minutes, 12_345), (.seconds, 0.123456789)], [(.hours, 9_007_199_254_740_991), (.seconds, 1)],
        [(.hours, 10), (.minutes, 10), (.seconds, 10.1)], [(.seconds, 3)], [(.hours, 1)], [(.minutes, 90)],
        [(.days, 1), (.hours, 2), (.minutes, 3), (.seconds, 4)], [(.hours, 1), (.minutes, 2), (.seconds, 3), (.milliseconds, 4)],
    ]

    static let numeric = Int32(ICUB_MEASFMT_WIDTH_NUMERIC)

    /// A sweep (``Sweep``): every fourth locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLocaleIsMeasureFormatsText() throws {
        var composed = 0, joined = 0
        let locales = Sweep.sample(LocaleID.availableLocales, every: 4, sanitizer: 12)
        for locale in locales {
            let format = try DurationFormat(locale: locale, options: .init(width: .numeric))
            if format.storage.composesDigits { composed += 1 }
            if format.storage.joinsAmounts { joined += 1 }
            let minus = try #require(RawICU.minusSign(locale: locale.identifier))
            for amounts in Self.durations {
                let raw = RawICU.duration(amounts.map { (DurationJoinedTests.bridgeUnits[$0.0]!, $0.1) }, locale: locale.identifier,
                                          width: Self.numeric)
                #expect(format.format(try DurationValue(amounts)) == raw, "\(amounts) in \(locale)")
                let negative = try DurationValue(amounts.map { ($0.0, -$0.1) })
                #expect(format.format(negative) == raw.map { negative.isNegative ? minus + $0 : $0 }, "-\(amounts) in \(locale)")
            }
        }
        #expect(composed == locales.count, "\(composed) of \(locales.count)")
        // Every locale but en_US_POSIX (whose numbers do not group digits).
        let posix = locales.filter { $0.identifier == "en_US_POSIX" }.count
        #expect(joined == locales.count - posix, "\(joined) of \(locales.count)")
    }

    @Test func algorithmicDigitsComposeLatinDigits() throws {
        let format = try DurationFormat(locale: "zh@numbers=hans", options: .init(width: .numeric))
        #expect(format.storage.composesDigits)
        for amounts in Self.durations {
            let raw = RawICU.duration(amounts.map { (DurationJoinedTests.bridgeUnits[$0.0]!, $0.1) }, locale: "zh@numbers=latn",
                                      width: Self.numeric)
            #expect(format.format(try DurationValue(amounts)) == raw, "\(amounts)")
        }
    }

    @Test func onlyTheNumericWidthComposesDigits() throws {
        #expect(try DurationFormat(locale: "en_US_POSIX", options: .init(width: .numeric)).storage.composesDigits)
        #expect(try !DurationFormat(locale: "en_US", options: .init(width: .narrow)).storage.composesDigits)
    }
}
