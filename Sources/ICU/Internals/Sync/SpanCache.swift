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
/// A cache whose values are of several keys (the names of many zones, each
/// with its own spans) passes a `tag` with each call: a word that tells its keys
/// apart, such as the address of an object the value retains (while a front or
/// the table holds the value, no other object can have that address). The
/// zones' own caches are of one key each and pass none.
///
/// Stored in its owner (a struct of references), so a hit reads the front's key
/// and the serial from the owner without a hop or the check of a lazily made global.
///
/// Sendable notes: the table is reached only through its lock; the fronts only by their own threads.
struct SpanCache<Value: SpanValue>: Sendable {
    /// The cache's number, unique in the process and never 0: what marks its spans in the fronts.
    let serial: UInt64
    private let front: ThreadFront<SpanFront>.Reference
    private let table: Lock<BoundedCache<SpanKey, Value>>

    /// A cache of at most `capacity` spans.
    init(capacity: Int) {
        serial = ThreadFronts.serials.add(1, ordering: .relaxed).newValue
        front = SpanFront.owner.reference
        table = Lock(BoundedCache(capacity: capacity))
    }

    /// How many spans the cache keeps now (not counting the threads' fronts).
    var count: Int { table.withLock { $0.count } }

    /// `read` of this thread's last span of this cache (and `tag`) holding `millis`, or `nil`.
    @inline(__always)
    func inFront<R>(_ millis: Double, tag: UInt64 = 0, _ read: (SpanFront.Slot) -> R) -> R? {
        front.with { front in front.slot(serial, tag: tag, containing: millis).map { read($0.pointee) } }
    }

    /// The value whose span holds `millis`: the cache's, or one `make` makes
    /// (outside the lock) and the cache keeps; this thread's front remembers it.
    func missed<E: Error>(_ millis: Double, tag: UInt64 = 0, make: (Double) throws(E) -> Value) throws(E) -> Value {
        let value: Value
        if let kept = table.withLock({ $0.value(containing: millis, tag: tag) }) {
            value = kept
        } else {
            let made = try make(millis)
            // Another thread may have made the same span meanwhile: one is kept.
            let kept = table.withLock { $0.insert(made, for: SpanKey(tag: tag, start: made.span.lowerBound)) }
            // A kept span that starts where this one does but ends before `millis` does not answer.
            value = kept.span.contains(millis) ? kept : made
        }
        if value.span.contains(millis) {
            let copy = value.frontCopy
            front.with { $0.remember(serial, tag: tag, span: value.span, word: copy.word, object: copy.object) }
        }
        return value
    }
}

/// A kept span's key: its cache's tag and its start.
struct SpanKey: Hashable, Sendable {
    var tag: UInt64
    var start: Double
}

extension BoundedCache where Key == SpanKey, Value: SpanValue {
    /// The value of `tag` whose span holds `millis`, recorded as used now.
    fileprivate mutating func value(containing millis: Double, tag: UInt64) -> Value? {
        guard let key = firstKey(where: { $0.tag == tag && $1.span.contains(millis) }) else { return nil }
        return value(for: key)
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
        var tag: UInt64 = 0
        // An empty slot holds no instant: [+∞, -∞).
        var start = Double.infinity
        var end = -Double.infinity
        var word: UInt64 = 0
        /// Retained by the front.
        var object: Unmanaged<AnyObject>? = nil

        @inline(__always)
        func holds(_ cache: UInt64, _ tag: UInt64, _ millis: Double) -> Bool {
            self.cache == cache && self.tag == tag && start <= millis && millis < end
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

    /// The first slot of the set of `cache` and `tag`.
    @inline(__always)
    private func set(_ cache: UInt64, _ tag: UInt64) -> UnsafeMutablePointer<Slot> {
        // A tag that is an address has four low bits that never differ.
        slots + 2 &* (Int(truncatingIfNeeded: cache &+ tag &>> 4) & (Self.setCount &- 1))
    }

    /// The slot of `cache` and `tag` whose span holds `millis`, or `nil`.
    @inline(__always)
    func slot(_ cache: UInt64, tag: UInt64 = 0, containing millis: Double) -> UnsafeMutablePointer<Slot>? {
        let first = set(cache, tag)
        if first.pointee.holds(cache, tag, millis) { return first }
        let second = first + 1
        guard second.pointee.holds(cache, tag, millis) else { return nil }
        swap(&first.pointee, &second.pointee)
        return first
    }

    /// Keeps a span of `cache` and `tag` in its set's first way.
    func remember(_ cache: UInt64, tag: UInt64 = 0, span: Range<Double>, word: UInt64, object: AnyObject?) {
        let first = set(cache, tag)
        let second = first + 1
        release(second)
        second.pointee = first.pointee
        first.pointee = Slot(cache: cache, tag: tag, start: span.lowerBound, end: span.upperBound, word: word,
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
