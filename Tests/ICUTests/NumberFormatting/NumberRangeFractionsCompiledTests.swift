@_spi(Testing) @testable import ICU
import ICUBridge
import Testing

/// Ranges with an end of a fraction written without ICU (each end rounded from
/// the double's shortest digits and written by the compiled decimal style, the
/// text around them read off ICU's output) are ICU's own text: every locale ICU
/// has, in euros, yen, dinars, plain numbers and percent, random pairs of every
/// sign combination, of halves that round either way, of ends equal once
/// rounded, compared with `unumrf_formatDoubleRange` in this process; and every
/// collapse and identity fallback in a few locales.
@Suite("NumberRangeFormat: ranges with fractions compiled")
struct NumberRangeFractionsCompiledTests {
    static let styles: [NumberFormat.Style] = [.currency(code: "EUR"), .currency(code: "JPY"), .currency(code: "BHD"), .decimal, .percent]

    /// Random pairs, the same on every run.
    static let pairs: [(Double, Double)] = {
        var generator = SplitMix64(seed: 26)
        var pairs: [(Double, Double)] = [(2.5, 5), (1.5, 2.25), (2.999, 3.001), (2.5, 2.5), (-2.5, -2.5), (-0.001, 0.001),
                                         (0.125, 0.135), (2.675, 1.005), (0.1, 0.30000000000000004), (3, 3.0001)]
        func end() -> Double {
            let magnitude = [10.0, 1000, 1_000_000, 1e12, 1e15][Int(generator.next() % 5)]
            let sign = generator.next() % 4 == 0 ? -1.0 : 1.0
            switch generator.next() % 4 {
            case 0:
                // Any double of the magnitude.
                return sign * Double(generator.next() >> 11) / Double(1 << 53) * magnitude
            case 1:
                // A few decimal fraction digits, halves among them.
                let digits = Double([1, 10, 100, 1000, 10000][Int(generator.next() % 5)])
                return sign * (Double(generator.next() % UInt64(magnitude)) + Double(generator.next() % UInt64(digits)) / digits)
            case 2:
                // A tie at the second or third fraction digit.
                let digits = Double([1000, 10000][Int(generator.next() % 2)])
                return sign * (Double(generator.next() % 100) + (Double(generator.next() % (UInt64(digits) / 10)) * 10 + 5) / digits)
            default:
                return sign * Double(generator.next() % 1000) / 8
            }
        }
        for _ in 0..<60 {
            let low = end()
            let high: Double = switch generator.next() % 6 {
            case 0: low
            case 1: low + 0.000_1
            default: end()
            }
            pairs.append((low, high))
        }
        return pairs
    }()

    func check(_ format: NumberRangeFormat) {
        for (low, high) in Self.pairs {
            let written = format.format(low, high)
            let icu = format.formatThroughICU(low, high)
            #expect(Array(written.utf8) == Array(icu.utf8), "\(low)–\(high) (\(format.style)) in \(format.locale): \(written), ICU \(icu)")
        }
    }

    @Test(.tags(.sweep)) func everyLocaleIsICUsText() throws {
        try NumberRangeFormat.checkEveryLocale(Self.styles, every: 8, isCompiled: \.storage.compilesFractionalRanges, check)
    }

    @Test(arguments: ["en", "de", "fr", "ar", "he", "hi", "ja", "es", "de_CH"])
    func everyOptionIsICUsText(locale: LocaleID) throws {
        for style in Self.styles + [.currency(code: "USD"), .currency(code: "CHF"), .compactShort] {
            for collapse in NumberRangeFormat.Collapse.allCases {
                for fallback in NumberRangeFormat.IdentityFallback.allCases {
                    check(try NumberRangeFormat(style, locale: locale, options: .init(collapse: collapse, identityFallback: fallback)))
                }
            }
        }
    }

    /// The text checked against another route into ICU: decimal strings.
    @Test func matchesICUsDecimalRanges() throws {
        let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "de")
        #expect(euros.storage.compilesFractionalRanges)
        let skeleton = "currency/EUR precision-currency-standard group-on-aligned"
        for (low, high) in [(2.5, 5.0), (1.005, 2.675), (-2.25, -1.5), (1234567.891, 9876543.215), (2.5, 2.5)] {
            let raw = RawICU.range(String(low), String(high), skeleton: skeleton, locale: "de")
            #expect(euros.format(low, high) == raw, "\(low)–\(high)")
        }
    }

    /// The twin of ``matchesICUsDecimalRanges()`` that pins CLDR 42's text.
    @Test(.cldr42) func germanEuros() throws {
        let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "de")
        #expect(euros.format(2.5, 5) == "2,50\u{2013}5,00\u{00A0}€")
        #expect(euros.format(2.999, 3.001) == "\u{2248}3,00\u{00A0}€")
    }

    @Test func unwrittenEndsAskICU() throws {
        let decimal = try NumberRangeFormat(locale: "en")
        #expect(decimal.storage.compilesFractionalRanges)
        for (low, high) in [(0.00001, 0.5), (1.5, .infinity), (.nan, 1.5), (-0.0, 0.5), (1e16 + 0.5, 2.5), (0.5, 9007199254740993.0)] {
            #expect(decimal.format(low, high) == decimal.formatThroughICU(low, high), "\(low)–\(high)")
        }
        #expect(try !NumberRangeFormat(.compactShort, locale: "en").storage.compilesFractionalRanges)
    }

    /// The writer of a double's shortest digits, with the point moved for percent.
    @Test func shortestDigits() {
        func digits(_ value: Double, _ shift: Int) -> String? {
            ShortestDecimal.withDigits(of: value, shiftingPoint: shift) { String(decoding: $0, as: UTF8.self) }
        }
        #expect(digits(2.5, 0) == "2.5")
        #expect(digits(0.1 + 0.2, 0) == "0.30000000000000004")
        #expect(digits(2.5, 2) == "250")
        #expect(digits(0.125, 2) == "012.5")
        #expect(digits(3, 2) == "300")
        #expect(digits(1e-5, 0) == nil)
        #expect(digits(.nan, 0) == nil)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let value = Double(bitPattern: generator.next() >> 2)
            #expect(digits(value, 0) == (value.description.contains("e") ? nil : value.description))
        }
    }
}
