@testable import ICU
import Testing

/// `MeasureFormat` and `UnitID`: ten units in three widths and seven languages,
/// and four usages in four regions with the unit each converts to, as CLDR 42
/// writes them, each with a twin against ICU's own call in this process.
@Suite("Measure formats")
struct MeasureFormatTests {
    static let values = [1.0, 5.5]
    static let widthOrder: [NumberFormat.Width] = [.wide, .short, .narrow]

    /// ICU 72's text of 1 and 5.5 of each unit in the widths long, short and narrow.
    static let widths: [String: [String: [[String]]]] = [
        "en": [
            "meter": [["1 meter", "5.5 meters"], ["1 m", "5.5 m"], ["1m", "5.5m"]],
            "kilometer-per-hour": [["1 kilometer per hour", "5.5 kilometers per hour"], ["1 km/h", "5.5 km/h"], ["1km/h", "5.5km/h"]],
            "liter-per-100-kilometer": [["1 liter per 100 kilometers", "5.5 liters per 100 kilometers"], ["1 L/100 km", "5.5 L/100 km"], ["1L/100km", "5.5L/100km"]],
            "foot-and-inch": [["1 foot, 0 inches", "5 feet, 6 inches"], ["1 ft, 0 in", "5 ft, 6 in"], ["1′ 0″", "5′ 6″"]],
            "celsius": [["1 degree Celsius", "5.5 degrees Celsius"], ["1°C", "5.5°C"], ["1°C", "5.5°C"]],
            "kilogram": [["1 kilogram", "5.5 kilograms"], ["1 kg", "5.5 kg"], ["1kg", "5.5kg"]],
            "liter": [["1 liter", "5.5 liters"], ["1 L", "5.5 L"], ["1L", "5.5L"]],
            "square-kilometer": [["1 square kilometer", "5.5 square kilometers"], ["1 km²", "5.5 km²"], ["1km²", "5.5km²"]],
            "megabyte": [["1 megabyte", "5.5 megabytes"], ["1 MB", "5.5 MB"], ["1MB", "5.5MB"]],
            "hour": [["1 hour", "5.5 hours"], ["1 hr", "5.5 hr"], ["1h", "5.5h"]],
        ],
        "de": [
            "meter": [["1 Meter", "5,5 Meter"], ["1 m", "5,5 m"], ["1 m", "5,5 m"]],
            "kilometer-per-hour": [["1 Kilometer pro Stunde", "5,5 Kilometer pro Stunde"], ["1 km/h", "5,5 km/h"], ["1 km/h", "5,5 km/h"]],
            "liter-per-100-kilometer": [["1 Liter pro 100 Kilometer", "5,5 Liter pro 100 Kilometer"], ["1 L/100 km", "5,5 L/100 km"], ["1L/100km", "5,5L/100km"]],
            "foot-and-inch": [["1 Fuß, 0 Zoll", "5 Fuß, 6 Zoll"], ["1 ft, 0 in", "5 ft, 6 in"], ["1 ft, 0 in", "5 ft, 6 in"]],
            "celsius": [["1 Grad Celsius", "5,5 Grad Celsius"], ["1 °C", "5,5 °C"], ["1 °C", "5,5 °C"]],
            "kilogram": [["1 Kilogramm", "5,5 Kilogramm"], ["1 kg", "5,5 kg"], ["1 kg", "5,5 kg"]],
            "liter": [["1 Liter", "5,5 Liter"], ["1 l", "5,5 l"], ["1 l", "5,5 l"]],
            "square-kilometer": [["1 Quadratkilometer", "5,5 Quadratkilometer"], ["1 km²", "5,5 km²"], ["1 km²", "5,5 km²"]],
            "megabyte": [["1\u{A0}Megabyte", "5,5 Megabyte"], ["1 MB", "5,5 MB"], ["1 MB", "5,5 MB"]],
            "hour": [["1 Stunde", "5,5 Stunden"], ["1 Std.", "5,5 Std."], ["1 Std.", "5,5 Std."]],
        ],
        "fr": [
            "meter": [["1\u{A0}mètre", "5,5\u{A0}mètres"], ["1\u{202F}m", "5,5\u{202F}m"], ["1m", "5,5m"]],
            "kilometer-per-hour": [["1\u{A0}kilomètre par heure", "5,5\u{A0}kilomètres par heure"], ["1\u{202F}km/h", "5,5\u{202F}km/h"], ["1km/h", "5,5km/h"]],
            "liter-per-100-kilometer": [["1 litre aux 100 km", "5,5 litres aux 100 km"], ["1\u{202F}l/100\u{202F}km", "5,5\u{202F}l/100\u{202F}km"], ["1l/100km", "5,5l/100km"]],
            "foot-and-inch": [["1\u{A0}pied et 0\u{A0}pouce", "5 pieds et 6\u{A0}pouces"], ["1\u{202F}pi et 0\u{202F}po", "5\u{202F}pi et 6\u{202F}po"], ["1′ 0″", "5′ 6″"]],
            "celsius": [["1\u{A0}degré Celsius", "5,5\u{A0}degrés Celsius"], ["1\u{202F}°C", "5,5\u{202F}°C"], ["1°C", "5,5°C"]],
            "kilogram": [["1\u{A0}kilogramme", "5,5\u{A0}kilogrammes"], ["1\u{202F}kg", "5,5\u{202F}kg"], ["1kg", "5,5kg"]],
            "liter": [["1\u{A0}litre", "5,5\u{A0}litres"], ["1\u{202F}l", "5,5\u{202F}l"], ["1l", "5,5l"]],
            "square-kilometer": [["1\u{A0}kilomètre carré", "5,5\u{A0}kilomètres carrés"], ["1\u{202F}km²", "5,5\u{202F}km²"], ["1km²", "5,5km²"]],
            "megabyte": [["1\u{A0}mégaoctet", "5,5\u{A0}mégaoctets"], ["1\u{202F}Mo", "5,5\u{202F}Mo"], ["1Mo", "5,5Mo"]],
            "hour": [["1\u{A0}heure", "5,5\u{A0}heures"], ["1\u{202F}h", "5,5\u{202F}h"], ["1h", "5,5h"]],
        ],
        "ru": [
            "meter": [["1 метр", "5,5 метра"], ["1 м", "5,5 м"], ["1 м", "5,5 м"]],
            "kilometer-per-hour": [["1 километр в час", "5,5 километра в час"], ["1 км/ч", "5,5 км/ч"], ["1 км/ч", "5,5 км/ч"]],
            "liter-per-100-kilometer": [["1 литр на 100 километров", "5,5 литра на 100 километров"], ["1 л/100 км", "5,5 л/100 км"], ["1 л/100 км", "5,5 л/100 км"]],
            "foot-and-inch": [["1 фут 0 дюймов", "5 футов 6 дюймов"], ["1 фт 0 дюйм.", "5 фт 6 дюйм."], ["1 фт 0 дюйм.", "5 фт 6 дюйм."]],
            "celsius": [["1 градус Цельсия", "5,5 градуса Цельсия"], ["1 °C", "5,5 °C"], ["1 °C", "5,5 °C"]],
            "kilogram": [["1 килограмм", "5,5 килограмма"], ["1 кг", "5,5 кг"], ["1 кг", "5,5 кг"]],
            "liter": [["1 литр", "5,5 литра"], ["1 л", "5,5 л"], ["1 л", "5,5 л"]],
            "square-kilometer": [["1 квадратный километр", "5,5 квадратного километра"], ["1 км²", "5,5 км²"], ["1 км²", "5,5 км²"]],
            "megabyte": [["1 мегабайт", "5,5 мегабайта"], ["1 МБ", "5,5 МБ"], ["1 МБ", "5,5 МБ"]],
            "hour": [["1 час", "5,5 часа"], ["1 ч", "5,5 ч"], ["1 ч", "5,5 ч"]],
        ],
        "ar": [
            "meter": [["متر", "٥٫٥ متر"], ["متر", "٥٫٥ متر"], ["١ م", "٥٫٥ م"]],
            "kilometer-per-hour": [["١ كيلومتر في الساعة", "٥٫٥ كيلومتر في الساعة"], ["١ كم/س", "٥٫٥ كم/س"], ["١ كم/س", "٥٫٥ كم/س"]],
            "liter-per-100-kilometer": [["١ لتر لكل ١٠٠ كيلومتر", "٥٫٥ لتر لكل ١٠٠ كيلومتر"], ["١ لتر/١٠٠ كم", "٥٫٥ لتر/١٠٠ كم"], ["١ ل/١٠٠كم", "٥٫٥ ل/١٠٠كم"]],
            "foot-and-inch": [["قدم و٠ بوصة", "٥ قدم و٦ بوصة"], ["قدم و٠ بوصة", "٥ قدم و٦ بوصة"], ["قدم و٠ بوصة", "٥ قدم و٦ بوصة"]],
            "celsius": [["١ درجة مئوية", "٥٫٥ درجة مئوية"], ["١°م", "٥٫٥°م"], ["١°م", "٥٫٥°م"]],
            "kilogram": [["١ كيلوغرام", "٥٫٥ كيلوغرام"], ["١ كغم", "٥٫٥ كغم"], ["١ كغ", "٥٫٥ كغ"]],
            "liter": [["لتر", "٥٫٥ لتر"], ["لتر", "٥٫٥ لتر"], ["١ ل", "٥٫٥ ل"]],
            "square-kilometer": [["١ كيلومتر مربع", "٥٫٥ كيلومتر مربع"], ["١ كم²", "٥٫٥ كم²"], ["١ كم²", "٥٫٥ كم²"]],
            "megabyte": [["١ ميغابايت", "٥٫٥ ميغابايت"], ["١ م.ب", "٥٫٥ م.ب"], ["١ م.ب", "٥٫٥ م.ب"]],
            "hour": [["ساعة", "٥٫٥ ساعة"], ["١ س", "٥٫٥ س"], ["١ س", "٥٫٥ س"]],
        ],
        "ja": [
            "meter": [["1 メートル", "5.5 メートル"], ["1 m", "5.5 m"], ["1m", "5.5m"]],
            "kilometer-per-hour": [["時速 1 キロメートル", "時速 5.5 キロメートル"], ["1 km/h", "5.5 km/h"], ["1km/h", "5.5km/h"]],
            "liter-per-100-kilometer": [["1 リットル毎100キロメートル", "5.5 リットル毎100キロメートル"], ["1 L/100km", "5.5 L/100km"], ["1L/100km", "5.5L/100km"]],
            "foot-and-inch": [["1 フィート 0 インチ", "5 フィート 6 インチ"], ["1 ft 0 in", "5 ft 6 in"], ["1′0″", "5′6″"]],
            "celsius": [["摂氏 1 度", "摂氏 5.5 度"], ["1°C", "5.5°C"], ["1°C", "5.5°C"]],
            "kilogram": [["1 キログラム", "5.5 キログラム"], ["1 kg", "5.5 kg"], ["1kg", "5.5kg"]],
            "liter": [["1 リットル", "5.5 リットル"], ["1 L", "5.5 L"], ["1L", "5.5L"]],
            "square-kilometer": [["1 平方キロメートル", "5.5 平方キロメートル"], ["1 km²", "5.5 km²"], ["1km²", "5.5km²"]],
            "megabyte": [["1 メガバイト", "5.5 メガバイト"], ["1 MB", "5.5 MB"], ["1MB", "5.5MB"]],
            "hour": [["1 時間", "5.5 時間"], ["1 時間", "5.5 時間"], ["1h", "5.5h"]],
        ],
        "zh": [
            "meter": [["1米", "5.5米"], ["1米", "5.5米"], ["1米", "5.5米"]],
            "kilometer-per-hour": [["每小时1公里", "每小时5.5公里"], ["1 km/h", "5.5 km/h"], ["1km/h", "5.5km/h"]],
            "liter-per-100-kilometer": [["1升/100千米", "5.5升/100千米"], ["1 L/100km", "5.5 L/100km"], ["1L/100km", "5.5L/100km"]],
            "foot-and-inch": [["1英尺0英寸", "5英尺6英寸"], ["1英尺0英寸", "5英尺6英寸"], ["1′0″", "5′6″"]],
            "celsius": [["1摄氏度", "5.5摄氏度"], ["1°C", "5.5°C"], ["1°C", "5.5°C"]],
            "kilogram": [["1千克", "5.5千克"], ["1 kg", "5.5 kg"], ["1kg", "5.5kg"]],
            "liter": [["1升", "5.5升"], ["1升", "5.5升"], ["1升", "5.5升"]],
            "square-kilometer": [["1平方公里", "5.5平方公里"], ["1平方公里", "5.5平方公里"], ["1km²", "5.5km²"]],
            "megabyte": [["1兆字节", "5.5兆字节"], ["1 MB", "5.5 MB"], ["1 MB", "5.5 MB"]],
            "hour": [["1小时", "5.5小时"], ["1小时", "5.5小时"], ["1小时", "5.5小时"]],
        ],
    ]

