import FoundationEssentials
import ICU
import Testing

/// `interval`: pairs of instants as arguments or START<TAB>END lines, locale columns, JSON and bad input.
@Suite struct IntervalCommandTests {
    @Test(.cldr42) func formatsTwoInstants() {
        #expect(icufmt("interval", "--locale", "en_US", "--time-zone", "UTC", "2014-01-05T10:00:00Z", "2014-01-05T12:00:00Z")
                == Outcome(stdout: "Jan 5, 2014, 10:00\u{202F}AM\u{2009}\u{2013}\u{2009}12:00\u{202F}PM\n"))
        #expect(icufmt("interval", "--locale", "de_DE", "--template", "yMMMd", "--time-zone", "Europe/Berlin", "@1388916000", "@1389088800")
                == Outcome(stdout: "5.\u{2013}7. Jan. 2014\n"))
    }

    /// Batch lines, with and without a locale column; a bad line fails alone.
    @Test(.cldr42) func readsPairsFromStandardInput() {
        let input = "2014-01-05T10:00:00Z\t2014-01-07T10:00:00Z\nfr_FR\t2014-01-05T10:00:00Z\t2014-02-14T10:00:00Z\nja_JP\t@0\t@86400\nbad\n2014-01-05T10:00:00Z\tnope\n"
        let outcome = icufmt("interval", "--template", "yMMMd", "--locale", "en_US", "--time-zone", "UTC", stdin: input)
        #expect(outcome.stdout == "Jan 5\u{2009}\u{2013}\u{2009}7, 2014\n5 janv.\u{2009}\u{2013}\u{2009}14 févr. 2014\n1970年1月1日～2日\n\n\n")
        #expect(outcome.stderr == """
            icufmt: bad: reading an interval: U_ILLEGAL_ARGUMENT_ERROR (expected START<TAB>END)
            icufmt: 2014-01-05T10:00:00Z\tnope: reading 'nope' as an instant: U_PARSE_ERROR (expected ISO 8601 such as 2014-01-05T15:08:09Z or 2014-01-05T16:08:09.250+01:00, or @ and Unix seconds such as @1388934489) at offset 0

            """)
        #expect(outcome.status == 1)
    }

    @Test(.cldr42) func writesJSON() {
        #expect(icufmt("interval", "--template", "yMMMd", "--locale", "en_US", "--time-zone", "UTC", "--json",
                       stdin: "2014-01-07T10:00:00Z\t2014-01-05T10:00:00Z\n")
                == Outcome(stdout: #"{"input":"2014-01-07T10:00:00Z\t2014-01-05T10:00:00Z","output":"Jan 7\#u{2009}\#u{2013}\#u{2009}5, 2014"}"# + "\n"))
    }

    /// The tool's output is the library's, in every locale of the batch.
    @Test func matchesTheLibrary() throws {
        let outcome = icufmt("interval", "--template", "yMMMEd", "--locale", "ar_EG", "--time-zone", "Asia/Tokyo",
                             stdin: "@1388916000\t@1392372000\nru_RU\t@1388916000\t@1423476000\n")
        let zone = try TimeZoneID("Asia/Tokyo")
        let start = Date(timeIntervalSince1970: 1_388_916_000)
        let expected = try [("ar_EG", 1_392_372_000.0), ("ru_RU", 1_423_476_000)].map { locale, end in
            try DateIntervalFormat(template: "yMMMEd", locale: LocaleID(locale), timeZone: zone)
                .format(from: start, to: Date(timeIntervalSince1970: end)) + "\n"
        }.joined()
        #expect(outcome == Outcome(stdout: expected))
    }

    @Test func badOptionsExitWithTwo() {
        #expect(icufmt("interval", "--template", "yMMMdt", "--locale", "en_US", "--time-zone", "UTC", "@0", "@1") == Outcome(stdout: "", stderr: """
            Error: reading date template 'yMMMdt': U_ILLEGAL_ARGUMENT_ERROR ('t' is not a date field letter) at offset 5
              See 'icufmt interval --help' for more information.

            """, status: 2))
        #expect(icufmt("interval", "@0").status == 2)
        #expect(icufmt("interval", "@0", "@1", "@2").status == 2)
        #expect(icufmt("interval", "de_DE\t@0", "@1").status == 2)
    }

    @Test func help() {
        #expect(icufmt("interval", "--help") == Outcome(stdout: """
            OVERVIEW: Format the interval between two instants, such as Jan 5 – 7, 2014.

            Each instant is ISO 8601, such as 2014-01-05T15:08:09Z, or @ and Unix seconds,
            such as @1388934489, as date reads them. The fields the two instants share are
            written once; two instants that fall together at the template's resolution are
            written as one date. An END before START is written in the order given.

            Give START and END as arguments, or give none to read pairs from standard
            input, one per line as START<TAB>END; a line LOCALE<TAB>START<TAB>END formats
            in LOCALE instead of the --locale one. The locale comes from --locale, else
            LC_ALL, LC_TIME, then LANG. A line that holds no tab fails as a bad value does.

            The output has one line per pair. With --json, each line is
            {"input":"<START><TAB><END>","output":"<interval>"}.

            Exit status: 0 when every pair was formatted, 1 when any failed, 2 for bad
            options.

            USAGE: icufmt interval [--template <skeleton>] [--locale <id>] [--time-zone <id>] [--json] [<instant> ...]

            ARGUMENTS:
              <instant>               The instants the interval starts and ends at.

            OPTIONS:
              --template <skeleton>   Show these fields, such as yMMMd, jm or yMMMEd.
                                      (default: yMMMdjm)
              --locale <id>           Use this locale, such as de_DE or de-DE (default:
                                      from LC_ALL, LC_NUMERIC, LC_TIME or LC_MESSAGES, then
                                      LANG).
              --time-zone <id>        Show and read times in this time zone, such as
                                      Europe/Berlin (default: TZ, then the system's).
              --json                  Write one JSON object per value:
                                      {"input":…,"output":…} or {"input":…,"error":…}.
              --version               Show the version.
              -h, --help              Show help information.


            """))
    }
}
