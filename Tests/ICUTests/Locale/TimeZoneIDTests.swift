import ICU
import Testing

@Suite("TimeZoneID")
struct TimeZoneIDTests {
    @Test func knownZonesAndTheirCanonicalIDs() throws {
        #expect(try TimeZoneID("America/Los_Angeles").canonicalIdentifier == "America/Los_Angeles")
        #expect(try TimeZoneID("PST").canonicalIdentifier == "America/Los_Angeles")
        #expect(try TimeZoneID("UTC").canonicalIdentifier == "Etc/UTC")
        #expect(try TimeZoneID("GMT+03:00").identifier == "GMT+03:00")
        #expect(TimeZoneID.utc.identifier == "UTC")
    }

    @Test("an unknown zone is U_ILLEGAL_ARGUMENT_ERROR naming it, not GMT",
          arguments: ["Mars/Base", "", "Etc/Unknown", "America/Los Angeles"])
    func unknownZone(identifier: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "looking up time zone '\(identifier)'") {
            try TimeZoneID(identifier)
        }
        #expect(error.reason == "unknown time zone ID")
    }

    @Test func aMegabyteZoneIDThrows() throws {
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: String(repeating: "x", count: 64)) {
            try TimeZoneID(megabyte(of: "x"))
        }
    }
}
