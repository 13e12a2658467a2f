@testable import ICU
import Dispatch
import Foundation
import Synchronization
import Testing

extension Internals.Sync {
    @Suite("ThreadFront")
    struct ThreadFrontTests {
        /// What a test owner keeps on a thread.
        final class Probe: ThreadFrontState, @unchecked Sendable {
            var number = 0
            var held: AnyObject?
            init() {}
            func clear() {
                number = -1
                held = nil
            }
        }

        /// An owner: fronts end with it.
        final class Owner: Sendable {
            let front: ThreadFront<Probe>
            init(ownKey: Bool = false) { front = ThreadFront(ownKey: ownKey) }
        }

        final class Held {}

        /// Waits until `condition` holds (a thread's end runs its key's destructor
        /// just before the thread goes), for up to ten seconds.
        func eventually(_ condition: () -> Bool) -> Bool {
            let deadline = ContinuousClock.now + .seconds(10)
            while !condition(), ContinuousClock.now < deadline { usleep(1_000) }
            return condition()
        }

        @Test(arguments: [false, true])
        func eachThreadHasStateOfItsOwn(ownKey: Bool) {
            let owner = Owner(ownKey: ownKey)
            let wrong = Atomic<Int>(0)
            onThreads(8) { thread in
                owner.front.with { $0.number = thread + 1 }
                for _ in 0..<1_000 where owner.front.with({ $0.number }) != thread + 1 {
                    wrong.add(1, ordering: .relaxed)
                }
            }
            #expect(wrong.load(ordering: .relaxed) == 0)
            // The threads have ended: their states left the registry.
            #expect(eventually { owner.front.threadCount == 0 })
            #expect(owner.front.with { $0.number } == 0)
            #expect(owner.front.threadCount == 1)
        }

        /// An owner's end clears its state on a thread that is alive and never calls again.
        @Test(arguments: [false, true])
        func endingOwnerClearsEveryThreadsState(ownKey: Bool) {
            final class Box: @unchecked Sendable {
                var owner: Owner?
                weak var held: Held?
            }
            let box = Box()
            box.owner = Owner(ownKey: ownKey)
            let used = DispatchSemaphore(value: 0)
            let finish = DispatchSemaphore(value: 0)
            let worker = Thread {
                do {
                    let held = Held()
                    box.held = held
                    box.owner!.front.with { $0.held = held }
                }
                used.signal()
                finish.wait()
            }
            worker.start()
            used.wait()
            #expect(box.held != nil)
            #expect(box.owner!.front.threadCount == 1)
            box.owner = nil
            #expect(box.held == nil)
            finish.signal()
        }

        /// A thread keeps states for a bounded number of owners; past it, an
        /// ended owner's slot is taken first, then the one taken longest ago; a
        /// dropped state is made again on its owner's next call.
        @Test func aThreadKeepsABoundedNumberOfOwners() {
            let capacity = ThreadFronts.ownerCapacity
            let done = DispatchSemaphore(value: 0)
            let results = Lock<[Int]>([])
            let worker = Thread {
                // This thread's first owners: `capacity` of them fill its slots.
                var owners: [Owner?] = (0..<capacity).map { _ in Owner() }
                for (index, owner) in owners.enumerated() { owner!.front.with { $0.number = index + 1 } }
                let keptAll = owners.filter { $0!.front.threadCount == 1 }.count
                // One ends; a new owner takes its slot, and every live one keeps its state.
                owners[5] = nil
                let newcomer = Owner()
                newcomer.front.with { $0.number = 100 }
                let keptAfterEnd = owners.compactMap { $0 }.filter { $0.front.threadCount == 1 }.count
                // One more: the slot taken longest ago (the first owner's) is replaced.
                let another = Owner()
                another.front.with { $0.number = 200 }
                let firstKept = owners[0]!.front.threadCount
                let secondStill = owners[1]!.front.with { $0.number }
                // Asked again, the first owner gets a new state (in the next slot in turn).
                let firstAgain = owners[0]!.front.with { $0.number }
                results.withLock { $0 = [keptAll, keptAfterEnd, firstKept, firstAgain, secondStill,
                                         newcomer.front.with { $0.number }] }
                done.signal()
            }
            worker.start()
            done.wait()
            let values = results.withLock { $0 }
            #expect(values == [capacity, capacity - 1, 0, 0, 2, 100])
        }
    }
}
