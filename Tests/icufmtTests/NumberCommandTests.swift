import ICU
import Testing

@Suite struct NumberCommandTests {
    @Test(.cldr42) func formatsDecimalsInEnglishAndGerman() {
        #expect(icufmt("number", "--locale", "en_US", "1234.5", "-1234.5", "1e6", "0.001")
                == Outcome(stdout: "1,234.5\n-1,234.5\n1,000,000\n0.001\n"))
        #expect(icufmt("number", "--locale", "de_DE", "1234.5", "-1234.5", "1e6", "0.001")
                == Outcome(stdout: "1.234,5\n-1.234,5\n1.000.000\n0,001\n"))
    }

    @Test(.cldr42) func keepsEveryDigitOfALongNumber() {
        #expect(icufmt("number", "--locale", "en_US", "123456789012345678901234567890.5")
                == Outcome(stdout: "123,456,789,012,345,678,901,234,567,890.5\n"))
        #expect(icufmt("number", "--locale", "de_DE", "123456789012345678901234567890.5")
                == Outcome(stdout: "123.456.789.012.345.678.901.234.567.890,5\n"))
    }

    @Test(.cldr42) func takesTheLocaleFromTheEnvironment() {
        // LANG=C.UTF-8 is en_US_POSIX: no grouping.
        #expect(icufmt("number", "1234.5") == Outcome(stdout: "1234.5\n"))
        #expect(icufmt("number", "1234.5", environment: ["LC_NUMERIC": "de_DE.UTF-8"])
                == Outcome(stdout: "1.234,5\n"))
        #expect(icufmt("number", "1234.5", environment: ["LC_TIME": "de_DE.UTF-8"])
                == Outcome(stdout: "1234.5\n"))
    }

    @Test(.cldr42) func formatsCurrencies() {
        #expect(icufmt("number", "--locale", "de_DE", "--currency", "EUR", "1234.56")
                == Outcome(stdout: "1.234,56\u{A0}€\n"))
        #expect(icufmt("number", "--locale", "en_US", "--currency", "EUR", "1234.56")
                == Outcome(stdout: "€1,234.56\n"))
        #expect(icufmt("number", "--locale", "en_US", "--style", "currency", "1234.56")
                == Outcome(stdout: "$1,234.56\n"))
    }

    @Test(.cldr42) func spellsNumbersOut() {
        #expect(icufmt("number", "--locale", "en_US", "--style", "spellout", "1234.5")
                == Outcome(stdout: "one thousand two hundred thirty-four point five\n"))
        // German words carry soft hyphens (U+00AD) where they may break.
        #expect(icufmt("number", "--locale", "de_DE", "--style", "spellout", "1234.5")
                == Outcome(stdout: "ein\u{AD}tausend\u{AD}zwei\u{AD}hundert\u{AD}vier\u{AD}und\u{AD}dreißig Komma fünf\n"))
    }

    /// `spell-out` is the style's name everywhere (`NumberFormat.Style.spellOut`'s
    /// description); `spellout`, its earlier name, stays an alias.
    @Test func spellOutIsTheNameAndSpelloutAnAlias() {
        #expect(icufmt("number", "--locale", "en_US", "--style", "spell-out", "1234.5")
                == icufmt("number", "--locale", "en_US", "--style", "spellout", "1234.5"))
        #expect(icufmt("parse-number", "--locale", "en_US", "--style", "spell-out", "twelve") == Outcome(stdout: "12\n"))
    }

    @Test(.cldr42) func formatsTheOtherStyles() {
        #expect(icufmt("number", "--locale", "en_US", "--style", "ordinal", "1", "2", "3", "11", "21")
                == Outcome(stdout: "1st\n2nd\n3rd\n11th\n21st\n"))
        #expect(icufmt("number", "--locale", "de_DE", "--style", "percent", "0.256")
                == Outcome(stdout: "26\u{A0}%\n"))
        #expect(icufmt("number", "--locale", "en_US", "--style", "scientific", "1234.5")
                == Outcome(stdout: "1.2345E3\n"))
        #expect(icufmt("number", "--locale", "en_US", "--style", "compact-short", "1234567")
                == Outcome(stdout: "1.2M\n"))
        #expect(icufmt("number", "--locale", "de_DE", "--style", "compact-long", "1234567")
                == Outcome(stdout: "1,2 Millionen\n"))
    }

    /// Ordinals of 2^31 and more take the suffix of their exact value (ICU 72's is that of
    /// the value cut to 32 bits: `4,294,967,297st`), and the compact styles write five-digit
    /// values as ICU's compact formatter does (`38,696T` in ee): the library's answers.
    @Test func ordinalsBeyond32BitsAndCompactGroupingAsTheLibrary() throws {
        let english = try NumberFormat(.ordinal, locale: "en")
        let values = ["4294967297", "4294967299", "1234567890123", "123", "92233720368547758071"]
        #expect(icufmt("number", "--locale", "en", "--style", "ordinal", stdin: values.joined(separator: "\n") + "\n")
                == Outcome(stdout: try values.map { try english.format(decimal: $0) + "\n" }.joined()))
        #expect(english.format(4_294_967_297) == "4,294,967,297th")
        for (style, name) in [(NumberFormat.Style.compactShort, "compact-short"), (.compactLong, "compact-long")] {
            let ewe = try NumberFormat(style, locale: "ee")
            let values = ["38696442641908955", "-10031000000000000"]
            #expect(icufmt("number", "--style", name, stdin: values.map { "ee\t\($0)\n" }.joined())
                    == Outcome(stdout: try values.map { try ewe.format(decimal: $0) + "\n" }.joined()))
            #expect(try ewe.format(decimal: "38696442641908955").contains("38,696"))
        }
    }

    @Test(.cldr42) func formatsWithASkeleton() {
        #expect(icufmt("number", "--locale", "fr_FR", "--skeleton", "currency/EUR .00", "1234.5")
                == Outcome(stdout: "1\u{202F}234,50\u{A0}€\n"))
    }

    @Test(.cldr42) func takesNegativeNumbersAsValues() {
        #expect(icufmt("number", "-1234.5", "--locale", "en_US", "-1e3")
                == Outcome(stdout: "-1,234.5\n-1,000\n"))
        // After "--", everything is a value, even what looks like an option.
        #expect(icufmt("number", "--locale", "en_US", "--", "-5", "--json")
                == Outcome(stdout: "-5\n\n",
                           stderr: "icufmt: --json: reading '--json' as a decimal number: U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)\n",
                           status: 1))
    }

    @Test func rejectsWhatIsNoFiniteDecimalNumber() {
        let values = ["nan", "inf", "infinity", "NaN", "-Infinity", ".5", "1.", "1e", "12x"]
        let reason = "U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)"
        let outcome = icufmt(arguments: ["number", "--locale", "en_US"] + values)
        #expect(outcome == Outcome(stdout: String(repeating: "\n", count: values.count),
                                   stderr: values.map { "icufmt: \($0): reading '\($0)' as a decimal number: \(reason)\n" }.joined(),
                                   status: 1))
    }
}

