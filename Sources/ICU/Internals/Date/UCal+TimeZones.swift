import ICUBridge

/// Time zones (ucal.c): Windows IDs, the zones of a region, ICU's default zone.
extension UCal {
    /// The Windows zone ID of a zone ID, or `""` when Windows has none (`ucal_getWindowsTimeZoneID`).
    static func windowsTimeZone(_ id: String) throws(ICUError) -> String {
        try BridgeText.withUTF8(id, "finding the Windows zone of '\(id.prefix(64))'") { bytes, count throws(ICUError) in
            try BridgeText.string("finding the Windows zone of '\(id.prefix(64))'") { dest, capacity, status in
                icub_ucal_windows_time_zone_id(bytes, count, dest, capacity, &status)
            }
        }
    }

    /// The zone ID of a Windows zone ID in a region (`nil`: the Windows zone's
    /// default, region 001), or `""` when there is none (`ucal_getTimeZoneIDForWindowsID`).
    static func timeZone(windowsID: String, region: String?) throws(ICUError) -> String {
        let operation = "finding the zone of Windows zone '\(windowsID.prefix(64))'"
        return try BridgeText.withUTF8(windowsID, operation) { bytes, count throws(ICUError) in
            try BridgeText.string(operation) { dest, capacity, status in
                if let region {
                    return icub_ucal_time_zone_id_for_windows_id(bytes, count, region, dest, capacity, &status)
                }
                return icub_ucal_time_zone_id_for_windows_id(bytes, count, nil, dest, capacity, &status)
            }
        }
    }

    /// The canonical location zones of a region, such as `US` (`ucal_openTimeZoneIDEnumeration`).
    static func timeZones(region: String) throws(ICUError) -> [String] {
        let text = try BridgeText.string("listing the time zones of region '\(region.prefix(64))'") { dest, capacity, status in
            icub_ucal_time_zones_of_region(region, dest, capacity, &status)
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// ICU's default zone: detected once per process (`ucal_getDefaultTimeZone`).
    static func defaultTimeZone() throws(ICUError) -> String {
        try BridgeText.string("reading ICU's default time zone") { icub_ucal_default_time_zone($0, $1, &$2) }
    }
}
