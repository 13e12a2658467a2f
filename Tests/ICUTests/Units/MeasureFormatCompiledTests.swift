@_spi(Testing) @testable import ICU
import Testing

/// The compiled form of usages and mixed units (`MeasureFormat.Compiled`):
/// where it is taken, its text and unit equal ICU's for many values.
@Suite("Measure formats, compiled usages and mixed units")
struct MeasureFormatCompiledTests {
    static let locales: [LocaleID] = ["en_US", "en_GB", "en_CA", "en_IN", "de_DE", "fr_FR", "sv_SE", "ja_JP", "ar_EG", "he_IL",
                                      "es_US", "en", "de_CH", "hi_IN", "zh_Hant_TW", "ru_RU", "pt_BR", "nl_NL", "fa_IR", "sr_Latn_RS"]
    static let usages: [(UnitID, MeasureFormat.Usage)] = [
        (.meter, .road), (.kilometer, .road), (.meter, .personHeight), (.centimeter, .personHeight), (.kilogram, .person),
        (.meter, .init("visiblty")), (.meter, .init("vehicle")), (.meter, .rainfall), (.meter, .snowfall),
        (.kilogram, .default), (.meter, .default), (UnitID(checked: "square-meter"), .land), (.liter, .fluid), (.kilometerPerHour, .wind),
        (UnitID(checked: "second"), .media), (UnitID(checked: "hour"), .default), (UnitID(checked: "year"), .personAge), (.celsius, .weather), (.liter, .init("vehicle")),
    ]
    static let mixed: [UnitID] = [.footAndInch, UnitID(checked: "pound-and-ounce"), UnitID(checked: "hour-and-minute-and-second"),
                                  UnitID(checked: "meter-and-centimeter"), UnitID(checked: "year-and-month"), UnitID(checked: "stone-and-pound")]