    /// ICU 72's text of usages, with the unit each value was converted to.
    static let usages: [(usage: String, unit: String, locale: String, value: Double, text: String, output: String)] = [
        ("road", "meter", "en_US", 50.0, "150 ft", "foot"),
        ("road", "meter", "en_US", 1800.0, "1.1 mi", "mile"),
        ("road", "meter", "en_GB", 50.0, "50 yd", "yard"),
        ("road", "meter", "en_GB", 1800.0, "1.1 mi", "mile"),
        ("road", "meter", "de_DE", 50.0, "50 m", "meter"),
        ("road", "meter", "de_DE", 1800.0, "1,8 km", "kilometer"),
        ("road", "meter", "sv_SE", 50.0, "50 m", "meter"),
        ("road", "meter", "sv_SE", 1800.0, "1,8 km", "kilometer"),
        ("person-height", "meter", "en_US", 1.8, "5 ft, 11 in", "foot-and-inch"),
        ("person-height", "meter", "en_GB", 1.8, "5 ft, 11 in", "foot-and-inch"),
        ("person-height", "meter", "de_DE", 1.8, "180 cm", "centimeter"),
        ("person-height", "meter", "sv_SE", 1.8, "1 m, 80 cm", "meter-and-centimeter"),
        ("weather", "celsius", "en_US", 20.0, "68°F", "fahrenheit"),
        ("weather", "celsius", "en_GB", 20.0, "20°C", "celsius"),
        ("weather", "celsius", "de_DE", 20.0, "20 °C", "celsius"),
        ("weather", "celsius", "sv_SE", 20.0, "20 °C", "celsius"),
        ("person", "kilogram", "en_US", 70.0, "154 lb", "pound"),
        ("person", "kilogram", "en_GB", 70.0, "11 st, 0.32 lb", "stone-and-pound"),
        ("person", "kilogram", "de_DE", 70.0, "70 kg", "kilogram"),
        ("person", "kilogram", "sv_SE", 70.0, "70 kg", "kilogram"),
    ]

