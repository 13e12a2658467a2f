import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// `RelativeTimeFormat` with a value and a unit: CLDR 42's words in seven
/// locales, each compared with ICU's own calls in this process too, the
/// capitalization contexts, and the bad inputs.
@Suite("Relative times")
struct RelativeTimeFormatTests {
    static let locales: [LocaleID] = ["en", "de", "fr", "ru", "ar", "ja", "zh"]

    /// The value as the library formats it: whole values through the `Int` overload.
    static func format(_ format: RelativeTimeFormat, _ value: Double, _ unit: RelativeTimeFormat.Unit) throws -> String {
        value == value.rounded() ? format.format(Int(value), unit) : format.format(value, unit)
    }

    @Test(.cldr42, arguments: RelativeTimeCLDR42.rows)
    func cldr42(row: RelativeTimeCLDR42.Row) throws {
        let format = try RelativeTimeFormat(locale: row.locale, options: .init(width: row.style, numeric: row.numeric))
        #expect(try RelativeTimeCLDR42.values.map { try Self.format(format, $0, row.unit) } == row.texts)
        // The Double overload writes whole values as the Int one does.
        #expect(RelativeTimeCLDR42.values.map { format.format($0, row.unit) } == row.texts)
    }

    /// The twin of ``cldr42(row:)``, on every unit: the library's text is ICU's.
    @Test(arguments: locales)
    func cldr42AsICU(locale: LocaleID) throws {
        for style in RelativeTimeFormat.Width.allCases {
            for numeric in RelativeTimeFormat.Numeric.allCases {
                let format = try RelativeTimeFormat(locale: locale, options: .init(width: style, numeric: numeric))
                for unit in RelativeTimeFormat.Unit.allCases {
                    for value in RelativeTimeCLDR42.values + [0.25, -10, 100, 1_000_000] {
                        let raw = RawICU.relativeTime(value, unit: unit.icuValue, numeric: numeric == .always,
                                                      locale: locale.identifier, style: style.icuValue)
                        #expect(try Self.format(format, value, unit) == raw, "\(locale) \(style) \(numeric) \(unit) \(value)")
                    }
                }
            }
        }
    }

    /// The examples of the doc comments and the guide: locale, style, numeric
    /// mode, value, unit, and ICU 72's text.
    static let examples: [(LocaleID, RelativeTimeFormat.Width, RelativeTimeFormat.Numeric, Double, RelativeTimeFormat.Unit, String)] = [
        ("en", .wide, .always, -1, .day, "1 day ago"), ("en", .wide, .always, 3, .hour, "in 3 hours"),
        ("en", .wide, .always, 1.5, .day, "in 1.5 days"), ("en", .wide, .always, 0.123456, .day, "in 0.123 days"),
        ("en", .wide, .always, -0.0, .day, "0 days ago"), ("en", .wide, .always, 0, .day, "in 0 days"),
        ("de", .wide, .auto, -2, .day, "vorgestern"), ("de", .wide, .auto, 1, .monday, "nächsten Montag"),
        ("de", .wide, .auto, -0.0, .day, "heute"),
        // Within 0.005 of a whole value from -2 to 2, ICU takes the word.
        ("de", .wide, .auto, 0.001, .day, "heute"), ("de", .wide, .auto, -1.004, .day, "gestern"),
        ("de", .wide, .auto, -1.006, .day, "vor 1,006 Tagen"),
        ("en", .short, .always, -5, .minute, "5 min. ago"), ("en", .short, .always, 3, .month, "in 3 mo."),
        ("en", .narrow, .always, 3, .month, "in 3mo"), ("fr", .wide, .auto, -1, .day, "hier"),
        ("ar", .wide, .always, -2, .day, "قبل يومين"), ("ar@numbers=latn", .wide, .always, -3, .day, "قبل 3 أيام"),
    ]

    @Test(.cldr42) func documentedExamples() throws {
        for (locale, style, numeric, value, unit, text) in Self.examples {
            let format = try RelativeTimeFormat(locale: locale, options: .init(width: style, numeric: numeric))
            #expect(try format.format(value, unit) == text, "\(locale) \(value) \(unit)")
        }
        #expect(try FormatterPool.shared.relativeTimeFormat(locale: "de", options: .init(numeric: .auto)).format(-2, .day) == "vorgestern")
    }

    /// The twin of ``documentedExamples()``.
    @Test func documentedExamplesAsICU() throws {
        for (locale, style, numeric, value, unit, _) in Self.examples {
            let format = try RelativeTimeFormat(locale: locale, options: .init(width: style, numeric: numeric))
            let raw = RawICU.relativeTime(value, unit: unit.icuValue, numeric: numeric == .always,
                                          locale: locale.identifier, style: style.icuValue)
            #expect(try format.format(value, unit) == raw, "\(locale) \(value) \(unit)")
        }
    }

    @Test(.cldr42) func capitalization() throws {
        let expected: [(LocaleID, RelativeTimeFormat.Capitalization, String)] = [
            ("fr", .none, "hier"), ("fr", .middleOfSentence, "hier"), ("fr", .beginningOfSentence, "Hier"),
            ("fr", .uiListOrMenu, "hier"), ("fr", .standalone, "hier"),
            ("en", .beginningOfSentence, "Yesterday"), ("ru", .beginningOfSentence, "Вчера"),
            ("de", .beginningOfSentence, "Gestern"),
        ]
        for (locale, capitalization, text) in expected {
            let format = try RelativeTimeFormat(locale: locale, options: .init(numeric: .auto, capitalization: capitalization))
            #expect(format.format(-1, .day) == text, "\(locale) \(capitalization)")
        }
    }