    /// Values of every size and sign, and some ICU's units turn on.
    static let values: [Double] = {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1.8, 1.83, 0.9144, 0.3048, 0.0254, 1609.344, 804.672, 900, 899.99999, 300, 299.9999999,
                                10, 9.999999999, 2.5, 1e-9, 1e-300, 123456.789, 1e9, -1234.5, 0.999999, 11.99999, 59.9999, 1e14]
        var state: UInt64 = 42
        for _ in 0..<150 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let magnitude = Double(state >> 11) / Double(1 << 53) * 6 - 3
            var scale = 1.0
            for _ in 0..<Int((magnitude * 2).magnitude) { scale *= magnitude < 0 ? 0.1 : 10 }
            values.append((state & 1 == 0 ? 1 : -1) * (1 + Double(state >> 40 & 0xFFF) / 4096) * scale)
        }
        return values
    }()

    static func check(_ format: MeasureFormat) throws {
        for value in values where value.magnitude <= format.maximumMagnitude {
            let compiled = format.formatWithUnit(value)
            let icu = try format.formatWithUnitThroughICU(value)
            #expect(compiled.text == icu.text, "\(format.skeleton) \(format.locale) \(value)")
            #expect(compiled.unit == icu.unit, "\(format.skeleton) \(format.locale) \(value)")
            #expect(try format.format(value) == icu.text)
        }
    }

    /// A sweep (``Sweep``): each usage in every third locale by default, the usages taking the locales in turn.
    @Test("usages equal ICU in every locale, width and value", .tags(.sweep))
    func usages() throws {
        var compiled = 0, total = 0
        for (index, locale) in Self.locales.enumerated() {
            for (unit, usage) in Sweep.sample(Self.usages, every: 3, sanitizer: 6, offset: index) {
                for width in [NumberFormat.Width.wide, .short, .narrow] {
                    guard let format = try? MeasureFormat(unit, locale: locale, options: .init(width: width, usage: usage)) else { continue }
                    total += 1
                    guard format.takesCompiledPath else { continue }
                    compiled += 1
                    try Self.check(format)
                }
            }
        }
        #expect(compiled * 2 > total)
    }

    /// A sweep (``Sweep``): each mixed unit in every fourth locale by default, the units taking the locales in turn.
    @Test("mixed units equal ICU in every locale, width and value", .tags(.sweep))
    func mixedUnits() throws {
        var compiled = 0, total = 0
        for (index, locale) in Self.locales.enumerated() {
            for unit in Sweep.sample(Self.mixed, every: 4, sanitizer: 8, offset: index) {
                for width in [NumberFormat.Width.wide, .short, .narrow] {
                    guard let format = try? MeasureFormat(unit, locale: locale, options: .init(width: width)) else { continue }
                    total += 1
                    guard format.takesCompiledPath else { continue }
                    compiled += 1
                    try Self.check(format)
                }
            }
        }
        #expect(compiled * 2 > total)
    }

    /// Thresholds of CLDR 42's road and height preferences, in meters: mile
    /// from 0.5 mi, feet by 50 from 100 ft, yards by 50 from 100 yd, kilometers
    /// from 0.9 km, meters by 50 from 300 m, by 10 from 10 m, Swedish miles from
    /// 1 mil, kilometers from 1 km, feet and inches from 3 ft.
    static let thresholds: [Double] = [804.672, 30.48, 3.048, 91.44, 9.144, 900, 300, 10, 10_000, 1_000, 0.9144]

    @Test("values at and around every threshold, doubles and integers, equal ICU", .cldr42)
    func thresholds() throws {
        for (unit, usage, locale) in [(UnitID.meter, MeasureFormat.Usage.road, "en_US"), (.meter, .road, "en_GB"), (.meter, .road, "sv_SE"),
                                      (.meter, .road, "de_DE"), (.meter, .personHeight, "en_US"), (.centimeter, .personHeight, "en_CA")] {
            let format = try MeasureFormat(unit, locale: LocaleID(locale), options: .init(usage: usage))
            #expect(format.takesCompiledPath, "\(format.skeleton) \(locale)")
            let scale = unit == .centimeter ? 100.0 : 1
            for threshold in Self.thresholds.map({ $0 * scale }) {
                var values = [threshold, threshold.nextUp, threshold.nextDown, threshold.nextDown.nextDown, threshold * (1 - 1e-16),
                              threshold * (1 + 2e-16), threshold * (1 - 1e-12), threshold * 0.999_999, threshold * 1.000_001]
                values += values.map { -$0 }
                for value in values {
                    let compiled = format.formatWithUnit(value)
                    let icu = try format.formatWithUnitThroughICU(value)
                    #expect(compiled.text == icu.text && compiled.unit == icu.unit, "\(format.skeleton) \(locale) \(value)")
                }
                let integer = Int(threshold.rounded())
                #expect(try format.formatWithUnit(integer) == format.formatWithUnitThroughICU(Double(integer)))
            }
        }
    }

    @Test("a mixed unit's last part carries a whole unit up as ICU's does")
    func carries() throws {
        for locale: LocaleID in ["en_US", "de_DE", "ar_EG"] {
            for (unit, bases) in [(UnitID.footAndInch, [0.0, 5, 11]), (UnitID(checked: "hour-and-minute-and-second"), [0, 1, 23]),
                                  (UnitID(checked: "pound-and-ounce"), [0, 2, 15])] {
                let format = try MeasureFormat(unit, locale: locale, options: .init(width: .wide))
                #expect(format.takesCompiledPath, "\(unit) \(locale)")
                for base in bases {
                    for below in [1e-7, 1e-9, 1e-12, 0.5e-6, 0.49e-6, 0] {
                        for value in [base + 1 - below, -(base + 1 - below), base + below] {
                            #expect(try format.format(value) == format.formatWithUnitThroughICU(value).text, "\(unit) \(locale) \(value)")
                        }
                    }
                }
            }
        }
    }

    @Test("options that ICU applies around the conversion keep ICU's path")
    func optionsKeepICU() throws {
        let scaled = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .road, number: .init(scale: 2)))
        #expect(!scaled.takesCompiledPath)
        let ceiling = try MeasureFormat(.footAndInch, locale: "en_US", options: .init(number: .init(roundingMode: .ceiling)))
        #expect(!ceiling.takesCompiledPath)
        #expect(try ceiling.format(-5.01) == ceiling.formatWithUnitThroughICU(-5.01).text)
        let keyword = try MeasureFormat(.meter, locale: "en_US@rg=gbzzzz", options: .init(usage: .road))
        #expect(!keyword.takesCompiledPath)
        let precise = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight, number: .init(precision: .fractionDigits(0...3), grouping: .never)))
        #expect(precise.takesCompiledPath)
        try Self.check(precise)
    }
}
