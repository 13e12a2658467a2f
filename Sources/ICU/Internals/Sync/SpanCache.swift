/// A value that holds over a span of instants: a zone's offsets between two of
/// its transitions, the texts of a zone's fields while they cannot change.
protocol SpanValue: Sendable {
    /// The instants, milliseconds since 1970, over which the value holds.
    var span: Range<Double> { get }
    /// What a thread's front keeps of the value: a word (the offsets), or an object, which the front retains.
    var frontCopy: (word: UInt64, object: AnyObject?) { get }
}

/// One zone cache's spans, built from the library's two cache primitives: each
/// thread's last spans of every zone cache in one process-lived ``ThreadFront``
/// (``SpanFront``, under a `pthread_key_t` of its own), and the cache's own
/// spans in a ``BoundedCache`` by their start, under a ``Lock``.
///
/// A hit is one `pthread_getspecific`, one compare of the cache's serial and a
/// range check; it takes no lock and writes nothing shared. A miss searches the
/// cache's spans (a span is found by an instant inside it, which no hash can
/// do; a miss is once per thread and span), and only a span nobody has made
/// yet is made. At most `capacity` spans are kept, the least recently used
/// going first, so memory stays bounded whatever instants come.
///
/// Stored in its owner (a struct of references), so a hit reads the front's key
/// and the serial from the owner without a hop or the check of a lazily made global.
///
/// Sendable notes: the table is reached only through its lock; the fronts only by their own threads.
struct SpanCache<Value: SpanValue>: Sendable {
    /// The cache's number, unique in the process and never 0: what marks its spans in the fronts.
    let serial: UInt64
    private let front: ThreadFront<SpanFront>.Reference
    private let table: Lock<BoundedCache<Double, Value>>

    /// A cache of at most `capacity` spans.
    init(capacity: Int) {
        serial = ThreadFronts.serials.add(1, ordering: .relaxed).newValue
        front = SpanFront.owner.reference
        table = Lock(BoundedCache(capacity: capacity))
    }

    /// How many spans the cache keeps now (not counting the threads' fronts).
    var count: Int { table.withLock { $0.count } }

    /// `read` of this thread's last span of this cache holding `millis`, or `nil`.
    @inline(__always)
    func inFront<R>(_ millis: Double, _ read: (SpanFront.Slot) -> R) -> R? {
        front.with { front in front.slot(serial, containing: millis).map { read($0.pointee) } }
    }

    /// The value whose span holds `millis`: the cache's, or one `make` makes
    /// (outside the lock) and the cache keeps; this thread's front remembers it.
    func missed(_ millis: Double, make: (Double) -> Value) -> Value {
        let value: Value
        if let kept = table.withLock({ $0.value(containing: millis) }) {
            value = kept
        } else {
            let made = make(millis)
            // Another thread may have made the same span meanwhile: one is kept.
            let kept = table.withLock { $0.insert(made, for: made.span.lowerBound) }
            // A kept span that starts where this one does but ends before `millis` does not answer.
            value = kept.span.contains(millis) ? kept : made
        }
        if value.span.contains(millis) {
            let copy = value.frontCopy
            front.with { $0.remember(serial, span: value.span, word: copy.word, object: copy.object) }
        }
        return value
    }
}

extension BoundedCache where Key == Double, Value: SpanValue {
    /// The value whose span holds `millis`, recorded as used now; the keys are the spans' starts.
    fileprivate mutating func value(containing millis: Double) -> Value? {
        guard let found = values.first(where: { $0.span.contains(millis) }) else { return nil }
        return value(for: found.span.lowerBound)
    }
}

/// A thread's last spans of every zone cache: a direct-mapped table, two
/// spans per set, the set chosen by the cache's serial. Each slot holds the
/// serial, the bounds and a copy of the value (a word, or a retained object),
/// so a hit reads no object; the serial, never reused, keeps an ended cache's
/// slots from answering for another. A cache's newest span takes its set's
/// first way, pushing the other out; a hit in the second way swaps the two.
///
/// Memory: ``setCount`` × 2 slots per thread, whatever caches come and go; an
/// ended cache's objects stay until their slots are taken.
///
/// Sendable notes: touched only by its own thread, except ``clear()``, which
/// never runs: its owner lives as long as the process.
final class SpanFront: ThreadFrontState, @unchecked Sendable {
    struct Slot {
        var cache: UInt64 = 0
        // An empty slot holds no instant: [+∞, -∞).
        var start = Double.infinity
        var end = -Double.infinity
        var word: UInt64 = 0
        /// Retained by the front.
        var object: Unmanaged<AnyObject>? = nil

        @inline(__always)
        func holds(_ cache: UInt64, _ millis: Double) -> Bool {
            self.cache == cache && start <= millis && millis < end
        }
    }

    /// Every zone cache's front: one process-lived owner with a key of its own.
    static let owner = ThreadFront<SpanFront>(ownKey: true)

    /// Sets in a thread's table: a power of two, more than the zones and zone formats a thread uses at once.
    static var setCount: Int { 64 }
    private let slots = UnsafeMutablePointer<Slot>.allocate(capacity: 2 * setCount)

    init() {
        slots.initialize(repeating: Slot(), count: 2 * Self.setCount)
    }

    deinit {
        clear()
        slots.deinitialize(count: 2 * Self.setCount).deallocate()
    }

    /// The slot of `cache` whose span holds `millis`, or `nil`.
    @inline(__always)
    func slot(_ cache: UInt64, containing millis: Double) -> UnsafeMutablePointer<Slot>? {
        let first = slots + 2 &* (Int(truncatingIfNeeded: cache) & (Self.setCount &- 1))
        if first.pointee.holds(cache, millis) { return first }
        let second = first + 1
        guard second.pointee.holds(cache, millis) else { return nil }
        swap(&first.pointee, &second.pointee)
        return first
    }

    /// Keeps a span of `cache` in its set's first way.
    func remember(_ cache: UInt64, span: Range<Double>, word: UInt64, object: AnyObject?) {
        let first = slots + 2 &* (Int(truncatingIfNeeded: cache) & (Self.setCount &- 1))
        let second = first + 1
        release(second)
        second.pointee = first.pointee
        first.pointee = Slot(cache: cache, start: span.lowerBound, end: span.upperBound, word: word,
                             object: object.map { Unmanaged.passRetained($0) })
    }

    func clear() {
        for index in 0..<2 * Self.setCount {
            release(slots + index)
            slots[index] = Slot()
        }
    }

    private func release(_ slot: UnsafeMutablePointer<Slot>) {
        slot.pointee.object?.release()
        slot.pointee.object = nil
    }
}
