/// A bounded, thread-safe table from the texts callers pass (`"de-DE"`,
/// `"Europe/Berlin"`) to the one shared object validated for them, so that
/// making an ID from a text seen before costs a hash lookup instead of ICU calls.
///
/// Bounded, because the texts come from clients (an `Accept-Language` header):
/// the table is split into shards, each a ``BoundedCache`` guarded by its own
/// ``Lock`` and holding at most `capacity / shardCount` entries; a full shard
/// evicts its least recently used entries. Memory stays flat however many
/// distinct texts arrive, and an evicted entry costs one validation to make again.
/// Failures are not kept: the table holds valid IDs only.
///
/// Texts are compared by their UTF-8 bytes (``ExactText``), never by `String`
/// equality: `"\u{212A}o"` (KELVIN SIGN) is no locale ID, and must not get the
/// `LocaleID` made for `"Ko"` because Swift calls the two equal.
///
/// In front of the shards, each thread keeps its last few answers (a
/// ``ThreadFront`` of ``InternFront``s): a server makes the same few IDs over and
/// over, and a hit there compares the text with a handful of texts (a small
/// string compares as two words) instead of hashing it and taking a lock.
///
/// Sendable notes: each shard is only reached through its lock; a front is
/// reached only by its own thread; the values are immutable `Sendable` objects.
final class InternTable<Value: AnyObject & Sendable>: Sendable {
    /// How many shards: enough that eight threads rarely meet on one lock.
    static var shardCount: Int { 16 }

    private let shards: [Lock<BoundedCache<ExactText, Value>>]
    /// The most entries a shard holds.
    let shardCapacity: Int
    /// Each thread's last answers.
    private let front: ThreadFront<InternFront>

    /// A table of at most `capacity` entries (rounded up to a multiple of the shard count).
    ///
    /// - Parameter ownFrontKey: Whether the threads' fronts take a `pthread_key_t` of
    ///   the table's own: for tables that live as long as the process and are on
    ///   the hot path of short calls (see ``ThreadFront``).
    init(capacity: Int, ownFrontKey: Bool = false) {
        front = ThreadFront(ownKey: ownFrontKey)
        let shardCapacity = max(1, (capacity + Self.shardCount - 1) / Self.shardCount)
        self.shardCapacity = shardCapacity
        shards = (0..<Self.shardCount).map { _ in Lock(BoundedCache(capacity: shardCapacity)) }
    }

    /// The most entries the table holds.
    var capacity: Int { shardCapacity * Self.shardCount }

    /// How many entries the table holds now.
    var count: Int { shards.reduce(0) { $0 + $1.withLock { $0.count } } }

    /// The shard of a text, from its length and last two bytes: no hash is
    /// computed twice (the dictionary hashes the text once), and IDs differ in
    /// their last letters (`de_DE`, `de_AT`) more than in their first.
    @inline(__always)
    private func shard(_ text: String) -> Lock<BoundedCache<ExactText, Value>> {
        var mix = text.utf8.count
        var iterator = text.utf8.reversed().makeIterator()
        if let last = iterator.next() { mix = mix &* 31 &+ Int(last) }
        if let before = iterator.next() { mix = mix &* 31 &+ Int(before) }
        return shards[mix & (Self.shardCount - 1)]
    }

    /// The value kept for `text`, or `nil`.
    @inline(__always)
    func value(for text: String) -> Value? {
        shard(text).withLock { $0.value(for: ExactText(text)) }
    }

    /// Keeps `value` for `text` (evicting the shard's least recent entries when it
    /// is full) and returns the value kept: an earlier one when another thread got there first.
    @discardableResult
    func insert(_ value: Value, for text: String) -> Value {
        shard(text).withLock { $0.insert(value, for: ExactText(text)) }
    }

    /// The value for `text`: this thread's last answer for it, the kept one, or
    /// one made by `make` (outside any lock, so ICU calls never run under it)
    /// and kept when it succeeds.
    @inline(__always)
    func value<E: Error>(for text: String, make: (String) throws(E) -> Value) throws(E) -> Value {
        if let hit = front.with({ $0.value(for: text) }) {
            // Only this table's values are kept in its fronts.
            return unsafeDowncast(hit, to: Value.self)
        }
        let value: Value
        if let kept = self.value(for: text) { value = kept } else { value = insert(try make(text), for: text) }
        front.with { $0.remember(value, for: text) }
        return value
    }
}

/// A thread's last answers from one intern table: a few texts (compared by
/// their bytes) and their values, replaced in turn. Slots live in buffers of
/// their own (not in arrays), so that reading them takes no exclusivity check.
///
/// Sendable notes: touched only by its own thread, except ``clear()`` when its
/// table ends, which no call of that thread can overlap.
final class InternFront: ThreadFrontState, @unchecked Sendable {
    static var slotCount: Int { 8 }
    private let texts = UnsafeMutablePointer<String>.allocate(capacity: slotCount)
    private let values = UnsafeMutablePointer<AnyObject?>.allocate(capacity: slotCount)
    private var next = 0

    init() {
        texts.initialize(repeating: "", count: Self.slotCount)
        values.initialize(repeating: nil, count: Self.slotCount)
    }

    deinit {
        texts.deinitialize(count: Self.slotCount).deallocate()
        values.deinitialize(count: Self.slotCount).deallocate()
    }

    @inline(__always)
    func value(for text: String) -> AnyObject? {
        for slot in 0..<Self.slotCount where ExactText.sameBytes(texts[slot], text) {
            // An empty slot has the empty text and no value.
            if let value = values[slot] { return value }
        }
        return nil
    }

    func remember(_ value: AnyObject, for text: String) {
        texts[next] = text
        values[next] = value
        next = (next + 1) % Self.slotCount
    }

    func clear() {
        for slot in 0..<Self.slotCount {
            texts[slot] = ""
            values[slot] = nil
        }
    }
}
