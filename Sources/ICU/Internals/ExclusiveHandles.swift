import Synchronization

/// ICU handles of one kind that no two threads may use at once: a primary
/// handle, and idle spares for calls that overlap.
///
/// A caller takes the primary handle when its `busy` flag is clear (one atomic
/// compare-and-exchange, acquiring; given back with a releasing store). When
/// another thread holds it, the caller takes an idle spare (or makes one when
/// none is idle), uses it alone, and gives it back. Nobody waits behind a slow
/// call; spares exist only as far as calls overlap, and at most `capacity` idle
/// ones are kept (the rest are closed when given back). In steady state nothing
/// is opened or allocated.
///
/// Why a flag and not the library's `_Lock` for the primary handle: a decimal
/// integer formats in ~60 ns and a `pthread_mutex_trylock`/`unlock` pair added a
/// fifth to that; two mutex lock/unlock pairs around the spares' list cost ~5%
/// of a short date format. Atomics are instrumented by ThreadSanitizer, so the
/// flag stays checked.
///
/// A noncopyable struct, stored inline in the object that owns the handles: as
/// a separate object, the extra hop to the flag made a decimal integer format
/// 1.22× raw ICU instead of 1.04× (measured in a paired loop). Its `deinit`
/// closes every handle.
///
/// Sendable notes: the primary handle is used only by the thread that set
/// `busy`; the idle list is reached only through its lock, and a spare taken out
/// belongs to the taker until it is given back.
struct _ExclusiveHandles: ~Copyable, @unchecked Sendable {
    private let primary: OpaquePointer
    private let busy = Atomic<Bool>(false)
    private let idle = _Lock<[OpaquePointer]>([])
    private let capacity: Int
    private let close: (OpaquePointer) -> Void

    /// - Parameters:
    ///   - primary: The handle most calls use; closed with the others.
    ///   - close: Closes a handle (`icub_unum_close`, `icub_ucal_close`, …).
    init(primary: OpaquePointer, capacity: Int = 8, close: @escaping (OpaquePointer) -> Void) {
        self.primary = primary
        self.capacity = capacity
        self.close = close
    }

    deinit {
        close(primary)
        for handle in idle.withLock({ $0 }) {
            close(handle)
        }
    }

    /// The primary handle, now this thread's alone, or `nil` when another thread
    /// holds it. Give it back with ``givePrimaryBack()``. For hot paths that
    /// call ICU directly rather than through ``withHandle(make:_:)``'s closure.
    @inline(__always)
    func takePrimary() -> OpaquePointer? {
        busy.compareExchange(expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed)
            .exchanged ? primary : nil
    }

    @inline(__always)
    func givePrimaryBack() {
        busy.store(false, ordering: .releasing)
    }

    /// Runs `body` with a handle no other thread uses meanwhile: the primary one
    /// when free, else an idle spare, or one `make` opens when none is idle.
    @inline(__always)
    func withHandle<R>(make: () throws(ICUError) -> OpaquePointer,
                       _ body: (OpaquePointer) throws(ICUError) -> R) throws(ICUError) -> R {
        if let handle = takePrimary() {
            defer { givePrimaryBack() }
            return try body(handle)
        }
        return try withSpare(make: make, body)
    }

    private func withSpare<R>(make: () throws(ICUError) -> OpaquePointer,
                              _ body: (OpaquePointer) throws(ICUError) -> R) throws(ICUError) -> R {
        let handle: OpaquePointer
        if let found = idle.withLock({ $0.popLast() }) {
            handle = found
        } else {
            handle = try make()
        }
        defer {
            let kept = idle.withLock { list -> Bool in
                guard list.count < capacity else { return false }
                list.append(handle)
                return true
            }
            if !kept {
                close(handle)
            }
        }
        return try body(handle)
    }
}
