/// Values created on first use and kept, for state a shared formatter adds
/// lazily (a lenient parser, a clone, a formatter per digit count).
///
/// Creation runs outside the lock, so a slow ICU open never blocks readers; when
/// two threads race to create the same value, the first one stored wins and the
/// other is dropped.
final class LazyCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values: Lock<[Key: Value]>

    init(_ initial: [Key: Value] = [:]) { values = Lock(initial) }

    func value(for key: Key, create: () throws(ICUError) -> Value) throws(ICUError) -> Value {
        if let found = values.withLock({ $0[key] }) { return found }
        let made = try create()
        return values.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = made
            return made
        }
    }
}
