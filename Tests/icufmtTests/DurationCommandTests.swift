import ICU
import Testing

/// `icufmt duration`: the widths, batch lines with a locale, JSON, and the bad
/// inputs. The expected texts are ICU 72's.
@Suite struct DurationCommandTests {
    @Test(.cldr42) func writesAsTheLocalesLanguage() {
        #expect(icufmt("duration", "--locale", "de", "PT1H2M3S") == Outcome(stdout: "1 Stunde, 2 Minuten und 3 Sekunden\n"))
        #expect(icufmt("duration", "--locale", "en", "--width", "short", "P1DT2H", "P2W")
                == Outcome(stdout: "1 day, 2 hr\n2 wks\n"))
        #expect(icufmt("duration", "--locale", "en", "--width", "narrow", "PT2.5S", "-PT1H30M")
                == Outcome(stdout: "2.5s\n-1h 30m\n"))
        #expect(icufmt("duration", "--locale", "en", "--width", "numeric", "PT1H2M3S", "PT0H30M", "P1DT1H")
                == Outcome(stdout: "1:02:03\n0:30\n1d 1h\n"))
    }

    /// `LOCALE<TAB>DURATION` lines, and lines of the --locale one.
    @Test(.cldr42) func batchLines() {
        #expect(icufmt("duration", "--locale", "en", stdin: "PT1M\nfr\tPT1H2M\nja\tPT3S\n")
                == Outcome(stdout: "1 minute\n1\u{A0}heure et 2 minutes\n3 秒\n"))
    }

    /// The inputs of the two tests above, compared with the library in this
    /// process, so that they hold on any ICU.
    @Test func asTheLibrary() throws {
        let rows: [(LocaleID, DurationFormat.Width, [String])] = [
            ("de", .wide, ["PT1H2M3S"]), ("en", .short, ["P1DT2H", "P2W"]), ("en", .narrow, ["PT2.5S", "-PT1H30M"]),
            ("en", .numeric, ["PT1H2M3S", "PT0H30M", "P1DT1H"]), ("fr", .wide, ["PT1H2M"]), ("ja", .wide, ["PT3S"]),
        ]
        for (locale, width, values) in rows {
            let format = try DurationFormat(locale: locale, options: .init(width: width))
            let expected = try values.map { try format.format(iso8601: $0) + "\n" }.joined()
            #expect(icufmt(arguments: ["duration", "--locale", locale.identifier, "--width", width.rawValue] + values)
                    == Outcome(stdout: expected))
        }
    }

    @Test func json() {
        #expect(icufmt("duration", "--locale", "en", "--json", "--width", "numeric", "PT1H2M")
                == Outcome(stdout: #"{"input":"PT1H2M","output":"1:02"}"# + "\n"))
        let bad = icufmt("duration", "--locale", "en", "--json", "PT")
        #expect(bad.stdout.hasPrefix(#"{"input":"PT","error":"reading 'PT' as an ISO 8601 duration: U_PARSE_ERROR"#))
        #expect(bad.status == 1)
    }

    /// Malformed and overflowing durations fail with their reason and offset;
    /// the values after them are still written.
    @Test func badDurationsFailOneByOne() {
        let outcome = icufmt("duration", "--locale", "en", "P", "PT1S", "PT9007199254740992S", "P1H", "1D", "PT1.5H2M")
        #expect(outcome.stdout == "\n1 second\n\n\n\n\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("icufmt: P: reading 'P' as an ISO 8601 duration: U_PARSE_ERROR ('P' with no amount after it) at offset 1"))
        #expect(outcome.stderr.contains("(an amount of 2^53 (9,007,199,254,740,992) or more) at offset 2"))
        #expect(outcome.stderr.contains("at offset 6"))
    }

    /// A negative value is a value, not an option; an unknown width is a usage error.
    @Test func negativeValuesAndUsage() {
        #expect(icufmt("duration", "--locale", "en", "-P1D").status == 0)
        #expect(icufmt("duration", "--width", "long", "PT1S").status == 2)
        #expect(icufmt("duration", "--locale", "en", stdin: "xx-invalid-locale-@@\tPT1S\n").status == 1)
    }
}
