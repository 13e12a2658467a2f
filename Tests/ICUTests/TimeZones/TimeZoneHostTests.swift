#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ICU
import ICUBridge
import Testing

/// How a change of `TZ` is seen: ``TimeZoneID/current`` reads it on each call, ICU's default zone never.
///
/// The only test that changes the environment. glibc's `setenv` of a new
/// variable copies the environment into a new array (the first time, the old
/// one is never freed) and changing or removing one writes in place, so the
/// other tests' `getenv` calls, running meanwhile, read no freed memory.
@Suite("TimeZoneID.current and TZ", .serialized)
struct TimeZoneHostTests {
    static func icuDefault() -> String? { RawICU.text { icub_ucal_default_time_zone($0, $1, &$2) } }

    @Test func currentFollowsTZAndICUsDefaultDoesNot() throws {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
        }
        let before = try #require(Self.icuDefault())
        setenv("TZ", "Asia/Tokyo", 1)
        #expect(TimeZoneID.current.identifier == "Asia/Tokyo")
        setenv("TZ", ":Europe/Paris", 1)
        #expect(TimeZoneID.current.identifier == "Europe/Paris")
        // A TZ that names no zone ICU knows and is no POSIX offset.
        setenv("TZ", "Mars/Base", 1)
        #expect(TimeZoneID.current == .utc)
        // ICU detected its default once, and keeps it.
        #expect(Self.icuDefault() == before)
    }
}
