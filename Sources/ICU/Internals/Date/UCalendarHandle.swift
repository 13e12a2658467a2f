import ICUBridge

/// A `UCalendar` (ucal.c), opened in `init` and closed in `deinit`.
///
/// Sendable notes: not `Sendable`. A `UCalendar` is mutable (`ucal_setMillis`
/// moves it) and ICU does not synchronize it, so one thread at a time uses each:
/// a date format's calendars and a zone's offset calendars sit in
/// ``ExclusiveHandles``, which hands each to one caller at a time, and
/// ``LocaleConventions`` reads the one it opens on the thread that opened it.
final class UCalendarHandle {
    /// The calendar, for the bridge calls of its owner (`udat_formatCalendar`, the zone's transitions).
    let raw: UnsafeMutablePointer<icub_ucal>

    /// Takes ownership of a calendar the bridge opened (such as `udat_getCalendar`'s clone).
    init(owning raw: UnsafeMutablePointer<icub_ucal>) {
        self.raw = raw
    }

    /// The locale's calendar in UTC, for its week data (`ucal_open`).
    convenience init(locale: LocaleID) throws(ICUError) {
        let locale = try locale.icuName
        self.init(owning: try openHandle("opening a calendar for \(locale)") { status, _ in
            locale.withCString { icub_ucal_open($0, &status) }
        })
    }

    /// A Gregorian calendar in a zone ICU knows (`ucal_open` with `@calendar=gregorian`).
    convenience init(gregorianIn zone: String) throws(ICUError) {
        let raw = try BridgeText.withUTF8(zone, "opening a calendar in time zone \(zone)") { bytes, count throws(ICUError) in
            try openHandle("opening a calendar in time zone \(zone)") { status, _ in
                icub_ucal_open_zone(bytes, count, "@calendar=gregorian", &status)
            }
        }
        self.init(owning: raw)
    }

    deinit { icub_ucal_close(raw) }

    /// The first day of the week, 1 = Sunday … 7 = Saturday (`UCAL_FIRST_DAY_OF_WEEK`).
    var firstWeekday: Int32 { icub_ucal_first_day_of_week(raw) }

    /// The fewest days of a year's first week (`UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
    var minimalDaysInFirstWeek: Int32 { icub_ucal_minimal_days_in_first_week(raw) }

    /// Whether a day (1 = Sunday … 7 = Saturday) belongs to the weekend, in whole
    /// or in part: a day on which the weekend begins or ends counts
    /// (`ucal_getDayOfWeekType`).
    func isWeekend(_ day: Int) throws(ICUError) -> Bool {
        var status: Int32 = 0
        let type = icub_ucal_day_of_week_type(raw, Int32(day), &status)
        try ICUStatus.check(status, "reading whether day \(day) is a weekend day")
        return type != Int32(ICUB_UCAL_WEEKDAY)
    }

    /// The calendar's fields at an instant, as the compiled date path reads them
    /// (`ucal_setMillis`, `ucal_get`), without allocating.
    func fields(millis: Double) throws(ICUError) -> DateFields {
        var status: Int32 = 0
        let raw = self.raw
        let fields = withUnsafeTemporaryAllocation(of: Int32.self, capacity: Int(ICUB_UCAL_FIELD_COUNT)) { buffer in
            icub_ucal_fields_at(raw, millis, buffer.baseAddress!, &status)
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
