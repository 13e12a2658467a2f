import Synchronization

/// The zone fields of a compiled pattern, as ICU itself writes them: each field
/// is formatted by `udat` with a pattern of that field alone, once per span of
/// time over which its text cannot change, and kept.
///
/// A zone's text at an instant depends on its offsets there (GMT and ISO
/// formats, daylight or standard names) and on the metazone the zone belongs to
/// then (specific names such as `PST`, `Japan Standard Time`; outside every
/// mapping, and after 9999, ICU writes a GMT format instead). The offsets change
/// only at the zone's transitions (`ucal_getTimeZoneTransitionDate`), the
/// metazone only at the bounds of its mappings in ICU's `metaZones` data; a span
/// is the stretch between two such instants. Generic names (`v`, `vvvv`) also
/// depend on the transitions of the metazone's reference zone, which no ICU C
/// API names: they are not compiled.
///
/// A hit takes no lock: the first ``publishedCapacity`` spans made are kept
/// for the cache's life and published in a few slots, which readers load
/// atomically (an entry is immutable and never freed while the cache lives, so
/// a reader can use whatever a slot points at). Spans made after those go to a
/// short list behind a lock, oldest out first, so memory stays bounded whatever
/// instants come.
///
/// Sendable notes: the handles format on calendars of their own (thread-safe);
/// the slots are atomics that point at entries kept alive by `published`, which
/// is only changed under its lock; the overflow list is reached through its lock only.
final class ZoneTextCache: @unchecked Sendable {
    /// The texts of every zone field over one span of time; immutable.
    final class Entry: Sendable {
        let span: Range<Double>
        let texts: [[UInt8]]

        init(span: Range<Double>, texts: [[UInt8]]) {
            self.span = span
            self.texts = texts
        }
    }

    /// Whether a zone field (letter repeated) is written exactly from cached texts.
    static func isCacheable(_ field: String) -> Bool { field != "v" && field != "vvvv" }

    /// Slots readers search without a lock: a power of two.
    static var slotCount: Int { 8 }
    /// Spans kept for the cache's life (and published in the slots, round robin):
    /// 32 years of a zone with daylight saving time.
    static var publishedCapacity: Int { 64 }
    /// Spans kept after those, in the locked list; the oldest goes first.
    static var overflowCapacity: Int { 32 }

    /// The zone's transitions.
    private let offsets: ZoneOffsets
    private let fields: [UDateFormatHandle]
    /// Where the zone's metazone may change, sorted.
    private let metazoneChanges: [Double]
    /// Each slot: the address of an entry in `published`, or 0.
    private let slots: UnsafeMutablePointer<Atomic<UInt>>
    /// The slot a lookup tries first: the last one that answered.
    private let hint = Atomic<Int>(0)
    /// Every entry a slot ever pointed at, kept alive for the readers, and the slot the next one goes in.
    private let published = Lock<Published>(Published())
    private let overflow = Lock<[Entry]>([])

    /// - Parameters:
    ///   - fields: Each zone field of the pattern, such as `zzzz`.
    ///   - timeZone: The zone ID the pattern's format was opened with: its transitions come from ``ZoneOffsets``.
    init(fields: [String], locale: String, timeZone: String) throws(ICUError) {
        var handles: [UDateFormatHandle] = []
        for field in fields {
            handles.append(try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: locale,
                                                 timeZone: timeZone, pattern: field, lenient: false))
        }
        self.fields = handles
        self.offsets = try ZoneOffsets.shared(zone: timeZone)
        self.metazoneChanges = try URes.metazoneChanges(zone: UCal.canonicalTimeZone(timeZone))
        slots = .allocate(capacity: Self.slotCount)
        for index in 0..<Self.slotCount {
            (slots + index).initialize(to: Atomic<UInt>(0))
        }
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The texts at an instant: from a slot (no lock), the overflow list, or ICU.
    @inline(__always)
    func entry(millis: Double) -> Entry {
        let first = hint.load(ordering: .relaxed)
        for step in 0..<Self.slotCount {
            let index = (first &+ step) & (Self.slotCount - 1)
            // Acquiring: the entry's fields were written before the releasing store that published it.
            let address = slots[index].load(ordering: .acquiring)
            guard address != 0 else { continue }
            let entry = Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
            if entry.span.contains(millis) {
                if step != 0 { hint.store(index, ordering: .relaxed) }
                return entry
            }
        }
        return missed(millis: millis)
    }

    private struct Published {
        var entries: [Entry] = []
        var nextSlot = 0
    }

    private func missed(millis: Double) -> Entry {
        // A kept span that lost its slot gets one again.
        if let found = published.withLock({ state -> Entry? in
            guard let found = state.entries.first(where: { $0.span.contains(millis) }) else { return nil }
            publish(found, in: &state)
            return found
        }) { return found }
        if let found = overflow.withLock({ list in list.first { $0.span.contains(millis) } }) { return found }
        let made = infallible { () throws(ICUError) in try makeEntry(millis: millis) }
        let kept = published.withLock { state -> Entry? in
            // Another thread may have made the same span meanwhile: keep one.
            if let same = state.entries.first(where: { $0.span == made.span }) {
                publish(same, in: &state)
                return same
            }
            guard state.entries.count < Self.publishedCapacity else { return nil }
            state.entries.append(made)
            publish(made, in: &state)
            return made
        }
        if let kept { return kept }
        overflow.withLock { list in
            if list.count >= Self.overflowCapacity { list.removeLast() }
            list.insert(made, at: 0)
        }
        return made
    }

    /// Points the next slot, in turn, at a kept entry; only under `published`'s lock.
    private func publish(_ entry: Entry, in state: inout Published) {
        let index = state.nextSlot
        // Releasing: a reader that loads the address sees the entry's fields.
        slots[index].store(UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
        hint.store(index, ordering: .relaxed)
        state.nextSlot = (index + 1) & (Self.slotCount - 1)
    }

    private func texts(_ millis: Double) throws(ICUError) -> [[UInt8]] {
        var result: [[UInt8]] = []
        result.reserveCapacity(fields.count)
        for field in fields {
            result.append(try field.output(millis: millis, "formatting a time zone field") { Array($0) })
        }
        return result
    }

    private func makeEntry(millis: Double) throws(ICUError) -> Entry {
        let range = DateFormat.instantRange
        let interval = offsets.interval(containing: millis)
        var lower = Swift.max(interval.start, range.lowerBound)
        var upper = Swift.min(interval.end, range.upperBound + 1)
        for change in metazoneChanges {
            if change <= millis { lower = Swift.max(lower, change) } else { upper = Swift.min(upper, change); break }
        }
        let here = try texts(millis)
        // ICU formats whole milliseconds: the span's last one is its end less one. A
        // text that differs at an end (a change this model misses) keeps the span to
        // the one millisecond asked for: slower, still exact.
        guard try texts(lower) == here, try texts(upper - 1) == here else {
            let start = millis.rounded(.down)
            return Entry(span: start ..< start + 1, texts: here)
        }
        return Entry(span: lower ..< upper, texts: here)
    }
}
