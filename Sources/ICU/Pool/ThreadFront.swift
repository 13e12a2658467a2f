#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread's own front to the pools it reads: the fast path of a hit.
///
/// A pool's queue stays the authority. The front only remembers what this
/// thread already read through the queue — the current locale and the entries
/// it found — and is valid while the pool's published generation is the one it
/// was filled under. Every barrier that changes the current locale or resets
/// the pool bumps that generation before it returns, so a call made after a
/// locale change never takes the fast path to an entry of the old locale.
///
/// The entries are held weakly: an entry the pool evicts is freed as before,
/// and the front forgets it. Only the last hits are held strongly (the last
/// one, the last number format and the last plural rules: a weak load and the
/// slower reference counting of a weakly referenced object cost more than the
/// rest of a hit), so a thread keeps at most three formatters per pool alive
/// past their eviction, until the thread's next calls with other keys, the
/// thread's end, or the pool's end, which clears every thread's front.
final class _ThreadFront {
    /// One pool's front on this thread.
    ///
    /// Sendable notes: touched only by its own thread, except `clear()` when its
    /// pool ends, which no call of that thread can overlap (a call needs the pool alive).
    final class Pool: @unchecked Sendable {
        var generation: UInt64 = .max
        var current: LocaleID = .posix
        var entries: [FormatterPool.Key: Weak] = [:]
        /// The last hit of any kind, checked by equality before the dictionary is
        /// hashed; overwritten in place, so a thread cycling through many requests
        /// allocates nothing.
        let last = LastHit()

        /// The number format and plural rules of a request made twice in a row,
        /// by the request as made: compared without building a key, and read
        /// without retaining anything but the result (most callers ask for the
        /// same one again and again, and a ~60 ns integer format leaves little
        /// room). Immutable, so reading one needs no copy of its fields; a new
        /// one is allocated only when a request repeats.
        var lastNumber: LastRequest<NumberFormat.Style, NumberFormat>? {
            didSet { lastNumberRef = lastNumber.map { .passUnretained($0) } }
        }
        var lastPlural: LastRequest<PluralRules.Kind, PluralRules>? {
            didSet { lastPluralRef = lastPlural.map { .passUnretained($0) } }
        }
        /// The same objects, unretained (valid while the strong references above hold them).
        private(set) var lastNumberRef: Unmanaged<LastRequest<NumberFormat.Style, NumberFormat>>?
        private(set) var lastPluralRef: Unmanaged<LastRequest<PluralRules.Kind, PluralRules>>?

        /// A request as the caller made it (`nil` locale: the current one, as of
        /// this front's generation), what it returned, and its recency stamp.
        final class LastRequest<Spec: Equatable, Format> {
            let locale: LocaleID?
            let spec: Spec
            let format: Format
            let stamp: _PoolStorage.Stamp
            init(_ locale: LocaleID?, _ spec: Spec, _ format: Format, _ stamp: _PoolStorage.Stamp) {
                self.locale = locale
                self.spec = spec
                self.format = format
                self.stamp = stamp
            }

            /// The format, stamped `now`, when the request is this one.
            @inline(__always)
            func hit(_ locale: LocaleID?, _ spec: Spec, now: UInt64) -> Format? {
                guard self.spec == spec, self.locale == locale else { return nil }
                stamp.touch(now)
                return format
            }
        }

        /// A class, so that reading it out of the dictionary copies a reference,
        /// not a weak reference (whose copy and destruction cost more than the rest of a hit).
        final class Weak {
            weak var entry: _PoolStorage.Entry?
            init(_ entry: _PoolStorage.Entry) { self.entry = entry }
        }

        /// The remembered value for `key`, if this thread still holds it.
        @inline(__always)
        func value(for key: FormatterPool.Key, now: UInt64) -> _PoolStorage.Found? {
            if let (value, stamp) = last.hit(key, now: now) {
                return _PoolStorage.Found(value: value, stamp: stamp, repeated: true)
            }
            guard let entry = entries[key]?.entry else { return nil }
            last.set(key, entry.value, entry.stamp)
            entry.stamp.touch(now)
            return _PoolStorage.Found(value: entry.value, stamp: entry.stamp, repeated: false)
        }

        /// Most entries remembered per pool and thread; past that, forgotten ones go first.
        static let capacity = 64

        func reset(generation: UInt64, current: LocaleID) {
            self.generation = generation
            self.current = current
            entries.removeAll(keepingCapacity: true)
            clearLastHits()
        }

