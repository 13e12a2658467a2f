@testable import ICU
import Synchronization
import Testing

extension Internals.Sync {
    @Suite("CompiledOnce")
    struct CompiledOnceTests {
        /// A compiled form whose identity shows which compile made it.
        final class Plan: Sendable {
            let number: Int
            init(_ number: Int) { self.number = number }
        }

        /// Counts compiles across threads.
        final class Compiles: Sendable {
            let count = Atomic<Int>(0)
            func record() -> Int { count.add(1, ordering: .relaxed).newValue }
            var total: Int { count.load(ordering: .relaxed) }
        }

        @Test func theFirstCallCompilesAndLaterCallsAnswerItsForm() {
            let once = CompiledOnce<Plan>()
            #expect(!once.isCompiled)
            let first = once.value { Plan(1) }
            #expect(once.isCompiled)
            let second = once.value { Issue.record("compiled again"); return Plan(2) }
            #expect(first?.number == 1)
            #expect(first === second)
        }

        /// A compile that answers nil (ICU writes it) is kept: it is not tried at every call.
        @Test func noFormIsKeptAndNotCompiledAgain() {
            let once = CompiledOnce<Plan>()
            #expect(once.value { nil } == nil)
            #expect(once.isCompiled)
            #expect(once.value { Issue.record("compiled again"); return Plan(2) } == nil)
        }

        /// Values as well as objects: a struct form is kept the same way.
        @Test func valueFormsAreKept() {
            let once = CompiledOnce<[Int]>()
            #expect(once.value { [1, 2, 3] } == [1, 2, 3])
            #expect(once.value { [4] } == [1, 2, 3])
        }

        /// Eight threads released together all compile (each compile waits until
        /// all eight are compiling); every one gets the form stored first, and so
        /// does every later call.
        @Test func racingThreadsAllGetTheFormStoredFirst() throws {
            let threads = 8
            let once = CompiledOnce<Plan>()
            let compiles = Compiles()
            let allCompiling = Latch(threads)
            let results = Lock<[Plan?]>(Array(repeating: nil, count: threads))
            onThreads(threads) { thread in
                let plan = once.value {
                    let number = compiles.record()
                    allCompiling.arriveAndWait()
                    return Plan(number)
                }
                results.withLock { $0[thread] = plan }
            }
            #expect(compiles.total == threads)
            let plans = try results.withLock { try $0.map { try #require($0) } }
            let stored = once.value { Issue.record("compiled again"); return Plan(-1) }
            #expect(plans.allSatisfy { $0 === stored })
        }
    }
}
