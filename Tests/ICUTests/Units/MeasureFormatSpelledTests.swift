@_spi(Testing) @testable import ICU
import Glibc
import Testing

/// A mixed unit's parts written without ICU (`MeasureFormat.Compiled.Spelled`:
/// each part's number in the compiled decimal style, in its unit's text for the
/// number's plural category, joined by the unit list's joins) are ICU's own
/// text: every locale ICU has, each mixed unit, negative values, zeros and
/// values whose rounding carries, compared with ICU's mixed-unit formatting in
/// this process.
@Suite("Measure formats, mixed units written without ICU")
struct MeasureFormatSpelledTests {
    static let mixed: [UnitID] = [.footAndInch, UnitID(checked: "pound-and-ounce"), UnitID(checked: "hour-and-minute-and-second"),
                                  UnitID(checked: "meter-and-centimeter"), UnitID(checked: "year-and-month"),
                                  UnitID(checked: "stone-and-pound"), UnitID(checked: "hour-and-minute"), UnitID(checked: "degree-and-arc-minute")]

    /// Zeros, signs, carries (5.9999 ft is 5 ft 11.9988 in, 5.99999999 ft is
    /// 6 ft 0 in), halves, and a spread of magnitudes.
    static let values: [Double] = {
        var values: [Double] = [0, -0.0, 1, -1, 5.5, -5.5, 5.9999, 5.99999999, -5.9999, 11.99 / 12, 1 + 11.99 / 12, 0.5, 2, 3, 11, 21, 101,
                                1.0 / 3, 2.0 / 3, 1.25, 1.0001, 0.0001, 1234.5678, 1e6 + 0.5, 0.999999, 1.000001, 12.041666666666666]
        var state: UInt64 = 26
        for _ in 0..<24 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let scale = [0.1, 1, 10, 1000][Int(state >> 62)]
            values.append((state & 1 == 0 ? 1 : -1) * Double(state >> 11 & 0xFFFFF) / 65_536 * scale)
        }
        return values
    }()

    static func check(_ format: MeasureFormat) throws {
        for value in values where value.magnitude <= format.maximumMagnitude {
            let written = format.format(value)
            let icu = try format.formatWithUnitThroughICU(value).text
            #expect(Array(written.utf8) == Array(icu.utf8), "\(format.skeleton) \(format.locale) \(value): \(written), ICU \(icu)")
        }
    }

    /// Every locale, each with one mixed unit and width in turn (every unit and
    /// width in some hundred locales each): the texts, numbers and joins differ
    /// by locale, the way they are put together does not. A format checks a few
    /// hundred values against ICU when it is created, so the sweep takes minutes
    /// in a debug build: a sweep (``Sweep``), every locale with `SWIFT_ICU_SWEEP=full`
    /// (or `SWIFT_ICU_MIXED_UNIT_SWEEP=1`), every twentieth otherwise.
    @Test(.tags(.sweep)) func everyLocaleIsICUsText() throws {
        let sweep = getenv("SWIFT_ICU_MIXED_UNIT_SWEEP") != nil
        let locales = sweep ? LocaleID.availableLocales : Sweep.sample(LocaleID.availableLocales, every: 20, sanitizer: 60)
        var spelled = 0
        for (index, locale) in locales.enumerated() {
            let width = [NumberFormat.Width.wide, .short, .narrow][index % 3]
            let format = try MeasureFormat(Self.mixed[index % Self.mixed.count], locale: locale, options: .init(width: width))
            if format.spellsMixedParts { spelled += 1 }
            try Self.check(format)
        }
        #expect(spelled * 10 > locales.count * 8, "\(spelled) of \(locales.count)")
    }

    /// Usages that write mixed units (`person-height` in en_US: feet and inches,
    /// in sv_SE: meters and centimeters; `person` in en_GB: stones and pounds).
    @Test(arguments: [("en_US" as LocaleID, UnitID.meter, MeasureFormat.Usage.personHeight), ("sv_SE", .meter, .personHeight),
                      ("en_GB", .kilogram, .person), ("en_CA", .meter, .personHeight)])
    func usagesAreICUsText(locale: LocaleID, unit: UnitID, usage: MeasureFormat.Usage) throws {
        for width in [NumberFormat.Width.wide, .short, .narrow] {
            let format = try MeasureFormat(unit, locale: locale, options: .init(width: width, usage: usage))
            try Self.check(format)
            for value in [1.8, 1.75, 0.1, 70, 63.5, 1.524] {
                #expect(try format.formatWithUnit(value) == format.formatWithUnitThroughICU(value))
            }
        }
    }

    /// The formats of the benchmark rows write without ICU, and what they write.
    @Test func benchmarkedFormatsSpell() throws {
        let feet = try MeasureFormat(.footAndInch, locale: "en")
        #expect(feet.spellsMixedParts)
        #expect(try feet.format(5.5) == feet.formatWithUnitThroughICU(5.5).text)
        let height = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight))
        #expect(height.spellsMixedParts)
        #expect(try height.format(1.8) == height.formatWithUnitThroughICU(1.8).text)
    }

    /// Text pinned for ICU 72 (CLDR 42): the twin of the comparisons above.
    @Test(.cldr42) func englishFeetAndInches() throws {
        let feet = try MeasureFormat(.footAndInch, locale: "en", options: .init(width: .wide))
        #expect(try feet.format(5.5) == "5 feet, 6 inches")
        #expect(try feet.format(1 + 1.0 / 12) == "1 foot, 1 inch")
        #expect(try feet.format(-5.9999) == "-5 feet, 11.9988 inches")
        #expect(try feet.format(5.99999999) == "6 feet, 0 inches")
        let height = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight))
        #expect(try height.format(1.75) == "5 ft, 8.9 in")
    }
}
