import FoundationEssentials
import ICU
import Testing

/// `TimeZoneID(posixTZ:)` and `TimeZoneID.fromEnvironment(_:)`: the values of `TZ`.
@Suite("TimeZoneID(posixTZ:)")
struct TimeZoneIDPOSIXTests {
    @Test("a zone ICU knows, with or without a leading colon", arguments: [
        ("Europe/Berlin", "Europe/Berlin"), (":Asia/Tokyo", "Asia/Tokyo"), ("UTC", "UTC"), (":UTC", "UTC"),
        ("EST5EDT", "EST5EDT"), ("Etc/GMT+3", "Etc/GMT+3"),
    ])
    func knownZone(value: String, identifier: String) throws {
        #expect(try TimeZoneID(posixTZ: value).identifier == identifier)
    }

    @Test("a POSIX offset counts hours west of Greenwich", arguments: [
        ("UTC+3", "GMT-03:00"), ("UTC3", "GMT-03:00"), ("UTC-3", "GMT+03:00"), ("EST5", "GMT-05:00"),
        ("GMT-2", "GMT+02:00"), ("GMT+2", "GMT-02:00"), ("<+0330>-3:30", "GMT+03:30"), ("<-03>3", "GMT-03:00"),
        ("IST-5:30", "GMT+05:30"), ("XYZ-05:45:30", "GMT+05:45:30"), ("UTC0", "GMT+00:00"), ("utc+23:59", "GMT-23:59"),
    ])
    func posixOffset(value: String, identifier: String) throws {
        #expect(try TimeZoneID(posixTZ: value).identifier == identifier)
    }

    @Test func theCustomZoneHasThePOSIXOffset() throws {
        // 1970-01-01T00:00Z is 21:00 the day before, three hours behind UTC.
        let format = try DateFormat(pattern: "yyyy-MM-dd HH:mm ZZZZ", locale: "en_US", timeZone: TimeZoneID(posixTZ: "UTC+3"))
        #expect(format.format(Date(timeIntervalSince1970: 0)) == "1969-12-31 21:00 GMT-03:00")
        let tehran = try DateFormat(pattern: "HH:mm", locale: "en_US", timeZone: TimeZoneID(posixTZ: "<+0330>-3:30"))
        #expect(tehran.format(Date(timeIntervalSince1970: 0)) == "03:30")
    }

    @Test func theEmptyValueIsUTC() throws {
        #expect(try TimeZoneID(posixTZ: "") == .utc)
    }

    @Test("anything else is U_ILLEGAL_ARGUMENT_ERROR with a reason", arguments: [
        ("CET-1CEST,M3.5.0,M10.5.0/3", "daylight-saving rules are read only in zone IDs ICU knows"),
        ("EST5EDT,M3.2.0,M11.1.0", "daylight-saving rules are read only in zone IDs ICU knows"),
        ("AAA3BBB", "daylight-saving rules are read only in zone IDs ICU knows"),
        ("Mars/Base", "neither a time zone ID"),
        ("UTC+", "neither a time zone ID"),
        ("UT+3", "neither a time zone ID"),
        ("<+03-3", "neither a time zone ID"),
        ("UTC+3:60", "neither a time zone ID"),
        ("UTC+123", "neither a time zone ID"),
        ("UTC+3 ", "neither a time zone ID"),
        ("UTC+25", "the offset is more than 24 hours"),
        ("UTC+24", "ICU has no time zone GMT-24:00"),
        (":UTC+3", "unknown time zone ID"),
        (":", "unknown time zone ID"),
    ])
    func unreadable(value: String, reason: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "reading TZ '\(value)'") {
            try TimeZoneID(posixTZ: value)
        }
        #expect(error.reason?.hasPrefix(reason) == true, "\(error)")
    }

    @Test func theEnvironmentsTZ() throws {
        #expect(try TimeZoneID.fromEnvironment { _ in nil } == nil)
        #expect(try TimeZoneID.fromEnvironment { $0 == "TZ" ? "UTC+3" : nil }?.identifier == "GMT-03:00")
        #expect(throws: ICUError.self) { try TimeZoneID.fromEnvironment { $0 == "TZ" ? "Mars/Base" : nil } }
    }
}
