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
/// Entries are held weakly: an entry the pool evicts is freed as before, and
/// the front forgets it.
final class _ThreadFront {
    /// One pool's front on this thread.
    final class Pool {
        var generation: UInt64 = .max
        var current: LocaleID = .posix
        var entries: [FormatterPool.Key: Weak] = [:]
        /// The last entry found, checked by equality before the dictionary is hashed.
        var lastKey: FormatterPool.Key?
        var last: Weak?

        /// A class, so that reading it out of the dictionary copies a reference,
        /// not a weak reference (whose copy and destruction cost more than the rest of a hit).
        final class Weak {
            weak var entry: _PoolStorage.Entry?
            init(_ entry: _PoolStorage.Entry) { self.entry = entry }
        }

        /// The remembered entry for `key`, if the pool still holds it.
        @inline(__always)
        func entry(for key: FormatterPool.Key) -> _PoolStorage.Entry? {
            if let lastKey, lastKey == key { return last?.entry }
            guard let found = entries[key] else { return nil }
            lastKey = key
            last = found
            return found.entry
        }

        /// Most entries remembered per pool and thread; past that, forgotten ones go first.
        static let capacity = 64

        func reset(generation: UInt64, current: LocaleID) {
            self.generation = generation
            self.current = current
            entries.removeAll(keepingCapacity: true)
            lastKey = nil
            last = nil
        }

        func remember(_ entry: _PoolStorage.Entry, for key: FormatterPool.Key) {
            if entries.count >= Self.capacity {
                entries = entries.filter { $0.value.entry != nil }
                if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            }
            entries[key] = Weak(entry)
        }
    }

    /// Fronts by pool ID (pools are numbered, never reused, so a dead pool's front is never mistaken for a new one's).
    private var pools: [UInt64: Pool] = [:]
    /// The pool read last, checked before the dictionary.
    private var lastID: UInt64 = 0
    private var lastPool: Pool?
    /// Most pools a thread keeps fronts for; a process usually has one.
    private static let maxPools = 16

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<_ThreadFront>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's front for the pool numbered `id`.
    @inline(__always)
    static func pool(_ id: UInt64) -> Pool {
        let front: _ThreadFront
        if let pointer = pthread_getspecific(key) {
            front = Unmanaged<_ThreadFront>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            front = _ThreadFront()
            pthread_setspecific(key, Unmanaged.passRetained(front).toOpaque())
        }
        if front.lastID == id, let pool = front.lastPool { return pool }
        let pool: Pool
        if let found = front.pools[id] {
            pool = found
        } else {
            if front.pools.count >= maxPools { front.pools.removeAll() }
            pool = Pool()
            front.pools[id] = pool
        }
        front.lastID = id
        front.lastPool = pool
        return pool
    }
}