    static var locales: [String] { widths.keys.sorted() }

    static func skeletonToken(_ width: NumberFormat.Width) -> String {
        switch width {
        case .wide: "unit-width-full-name"
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        }
    }

    @Test(.cldr42, arguments: locales)
    func widthsAsCLDR42(locale: String) throws {
        for (unit, expected) in try #require(Self.widths[locale]) {
            for (width, texts) in zip(Self.widthOrder, expected) {
                let format = try MeasureFormat(UnitID(unit), locale: LocaleID(locale), options: .init(width: width))
                #expect(try Self.values.map { try format.format($0) } == texts, "\(locale) \(unit) \(width)")
            }
        }
    }

    /// The inputs of ``widthsAsCLDR42(locale:)`` against `unumf` with the skeleton, on any ICU.
    @Test(arguments: locales)
    func widthsAsUnumf(locale: String) throws {
        for unit in try #require(Self.widths[locale]).keys {
            for width in Self.widthOrder {
                let format = try MeasureFormat(UnitID(unit), locale: LocaleID(locale), options: .init(width: width))
                #expect(format.skeleton == "unit/\(unit) \(Self.skeletonToken(width))")
                for value in Self.values {
                    let raw = RawICU.number(value, skeleton: format.skeleton, locale: locale)
                    #expect(raw != nil)
                    #expect(try format.format(value) == raw, "\(locale) \(unit) \(width) \(value)")
                }
            }
        }
    }

    @Test(.cldr42)
    func usagesAsCLDR42() throws {
        for row in Self.usages {
            let format = try MeasureFormat(UnitID(row.unit), locale: LocaleID(row.locale), options: .init(usage: .init(row.usage)))
            let (text, unit) = format.formatWithUnit(row.value)
            #expect(text == row.text, "\(row)")
            #expect(unit.identifier == row.output, "\(row)")
            #expect(try format.format(row.value) == row.text, "\(row)")
        }
    }

    /// The inputs of ``usagesAsCLDR42()`` against ICU's C++ formatter and its output unit, on any ICU.
    /// Options keep plain number options unstored and others boxed: either way
    /// a value equals, hashes as and pools as the options it was built from.
    @Test func optionsCompareByTheirNumberOptions() throws {
        let plain = MeasureFormat.Options(usage: .road)
        var explicit = MeasureFormat.Options(usage: .road, number: NumberFormat.Options())
        #expect(plain == explicit && plain.hashValue == explicit.hashValue)
        explicit.number = NumberFormat.Options(precision: .fractionDigits(2))
        #expect(plain != explicit)
        #expect(explicit.number == NumberFormat.Options(precision: .fractionDigits(2)))
        let rebuilt = MeasureFormat.Options(usage: .road, number: NumberFormat.Options(precision: .fractionDigits(2)))
        #expect(explicit == rebuilt && explicit.hashValue == rebuilt.hashValue)
        explicit.number = NumberFormat.Options()
        #expect(explicit == plain && explicit.number == NumberFormat.Options())

        let pool = FormatterPool()
        let a = try pool.measureFormat(.meter, locale: "en_US", options: plain)
        let b = try pool.measureFormat(.meter, locale: "en_US", options: explicit)
        let c = try pool.measureFormat(.meter, locale: "en_US", options: rebuilt)
        #expect(a.storage === b.storage)
        #expect(a.storage !== c.storage)
        #expect(c.format(1800) == (try MeasureFormat(.meter, locale: "en_US", options: rebuilt)).format(1800))
        #expect(a.format(1800) != c.format(1800))
    }

    @Test func usagesAsICU() throws {
        for row in Self.usages {
            let format = try MeasureFormat(UnitID(row.unit), locale: LocaleID(row.locale), options: .init(usage: .init(row.usage)))
            let raw = try #require(RawICU.measure(row.value, skeleton: "unit/\(row.unit) usage/\(row.usage)", locale: row.locale))
            let (text, unit) = format.formatWithUnit(row.value)
            #expect(text == raw.text, "\(row)")
            #expect(unit.identifier == raw.unit, "\(row)")
            #expect(try format.format(row.value) == raw.text, "\(row)")
            #expect(try format.format(decimal: "\(row.value)") == raw.text, "\(row)")
        }
    }

    /// The examples, in full width.
    @Test(.cldr42)
    func roadInFullWidth() throws {
        let us = try MeasureFormat(.kilometer, locale: "en_US", options: .init(width: .wide, usage: .road))
        #expect(try us.formatWithUnit(1.8) == ("1.1 miles", .mile))
        let de = try MeasureFormat(.kilometer, locale: "de_DE", options: .init(width: .wide, usage: .road))
        #expect(try de.formatWithUnit(1.8) == ("1,8 Kilometer", .kilometer))
    }

    @Test func roadInFullWidthAsICU() throws {
        for locale in ["en_US", "de_DE"] {
            let format = try MeasureFormat(.kilometer, locale: LocaleID(locale), options: .init(width: .wide, usage: .road))
            let raw = try #require(RawICU.measure(1.8, skeleton: "unit/kilometer usage/road unit-width-full-name", locale: locale))
            let (text, unit) = format.formatWithUnit(1.8)
            #expect(text == raw.text && unit.identifier == raw.unit, "\(locale)")
        }
    }

    /// Without a usage the result is in the format's own unit, mixed ones included.
    @Test func withoutUsageTheUnitIsTheFormats() throws {
        for unit in [UnitID.kilometerPerHour, .footAndInch, try UnitID("liter-per-100-kilometer")] {
            let format = try MeasureFormat(unit, locale: "en")
            let (text, output) = format.formatWithUnit(5)
            #expect(output == unit)
            #expect(text == (try format.format(5)))
            #expect(try format.formatWithUnit(decimal: "5") == (text, unit))
            #expect(try format.formatWithUnit(5.0) == (text, unit))
        }
    }

    /// Number options apply to the number; a usage's own precision yields to them.
    @Test func numberOptionsApply() throws {
        var options = NumberFormat.Options()
        options.precision = .fractionDigits(2)
        let format = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .road, number: options))
        #expect(format.skeleton == "unit/meter .00 unit-width-short usage/road")
        #expect(try format.format(1800) == RawICU.number(1800, skeleton: format.skeleton, locale: "en_US"))
    }

    @Test func unitIDs() throws {
        #expect(try UnitID("kilometer-per-hour") == .kilometerPerHour)
        #expect(try UnitID("foot-and-inch").isMixed)
        #expect(try !UnitID("liter-per-100-kilometer").isMixed)
        #expect(UnitID.footAndInch.description == "foot-and-inch")
        // The constants are units ICU knows.
        for unit in [UnitID.meter, .kilometer, .centimeter, .mile, .foot, .inch, .footAndInch, .kilogram, .pound, .celsius,
                     .fahrenheit, .liter, .kilometerPerHour, .milePerHour, .literPer100Kilometer] {
            #expect(try UnitID(unit.identifier) == unit)
        }
    }

    // MARK: Bad input

    @Test(arguments: ["", "bogus", "meter-per-bogus", "Meter", "meter usage/road", "meter\0", "m\u{E8}tre", "kilometer-per-", "\u{212A}elvin",
                       // Compiled by ICU, which then cannot write them (fuzz finding F39).
                       "kilofoot-and-inch", "meter-and-second", "square-foot-and-inch"])
    func unknownUnitsThrow(identifier: String) {
        #expect(throws: ICUError.self) { try UnitID(identifier) }
        if let error = try? #require(throws: ICUError.self, performing: { try UnitID(identifier) }) {
            #expect(error.kind == .badInput)
        }
    }

    /// ICU would take an unknown usage, or one the unit's quantity lacks, as the
    /// quantity's default; a mixed unit with a usage fails on every value; a unit
    /// without preferences fails too.
    @Test(arguments: [
        (UnitID.kilogram, "bogus", "unknown usage 'bogus'"),
        (.kilogram, "road", "does not apply to mass"),
        (.celsius, "road", "does not apply to temperature"),
        (.kilometer, "weather", "does not apply to length"),
        (.footAndInch, "person-height", "mixed unit"),
        (.meter, "Road", "no usage name"),
        (.meter, "", "no usage name"),
        (.meter, "road usage/weather", "no usage name"),
        (try! UnitID("lux"), "default", "no usage preferences"),
        (try! UnitID("square-meter-per-second"), "default", "no usage preferences"),
    ])
    func usagesThatDoNotFitThrow(unit: UnitID, usage: String, reason: String) {
        let error = #expect(throws: ICUError.self) { try MeasureFormat(unit, locale: "en_US", options: .init(usage: .init(usage))) }
        #expect(error?.kind == .badInput)
        #expect(error?.reason?.contains(reason) == true, "\(error.map(String.init(describing:)) ?? "")")
    }

    /// ICU reads `person-height` as `person` for a mass, as it reads a usage: the longest known leading part.
    @Test func usageFallsBackAsICUReadsIt() throws {
        let format = try MeasureFormat(.kilogram, locale: "en_GB", options: .init(usage: .personHeight))
        let raw = try #require(RawICU.measure(70, skeleton: "unit/kilogram usage/person", locale: "en_GB"))
        #expect(try format.formatWithUnit(70.0).unit.identifier == raw.unit)
    }

    @Test func optionsThatSetAUnitThrow() {
        for options in [NumberFormat.Options(unit: .percent), NumberFormat.Options(width: .wide),
                        NumberFormat.Options(currencyDisplay: .name)] {
            #expect(throws: ICUError.self) { try MeasureFormat(.meter, locale: "en", options: .init(number: options)) }
        }
    }

    /// The format's own unit (a mixed unit's largest) without its usage, with
    /// its width and number options: what writes the values no conversion applies to.
    static func unconverted(_ format: MeasureFormat) throws -> MeasureFormat {
        let own = try UnitID(String(format.unit.identifier.split(separator: "-and-")[0]))
        return try MeasureFormat(own, locale: format.locale, options: .init(width: format.width, number: format.options.number))
    }

    /// NaN and the infinities, which no usage or mixed unit converts, are
    /// written in the format's own unit (a mixed unit's largest) as ICU writes
    /// them there: ICU would write "NaN in" through person-height, and nothing
    /// for a mixed unit's NaN.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -Double.nan])
    func nonFiniteValuesAreWrittenInTheOwnUnit(value: Double) throws {
        let formats: [(MeasureFormat, own: String, skeleton: String)] = [
            (try MeasureFormat(.kilometerPerHour, locale: "en"), "kilometer-per-hour", "unit/kilometer-per-hour"),
            (try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight)), "meter", "unit/meter"),
            (try MeasureFormat(.meter, locale: "en_GB", options: .init(usage: .road)), "meter", "unit/meter"),
            (try MeasureFormat(.footAndInch, locale: "en"), "foot", "unit/foot"),
            (try MeasureFormat(.footAndInch, locale: "de", options: .init(width: .wide)), "foot", "unit/foot unit-width-full-name"),
        ]
        for (format, own, skeleton) in formats {
            let raw = try #require(RawICU.number(value, skeleton: skeleton, locale: format.locale.identifier))
            #expect(format.format(value) == raw, "\(format.skeleton) \(value)")
            #expect(format.formatWithUnit(value) == (raw, try UnitID(own)), "\(format.skeleton) \(value)")
        }
    }

    /// What ICU 72 writes for them in English.
    @Test func nonFiniteValuesInEnglish() throws {
        let height = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight))
        #expect(height.format(Double.nan) == "NaN m")
        #expect(height.format(Double.infinity) == "\u{221E} m")
        #expect(height.format(-Double.infinity) == "-\u{221E} m")
        #expect(try MeasureFormat(.footAndInch, locale: "en").formatWithUnit(Double.infinity) == ("\u{221E} ft", try UnitID("foot")))
        #expect(try MeasureFormat(.meter, locale: "en_GB", options: .init(usage: .road)).formatWithUnit(Double.nan)
                == ("NaN m", .meter))
    }

    /// A decimal string that is no finite number still throws.
    @Test func nonFiniteDecimalsThrow() throws {
        let format = try MeasureFormat(.meter, locale: "en")
        for text in ["NaN", "Infinity", "-inf", "1e400"] {
            #expect(throws: ICUError.self) { try format.format(decimal: text) }
        }
        #expect(throws: ICUError.self) { try format.format(decimal: "12abc") }
    }

    /// Numbers that do not parse leave a format as it was (fuzz finding F38).
    @Test func badDecimalsLeaveTheFormatWorking() throws {
        let format = try MeasureFormat(.kilometer, locale: "de_DE", options: .init(usage: .personHeight))
        for text in ["", "x", "", "1..2"] {
            #expect(throws: ICUError.self) { try format.formatWithUnit(decimal: text) }
        }
        let raw = try #require(RawICU.measure(0, skeleton: format.skeleton, locale: "de_DE"))
        #expect(try format.formatWithUnit(0.0) == (raw.text, try UnitID(raw.unit)))
    }

    /// A mixed unit's largest part is an Int64 in ICU: beyond it, the output
    /// would be "-9,223,372,036,854,775,808 ft, …"; up to it, it is ICU's own.
    @Test func mixedUnitsStopWhereICUOverflows() throws {
        let plain = try MeasureFormat(.kilometer, locale: "en_US", options: .init(usage: .road))
        #expect(plain.maximumMagnitude == .greatestFiniteMagnitude)
        #expect(try plain.format(1e300) == RawICU.number(1e300, skeleton: plain.skeleton, locale: "en_US"))
        for format in [try MeasureFormat(.footAndInch, locale: "en"), try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight)),
                       try MeasureFormat(.kilogram, locale: "en_GB", options: .init(usage: .person)), try MeasureFormat(.meter, locale: "sv_SE", options: .init(usage: .personHeight))] {
            let largest = format.maximumMagnitude
            #expect(largest > 1e15 && largest < 1e21, "\(format.skeleton) \(largest)")
            for value in [largest, -largest, largest / 2] {
                let text = format.format(value)
                #expect(text == RawICU.number(value, skeleton: format.skeleton, locale: format.locale.identifier))
                // Overflowed, the largest part of a positive value is negative.
                #expect(value < 0 || !text.contains("-") && !text.contains("\u{2212}"), "\(text)")
            }
            // Beyond it, the value is written in the format's own unit, without the conversion.
            let unconverted = try Self.unconverted(format)
            #expect(unconverted.maximumMagnitude == .greatestFiniteMagnitude)
            for value in [largest.nextUp, -largest.nextUp, 1e300] {
                #expect(format.formatWithUnit(value) == (unconverted.format(value), unconverted.unit), "\(format.skeleton) \(value)")
                #expect(format.format(value) == RawICU.number(value, skeleton: unconverted.skeleton, locale: format.locale.identifier))
            }
            if Double(Int.max) > largest { #expect(format.formatWithUnit(Int.max) == (unconverted.format(Int.max), unconverted.unit)) }
            #expect(throws: ICUError.self) { try format.format(decimal: "1e300") }
        }
    }

    /// A usage whose preferences are a mixed unit in some regions only (`person`:
    /// stone-and-pound in en_GB; `person-height`: foot-and-inch in en_US) writes one
    /// unit in the others (`it`: kilograms, centimetres), with any number of digits:
    /// no limit there, where a limit of six digits (999,999 kg) was taken for an
    /// overflow of a mixed unit the output does not have. In every locale (a sweep,
    /// ``Sweep``: every fifth by default) whose preferred unit is single at every probe,
    /// the output is ICU's up to the largest double; elsewhere the limit stays.
    @Test(.tags(.sweep)) func usagesWrittenInOneUnitHaveNoLimit() throws {
        let probes: [Double] = [1, 999_999, 1_000_000, 123_456_789_012, 1e18, 1e300, -1e300]
        var single = 0, mixed = 0, formats = 0
        for locale in Sweep.sample(LocaleID.availableLocales, every: 5, sanitizer: 40) + ["it", "en_US", "en_GB"] {
            for (unit, usage) in [(UnitID.kilogram, MeasureFormat.Usage.person), (.meter, .personHeight), (.centimeter, .personHeight)] {
                formats += 1
                let format = try MeasureFormat(unit, locale: locale, options: .init(usage: usage))
                let raw = probes.map { RawICU.measure($0, skeleton: format.skeleton, locale: locale.identifier) }
                if raw.allSatisfy({ $0.map { !$0.unit.contains("-and-") } ?? false }) {
                    single += 1
                    #expect(format.maximumMagnitude == .greatestFiniteMagnitude, "\(locale) \(format.skeleton)")
                    for (value, raw) in zip(probes, raw) {
                        #expect(try format.format(value) == raw?.text, "\(locale) \(format.skeleton) \(value)")
                    }
                    #expect(try format.format(decimal: "1e300") == raw[5]?.text, "\(locale) \(format.skeleton)")
                } else if raw.contains(where: { $0?.unit.contains("-and-") == true && $0?.text.contains("-") == false }) {
                    mixed += 1
                    #expect(format.maximumMagnitude < 1e21, "\(locale) \(format.skeleton)")
                    #expect(format.format(1e300) == RawICU.number(1e300, skeleton: "unit/\(unit)", locale: locale.identifier))
                }
            }
        }
        // Most locales write one unit (58 of the 72 formats in the sanitizers' sample).
        #expect(single * 2 > formats && mixed > 0, "\(single) single, \(mixed) mixed of \(formats)")
        let italian = try MeasureFormat(.kilogram, locale: "it", options: .init(usage: .person))
        #expect(try italian.format(1_000_000) == RawICU.measure(1_000_000, skeleton: italian.skeleton, locale: "it")?.text)
    }

    /// The bound is found with the format's scale, whatever ICU does with it
    /// for a mixed unit: up to it the text is ICU's own, past it none.
    @Test func scaledMixedUnitsStopWhereICUOverflows() throws {
        var options = NumberFormat.Options()
        options.scale = 1000
        for format in [try MeasureFormat(.footAndInch, locale: "en", options: .init(number: options)),
                       try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight, number: options))] {
            let largest = format.maximumMagnitude
            #expect(largest > 1e12 && largest < 1e19, "\(format.skeleton) \(largest)")
            let text = format.format(largest)
            #expect(text == RawICU.number(largest, skeleton: format.skeleton, locale: format.locale.identifier))
            #expect(!text.contains("-"), "\(text)")
            let unconverted = try Self.unconverted(format)
            #expect(format.format(largest.nextUp) == unconverted.format(largest.nextUp))
            #expect(format.format(largest.nextUp) == RawICU.number(largest.nextUp, skeleton: unconverted.skeleton,
                                                                    locale: format.locale.identifier))
        }
    }

    // MARK: Pool

    @Test func poolHandsOutTheSameFormat() throws {
        let pool = FormatterPool()
        let a = try pool.measureFormat(.meter, locale: "en_US", options: .init(usage: .road))
        let b = try pool.measureFormat(.meter, locale: "en_US", options: .init(usage: .road))
        #expect(a.storage === b.storage)
        let c = try pool.measureFormat(.meter, locale: "de_DE", options: .init(usage: .road))
        #expect(a.storage !== c.storage)
        #expect(try c.format(1800) == (try MeasureFormat(.meter, locale: "de_DE", options: .init(usage: .road)).format(1800)))
        #expect(throws: ICUError.self) { try pool.measureFormat(.kilogram, locale: "en_US", options: .init(usage: .road)) }
    }
}
