import Testing

/// Bad options exit with 2 and say what is wrong on standard error, before any value is read.
@Suite struct OptionErrorTests {
    let numberUsage = """
        Usage: icufmt number [--style <style>] [--currency <code>] [--skeleton <skeleton>] [--locale <id>] [--time-zone <id>] [--json] [<value> ...]
          See 'icufmt number --help' for more information.

        """

    @Test func rejectsAnInvalidLocale() {
        #expect(icufmt("number", "--locale", "!!", "1", stdin: "2\n") == Outcome(stdout: "", stderr: """
            Error: The value '!!' is invalid for '--locale <id>': reading locale ID '!!': U_ILLEGAL_ARGUMENT_ERROR (not a well-formed locale ID)
            Help:  --locale <id>  Use this locale, such as de_DE or de-DE (default: from LC_ALL, LC_NUMERIC, LC_TIME or LC_MESSAGES, then LANG).

            """ + numberUsage, status: 2))
    }

    @Test func rejectsAnUnknownTimeZone() {
        #expect(icufmt("number", "--time-zone", "Mars/Base", "1") == Outcome(stdout: "", stderr: """
            Error: The value 'Mars/Base' is invalid for '--time-zone <id>': looking up time zone 'Mars/Base': U_ILLEGAL_ARGUMENT_ERROR (unknown time zone ID)
            Help:  --time-zone <id>  Show and read times in this time zone, such as Europe/Berlin (default: TZ, then the system's).

            """ + numberUsage, status: 2))
    }

    @Test func rejectsAnUnknownCurrency() {
        #expect(icufmt("number", "--locale", "de_DE", "--currency", "XYZ", "1") == Outcome(stdout: "", stderr: """
            Error: opening a currency format for 'XYZ' in de_DE: U_ILLEGAL_ARGUMENT_ERROR (unknown ISO 4217 currency code)
              See 'icufmt number --help' for more information.

            """, status: 2))
        let parse = icufmt("parse-number", "--currency", "XYZ", stdin: "1\n")
        #expect(parse.status == 2)
        #expect(parse.stdout == "")
    }

    @Test func rejectsAnUnknownStyle() {
        #expect(icufmt("number", "--style", "bogus", "1") == Outcome(stdout: "", stderr: """
            Error: The value 'bogus' is invalid for '--style <style>'. Please provide one of the following:
              - decimal
              - currency
              - percent
              - scientific
              - spell-out
              - ordinal
              - compact-short
              - compact-long
            Help:  --style <style>  Write numbers in this style; the default is decimal, or currency with --currency.

            """ + numberUsage, status: 2))
        let date = icufmt("date", "--date-style", "huge", "@1")
        #expect(date.status == 2)
        #expect(date.stderr.hasPrefix("Error: The value 'huge' is invalid for '--date-style <style>'. Please provide one of 'none', 'short', 'medium', 'long' or 'full'.\n"))
    }

    @Test func rejectsAnUnknownOption() {
        #expect(icufmt("number", "1", "--bogus") == Outcome(stdout: "", stderr: "Error: Unknown option '--bogus'\n" + numberUsage, status: 2))
    }

    @Test func rejectsOptionsThatContradictEachOther() {
        #expect(icufmt("number", "--skeleton", ".00", "--style", "percent", "1")
                == Outcome(stdout: "", stderr: "Error: Give either --skeleton, or --style and --currency.\n" + numberUsage, status: 2))
        #expect(icufmt("number", "--currency", "EUR", "--style", "percent", "1")
                == Outcome(stdout: "", stderr: "Error: --currency goes with the currency style, not --style percent.\n" + numberUsage, status: 2))
        let date = icufmt("date", "--template", "dMMM", "--pattern", "d", "@1")
        #expect(date.status == 2)
        #expect(date.stderr.hasPrefix("Error: Give only one of --template, --pattern, or --date-style and --time-style.\n"))
        let plural = icufmt("plural", "--categories", "1")
        #expect(plural.status == 2)
        #expect(plural.stderr.hasPrefix("Error: --categories takes no numbers.\n"))
    }

    @Test func rejectsOptionsICUCannotUse() {
        #expect(icufmt("number", "--skeleton", "@@x", "1") == Outcome(stdout: "", stderr: """
            Error: compiling number skeleton '@@x' for en_US_POSIX: U_NUMBER_SKELETON_SYNTAX_ERROR at offset 0
              See 'icufmt number --help' for more information.

            """, status: 2))
        #expect(icufmt("date", "--date-style", "none", "--time-style", "none", "@1") == Outcome(stdout: "", stderr: """
            Error: opening a date format for en_US_POSIX: U_ILLEGAL_ARGUMENT_ERROR (date and time styles are both none)
              See 'icufmt date --help' for more information.

            """, status: 2))
        let pattern = icufmt("date", "--pattern", "yyyy-MM-dd'T", "@1")
        #expect(pattern.status == 2)
    }
}
