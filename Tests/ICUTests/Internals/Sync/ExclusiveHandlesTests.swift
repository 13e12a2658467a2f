@testable import ICU
import Synchronization
import Testing

/// A stand-in for an ICU object: a flag that catches two users at once, and a count of its closes.
private struct FakeICUObject: ~Copyable {
    let inUse = Atomic<Bool>(false)
    let closes = Atomic<Int>(0)
}

private typealias FakeHandle = UnsafeMutablePointer<FakeICUObject>

/// Every handle one test opens, and what happened to them. Handles are freed
/// only when the ledger goes, so no address is reused and each close is
/// counted on the handle it closed.
///
/// Sendable notes: the list of handles is reached only through its lock; the
/// counters are atomics.
private final class HandleLedger: @unchecked Sendable {
    private let opened = Lock<[FakeHandle]>([])
    /// Spares opened and not yet closed, and the most there ever were at once.
    let liveSpares = Atomic<Int>(0)
    let peakLiveSpares = Atomic<Int>(0)
    /// Uses that found the handle already in use by another thread.
    let sharedUses = Atomic<Int>(0)
    let uses = Atomic<Int>(0)
    private let primaryHandle = Lock<FakeHandle?>(nil)

    deinit {
        for handle in opened.withLock({ $0 }) {
            handle.deinitialize(count: 1)
            handle.deallocate()
        }
    }

    func open(spare: Bool = true) -> FakeHandle {
        let handle = FakeHandle.allocate(capacity: 1)
        handle.initialize(to: FakeICUObject())
        opened.withLock { $0.append(handle) }
        if spare {
            let live = liveSpares.add(1, ordering: .sequentiallyConsistent).newValue
            peakLiveSpares.max(live, ordering: .relaxed)
        } else {
            primaryHandle.withLock { $0 = handle }
        }
        return handle
    }

    func close(_ handle: FakeHandle) {
        handle.pointee.closes.add(1, ordering: .relaxed)
        if handle != primary { liveSpares.subtract(1, ordering: .sequentiallyConsistent) }
    }

    /// Marks `handle` in use while `work` runs, counting it when another thread already had it.
    func use(_ handle: FakeHandle, _ work: () -> Void = {}) {
        uses.add(1, ordering: .relaxed)
        if !handle.pointee.inUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sharedUses.add(1, ordering: .relaxed)
        }
        work()
        handle.pointee.inUse.store(false, ordering: .releasing)
    }

    var primary: FakeHandle? { primaryHandle.withLock { $0 } }
    var spareCount: Int { opened.withLock { $0.count } - 1 }
    /// How often each handle was closed, in the order they were opened.
    var closeCounts: [Int] { opened.withLock { $0.map { $0.pointee.closes.load(ordering: .relaxed) } } }
}

/// Shares the noncopyable handles between threads, as the library's handle
/// classes do; when it goes, `ExclusiveHandles`' deinit closes every handle.
private final class HandleOwner: @unchecked Sendable {
    let handles: ExclusiveHandles<FakeHandle>
    let ledger: HandleLedger

    init(_ ledger: HandleLedger, capacity: Int) {
        self.ledger = ledger
        handles = ExclusiveHandles(primary: ledger.open(spare: false), capacity: capacity, close: { ledger.close($0) })
    }

    func takePrimary() -> FakeHandle? { handles.takePrimary() }
    func givePrimaryBack() { handles.givePrimaryBack() }

    /// One call through `withHandle(make:_:)`; the handle it ran with, or nil when it threw.
    @discardableResult
    func call(_ work: () -> Void = {}) -> FakeHandle? {
        try? handles.withHandle(make: { ledger.open() }) { handle in
            ledger.use(handle, work)
            return handle
        }
    }
}

extension Internals.Sync {
    @Suite("ExclusiveHandles")
    struct ExclusiveHandlesTests {
        @Test func callsThatDoNotOverlapAllUseThePrimaryHandle() {
            let ledger = HandleLedger()
            do {
                let owner = HandleOwner(ledger, capacity: 2)
                for _ in 0..<100 {
                    #expect(owner.call() == ledger.primary)
                }
            }
            #expect(ledger.spareCount == 0)
            #expect(ledger.closeCounts == [1])
        }

