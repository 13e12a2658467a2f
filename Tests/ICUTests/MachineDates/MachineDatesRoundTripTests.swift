// This file imports Foundation for its ISO 8601 parser and formatter, to compare with.
import Foundation
import ICU
import Testing

@Suite("Machine dates: round trips and Foundation")
struct MachineDatesRoundTripTests {
    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    static let seconds: ClosedRange<Int64> = -62_135_596_800 ... 253_402_300_799

    static func randomInstant(_ random: inout SplitMix64) -> ExactInstant {
        ExactInstant(secondsSince1970: Int64.random(in: seconds, using: &random),
                     nanoseconds: Int64.random(in: 0..<1_000_000_000, using: &random))
    }

    /// 1,000,000 random instants of 0001 … 9999 to the nanosecond, written and read back
    /// through a buffer, each at a random offset and in a random form.
    @Test func aMillionInstantsRoundTrip() throws {
        var random = SplitMix64(seed: 0x15_0860_1)
        let formats = [ISO8601Format.rfc3339, ISO8601Format.iso8601, try ISO8601Format(representation: .basic)]
        var buffer = [UInt8](repeating: 0, count: ISO8601Format.maximumLength)
        var failures = 0
        try buffer.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<1_000_000 {
                let instant = Self.randomInstant(&random)
                let offset = try UTCOffset(seconds: Int.random(in: -1439...1439, using: &random) * 60)
                let format = formats[index % 3]
                guard let count = format.format(instant, utcOffset: offset, into: buffer) else {
                    Issue.record("no room for \(instant)")
                    return
                }
                let read = try format.parse(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]))
                if read != instant {
                    failures += 1
                    if failures < 5 {
                        Issue.record("\(String(decoding: buffer[..<count], as: UTF8.self)) reads as \(read), not \(instant)")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    /// HTTP dates and POSIX patterns round-trip every second of 0001 … 9999.
    @Test func secondsRoundTripThroughHTTPAndPatterns() throws {
        var random = SplitMix64(seed: 9110)
        let http = HTTPDateFormat()
        let pattern = try POSIXDatePattern("%a %Y-%m-%d %j %T %z")
        for _ in 0..<20_000 {
            let instant = ExactInstant(secondsSince1970: Int64.random(in: Self.seconds, using: &random))
            #expect(try http.parse(http.format(instant)) == instant)
            let offset = try UTCOffset(seconds: Int.random(in: -1439...1439, using: &random) * 60)
            #expect(try pattern.parse(pattern.format(instant, utcOffset: offset)) == instant)
        }
    }

    /// Foundation's `Date.ISO8601FormatStyle` and this library read each other's timestamps, to
    /// the microsecond, and write the same text, on 1970 … 2100. Foundation truncates a date's
    /// `Double` to milliseconds (`0.287` held as `0.28699…` writes `.286`), so the texts are
    /// compared on fractions a `Double` holds exactly, eighths of a second.
    @Test func agreesWithFoundationsISO8601FormatStyle() throws {
        var random = SplitMix64(seed: 8601)
        let foundation = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!)
        let withMilliseconds = try ISO8601Format(syntax: .rfc3339, fractionDigits: 3)
        for _ in 0..<10_000 {
            let milliseconds = Int64.random(in: 0 ... 4_102_444_800_000, using: &random)
            let instant = ExactInstant(secondsSince1970: milliseconds / 1000, nanoseconds: milliseconds % 1000 * 1_000_000)
            let date = Date(instant)
            let ours = withMilliseconds.format(instant)
            let theirs = try foundation.parse(ours)
            #expect(abs(theirs.timeIntervalSince(date)) < 1e-6, "\(ours)")
            let eighths = ExactInstant(secondsSince1970: instant.secondsSince1970,
                                       nanoseconds: Int64(instant.nanoseconds) / 125_000_000 * 125_000_000)
            #expect(withMilliseconds.format(eighths) == foundation.format(Date(eighths)))
            #expect(try ExactInstant(withMilliseconds.parseDate(foundation.format(Date(eighths)))) == eighths)
        }
        // Offsets and the forms both read.
        let plain = Date.ISO8601FormatStyle()
        for text in ["2014-02-07T12:00:00-07:00", "2014-02-07T19:00:00Z", "1985-04-12T23:20:50Z", "1996-12-19T16:39:57-08:00",
                     "1937-01-01T12:00:27+00:20", "2000-02-29T00:00:00+14:00"] {
            #expect(try ISO8601Format.rfc3339.parseDate(text) == plain.parse(text), "\(text)")
        }
    }

    /// The Codable hooks: the JSON strategies and the property wrapper.
    @Test func codable() throws {
        struct Event: Codable, Equatable {
            @ISO8601Coded var start: Date
        }
        let event = Event(start: Date(timeIntervalSince1970: 1_391_799_600.25))
        let json = try JSONEncoder().encode(event)
        #expect(String(decoding: json, as: UTF8.self) == #"{"start":"2014-02-07T19:00:00.25Z"}"#)
        #expect(try JSONDecoder().decode(Event.self, from: json) == event)
        #expect(try JSONDecoder().decode(Event.self, from: Data(#"{"start":"2014-W06-5T12:00:00-07:00"}"#.utf8)).start
                == Date(timeIntervalSince1970: 1_391_799_600))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Event.self, from: Data(#"{"start":"2014-02-30T12:00:00Z"}"#.utf8))
        }

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .exactISO8601()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .exactISO8601()
        let dates = [Date(timeIntervalSince1970: 0.123456), Date(timeIntervalSince1970: -1.5)]
        let encoded = try encoder.encode(dates)
        #expect(String(decoding: encoded, as: UTF8.self) == #"["1970-01-01T00:00:00.123456Z","1969-12-31T23:59:58.5Z"]"#)
        #expect(try decoder.decode([Date].self, from: encoded) == dates)
        #expect(throws: EncodingError.self) { try encoder.encode([Date(timeIntervalSince1970: .nan)]) }
        let custom = JSONDecoder()
        custom.dateDecodingStrategy = .custom(ISO8601Format.iso8601.decodeDate)
        #expect(try custom.decode([Date].self, from: Data(#"["2014-038"]"#.utf8)) == [Date(timeIntervalSince1970: 1_391_731_200)])
    }
}
