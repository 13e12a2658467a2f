@testable import ICU
import Synchronization
import Testing

extension Internals.Sync {
    @Suite("LazyCache")
    struct LazyCacheTests {
        /// A value whose identity shows which `create` call made it.
        final class Made: Sendable {
            let key: Int
            init(key: Int) { self.key = key }
        }

        /// Counts `create` calls across threads.
        final class Creations: Sendable {
            let count = Atomic<Int>(0)
            func record() { count.add(1, ordering: .relaxed) }
            var total: Int { count.load(ordering: .relaxed) }
        }

        /// Eight threads released together miss the same key, and each `create`
        /// waits until all eight are creating, so `create` runs eight times; all
        /// eight get the one value stored first.
        @Test func racingThreadsAllGetTheValueStoredFirst() throws {
            let threads = 8
            let cache = LazyCache<Int, Made>()
            let creations = Creations()
            let allCreating = Latch(threads)
            let results = Lock<[Made?]>(Array(repeating: nil, count: threads))
            onThreads(threads) { thread in
                let made = try? cache.value(for: 7) {
                    creations.record()
                    allCreating.arriveAndWait()
                    return Made(key: 7)
                }
                results.withLock { $0[thread] = made }
            }
            #expect(creations.total == threads)
            let values = try results.withLock { try $0.map { try #require($0) } }
            let stored = try cache.value(for: 7) { Issue.record("created again"); return Made(key: -1) }
            #expect(values.allSatisfy { $0 === stored })
        }

        @Test func distinctKeysGetDistinctValuesMadeOnce() throws {
            let threads = 8, keys = 32
            let cache = LazyCache<Int, Made>()
            let creations = Creations()
            let results = Lock<[[ObjectIdentifier]]>(Array(repeating: [], count: threads))
            onThreads(threads) { thread in
                var seen = Array(repeating: ObjectIdentifier(Made.self), count: keys)
                // Each thread walks the keys from a different start, so threads race on every key.
                for step in 0..<keys {
                    let key = (step + thread * 5) % keys
                    guard let made = try? cache.value(for: key, create: { creations.record(); return Made(key: key) }),
                          made.key == key else { continue }
                    seen[key] = ObjectIdentifier(made)
                }
                results.withLock { $0[thread] = seen }
            }
            let perThread = results.withLock { $0 }
            #expect(Set(perThread).count == 1)
            #expect(Set(perThread[0]).count == keys)
            #expect(creations.total >= keys)
            for key in 0..<keys {
                let value = try cache.value(for: key) { Made(key: -1) }
                #expect(ObjectIdentifier(value) == perThread[0][key])
            }
        }

        @Test func anErrorFromCreateIsThrownAndNothingIsStored() throws {
            let cache = LazyCache<String, Made>()
            let failure = ICUError(code: .invalidFormat, operation: "opening a lenient parser")
            let creations = Creations()
            #expect(throws: failure) {
                try cache.value(for: "parser") { () throws(ICUError) -> Made in
                    creations.record()
                    throw failure
                }
            }
            let made = try cache.value(for: "parser") { creations.record(); return Made(key: 1) }
            let again = try cache.value(for: "parser") { creations.record(); return Made(key: 2) }
            #expect(creations.total == 2)
            #expect(made === again)
        }

        @Test func initialValuesAreServedWithoutCreate() throws {
            let seeded = Made(key: 0)
            let cache = LazyCache(["seeded": seeded])
            let value = try cache.value(for: "seeded") { Issue.record("created a seeded value"); return Made(key: 1) }
            #expect(value === seeded)
        }
    }
}
