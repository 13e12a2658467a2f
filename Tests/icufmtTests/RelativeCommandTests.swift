import FoundationEssentials
import ICU
import Testing

/// `icufmt relative`: values of a unit in each width and numeric mode, instants
/// relative to another, batch lines with their own locale, JSON, bad values
/// and bad usage.
@Suite struct RelativeCommandTests {
    private func lines(_ texts: [String]) -> Outcome { Outcome(stdout: texts.map { $0 + "\n" }.joined()) }

    @Test(.cldr42) func valuesOfAUnit() {
        #expect(icufmt("relative", "--locale", "en", "--unit", "day", "-1", "0", "2", "1.5")
                == Outcome(stdout: "1 day ago\nin 0 days\nin 2 days\nin 1.5 days\n"))
        #expect(icufmt("relative", "--locale", "en", "--unit", "day", "--numeric", "auto", "-1", "0", "1", "-1.5")
                == Outcome(stdout: "yesterday\ntoday\ntomorrow\n1.5 days ago\n"))
        #expect(icufmt("relative", "--locale", "de", "--unit", "days", "--numeric", "auto", "-2")
                == Outcome(stdout: "vorgestern\n"))
        #expect(icufmt("relative", "--locale", "en", "--unit", "minute", "--width", "short", "-5")
                == Outcome(stdout: "5 min. ago\n"))
        #expect(icufmt("relative", "--locale", "fr", "--unit", "day", "--numeric", "auto",
                       "--capitalization", "beginningOfSentence", "-1") == Outcome(stdout: "Hier\n"))
        #expect(icufmt("relative", "--locale", "en", "--unit", "monday", "--numeric", "auto", "1")
                == Outcome(stdout: "next Monday\n"))
    }

    /// The twin of ``valuesOfAUnit()``: the tool prints the library's text.
    @Test func valuesOfAUnitAsTheLibrary() throws {
        let rows: [([String], LocaleID, RelativeTimeFormat.Width, RelativeTimeFormat.Numeric, RelativeTimeFormat.Capitalization, RelativeTimeFormat.Unit, [String])] = [
            (["--unit", "day"], "en", .wide, .always, .none, .day, ["-1", "0", "2", "1.5"]),
            (["--unit", "day", "--numeric", "auto"], "en", .wide, .auto, .none, .day, ["-1", "0", "1", "-1.5"]),
            (["--unit", "days", "--numeric", "auto"], "de", .wide, .auto, .none, .day, ["-2"]),
            (["--unit", "minute", "--width", "short"], "en", .short, .always, .none, .minute, ["-5"]),
            (["--unit", "day", "--numeric", "auto", "--capitalization", "beginningOfSentence"], "fr", .wide, .auto,
             .beginningOfSentence, .day, ["-1"]),
            (["--unit", "monday", "--numeric", "auto"], "en", .wide, .auto, .none, .monday, ["1"]),
            (["--unit", "year", "--width", "narrow"], "ru", .narrow, .always, .none, .year, ["-2", "3", "2.5"]),
        ]
        for (options, locale, style, numeric, capitalization, unit, values) in rows {
            let format = try RelativeTimeFormat(locale: locale, options: .init(width: style, numeric: numeric, capitalization: capitalization))
            #expect(icufmt(arguments: ["relative", "--locale", locale.identifier] + options + values)
                    == lines(try values.map { try format.format(Double($0)!, unit) }), "\(options)")
        }
    }

    @Test(.cldr42) func instantsRelativeToAnother() {
        #expect(icufmt("relative", "--locale", "en", "--time-zone", "Europe/Berlin", "--numeric", "auto",
                       "--from", "2024-06-01T10:00:00Z",
                       "2024-06-01T09:58:30Z", "2024-06-02T10:00:00Z", "2024-05-30T10:00:00Z", "@1717236000", "2024-07-11T10:00:00Z")
                == Outcome(stdout: "1 minute ago\ntomorrow\n2 days ago\nnow\nnext month\n"))
    }

    /// The twin of ``instantsRelativeToAnother()``.
    @Test func instantsRelativeToAnotherAsTheLibrary() throws {
        let rules = try CalendarRules(locale: "en", timeZone: try TimeZoneID("Europe/Berlin"))
        let format = try RelativeTimeFormat(locale: "en", options: .init(numeric: .auto))
        let from = Date(timeIntervalSince1970: 1_717_236_000)
        let seconds: [Double] = [-90, 86_400, -2 * 86_400, 0, 40 * 86_400]
        #expect(icufmt("relative", "--locale", "en", "--time-zone", "Europe/Berlin", "--numeric", "auto",
                       "--from", "2024-06-01T10:00:00Z",
                       "2024-06-01T09:58:30Z", "2024-06-02T10:00:00Z", "2024-05-30T10:00:00Z", "@1717236000", "2024-07-11T10:00:00Z")
                == lines(try seconds.map { try format.format(from.addingTimeInterval($0), relativeTo: from, in: rules) }))
    }

    /// The calendar's dates are those of --time-zone.
    @Test func theZoneDecidesTheDates() {
        let utc = icufmt("relative", "--locale", "en", "--time-zone", "UTC", "--from", "2024-06-01T10:00:00Z", "2024-06-02T23:30:00Z")
        let tokyo = icufmt("relative", "--locale", "en", "--time-zone", "Asia/Tokyo", "--from", "2024-06-01T10:00:00Z", "2024-06-02T23:30:00Z")
        #expect(utc.status == 0 && tokyo.status == 0)
        #expect(utc.stdout != tokyo.stdout)
    }

    @Test func batchLinesNameTheirLocale() throws {
        let outcome = icufmt("relative", "--locale", "en", "--unit", "day", "--numeric", "auto", stdin: "-1\nde\t-2\nfr\t-1\n")
        let expected = try [("en", -1), ("de", -2), ("fr", -1)].map { locale, value in
            try RelativeTimeFormat(locale: LocaleID(locale), options: .init(numeric: .auto)).format(value, .day)
        }
        #expect(outcome == lines(expected))
    }

    @Test func json() throws {
        let text = try RelativeTimeFormat(locale: "en").format(-1, .day)
        #expect(icufmt("relative", "--locale", "en", "--unit", "day", "--json", "-1")
                == Outcome(stdout: #"{"input":"-1","output":"\#(text)"}"# + "\n"))
    }

    /// A bad value fails alone (status 1); the values after it are still written.
    @Test func badValues() throws {
        let one = try RelativeTimeFormat(locale: "en").format(1, .day)
        for bad in ["nan", "inf", "1e400", "-1e400", "x", "", "0x10", "1.5.5"] {
            let outcome = icufmt("relative", "--locale", "en", "--unit", "day", stdin: "\(bad)\n1\n")
            #expect(outcome.status == 1, "\(bad)")
            #expect(outcome.stdout == "\n\(one)\n", "\(bad)")
            #expect(!outcome.stderr.isEmpty, "\(bad)")
        }
        let outcome = icufmt("relative", "--locale", "en", "--from", "2024-06-01T10:00:00Z", stdin: "yesterday\n+99999999-01-01T00:00:00Z\n")
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "\n\n")
    }

    @Test func badUsage() {
        #expect(icufmt("relative", "1").status == 2)
        #expect(icufmt("relative", "--unit", "fortnight", "1").status == 2)
        #expect(icufmt("relative", "--unit", "day", "--from", "2024-06-01T10:00:00Z", "1").status == 2)
        #expect(icufmt("relative", "--unit", "day", "--width", "tiny", "1").status == 2)
        #expect(icufmt("relative", "--unit", "day", "--numeric", "never", "1").status == 2)
        #expect(icufmt("relative", "--from", "yesterday", "2024-06-01T10:00:00Z").status == 2)
        #expect(icufmt("relative", "--unit", "day", "--locale", "!!", "1").status == 2)
    }
}
