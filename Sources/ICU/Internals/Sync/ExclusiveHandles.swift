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
/// Why a flag and not the library's ``Lock`` for the primary handle: on the
/// shortest calls (a decimal integer, the `NumberFormat.decimal.*.Int` benchmark
/// rows) a mutex trylock/unlock pair was a measurable share of the call, and
/// two lock pairs around the spares' list a measurable share of a short date
/// format. Atomics are instrumented by ThreadSanitizer, so the flag stays checked.
///
/// A noncopyable struct, stored inline in the object that owns the handles: as
/// a separate object, the extra hop to the flag showed in the same rows. Its
/// `deinit` closes every handle. `Handle` is the bridge's pointer type for the
/// ICU object (`UnsafeMutablePointer<icub_unum>`, …), so `close` can only be
/// the matching `…_close`, or a handle class that closes its object in `deinit`.
///
/// Sendable notes: the primary handle is used only by the thread that set
/// `busy`; the idle list is reached only through its lock, and a spare taken out
/// belongs to the taker until it is given back.
struct ExclusiveHandles<Handle>: ~Copyable, @unchecked Sendable {
    private let primary: Handle
    private let busy = Atomic<Bool>(false)
    private let idle = Lock<[Handle]>([])
    private let capacity: Int
    private let close: (Handle) -> Void

    /// - Parameters:
    ///   - primary: The handle most calls use; closed with the others.
    ///   - close: Closes a handle (`icub_unum_close`, `icub_ucal_close`, …).
    init(primary: Handle, capacity: Int = 8, close: @escaping (Handle) -> Void) {
        self.primary = primary
        self.capacity = capacity
        self.close = close
    }

    /// Handles of a class that closes its ICU object in `deinit` (``UCalendarHandle``):
    /// a handle is closed when the last reference to it goes.
    init(primary: Handle, capacity: Int = 8) where Handle: AnyObject {
        self.init(primary: primary, capacity: capacity, close: { _ in })
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
    func takePrimary() -> Handle? {
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
    func withHandle<R>(make: () throws(ICUError) -> Handle,
                       _ body: (Handle) throws(ICUError) -> R) throws(ICUError) -> R {
        if let handle = takePrimary() {
            defer { givePrimaryBack() }
            return try body(handle)
        }
        return try withSpare(make: make, body)
    }

    private func withSpare<R>(make: () throws(ICUError) -> Handle,
                              _ body: (Handle) throws(ICUError) -> R) throws(ICUError) -> R {
        let handle: Handle
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
