import ICUBridge

/// A time zone's raw and daylight offsets at any instant, as ICU's calendar in that zone reports
/// them (`UCAL_ZONE_OFFSET`, `UCAL_DST_OFFSET`), remembered by interval: ICU is asked once per
/// stretch of time between two of the zone's transitions (`ucal_getTimeZoneTransitionDate`), so a
/// run of instants in one such interval asks ICU nothing.
///
/// The remembered intervals are a ``SpanCache``: each thread finds the intervals it read last in
/// its front without a lock and writes nothing shared on a hit; the zone keeps at most
/// ``intervalCapacity`` of them behind those fronts, the least recently used going first, so
/// memory stays bounded however many instants come.
///
/// Sendable notes: the calendars are used by one thread at a time (``ExclusiveHandles``); the
/// intervals are values, kept by a `Sendable` cache.
final class ZoneOffsets: @unchecked Sendable {
    /// A zone's offsets from UTC in milliseconds at an instant.
    struct Offsets: Hashable, Sendable {
        /// The standard offset (`UCAL_ZONE_OFFSET`).
        var raw: Int32
        /// The daylight-saving offset, added to the standard one (`UCAL_DST_OFFSET`).
        var dst: Int32
    }

    /// One interval between two transitions of the zone, `[start, end)`, and its offsets.
    struct Interval: Hashable, Sendable {
        var start: Double
        var end: Double
        var offsets: Offsets
    }

    /// How many intervals a zone keeps: the instants a server formats (today's, and both sides
    /// of the last and next transition) and many more.
    static var intervalCapacity: Int { 32 }

    /// The zone ID, as the calendars were opened with it.
    let zone: String
    private let calendars: ExclusiveHandles<UCalendarHandle>
    private let intervals = SpanCache<Interval>(capacity: ZoneOffsets.intervalCapacity)

    /// The offsets of a zone, one object for every caller asking for the same zone ID while it is
    /// kept (a bounded table, ``InternTable``): formats in one zone share its intervals, and
    /// making a format in a zone seen before opens no calendar.
    static func shared(zone: String) throws(ICUError) -> ZoneOffsets {
        try sharedTable.value(for: zone) { zone throws(ICUError) in try ZoneOffsets(zone: zone) }
    }

    /// Zones are few (ICU knows about 600 IDs), but the IDs come from clients.
    private static let sharedTable = InternTable<ZoneOffsets>(capacity: 1024)

    /// The offsets of a zone; `zone` is a zone ID ICU knows (validated by the caller: ICU reads an
    /// unknown one as GMT).
    init(zone: String) throws(ICUError) {
        self.zone = zone
        // Misses are rare and short: two idle spares are plenty when they overlap.
        calendars = ExclusiveHandles(primary: try UCalendarHandle(gregorianIn: zone), capacity: 2)
    }

    /// The zone's offsets at an instant, milliseconds since 1970 within the range of ICU's
    /// calendars (Julian days ±0x7F000000, `MIN_MILLIS` … `MAX_MILLIS`).
    @inline(__always)
    func offsets(at millis: Double) -> Offsets {
        if let packed = intervals.inFront(millis, { $0.word }) { return Offsets(packed: packed) }
        return intervals.missed(millis) { interval(containing: $0) }.offsets
    }

    /// The interval between the zone's transitions that holds an instant, with its offsets:
    /// ``offsets(at:)`` with the interval's bounds.
    @inline(__always)
    func interval(at millis: Double) -> Interval {
        if let found = intervals.inFront(millis, { Interval(start: $0.start, end: $0.end, offsets: Offsets(packed: $0.word)) }) {
            return found
        }
        return intervals.missed(millis) { interval(containing: $0) }
    }

    /// The one instant whose time on the zone's wall clock is `wall` (milliseconds since
    /// 1970 on that clock), where it lies two days or more from any transition; `nil` nearer
    /// one, where a wall-clock time may be skipped or repeated. `near` is a guess of the
    /// offsets there, such as those of an instant close by.
    ///
    /// Why two days suffice: another instant with that wall-clock time would differ from the
    /// found one by the difference of two offsets, at most 32 hours (offsets stay within 16
    /// hours of UTC, local mean times of the 19th century included), so it would lie in the
    /// same interval and have the same offset, and be the same instant.
    @inline(__always)
    func onlyInstant(atWallClock wall: Double, near guess: Offsets) -> Double? {
        let interval = interval(at: wall - Double(guess.raw + guess.dst))
        let instant = wall - Double(interval.offsets.raw + interval.offsets.dst)
        let margin = 172_800_000.0
        guard interval.start + margin <= instant, instant < interval.end - margin else { return nil }
        return instant
    }

    /// The interval around an instant and its offsets, from ICU (no cache).
    func interval(containing millis: Double) -> Interval {
        infallible { () throws(ICUError) in
            try calendars.withHandle(make: { () throws(ICUError) in try UCalendarHandle(gregorianIn: zone) }) { handle throws(ICUError) in
                let calendar = handle.raw
                var status: Int32 = 0
                var raw: Int32 = 0
                var dst: Int32 = 0
                icub_ucal_offsets(calendar, millis, &raw, &dst, &status)
                var start = -Double.infinity
                var end = Double.infinity
                var transition = 0.0
                if icub_ucal_time_zone_transition(calendar, Int32(ICUB_UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE),
                                                  &transition, &status) != 0 {
                    start = transition
                }
                if icub_ucal_time_zone_transition(calendar, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &transition, &status) != 0 {
                    end = transition
                }
                try ICUStatus.check(status, "reading the offsets of time zone \(zone)")
                return Interval(start: start, end: end, offsets: Offsets(raw: raw, dst: dst))
            }
        }
    }
}

extension ZoneOffsets.Offsets {
    /// Both offsets in one word, as a thread's front keeps them.
    var packed: UInt64 { UInt64(UInt32(bitPattern: raw)) << 32 | UInt64(UInt32(bitPattern: dst)) }

    init(packed: UInt64) {
        self.init(raw: Int32(truncatingIfNeeded: packed >> 32), dst: Int32(truncatingIfNeeded: packed))
    }
}

extension ZoneOffsets.Interval: SpanValue {
    var span: Range<Double> { start ..< end }
    var frontCopy: (word: UInt64, object: AnyObject?) { (offsets.packed, nil) }
}
