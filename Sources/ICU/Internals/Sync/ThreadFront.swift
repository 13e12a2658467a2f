#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What one owner of a ``ThreadFront`` keeps on one thread: a pool's last
/// answers, an intern table's last few texts.
///
/// Sendable, as the registry hands it to whichever thread ends its owner; a
/// conforming class says, in its Sendable notes, that only its own thread
/// touches it but for ``clear()``.
protocol ThreadFrontState: AnyObject, Sendable {
    init()
    /// Forgets everything held; called, from whichever thread ends the owner,
    /// when the owner ends. No call of the state's own thread can overlap it (a
    /// call needs the owner alive).
    func clear()
}

/// Each thread's own state for one owner (a ``FormatterPool``, an ``InternTable``):
/// the fast path of a hit, found without a lock. The library's one per-thread cache.
///
/// Every thread keeps its fronts in one object under one `pthread_key_t`: up to
/// ``ThreadFronts/ownerCapacity`` owners, each by its serial number (unique in
/// the process, never reused, so an ended owner's front is never mistaken for a
/// new one's). A lookup compares serials in the order the thread first used the
/// owners (a process has few owners on its hot path, met first). A thread using
/// more owners replaces the front of an ended owner, else the one it made
/// longest ago (its state is dropped, and made again on that owner's next call).
///
/// Lifetimes: the owner's end (this value's `deinit`) clears every thread's
/// state for it, on threads that are alive and never call again; a thread's end
/// releases its states and takes them out of the registry that an owner's end reads.
///
/// An owner that lives as long as the process and is on the hot path of short
/// calls (the tables of `LocaleID` and `TimeZoneID`) takes a `pthread_key_t` of its
/// own instead (`ownKey`): its state is then one `pthread_getspecific` away, with
/// no search among the thread's owners, which cost a fifth of making a
/// `TimeZoneID` from a text seen before (the `TimeZoneID.create.repeated` rows). A
/// process has 1,024 keys; an owner with its own key that ends leaves other
/// threads' (cleared) states behind until those threads end.
///
/// A noncopyable struct stored in its owner, so the serial is read without a hop.
///
/// Sendable notes: a thread's fronts are reached only by that thread, except
/// ``ThreadFrontState/clear()`` when an owner ends (see there); the registry is
/// reached only through its lock.
struct ThreadFront<State: ThreadFrontState>: ~Copyable, @unchecked Sendable {
    /// The owner's number.
    let serial: UInt64
    /// The process's key of threads' fronts (copied here so that a lookup
    /// starts with a load, not with the check of a lazily made global), or the owner's own.
    private let key: pthread_key_t
    private let ownsKey: Bool

    /// - Parameter ownKey: Whether the owner takes a `pthread_key_t` of its own (see above).
    init(ownKey: Bool = false) {
        serial = ThreadFronts.serials.add(1, ordering: .relaxed).newValue
        ownsKey = ownKey
        key = ownKey ? ThreadFronts.makeOwnKey() : ThreadFronts.key
    }

    deinit {
        guard ownsKey else {
            ThreadFronts.ownerEnded(serial)
            return
        }
        // No thread reads the key again, and no thread that ends from here on
        // runs its destructor: every thread's state is released here, once, by
        // whoever takes it out of the registry (this or a destructor already running).
        pthread_setspecific(key, nil)
        pthread_key_delete(key)
        ThreadFronts.ownKeyOwnerEnded(serial)
    }

    /// Runs `body` with this thread's state for the owner, made on first use, retaining nothing.
    ///
    /// `body` must not reach another owner's front: a first use of another owner
    /// may replace this state, which `body` holds unretained. A caller that needs
    /// the state longer returns it from `body` (one retain).
    @inline(__always)
    func with<R>(_ body: (State) -> R) -> R {
        if ownsKey { return Reference(key: key, serial: serial).with(body) }
        return ThreadFronts.current(key)._withUnsafeGuaranteedRef { fronts in
            fronts.state(serial, make: { State() })._withUnsafeGuaranteedRef { state in
                // Only `State` values are ever made for this serial.
                body(unsafeDowncast(state, to: State.self))
            }
        }
    }

