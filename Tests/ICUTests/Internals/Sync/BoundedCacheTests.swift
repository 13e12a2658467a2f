@testable import ICU
import Synchronization
import Testing

extension Internals.Sync {
    @Suite("BoundedCache")
    struct BoundedCacheTests {
        /// A full table evicts the least recently used eighth: entries read since
        /// they were inserted stay, the oldest unread ones go.
        @Test func evictsTheLeastRecentlyUsedFirst() {
            var table = BoundedCache<Int, String>(capacity: 16)
            #expect(table.evictionBatch == 2)
            for key in 0..<16 { table.insert("\(key)", for: key) }
            #expect(table.value(for: 0) == "0")
            #expect(table.value(for: 1) == "1")
            table.insert("16", for: 16)
            #expect(table.count == 15)
            #expect(table.peek(2) == nil)
            #expect(table.peek(3) == nil)
            for key in [0, 1, 4, 15, 16] { #expect(table.peek(key) == "\(key)") }
        }

        /// A read through `peek` records nothing: the entry stays the oldest.
        @Test func peekingLeavesTheOrderAlone() {
            var table = BoundedCache<Int, Int>(capacity: 8)
            for key in 0..<8 { table.insert(key, for: key) }
            #expect(table.peek(0) == 0)
            table.insert(8, for: 8)
            #expect(table.peek(0) == nil)
            #expect(table.peek(1) == 1)
        }

        /// However many distinct keys come, the table holds at most its capacity
        /// and, once full, never drops more than one batch at a time.
        @Test func staysWithinItsBoundAndIsNeverEmptiedWholesale() {
            var table = BoundedCache<Int, Int>(capacity: 64)
            for key in 0..<100_000 {
                table.insert(key, for: key)
                #expect(table.count <= 64)
                if key >= 64 { #expect(table.count > 64 - table.evictionBatch) }
                #expect(table.peek(key) == key)
            }
        }

        /// An insert of a key already kept keeps the first value and returns it.
        @Test func insertKeepsTheFirstValue() {
            var table = BoundedCache<String, Int>(capacity: 4)
            #expect(table.insert(1, for: "a") == 1)
            #expect(table.insert(2, for: "a") == 1)
            #expect(table.count == 1)
            table.removeValue(for: "a")
            #expect(table.insert(2, for: "a") == 2)
        }

        /// Recency kept in the values (as the pool's readers keep it) decides the
        /// eviction; values stamped alike are cut at exactly one batch.
        @Test func recencyKeptInTheValuesDecides() {
            final class Stamped: Sendable {
                let stamp: Atomic<UInt64>
                init(_ stamp: UInt64) { self.stamp = Atomic(stamp) }
            }
            var table = BoundedCache<Int, Stamped>(capacity: 16) { $0.stamp.load(ordering: .relaxed) }
            var values: [Stamped] = []
            for key in 0..<16 {
                let value = Stamped(100)
                values.append(value)
                table.insert(value, for: key)
            }
            // Keys 5 and 9 are the least recent by their own stamps.
            values[5].stamp.store(1, ordering: .relaxed)
            values[9].stamp.store(2, ordering: .relaxed)
            table.insert(Stamped(200), for: 16)
            #expect(table.peek(5) == nil && table.peek(9) == nil)
            #expect(table.count == 15)
            // All tied: one batch goes, not the table.
            table.insert(Stamped(100), for: 17)
            #expect(table.count == 16)
            table.insert(Stamped(300), for: 18)
            #expect(table.count == 15)
            #expect(table.peek(16) != nil && table.peek(18) != nil)
        }

        /// The lock-guarded cache built on the table stays within its capacity too.
        @Test func lazyCacheStaysWithinItsCapacity() throws {
            let cache = LazyCache<Int, Int>(capacity: 8)
            for key in 0..<1_000 { _ = try cache.value(for: key) { key } }
            #expect(cache.count <= 8)
            #expect(try cache.value(for: 999) { -1 } == 999)
        }
    }
}
