import Testing

@Suite struct DateCommandTests {
    @Test(.cldr42) func formatsUnixSecondsWithTheDefaultStyles() {
        #expect(icufmt("date", "@1388934489", "--locale", "en_US", "--time-zone", "America/Los_Angeles")
                == Outcome(stdout: "Jan 5, 2014, 7:08\u{202F}AM\n"))
        #expect(icufmt("date", "@1388934489", "--locale", "de_DE", "--time-zone", "Europe/Berlin")
                == Outcome(stdout: "05.01.2014, 16:08\n"))
    }

    @Test(.cldr42) func readsISO8601WithFractionAndOffset() {
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--time-style", "medium",
                           "2014-01-05T16:08:09.250+01:00", "2014-01-05t15:08:09z")
                == Outcome(stdout: "Jan 5, 2014, 3:08:09\u{202F}PM\nJan 5, 2014, 3:08:09\u{202F}PM\n"))
        #expect(icufmt("date", "--locale", "de_DE", "--time-zone", "UTC", "--pattern", "yyyy-MM-dd HH:mm:ss.SSS",
                           "2014-01-05T16:08:09.250+01:00", "1969-12-31T23:59:59.5Z", "2016-02-29T00:00:00-05:30")
                == Outcome(stdout: "2014-01-05 15:08:09.250\n1969-12-31 23:59:59.500\n2016-02-29 05:30:00.000\n"))
    }

    @Test func readsNegativeAndFractionalUnixSeconds() {
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy-MM-dd HH:mm:ss.SSS",
                           "@-5", "@1.5", "@0")
                == Outcome(stdout: "1969-12-31 23:59:55.000\n1970-01-01 00:00:01.500\n1970-01-01 00:00:00.000\n"))
    }

    @Test(.cldr42) func formatsWithATemplate() {
        #expect(icufmt("date", "--locale", "fr_FR", "--template", "dMMM", "--time-zone", "Europe/Paris",
                           "2014-01-05T15:08:09Z")
                == Outcome(stdout: "5 janv.\n"))
        #expect(icufmt("date", "--locale", "fr_FR", "--date-style", "full", "--time-style", "full",
                           "--time-zone", "Europe/Paris", "2014-01-05T15:08:09Z")
                == Outcome(stdout: "dimanche 5 janvier 2014 à 16:08:09 heure normale d\u{2019}Europe centrale\n"))
    }

    @Test(.cldr42) func takesTheTimeZoneFromTZ() {
        #expect(icufmt("date", "--locale", "en_US", "@0", timeZone: "Asia/Tokyo")
                == Outcome(stdout: "Jan 1, 1970, 9:00\u{202F}AM\n"))
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "@0", timeZone: "Asia/Tokyo")
                == Outcome(stdout: "Jan 1, 1970, 12:00\u{202F}AM\n"))
    }

    @Test(.cldr42) func readsAPOSIXOffsetInTZ() {
        // POSIX offsets count hours west of Greenwich: UTC+3 is three hours behind UTC.
        #expect(icufmt("date", "--pattern", "HH:mm", "2014-01-05T15:08:09Z", timeZone: "UTC+3")
                == Outcome(stdout: "12:08\n"))
        #expect(icufmt("date", "--pattern", "yyyy-MM-dd HH:mm ZZZZ", "@0", timeZone: "UTC+3")
                == Outcome(stdout: "1969-12-31 21:00 GMT-03:00\n"))
        #expect(icufmt("date", "--pattern", "HH:mm", "@0", "--locale", "en_US", timeZone: "<+0330>-3:30")
                == Outcome(stdout: "03:30\n"))
        #expect(icufmt("date", "--pattern", "HH:mm", "@0", timeZone: ":Asia/Tokyo") == Outcome(stdout: "09:00\n"))
        #expect(icufmt("date", "--pattern", "HH:mm", "@0", timeZone: "") == Outcome(stdout: "00:00\n"))
        #expect(icufmt("parse-date", "--pattern", "yyyy-MM-dd HH:mm", "2014-01-05 12:08", timeZone: "UTC+3")
                == Outcome(stdout: "2014-01-05T15:08:00Z\n"))
    }

    @Test func rejectsATZThatIsNoZone() {
        #expect(icufmt("date", "@0", timeZone: "EST5EDT,M3.2.0,M11.1.0") == Outcome(stdout: "", stderr: """
            Error: reading TZ 'EST5EDT,M3.2.0,M11.1.0': U_ILLEGAL_ARGUMENT_ERROR (daylight-saving rules are read only in zone IDs ICU knows, such as EST5EDT; give a zone ID such as America/New_York); give --time-zone, or set TZ to a zone such as Europe/Berlin
              See 'icufmt date --help' for more information.

            """, status: 2))
        #expect(icufmt("parse-date", "--pattern", "HH:mm", "12:08", timeZone: "Mars/Base") == Outcome(stdout: "", stderr: """
            Error: reading TZ 'Mars/Base': U_ILLEGAL_ARGUMENT_ERROR (neither a time zone ID, such as Europe/Berlin, nor a POSIX offset, such as UTC+3); give --time-zone, or set TZ to a zone such as Europe/Berlin
              See 'icufmt parse-date --help' for more information.

            """, status: 2))
        // --time-zone wins, and commands without times do not read TZ.
        #expect(icufmt("date", "--pattern", "HH:mm", "--time-zone", "UTC", "@0", timeZone: "Mars/Base")
                == Outcome(stdout: "00:00\n"))
        #expect(icufmt("number", "1", timeZone: "Mars/Base") == Outcome(stdout: "1\n"))
    }

    /// `parse-date` writes years beyond 0000…9999 with a sign; `date` reads them back.
    @Test("date reads the years parse-date writes", arguments: [-271_820, -5, 0, 1, 9999, 10_000, 275_759])
    func readsTheYearsParseDateWrites(year: Int) {
        let instant = isoYear(year) + "-06-15T12:34:56.789Z"
        let options = ["--locale", "en_US", "--time-zone", "UTC", "--pattern", "G y-MM-dd HH:mm:ss.SSS"]
        let shown = icufmt(arguments: ["date"] + options + [instant])
        #expect(shown.status == 0 && shown.stderr == "" && shown.stdout.hasSuffix(" 12:34:56.789\n"), "\(shown)")
        let text = String(shown.stdout.dropLast())
        #expect(icufmt(arguments: ["parse-date", "--lenient"] + options + [text]) == Outcome(stdout: instant + "\n"))
        // ICU 72 refuses years beyond 144683 of either era when parsing strictly.
        if abs(year) <= 144_683 {
            #expect(icufmt(arguments: ["parse-date"] + options + [text]) == Outcome(stdout: instant + "\n"))
        }
    }

    @Test(.cldr42) func readsExpandedYearsOnlyAsParseDateWritesThem() {
        let values = ["+2014-01-05T15:08:09Z", "-0000-01-05T15:08:09Z", "+09999-01-05T15:08:09Z", "10000-01-05T15:08:09Z",
                      "-005-01-05T15:08:09Z", "+-0005-01-05T15:08:09Z"]
        let offsets = [5, 5, 6, 4, 4, 1]
        let reason = "U_PARSE_ERROR (expected ISO 8601 such as 2014-01-05T15:08:09Z or 2014-01-05T16:08:09.250+01:00, or @ and Unix seconds such as @1388934489)"
        #expect(icufmt(arguments: ["date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "y"] + values)
                == Outcome(stdout: String(repeating: "\n", count: values.count),
                           stderr: zip(values, offsets).map { "icufmt: \($0): reading '\($0)' as an instant: \(reason) at offset \($1)\n" }.joined(),
                           status: 1))
        let tooFar = ["+275760-09-13T00:00:00.001Z", "-271821-04-19T23:59:59.999Z", "+99999999999999999999-01-01T00:00:00Z",
                      "@-8640000000000.001", "@99999999999999999999999999"]
        #expect(icufmt(arguments: ["date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "y"] + tooFar)
                == Outcome(stdout: String(repeating: "\n", count: tooFar.count),
                           stderr: tooFar.map { "icufmt: \($0): reading '\($0)' as an instant: U_ILLEGAL_ARGUMENT_ERROR (more than 100,000,000 days from 1970)\n" }.joined(),
                           status: 1))
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "G y-MM-dd HH:mm:ss.SSS",
                       "+275760-09-13T00:00:00Z", "-271821-04-20T00:00:00Z", "@8640000000000", "@-8640000000000")
                == Outcome(stdout: "AD 275760-09-13 00:00:00.000\nBC 271817-11-20 00:00:00.000\nAD 275760-09-13 00:00:00.000\nBC 271817-11-20 00:00:00.000\n"))
    }

    @Test func readsMillisecondsExactlyAndDropsTheDigitsAfterThem() {
        #expect(icufmt("date", "--time-zone", "UTC", "--pattern", "SSS", "1975-06-18T07:55:56.468Z") == Outcome(stdout: "468\n"))
        #expect(icufmt("date", "--time-zone", "UTC", "--pattern", "yyyy", "2014-12-31T23:59:59.99999999Z") == Outcome(stdout: "2014\n"))
        #expect(icufmt("date", "--time-zone", "UTC", "--pattern", "yyyy-MM-dd HH:mm:ss.SSS",
                       "2014-12-31T23:59:59.99999999Z", "1969-12-31T23:59:59.9999Z", "2014-01-05T16:08:09.2509+01:00",
                       "@1419033599.9999999", "@-0.0015", "@-1.0005", "@+1.5", "@0.000999")
                == Outcome(stdout: """
                    2014-12-31 23:59:59.999
                    1969-12-31 23:59:59.999
                    2014-01-05 15:08:09.250
                    2014-12-19 23:59:59.999
                    1969-12-31 23:59:59.999
                    1969-12-31 23:59:59.000
                    1970-01-01 00:00:01.500
                    1970-01-01 00:00:00.000

                    """))
    }

    /// Every millisecond of a second at several epochs, as ISO 8601 and as Unix seconds.
    @Test func showsEveryMillisecondAsWritten() {
        var lines: [String] = []
        var expected: [String] = []
        for epoch in ["1970-01-01T00:00:00", "1969-12-31T23:59:59", "1975-06-18T07:55:56", "2014-12-31T23:59:59",
                      "9999-12-31T23:59:59", "-0005-03-01T00:00:00", "+275759-06-15T12:34:56", "-271820-06-15T12:34:56"] {
            for millisecond in 0..<1000 {
                lines.append("\(epoch).\(threeDigits(millisecond))Z")
                expected.append("\(epoch.suffix(8)).\(threeDigits(millisecond))")
            }
        }
        for seconds in [0, 172_223_756, 1_419_033_599, 253_402_300_799, 8_639_999_999_999] {
            for millisecond in 0..<1000 {
                for sign in [1, -1] {
                    lines.append("@\(sign < 0 ? "-" : "")\(seconds).\(threeDigits(millisecond))")
                    expected.append(timeOfDay(milliseconds: sign * (seconds * 1000 + millisecond)))
                }
            }
        }
        expectTimesOfDay(of: lines, expected)
    }

    /// Random instants within 2^39 seconds of 1970 (years -15000 to 19000), with integer
    /// arithmetic for what they must show.
    @Test func showsRandomInstantsAsWritten() {
        var random = SplitMix64(seed: 0x1CF_D47E)
        var lines: [String] = []
        var expected: [String] = []
        for _ in 0..<3000 {
            let milliseconds = Int(random.next() % 1_099_511_627_776_001) - 549_755_813_888_000
            let magnitude = abs(milliseconds)
            lines.append("@\(milliseconds < 0 ? "-" : "")\(magnitude / 1000).\(threeDigits(magnitude % 1000))\(random.next() % 1000)")
            expected.append(timeOfDay(milliseconds: milliseconds))
            // An ISO 8601 text with random fields: only its time of day is calendar-free.
            let year = Int(random.next() % 34_000) - 15_000
            let time = (Int(random.next() % 24), Int(random.next() % 60), Int(random.next() % 60), Int(random.next() % 1000))
            let clock = "\(twoDigits(time.0)):\(twoDigits(time.1)):\(twoDigits(time.2)).\(threeDigits(time.3))"
            lines.append("\(isoYear(year))-\(twoDigits(Int(random.next() % 12) + 1))-\(twoDigits(Int(random.next() % 28) + 1))T\(clock)\(random.next() % 10_000)Z")
            expected.append(clock)
        }
        expectTimesOfDay(of: lines, expected)
    }

    /// Beyond 2^40 seconds from 1970 a `Date` (a `Double` of seconds) holds a
    /// millisecond only to a quarter of one (or half, beyond 2^41): `DateFormat`
    /// reads it as the nearest millisecond, which is the one it was made from.
    @Test func showsMillisecondsFarFrom1970() {
        #expect(icufmt("date", "--time-zone", "UTC", "--pattern", "ss.SSS", "@1099511627776.006", "@-2199023255552.006")
                == Outcome(stdout: "16.006\n27.994\n"))
    }

    @Test func rejectsMalformedInstants() {
        let values = ["2015-02-29T00:00:00Z", "2014-01-05", "2014-01-05T15:08:09", "2014-01-05T24:00:00Z", "@", "@1e9", "@nan"]
        let offsets = [10, 10, 19, 13, 1, 2, 1]
        let reason = "U_PARSE_ERROR (expected ISO 8601 such as 2014-01-05T15:08:09Z or 2014-01-05T16:08:09.250+01:00, or @ and Unix seconds such as @1388934489)"
        let outcome = icufmt(arguments: ["date", "--locale", "en_US", "--time-zone", "UTC"] + values + ["@1"])
        #expect(outcome == Outcome(
            stdout: String(repeating: "\n", count: values.count) + "Jan 1, 1970, 12:00\u{202F}AM\n",
            stderr: zip(values, offsets).map { "icufmt: \($0): reading '\($0)' as an instant: \(reason) at offset \($1)\n" }.joined(),
            status: 1))
    }

    @Test func rejectsInstantsTooFarFrom1970() {
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "@99999999999999")
                == Outcome(stdout: "\n",
                           stderr: "icufmt: @99999999999999: reading '@99999999999999' as an instant: U_ILLEGAL_ARGUMENT_ERROR (more than 100,000,000 days from 1970)\n",
                           status: 1))
    }
}

@Suite struct ParseDateCommandTests {
    @Test func readsAShortDateInTheTimeZone() {
        #expect(icufmt("parse-date", "--locale", "en_US", "--date-style", "short", "--time-style", "none",
                           "--time-zone", "America/Los_Angeles", "9/3/14")
                == Outcome(stdout: "2014-09-03T07:00:00Z\n"))
    }

    @Test func readsTheOtherOrderOnlyWhenLenient() {
        let strict = icufmt("parse-date", "--locale", "de_DE", "--date-style", "short", "--time-style", "none",
                            "--time-zone", "America/Los_Angeles", "9/3/14", "09.03.14")
        #expect(strict.stdout == "\n2014-03-09T08:00:00Z\n" && strict.status == 1)
        // The offset is ICU's own: 0 in ICU 72, 1 in ICU 78.
        let failure = "icufmt: 9/3/14: parsing '9/3/14' as a date in de_DE: U_PARSE_ERROR at offset "
        #expect(strict.stderr.hasPrefix(failure) && strict.stderr.hasSuffix("\n"), "\(strict)")
        #expect(!TestedICU.isPinned || strict.stderr == failure + "0\n")
        #expect(icufmt("parse-date", "--locale", "de_DE", "--date-style", "short", "--time-style", "none",
                           "--time-zone", "America/Los_Angeles", "--lenient", "9/3/14")
                == Outcome(stdout: "2014-03-09T08:00:00Z\n"))
    }

    @Test func writesMillisecondsOnlyWhenNotZero() {
        #expect(icufmt("parse-date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy-MM-dd HH:mm:ss.SSS",
                           "2014-01-05 15:08:09.250", "2014-01-05 15:08:09.000")
                == Outcome(stdout: "2014-01-05T15:08:09.250Z\n2014-01-05T15:08:09Z\n"))
        #expect(icufmt("parse-date", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
                           "--date-style", "medium", "--time-style", "medium", "05.01.2014, 16:08:09")
                == Outcome(stdout: "2014-01-05T15:08:09Z\n"))
    }

    @Test func writesOldDatesInTheProlepticGregorianCalendar() {
        // ICU reads 0001-01-01 in the Julian calendar: two days before the Gregorian one.
        #expect(icufmt("parse-date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy-MM-dd",
                           "0001-01-01", "1582-10-15")
                == Outcome(stdout: "0000-12-30T00:00:00Z\n1582-10-15T00:00:00Z\n"))
    }
}

@Suite struct PatternCommandTests {
    @Test(.cldr42) func findsTheLocalesBestPattern() {
        #expect(icufmt("pattern", "--locale", "de_DE", "dMMM", "yMMMd", "jmm")
                == Outcome(stdout: "d. MMM\nd. MMM y\nHH:mm\n"))
        #expect(icufmt("pattern", "--locale", "en_US", "dMMM", "yMMMd", "jmm")
                == Outcome(stdout: "MMM d\nMMM d, y\nh:mm\u{202F}a\n"))
    }

    @Test(.cldr42) func takesTheLocaleFromLCTIME() {
        #expect(icufmt("pattern", "dMMM", environment: ["LC_TIME": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8"])
                == Outcome(stdout: "d. MMM\n"))
    }

    @Test(.cldr42) func rejectsSkeletonsWithoutFields() {
        #expect(icufmt("pattern", "--locale", "de_DE", "", "dMMM")
                == Outcome(stdout: "\nd. MMM\n",
                           stderr: "icufmt: : reading date template '': U_ILLEGAL_ARGUMENT_ERROR (no date or time field)\n",
                           status: 1))
    }
}

/// Expects `date` to show each instant of `lines` in UTC as the `HH:mm:ss.SSS` of `expected`.
private func expectTimesOfDay(of lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "HH:mm:ss.SSS",
                         stdin: lines.joined(separator: "\n") + "\n")
    #expect(outcome.stderr == "" && outcome.status == 0, sourceLocation: sourceLocation)
    let shown = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let wrong = zip(lines, zip(shown, expected)).filter { $1.0 != $1.1 }
    #expect(shown.count == expected.count && wrong.isEmpty,
            "\(wrong.count) of \(lines.count) wrong, such as \(wrong.prefix(5).map { "\($0): \($1.0), not \($1.1)" })",
            sourceLocation: sourceLocation)
}

/// A year as `parse-date` writes it: four digits, with a sign outside 0000…9999.
private func isoYear(_ year: Int) -> String {
    let digits = String(abs(year))
    return (year < 0 ? "-" : year > 9999 ? "+" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// `HH:mm:ss.SSS` of milliseconds since 1970, in UTC.
private func timeOfDay(milliseconds: Int) -> String {
    let ofDay = (milliseconds % 86_400_000 + 86_400_000) % 86_400_000
    return "\(twoDigits(ofDay / 3_600_000)):\(twoDigits(ofDay / 60_000 % 60)):\(twoDigits(ofDay / 1000 % 60)).\(threeDigits(ofDay % 1000))"
}

private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

private func threeDigits(_ value: Int) -> String { value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)" }

/// A small seeded generator, so that a failing instant can be found again.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
