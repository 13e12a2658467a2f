import FoundationEssentials
import ICU
import Testing

@Suite("POSIX date patterns")
struct POSIXDatePatternTests {
    /// The guide's example: `strptime_l("2014-02-07 12:00:00 -0700", "%Y-%m-%d %H:%M:%S %z", …)`.
    @Test func theGuidesExample() throws {
        let pattern = try POSIXDatePattern("%Y-%m-%d %H:%M:%S %z")
        let instant = try pattern.parse("2014-02-07 12:00:00 -0700")
        #expect(instant == ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7, 19)))
        #expect(pattern.format(instant, utcOffset: try UTCOffset(hours: -7)) == "2014-02-07 12:00:00 -0700")
        #expect(pattern.format(instant) == "2014-02-07 19:00:00 +0000")
    }

    @Test func conversions() throws {
        let expected = ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7, 12, 3, 4))
        let cases: [(String, String)] = [
            ("%a, %d %b %Y %T %Z", "Fri, 07 Feb 2014 12:03:04 GMT"),
            ("%A %B %e %H:%M:%S %Y", "friday FEBRUARY  7 12:03:04 2014"),
            ("%A %B %e %H:%M:%S %Y", "Friday February 7 12:03:04 2014"),
            ("%F %R:%S%z", "2014-02-07 13:03:04+01:00"),
            ("%D %T", "02/07/14 12:03:04"),
            ("%Y/%j %H%M%S", "2014/038 120304"),
            ("%Y-%m-%d %j %T %Z", "2014-02-07 038 12:03:04 UTC"),
            ("%Y-%m-%d%n%T %z", "2014-2-7  12:3:4 Z"),
            ("%h %d %Y %% %T", "Feb 07 2014 % 12:03:04"),
        ]
        for (text, input) in cases {
            #expect(try POSIXDatePattern(text).parse(input) == expected, "\(text) on \(input)")
        }
        #expect(try POSIXDatePattern("%a, %d %b %Y %T %Z").format(expected) == "Fri, 07 Feb 2014 12:03:04 UTC")
        #expect(try POSIXDatePattern("%A %B %e %j %y %Z").format(expected, utcOffset: try UTCOffset(hours: 1))
                == "Friday February  7 038 14 +0100")
    }

    @Test func twoDigitYearsArePOSIXs() throws {
        let pattern = try POSIXDatePattern("%y-%m-%d")
        #expect(try pattern.parse("69-01-01") == ExactInstant(secondsSince1970: utcSeconds(1969, 1, 1)))
        #expect(try pattern.parse("68-01-01") == ExactInstant(secondsSince1970: utcSeconds(2068, 1, 1)))
    }

    @Test(arguments: [
        ("%Y-%m-%d", "2014-13-01", 5),
        ("%Y-%m-%d", "2014-02-30", 8),
        ("%Y-%m-%d", "2014-02-29", 8),
        ("%Y-%m-%d %H", "2014-02-07 24", 11),
        ("%Y-%m-%d %H:%M", "2014-02-07 12:60", 14),
        ("%Y-%m-%d %T", "2014-02-07 12:00:60", 17),
        ("%Y-%m-%d %z", "2014-02-07 +2400", 11),
        ("%Y-%m-%d", "2014-02-07x", 10),
        ("%a %Y-%m-%d", "Mon 2014-02-07", 0),
        ("%Y-%m-%d %j", "2014-02-07 039", 11),
        ("%Y %j", "2014 366", 5),
        ("%Y %b %d", "2014 Fex 07", 5),
        ("%Y-%m-%d %Z", "2014-02-07 CET", 11),
    ])
    func rejects(pattern: String, text: String, offset: Int) throws {
        let compiled = try POSIXDatePattern(pattern)
        requireParseError(at: offset, text) { text throws(ICUError) in _ = try compiled.parse(text) }
    }

    @Test func badPatternsFailAtCreation() throws {
        for (text, offset) in [("%Y-%m-%d %Q", 9), ("%Y-%m-%d %", 9)] {
            let error = try #require(throws: ICUError.self) { try POSIXDatePattern(text) }
            #expect(error.code == .invalidFormat && error.utf8Offset == offset, "\(error)")
        }
        let incomplete = try #require(throws: ICUError.self) { try POSIXDatePattern("%H:%M") }
        #expect(incomplete.code == .invalidFormat)
        #expect(try POSIXDatePattern("%F") == (try POSIXDatePattern("%F")))
        #expect(try POSIXDatePattern("%F") != (try POSIXDatePattern("%Y-%m-%d")))
    }
}
