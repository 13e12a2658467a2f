#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import ICU
import Testing

/// Seconds since 1970 of a UTC date and time, by the C library's `timegm`: an oracle
/// independent of the library's own day arithmetic.
func utcSeconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int64 {
    var fields = tm()
    fields.tm_year = Int32(year - 1900)
    fields.tm_mon = Int32(month - 1)
    fields.tm_mday = Int32(day)
    fields.tm_hour = Int32(hour)
    fields.tm_min = Int32(minute)
    fields.tm_sec = Int32(second)
    return Int64(timegm(&fields))
}

/// Requires `body` to throw `U_PARSE_ERROR` at byte `offset`.
func requireParseError(at offset: Int, _ text: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: (String) throws(ICUError) -> Void) {
    do {
        try body(text)
        Issue.record("'\(text)' parsed", sourceLocation: sourceLocation)
    } catch {
        #expect(error.code == .parseError, "\(error)", sourceLocation: sourceLocation)
        #expect(error.kind == .badInput, sourceLocation: sourceLocation)
        #expect(error.utf8Offset == offset, "\(error)", sourceLocation: sourceLocation)
        #expect(text.isEmpty || error.description.contains(String(text.prefix(64))), "\(error)", sourceLocation: sourceLocation)
    }
}

@Suite("ISO 8601 and RFC 3339")
struct ISO8601FormatTests {
    let rfc = ISO8601Format.rfc3339
    let iso = ISO8601Format.iso8601

