import Testing

/// `icufmt iso8601` and the machine-readable forms of `icufmt parse-date`.
@Suite struct ISO8601CommandTests {
    @Test func rewritesInstantsInUTC() {
        #expect(icufmt("iso8601", "2014-02-07T12:00:00-07:00", "1985-04-12T23:20:50.52Z", "2014-W06-5", "2014-038T19:00:00,123456789Z",
                       "@1391799600.25", "@-1.5", timeZone: "Asia/Tokyo")
                == Outcome(stdout: """
                2014-02-07T19:00:00Z
                1985-04-12T23:20:50.52Z
                2014-02-07T00:00:00Z
                2014-02-07T19:00:00.123456789Z
                2014-02-07T19:00:00.25Z
                1969-12-31T23:59:58.5Z

                """))
    }

    @Test func writesEachForm() {
        #expect(icufmt("iso8601", "--format", "http", "2014-02-07T12:00:00.9-07:00")
                == Outcome(stdout: "Fri, 07 Feb 2014 19:00:00 GMT\n"))
        #expect(icufmt("iso8601", "--format", "basic", "--fraction", "3", "2014-02-07T19:00:00.123456Z")
                == Outcome(stdout: "20140207T190000.123Z\n"))
        #expect(icufmt("iso8601", "--format", "date", "2014-02-07T23:00:00-07:00") == Outcome(stdout: "2014-02-08\n"))
        #expect(icufmt("iso8601", "--fraction", "0", "--time-zone", "America/Los_Angeles", "2014-07-07T19:00:00.5Z")
                == Outcome(stdout: "2014-07-07T12:00:00-07:00\n"))
    }

    @Test func anInvalidInstantIsAFailedValue() {
        #expect(icufmt("iso8601", "2014-02-30T00:00:00Z", "2014-02-07T12:00:00Z")
                == Outcome(stdout: "\n2014-02-07T12:00:00Z\n", stderr: """
                icufmt: 2014-02-30T00:00:00Z: reading '2014-02-30T00:00:00Z' as an ISO 8601 timestamp: U_PARSE_ERROR (the month has fewer days) at offset 8

                """, status: 1))
        #expect(icufmt("iso8601", "--json", "@x", "1990-12-31T23:59:60Z")
                == Outcome(stdout: """
                {"input":"@x","error":"reading '@x' as an instant: U_PARSE_ERROR (expected ISO 8601 such as 2014-02-07T12:00:00-07:00, or @ and Unix seconds such as @1391799600.25)"}
                {"input":"1990-12-31T23:59:60Z","output":"1991-01-01T00:00:00Z"}

                """, status: 1))
    }

    @Test func readsBatchLines() {
        #expect(icufmt("iso8601", "--format", "http", stdin: "2014-02-07T12:00:00Z\nde_DE\t1994-11-06T08:49:37Z\n10000-01-01\n")
                == Outcome(stdout: "Fri, 07 Feb 2014 12:00:00 GMT\nSun, 06 Nov 1994 08:49:37 GMT\n\n", stderr: """
                icufmt: 10000-01-01: reading '10000-01-01' as an ISO 8601 timestamp: U_PARSE_ERROR (expected '-', a month and day (MMDD), a day of the year (DDD) or a week (Www)) at offset 4

                """, status: 1))
    }

    @Test func badOptionsExitWith2() {
        #expect(icufmt("iso8601", "--fraction", "10", "2014-02-07").status == 2)
        #expect(icufmt("iso8601", "--fraction", "3", "--format", "http", "2014-02-07").status == 2)
        #expect(icufmt("iso8601", "--format", "rfc822", "2014-02-07").status == 2)
    }

    @Test func parseDateReadsMachineForms() {
        #expect(icufmt("parse-date", "--iso8601", "2014-02-07T12:00:00.1239-07:00", "20140207T190000Z", "2014-W06-5T19:00Z",
                       timeZone: "Asia/Tokyo")
                == Outcome(stdout: "2014-02-07T19:00:00.123Z\n2014-02-07T19:00:00Z\n2014-02-07T19:00:00Z\n"))
        #expect(icufmt("parse-date", "--http", "Sun, 06 Nov 1994 08:49:37 GMT", "Sun Nov  6 08:49:37 1994")
                == Outcome(stdout: "1994-11-06T08:49:37Z\n1994-11-06T08:49:37Z\n"))
        #expect(icufmt("parse-date", "--strptime", "%Y-%m-%d %H:%M:%S %z", "2014-02-07 12:00:00 -0700")
                == Outcome(stdout: "2014-02-07T19:00:00Z\n"))
        #expect(icufmt("parse-date", "--iso8601", "--json", "2022-07-08T00:14:07+01:00[!Europe/Paris]")
                == Outcome(stdout: """
                {"input":"2022-07-08T00:14:07+01:00[!Europe/Paris]","error":"reading '2022-07-08T00:14:07+01:00[!Europe/Paris]' as an ISO 8601 timestamp: U_PARSE_ERROR (the offset +01:00 is not the critical zone's at that instant, +02:00) at offset 27"}

                """, status: 1))
        #expect(icufmt("parse-date", "--http", "Sun, 06 Nov 1994 08:49:37 GMT x")
                == Outcome(stdout: "\n", stderr: """
                icufmt: Sun, 06 Nov 1994 08:49:37 GMT x: reading 'Sun, 06 Nov 1994 08:49:37 GMT x' as an HTTP date: U_PARSE_ERROR (unexpected text after the date) at offset 29

                """, status: 1))
    }

    @Test func parseDateMachineFormsTakeNoStyle() {
        #expect(icufmt("parse-date", "--iso8601", "--http", "x").status == 2)
        #expect(icufmt("parse-date", "--iso8601", "--pattern", "yyyy", "x").status == 2)
        #expect(icufmt("parse-date", "--strptime", "%Y", "--lenient", "x").status == 2)
        #expect(icufmt("parse-date", "--strptime", "%Q", "x") == Outcome(stdout: "", stderr: """
            Error: --strptime: compiling the POSIX date pattern '%Q': U_INVALID_FORMAT_ERROR (a conversion this pattern type does not have) at offset 0
              See 'icufmt parse-date --help' for more information.

            """, status: 2))
    }

    @Test func help() {
        #expect(icufmt("iso8601", "--help") == Outcome(stdout: #"""
        OVERVIEW: Rewrite instants as RFC 3339, ISO 8601 or HTTP dates, to the
        nanosecond, without a locale.

        Each instant is ISO 8601 or RFC 3339, in any of its forms, such as
        2014-02-07T12:00:00-07:00, 20140207T190000Z, 2014-W06-5T19:00Z, 2014-038 or
        1985-04-12T23:20:50.52Z, or @ and Unix seconds with up to nine fraction digits,
        such as @1391799600.25. It is written in UTC, whatever TZ says, or at the
        offset of --time-zone at that instant: rfc3339 (2014-02-07T19:00:00Z), basic
        (20140207T190000Z), date (2014-02-07) or http (Fri, 07 Feb 2014 19:00:00 GMT,
        always in GMT, to the second). Fraction digits are those the instant needs, or
        --fraction's, truncated.

        Give values as arguments, or give none to read them from standard input, one
        per line. In that batch mode, a line LOCALE<TAB>VALUE converts VALUE in LOCALE
        instead of the --locale one, and a line of more than 1 MiB (1,048,576 bytes)
        fails as a bad value does.

        The output has one line per value, in order. A value that fails gives an empty
        line, and 'icufmt: <input>: <message>' on standard error; the values after it
        are still converted. A result that is empty or holds a line feed or carriage
        return is such a failure, except with --json. In results and messages, every
        control character except tab, and U+2028 and U+2029, is written as an escape
        such as \u{1B} for ESC. With --json, each line is
        {"input":"<value>","output":"<result>"} or
        {"input":"<value>","error":"<message>"}, with JSON's escapes instead.

        Exit status: 0 when every value succeeded, 1 when any value failed, 2 for bad
        options. A failed write to standard output, a closed pipe among them, stops
        icufmt at once, with status 1.

        USAGE: icufmt iso8601 [--format <form>] [--fraction <n>] [--locale <id>] [--time-zone <id>] [--json] [<instant> ...]

        ARGUMENTS:
          <instant>               The instants to rewrite.

        OPTIONS:
          --format <form>         Write this form. (values: rfc3339, http, basic, date;
                                  default: rfc3339)
          --fraction <n>          Write this many fraction digits, 0 to 9, truncating
                                  (rfc3339 and basic only).
          --locale <id>           Use this locale, such as de_DE or de-DE (default:
                                  from LC_ALL, LC_NUMERIC, LC_TIME or LC_MESSAGES, then
                                  LANG).
          --time-zone <id>        Show and read times in this time zone, such as
                                  Europe/Berlin (default: TZ, then the system's).
          --json                  Write one JSON object per value:
                                  {"input":…,"output":…} or {"input":…,"error":…}.
          --version               Show the version.
          -h, --help              Show help information.


        """#))
    }
}
