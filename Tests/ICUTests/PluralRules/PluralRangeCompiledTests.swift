@testable import ICU
import Testing

/// The categories of a range's ends with fraction digits, taken from the rules
/// read once from ICU's text of them (`CompiledPluralRules`), are ICU's: every
/// language ICU has, random decimals of one to six fraction digits against
/// `unumf_formatDecimal` and `uplrules_selectFormatted`, and random ranges
/// against `uplrules_selectForRange`, in this process.
@Suite("Plural categories of ranges with fractions compiled")
struct PluralRangeCompiledTests {
    static let languages = Set(LocaleID.availableLocales.map { String($0.identifier.split(separator: "_")[0]) }).sorted()

    /// Random plain decimals with a fraction, the same on every run.
    static let decimals: [String] = {
        var generator = SplitMix64(seed: 2026)
        var decimals = ["0.5", "1.0", "1.50", "2.25", "0.1", "11.1", "21.01", "101.001", "1000000.5", "-1.5", "+0.0", "007.70"]
        for _ in 0..<120 {
            let integer = [generator.next() % 30, generator.next() % 1000, generator.next() % 1_000_000_000][Int(generator.next() % 3)]
            let digits = Int(generator.next() % 6) + 1
            var fraction = String(generator.next() % 1_000_000)
            fraction = String(repeating: "0", count: max(0, 6 - fraction.count)) + fraction
            decimals.append("\(generator.next() % 5 == 0 ? "-" : "")\(integer).\(fraction.prefix(digits))")
        }
        return decimals
    }()

    /// A sweep (``Sweep``): every second language by default, every language with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLanguagesEndsAsICU() throws {
        var compiled = 0
        let languages = Sweep.sample(Self.languages, every: 2, sanitizer: 6)
        for language in languages {
            let formats = try (1...CompiledPluralRules.maximumFractionDigits).map { digits in
                try UNumberFormatterHandle(skeleton: PluralRules.Storage.skeleton(fractionDigits: digits), locale: LocaleID(language))
            }
            for kind in [PluralRules.Kind.cardinal, .ordinal] {
                let rules = try PluralRules(kind, locale: LocaleID(language))
                guard let compiledRules = rules.storage.compiledRules() else { continue }
                if kind == .cardinal { compiled += 1 }
                for decimal in Self.decimals {
                    let written = decimal.split(separator: ".").last!.count
                    for digits in written...CompiledPluralRules.maximumFractionDigits {
                        let icu = try rules.storage.handle.select(decimal: decimal, formattedBy: formats[digits - 1], "test")
                        #expect(compiledRules.category(of: decimal, fractionDigits: digits)?.rawValue == icu,
                                "\(decimal) to \(digits) digits in \(language) (\(kind))")
                    }
                }
            }
        }
        #expect(compiled * 10 > languages.count * 9, "\(compiled) of \(languages.count)")
    }

    @Test func everyLanguagesRangesAsUPLRULES() throws {
        var generator = SplitMix64(seed: 72)
        for language in Self.languages {
            let rules = try PluralRules(locale: LocaleID(language))
            for _ in 0..<40 {
                let low = Self.decimals[Int(generator.next() % UInt64(Self.decimals.count))]
                let high = Self.decimals[Int(generator.next() % UInt64(Self.decimals.count))]
                let raw = RawICU.pluralRange(low, high, locale: language)
                #expect(try rules.category(forRangeFrom: low, to: high).rawValue == raw, "\(low)–\(high) in \(language)")
            }
        }
    }

    @Test func textNotReadHereAsksICU() throws {
        let rules = try PluralRules(locale: "fr")
        let compiledRules = try #require(rules.storage.compiledRules())
        #expect(compiledRules.category(of: "1.5e3", fractionDigits: 1) == nil)
        #expect(compiledRules.category(of: "1234567890.5", fractionDigits: 1) == nil)
        #expect(compiledRules.category(of: "1.1234567", fractionDigits: 7) == nil)
        #expect(try rules.category(forRangeFrom: "1234567890.5", to: "1.1234567").rawValue
                == RawICU.pluralRange("1234567890.5", "1.1234567", locale: "fr"))
    }
}
