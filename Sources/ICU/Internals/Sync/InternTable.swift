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
/// Texts are compared by their UTF-8 bytes (``ExactText``), never by `String`
/// equality: `"\u{212A}o"` (KELVIN SIGN) is no locale ID, and must not get the
/// `LocaleID` made for `"Ko"` because Swift calls the two equal.
///
/// In front of the shards, each thread keeps its last few answers (``InternFront``):
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

    /// Where a table's per-thread fronts live.
    enum Fronts {
        /// Under a `pthread_key_t` of the table's own, held for its lifetime:
        /// for tables that live as long as the process (a process has 1,024 keys).
        case own
        /// Under one key for the process, shared by every such table, each
        /// slot marked with its table's serial number: for tables that come and
        /// go, such as one per ``SupportedLocales``.
        case shared
    }

    private let shards: [Lock<[ExactText: Value]>]
    /// The most entries a shard holds.
    let shardCapacity: Int
    /// The key of each thread's front for this table.
    private let frontKey: pthread_key_t
    private let ownsFrontKey: Bool
    /// The table's number, unique in the process: what marks its slots in a shared front.
    private let serial: UInt64

    /// A table of at most `capacity` entries (rounded up to a multiple of the shard count).
    init(capacity: Int, fronts: Fronts = .own) {
        shardCapacity = max(1, (capacity + Self.shardCount - 1) / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Lock([:]) }
        serial = internTableSerials.withLock { next in
            next += 1
            return next
        }
        switch fronts {
        case .own:
            frontKey = makeFrontKey()
            ownsFrontKey = true
        case .shared:
            frontKey = sharedFrontKey
            ownsFrontKey = false
        }
    }

    deinit {
        // Tables with keys of their own live as long as the process, but for the
        // tests' own: this thread's front goes with the table; other threads'
        // fronts, at their end. A shared front's slots of this table stay until
        // replaced, and never match another table (serials are not reused).
        guard ownsFrontKey else { return }
        if let pointer = pthread_getspecific(frontKey) { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        pthread_key_delete(frontKey)
    }

    /// This thread's front, created on first use.
    @inline(__always)
    private var front: Unmanaged<InternFront> {
        if let pointer = pthread_getspecific(frontKey) { return Unmanaged.fromOpaque(pointer) }
        let front = Unmanaged.passRetained(InternFront())
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
    private func shard(_ text: String) -> Lock<[ExactText: Value]> {
        var mix = text.utf8.count
        var iterator = text.utf8.reversed().makeIterator()
        if let last = iterator.next() { mix = mix &* 31 &+ Int(last) }
        if let before = iterator.next() { mix = mix &* 31 &+ Int(before) }
        return shards[mix & (Self.shardCount - 1)]
    }

    /// The value kept for `text`, or `nil`.
    @inline(__always)
    func value(for text: String) -> Value? {
        shard(text).withLock { $0[ExactText(text)] }
    }

    /// Keeps `value` for `text` (emptying the text's shard first when it is full)
    /// and returns the value kept: an earlier one when another thread got there first.
    @discardableResult
    func insert(_ value: Value, for text: String) -> Value {
        let key = ExactText(text)
        return shard(text).withLock { entries in
            if let kept = entries[key] { return kept }
            if entries.count >= shardCapacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
            return value
        }
    }

    /// The value for `text`: this thread's last answer for it, the kept one, or
    /// one made by `make` (outside any lock, so ICU calls never run under it)
    /// and kept when it succeeds.
    @inline(__always)
    func value<E: Error>(for text: String, make: (String) throws(E) -> Value) throws(E) -> Value {
        let front = self.front
        if let hit = front._withUnsafeGuaranteedRef({ $0.value(for: text, table: serial) }) {
            // Only this table's values carry its serial.
            return unsafeDowncast(hit, to: Value.self)
        }
        let value: Value
        if let kept = self.value(for: text) { value = kept } else { value = insert(try make(text), for: text) }
        front._withUnsafeGuaranteedRef { $0.remember(value, for: text, table: serial) }
        return value
    }
}

/// The serial numbers of intern tables.
private let internTableSerials = Lock<UInt64>(0)

/// The key of the fronts that `.shared` tables share.
private let sharedFrontKey = makeFrontKey()

/// A new key for threads' fronts; a thread's front is released when the thread ends.
private func makeFrontKey() -> pthread_key_t {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    precondition(created == 0, "pthread_key_create failed: \(created)")
    return key
}

/// A thread's last answers from intern tables: a few texts (compared by their
/// bytes), the serial of the table that answered and its values, replaced in turn. Slots live in buffers
/// of their own (not in arrays), so that reading them takes no exclusivity check.
final class InternFront {
    static var slotCount: Int { 8 }
    private let texts = UnsafeMutablePointer<String>.allocate(capacity: slotCount)
    private let tables = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
    private let values = UnsafeMutablePointer<AnyObject?>.allocate(capacity: slotCount)
    private let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() {
        texts.initialize(repeating: "", count: Self.slotCount)
        tables.initialize(repeating: 0, count: Self.slotCount)
        values.initialize(repeating: nil, count: Self.slotCount)
        next.initialize(to: 0)
    }

    deinit {
        texts.deinitialize(count: Self.slotCount).deallocate()
        tables.deallocate()
        values.deinitialize(count: Self.slotCount).deallocate()
        next.deallocate()
    }

    @inline(__always)
    func value(for text: String, table: UInt64) -> AnyObject? {
        for slot in 0..<Self.slotCount where tables[slot] == table && ExactText.sameBytes(texts[slot], text) {
            return values[slot]
        }
        return nil
    }

    func remember(_ value: AnyObject, for text: String, table: UInt64) {
        let slot = next.pointee
        texts[slot] = text
        tables[slot] = table
        values[slot] = value
        next.pointee = (slot + 1) % Self.slotCount
    }
}
