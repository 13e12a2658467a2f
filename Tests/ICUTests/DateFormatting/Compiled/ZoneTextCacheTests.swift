@testable import ICU
import Synchronization
import Testing

/// The zone texts of compiled patterns: each span's texts are ICU's own for
/// every instant in it, past the spans the cache keeps (evicted ones are made
/// again), and from eight threads at once (each with its own front).
@Suite("ZoneTextCache")
struct ZoneTextCacheTests {
    static let fields = ["zzzz", "z", "OOOO", "XXX", "ZZZZ"]

    /// Instants over two centuries of a zone: both sides of every transition
    /// (its first and last millisecond) and one every 45 days.
    static func instants(zone: String) throws -> [Double] {
        let offsets = try ZoneOffsets(zone: zone)
        var result: [Double] = []
        var at = -2_208_988_800_000.0  // 1900
        let end = 4_102_444_800_000.0  // 2100
        while at < end {
            let interval = offsets.interval(containing: at)
            guard interval.end.isFinite, interval.end < end else { break }
            result += [interval.end - 1, interval.end]
            at = interval.end
        }
        var day = -2_208_988_800_000.0
        while day < end {
            result.append(day)
            day += 45 * 86_400_000
        }
        return result
    }

    /// ICU's text of each field at an instant, from a format of that field alone.
    static func expected(_ instants: [Double], locale: String, zone: String) throws -> [[[UInt8]]] {
        let handles = try fields.map {
            try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: LocaleID(locale), timeZone: zone,
                                  pattern: $0, lenient: false)
        }
        return try instants.map { millis in
            try handles.map { try $0.output(millis: millis, "formatting a zone field") { Array($0) } }
        }
    }

    @Test(arguments: [("en_US", "America/Los_Angeles"), ("de_DE", "Europe/Dublin"), ("fr_FR", "Australia/Lord_Howe")])
    func everySpanIsICUsText(locale: String, zone: String) throws {
        let instants = try Self.instants(zone: zone)
        // More spans than the cache keeps, so kept ones are evicted and made again.
        #expect(instants.count > 2 * ZoneTextCache.capacity)
        let expected = try Self.expected(instants, locale: locale, zone: zone)
        let cache = try ZoneTextCache(fields: Self.fields, locale: LocaleID(locale), timeZone: zone)
        var differences = 0
        // Twice over, so the second pass reads the thread's front, kept spans and evicted ones made again.
        for _ in 0..<2 {
            for (index, millis) in instants.enumerated() {
                let entry = cache.entry(millis: millis)
                if entry.texts != expected[index] || !entry.span.contains(millis) { differences += 1 }
            }
        }
        #expect(differences == 0)
    }

    @Test func eightThreadsReadTheSameTexts() throws {
        let zone = "America/Los_Angeles"
        let all = try Self.instants(zone: zone)
        // Spans near today's, more than a thread's front holds.
        let instants = Array(all.suffix(300))
        let expected = try Self.expected(instants, locale: "en_US", zone: zone)
        let cache = try ZoneTextCache(fields: Self.fields, locale: "en_US", timeZone: zone)
        let wrong = Atomic<Int>(0)
        onThreads(8) { thread in
            var random = SplitMix64(seed: UInt64(thread))
            for _ in 0..<5_000 {
                let index = Int(random.next() % UInt64(instants.count))
                if cache.entry(millis: instants[index]).texts != expected[index] {
                    wrong.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
