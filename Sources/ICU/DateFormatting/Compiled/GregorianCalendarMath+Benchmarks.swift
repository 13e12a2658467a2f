/// The calendar fields of instants in one zone, computed in Swift from the zone's cached offsets:
/// what the compiled date path does before it writes a field. Only for the benchmarks
/// (`Benchmarks/Benchmarks/CalendarBenchmarks`), which see the library from another package; not
/// part of the API.
@_spi(Benchmarks)
public final class CalendarFieldsProbe: Sendable {
    private let offsets: ZoneOffsets
    private let calendar: GregorianCalendarMath

    /// A Gregorian calendar in `zone` (an ICU zone ID) with a locale's week rules.
    public init(zone: String, firstWeekday: Int32, minimalDaysInFirstWeek: Int32) throws(ICUError) {
        offsets = try ZoneOffsets(zone: zone)
        calendar = GregorianCalendarMath(firstWeekday: firstWeekday, minimalDaysInFirstWeek: minimalDaysInFirstWeek)
    }

    /// Every field of the instant (`DateFields`), as a list in `UCalendarDateFields` order:
    /// era, year, month, week of year, week of month, day, day of year, day of week, its
    /// ordinal in the month, hour, minute, second, millisecond, zone and daylight offsets, year
    /// of the week, extended year, Julian day, milliseconds in the day.
    public func fields(millis: Double) -> [Int32] {
        let f = fields(at: millis)
        return [f.era, f.year, f.month, f.weekOfYear, f.weekOfMonth, f.dayOfMonth, f.dayOfYear, f.dayOfWeek,
                f.dayOfWeekInMonth, f.hourOfDay, f.minute, f.second, f.millisecond, f.zoneOffset, f.dstOffset,
                f.yearForWeekOfYear, f.extendedYear, f.julianDay, f.millisecondsInDay]
    }

    /// The sum of every field of the instant: the same work as ``fields(millis:)`` with no list
    /// to allocate, for timing.
    public func fieldSum(millis: Double) -> Int {
        let f = fields(at: millis)
        var sum = Int(f.era) &+ Int(f.year) &+ Int(f.extendedYear) &+ Int(f.month) &+ Int(f.dayOfMonth)
        sum = sum &+ Int(f.dayOfYear) &+ Int(f.dayOfWeek) &+ Int(f.dayOfWeekInMonth) &+ Int(f.weekOfYear)
        sum = sum &+ Int(f.yearForWeekOfYear) &+ Int(f.weekOfMonth) &+ Int(f.hourOfDay) &+ Int(f.minute)
        sum = sum &+ Int(f.second) &+ Int(f.millisecond) &+ Int(f.millisecondsInDay) &+ Int(f.zoneOffset)
        return sum &+ Int(f.dstOffset) &+ Int(f.julianDay)
    }

    @inline(__always)
    private func fields(at millis: Double) -> DateFields {
        let zone = offsets.offsets(at: millis)
        return calendar.fields(millis: millis, rawOffset: zone.raw, dstOffset: zone.dst)
    }
}
