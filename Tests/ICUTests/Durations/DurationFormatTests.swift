@testable import ICU
import ICUBridge
import Testing

/// `DurationFormat`: eight durations in every width in seven languages as
/// CLDR 42 writes them, each also compared with ICU's own call in this
/// process; what the numeric width does with other units; negative durations;
/// fractions; and the pool.
@Suite("Duration formats")
struct DurationFormatTests {
    static let durations = ["PT1H2M3S", "P1DT2H", "P2W", "PT2.5S", "P1Y2M3W4DT5H6M7S", "PT0H30M", "-PT1H30M", "PT1M"]

    /// ``durations`` as the bridge takes them: whether negative, and the
    /// amounts' magnitudes by ICUB_MEASFMT_UNIT_* (0 years … 6 seconds).
    static let raw: [(Bool, [(Int32, Double)])] = [
        (false, [(4, 1), (5, 2), (6, 3)]), (false, [(3, 1), (4, 2)]), (false, [(2, 2)]), (false, [(6, 2.5)]),
        (false, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)]), (false, [(4, 0), (5, 30)]),
        (true, [(4, 1), (5, 30)]), (false, [(5, 1)]),
    ]

    /// ICU 72's text of ``durations`` in each width.
    static let expected: [String: [DurationFormat.Width: [String]]] = [
        "en": [
            .wide: ["1 hour, 2 minutes, 3 seconds", "1 day, 2 hours", "2 weeks", "2.5 seconds", "1 year, 2 months, 3 weeks, 4 days, 5 hours, 6 minutes, 7 seconds", "0 hours, 30 minutes", "-1 hour, 30 minutes", "1 minute"],
            .short: ["1 hr, 2 min, 3 sec", "1 day, 2 hr", "2 wks", "2.5 sec", "1 yr, 2 mths, 3 wks, 4 days, 5 hr, 6 min, 7 sec", "0 hr, 30 min", "-1 hr, 30 min", "1 min"],
            .narrow: ["1h 2m 3s", "1d 2h", "2w", "2.5s", "1y 2m 3w 4d 5h 6m 7s", "0h 30m", "-1h 30m", "1m"],
            .numeric: ["1:02:03", "1d 2h", "2w", "2.5s", "1y 2m 3w 4d 5h 6m 7s", "0:30", "-1:30", "1m"],
        ],
        "de": [
            .wide: ["1 Stunde, 2 Minuten und 3 Sekunden", "1 Tag, 2 Stunden", "2 Wochen", "2,5 Sekunden", "1 Jahr, 2 Monate, 3 Wochen, 4 Tage, 5 Stunden, 6 Minuten und 7 Sekunden", "0 Stunden, 30 Minuten", "-1 Stunde, 30 Minuten", "1 Minute"],
            .short: ["1 Std., 2 Min. und 3 Sek.", "1 Tg., 2 Std.", "2 Wo.", "2,5 Sek.", "1 J, 2 Mon., 3 Wo., 4 Tg., 5 Std., 6 Min. und 7 Sek.", "0 Std., 30 Min.", "-1 Std., 30 Min.", "1 Min."],
            .narrow: ["1 Std., 2 Min. und 3 Sek.", "1 T, 2 Std.", "2 W", "2,5 Sek.", "1 J, 2 M, 3 W, 4 T, 5 Std., 6 Min. und 7 Sek.", "0 Std., 30 Min.", "-1 Std., 30 Min.", "1 Min."],
            .numeric: ["1:02:03", "1 T, 2 Std.", "2 W", "2,5 Sek.", "1 J, 2 M, 3 W, 4 T, 5 Std., 6 Min. und 7 Sek.", "0:30", "-1:30", "1 Min."],
        ],
        "fr": [
            .wide: ["1\u{A0}heure, 2 minutes et 3\u{A0}secondes", "1\u{A0}jour et 2\u{A0}heures", "2\u{A0}semaines", "2,5\u{A0}secondes", "1\u{A0}an, 2\u{A0}mois, 3\u{A0}semaines, 4\u{A0}jours, 5\u{A0}heures, 6 minutes et 7\u{A0}secondes", "0\u{A0}heure et 30 minutes", "-1\u{A0}heure et 30 minutes", "1 minute"],
            .short: ["1\u{202F}h, 2\u{A0}min et 3\u{202F}s", "1\u{202F}j et 2\u{202F}h", "2\u{202F}sem.", "2,5\u{202F}s", "1\u{A0}an, 2\u{202F}m., 3\u{202F}sem., 4\u{202F}j, 5\u{202F}h, 6\u{A0}min et 7\u{202F}s", "0\u{202F}h et 30\u{A0}min", "-1\u{202F}h et 30\u{A0}min", "1\u{A0}min"],
            .narrow: ["1h 2min 3s", "1j 2h", "2sem.", "2,5s", "1a 2m. 3sem. 4j 5h 6min 7s", "0h 30min", "-1h 30min", "1min"],
            .numeric: ["1:02:03", "1j 2h", "2sem.", "2,5s", "1a 2m. 3sem. 4j 5h 6min 7s", "0:30", "-1:30", "1min"],
        ],
        "ru": [
            .wide: ["1 час 2 минуты 3 секунды", "1 день 2 часа", "2 недели", "2,5 секунды", "1 год 2 месяца 3 недели 4 дня 5 часов 6 минут 7 секунд", "0 часов 30 минут", "-1 час 30 минут", "1 минута"],
            .short: ["1 ч 2 мин 3 с", "1 дн. 2 ч", "2 нед.", "2,5 с", "1 г. 2 мес. 3 нед. 4 дн. 5 ч 6 мин 7 с", "0 ч 30 мин", "-1 ч 30 мин", "1 мин"],
            .narrow: ["1 ч 2 мин 3 с", "1 д. 2 ч", "2 н.", "2,5 с", "1 г. 2 м. 3 н. 4 д. 5 ч 6 мин 7 с", "0 ч 30 мин", "-1 ч 30 мин", "1 мин"],
            .numeric: ["1:02:03", "1 д. 2 ч", "2 н.", "2,5 с", "1 г. 2 м. 3 н. 4 д. 5 ч 6 мин 7 с", "0:30", "-1:30", "1 мин"],
        ],
        "ar": [
            .wide: ["ساعة، ودقيقتان، و٣ ثوان", "يوم وساعتان", "أسبوعان", "٢٫٥ ثانية", "سنة، وشهران، و٣ أسابيع، و٤ أيام، و٥ ساعات، و٦ دقائق، و٧ ثوان", "٠ ساعة و٣٠ دقيقة", "\u{61C}-ساعة و٣٠ دقيقة", "دقيقة"],
            .short: ["١ س، و٢ د، و٣ ث", "يوم و٢ س", "أسبوعان", "٢٫٥ ث", "سنة واحدة، وشهران، و٣ أسابيع، و٤ أيام، و٥ س، و٦ د، و٧ ث", "٠ س و٣٠ د", "\u{61C}-١ س و٣٠ د", "١ د"],
            .narrow: ["١ س و٢ د و٣ ث", "١ ي و٢ س", "٢ أ", "٢٫٥ ث", "١ سنة وشهران و٣ أ و٤ ي و٥ س و٦ د و٧ ث", "٠ س و٣٠ د", "\u{61C}-١ س و٣٠ د", "١ د"],
            .numeric: ["١:٠٢:٠٣", "١ ي و٢ س", "٢ أ", "٢٫٥ ث", "١ سنة وشهران و٣ أ و٤ ي و٥ س و٦ د و٧ ث", "٠:٣٠", "\u{61C}-١:٣٠", "١ د"],
        ],
        "ja": [
            .wide: ["1 時間 2 分 3 秒", "1 日 2 時間", "2 週間", "2.5 秒", "1 年 2 か月 3 週間 4 日 5 時間 6 分 7 秒", "0 時間 30 分", "-1 時間 30 分", "1 分"],
            .short: ["1 時間 2 分 3 秒", "1 日 2 時間", "2 週間", "2.5 秒", "1 年 2 か月 3 週間 4 日 5 時間 6 分 7 秒", "0 時間 30 分", "-1 時間 30 分", "1 分"],
            .narrow: ["1h2m3s", "1d2h", "2w", "2.5s", "1y2m3w4d5h6m7s", "0h30m", "-1h30m", "1m"],
            .numeric: ["1:02:03", "1d2h", "2w", "2.5s", "1y2m3w4d5h6m7s", "0:30", "-1:30", "1m"],
        ],
        "zh": [
            .wide: ["1小时2分钟3秒钟", "1天2小时", "2周", "2.5秒钟", "1年2个月3周4天5小时6分钟7秒钟", "0小时30分钟", "-1小时30分钟", "1分钟"],
            .short: ["1小时2分钟3秒", "1天2小时", "2周", "2.5秒", "1年2个月3周4天5小时6分钟7秒", "0小时30分钟", "-1小时30分钟", "1分钟"],
            .narrow: ["1小时2分钟3秒", "1天2小时", "2周", "2.5秒", "1年2个月3周4天5小时6分钟7秒", "0小时30分钟", "-1小时30分钟", "1分钟"],
            .numeric: ["1:02:03", "1天2小时", "2周", "2.5秒", "1年2个月3周4天5小时6分钟7秒", "0:30", "-1:30", "1分钟"],
        ],
    ]

    static var locales: [String] { expected.keys.sorted() }

    static func bridgeWidth(_ width: DurationFormat.Width) -> Int32 {
        switch width {
        case .wide: Int32(ICUB_MEASFMT_WIDTH_WIDE)
        case .short: Int32(ICUB_MEASFMT_WIDTH_SHORT)
        case .narrow: Int32(ICUB_MEASFMT_WIDTH_NARROW)
        case .numeric: Int32(ICUB_MEASFMT_WIDTH_NUMERIC)
        }
    }

    @Test(.cldr42, arguments: locales)
    func everyWidthAsCLDR42(locale: String) throws {
        for (width, texts) in try #require(Self.expected[locale]) {
            let format = try DurationFormat(locale: LocaleID(locale), options: .init(width: width))
            #expect(try Self.durations.map { try format.format(iso8601: $0) } == texts, "\(locale) \(width)")
        }
    }

    /// The inputs of ``everyWidthAsCLDR42(locale:)``, each compared with
    /// `MeasureFormat::formatMeasures` in this process (a negative duration
    /// with the locale's minus sign before its magnitudes), so that they hold on any ICU.
    @Test(arguments: locales)
    func everyWidthAsMeasureFormat(locale: String) throws {
        let minus = try #require(RawICU.minusSign(locale: locale))
        for width in DurationFormat.Width.allCases {
            let format = try DurationFormat(locale: LocaleID(locale), options: .init(width: width))
            for (text, (negative, amounts)) in zip(Self.durations, Self.raw) {
                let raw = try #require(RawICU.duration(amounts, locale: locale, width: Self.bridgeWidth(width)))
                #expect(try format.format(iso8601: text) == (negative ? minus + raw : raw), "\(locale) \(width) \(text)")
            }
        }
    }

    /// What the numeric width writes as digits: hours, minutes and seconds
    /// alone, two or three of them; anything else in the narrow width.
    @Test(.cldr42, arguments: [
        ("PT1H2M", "1:02"), ("PT2M3S", "2:03"), ("PT1H3S", "1:00:03"), ("PT1H2M3.25S", "1:02:03.25"),
        ("PT100H2M3S", "100:02:03"), ("PT1H75M", "1:75"), ("PT1H", "1h"), ("PT3.5S", "3.5s"),
        ("P1DT1H2M3S", "1d 1h 2m 3s"), ("-PT1H2M3S", "-1:02:03"), ("PT0H0M0S", "0:00:00"),
    ])
    func numericWidth(iso8601: String, expected: String) throws {
        #expect(try DurationFormat(locale: "en", options: .init(width: .numeric)).format(iso8601: iso8601) == expected)
    }

    /// ``numericWidth(iso8601:expected:)``'s durations against the narrow and
    /// numeric formats of raw ICU: digits exactly where ICU writes them.
    @Test func numericWidthAsMeasureFormat() throws {
        let numeric = try DurationFormat(locale: "en", options: .init(width: .numeric))
        let digits: [(String, [(Int32, Double)])] = [
            ("PT1H2M", [(4, 1), (5, 2)]), ("PT2M3S", [(5, 2), (6, 3)]), ("PT1H3S", [(4, 1), (6, 3)]),
            ("PT1H", [(4, 1)]), ("P1DT1H2M3S", [(3, 1), (4, 1), (5, 2), (6, 3)]),
        ]
        for (text, amounts) in digits {
            #expect(try numeric.format(iso8601: text) == RawICU.duration(amounts, locale: "en", width: Int32(ICUB_MEASFMT_WIDTH_NUMERIC)))
        }
        let narrow = try DurationFormat(locale: "en", options: .init(width: .narrow))
        #expect(try numeric.format(iso8601: "P1DT1H2M3S") == narrow.format(iso8601: "P1DT1H2M3S"))
        #expect(try numeric.format(iso8601: "PT1H") == narrow.format(iso8601: "PT1H"))
        let milliseconds = try DurationValue(hours: 1, minutes: 2, seconds: 3, milliseconds: 4)
        #expect(numeric.format(milliseconds) == narrow.format(milliseconds))
    }

    /// ICU's numeric width fails (U_INTERNAL_PROGRAM_ERROR) with an
    /// algorithmic numbering system: the numeric width writes Latin digits
    /// there, and the other widths the system's own.
    @Test(arguments: ["zh@numbers=hans", "am@numbers=ethi", "ja@numbers=jpanfin", "en@numbers=roman"])
    func algorithmicNumberingSystems(locale: String) throws {
        let latin = String(locale.prefix { $0 != "@" }) + "@numbers=latn"
        for text in ["PT1H2M3S", "PT1H3S", "P1DT2H", "-PT1H2M"] {
            let value = try DurationValue(iso8601: text)
            let amounts = value.components.map { (Int32(DurationValue.Unit.allCases.firstIndex(of: $0.unit)!), $0.magnitude) }
            let numeric = try DurationFormat(locale: LocaleID(locale), options: .init(width: .numeric)).format(value)
            let minus = value.isNegative ? try #require(RawICU.minusSign(locale: latin)) : ""
            #expect(numeric == minus + (try #require(RawICU.duration(amounts, locale: latin, width: Int32(ICUB_MEASFMT_WIDTH_NUMERIC)))))
            let narrow = try DurationFormat(locale: LocaleID(locale), options: .init(width: .narrow)).format(value)
            #expect(narrow.hasSuffix(try #require(RawICU.duration(amounts, locale: locale, width: Int32(ICUB_MEASFMT_WIDTH_NARROW)))))
        }
    }

    /// One minus sign before a negative duration, the locale's own; never
    /// the sign ICU loses on Arabic's word for one hour.
    @Test(.cldr42) func negativeDurationsHaveOneSign() throws {
        #expect(try DurationFormat(locale: "en").format(iso8601: "-PT1H30M") == "-1 hour, 30 minutes")
        #expect(try DurationFormat(locale: "ar").format(iso8601: "-PT1H30M") == "\u{61C}-ساعة و٣٠ دقيقة")
        #expect(try DurationFormat(locale: "he").format(iso8601: "-PT1H30M") == "\u{200E}-שעה, 30 דקות")
        #expect(try DurationFormat(locale: "fa", options: .init(width: .numeric)).format(iso8601: "-PT1H2M3S") == "\u{200E}\u{2212}۱:۰۲:۰۳")
        // What ICU writes with a sign on each amount: the hour's is gone.
        #expect(RawICU.duration([(4, -1), (5, -30)], locale: "ar") == "ساعة و\u{61C}-٣٠ دقيقة")
    }

    /// ``negativeDurationsHaveOneSign()``'s durations: the minus sign and the
    /// magnitudes as ICU writes them.
    @Test(arguments: ["en", "ar", "he", "fa", "de"])
    func negativeDurationsAsMeasureFormat(locale: String) throws {
        let minus = try #require(RawICU.minusSign(locale: locale))
        for width in DurationFormat.Width.allCases {
            let raw = try #require(RawICU.duration([(4, 1), (5, 30)], locale: locale, width: Self.bridgeWidth(width)))
            #expect(try DurationFormat(locale: LocaleID(locale), options: .init(width: width)).format(iso8601: "-PT1H30M") == minus + raw)
        }
        // Zero amounts alone are not negative.
        #expect(try DurationFormat(locale: LocaleID(locale)).format(iso8601: "-PT0S")
                == DurationFormat(locale: LocaleID(locale)).format(iso8601: "PT0S"))
    }

    /// Fractions of up to nine digits and 15 significant digits are written exactly.
    @Test(arguments: [
        ("PT0.000000001S", 6, 0.000000001), ("PT999999.999999999S", 6, 999_999.999999999), ("PT1M2,5S", 6, 2.5),
        ("P1.5D", 3, 1.5), ("PT0.100S", 6, 0.1), ("PT123456789012.345S", 6, 123_456_789_012.345),
    ])
    func fractionsAsMeasureFormat(text: String, unit: Int32, value: Double) throws {
        let format = try DurationFormat(locale: "en", options: .init(width: .narrow))
        let duration = try DurationValue(iso8601: text)
        let amounts = duration.components.dropLast().map { (unit - 1, Double($0.whole)) } + [(unit, value)]
        #expect(format.format(duration) == RawICU.duration(amounts, locale: "en", width: Int32(ICUB_MEASFMT_WIDTH_NARROW)))
    }

    @Test(.cldr42) func fractionsAsCLDR42() throws {
        let format = try DurationFormat(locale: "en", options: .init(width: .narrow))
        #expect(try format.format(iso8601: "PT999999.999999999S") == "999,999.999999999s")
        #expect(try format.format(iso8601: "PT123456789012.345S") == "123,456,789,012.345s")
        #expect(try format.format(iso8601: "PT0.000000001S") == "0.000000001s")
        #expect(format.format(try DurationValue(seconds: 0.1234567891)) == "0.123456789s")
    }

    /// Every unit, milliseconds to nanoseconds included, in the order of the
    /// units, whichever order they were given in.
    @Test(.cldr42) func everyUnit() throws {
        let value = try DurationValue([(.nanoseconds, 10), (.years, 1), (.milliseconds, 8), (.microseconds, 9)])
        #expect(try DurationFormat(locale: "en").format(value) == "1 year, 8 milliseconds, 9 microseconds, 10 nanoseconds")
        #expect(try DurationFormat(locale: "de", options: .init(width: .short)).format(value) == "1 J, 8 ms, 9 μs und 10 ns")
    }

    @Test func everyUnitAsMeasureFormat() throws {
        let value = try DurationValue([(.nanoseconds, 10), (.years, 1), (.milliseconds, 8), (.microseconds, 9)])
        for (locale, width) in [("en", DurationFormat.Width.wide), ("de", .short)] {
            #expect(try DurationFormat(locale: LocaleID(locale), options: .init(width: width)).format(value)
                    == RawICU.duration([(0, 1), (7, 8), (8, 9), (9, 10)], locale: locale, width: Self.bridgeWidth(width)))
        }
    }

    /// A locale that is not valid fails at creation, as every format's does.
    @Test func anInvalidLocaleFailsAtCreation() {
        #expect(throws: ICUError.self) { try DurationFormat(locale: LocaleID("en_US@calendar=")) }
    }

    /// The pool hands out one format per locale and width, as made directly.
    @Test func pooled() throws {
        let pool = FormatterPool(capacity: 8)
        let first = try pool.durationFormat(locale: "de", options: .init(width: .short))
        let again = try pool.durationFormat(locale: "de", options: .init(width: .short))
        #expect(first.storage === again.storage)
        #expect(try pool.durationFormat(locale: "de", options: .init(width: .narrow)).storage !== first.storage)
        #expect(first.locale == "de")
        #expect(first.width == .short)
        #expect(try first.format(iso8601: "PT1H30M") == DurationFormat(locale: "de", options: .init(width: .short)).format(iso8601: "PT1H30M"))
    }
}
