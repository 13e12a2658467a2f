extension TimeZoneID {
    /// The zone's canonical ID, as a zone ID: `America/Los_Angeles` for `PST`
    /// and `US/Pacific`, `Etc/UTC` for `UTC`; itself when it is canonical. The
    /// canonical zone's canonical zone is itself.
    ///
    /// ICU writes a custom zone of offset zero (`GMT+0`, `GMT-00:00`) as `GMT`,
    /// whose own canonical ID is `Etc/GMT`: the canonical zone of such an ID is
    /// `Etc/GMT`, where ``canonicalIdentifier`` is ICU's first answer, `GMT`.
    ///
    /// The corresponding C function is `ucal_getCanonicalTimeZoneID`.
    public var canonical: TimeZoneID {
        var zone = self
        // ICU's answer for an ID is canonical after at most two steps (`GmT+0`, `GMT`, `Etc/GMT`).
        for _ in 0..<3 where zone.canonicalIdentifier != zone.identifier {
            guard let next = try? TimeZoneID(zone.canonicalIdentifier) else { break }
            zone = next
        }
        return zone
    }

    /// The zone's other IDs, in ICU's order: the IDs of the same ``canonical``
    /// zone. `America/Los_Angeles` has `PST` and `US/Pacific` among them, and
    /// `US/Pacific` has `America/Los_Angeles`. Empty for a custom zone such as
    /// `GMT+03:00`.
    ///
    /// Zones that the IANA database links because their clocks have agreed
    /// since 1970 but that ICU keeps apart, each with a canonical ID of its own
    /// (`Asia/Kuala_Lumpur` and `Asia/Singapore`), are not aliases of each other.
    ///
    /// The corresponding C++ function is `TimeZone::getEquivalentID`.
    public var aliases: [TimeZoneID] {
        let ids = (try? UTimeZoneFormatHandle.equivalentIDs(identifier)) ?? []
        return ids.compactMap { id in
            guard id != identifier, let alias = try? TimeZoneID(id),
                  alias.canonicalIdentifier == canonicalIdentifier else { return nil }
            return alias
        }
    }

    /// The zone's Windows ID, such as `Pacific Standard Time` for
    /// `America/Los_Angeles`, or `nil` when Windows has none (`Antarctica/Troll`,
    /// custom zones). Several zones share one Windows ID.
    ///
    /// The corresponding C function is `ucal_getWindowsTimeZoneID`.
    public var windowsID: String? {
        guard let id = try? UCal.windowsTimeZone(identifier), !id.isEmpty else { return nil }
        return id
    }

    /// The zone of a Windows zone ID, in a region.
    ///
    /// ```swift
    /// try TimeZoneID(windowsID: "Pacific Standard Time")                 // America/Los_Angeles
    /// try TimeZoneID(windowsID: "Pacific Standard Time", region: "CA")   // America/Vancouver
    /// _ = try TimeZoneID(windowsID: "Mars Standard Time")   // throws U_ILLEGAL_ARGUMENT_ERROR
    /// ```
    ///
    /// - Parameters:
    ///   - windowsID: A Windows zone ID, as the Windows registry names it.
    ///   - region: A region code such as `CA`, or `nil` for the Windows zone's
    ///     own zone (its region `001`). A region the Windows zone has no zone for
    ///     gives that same zone.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a Windows ID ICU does not know.
    ///
    /// The corresponding C function is `ucal_getTimeZoneIDForWindowsID`.
    public init(windowsID: String, region: String? = nil) throws(ICUError) {
        let operation = "finding the zone of Windows zone '\(windowsID.prefix(64))'"
        let region = try region.map { region throws(ICUError) in try Self.regionCode(region, operation) }
        let id = try UCal.timeZone(windowsID: windowsID, region: region)
        guard !id.isEmpty else {
            throw ICUError(code: .illegalArgument, operation: operation, reason: "unknown Windows time zone ID")
        }
        try self.init(id)
    }

    /// The region of the zone, such as `US` for `America/Los_Angeles`, `001`
    /// for zones of no region (`Etc/UTC`), or `nil` for a custom zone.
    ///
    /// The corresponding C++ function is `TimeZone::getRegion`.
    public var region: String? { try? UTimeZoneFormatHandle.region(identifier) }

    /// The zones of a region, one ID per place with a zone of its own, in ICU's order.
    ///
    /// ```swift
    /// try TimeZoneID.zones(inRegion: "DE")   // [Europe/Berlin, Europe/Busingen]
    /// try TimeZoneID.zones(inRegion: "AQ")   // [Antarctica/Casey, …]
    /// ```
    ///
    /// - Parameter region: A region code: two letters (`US`, in any case) or three
    ///   digits (`001`). A region with no zones gives an empty array.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for text that is no region code.
    ///
    /// The corresponding C function is `ucal_openTimeZoneIDEnumeration` (`UCAL_ZONE_TYPE_CANONICAL_LOCATION`).
    public static func zones(inRegion region: String) throws(ICUError) -> [TimeZoneID] {
        let code = try regionCode(region, "listing the time zones of region '\(region.prefix(64))'")
        return try UCal.timeZones(region: code).map { id throws(ICUError) in try TimeZoneID(id) }
    }

    /// A region code in ICU's case, or an error for text that is none.
    private static func regionCode(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        let bytes = Array(text.utf8)
        let letters = bytes.count == 2 && bytes.allSatisfy { (0x41...0x5A).contains($0 & ~0x20) }
        let digits = bytes.count == 3 && bytes.allSatisfy { (0x30...0x39).contains($0) }
        guard letters || digits else {
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "a region code is two letters (US) or three digits (001)")
        }
        return text.uppercased()
    }
}
