#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Runs `body(thread)` on `count` new threads, released together, and returns
/// once every thread has ended (joined), so that nothing `body` captured
/// outlives the call.
///
/// Real threads rather than a pool: the tests hold all of them inside one call
/// at once (``Latch``), which a pool as wide as this machine's two cores would
/// never let happen.
func onThreads(_ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) {
    let start = Latch(count)
    var threads: [pthread_t] = []
    for thread in 0..<count {
        let work = Unmanaged.passRetained(ThreadWork {
            start.arriveAndWait()
            body(thread)
        }).toOpaque()
        var id = pthread_t()
        let created = pthread_create(&id, nil, { context in
            Unmanaged<ThreadWork>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, work)
        precondition(created == 0, "pthread_create failed: \(created)")
        threads.append(id)
    }
    for id in threads {
        pthread_join(id, nil)
    }
}

private final class ThreadWork {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// A countdown that `count` threads arrive at; each waits until all have
/// arrived, or gives up after `timeout` so that a broken test fails instead of hanging.
final class Latch: Sendable {
    private let remaining: Atomic<Int>
    private let timeout: Duration

    init(_ count: Int, timeout: Duration = .seconds(10)) {
        remaining = Atomic(count)
        self.timeout = timeout
    }

    /// Arrives and waits; false when the others did not all arrive in time.
    @discardableResult
    func arriveAndWait() -> Bool {
        remaining.subtract(1, ordering: .acquiringAndReleasing)
        let deadline = ContinuousClock.now + timeout
        while remaining.load(ordering: .acquiring) > 0 {
            if ContinuousClock.now > deadline { return false }
            sched_yield()
        }
        return true
    }
}

/// Gives up the processor `turns` times: work inside a call that lets the
/// other threads run meanwhile, so that calls overlap even on two cores.
func yieldProcessor(_ turns: Int) {
    for _ in 0..<turns {
        sched_yield()
    }
}
