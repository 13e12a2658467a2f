#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ICU
import ICUBridge
import Testing

/// How a change of `TZ` is seen: ``TimeZoneID/host`` reads it on each call, ICU's default zone never.
@Suite("TimeZoneID.host", .serialized)
struct TimeZoneHostTests {
    static func icuDefault() -> String? { RawICU.text { icub_ucal_default_time_zone($0, $1, &$2) } }

    @Test func hostFollowsTZAndICUsDefaultDoesNot() throws {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
        }
        let before = try #require(Self.icuDefault())
        setenv("TZ", "Asia/Tokyo", 1)
        #expect(TimeZoneID.host.identifier == "Asia/Tokyo")
        #expect(TimeZoneID.current.identifier == "Asia/Tokyo")
        setenv("TZ", ":Europe/Paris", 1)
        #expect(TimeZoneID.host.identifier == "Europe/Paris")
        // A TZ that ICU does not know as a zone: ICU reports its text, which is no zone.
        setenv("TZ", "Mars/Base", 1)
        #expect(TimeZoneID.host == .utc)
        // ICU detected its default once, and keeps it.
        #expect(Self.icuDefault() == before)
    }
}
