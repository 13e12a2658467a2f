import ICUBridge
import Synchronization

/// A time zone's raw and daylight offsets at any instant, as ICU's calendar in that zone reports
/// them (`UCAL_ZONE_OFFSET`, `UCAL_DST_OFFSET`), remembered by interval: ICU is asked once per
/// stretch of time between two of the zone's transitions (`ucal_getTimeZoneTransitionDate`), so a
/// run of instants in one such interval asks ICU nothing.
///
/// The remembered intervals sit in a few fixed slots, each guarded by a sequence number (a
/// seqlock): a reader takes no lock and writes nothing shared on a hit (it only moves the hint
/// when the hit is not in the slot it looked at first); it reads a slot's version (odd while
/// the slot is being written), the slot's bounds and offsets, and the version again, and trusts
/// what it read only when the two versions are the same even number. Writers, on a miss, take a
/// lock (one at a time) and fill the next slot in turn, so memory stays at ``slotCount`` intervals
/// however many instants come.
///
/// Sendable notes: the calendars are used by one thread at a time (``ExclusiveHandles``); the slots
/// are only read and written through atomics, and written only under `writer`'s lock.
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

    /// How many intervals are remembered: a power of two, enough for the instants a server
    /// formats (today's, and both sides of the last and next transition) and a few more.
    static var slotCount: Int { 8 }

    /// The zone ID, as the calendars were opened with it.
    let zone: String
    private let calendars: ExclusiveHandles<UCal.Calendar>
    private let slots: UnsafeMutablePointer<Slot>
    /// The slot a lookup tries first: the last one that answered.
    private let hint = Atomic<Int>(0)
    /// The slot the next miss fills, and the lock that makes writers take turns.
    private let writer = Lock<Int>(0)

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
        calendars = ExclusiveHandles(primary: try Self.openCalendar(zone), capacity: 2, close: UCal.close)
        slots = .allocate(capacity: Self.slotCount)
        for index in 0..<Self.slotCount {
            (slots + index).initialize(to: Slot())
        }
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The zone's offsets at an instant, milliseconds since 1970 within the range of ICU's
    /// calendars (Julian days ±0x7F000000, `MIN_MILLIS` … `MAX_MILLIS`).
    @inline(__always)
    func offsets(at millis: Double) -> Offsets {
        let first = hint.load(ordering: .relaxed)
        if let found = slots[first].offsets(at: millis) { return found }
        for step in 1..<Self.slotCount {
            let index = (first + step) & (Self.slotCount - 1)
            if let found = slots[index].offsets(at: millis) {
                hint.store(index, ordering: .relaxed)
                return found
            }
        }
        return remember(interval(containing: millis))
    }

    /// The interval around an instant and its offsets, from ICU (no cache).
    func interval(containing millis: Double) -> Interval {
        infallible { () throws(ICUError) in
            try calendars.withHandle(make: { () throws(ICUError) in try Self.openCalendar(zone) }) { calendar throws(ICUError) in
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

    /// Keeps an interval in the next slot (unless another thread just kept it) and returns its offsets.
    private func remember(_ interval: Interval) -> Offsets {
        writer.withLock { next in
            for index in 0..<Self.slotCount where slots[index].holds(interval) { return }
            slots[next].write(interval)
            hint.store(next, ordering: .relaxed)
            next = (next + 1) & (Self.slotCount - 1)
        }
        return interval.offsets
    }

    private static func openCalendar(_ zone: String) throws(ICUError) -> UCal.Calendar {
        try BridgeText.withUTF8(zone, "opening a calendar in time zone \(zone)") { bytes, count throws(ICUError) in
            try openHandle("opening a calendar in time zone \(zone)") { status, _ in
                icub_ucal_open_zone(bytes, count, "@calendar=gregorian", &status)
            }
        }
    }
}

/// One remembered interval behind a sequence number: odd while a writer fills it. Bounds are
/// stored as the bits of their doubles, both offsets in one word, so a slot is four atomics.
private struct Slot: ~Copyable {
    private let version = Atomic<UInt64>(0)
    // An empty slot holds no instant: [+∞, -∞).
    private let start = Atomic<UInt64>(Double.infinity.bitPattern)
    private let end = Atomic<UInt64>((-Double.infinity).bitPattern)
    private let offsets = Atomic<UInt64>(0)

    /// The offsets, when the slot holds an interval containing `millis` and no writer touched it
    /// while it was read.
    @inline(__always)
    func offsets(at millis: Double) -> ZoneOffsets.Offsets? {
        // The data loads acquire, so the second version load cannot happen before them; a
        // writer's odd version is ordered before its data stores, which release.
        let before = version.load(ordering: .acquiring)
        guard before & 1 == 0 else { return nil }
        let start = Double(bitPattern: self.start.load(ordering: .acquiring))
        let end = Double(bitPattern: self.end.load(ordering: .acquiring))
        guard start <= millis, millis < end else { return nil }
        let offsets = self.offsets.load(ordering: .acquiring)
        guard version.load(ordering: .relaxed) == before else { return nil }
        return ZoneOffsets.Offsets(raw: Int32(truncatingIfNeeded: offsets >> 32), dst: Int32(truncatingIfNeeded: offsets))
    }

    /// Whether the slot holds this interval; only for writers, under their lock.
    func holds(_ interval: ZoneOffsets.Interval) -> Bool {
        Double(bitPattern: start.load(ordering: .relaxed)) == interval.start
            && Double(bitPattern: end.load(ordering: .relaxed)) == interval.end
    }

    /// Fills the slot; only one writer at a time (under `ZoneOffsets.writer`'s lock).
    func write(_ interval: ZoneOffsets.Interval) {
        let old = version.load(ordering: .relaxed)
        version.store(old &+ 1, ordering: .relaxed)
        let packed = UInt64(UInt32(bitPattern: interval.offsets.raw)) << 32 | UInt64(UInt32(bitPattern: interval.offsets.dst))
        start.store(interval.start.bitPattern, ordering: .releasing)
        end.store(interval.end.bitPattern, ordering: .releasing)
        offsets.store(packed, ordering: .releasing)
        version.store(old &+ 2, ordering: .releasing)
    }
}
