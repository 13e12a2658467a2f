#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// What threads sharing values computed, against one thread's answers.
struct SharedRun {
    /// Calls made, by every thread.
    var calls = 0
    /// Calls whose answer differed from one thread's.
    var wrong = 0
    /// Calls that threw where one thread did not.
    var errors = 0
}

/// Runs `output(i)` for every `i` of `expected` on `count` threads together,
/// each starting at its own place in the list, and counts the answers that
/// differ from `expected[i]` (one thread's answers) and the calls that throw:
/// the check of every test that shares a service's values across threads.
func compareOnThreads<Output: Equatable & Sendable>(
    _ count: Int, expected: [Output], _ output: @escaping @Sendable (Int) throws -> Output
) -> SharedRun {
    let calls = Atomic<Int>(0), wrong = Atomic<Int>(0), errors = Atomic<Int>(0)
    onThreads(count) { thread in
        for round in expected.indices {
            let i = (round + thread * 97) % expected.count
            do {
                if try output(i) != expected[i] { wrong.add(1, ordering: .relaxed) }
            } catch {
                errors.add(1, ordering: .relaxed)
            }
            calls.add(1, ordering: .relaxed)
        }
    }
    return SharedRun(calls: calls.load(ordering: .relaxed), wrong: wrong.load(ordering: .relaxed),
                     errors: errors.load(ordering: .relaxed))
}

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
