import ICU
import ICUBridge
import Testing

/// Canonical IDs, aliases, Windows IDs, regions and the zones of a region.
@Suite("TimeZoneID identifiers")
struct TimeZoneIdentifiersTests {
    /// IDs that come from outside the program.
    private func zone(_ id: String) throws -> TimeZoneID { try TimeZoneID(id) }

    @Test func canonicalAndAliases() throws {
        let pacific = try zone("US/Pacific")
        #expect(pacific.canonical.identifier == "America/Los_Angeles")
        #expect(try zone("PST").canonical == pacific.canonical)
        #expect(try zone("UTC").canonical.identifier == "Etc/UTC")
        let losAngeles = try zone("America/Los_Angeles")
        #expect(losAngeles.canonical == losAngeles)
        let aliases = losAngeles.aliases.map(\.identifier)
        #expect(aliases.contains("US/Pacific") && aliases.contains("PST"))
        #expect(!aliases.contains("America/Los_Angeles"))
        #expect(pacific.aliases.map(\.identifier).contains("America/Los_Angeles"))
        #expect(try zone("GMT+03:00").aliases.isEmpty)
    }

    /// ICU canonicalizes a custom zone of offset zero to `GMT`, an ID with a canonical ID of its own.
    @Test("custom zones of offset zero", arguments: ["GmT+0", "GMT-00:00", "GMT+0"])
    func customZonesOfOffsetZero(id: String) throws {
        let zone = try zone(id)
        #expect(zone.canonical.identifier == "Etc/GMT")
        #expect(zone.canonical.canonical == zone.canonical)
    }

    /// Every zone ICU knows: its canonical zone is canonical, and an alias's canonical zone is the zone's.
    @Test func canonicalOfCanonicalIsItself() throws {
        for zone in TimeZoneID.availableTimeZones {
            let canonical = zone.canonical
            #expect(canonical.canonical == canonical, "\(zone)")
            for alias in zone.aliases.prefix(3) { #expect(alias.canonical == canonical, "\(zone) \(alias)") }
        }
    }

    @Test("Windows IDs", arguments: [
        ("America/Los_Angeles", "Pacific Standard Time", "US"), ("America/Vancouver", "Pacific Standard Time", "CA"),
        ("Europe/Berlin", "W. Europe Standard Time", "DE"), ("Europe/Zurich", "W. Europe Standard Time", "CH"),
        ("Asia/Tokyo", "Tokyo Standard Time", "JP"), ("Australia/Lord_Howe", "Lord Howe Standard Time", "AU"),
        ("Asia/Kolkata", "India Standard Time", "IN"), ("Etc/UTC", "UTC", "001"),
    ])
    func windowsIDs(id: String, windows: String, region: String) throws {
        let zone = try zone(id)
        #expect(zone.windowsID == windows)
        #expect(zone.region == region)
        // ICU answers with the zone's CLDR ID, which may be an older spelling (Asia/Calcutta).
        #expect(try TimeZoneID(windowsID: windows, region: region).canonical == zone.canonical)
    }

    @Test func windowsDefaults() throws {
        #expect(try TimeZoneID(windowsID: "Pacific Standard Time").identifier == "America/Los_Angeles")
        // A region without a zone of its own for the Windows zone gives the Windows zone's own.
        #expect(try TimeZoneID(windowsID: "Pacific Standard Time", region: "CH").identifier == "America/Los_Angeles")
        #expect(try zone("Antarctica/Troll").windowsID == nil)
        #expect(try zone("GMT+03:00").windowsID == nil)
        #expect(try zone("GMT+03:00").region == nil)
    }

    /// Every zone with a Windows ID comes back to a zone of that Windows ID, in its region.
    @Test func windowsRoundTrips() throws {
        var checked = 0
        for zone in TimeZoneID.availableTimeZones {
            guard let windows = zone.windowsID else { continue }
            let back = try TimeZoneID(windowsID: windows, region: zone.region)
            #expect(back.windowsID == windows, "\(zone) \(windows)")
            checked += 1
        }
        #expect(checked > 400)
    }

    @Test func unknownWindowsIDThrows() throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "Mars Standard Time") {
            try TimeZoneID(windowsID: "Mars Standard Time")
        }
        #expect(error.reason == "unknown Windows time zone ID")
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "Pacific Standard Time") {
            try TimeZoneID(windowsID: "Pacific Standard Time", region: "U1")
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "Pacific") {
            try TimeZoneID(windowsID: "Pacific\0Standard Time")
        }
    }

    @Test func zonesOfARegion() throws {
        #expect(try TimeZoneID.zones(inRegion: "DE").map(\.identifier) == ["Europe/Berlin", "Europe/Busingen"])
        #expect(try TimeZoneID.zones(inRegion: "us") == TimeZoneID.zones(inRegion: "US"))
        let us = try TimeZoneID.zones(inRegion: "US").map(\.identifier)
        #expect(us.contains("America/Los_Angeles") && us.contains("Pacific/Honolulu") && !us.contains("US/Pacific"))
        #expect(try TimeZoneID.zones(inRegion: "ZZ").isEmpty)
        #expect(try TimeZoneID.zones(inRegion: "001").isEmpty)
        for region in ["USA", "U", "", "1", "u\u{308}s", "DE\0"] {
            try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "listing the time zones of region") {
                try TimeZoneID.zones(inRegion: region)
            }
        }
    }
}
