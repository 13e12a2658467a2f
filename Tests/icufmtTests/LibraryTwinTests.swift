import FoundationEssentials
import ICU
import Testing

/// The inputs of the tests that compare with CLDR 42 text (``Testing/Trait/cldr42``),
/// each compared with what the library gives in this process, so that they hold
/// on any ICU: icufmt prints the library's output, and the library's own tests
/// compare it with the raw ICU calls.
@Suite struct LibraryTwinTests {
    private func lines(_ texts: [String]) -> Outcome { Outcome(stdout: texts.map { $0 + "\n" }.joined()) }

    @Test func numbers() throws {
        let values = ["1234.5", "-1234.5", "1e6", "0.001", "123456789012345678901234567890.5"]
        for locale in ["en_US", "de_DE"] as [LocaleID] {
            let decimal = try NumberFormat(.decimal, locale: locale)
            #expect(icufmt(arguments: ["number", "--locale", locale.identifier] + values)
                == lines(try values.map { try decimal.format(decimal: $0) }))
        }
        #expect(icufmt("number", "1234.5", environment: ["LC_NUMERIC": "de_DE.UTF-8"])
            == lines([try NumberFormat(.decimal, locale: "de_DE").format(decimal: "1234.5")]))
        let rows: [([String], NumberFormat.Style, LocaleID, [String])] = [
            (["--currency", "EUR"], .currency(code: "EUR"), "de_DE", ["1234.56"]),
            (["--currency", "EUR"], .currency(code: "EUR"), "en_US", ["1234.56"]),
            (["--style", "currency"], .currency, "en_US", ["1234.56"]),
            (["--style", "spell-out"], .spellOut, "en_US", ["1234.5"]),
            (["--style", "spell-out"], .spellOut, "de_DE", ["1234.5"]),
            (["--style", "ordinal"], .ordinal, "en_US", ["1", "2", "3", "11", "21"]),
            (["--style", "percent"], .percent, "de_DE", ["0.256"]),
            (["--style", "scientific"], .scientific, "en_US", ["1234.5"]),
            (["--style", "compact-short"], .compactShort, "en_US", ["1234567"]),
            (["--style", "compact-long"], .compactLong, "de_DE", ["1234567"]),
            (["--skeleton", "currency/EUR .00"], .skeleton("currency/EUR .00"), "fr_FR", ["1234.5"]),
        ]
        for (options, style, locale, values) in rows {
            let format = try NumberFormat(style, locale: locale)
            #expect(icufmt(arguments: ["number", "--locale", locale.identifier] + options + values)
                == lines(try values.map { try format.format(decimal: $0) }), "\(options) \(locale)")
        }
        let json = try NumberFormat(.currency(code: "EUR"), locale: "de_DE").format(decimal: "1234.56")
        #expect(icufmt("number", "--locale", "de_DE", "--currency", "EUR", "--json", "1234.56")
            == Outcome(stdout: "{\"input\":\"1234.56\",\"output\":\"\(json)\"}\n"))
    }

    @Test func batchLines() throws {
        let lines = "1234.5\nde_DE\t1234.5\nfr-FR\t1234.5\nar_EG\t12\nen_US\t1234.5\nde_DE\t-0.5\nKo\t1234.5\n"
        let expected = try [("en_US", "1234.5"), ("de_DE", "1234.5"), ("fr-FR", "1234.5"), ("ar_EG", "12"), ("en_US", "1234.5"),
                            ("de_DE", "-0.5"), ("Ko", "1234.5")]
            .map { try NumberFormat(.decimal, locale: LocaleID($0.0)).format(decimal: $0.1) }
        #expect(icufmt("number", "--locale", "en_US", stdin: lines) == self.lines(expected))
    }

    @Test func dates() throws {
        let date = Date(timeIntervalSince1970: 1_388_934_489)
        let rows: [([String], DateFormat.Style, DateFormat.Style, LocaleID, String, Date)] = [
            ([], .medium, .short, "en_US", "America/Los_Angeles", date),
            ([], .medium, .short, "de_DE", "Europe/Berlin", date),
            (["--time-style", "medium"], .medium, .medium, "en_US", "UTC", date),
            (["--date-style", "full", "--time-style", "full"], .full, .full, "fr_FR", "Europe/Paris", date),
            (["--date-style", "long", "--time-style", "none"], .long, .none, "ja_JP", "Europe/Berlin", date),
            ([], .medium, .short, "en_US", "Asia/Tokyo", Date(timeIntervalSince1970: 0)),
        ]
        for (options, dateStyle, timeStyle, locale, zone, instant) in rows {
            let format = try DateFormat(date: dateStyle, time: timeStyle, locale: locale, timeZone: TimeZoneID(zone))
            #expect(icufmt(arguments: ["date", "--locale", locale.identifier, "--time-zone", zone] + options
                               + ["@\(Int(instant.timeIntervalSince1970))"])
                == lines([format.format(instant)]), "\(options) \(locale)")
        }
        let template = try DateFormat(template: "dMMM", locale: "fr_FR", timeZone: TimeZoneID("Europe/Paris"))
        #expect(icufmt("date", "--locale", "fr_FR", "--template", "dMMM", "--time-zone", "Europe/Paris", "@1388934489")
            == lines([template.format(date)]))
        let offset = try DateFormat(pattern: "yyyy-MM-dd HH:mm ZZZZ", locale: "en_US_POSIX", timeZone: TimeZoneID("GMT-03:00"))
        #expect(icufmt("date", "--pattern", "yyyy-MM-dd HH:mm ZZZZ", "@0", timeZone: "UTC+3")
            == lines([offset.format(Date(timeIntervalSince1970: 0))]))
    }

    @Test func patterns() throws {
        let skeletons = ["dMMM", "yMMMd", "jmm"]
        for locale in ["de_DE", "en_US"] as [LocaleID] {
            let generator = try DatePatternGenerator(locale: locale)
            #expect(icufmt(arguments: ["pattern", "--locale", locale.identifier] + skeletons)
                == lines(try skeletons.map { try generator.bestPattern(for: $0) }))
        }
    }

    @Test func localeNames() throws {
        #expect(icufmt("locale", "de-CH", "ar-EG")
            == lines([try LocaleDisplayNames(locale: "de_CH").name(of: "de_CH"),
                      try LocaleDisplayNames(locale: "ar_EG").name(of: "ar_EG")]))
        for display in ["en", "fr"] as [LocaleID] {
            let names = try LocaleDisplayNames(locale: display)
            #expect(icufmt("locale", "--display-locale", display.identifier, "de-CH", "en-GB")
                == lines([names.name(of: "de_CH"), names.name(of: "en_GB")]))
        }
        let conventions = try LocaleConventions(locale: "de_CH")
        let json = icufmt("locale", "--json", "de-CH").stdout
        for (key, value) in [("quotationStart", conventions.quotationStart), ("currencySymbol", conventions.currencySymbol ?? "-"),
                             ("groupingSeparator", conventions.groupingSeparator), ("hourCycle", conventions.hourCycle.rawValue)] {
            #expect(json.contains("\"\(key)\":\"\(value)\""), "\(key)")
        }
    }

    @Test func plurals() throws {
        let rows: [([String], LocaleID, PluralRules.Kind, [String])] = [
            ([], "ru", .cardinal, ["1", "2", "5", "21", "1.5"]), ([], "en", .cardinal, ["1", "1.0", "2"]),
            (["--ordinal"], "en", .ordinal, ["1", "2", "3", "4", "11", "21"]),
        ]
        for (options, locale, kind, values) in rows {
            let rules = try PluralRules(kind, locale: locale)
            #expect(icufmt(arguments: ["plural", "--locale", locale.identifier] + options + values)
                == lines(try values.map { try rules.category(forDecimal: $0).rawValue }), "\(locale) \(kind)")
        }
        for locale in ["ru", "en", "ar"] as [LocaleID] {
            #expect(icufmt("plural", "--locale", locale.identifier, "--categories")
                == lines(try PluralRules(locale: locale).categories.map(\.rawValue)))
        }
    }
}
