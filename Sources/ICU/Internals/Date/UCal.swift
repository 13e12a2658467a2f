import ICUBridge

/// Time zones (ucal.c): what ICU answers about zone IDs without a calendar.
/// The calendars themselves are handles, ``UCalendarHandle``.
enum UCal {
    /// The canonical ID of a time zone; fails for text that is no zone ID (`ucal_getCanonicalTimeZoneID`).
    static func canonicalTimeZone(_ id: String) throws(ICUError) -> String {
        var system: Int32 = 0
        return try BridgeText.withUTF8(id, "looking up time zone '\(id)'") { bytes, count throws(ICUError) in
            try BridgeText.string("looking up time zone '\(id)'") { dest, capacity, status in
                icub_ucal_canonical_time_zone_id(bytes, count, dest, capacity, &system, &status)
            }
        }
    }

    /// The host's time zone ID (`ucal_getHostTimeZone`).
    static func hostTimeZone() throws(ICUError) -> String {
        try BridgeText.string("reading the host time zone") { icub_ucal_host_time_zone($0, $1, &$2) }
    }

    /// Every time zone ID ICU knows (`ucal_openTimeZones`).
    static var timeZones: [String] {
        let text = infallible { () throws(ICUError) in
            try BridgeText.string("listing time zones") { dest, capacity, status in
                icub_ucal_time_zones(dest, capacity, &status)
            }
        }
        return text.split(separator: "\n").map(String.init)
    }
}
