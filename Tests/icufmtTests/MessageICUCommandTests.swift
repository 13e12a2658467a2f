import FoundationEssentials
import ICU
import Testing

/// `message --icu`: ICU MessageFormat patterns with numbered and named ARGs,
/// typed by the pattern's use of each, in batch lines with locales, and errors.
@Suite struct MessageICUCommandTests {
    static let files = "{n, plural, one {# file} other {# files}} in {dir}"

    @Test(.cldr42) func namedArguments() {
        #expect(icufmt("message", "--locale", "en", "--icu", Self.files, "n=3", "dir=Inbox")
                == Outcome(stdout: "3 files in Inbox\n"))
        #expect(icufmt("message", "--locale", "en", "--icu", Self.files, "dir=Inbox", "n=1")
                == Outcome(stdout: "1 file in Inbox\n"))
    }

    @Test(.cldr42) func numberedArgumentsAndDatesInTheZone() {
        #expect(icufmt("message", "--locale", "en", "--time-zone", "Asia/Tokyo", "--icu",
                       "{0} on {1, date, full}: {0, number, ::percent}", "0.5", "2014-01-05T15:08:09Z")
                == Outcome(stdout: "0.5 on Monday, January 6, 2014: 0.5%\n"))
    }

    @Test(.cldr42) func batchLinesWithLocales() {
        let pattern = "{0, plural, one {# Datei} other {# Dateien}}"
        #expect(icufmt("message", "--locale", "de", "--json", "--icu", pattern, stdin: "ru\t5\nen\t1.5\n7\n1.0\n")
                == Outcome(stdout: """
                    {"input":"ru\\t5","output":"5 Dateien"}
                    {"input":"en\\t1.5","output":"1.5 Dateien"}
                    {"input":"7","output":"7 Dateien"}
                    {"input":"1.0","output":"1 Datei"}

                    """))
    }

    /// The twin of the `.cldr42` tests: the tool prints what the library gives in this process.
    @Test func cldr42InputsAsTheLibrary() throws {
        let files = try MessageFormat(Self.files, locale: "en", timeZone: .utc)
        #expect(icufmt("message", "--locale", "en", "--icu", Self.files, "n=3", "dir=Inbox")
                == Outcome(stdout: try files.format(["n": 3, "dir": "Inbox"]) + "\n"))
        let dated = try MessageFormat("{0} on {1, date, full}: {0, number, ::percent}", locale: "en",
                                      timeZone: TimeZoneID("Asia/Tokyo"))
        #expect(icufmt("message", "--locale", "en", "--time-zone", "Asia/Tokyo", "--icu", dated.pattern,
                       "0.5", "2014-01-05T15:08:09Z")
                == Outcome(stdout: try dated.format([.decimal("0.5"), .date(Date(timeIntervalSince1970: 1_388_934_489))]) + "\n"))
        let pattern = "{0, plural, one {# Datei} other {# Dateien}}"
        let expected = try [("ru", "5"), ("en", "1.5"), ("de", "7"), ("de", "1.0")].map { locale, value in
            try MessageFormat(pattern, locale: LocaleID(locale), timeZone: .utc).format([.decimal(value)])
        }
        #expect(icufmt("message", "--locale", "de", "--icu", pattern, stdin: "ru\t5\nen\t1.5\n7\n1.0\n")
                == Outcome(stdout: expected.map { $0 + "\n" }.joined()))
    }

    @Test func plainArgumentsReadNumbersUnlessString() {
        #expect(icufmt("message", "--locale", "en", "--icu", "{n}|{s, select, a {A} other {O}}", "n=007", "s=3")
                == Outcome(stdout: "7|O\n"))
        #expect(icufmt("message", "--locale", "en", "--string", "n", "--icu", "{n}", "n=007") == Outcome(stdout: "007\n"))
    }

    @Test func badArgumentsFailTheMessage() {
        #expect(icufmt("message", "--locale", "en", "--icu", "{n, plural, other {#}}", "n=x")
                == Outcome(stdout: "\n", stderr: "icufmt: n=x: reading argument 'n' 'x': U_ILLEGAL_ARGUMENT_ERROR (the message takes a number there, such as 3 or -2.5)\n",
                           status: 1))
        #expect(icufmt("message", "--locale", "en", "--icu", "{n, plural, other {#}}", "5")
                == Outcome(stdout: "\n", stderr: "icufmt: 5: reading argument 1: U_ILLEGAL_ARGUMENT_ERROR (the message has no argument {0}; give its arguments as n=VALUE)\n",
                           status: 1))
        #expect(icufmt("message", "--locale", "en", "--icu", "{a} {b}", stdin: "a=1\na=1\tb=2\n")
                == Outcome(stdout: "\n1 2\n",
                           stderr: "icufmt: a=1: formatting the message '{a} {b}' in en: U_ILLEGAL_ARGUMENT_ERROR (no argument 'b')\n",
                           status: 1))
        #expect(icufmt("message", "--locale", "en", "--icu", "{d, date}", "d=yesterday").status == 1)
    }

    @Test func badPatternsAndOptionsAreUsageErrors() {
        let syntax = icufmt("message", "--locale", "en", "--time-zone", "UTC", "--icu", "{n, plural, other {#}", "n=1")
        #expect(syntax.status == 2)
        #expect(syntax.stderr.hasPrefix("Error: opening the message '{n, plural, other {#}' for en in UTC: U_PATTERN_SYNTAX_ERROR at offset 11\n"))
        #expect(icufmt("message", "--icu", "{n}", "--key", "k").status == 2)
        #expect(icufmt("message", "--icu", "{n}", "--strings", "a.strings").status == 2)
        #expect(icufmt("message", "--string", "n", "--strings", "a.strings", "--key", "k").status == 2)
    }
}
