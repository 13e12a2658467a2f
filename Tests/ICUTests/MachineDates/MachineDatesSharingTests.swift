import ICU
import Synchronization
import Testing

/// One format value of each kind shared by eight threads gives the single-threaded results:
/// the values are immutable, and parsing and writing keep their state on the stack.
@Suite("Sharing machine date formats between threads")
struct MachineDatesSharingTests {
    @Test func eightThreadsGetTheSingleThreadedResults() throws {
        let iso = ISO8601Format.iso8601
        let http = HTTPDateFormat()
        let pattern = try POSIXDatePattern("%Y-%m-%d %H:%M:%S %z")
        let offset = try UTCOffset(hours: -7)
        let instants = (0..<2_000).map { ExactInstant(secondsSince1970: Int64($0) * 7_919_993 - 9_000_000_000, nanoseconds: Int64($0) * 4_999) }
        let expected = instants.map { [iso.format($0, utcOffset: offset), (try? http.format($0)) ?? "", pattern.format($0, utcOffset: offset)] }
        let failures = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<instants.count {
                let index = (round + thread * 250) % instants.count
                let instant = instants[index]
                let texts = [iso.format(instant, utcOffset: offset), (try? http.format(instant)) ?? "",
                             pattern.format(instant, utcOffset: offset)]
                let whole = ExactInstant(secondsSince1970: instant.secondsSince1970)
                let read = [try? iso.parse(texts[0]), try? http.parse(texts[1]), try? pattern.parse(texts[2])]
                if texts != expected[index] || read != [instant, whole, whole] {
                    failures.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}
