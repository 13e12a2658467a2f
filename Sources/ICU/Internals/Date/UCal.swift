import ICUBridge

/// Calendars and time zones (ucal.c). The calendars themselves are handles
/// the date format keeps (``UDateFormatHandle``), closed with ``close(_:)``.
enum UCal {
    typealias Calendar = UnsafeMutablePointer<icub_ucal>

    /// `ucal_close`.
    static func close(_ calendar: Calendar) { icub_ucal_close(calendar) }

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

extension UCal {
    /// The fields of a calendar at an instant, as the compiled date path reads
    /// them (`ucal_setMillis`, `ucal_get`), without allocating.
    static func dateFields(_ calendar: Calendar, millis: Double) throws(ICUError) -> DateFields {
        var status: Int32 = 0
        let fields = withUnsafeTemporaryAllocation(of: Int32.self, capacity: Int(ICUB_UCAL_FIELD_COUNT)) { buffer in
            icub_ucal_fields_at(calendar, millis, buffer.baseAddress!, &status)
            func get(_ field: Int) -> Int32 { buffer[field] }
            return DateFields(
                era: get(ICUB_UCAL_ERA), year: get(ICUB_UCAL_YEAR), extendedYear: get(ICUB_UCAL_EXTENDED_YEAR),
                month: get(ICUB_UCAL_MONTH), dayOfMonth: get(ICUB_UCAL_DATE), dayOfYear: get(ICUB_UCAL_DAY_OF_YEAR),
                dayOfWeek: get(ICUB_UCAL_DAY_OF_WEEK), dayOfWeekInMonth: get(ICUB_UCAL_DAY_OF_WEEK_IN_MONTH),
                weekOfYear: get(ICUB_UCAL_WEEK_OF_YEAR), yearForWeekOfYear: get(ICUB_UCAL_YEAR_WOY),
                weekOfMonth: get(ICUB_UCAL_WEEK_OF_MONTH), hourOfDay: get(ICUB_UCAL_HOUR_OF_DAY),
                minute: get(ICUB_UCAL_MINUTE), second: get(ICUB_UCAL_SECOND), millisecond: get(ICUB_UCAL_MILLISECOND),
                millisecondsInDay: get(ICUB_UCAL_MILLISECONDS_IN_DAY), zoneOffset: get(ICUB_UCAL_ZONE_OFFSET),
                dstOffset: get(ICUB_UCAL_DST_OFFSET), julianDay: get(ICUB_UCAL_JULIAN_DAY))
        }
        try ICUStatus.check(status, "reading calendar fields")
        return fields
    }
}
