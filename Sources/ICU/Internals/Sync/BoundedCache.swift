/// A table of at most `capacity` entries that evicts the least recently used
/// ones: the recency model of every cache in the library.
///
/// Each entry carries a stamp, the value of a clock the table advances on every
/// insert and every recorded read. When an insert finds the table full, the
/// least recent eighth of the entries (at least one) goes at once: eviction
/// sorts the stamps, O(n log n) for n entries, once per n/8 inserts, so an
/// insert costs O(log n) amortized, where evicting a single entry would scan
/// all of them on every insert. The table is never emptied wholesale when full.
///
/// Not a linked list: moving a node on every read would make every read a
/// write, and ``FormatterPool`` reads its table from many threads at once
/// (`DispatchQueue.sync`) while only its barriers write. Such a table keeps its
/// recency outside, in its values (an atomic stamp a reader can store while
/// other readers run), and names it with `recency`; readers then use
/// ``peek(_:)``, which writes nothing.
///
/// Not synchronized: its owner guards it (the pool with its concurrent queue,
/// sync reads and barrier writes; ``InternTable`` and ``LazyCache`` with a
/// ``Lock``).
struct BoundedCache<Key: Hashable, Value> {
    fileprivate struct Slot {
        var value: Value
        var stamp: UInt64
    }

    private var slots: [Key: Slot] = [:]
    private var clock: UInt64 = 0
    /// Where a value's recency lives when readers cannot write the table.
    private let recency: (@Sendable (Value) -> UInt64)?
    /// The most entries the table holds (at least one).
    let capacity: Int

    /// A table of at most `capacity` entries.
    ///
    /// - Parameters:
    ///   - recency: The stamp of a value, when readers record their reads in the
    ///     values themselves (then the table's own stamps are not used).
    init(capacity: Int, recency: (@Sendable (Value) -> UInt64)? = nil) {
        self.capacity = Swift.max(1, capacity)
        self.recency = recency
    }

    /// How many entries go when an insert finds the table full.
    var evictionBatch: Int { Swift.max(1, capacity / 8) }

    /// How many entries the table holds.
    var count: Int { slots.count }

    /// The value for `key`, recorded as used now.
    @inline(__always)
    mutating func value(for key: Key) -> Value? {
        guard let index = slots.index(forKey: key) else { return nil }
        // The entry read last is already the most recent: no write.
        if slots.values[index].stamp != clock {
            clock &+= 1
            slots.values[index].stamp = clock
        }
        return slots.values[index].value
    }

    /// The value for `key`, without recording the read (for readers that may
    /// not write, such as the pool's under `queue.sync`).
    @inline(__always)
    func peek(_ key: Key) -> Value? {
        slots[key]?.value
    }

    /// Keeps `value` for `key`, evicting the least recent entries first when the
    /// table is full, and returns the value kept: the one already there, if any.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Value {
        if let kept = self.value(for: key) { return kept }
        if slots.count >= capacity { evictLeastRecent() }
        clock &+= 1
        slots[key] = Slot(value: value, stamp: clock)
        return value
    }

    /// Forgets the entry for `key`, if any.
    mutating func removeValue(for key: Key) {
        slots[key] = nil
    }

    /// Forgets every entry.
    mutating func removeAll() {
        slots.removeAll()
    }

    /// Forgets the entries for which `shouldRemove` is true.
    mutating func removeAll(where shouldRemove: (Key, Value) -> Bool) {
        slots = slots.filter { !shouldRemove($0.key, $0.value.value) }
    }

    /// Every entry's value, in no order.
    var values: some Collection<Value> { slots.values.lazy.map(\.value) }

    /// The key of the first entry, in no order, for which `predicate` is true,
    /// without recording a read.
    func firstKey(where predicate: (Key, Value) -> Bool) -> Key? {
        slots.first { predicate($0.key, $0.value.value) }?.key
    }

    private func stamp(_ slot: Slot) -> UInt64 {
        recency.map { $0(slot.value) } ?? slot.stamp
    }

    /// Removes the ``evictionBatch`` entries with the oldest stamps. Stamps may
    /// tie (readers that record in the values share a clock reading), so the
    /// entries at the cut are removed only as far as the batch needs.
    private mutating func evictLeastRecent() {
        let batch = Swift.min(evictionBatch, slots.count)
        guard batch > 0 else { return }
        var stamps: [UInt64] = []
        stamps.reserveCapacity(slots.count)
        for slot in slots.values { stamps.append(stamp(slot)) }
        stamps.sort()
        let cut = stamps[batch - 1]
        var atCut = batch - stamps[..<batch].count(where: { $0 < cut })
        var doomed: [Key] = []
        doomed.reserveCapacity(batch)
        for (key, slot) in slots {
            let stamp = stamp(slot)
            if stamp < cut {
                doomed.append(key)
            } else if stamp == cut, atCut > 0 {
                doomed.append(key)
                atCut -= 1
            }
        }
        for key in doomed { slots[key] = nil }
    }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
extension BoundedCache.Slot: Sendable where Value: Sendable {}
