import FoundationEssentials
import ICU
import Testing

@Suite("HTTP dates")
struct HTTPDateFormatTests {
    let http = HTTPDateFormat()
    /// 2026-01-01T00:00:00Z: RFC 850's two-digit years are read against it.
    let now = ExactInstant(secondsSince1970: utcSeconds(2026, 1, 1))

    /// RFC 9110 section 5.6.7, every example: "An example of the preferred format is
    /// Sun, 06 Nov 1994 08:49:37 GMT ; IMF-fixdate / Examples of the two obsolete formats are
    /// Sunday, 06-Nov-94 08:49:37 GMT ; obsolete RFC 850 format / Sun Nov  6 08:49:37 1994 ; ANSI C's asctime() format".
    @Test func rfc9110Examples() throws {
        let expected = ExactInstant(secondsSince1970: utcSeconds(1994, 11, 6, 8, 49, 37))
        #expect(try http.parse("Sun, 06 Nov 1994 08:49:37 GMT") == expected)
        #expect(try http.parse("Sunday, 06-Nov-94 08:49:37 GMT", now: now) == expected)
        #expect(try http.parse("Sun Nov  6 08:49:37 1994") == expected)
        #expect(try http.format(expected) == "Sun, 06 Nov 1994 08:49:37 GMT")
        // The grammar's examples of its three dates: "02 Jun 1982", "02-Jun-82", "Jun  2".
        let june = ExactInstant(secondsSince1970: utcSeconds(1982, 6, 2))
        #expect(try http.parse("Wed, 02 Jun 1982 00:00:00 GMT") == june)
        #expect(try http.parse("Wednesday, 02-Jun-82 00:00:00 GMT", now: now) == june)
        #expect(try http.parse("Wed Jun  2 00:00:00 1982") == june)
        // time-of-day: "00:00:00 - 23:59:60 (leap second)".
        #expect(try http.parse("Mon, 31 Dec 1990 23:59:60 GMT") == ExactInstant(secondsSince1970: utcSeconds(1991, 1, 1)))
    }

    /// RFC 9110: a two-digit year "that appears to be more than 50 years in the future" is
    /// "the most recent year in the past that had the same last two digits".
    @Test func rfc850YearsByTheFiftyYearRule() throws {
        #expect(try http.parse("Wednesday, 01-Jan-76 00:00:00 GMT", now: now) == ExactInstant(secondsSince1970: utcSeconds(2076, 1, 1)))
        #expect(try http.parse("Saturday, 01-Jan-77 00:00:00 GMT", now: now) == ExactInstant(secondsSince1970: utcSeconds(1977, 1, 1)))
        #expect(try http.parse("Thursday, 01-Jan-26 00:00:00 GMT", now: now) == ExactInstant(secondsSince1970: utcSeconds(2026, 1, 1)))
        let in1999 = ExactInstant(secondsSince1970: utcSeconds(1999, 6, 1))
        #expect(try http.parse("Saturday, 01-Jan-00 00:00:00 GMT", now: in1999) == ExactInstant(secondsSince1970: utcSeconds(2000, 1, 1)))
    }

    @Test(arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT ", 29),   // trailing garbage
        ("Sun, 06 Nov 1994 08:49:37 UTC", 26),
        ("sun, 06 Nov 1994 08:49:37 GMT", 0),     // case-sensitive
        ("Sun, 06 nov 1994 08:49:37 GMT", 8),
        ("Mon, 06 Nov 1994 08:49:37 GMT", 0),     // not the date's weekday
        ("Sun, 6 Nov 1994 08:49:37 GMT", 6),
        ("Sun, 31 Nov 1994 08:49:37 GMT", 5),
        ("Tue, 29 Feb 1994 08:49:37 GMT", 5),
        ("Sun, 06 Nov 1994 24:00:00 GMT", 17),
        ("Sun, 06 Nov 1994 08:60:37 GMT", 20),
        ("Sun, 06 Nov 1994 08:49:60 GMT", 23),
        ("Sun, 06 Nov 94 08:49:37 GMT", 14),
        ("Sunday, 06-Nov-1994 08:49:37 GMT", 17),
        ("Sunday, 06 Nov 1994 08:49:37 GMT", 10),
        ("Sunda, 06-Nov-94 08:49:37 GMT", 5),
        ("Sun Nov 6 08:49:37 1994", 9),
        ("Sun Nov  6 08:49:37 1994 GMT", 24),
        ("", 0),
    ])
    func rejects(text: String, offset: Int) {
        requireParseError(at: offset, text) { text throws(ICUError) in _ = try http.parse(text, now: now) }
    }

    @Test func formats() throws {
        #expect(try http.format(ExactInstant(secondsSince1970: 0, nanoseconds: 999_999_999)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(try http.format(ExactInstant(secondsSince1970: -1)) == "Wed, 31 Dec 1969 23:59:59 GMT")
        #expect(try http.format(ExactInstant(secondsSince1970: 253_402_300_799)) == "Fri, 31 Dec 9999 23:59:59 GMT")
        #expect(try http.format(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(throws: ICUError.self) { try http.format(ExactInstant(secondsSince1970: 253_402_300_800)) }
        var buffer = [UInt8](repeating: 0, count: HTTPDateFormat.length)
        let count = try buffer.withUnsafeMutableBufferPointer { buffer throws(ICUError) in
            try http.format(ExactInstant(secondsSince1970: 784_111_777), into: buffer)
        }
        #expect(count == 29 && String(decoding: buffer, as: UTF8.self) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }
}
