#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
/// In front of the shards, each thread keeps its last few answers (``Front``):
/// a server makes the same few IDs over and over, and a hit there compares the
/// text with a handful of texts (a small string compares as two words) instead
/// of hashing it and taking a lock.
///
/// Sendable notes: each shard's dictionary is only reached through its lock; a
/// front is reached only by its own thread (a `pthread_key_t` value); the
/// values are immutable `Sendable` objects.
final class InternTable<Value: AnyObject & Sendable>: Sendable {
    /// How many shards: enough that eight threads rarely meet on one lock.
    static var shardCount: Int { 16 }

    private let shards: [Lock<[String: Value]>]
    /// The most entries a shard holds.
    let shardCapacity: Int
    /// The key of each thread's ``Front`` for this table, or `nil` for a table without fronts.
    private let frontKey: pthread_key_t?

    /// A table of at most `capacity` entries (rounded up to a multiple of the shard count).
    ///
    /// - Parameter threadFronts: Whether each thread keeps its last answers in
    ///   front of the shards. Each table with fronts takes one of the process's
    ///   few `pthread_key_t`s (1,024 on Linux) for its lifetime: only tables that
    ///   live as long as the process should have them.
    init(capacity: Int, threadFronts: Bool = true) {
        shardCapacity = max(1, (capacity + Self.shardCount - 1) / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Lock([:]) }
        guard threadFronts else {
            frontKey = nil
            return
        }
        var key = pthread_key_t()
        // A thread's front is released when the thread ends.
        let created = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(created == 0, "pthread_key_create failed: \(created)")
        frontKey = key
    }

    deinit {
        // Tables live as long as the process, but for the tests' own: this
        // thread's front goes with the table; other threads' fronts, at their end.
        guard let frontKey else { return }
        if let pointer = pthread_getspecific(frontKey) { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        pthread_key_delete(frontKey)
    }

    /// A thread's last answers: a few texts and their values, replaced in turn.
    /// Slots live in buffers of their own (not in arrays), so that reading them
    /// takes no exclusivity check.
    final class Front {
        static var slotCount: Int { 8 }
        private let texts = UnsafeMutablePointer<String>.allocate(capacity: slotCount)
        private let values = UnsafeMutablePointer<Value?>.allocate(capacity: slotCount)
        private let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)

        init() {
            texts.initialize(repeating: "", count: Self.slotCount)
            values.initialize(repeating: nil, count: Self.slotCount)
            next.initialize(to: 0)
        }

        deinit {
            texts.deinitialize(count: Self.slotCount).deallocate()
            values.deinitialize(count: Self.slotCount).deallocate()
            next.deallocate()
        }

        @inline(__always)
        func value(for text: String) -> Value? {
            for slot in 0..<Self.slotCount where texts[slot] == text { return values[slot] }
            return nil
        }

        func remember(_ value: Value, for text: String) {
            let slot = next.pointee
            texts[slot] = text
            values[slot] = value
            next.pointee = (slot + 1) % Self.slotCount
        }
    }

    /// This thread's front, created on first use; `nil` for a table without fronts.
    @inline(__always)
    private var front: Unmanaged<Front>? {
        guard let frontKey else { return nil }
        if let pointer = pthread_getspecific(frontKey) { return Unmanaged.fromOpaque(pointer) }
        let front = Unmanaged.passRetained(Front())
        pthread_setspecific(frontKey, front.toOpaque())
        return front
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

    /// The value for `text`: this thread's last answer for it, the kept one, or
    /// one made by `make` (outside any lock, so ICU calls never run under it)
    /// and kept when it succeeds.
    @inline(__always)
    func value<E: Error>(for text: String, make: (String) throws(E) -> Value) throws(E) -> Value {
        let front = self.front
        if let hit = front?._withUnsafeGuaranteedRef({ $0.value(for: text) }) { return hit }
        let value: Value
        if let kept = self.value(for: text) { value = kept } else { value = insert(try make(text), for: text) }
        front?._withUnsafeGuaranteedRef { $0.remember(value, for: text) }
        return value
    }
}
