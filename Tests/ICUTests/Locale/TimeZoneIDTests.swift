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

    @Test("custom offsets in the documented forms, as ICU canonicalizes them",
          arguments: [("GMT+3", "GMT+03:00"), ("gmt-0530", "GMT-05:30"), ("GMT+05:30:07", "GMT+05:30:07"),
                      ("GMT+0", "Etc/GMT")])
    func customOffsets(identifier: String, canonical: String) throws {
        #expect(try TimeZoneID(identifier).canonicalIdentifier == canonical)
    }

    /// ICU's custom-ID reader takes exponents and other scripts' digits: `GMT+1e0`
    /// is `GMT+00:01` to it, and `GMT+2391e6` a malformed `GMT+0*:0.:0*`.
    @Test("a custom offset with anything but ASCII digits and colons is unknown",
          arguments: ["GMT+2391e6", "GMT+1e0", "GMT-1e2", "GMT+\u{665}", "GMT+5 ", "GMT+"])
    func customOffsetsICUReadsLoosely(identifier: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "looking up time zone") {
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