@Suite struct ParseNumberCommandTests {
    @Test func readsNumbersInEnglishAndGerman() {
        #expect(icufmt("parse-number", "--locale", "en_US", "1,234.56", "-1,234.5")
                == Outcome(stdout: "1234.56\n-1234.5\n"))
        #expect(icufmt("parse-number", "--locale", "de_DE", "1.234,56", "1234,56")
                == Outcome(stdout: "1234.56\n1234.56\n"))
        #expect(icufmt("parse-number", "--locale", "en_US", "123,456,789,012,345,678,901,234,567,890.5")
                == Outcome(stdout: "123456789012345678901234567890.5\n"))
    }

    @Test func acceptsMoreWhenLenient() {
        #expect(icufmt("parse-number", "--locale", "en_US", "12,34", "+1234")
                == Outcome(stdout: "\n\n",
                           stderr: """
                               icufmt: 12,34: parsing '12,34' as a decimal number in en_US: U_PARSE_ERROR at offset 0
                               icufmt: +1234: parsing '+1234' as a decimal number in en_US: U_PARSE_ERROR at offset 0

                               """,
                           status: 1))
        #expect(icufmt("parse-number", "--locale", "en_US", "--lenient", "12,34", "+1234")
                == Outcome(stdout: "1234\n1234\n"))
    }

    @Test func readsCurrencies() {
        #expect(icufmt("parse-number", "--locale", "de_DE", "--currency", "EUR", "1.234,56\u{A0}€", "1.234,56")
                == Outcome(stdout: "1234.56\n\n",
                           stderr: "icufmt: 1.234,56: parsing '1.234,56' as a currency EUR number in de_DE: U_PARSE_ERROR at offset 8\n",
                           status: 1))
        #expect(icufmt("parse-number", "--locale", "de_DE", "--currency", "EUR", "--lenient", "1.234,56")
                == Outcome(stdout: "1234.56\n"))
    }

    @Test func readsSpelledOutNumbers() {
        #expect(icufmt("parse-number", "--locale", "en_US", "--style", "spellout", "one thousand two hundred thirty-four")
                == Outcome(stdout: "1234\n"))
    }
}