    /// RFC 3339 section 5.8, every example, with what the RFC says each means.
    @Test func rfc3339Examples() throws {
        // "This represents 20 minutes and 50.52 seconds after the 23rd hour of April 12th, 1985 in UTC."
        #expect(try rfc.parse("1985-04-12T23:20:50.52Z")
                == ExactInstant(secondsSince1970: utcSeconds(1985, 4, 12, 23, 20, 50), nanoseconds: 520_000_000))
        // "... 39 minutes and 57 seconds after the 16th hour of December 19th, 1996 with an offset
        // of -08:00 from UTC (Pacific Standard Time). Note that this is equivalent to 1996-12-20T00:39:57Z in UTC."
        let pacific = try rfc.parse("1996-12-19T16:39:57-08:00")
        #expect(pacific == ExactInstant(secondsSince1970: utcSeconds(1996, 12, 20, 0, 39, 57)))
        #expect(pacific == (try rfc.parse("1996-12-20T00:39:57Z")))
        // "This represents the leap second inserted at the end of 1990." Read as POSIX time does.
        let leap = try rfc.parse("1990-12-31T23:59:60Z")
        #expect(leap == ExactInstant(secondsSince1970: utcSeconds(1991, 1, 1)))
        // "This represents the same leap second in Pacific Standard Time, 8 hours behind UTC."
        #expect(try rfc.parse("1990-12-31T15:59:60-08:00") == leap)
        // "... the same instant of time as noon, January 1, 1937, Netherlands time ... +00:20"
        #expect(try rfc.parse("1937-01-01T12:00:27.87+00:20")
                == ExactInstant(secondsSince1970: utcSeconds(1937, 1, 1, 11, 40, 27), nanoseconds: 870_000_000))
    }

    @Test func rfc3339Spellings() throws {
        let expected = ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7, 19))
        for text in ["2014-02-07T12:00:00-07:00", "2014-02-07t19:00:00z", "2014-02-07 19:00:00Z",
                     "2014-02-07T19:00:00+00:00", "2014-02-07T19:00:00-00:00", "2014-02-07T19:00:00.000Z"] {
            #expect(try rfc.parse(text) == expected, "\(text)")
            #expect(try iso.parse(text) == expected, "\(text)")
        }
        let stamp = try rfc.parseTimestamp("2014-02-07T12:00:00-07:00")
        #expect(stamp.utcOffset == (try UTCOffset(hours: -7)))
        #expect(!stamp.isLocalOffsetUnknown)
        #expect(try rfc.parseTimestamp("2014-02-07T19:00:00-00:00").isLocalOffsetUnknown)
        #expect(try !rfc.parseTimestamp("2014-02-07T19:00:00+00:00").isLocalOffsetUnknown)
    }

    /// ISO 8601's other forms: basic, week and ordinal dates, reduced times, comma fractions,
    /// `±hh` and `±hhmm` offsets, expanded years, a date alone.
    @Test func iso8601Forms() throws {
        let noon = ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7, 12))
        for text in ["2014-02-07T12:00:00Z", "20140207T120000Z", "2014-W06-5T12:00:00Z", "2014W065T120000Z",
                     "2014-038T12:00Z", "2014038T12Z", "2014-02-07T13:00+01", "20140207T0500-0700",
                     "2014-02-07T12:00:00,000Z", "2014-02-07T14:00:00+02:00"] {
            #expect(try iso.parse(text) == noon, "\(text)")
        }
        #expect(try iso.parse("2014-02-07") == ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7)))
        #expect(try iso.parseTimestamp("2014-02-07").isLocalOffsetUnknown)
        #expect(try iso.parse("20140207") == ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7)))
        // 2009-W53-7 is 2010-01-03; 2008-W01-1 is 2007-12-31.
        #expect(try iso.parse("2009-W53-7") == ExactInstant(secondsSince1970: utcSeconds(2010, 1, 3)))
        #expect(try iso.parse("2008-W01-1") == ExactInstant(secondsSince1970: utcSeconds(2007, 12, 31)))
        #expect(try iso.parse("2016-366") == ExactInstant(secondsSince1970: utcSeconds(2016, 12, 31)))
        #expect(try iso.parse("+10000-01-01T00:00:00Z").secondsSince1970 == 253_402_300_800)
        #expect(try iso.parse("-0001-12-31T23:59:59Z").secondsSince1970 == -62_167_219_201)
        #expect(try iso.parse("2014-02-07T12:00:00,5Z").nanoseconds == 500_000_000)
    }

    @Test func timesAlone() throws {
        #expect(try rfc.parseTime("12:00:00-07:00") == ISO8601Time(hour: 12, minute: 0, utcOffset: try UTCOffset(hours: -7)))
        #expect(try rfc.parseTime("23:59:60.5Z") == ISO8601Time(hour: 23, minute: 59, second: 60, nanosecond: 500_000_000, utcOffset: .zero))
        #expect(try iso.parseTime("T1230") == ISO8601Time(hour: 12, minute: 30))
        #expect(try iso.parseTime("24:00") == ISO8601Time(hour: 24, minute: 0))
        requireParseError(at: 0, "24:00:01") { text throws(ICUError) in _ = try rfc.parseTime(text) }
        requireParseError(at: 3, "12:60:00") { text throws(ICUError) in _ = try rfc.parseTime(text) }
        requireParseError(at: 8, "12:00:00x") { text throws(ICUError) in _ = try rfc.parseTime(text) }
    }

    @Test func fractionsToTheNanosecondAndBeyond() throws {
        #expect(try rfc.parse("2000-01-01T00:00:00.123456789Z").nanoseconds == 123_456_789)
        // Digits past the ninth are dropped, never rounded.
        #expect(try rfc.parse("2000-01-01T00:00:00.1234567899999Z").nanoseconds == 123_456_789)
        #expect(try rfc.parse("1969-12-31T23:59:59.999999999Z")
                == ExactInstant(secondsSince1970: -1, nanoseconds: 999_999_999))
    }

    @Test func hour24IsTheNextMidnight() throws {
        #expect(try rfc.parse("1990-01-01T24:00:00Z") == ExactInstant(secondsSince1970: utcSeconds(1990, 1, 2)))
        #expect(try iso.parse("1990-12-31T24:00Z") == ExactInstant(secondsSince1970: utcSeconds(1991, 1, 1)))
    }

    /// Every invalid form of the standards, rejected with the byte at fault.
    @Test(arguments: [
        ("1990-13-01T00:00:00Z", 5),      // month 13
        ("1990-00-01T00:00:00Z", 5),      // month 0
        ("1990-02-30T00:00:00Z", 8),      // 30 February
        ("2023-02-29T00:00:00Z", 8),      // 29 February, common year
        ("1900-02-29T00:00:00Z", 8),      // 1900 is not a leap year
        ("1990-04-31T00:00:00Z", 8),      // 31 April
        ("1990-01-00T00:00:00Z", 8),      // day 0
        ("1990-01-01T24:01:00Z", 11),     // hour 24 other than 24:00:00
        ("1990-01-01T24:00:00.1Z", 11),
        ("1990-01-01T25:00:00Z", 11),
        ("1990-01-01T12:60:00Z", 14),     // minute 60
        ("1990-01-01T12:00:61Z", 17),
        ("1990-01-01T12:00:60Z", 17),     // a leap second not at 23:59:60 UTC
        ("1990-12-31T23:59:60+01:00", 17),
        ("1990-01-01T12:00:00+24:00", 19), // offset beyond ±23:59
        ("1990-01-01T12:00:00-23:60", 23),
        ("1990-01-01T12:00:00Zjunk", 20), // trailing garbage
        ("1990-01-01T12:00:00Z ", 20),
        ("1990-01-01T12:00:00", 19),      // no offset
        ("1990-01-01T12:00:00.Z", 20),    // no fraction digit
        ("1990-01-01T12:00:00,5Z", 19),   // RFC 3339 has no comma
        ("1990-01-01T12:00Z", 16),        // RFC 3339 needs seconds
        ("1990-01-01", 10),               // and a time
        ("19900101T120000Z", 4),          // and the extended form
        ("90-01-01T12:00:00Z", 2),
        ("1990-1-01T12:00:00Z", 6),
        ("1990-01-01X12:00:00Z", 10),
        ("1990-01-01T12:00:00+0100", 22),
        ("", 0),
    ])
    func rfc3339Rejects(text: String, offset: Int) {
        requireParseError(at: offset, text) { text throws(ICUError) in _ = try rfc.parse(text) }
    }

    @Test(arguments: [
        ("2014-W54-1", 6),                // week 54
        ("2015-W53-1", 6) ,               // 2015 has 53 weeks; see below
        ("2014-W53-1", 6),                // 2014 has 52
        ("2014-W06-8", 9),                // weekday 8
        ("2014-366", 5),                  // day 366 of a common year
        ("2014-000", 5),
        ("20140207T12:00:00Z", 11),       // basic date, extended time
        ("2014-02-07T120000Z", 13),       // extended date, basic time
        ("2014-02-07T12:00:00", 19),      // a time needs an offset
        ("+1000-01-01", 0),               // an expanded year has 4 to 11 digits: this has 4, fine; see below
        ("+123456789012-01-01", 1),
        ("2014-02-07T12:00:00Z[", 20),
        ("2014-02-07T12:00:00Z[]", 21),
    ])
    func iso8601Rejects(text: String, offset: Int) throws {
        if text == "2015-W53-1" {
            #expect(try iso.parse(text) == ExactInstant(secondsSince1970: utcSeconds(2015, 12, 28)))
        } else if text == "+1000-01-01" {
            #expect(try iso.parse(text) == ExactInstant(secondsSince1970: utcSeconds(1000, 1, 1)))
        } else {
            requireParseError(at: offset, text) { text throws(ICUError) in _ = try iso.parse(text) }
        }
    }

    @Test func formats() throws {
        let instant = ExactInstant(secondsSince1970: utcSeconds(2014, 2, 7, 19), nanoseconds: 5_000)
        #expect(rfc.format(instant) == "2014-02-07T19:00:00.000005Z")
        #expect(rfc.format(instant, utcOffset: try UTCOffset(hours: -7)) == "2014-02-07T12:00:00.000005-07:00")
        #expect(rfc.format(instant, utcOffset: try UTCOffset(hours: 5, minutes: 30)) == "2014-02-08T00:30:00.000005+05:30")
        #expect(try ISO8601Format(representation: .basic, fractionDigits: 0).format(instant, utcOffset: try UTCOffset(hours: -7))
                == "20140207T120000-0700")
        #expect(try ISO8601Format(representation: .date).format(instant) == "2014-02-07")
        #expect(try ISO8601Format(fractionDigits: 3).format(instant) == "2014-02-07T19:00:00.000Z")
        #expect(try ISO8601Format(fractionDigits: 9).format(instant) == "2014-02-07T19:00:00.000005000Z")
        #expect(rfc.format(ExactInstant(secondsSince1970: -1, nanoseconds: 500_000_000)) == "1969-12-31T23:59:59.5Z")
        #expect(rfc.format(ExactInstant(secondsSince1970: 253_402_300_800)) == "+10000-01-01T00:00:00Z")
        #expect(rfc.format(ExactInstant(secondsSince1970: -62_167_219_201)) == "-0001-12-31T23:59:59Z")
        // The ends of the four-digit years, where an offset moves the local date across them.
        #expect(rfc.format(ExactInstant(secondsSince1970: -62_167_219_200)) == "0000-01-01T00:00:00Z")
        #expect(rfc.format(ExactInstant(secondsSince1970: -62_167_219_200), utcOffset: try UTCOffset(hours: -1))
                == "-0001-12-31T23:00:00-01:00")
        #expect(rfc.format(ExactInstant(secondsSince1970: -62_167_215_600), utcOffset: try UTCOffset(hours: -1))
                == "0000-01-01T00:00:00-01:00")
        #expect(rfc.format(ExactInstant(secondsSince1970: 253_402_300_799, nanoseconds: 999_999_999))
                == "9999-12-31T23:59:59.999999999Z")
        #expect(rfc.format(ExactInstant(secondsSince1970: 253_402_300_799), utcOffset: try UTCOffset(hours: 1))
                == "+10000-01-01T00:59:59+01:00")
        #expect(rfc.format(ExactInstant(secondsSince1970: 253_402_304_399), utcOffset: try UTCOffset(hours: -1))
                == "9999-12-31T23:59:59-01:00")
        #expect(rfc.format(ExactInstant(secondsSince1970: .max - 1000), utcOffset: try UTCOffset(hours: 14))
                == "+292277026596-12-05T05:13:27+14:00")
        #expect(rfc.format(ExactInstant(secondsSince1970: .max)) == "+292277026596-12-04T15:30:07Z")
        #expect(rfc.format(ExactInstant(secondsSince1970: .min)) == "-292277022657-01-27T08:29:52Z")
        #expect(throws: ICUError.self) { try ISO8601Format(fractionDigits: 10) }
        #expect(throws: ICUError.self) { try UTCOffset(seconds: 86_400) }
        #expect(throws: ICUError.self) { try UTCOffset(seconds: 90) }
        #expect(try UTCOffset(hours: -7, minutes: 30).description == "-07:30")
        #expect(UTCOffset.zero.description == "Z")
    }

    @Test func formatsIntoABuffer() throws {
        let instant = try rfc.parse("2014-02-07T19:00:00.25Z")
        var buffer = [UInt8](repeating: 0, count: ISO8601Format.maximumLength)
        let count = buffer.withUnsafeMutableBufferPointer { rfc.format(instant, into: $0) }
        #expect(count.map { String(decoding: buffer[..<$0], as: UTF8.self) } == "2014-02-07T19:00:00.25Z")
        var short = [UInt8](repeating: 0, count: ISO8601Format.maximumLength - 1)
        #expect(short.withUnsafeMutableBufferPointer { rfc.format(instant, into: $0) } == nil)
        let parsed = try Array("2014-02-07T19:00:00.25Z".utf8).withUnsafeBufferPointer { bytes throws(ICUError) in
            try rfc.parse(utf8: bytes)
        }
        #expect(parsed == instant)
    }

    /// RFC 9557: zones and calendars kept, critical keys and zones checked.
    @Test func annotations() throws {
        let paris = try iso.parseTimestamp("2022-07-08T00:14:07+01:00[Europe/Paris]")
        #expect(paris.timeZone == "Europe/Paris")
        #expect(!paris.isTimeZoneCritical)
        #expect(paris.instant == ExactInstant(secondsSince1970: utcSeconds(2022, 7, 7, 23, 14, 7)))
        let full = try rfc.parseTimestamp("2022-07-08T00:14:07+02:00[!Europe/Paris][u-ca=japanese][_vendor=x-1]")
        #expect(full.isTimeZoneCritical && full.calendar == "japanese" && !full.isCalendarCritical)
        #expect(rfc.format(full) == "2022-07-08T00:14:07+02:00[!Europe/Paris][u-ca=japanese]")
        #expect(try rfc.parseTimestamp("2022-07-08T00:14:07Z[!u-ca=hebrew]").isCalendarCritical)
        #expect(try rfc.parseTimestamp("2022-07-08T00:14:07+01:00[+01:00]").timeZone == "+01:00")
        // Z is an unknown local offset: it contradicts no zone.
        #expect(try rfc.parseTimestamp("2022-07-07T22:14:07Z[!Europe/Paris]").timeZone == "Europe/Paris")
        // An elective zone may disagree; a critical one may not.
        #expect(try rfc.parseTimestamp("2022-07-08T00:14:07+01:00[Europe/Paris]").utcOffset.seconds == 3600)
        requireParseError(at: 27, "2022-07-08T00:14:07+01:00[!Europe/Paris]") { text throws(ICUError) in
            _ = try rfc.parseTimestamp(text)
        }
        requireParseError(at: 27, "2022-07-08T00:14:07+01:00[!+02:00]") { text throws(ICUError) in _ = try rfc.parse(text) }
        requireParseError(at: 27, "2022-07-08T00:14:07+01:00[!Mars/Olympus]") { text throws(ICUError) in _ = try rfc.parse(text) }
        // Unknown elective keys are ignored; unknown critical ones are errors.
        #expect(try rfc.parseTimestamp("2022-07-08T00:14:07Z[foo=bar]").calendar == nil)
        requireParseError(at: 22, "2022-07-08T00:14:07Z[!foo=bar]") { text throws(ICUError) in _ = try rfc.parse(text) }
        requireParseError(at: 21, "2022-07-08T00:14:07Z[Foo=bar]") { text throws(ICUError) in _ = try rfc.parse(text) }
        requireParseError(at: 37, "2022-07-08T00:14:07Z[u-ca=japanese][!u-ca=hebrew]") { text throws(ICUError) in
            _ = try rfc.parse(text)
        }
        requireParseError(at: 35, "2022-07-08T00:14:07Z[u-ca=japanese][Europe/Paris]") { text throws(ICUError) in
            _ = try rfc.parse(text)
        }
        requireParseError(at: 28, "2022-07-08T00:14:07Z[Europe//Paris]") { text throws(ICUError) in _ = try rfc.parse(text) }
        requireParseError(at: 26, "2022-07-08T00:14:07Z[u-ca=]") { text throws(ICUError) in _ = try rfc.parse(text) }
    }

    @Test func dateConversions() throws {
        let date = Date(timeIntervalSince1970: 1_391_799_600.123)
        #expect(try rfc.format(date) == "2014-02-07T19:00:00.123Z")
        #expect(try ExactInstant(date).nanoseconds == 123_000_000)
        #expect(try rfc.parseDate("2014-02-07T12:00:00-07:00") == Date(timeIntervalSince1970: 1_391_799_600))
        #expect(throws: ICUError.self) { try rfc.format(Date(timeIntervalSince1970: .nan)) }
        #expect(throws: ICUError.self) { try ExactInstant(Date(timeIntervalSince1970: .infinity)) }
        #expect(try ExactInstant(Date(timeIntervalSince1970: -0.25)) == ExactInstant(secondsSince1970: -1, nanoseconds: 750_000_000))
    }

    @Test func instantArithmetic() {
        #expect(ExactInstant(secondsSince1970: 0, nanoseconds: -1) == ExactInstant(secondsSince1970: -1, nanoseconds: 999_999_999))
        #expect(ExactInstant(secondsSince1970: 1, nanoseconds: 2_500_000_000) == ExactInstant(secondsSince1970: 3, nanoseconds: 500_000_000))
        #expect(ExactInstant(secondsSince1970: -1, nanoseconds: 999_999_999) < .unixEpoch)
        #expect(ExactInstant.unixEpoch.description == "1970-01-01T00:00:00Z")
    }
}

extension ISO8601FormatTests {
    /// Expanded years in the basic form: before a calendar date (the last four digits are the month
    /// and day) or a week date; what the basic representation writes reads back.
    @Test func expandedYearsInTheBasicForm() throws {
        let basic = try ISO8601Format(representation: .basic)
        let far = ExactInstant(secondsSince1970: 253_402_300_800)
        #expect(basic.format(far) == "+100000101T000000Z")
        #expect(try iso.parse("+100000101T000000Z") == far)
        #expect(try iso.parse("-00011231T235959Z").secondsSince1970 == -62_167_219_201)
        #expect(try iso.parse("+10000W011") == (try iso.parse("+10000-W01-1")))
        requireParseError(at: 1, "+1000010") { text throws(ICUError) in _ = try iso.parse(text) }
    }
}
