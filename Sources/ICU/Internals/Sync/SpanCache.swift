import Synchronization

/// A value that holds over a span of instants: a zone's offsets between two of
/// its transitions, the texts of a zone's fields while they cannot change.
protocol SpanValue: AnyObject, Sendable {
    /// The instants, milliseconds since 1970, over which the value holds.
    var span: Range<Double> { get }
}

/// Values that each hold over a span of instants, found by an instant inside
/// the span, made on a miss; built from the library's two cache primitives.
///
/// Each thread keeps the spans it read last (a ``ThreadFront`` of ``SpanFront``s,
/// one for every span cache of the process, each slot marked with its cache's
/// serial): a hit compares an instant with a few bounds, takes no lock and
/// writes nothing shared. Behind the fronts, the cache keeps at most `capacity`
/// spans in a ``BoundedCache`` by their start, under a ``Lock``, the least
/// recently used going first: a thread's miss searches them (a span is found
/// by an instant inside it, which no hash can do; a miss is once per thread
/// and span), and only a span nobody has made yet is made.
///
/// Sendable notes: the table is reached only through its lock; the fronts only
/// by their own threads; the values are immutable.
final class SpanCache<Value: SpanValue>: Sendable {
    /// The cache's number, unique in the process: what marks its spans in the fronts.
    private let serial = spanCacheSerials.add(1, ordering: .relaxed).newValue
    private let table: Lock<BoundedCache<Double, Value>>

    /// A cache of at most `capacity` spans.
    init(capacity: Int) {
        table = Lock(BoundedCache(capacity: capacity))
    }

    /// How many spans the cache keeps now (not counting the threads' fronts).
    var count: Int { table.withLock { $0.count } }

    /// The value whose span holds `millis`: this thread's, the cache's, or one
    /// `make` makes (outside the lock) and the cache keeps.
    @inline(__always)
    func value(at millis: Double, make: (Double) -> Value) -> Value {
        withValue(at: millis, make: make) { $0 }
    }

    /// Runs `body` with the value whose span holds `millis`; a hit in this
    /// thread's front retains nothing (many threads reading one value would
    /// otherwise all write its reference count).
    @inline(__always)
    func withValue<R>(at millis: Double, make: (Double) -> Value, _ body: (Value) -> R) -> R {
        let hit = spanFronts.with { front in
            // Only this cache's values carry its serial.
            front.withValue(at: millis, cache: serial) { body(unsafeDowncast($0, to: Value.self)) }
        }
        if let hit { return hit }
        return body(missed(millis, make: make))
    }

    private func missed(_ millis: Double, make: (Double) -> Value) -> Value {
        let value: Value
        if let kept = table.withLock({ table -> Value? in
            guard let found = table.values.first(where: { $0.span.contains(millis) }) else { return nil }
            return table.value(for: found.span.lowerBound)
        }) {
            value = kept
        } else {
            let made = make(millis)
            // Another thread may have made the same span meanwhile: one is kept.
            let kept = table.withLock { $0.insert(made, for: made.span.lowerBound) }
            // A kept span that starts where this one does but ends before `millis` does not answer.
            value = kept.span.contains(millis) ? kept : made
        }
        if value.span.contains(millis) {
            spanFronts.with { $0.remember(value, cache: serial) }
        }
        return value
    }
}

/// The serial numbers of span caches.
private let spanCacheSerials = Atomic<UInt64>(0)

/// Every thread's front to the span caches.
private let spanFronts = ThreadFront<SpanFront>()

/// A thread's last spans from span caches: a few values, each with its cache's
/// serial and its bounds (copied out, so a hit reads no object), replaced in turn.
///
/// Sendable notes: touched only by its own thread (its owner, the process-wide
/// set of fronts, never ends).
final class SpanFront: ThreadFrontState, @unchecked Sendable {
    static var slotCount: Int { 8 }
    private let caches = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
    private let starts = UnsafeMutablePointer<Double>.allocate(capacity: slotCount)
    private let ends = UnsafeMutablePointer<Double>.allocate(capacity: slotCount)
    /// Retained references, read without retaining.
    private let values = UnsafeMutablePointer<Unmanaged<AnyObject>?>.allocate(capacity: slotCount)
    /// The slot that answered last, tried first.
    private var hint = 0
    private var next = 0

    init() {
        caches.initialize(repeating: 0, count: Self.slotCount)
        // An empty slot holds no instant: [+∞, -∞).
        starts.initialize(repeating: .infinity, count: Self.slotCount)
        ends.initialize(repeating: -.infinity, count: Self.slotCount)
        values.initialize(repeating: nil, count: Self.slotCount)
    }

    deinit {
        caches.deallocate()
        starts.deallocate()
        ends.deallocate()
        clearValues()
        values.deallocate()
    }

    @inline(__always)
    private func holds(_ slot: Int, _ millis: Double, _ cache: UInt64) -> Bool {
        caches[slot] == cache && starts[slot] <= millis && millis < ends[slot]
    }

    /// `body` of the value of `cache` whose span holds `millis`, or `nil` when this thread has none.
    @inline(__always)
    func withValue<R>(at millis: Double, cache: UInt64, _ body: (AnyObject) -> R) -> R? {
        var found = hint
        if !holds(found, millis, cache) {
            guard let slot = (0..<Self.slotCount).first(where: { holds($0, millis, cache) }) else { return nil }
            hint = slot
            found = slot
        }
        return values[found].unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
    }

    func remember(_ value: some SpanValue, cache: UInt64) {
        let slot = next
        caches[slot] = cache
        starts[slot] = value.span.lowerBound
        ends[slot] = value.span.upperBound
        let retained = Unmanaged<AnyObject>.passRetained(value)
        values[slot]?.release()
        values[slot] = retained
        hint = slot
        next = (slot + 1) % Self.slotCount
    }

    func clear() {
        for slot in 0..<Self.slotCount {
            caches[slot] = 0
            starts[slot] = .infinity
            ends[slot] = -.infinity
        }
        clearValues()
    }

    private func clearValues() {
        for slot in 0..<Self.slotCount {
            values[slot]?.release()
            values[slot] = nil
        }
    }
}
