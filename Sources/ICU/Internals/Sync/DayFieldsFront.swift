/// Each thread's last days in ICU's Gregorian calendar: the fields of a day
/// (``DayFields``: year, month, day, weeks) by its Julian day and week rules,
/// which the instants a thread formats or reads in a row mostly share (a server's
/// "now", a log's lines, a day's events). The fields of the time of day are
/// computed at each call; a day's are computed once per thread and day.
///
/// One entry per set of week rules in four ways (indexed by the rules), each
/// holding its last day: a thread that alternates between two calendars with
/// other week rules keeps both. A miss computes the fields and replaces the
/// entry: nothing is shared, nothing is locked, and memory is four entries a thread.
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

    private static var wayCount: Int { 4 }
    private let entries = UnsafeMutablePointer<Entry>.allocate(capacity: wayCount)

    /// The front's owner, with a key of its own: the hit path is one `pthread_getspecific`.
    private static let owner = ThreadFront<DayFieldsFront>(ownKey: true)
    static let reference = owner.reference

    init() {
        entries.initialize(repeating: Entry(), count: Self.wayCount)
    }

    deinit {
        entries.deinitialize(count: Self.wayCount).deallocate()
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
        for index in 0..<Self.wayCount { entries[index] = Entry() }
    }
}
