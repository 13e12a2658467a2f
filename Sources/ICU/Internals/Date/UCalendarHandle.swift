import ICUBridge

/// A `UCalendar` opened for its locale's week data (ucal.c), closed in `deinit`.
///
/// Not `Sendable`: a `UCalendar` is mutable and ICU does not synchronize it;
/// ``LocaleConventions`` opens one per creation and reads it on that thread only.
final class UCalendarHandle {
    private let raw: UCal.Calendar

    /// The locale's calendar in UTC (`ucal_open`).
    init(locale: String) throws(ICUError) {
        raw = try openHandle("opening a calendar for \(locale)") { status, _ in
            locale.withCString { icub_ucal_open($0, &status) }
        }
    }

    deinit { UCal.close(raw) }

    /// The first day of the week, 1 = Sunday … 7 = Saturday (`UCAL_FIRST_DAY_OF_WEEK`).
    var firstWeekday: Int { Int(icub_ucal_first_day_of_week(raw)) }

    /// The fewest days of a year's first week (`UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
    var minimalDaysInFirstWeek: Int { Int(icub_ucal_minimal_days_in_first_week(raw)) }

    /// Whether a day (1 = Sunday … 7 = Saturday) belongs to the weekend, in whole
    /// or in part: a day on which the weekend begins or ends counts
    /// (`ucal_getDayOfWeekType`).
    func isWeekend(_ day: Int) throws(ICUError) -> Bool {
        var status: Int32 = 0
        let type = icub_ucal_day_of_week_type(raw, Int32(day), &status)
        try ICUStatus.check(status, "reading whether day \(day) is a weekend day")
        return type != Int32(ICUB_UCAL_WEEKDAY)
    }
}