        private func clearLastHits() {
            last.clear()
            lastNumber = nil
            lastPlural = nil
        }

        func remember(_ entry: _PoolStorage.Entry, for key: FormatterPool.Key) {
            if entries.count >= Self.capacity {
                entries = entries.filter { $0.value.entry != nil }
                if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            }
            entries[key] = Weak(entry)
            last.set(key, entry.value, entry.stamp)
        }

        /// Forgets everything; called for a pool that has ended.
        func clear() {
            generation = .max
            entries = [:]
            clearLastHits()
        }
    }

    /// A request's key, what it returned and its recency stamp, overwritten in
    /// place: a new request allocates nothing.
    final class LastHit {
        private var key: FormatterPool.Key?
        private var value: FormatterPool.Value?
        private var stamp: _PoolStorage.Stamp?

        /// The value and its stamp, stamped `now`, when `key` is the one held.
        @inline(__always)
        func hit(_ key: FormatterPool.Key, now: UInt64) -> (FormatterPool.Value, _PoolStorage.Stamp)? {
            guard let value, let stamp, self.key == key else { return nil }
            stamp.touch(now)
            return (value, stamp)
        }

        func set(_ key: FormatterPool.Key, _ value: FormatterPool.Value, _ stamp: _PoolStorage.Stamp) {
            self.key = key
            self.value = value
            self.stamp = stamp
        }

        func clear() {
            key = nil
            value = nil
            stamp = nil
        }
    }

    /// Fronts by pool ID (pools are numbered, never reused, so a dead pool's front is never mistaken for a new one's).
    private var pools: [UInt64: Pool] = [:]
    /// The pool read last, checked before the dictionary (unretained: `pools` holds it).
    private var lastID: UInt64 = 0
    private var lastPool: Unmanaged<Pool>?
    /// Most pools a thread keeps fronts for; a process usually has one.
    private static let maxPools = 16

    /// Every thread's fronts, by pool ID, so that a pool's end can clear them
    /// (each front is otherwise touched by its own thread only, and never while
    /// its pool is ending: a call needs the pool alive).
    private static let registry = _Lock<[UInt64: [ObjectIdentifier: Pool]]>([:])

    deinit {
        // The thread is ending: its fronts leave the registry.
        let pools = self.pools
        Self.registry.withLock { registry in
            for (id, pool) in pools { registry[id]?[ObjectIdentifier(pool)] = nil }
        }
    }

    /// How many threads have a front for the pool numbered `id` (for tests).
    static func frontCount(forPool id: UInt64) -> Int {
        registry.withLock { $0[id]?.count ?? 0 }
    }

    /// Clears every thread's front for the pool numbered `id`; called when the pool ends.
    static func poolEnded(_ id: UInt64) {
        let fronts = registry.withLock { $0.removeValue(forKey: id) } ?? [:]
        // Outside the lock: clearing may free formatters.
        for pool in fronts.values { pool.clear() }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<_ThreadFront>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's front object, created on first use.
    @inline(__always)
    private static var current: Unmanaged<_ThreadFront> {
        if let pointer = pthread_getspecific(key) { return Unmanaged.fromOpaque(pointer) }
        let front = Unmanaged.passRetained(_ThreadFront())
        pthread_setspecific(key, front.toOpaque())
        return front
    }

    /// This thread's front for the pool numbered `id`.
    @inline(__always)
    static func pool(_ id: UInt64) -> Pool {
        withPool(id) { $0 }
    }

    /// Runs `body` with this thread's front for the pool numbered `id`, retaining neither.
    @inline(__always)
    static func withPool<R>(_ id: UInt64, _ body: (Pool) -> R) -> R {
        current._withUnsafeGuaranteedRef { front in
            if front.lastID == id, let pool = front.lastPool { return pool._withUnsafeGuaranteedRef(body) }
            return body(front.slowPool(id))
        }
    }

    private func slowPool(_ id: UInt64) -> Pool {
        let pool: Pool
        if let found = pools[id] {
            pool = found
        } else {
            if pools.count >= Self.maxPools {
                let dropped = pools
                pools.removeAll()
                lastPool = nil
                Self.registry.withLock { registry in
                    for (id, pool) in dropped { registry[id]?[ObjectIdentifier(pool)] = nil }
                }
            }
            pool = Pool()
            pools[id] = pool
            Self.registry.withLock { $0[id, default: [:]][ObjectIdentifier(pool)] = pool }
        }
        lastID = id
        lastPool = .passUnretained(pool)
        return pool
    }
}