        /// Eight calls held inside at once while the primary handle is taken: each
        /// gets a spare of its own, `capacity` of them are kept idle and reused by
        /// the next such round, the rest closed when given back.
        @Test func overlappingCallsGetSparesOfTheirOwnAndAtMostCapacityStayIdle() throws {
            let threads = 8, capacity = 3
            let ledger = HandleLedger()
            do {
                let owner = HandleOwner(ledger, capacity: capacity)
                let primary = try #require(owner.takePrimary())
                #expect(owner.takePrimary() == nil)
                for round in 1...2 {
                    let seen = Lock<[Int]>([])  // addresses: pointers are not Sendable
                    let allInside = Latch(threads)
                    let together = Atomic<Int>(0)
                    onThreads(threads) { _ in
                        owner.call {
                            if allInside.arriveAndWait() { together.add(1, ordering: .relaxed) }
                        }.map { handle in seen.withLock { $0.append(Int(bitPattern: handle)) } }
                    }
                    let handles = seen.withLock { $0 }
                    #expect(together.load(ordering: .relaxed) == threads, "round \(round)")
                    #expect(Set(handles).count == threads, "round \(round)")
                    #expect(!handles.contains(Int(bitPattern: primary)))
                    // Round 1 opens one spare per call; round 2 reuses the idle ones.
                    #expect(ledger.spareCount == threads + (round - 1) * (threads - capacity), "round \(round)")
                    #expect(ledger.liveSpares.load(ordering: .relaxed) == capacity, "round \(round)")
                }
                owner.givePrimaryBack()
                #expect(owner.call() == primary)
            }
            #expect(ledger.sharedUses.load(ordering: .relaxed) == 0)
            #expect(ledger.closeCounts == Array(repeating: 1, count: 1 + ledger.spareCount))
        }

        /// Eight threads, many calls each (every fourth through
        /// `takePrimary()`/`givePrimaryBack()`): no handle ever serves two threads at
        /// once, spares never outnumber the threads, and when the owner goes every
        /// handle is closed exactly once.
        @Test func eightThreadsNeverShareAHandle() {
            let threads = 8, calls = 1_000, capacity = 2
            let ledger = HandleLedger()
            let direct = Atomic<Int>(0)
            do {
                let owner = HandleOwner(ledger, capacity: capacity)
                onThreads(threads) { thread in
                    for call in 0..<calls {
                        // A little work inside, so that calls overlap on two cores too.
                        let work = { yieldProcessor(call % 3) }
                        if call % 4 == thread % 4, let handle = owner.takePrimary() {
                            ledger.use(handle, work)
                            owner.givePrimaryBack()
                            direct.add(1, ordering: .relaxed)
                        } else {
                            owner.call(work)
                        }
                    }
                }
                #expect(ledger.uses.load(ordering: .relaxed) == threads * calls)
                #expect(ledger.liveSpares.load(ordering: .relaxed) <= capacity)
            }
            #expect(ledger.sharedUses.load(ordering: .relaxed) == 0)
            // Both paths ran: the primary taken directly, and spares for calls that overlapped.
            #expect(direct.load(ordering: .relaxed) > 0)
            #expect(ledger.spareCount > 0)
            #expect(ledger.peakLiveSpares.load(ordering: .relaxed) <= threads)
            #expect(ledger.closeCounts == Array(repeating: 1, count: 1 + ledger.spareCount))
        }

        @Test func anErrorFromMakeOrBodyPropagatesAndReturnsTheHandle() throws {
            let ledger = HandleLedger()
            let failure = ICUError(code: .unsupported, operation: "opening a spare")
            let failingMake = { () throws(ICUError) -> FakeHandle in throw failure }
            let failingBody = { (_: FakeHandle) throws(ICUError) in throw failure }
            do {
                let owner = HandleOwner(ledger, capacity: 1)
                let primary = try #require(owner.takePrimary())
                // The primary is taken, so the call needs a spare, and making it fails.
                var ran = false
                #expect(throws: failure) {
                    try owner.handles.withHandle(make: failingMake) { _ in ran = true }
                }
                #expect(!ran)
                // A spare whose body throws is kept for the next call.
                #expect(throws: failure) {
                    try owner.handles.withHandle(make: { ledger.open() }, failingBody)
                }
                #expect(ledger.spareCount == 1)
                #expect(owner.call() != primary)
                #expect(ledger.spareCount == 1)
                owner.givePrimaryBack()
                // The primary, given back by a throwing body, is free again.
                #expect(throws: failure) {
                    try owner.handles.withHandle(make: { ledger.open() }, failingBody)
                }
                #expect(owner.call() == primary)
            }
            #expect(ledger.closeCounts == [1, 1])
        }
    }
}
