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
/// entry read, and the last answer of each kind of request asked twice in a
/// row: a weak load and the slower reference counting of a weakly referenced
/// object cost more than the rest of a hit, in the `Lookup.pool` benchmark
/// rows), so a thread keeps at most one object per kind and pool alive past
/// its eviction, until the thread's next calls with other requests, the
/// thread's end, or the pool's end, which clears every thread's front.
final class ThreadFront {
    /// One pool's front on this thread.
    ///
    /// Sendable notes: touched only by its own thread, except `clear()` when its
    /// pool ends, which no call of that thread can overlap (a call needs the pool alive).
    final class Pool: @unchecked Sendable {
        var generation: UInt64 = .max
        var current: LocaleID = .posix
        private var entries: [FormatterPool.Key: Weak] = [:]
        /// The last entry read, of any kind, checked by key equality before the
        /// dictionary is hashed; overwritten in place, so a thread cycling through
        /// many requests allocates nothing.
        private let last = LastEntry()
        /// The last answer of each kind of request that was asked twice in a row,
        /// by the request as made: compared without building a key, and read
        /// without retaining anything but the answer (most callers ask for the
        /// same format again and again). One slot per kind, by the request's
        /// `frontSlot`, in a raw buffer of retained references: reading one is a
        /// load, with no array to retain and no search.
        private let answers = UnsafeMutablePointer<Unmanaged<AnyObject>?>.allocate(capacity: FormatterPool.Key.kindCount)

        init() {
            answers.initialize(repeating: nil, count: FormatterPool.Key.kindCount)
        }

        deinit {
            clearAnswers()
            answers.deallocate()
        }

        /// A request as the caller made it (`nil` locale: the current one, as of
        /// this front's generation), what the pool answered, and its recency
        /// stamp. Immutable, so reading one copies nothing; a new one is
        /// allocated only when a request repeats.
        final class Answer<R: PoolRequest> {
            let locale: LocaleID?
            let spec: R.Spec
            let object: R.Pooled
            let stamp: FormatterPool.Storage.Stamp
            init(_ locale: LocaleID?, _ spec: R.Spec, _ object: R.Pooled, _ stamp: FormatterPool.Storage.Stamp) {
                self.locale = locale
                self.spec = spec
                self.object = object
                self.stamp = stamp
            }
        }

        /// A class, so that reading it out of the dictionary copies a reference,
        /// not a weak reference (whose copy and destruction cost more than the rest of a hit).
        final class Weak {
            weak var entry: FormatterPool.Storage.Entry?
            init(_ entry: FormatterPool.Storage.Entry) { self.entry = entry }
        }

        /// The last answer to a request of kind `R`, stamped `now`, when it is the
        /// request this thread repeated last for that kind. Retains only the answer.
        @inline(__always)
        func lastAnswer<R: PoolRequest>(_ kind: R.Type, locale: LocaleID?, spec: R.Spec, now: UInt64) -> R.Pooled? {
            guard let stored = answers[R.frontSlot] else { return nil }
            return stored._withUnsafeGuaranteedRef { object -> R.Pooled? in
                // Each kind has its own slot, so the slot holds an answer of this kind.
                let answer = unsafeDowncast(object, to: Answer<R>.self)
                guard answer.spec == spec, answer.locale == locale else { return nil }
                answer.stamp.touch(now)
                return answer.object
            }
        }

        /// Keeps `object` as the answer to a request of kind `R`.
        func remember<R: PoolRequest>(answer object: R.Pooled, _ kind: R.Type, locale: LocaleID?, spec: R.Spec,
                                      stamp: FormatterPool.Storage.Stamp) {
            let new = Unmanaged<AnyObject>.passRetained(Answer<R>(locale, spec, object, stamp))
            answers[R.frontSlot]?.release()
            answers[R.frontSlot] = new
        }

        private func clearAnswers() {
            for slot in 0..<FormatterPool.Key.kindCount {
                answers[slot]?.release()
                answers[slot] = nil
            }
        }

        /// The remembered object for `key` and its stamp, stamped `now`, if this
        /// thread still holds it, and whether it was the last one read (the request repeated).
        @inline(__always)
        func entry(for key: FormatterPool.Key, now: UInt64)
            -> (object: AnyObject & Sendable, stamp: FormatterPool.Storage.Stamp, repeated: Bool)? {
            if let (object, stamp) = last.hit(key, now: now) { return (object, stamp, true) }
            guard let entry = entries[key]?.entry else { return nil }
            last.set(key, entry)
            entry.stamp.touch(now)
            return (entry.object, entry.stamp, false)
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
            clearAnswers()
        }

        func remember(_ entry: FormatterPool.Storage.Entry, for key: FormatterPool.Key) {
            if entries.count >= Self.capacity {
                entries = entries.filter { $0.value.entry != nil }
                if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            }
            entries[key] = Weak(entry)
            last.set(key, entry)
        }

        /// Forgets everything; called for a pool that has ended.
        func clear() {
            generation = .max
            entries = [:]
            clearLastHits()
        }
    }

    /// The key of the entry read last, its object and its stamp, overwritten in
    /// place: a new request allocates nothing. Not the entry itself: an entry is
    /// weakly referenced, and retaining it would take the slower reference counting.
    final class LastEntry {
        private var key: FormatterPool.Key?
        private var object: (AnyObject & Sendable)?
        private var stamp: FormatterPool.Storage.Stamp?

        /// The object and its stamp, stamped `now`, when `key` is the one held.
        @inline(__always)
        func hit(_ key: FormatterPool.Key, now: UInt64) -> (AnyObject & Sendable, FormatterPool.Storage.Stamp)? {
            guard let object, let stamp, self.key == key else { return nil }
            stamp.touch(now)
            return (object, stamp)
        }

        func set(_ key: FormatterPool.Key, _ entry: FormatterPool.Storage.Entry) {
            self.key = key
            object = entry.object
            stamp = entry.stamp
        }

        func clear() {
            key = nil
            object = nil
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
    private static let registry = Lock<[UInt64: [ObjectIdentifier: Pool]]>([:])

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
            Unmanaged<ThreadFront>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's front object, created on first use.
    @inline(__always)
    private static var current: Unmanaged<ThreadFront> {
        if let pointer = pthread_getspecific(key) { return Unmanaged.fromOpaque(pointer) }
        let front = Unmanaged.passRetained(ThreadFront())
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
