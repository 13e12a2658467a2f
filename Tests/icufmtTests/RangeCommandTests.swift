import ICU
import Testing

/// `icufmt range` and `icufmt plural --range`: ranges as arguments and batch
/// lines with and without a locale, the options, JSON, and the bad inputs.
/// The expected texts are ICU 72's.
@Suite struct RangeCommandTests {
    @Test(.cldr42) func formatsRanges() {
        #expect(icufmt("range", "--locale", "en", "3", "5") == Outcome(stdout: "3–5\n"))
        #expect(icufmt("range", "--locale", "en", "--currency", "EUR", "3", "5") == Outcome(stdout: "€3.00 – €5.00\n"))
        #expect(icufmt("range", "--locale", "en", "--currency", "EUR", "3", "3") == Outcome(stdout: "~€3.00\n"))
        #expect(icufmt("range", "--locale", "de", "--currency", "EUR", "3", "5") == Outcome(stdout: "3,00–5,00\u{A0}€\n"))
        #expect(icufmt("range", "--locale", "ja", "--currency", "JPY", "1000", "5000") == Outcome(stdout: "￥1,000 ～ ￥5,000\n"))
        #expect(icufmt("range", "--locale", "en", "--currency", "JPY", "--identity", "single-value", "3", "3") == Outcome(stdout: "¥3\n"))
        #expect(icufmt("range", "--locale", "de", "--currency", "EUR", "--collapse", "none", "3", "5")
                == Outcome(stdout: "3,00\u{A0}€ – 5,00\u{A0}€\n"))
        #expect(icufmt("range", "--locale", "en", "-5", "-3") == Outcome(stdout: "-5 – -3\n"))
    }

    @Test(.cldr42) func batchLines() {
        #expect(icufmt("range", "--locale", "en", "--currency", "EUR", stdin: "3\t5\nde\t3\t5\n")
                == Outcome(stdout: "€3.00 – €5.00\n3,00–5,00\u{A0}€\n"))
    }

    @Test(.cldr42) func pluralCategoriesOfRanges() {
        #expect(icufmt("plural", "--range", "--locale", "fr", "0", "1") == Outcome(stdout: "one\n"))
        #expect(icufmt("plural", "--range", "--locale", "ru", stdin: "1\t5\npl\t1\t2\nlv\t0\t1\nar\t3\t11\n")
                == Outcome(stdout: "many\nfew\none\nmany\n"))
    }

    /// The inputs of the three tests above, compared with the library in this
    /// process, so that they hold on any ICU.
    @Test func asTheLibrary() throws {
        let rows: [([String], NumberFormat.Style, LocaleID, NumberRangeFormat.Options, String, String)] = [
            ([], .decimal, "en", .init(), "3", "5"), (["--currency", "EUR"], .currency(code: "EUR"), "en", .init(), "3", "5"),
            (["--currency", "EUR"], .currency(code: "EUR"), "en", .init(), "3", "3"),
            (["--currency", "EUR"], .currency(code: "EUR"), "de", .init(), "3", "5"),
            (["--currency", "JPY"], .currency(code: "JPY"), "ja", .init(), "1000", "5000"),
            (["--currency", "JPY", "--identity", "single-value"], .currency(code: "JPY"), "en", .init(identityFallback: .singleValue), "3", "3"),
            (["--currency", "EUR", "--collapse", "none"], .currency(code: "EUR"), "de", .init(collapse: .none), "3", "5"),
            ([], .decimal, "en", .init(), "-5", "-3"),
        ]
        for (options, style, locale, rangeOptions, low, high) in rows {
            let expected = try NumberRangeFormat(style, locale: locale, options: rangeOptions).format(decimal: low, high)
            #expect(icufmt(arguments: ["range", "--locale", locale.identifier] + options + [low, high]) == Outcome(stdout: expected + "\n"))
        }
        for (locale, low, high) in [("fr", "0", "1"), ("ru", "1", "5"), ("pl", "1", "2"), ("lv", "0", "1"), ("ar", "3", "11")] {
            let expected = try PluralRules(locale: LocaleID(locale)).category(forRangeFrom: low, to: high).rawValue
            #expect(icufmt("plural", "--range", "--locale", locale, low, high) == Outcome(stdout: expected + "\n"))
        }
    }

    @Test func json() {
        #expect(icufmt("range", "--locale", "en", "--json", "3", "5") == Outcome(stdout: #"{"input":"3\t5","output":"3–5"}"# + "\n"))
    }

    /// A bad line fails alone; the lines after it are still formatted.
    @Test func badLinesFail() {
        let outcome = icufmt("range", "--locale", "en", stdin: "3\nNaN\t5\n3\tx\n1\t2\n")
        #expect(outcome.stdout == "\n\n\n1–2\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("expected LOW<TAB>HIGH"))
        let plural = icufmt("plural", "--range", "--locale", "fr", stdin: "0\n0\t1\n")
        #expect(plural.stdout == "\none\n")
        #expect(plural.status == 1)
    }

    @Test func badUsage() {
        #expect(icufmt("range", "3").status == 2)
        #expect(icufmt("range", "1", "2", "3").status == 2)
        #expect(icufmt("range", "--style", "spell-out", "1", "2").status == 2)
        #expect(icufmt("range", "--currency", "QQQ", "1", "2").status == 2)
        #expect(icufmt("range", "--collapse", "some", "1", "2").status == 2)
        #expect(icufmt("range", "--identity", "maybe", "1", "2").status == 2)
        #expect(icufmt("plural", "--range", "1").status == 2)
        #expect(icufmt("plural", "--range", "--ordinal", "1", "2").status == 2)
        #expect(icufmt("plural", "--range", "--categories").status == 2)
    }
}
