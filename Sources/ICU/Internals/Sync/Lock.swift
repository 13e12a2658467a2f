#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `pthread_mutex_t` guarding a value: the library's one lock.
///
/// Why not `Synchronization.Mutex`: on Linux it waits on a futex through the
/// standard library, which ThreadSanitizer does not see, so every value it
/// guards is reported as a race (checked with a four-thread program). A pthread
/// mutex is intercepted by ThreadSanitizer and costs the same uncontended,
/// which keeps `swift test --sanitize=thread` meaningful.
final class Lock<State> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock.
    @inline(__always)
    func withLock<R, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }

    /// Runs `body` with the state if the lock is free now; `nil` when another thread holds it.
    @inline(__always)
    func withLockIfAvailable<R, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}

// Sendable notes: the state is only reached through the mutex.
extension Lock: @unchecked Sendable where State: Sendable {}
