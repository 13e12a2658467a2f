/// Idle ICU handles of one kind, each used by one thread at a time: a caller
/// takes one (or makes one when none is idle), uses it alone, and gives it back.
/// In steady state nothing is opened or allocated; at most `capacity` idle
/// handles are kept, and the rest are closed when given back.
///
/// Sendable notes: the idle list is reached only through its lock, and a handle
/// taken out belongs to the taker until it is given back.
final class _SpareHandles: @unchecked Sendable {
    private let idle = _Lock<[OpaquePointer]>([])
    private let capacity: Int
    private let close: (OpaquePointer) -> Void

    /// - Parameter close: Closes a handle (`icub_unum_close`, `icub_ucal_close`, …).
    init(capacity: Int = 8, close: @escaping (OpaquePointer) -> Void) {
        self.capacity = capacity
        self.close = close
    }

    deinit {
        for handle in idle.withLock({ $0 }) {
            close(handle)
        }
    }

    /// Runs `body` with an idle handle, or with one `make` opens when none is idle.
    @inline(__always)
    func withHandle<R>(make: () throws(ICUError) -> OpaquePointer,
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