    /// The twin of ``capitalization()``, every context in every locale.
    @Test func capitalizationAsICU() throws {
        for locale in Self.locales + ["cs", "sv", "es"] {
            for capitalization in RelativeTimeFormat.Capitalization.allCases {
                let format = try RelativeTimeFormat(locale: locale, options: .init(numeric: .auto, capitalization: capitalization))
                for (value, unit) in [(-1, RelativeTimeFormat.Unit.day), (1, .month), (0, .monday), (-3, .hour)] {
                    let raw = RawICU.relativeTime(Double(value), unit: unit.icuValue, numeric: false,
                                                  locale: locale.identifier,
                                                  capitalization: capitalization.icuValue)
                    #expect(format.format(value, unit) == raw, "\(locale) \(capitalization) \(value) \(unit)")
                }
            }
        }
    }

    @Test func optionsAreKept() throws {
        let format = try RelativeTimeFormat(locale: "de", options: .init(width: .narrow, numeric: .auto, capitalization: .standalone))
        #expect(format.locale == "de")
        #expect(format.width == .narrow)
        #expect(format.numeric == .auto)
        #expect(format.capitalization == .standalone)
        let pooled = try FormatterPool().relativeTimeFormat(locale: "de", options: .init(width: .narrow, numeric: .auto, capitalization: .standalone))
        #expect(pooled.width == .narrow && pooled.numeric == .auto && pooled.capitalization == .standalone)
        #expect(pooled.format(-2, .day) == format.format(-2, .day))
    }

    /// A pool hands out the same format for the same request, and another for
    /// other options.
    @Test func thePoolKeepsOnePerLocaleAndOptions() throws {
        let pool = FormatterPool()
        let a = try pool.relativeTimeFormat(locale: "fr", options: .init(numeric: .auto))
        let b = try pool.relativeTimeFormat(locale: "fr", options: .init(numeric: .auto))
        let c = try pool.relativeTimeFormat(locale: "fr")
        #expect(a.format(-1, .day) == b.format(-1, .day))
        #expect(a.format(-1, .day) != c.format(-1, .day))
    }

    /// NaN and the infinities format as ICU writes them, in both numeric modes
    /// (the sign of a NaN chooses past or future, as ICU reads it).
    @Test(arguments: [Double.nan, .infinity, -.infinity, -.nan, .signalingNaN])
    func nanAndInfinityAreWrittenAsICUWritesThem(value: Double) throws {
        for locale in ["en", "de", "ar", "fr"] {
            for numeric in RelativeTimeFormat.Numeric.allCases {
                for width in RelativeTimeFormat.Width.allCases {
                    let format = try RelativeTimeFormat(locale: LocaleID(locale), options: .init(width: width, numeric: numeric))
                    let raw = RawICU.relativeTime(value, unit: Int32(ICUB_UDAT_REL_UNIT_DAY), numeric: numeric == .always,
                                                  locale: locale, style: width.icuValue)
                    #expect(raw != nil)
                    #expect(format.format(value, .day) == raw, "\(locale) \(numeric) \(width) \(value)")
                }
            }
        }
    }

    /// What ICU 72 writes for them in English and German.
    @Test func nanAndInfinityInEnglishAndGerman() throws {
        let english = try RelativeTimeFormat(locale: "en")
        #expect(english.format(Double.nan, .day) == "in NaN days")
        #expect(english.format(Double.infinity, .day) == "in \u{221E} days")
        #expect(english.format(-Double.infinity, .day) == "\u{221E} days ago")
        let german = try RelativeTimeFormat(locale: "de", options: .init(numeric: .auto))
        #expect(german.format(-Double.infinity, .day) == "vor \u{221E} Tagen")
    }

    @Test func hugeValuesAreWrittenWhole() throws {
        let text = try RelativeTimeFormat(locale: "en").format(1e300, .day)
        #expect(text == RawICU.relativeTime(1e300, unit: Int32(ICUB_UDAT_REL_UNIT_DAY), numeric: true, locale: "en"))
        #expect(text.utf8.count > 300)
        #expect(RelativeTimeFormat.Unit.allCases.allSatisfy { unit in
            (try? RelativeTimeFormat(locale: "en").format(-Double.greatestFiniteMagnitude, unit)) != nil
        })
        #expect(try RelativeTimeFormat(locale: "en").format(Int.min, .second).hasSuffix("seconds ago"))
    }

    @Test func badLocalesThrow() {
        for locale in ["!!", "", "de\u{0}", "ü", String(repeating: "x", count: 200)] {
            #expect(throws: ICUError.self, "\(locale)") { try RelativeTimeFormat(locale: LocaleID(locale)) }
        }
    }

    @Test func unitNames() throws {
        for unit in RelativeTimeFormat.Unit.allCases {
            #expect(try RelativeTimeFormat.Unit(unit.rawValue) == unit)
            #expect(unit.description == unit.rawValue)
        }
        #expect(try RelativeTimeFormat.Unit("days") == .day)
        #expect(try RelativeTimeFormat.Unit("quarters") == .quarter)
        for name in ["", "Day", "mondays", "fortnight", "s", "days ", "day\0"] {
            let error = #expect(throws: ICUError.self, "\(name)") { try RelativeTimeFormat.Unit(name) }
            #expect(error?.code == .illegalArgument)
        }
    }
}