    /// How many threads hold a state for the owner (for tests).
    var threadCount: Int { ThreadFronts.threadCount(owner: serial) }

    /// Where the states of an owner with a key of its own are: copied into the
    /// objects that use a process-lived owner (the zone caches' ``SpanFront``),
    /// so that their hit path starts with a load, not with the check of a lazily made global.
    struct Reference: Sendable {
        fileprivate let key: pthread_key_t
        fileprivate let serial: UInt64

        /// Runs `body` with this thread's state for the owner, made on first use, retaining nothing.
        @inline(__always)
        func with<R>(_ body: (State) -> R) -> R {
            let state = pthread_getspecific(key).map { Unmanaged<AnyObject>.fromOpaque($0) }
                ?? ThreadFronts.addOwn(key, serial, State())
            return state._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: State.self)) }
        }
    }

    /// The owner's ``Reference``; only for an owner with a key of its own that lives as long as the process.
    var reference: Reference {
        precondition(ownsKey, "only an owner with a key of its own has a reference")
        return Reference(key: key, serial: serial)
    }
}

/// One thread's fronts: the states it keeps for each owner, by serial.
final class ThreadFronts {
    /// The most owners a thread keeps states for.
    static var ownerCapacity: Int { 32 }

    /// Owner serials, 0 where the slot is free; states at the same index, retained.
    private let serials = UnsafeMutablePointer<UInt64>.allocate(capacity: ownerCapacity)
    private let states = UnsafeMutablePointer<Unmanaged<AnyObject>?>.allocate(capacity: ownerCapacity)
    /// The slot the next owner takes when every slot holds a live owner's state.
    private var nextReplaced = 0
    /// The slot found last, tried first.
    private var lastFound = 0

    /// The serial numbers of owners.
    static let serials = Atomic<UInt64>(0)

    /// Every thread's states, by owner serial, so that an owner's end can clear them.
    private static let registry = Lock<[UInt64: [ObjectIdentifier: any ThreadFrontState]]>([:])

    private init() {
        serials.initialize(repeating: 0, count: Self.ownerCapacity)
        states.initialize(repeating: nil, count: Self.ownerCapacity)
    }

