@testable import ICU
import ICUBridge
import Testing

/// Ranges of whole numbers written without ICU (the ends' digits by the decimal
/// style, the text around them read off ICU's output) are ICU's own text: every
/// locale ICU has, in euros, yen, plain numbers and percent, random pairs of
/// every sign combination, equal ends and ends of up to sixteen digits, compared
/// with `unumrf_formatDecimalRange` in this process; and every collapse and
/// identity fallback in a few locales.
@Suite("NumberRangeFormat: whole ranges compiled")
struct NumberRangeCompiledTests {
    static let styles: [NumberFormat.Style] = [.currency(code: "EUR"), .currency(code: "JPY"), .decimal, .percent]

    /// Random pairs, the same on every run: small and large, negative, equal.
    static let pairs: [(Int, Int)] = {
        var generator = SplitMix64(seed: 42)
        var pairs: [(Int, Int)] = [(3, 5), (3, 3), (-3, -3), (0, 0), (-5, 5), (5, -5), (1, 2), (-1, 0), (0, -1)]
        for _ in 0..<40 {
            let scale = [10, 1000, 1_000_000, 1 << 53][Int(generator.next() % 4)]
            let low = Int(generator.next() % UInt64(2 * scale)) - scale
            let high = generator.next() % 5 == 0 ? low : Int(generator.next() % UInt64(2 * scale)) - scale
            pairs.append((low, high))
        }
        return pairs
    }()

    func check(_ format: NumberRangeFormat, skeleton: String, collapse: Int32, fallback: Int32) {
        for (low, high) in Self.pairs {
            let raw = RawICU.range(String(low), String(high), skeleton: skeleton, locale: format.locale.identifier,
                                   collapse: collapse, identityFallback: fallback)
            #expect(format.format(low, high) == raw, "\(low)–\(high) (\(format.style)) in \(format.locale)")
            #expect(format.format(Double(low), Double(high)) == raw, "\(low).0–\(high).0 (\(format.style)) in \(format.locale)")
        }
    }

    @Test(.tags(.sweep)) func everyLocaleIsICUsText() throws {
        try NumberRangeFormat.checkEveryLocale(Self.styles, every: 10, isCompiled: \.storage.compilesWholeRanges) { format in
            let skeleton = try #require(format.style.modernSkeleton(currency: NumberFormat(format.style, locale: format.locale).currencyCode))
            check(format, skeleton: skeleton, collapse: Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                  fallback: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY))
        }
    }

    @Test(arguments: ["en", "de", "fr", "ar", "he", "hi", "ja"])
    func everyOptionIsICUsText(locale: LocaleID) throws {
        let collapses: [(NumberRangeFormat.Collapse, Int32)] = [
            (.automatic, Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO)), (.none, Int32(ICUB_UNUM_RANGE_COLLAPSE_NONE)),
            (.unit, Int32(ICUB_UNUM_RANGE_COLLAPSE_UNIT)), (.all, Int32(ICUB_UNUM_RANGE_COLLAPSE_ALL)),
        ]
        let fallbacks: [(NumberRangeFormat.IdentityFallback, Int32)] = [
            (.singleValue, Int32(ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE)),
            (.approximatelyOrSingleValue, Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)),
            (.approximately, Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY)), (.range, Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)),
        ]
        for style in Self.styles + [.currency(code: "USD"), .compactShort] {
            let skeleton = try #require(style.modernSkeleton(currency: NumberFormat(style, locale: locale).currencyCode))
            for (collapse, rawCollapse) in collapses {
                for (fallback, rawFallback) in fallbacks {
                    let format = try NumberRangeFormat(style, locale: locale, options: .init(collapse: collapse, identityFallback: fallback))
                    check(format, skeleton: skeleton, collapse: rawCollapse, fallback: rawFallback)
                }
            }
        }
    }

    @Test func fractionsAndNegativeZeroAskICU() throws {
        let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "de")
        #expect(euros.storage.compilesWholeRanges)
        let skeleton = "currency/EUR precision-currency-standard group-on-aligned"
        for (low, high) in [(2.5, 3.0), (-0.0, 0.0), (0.0, -0.0), (2.999, 3.001), (1e16, 2e16)] {
            let raw = RawICU.range(String(low), String(high), skeleton: skeleton, locale: "de")
            #expect(euros.format(low, high) == raw, "\(low)–\(high)")
        }
        #expect(try !NumberRangeFormat(.compactShort, locale: "en").storage.compilesWholeRanges)
    }
}
