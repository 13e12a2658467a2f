import Testing

/// Standard input, LOCALE<TAB>VALUE lines, JSON output and failing values.
@Suite struct BatchTests {
    @Test(.cldr42) func readsValuesFromStandardInput() {
        #expect(icufmt("number", "--locale", "de_DE", stdin: "1234.5\n-7\n1e6\n")
                == Outcome(stdout: "1.234,5\n-7\n1.000.000\n"))
        // A last line without newline counts; a CR before a newline is dropped.
        #expect(icufmt("plural", "--locale", "ru", stdin: "1\r\n2\r\n5")
                == Outcome(stdout: "one\nfew\nmany\n"))
        #expect(icufmt("number", "--locale", "de_DE", stdin: "") == Outcome(stdout: ""))
    }

    @Test(.cldr42) func usesTheLocaleOfEachTabbedLine() {
        let lines = "1234.5\nde_DE\t1234.5\nfr-FR\t1234.5\nar_EG\t12\nen_US\t1234.5\nde_DE\t-0.5\n"
        #expect(icufmt("number", "--locale", "en_US", stdin: lines)
                == Outcome(stdout: "1,234.5\n1.234,5\n1\u{202F}234,5\n\u{661}\u{662}\n1,234.5\n-0,5\n"))
        #expect(icufmt("date", "--time-zone", "Europe/Berlin", "--date-style", "long", "--time-style", "none",
                           stdin: "@1388934489\nde_DE\t@1388934489\nja_JP\t@1388934489\n")
                == Outcome(stdout: "January 5, 2014\n5. Januar 2014\n2014年1月5日\n"))
        #expect(icufmt("plural", "--locale", "en", stdin: "ru\t21\n1\nar\t0\n")
                == Outcome(stdout: "one\none\nzero\n"))
    }

    @Test func reportsAnInvalidLineLocaleAsThatValuesFailure() {
        #expect(icufmt("number", "--locale", "en_US", stdin: "1\n!!\t2\n\t3\n4\n")
                == Outcome(stdout: "1\n\n\n4\n",
                           stderr: """
                               icufmt: !!\t2: reading locale ID '!!': U_ILLEGAL_ARGUMENT_ERROR (not a well-formed locale ID)
                               icufmt: \t3: reading locale ID '': U_ILLEGAL_ARGUMENT_ERROR (empty locale ID)

                               """,
                           status: 1))
    }

    @Test(.cldr42) func lineLocalesAreToldApartByTheirBytes() {
        // "\u{212A}o" (KELVIN SIGN) is refused; "Ko", canonically equivalent, is Korean all the same.
        #expect(icufmt("number", "--locale", "en_US", stdin: "\u{212A}o\t1\nKo\t1234.5\n\u{212A}o\t1\n")
                == Outcome(stdout: "\n1,234.5\n\n",
                           stderr: String(repeating: "icufmt: \u{212A}o\t1: reading locale ID '\u{212A}o': U_ILLEGAL_ARGUMENT_ERROR (locale IDs are ASCII letters, digits, '_', '-', '@', '=' and ';')\n", count: 2),
                           status: 1))
    }

    /// The other order: the library's table of IDs made no longer hands the Kelvin form Korean either.
    @Test func aKelvinLineAfterKoreanIsRefused() {
        let outcome = icufmt("number", "--locale", "en_US", stdin: "Ko\t1234.5\n\u{212A}o\t1\n")
        #expect(outcome.stdout == "1,234.5\n\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("reading locale ID '\u{212A}o'"))
    }

    @Test func goesOnAfterAFailingValue() {
        #expect(icufmt("number", "--locale", "en_US", "1", "x", "3")
                == Outcome(stdout: "1\n\n3\n",
                           stderr: "icufmt: x: reading 'x' as a decimal number: U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)\n",
                           status: 1))
        #expect(icufmt("parse-number", "--locale", "en_US", stdin: "1,234\n\n12x\n5\n")
                == Outcome(stdout: "1234\n\n\n5\n",
                           stderr: """
                               icufmt: : parsing '' as a decimal number in en_US: U_PARSE_ERROR at offset 0
                               icufmt: 12x: parsing '12x' as a decimal number in en_US: U_PARSE_ERROR at offset 2

                               """,
                           status: 1))
    }

    @Test(.cldr42) func writesJSON() {
        #expect(icufmt("number", "--locale", "de_DE", "--currency", "EUR", "--json", "1234.56")
                == Outcome(stdout: "{\"input\":\"1234.56\",\"output\":\"1.234,56\u{A0}€\"}\n"))
        #expect(icufmt("date", "--json", "--locale", "fr_FR", "--time-zone", "Europe/Paris", "--template", "dMMMM",
                           "2014-02-05T15:08:09Z")
                == Outcome(stdout: #"{"input":"2014-02-05T15:08:09Z","output":"5 février"}"# + "\n"))
    }

    @Test func writesFailuresAsJSONOnStandardOutput() {
        let lines = "1\nx\"\\y\nde_DE\t2.5\n!!\t3\nbell\u{7}\n"
        #expect(icufmt("number", "--locale", "en_US", "--json", stdin: lines)
                == Outcome(stdout: """
                               {"input":"1","output":"1"}
                               {"input":"x\\"\\\\y","error":"reading 'x\\"\\\\y' as a decimal number: U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)"}
                               {"input":"de_DE\\t2.5","output":"2,5"}
                               {"input":"!!\\t3","error":"reading locale ID '!!': U_ILLEGAL_ARGUMENT_ERROR (not a well-formed locale ID)"}
                               {"input":"bell\\u0007","error":"reading 'bell\\u0007' as a decimal number: U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)"}

                               """,
                           status: 1))
    }

    @Test func convertsALargeBatchInOrder() {
        let values = (0..<2000).map { String($0 * 1000 + 7) }
        let outcome = icufmt("number", "--locale", "de_DE", stdin: values.joined(separator: "\n") + "\n")
        let expected = values.map { value -> String in
            // de_DE groups thousands with "."; the numbers here have at most 7 digits.
            var digits = Array(value)
            var index = digits.count - 3
            while index > 0 {
                digits.insert(".", at: index)
                index -= 3
            }
            return String(digits)
        }
        #expect(outcome == Outcome(stdout: expected.map { $0 + "\n" }.joined()))
    }
}
