/// Adding months and years in Swift: what `ucal_add` of `UCAL_MONTH`, `UCAL_YEAR` or
/// `UCAL_EXTENDED_YEAR` answers in ICU's Gregorian calendar, where no ICU rule but the
/// calendar's plain arithmetic can apply.
///
/// ICU's steps (`Calendar::add`, `Calendar::pinField`, `Calendar::computeTime`): the month
/// moves by the amount, carrying into the year; the day of the month is pinned to the new
/// month's last day (31 January + 1 month is the last of February); the wall-clock time of
/// day stays, in whole milliseconds; and the new wall-clock time becomes an instant through
/// the zone's offset there.
///
/// The Swift path answers only where that is plain: both dates after the Julian cutover
/// year (1582) and before year 100,000, and the new wall-clock time two days or more from
/// any transition of the zone, so that it names exactly one instant. Elsewhere (a wall time a
/// transition skips or repeats, which ICU's `UCAL_SKIPPED_WALL_TIME` and
/// `UCAL_REPEATED_WALL_TIME` rules decide, or the Julian calendar's years) it answers `nil`,
/// and ICU is asked.
extension GregorianCalendarMath {
    /// The instant `months` months after `millis` in the zone of `offsets`, or `nil` where ICU
    /// must answer (see above).
    func adding(months: Int, to millis: Double, in offsets: ZoneOffsets) -> Double? {
        let zone = offsets.offsets(at: millis)
        let fields = self.fields(millis: millis, rawOffset: zone.raw, dstOffset: zone.dst)
        let (monthIndex, overflow) = (Int(fields.extendedYear) &* 12 &+ Int(fields.month)).addingReportingOverflow(months)
        guard !overflow, fields.extendedYear > Self.lastJulianYear else { return nil }
        let year = monthIndex >= 0 ? monthIndex / 12 : (monthIndex + 1) / 12 - 1
        let month = monthIndex - year * 12
        guard year > Self.lastJulianYear, year < Self.lastPlainYear else { return nil }
        // Months from 1 in the civil calendar's functions.
        let day = min(Int64(fields.dayOfMonth), CivilCalendar.daysInMonth(year: Int64(year), month: Int64(month + 1)))
        let days = CivilCalendar.days(year: Int64(year), month: Int64(month + 1), day: day)
        let wall = WallClock(julianDay: Int32(days) &+ Self.epochJulianDay, millisInDay: fields.millisecondsInDay)
        return offsets.onlyInstant(atWallClock: wall.wallMillis, near: zone)
    }

    /// The last year of ICU's Julian calendar before the cutover (`fGregorianCutoverYear` - 1,
    /// with 1582 itself counted from the Julian 1 January).
    private static var lastJulianYear: Int { 1582 }
    /// A year beyond which the path does not go: far inside ICU's range and ``DateFormat/instantRange``.
    private static var lastPlainYear: Int { 100_000 }
}