    deinit {
        // The thread is ending: its states leave the registry, then go.
        Self.registry.withLock { registry in
            for slot in 0..<Self.ownerCapacity where serials[slot] != 0 {
                Self.unregister(states[slot]!, owner: serials[slot], in: &registry)
            }
        }
        for slot in 0..<Self.ownerCapacity { states[slot]?.release() }
        serials.deallocate()
        states.deinitialize(count: Self.ownerCapacity).deallocate()
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadFronts>.fromOpaque(pointer).release()
        }
        precondition(created == 0, "pthread_key_create failed: \(created)")
        return key
    }()

    /// A key of an owner's own; a thread's state under it leaves the registry and is released when the thread ends.
    static func makeOwnKey() -> pthread_key_t {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            if let pointer { ThreadFronts.ownStateEnded(pointer) }
        }
        precondition(created == 0, "pthread_key_create failed: \(created)")
        return key
    }

    /// Keeps `state` as this thread's under an owner's own key, and in the registry.
    static func addOwn(_ key: pthread_key_t, _ serial: UInt64, _ state: any ThreadFrontState) -> Unmanaged<AnyObject> {
        let retained = Unmanaged<AnyObject>.passRetained(state)
        registry.withLock { $0[serial, default: [:]][ObjectIdentifier(state)] = state }
        pthread_setspecific(key, retained.toOpaque())
        return retained
    }

    /// Takes a state kept under an owner's own key out of the registry and releases it.
    /// Releases it only when it was still registered: an owner that ended
    /// took its states out of the registry and released them itself.
    static func ownStateEnded(_ pointer: UnsafeMutableRawPointer) {
        let state = Unmanaged<AnyObject>.fromOpaque(pointer)
        let registered = registry.withLock { registry -> Bool in
            let id = ObjectIdentifier(state.takeUnretainedValue())
            var found = false
            for owner in Array(registry.keys) where registry[owner]?[id] != nil {
                unregister(state, owner: owner, in: &registry)
                found = true
            }
            return found
        }
        if registered { state.release() }
    }

    /// Clears and releases every thread's state for an owner with a key of its
    /// own, which has just deleted that key: the reference each thread's key
    /// held (``addOwn(_:_:_:)``) is released here, as no destructor will.
    static func ownKeyOwnerEnded(_ serial: UInt64) {
        let states = registry.withLock { $0.removeValue(forKey: serial) } ?? [:]
        for state in states.values {
            state.clear()
            Unmanaged<AnyObject>.passUnretained(state).release()
        }
    }

    /// This thread's fronts, made on first use; `key` is ``key``.
    @inline(__always)
    static func current(_ key: pthread_key_t) -> Unmanaged<ThreadFronts> {
        if let pointer = pthread_getspecific(key) { return Unmanaged.fromOpaque(pointer) }
        let fronts = Unmanaged.passRetained(ThreadFronts())
        pthread_setspecific(key, fronts.toOpaque())
        return fronts
    }

    /// The state for the owner numbered `serial`, made by `make` on first use.
    @inline(__always)
    func state(_ serial: UInt64, make: () -> any ThreadFrontState) -> Unmanaged<AnyObject> {
        if serials[lastFound] == serial { return states[lastFound].unsafelyUnwrapped }
        for slot in 0..<Self.ownerCapacity where serials[slot] == serial {
            lastFound = slot
            return states[slot].unsafelyUnwrapped
        }
        return add(serial, make())
    }

    private func add(_ serial: UInt64, _ state: any ThreadFrontState) -> Unmanaged<AnyObject> {
        let retained = Unmanaged<AnyObject>.passRetained(state)
        let (slot, replaced) = Self.registry.withLock { registry -> (Int, Unmanaged<AnyObject>?) in
            let slot = freeSlot(registry)
            var replaced: Unmanaged<AnyObject>?
            if serials[slot] != 0, let old = states[slot] {
                Self.unregister(old, owner: serials[slot], in: &registry)
                replaced = old
            }
            registry[serial, default: [:]][ObjectIdentifier(state)] = state
            return (slot, replaced)
        }
        serials[slot] = serial
        states[slot] = retained
        // Outside the lock: a replaced state may free formatters.
        replaced?.release()
        return retained
    }

    /// A free slot, else one whose owner has ended, else the next in turn; under the registry's lock.
    private func freeSlot(_ registry: [UInt64: [ObjectIdentifier: any ThreadFrontState]]) -> Int {
        for slot in 0..<Self.ownerCapacity where serials[slot] == 0 { return slot }
        for slot in 0..<Self.ownerCapacity where registry[serials[slot]] == nil { return slot }
        let slot = nextReplaced
        nextReplaced = (slot + 1) % Self.ownerCapacity
        return slot
    }

    private static func unregister(_ state: Unmanaged<AnyObject>, owner: UInt64,
                                   in registry: inout [UInt64: [ObjectIdentifier: any ThreadFrontState]]) {
        let id = ObjectIdentifier(state.takeUnretainedValue())
        registry[owner]?[id] = nil
        if registry[owner]?.isEmpty == true { registry[owner] = nil }
    }

    /// Clears every thread's state for the owner numbered `serial`; called when the owner ends.
    static func ownerEnded(_ serial: UInt64) {
        let states = registry.withLock { $0.removeValue(forKey: serial) } ?? [:]
        // Outside the lock: clearing may free formatters.
        for state in states.values { state.clear() }
    }

    /// How many threads hold a state for the owner numbered `serial`.
    static func threadCount(owner serial: UInt64) -> Int {
        registry.withLock { $0[serial]?.count ?? 0 }
    }
}
