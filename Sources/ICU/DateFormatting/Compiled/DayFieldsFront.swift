/// Each thread's last days: what depends on a day alone, which the instants a
/// thread formats or reads in a row mostly share (a server's "now", a log's
/// lines, a day's events). The fields of the time of day are computed at each
/// call; a day's are computed, or asked of ICU, once per thread and day.
///
/// Three tables of four entries, each entry holding its last day:
/// - the fields of a day in ICU's Gregorian calendar (``DayFields``: year,
///   month, day, weeks) by the Julian day and the week rules, indexed by the rules;
/// - the fields of a day in an ICU calendar of any system (the date fields of
///   ``ComponentFields``) by the calendar's serial (a ``CalendarRules`` value's
///   storage) and the Julian day, indexed by the serial;
/// - the day an addition leads to (31 January + 1 month: 29 February) in such a
///   calendar, by its serial, the day, the field and the amount.
///
/// A thread that alternates between calendars keeps up to four of each. A miss
/// computes or asks and replaces the entry: nothing is shared, nothing is
/// locked, and memory is twelve entries a thread.
///
/// Sendable notes: touched only by its own thread (``ThreadFront``), except
/// ``clear()``, which never runs: its owner lives as long as the process.
final class DayFieldsFront: ThreadFrontState, @unchecked Sendable {
    private struct Entry {
        /// The Julian day and the week rules, in one word; no day has the key `UInt64.max`.
        var key = UInt64.max
        var fields = DayFields(era: 0, year: 0, extendedYear: 0, month: 0, dayOfMonth: 0, dayOfYear: 0, dayOfWeek: 0,
                               dayOfWeekInMonth: 0, weekOfYear: 0, yearForWeekOfYear: 0, weekOfMonth: 0)
    }

    private struct CalendarDay {
        /// The calendar's serial; 0, which no calendar has, where the entry is empty.
        var serial: UInt64 = 0
        var julianDay: Int32 = 0
        /// The day's fields, the first twelve (era to week of month); the others as ICU gave them.
        var fields = ComponentFields()
    }

    private struct Addition {
        var serial: UInt64 = 0
        var julianDay: Int32 = 0
        var field: Int32 = 0
        var amount: Int32 = 0
        var result: Int32 = 0
    }

    private static var wayCount: Int { 4 }
    private let entries = UnsafeMutablePointer<Entry>.allocate(capacity: wayCount)
    private let calendarDays = UnsafeMutablePointer<CalendarDay>.allocate(capacity: wayCount)
    private let additions = UnsafeMutablePointer<Addition>.allocate(capacity: wayCount)

    /// The front's owner, with a key of its own: the hit path is one `pthread_getspecific`.
    private static let owner = ThreadFront<DayFieldsFront>(ownKey: true)
    static let reference = owner.reference

    init() {
        entries.initialize(repeating: Entry(), count: Self.wayCount)
        calendarDays.initialize(repeating: CalendarDay(), count: Self.wayCount)
        additions.initialize(repeating: Addition(), count: Self.wayCount)
    }

    deinit {
        entries.deinitialize(count: Self.wayCount).deallocate()
        calendarDays.deinitialize(count: Self.wayCount).deallocate()
        additions.deinitialize(count: Self.wayCount).deallocate()
    }

    @inline(__always)
    private static func way(_ serial: UInt64) -> Int { Int(truncatingIfNeeded: serial) & (wayCount - 1) }

    /// The kept fields of a day of the calendar `serial`, or `nil`.
    @inline(__always)
    func calendarDay(_ serial: UInt64, _ julianDay: Int32) -> ComponentFields? {
        let entry = calendarDays + Self.way(serial)
        return entry.pointee.serial == serial && entry.pointee.julianDay == julianDay ? entry.pointee.fields : nil
    }

    /// Keeps the fields of a day of the calendar `serial` (its date fields; the others are not read).
    func keepCalendarDay(_ serial: UInt64, _ julianDay: Int32, _ fields: ComponentFields) {
        calendarDays[Self.way(serial)] = CalendarDay(serial: serial, julianDay: julianDay, fields: fields)
    }

    /// The kept day that adding `amount` of `field` to a day of the calendar `serial` leads to, or `nil`.
    @inline(__always)
    func addition(_ serial: UInt64, _ julianDay: Int32, _ field: Int32, _ amount: Int32) -> Int32? {
        let entry = additions + Self.way(serial)
        guard entry.pointee.serial == serial, entry.pointee.julianDay == julianDay, entry.pointee.field == field,
              entry.pointee.amount == amount else { return nil }
        return entry.pointee.result
    }

    /// Keeps the day that adding `amount` of `field` to a day of the calendar `serial` leads to.
    func keepAddition(_ serial: UInt64, _ julianDay: Int32, _ field: Int32, _ amount: Int32, result: Int32) {
        additions[Self.way(serial)] = Addition(serial: serial, julianDay: julianDay, field: field, amount: amount, result: result)
    }

    /// The fields of a Julian day with `math`'s week rules: kept, or computed and kept.
    @inline(__always)
    func fields(_ julianDay: Int32, _ math: GregorianCalendarMath) -> DayFields {
        let rules = UInt64(UInt8(truncatingIfNeeded: math.firstWeekday)) << 8 | UInt64(UInt8(truncatingIfNeeded: math.minimalDaysInFirstWeek))
        let key = UInt64(UInt32(bitPattern: julianDay)) << 16 | rules
        let entry = entries + Int(truncatingIfNeeded: (rules &+ rules &>> 8) & UInt64(Self.wayCount - 1))
        if entry.pointee.key == key { return entry.pointee.fields }
        let fields = math.dayFields(julianDay: julianDay)
        entry.pointee = Entry(key: key, fields: fields)
        return fields
    }

    func clear() {
        for index in 0..<Self.wayCount {
            entries[index] = Entry()
            calendarDays[index] = CalendarDay()
            additions[index] = Addition()
        }
    }
}
