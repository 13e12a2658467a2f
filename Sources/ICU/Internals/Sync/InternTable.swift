/// A bounded, thread-safe table from the texts callers pass (`"de-DE"`,
/// `"Europe/Berlin"`) to the one shared object validated for them, so that
/// making an ID from a text seen before costs a hash lookup instead of ICU calls.
///
/// Bounded, because the texts come from clients (an `Accept-Language` header):
/// the table is split into shards, each guarded by its own ``Lock`` and holding
/// at most `capacity / shardCount` entries; a shard that is full is emptied
/// (keeping its storage) before the next insert. Memory stays flat however many
/// distinct texts arrive, and an emptied entry costs one validation to make again.
/// Failures are not kept: the table holds valid IDs only.
///
/// Sendable notes: each shard's dictionary is only reached through its lock; the
/// values are immutable `Sendable` objects.
final class InternTable<Value: AnyObject & Sendable>: Sendable {
    /// How many shards: enough that eight threads rarely meet on one lock.
    static var shardCount: Int { 16 }

    private let shards: [Lock<[String: Value]>]
    /// The most entries a shard holds.
    let shardCapacity: Int

    /// A table of at most `capacity` entries (rounded up to a multiple of the shard count).
    init(capacity: Int) {
        shardCapacity = max(1, (capacity + Self.shardCount - 1) / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Lock([:]) }
    }

    /// The most entries the table holds.
    var capacity: Int { shardCapacity * Self.shardCount }

    /// How many entries the table holds now.
    var count: Int { shards.reduce(0) { $0 + $1.withLock { $0.count } } }

    /// The shard of a text, from its length and last two bytes: no hash is
    /// computed twice (the dictionary hashes the text once), and IDs differ in
    /// their last letters (`de_DE`, `de_AT`) more than in their first.
    @inline(__always)
    private func shard(_ text: String) -> Lock<[String: Value]> {
        var mix = text.utf8.count
        var iterator = text.utf8.reversed().makeIterator()
        if let last = iterator.next() { mix = mix &* 31 &+ Int(last) }
        if let before = iterator.next() { mix = mix &* 31 &+ Int(before) }
        return shards[mix & (Self.shardCount - 1)]
    }

    /// The value kept for `text`, or `nil`.
    @inline(__always)
    func value(for text: String) -> Value? {
        shard(text).withLock { $0[text] }
    }

    /// Keeps `value` for `text` (emptying the text's shard first when it is full)
    /// and returns the value kept: an earlier one when another thread got there first.
    @discardableResult
    func insert(_ value: Value, for text: String) -> Value {
        shard(text).withLock { entries in
            if let kept = entries[text] { return kept }
            if entries.count >= shardCapacity { entries.removeAll(keepingCapacity: true) }
            entries[text] = value
            return value
        }
    }

    /// The value for `text`: the kept one, or one made by `make` (outside any
    /// lock, so ICU calls never run under it) and kept when it succeeds.
    @inline(__always)
    func value<E: Error>(for text: String, make: (String) throws(E) -> Value) throws(E) -> Value {
        if let kept = value(for: text) { return kept }
        return insert(try make(text), for: text)
    }
}
