@_spi(Testing) @testable import ICU
import ICUBridge
import Testing

/// The wide, short and narrow widths compiled (each unit's text per plural
/// category read off `MeasureFormat`, numbers in the locale's digits, the unit
/// list joins) are `MeasureFormat`'s own text: every locale ICU has, every
/// width, durations of every unit with numbers of many plural categories,
/// positive and negative, compared with the format's ICU path and, for some,
/// with `MeasureFormat::formatMeasures` on a format of its own.
@Suite("DurationFormat: compiled")
struct DurationCompiledTests {
    /// Amounts that reach the categories of most languages: zero, one, two, few
    /// and many in their whole and fractional forms, and large numbers.
    static let amounts: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 14, 15, 19, 20, 21, 22, 25, 100, 101, 102, 111, 1000, 1001,
                                    1234, 10_000, 1_000_000, 2_000_001, 9_007_199_254_740_991, 0.5, 1.5, 2.25, 0.1, 21.1, 0.123456789]

    /// Durations from a fixed generator: one to five units, in order, whole
    /// amounts from ``amounts`` and a fraction on the last alone.
    static let durations: [DurationValue] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        var durations: [DurationValue] = []
        // Each amount alone in three units.
        let units = DurationValue.Unit.allCases
        for (index, amount) in amounts.enumerated() {
            for step in 0..<3 { durations.append(try! DurationValue([(units[(index + 3 * step) % units.count], amount)])) }
        }
        for _ in 0..<60 {
            var units = DurationValue.Unit.allCases.filter { _ in next(3) == 0 }
            if units.isEmpty { units = [.days, .minutes] }
            let whole = amounts.filter { $0 == $0.rounded() }
            var given = units.dropLast().map { ($0, whole[next(whole.count)]) }
            given.append((units[units.count - 1], amounts[next(amounts.count)]))
            durations.append(try! DurationValue(given))
        }
        return durations
    }()

    /// A sweep (``Sweep``): every twelfth locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLocaleAndWidthIsMeasureFormatsText() throws {
        var compiled: [DurationFormat.Width: Int] = [:]
        let locales = Sweep.sample(LocaleID.availableLocales, every: 12, sanitizer: 40)
        for locale in locales {
            for width in DurationFormat.Width.allCases {
                let format = try DurationFormat(locale: locale, options: .init(width: width))
                if format.takesCompiledPath { compiled[width, default: 0] += 1 }
                for value in Self.durations {
                    #expect(format.format(value) == (try format.formatThroughICU(value)), "\(value) in \(locale), \(width)")
                    guard value.components.count > 1 else { continue }
                    let negative = DurationValue(checked: value.components, isNegative: true)
                    #expect(format.format(negative) == (try format.formatThroughICU(negative)), "-\(value) in \(locale), \(width)")
                }
            }
        }
        // Every locale but at most three (Tigrinya's, in ICU 72), in every width.
        for width in DurationFormat.Width.allCases {
            #expect(compiled[width, default: 0] >= locales.count - 3, "\(width): \(compiled[width, default: 0]) of \(locales.count)")
        }
    }

    @Test func compiledTextIsRawMeasureFormats() throws {
        for locale in ["en", "de", "fr", "ru", "ar", "pl", "he", "ja", "cy", "ga", "sl", "lt", "br"] {
            for width in [DurationFormat.Width.wide, .short, .narrow] {
                let format = try DurationFormat(locale: LocaleID(locale), options: .init(width: width))
                #expect(format.takesCompiledPath, "\(locale), \(width)")
                for value in Self.durations {
                    let raw = RawICU.duration(value.components.map { (DurationJoinedTests.bridgeUnits[$0.unit]!, $0.magnitude) },
                                              locale: locale, width: DurationFormatTests.bridgeWidth(width))
                    #expect(format.format(value) == raw, "\(value) in \(locale), \(width)")
                }
            }
        }
    }

    /// A fraction of more than three digits takes ICU's path: `uplrules_select`
    /// reads it off the double's sixteenth digit, and ICU's formatted number
    /// (976923.213802471, `one` in Serbian: f % 10 = 1) differs from the double
    /// (…2138024709…, `other`) — the `duration` fuzz target's find.
    @Test func longFractionsChooseTheirFormAsICUsNumberDoes() throws {
        let value = try DurationValue(iso8601: "PT1M976923.213802471S")
        for locale in ["sr_Latn_RS", "sr", "ru", "en", "lv"] as [LocaleID] {
            for width in [DurationFormat.Width.wide, .short, .narrow] {
                let format = try DurationFormat(locale: locale, options: .init(width: width))
                #expect(format.format(value) == (try format.formatThroughICU(value)), "\(locale), \(width)")
            }
        }
        let serbian = try DurationFormat(locale: "sr_Latn_RS", options: .init(width: .wide))
        #expect(serbian.format(value) == "1 minut i 976.923,213802471 sekunda")
        // Three digits or fewer keep the compiled path's forms, which are ICU's.
        for text in ["PT1.5S", "PT21.001S", "PT2.25S", "PT976923.213S"] {
            let short = try DurationValue(iso8601: text)
            #expect(serbian.format(short) == (try serbian.formatThroughICU(short)), "\(text)")
        }
    }

    /// The two paths are told apart: an Arabic hour is a word without a number,
    /// which the compiled form writes from its own text.
    @Test func arabicOneHourIsAWordAlone() throws {
        let format = try DurationFormat(locale: "ar", options: .init(width: .wide))
        #expect(format.takesCompiledPath)
        let hour = try DurationValue(hours: 1)
        #expect(format.format(hour) == (try format.formatThroughICU(hour)))
        #expect(!format.format(hour).unicodeScalars.contains { ("0"..."9").contains($0) || ("\u{660}"..."\u{669}").contains($0) })
    }
}
