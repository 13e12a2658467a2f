/// Values created on first use and kept, at most `capacity` of them (a
/// ``BoundedCache`` under a ``Lock``), for state a shared formatter adds lazily
/// (a lenient parser, a clone, a formatter per digit count).
///
/// Creation runs outside the lock, so a slow ICU open never blocks readers; when
/// two threads race to create the same value, the first one stored wins and the
/// other is dropped. Past the capacity, the least recently used values go.
final class LazyCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values: Lock<BoundedCache<Key, Value>>

    /// A cache of at most `capacity` values, starting with `initial`.
    init(capacity: Int = 32, _ initial: [Key: Value] = [:]) {
        var table = BoundedCache<Key, Value>(capacity: capacity)
        for (key, value) in initial { table.insert(value, for: key) }
        values = Lock(table)
    }

    /// How many values are kept.
    var count: Int { values.withLock { $0.count } }

    func value(for key: Key, create: () throws(ICUError) -> Value) throws(ICUError) -> Value {
        if let found = values.withLock({ $0.value(for: key) }) { return found }
        let made = try create()
        return values.withLock { $0.insert(made, for: key) }
    }
}
