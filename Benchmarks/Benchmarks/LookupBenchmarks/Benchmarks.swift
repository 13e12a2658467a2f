import Benchmark
import BenchmarkSupport
import Dispatch
import ICU
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The cost of finding a cached formatter, for the pool's design: 50 number
// formats (10 locales, 5 styles) in a dictionary keyed by a small Hashable
// struct, each call building the key for the next of the 50 and reading it
// through one kind of lock. No formatting: the found format is kept, not used.
// One iteration is `threadedCalls` (20,000) lookups, on one thread, then split
// over two.
//   dictionary       no lock at all (the floor; safe here because nothing writes)
//   concurrentQueue  DispatchQueue(attributes: .concurrent).sync
//   mutex            Synchronization.Mutex.withLock
//   pthreadMutex     pthread_mutex_lock
//   rwlock           pthread_rwlock_rdlock
//   pool             FormatterPool.numberFormat(_:locale:), every call a hit
// Names: Lookup.<row>.<threads>, Lookup.<row>.scaling (1 vs 2 threads in turn), and
// Lookup.paired.<threads> (every row in turn, each over the dictionary's time; see `compare`).

/// What a pooled number format depends on.
struct Key: Hashable, Sendable {
    let locale: LocaleID
    let style: NumberFormat.Style
}

/// The 50 formats, built once.
let table: [Key: NumberFormat] = Dictionary(uniqueKeysWithValues: LookupKeys.all.map {
    (Key(locale: $0.locale, style: $0.style), try! NumberFormat($0.style, locale: $0.locale))
})

/// The table behind a concurrent queue, read with `sync`.
final class QueueTable: @unchecked Sendable {
    private let queue = DispatchQueue(label: "LookupBenchmarks.QueueTable", attributes: .concurrent)
    private let formats = table  // read only inside queue.sync

    func format(for key: Key) -> NumberFormat? { queue.sync { formats[key] } }
}

/// The table behind a Synchronization.Mutex.
final class MutexTable: Sendable {
    private let formats = Mutex(table)

    func format(for key: Key) -> NumberFormat? { formats.withLock { $0[key] } }
}

/// The table behind a pthread mutex.
final class PthreadMutexTable: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let formats = table  // read only while `mutex` is held

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func format(for key: Key) -> NumberFormat? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return formats[key]
    }
}

/// The table behind a pthread read-write lock, read with `rdlock`.
final class RWLockTable: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t> = .allocate(capacity: 1)
    private let formats = table  // read only while `lock` is held for reading

    init() { pthread_rwlock_init(lock, nil) }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
    }

    func format(for key: Key) -> NumberFormat? {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return formats[key]
    }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let keys = LookupKeys.all
    let count = keys.count
    let formats = table
    let queue = QueueTable()
    let mutex = MutexTable()
    let pthreadMutex = PthreadMutexTable()
    let rwlock = RWLockTable()
    let pool = FormatterPool()
    for key in keys { _ = try! pool.numberFormat(key.style, locale: key.locale) }

    let lookups: [(label: String, lookup: @Sendable (Int) throws -> NumberFormat)] = [
        ("dictionary", { i in formats[Key(locale: keys[i % count].locale, style: keys[i % count].style)]! }),
        ("concurrentQueue", { i in queue.format(for: Key(locale: keys[i % count].locale, style: keys[i % count].style))! }),
        ("mutex", { i in mutex.format(for: Key(locale: keys[i % count].locale, style: keys[i % count].style))! }),
        ("pthreadMutex", { i in pthreadMutex.format(for: Key(locale: keys[i % count].locale, style: keys[i % count].style))! }),
        ("rwlock", { i in rwlock.format(for: Key(locale: keys[i % count].locale, style: keys[i % count].style))! }),
        ("pool", { i in try pool.numberFormat(keys[i % count].style, locale: keys[i % count].locale) }),
    ]
    for (label, lookup) in lookups {
        threaded("Lookup.\(label)", lookup)
    }
    // Each lock against the bare dictionary, all in turn within each iteration.
    for threads in [1, 2] {
        let rows = lookups.map { label, lookup in
            threadedRow(label, threads: threads, perThread: {}) { _, i in try lookup(i) }
        }
        paired("Lookup.paired.\(threads == 1 ? "1thread" : "2threads")", calls: threadedCalls, rows)
    }
}
