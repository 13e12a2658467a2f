@testable import ICU
import Testing

extension Internals.Sync {
    /// The zone caches' spans: a thread's front answers only for its own cache's
    /// spans, keeps two spans per set, and releases what it replaces; the caches
    /// keep a bounded number of spans.
    @Suite("SpanCache")
    struct SpanCacheTests {
        final class Held {}

        /// A value over a span.
        struct Value: SpanValue {
            let span: Range<Double>
            var frontCopy: (word: UInt64, object: AnyObject?) { (UInt64(span.lowerBound), nil) }
        }

        @Test func aSlotAnswersForItsOwnCacheAndSpanOnly() {
            let front = SpanFront()
            // Serials `setCount` apart share a set: the serial, not the set, decides.
            let mine: UInt64 = 3
            let other = mine + UInt64(SpanFront.setCount)
            front.remember(mine, span: 0 ..< 10, word: 7, object: nil)
            #expect(front.slot(mine, containing: 5)?.pointee.word == 7)
            #expect(front.slot(mine, containing: 10) == nil)
            #expect(front.slot(other, containing: 5) == nil)
            // The set's two ways: the other cache's span pushes mine to the second, which still answers.
            front.remember(other, span: 0 ..< 10, word: 8, object: nil)
            #expect(front.slot(other, containing: 5)?.pointee.word == 8)
            #expect(front.slot(mine, containing: 5)?.pointee.word == 7)
            // A third span pushes out the least recent of the two.
            front.remember(mine, span: 10 ..< 20, word: 9, object: nil)
            #expect(front.slot(other, containing: 5) == nil)
            #expect(front.slot(mine, containing: 5)?.pointee.word == 7)
            #expect(front.slot(mine, containing: 15)?.pointee.word == 9)
        }

        @Test func replacedAndClearedObjectsAreReleased() {
            let front = SpanFront()
            weak var first: Held?
            weak var second: Held?
            do {
                let a = Held(), b = Held()
                first = a
                second = b
                front.remember(1, span: 0 ..< 1, word: 0, object: a)
                front.remember(1, span: 1 ..< 2, word: 0, object: b)
                front.remember(1, span: 2 ..< 3, word: 0, object: nil)
            }
            #expect(first == nil)
            #expect(second != nil)
            front.clear()
            #expect(second == nil)
        }

        @Test func aCacheKeepsAtMostItsCapacityAndFindsSpansByInstant() {
            let cache = SpanCache<Value>(capacity: 4)
            var made = 0
            func value(_ millis: Double) -> Value {
                cache.inFront(millis, { Value(span: $0.start ..< $0.end) })
                    ?? cache.missed(millis) { millis in
                        made += 1
                        let start = (millis / 10).rounded(.down) * 10
                        return Value(span: start ..< start + 10)
                    }
            }
            for millis in stride(from: 0.0, to: 100, by: 5) {
                #expect(value(millis).span.contains(millis))
            }
            #expect(made == 10)
            #expect(cache.count == 4)
            // The last two spans are in this thread's front, the two before only in the cache: none is made again.
            #expect(value(95).span == 90 ..< 100)
            #expect(value(80).span == 80 ..< 90)
            #expect(value(65).span == 60 ..< 70)
            #expect(value(75).span == 70 ..< 80)
            #expect(made == 10)
            #expect(value(0).span == 0 ..< 10)
            #expect(made == 11)
        }

        /// A cache of several keys (zone names: a zone and a style each) tags its
        /// spans; a span answers only for its own tag, in the front and in the table.
        @Test func tagsKeepTheSpansOfOneCachesKeysApart() {
            let cache = SpanCache<Value>(capacity: 8)
            let made = Lock<[UInt64]>([])
            @Sendable func value(_ millis: Double, tag: UInt64) -> Value {
                cache.inFront(millis, tag: tag, { Value(span: $0.start ..< $0.end) })
                    ?? cache.missed(millis, tag: tag) { _ in
                        made.withLock { $0.append(tag) }
                        return Value(span: 0 ..< 10)
                    }
            }
            _ = value(5, tag: 16)
            _ = value(5, tag: 32)
            #expect(made.withLock { $0 } == [16, 32])
            _ = value(6, tag: 16)
            _ = value(6, tag: 32)
            #expect(made.withLock { $0 } == [16, 32])
            // The same span start under two tags: two entries in the table.
            #expect(cache.count == 2)
            // Another thread's front is empty: the table answers by tag.
            onThreads(1) { _ in
                _ = value(7, tag: 32)
                _ = value(7, tag: 48)
            }
            #expect(made.withLock { $0 } == [16, 32, 48])
        }
    }
}
