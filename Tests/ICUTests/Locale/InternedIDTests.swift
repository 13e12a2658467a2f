import Synchronization
import Testing
@testable import ICU

/// Making an ID from a text seen before is a lookup in a bounded table, shared
/// by every spelling of the ID and safe under threads. Serialized: the million
/// distinct IDs empty the shared table's shards, which would drop the entry
/// another test of the suite expects to find shared.
@Suite("IDs: interned", .serialized)
struct InternedIDTests {
    @Test func everySpellingOfALocaleSharesOneEntry() throws {
        // Suites running beside this one fill the shared table too, and a full shard is
        // emptied: the three are made again when that happened between them.
        func make() -> (LocaleID, LocaleID, LocaleID) {
            let literal: LocaleID = "de-DE"
            return (LocaleID("de-DE"), LocaleID("de_DE"), literal)
        }
        var (a, b, c) = make()
        for _ in 0..<3 where !(a.entry === b.entry && a.entry === c.entry) { (a, b, c) = make() }
        #expect(a.entry === b.entry)
        #expect(a.entry === c.entry)
        #expect(a.identifier == "de_DE")
        #expect(a.languageTag == "de-DE")
        #expect(LocaleID("ja-JP-u-ca-japanese").languageTag == "ja-JP-u-ca-japanese")
        #expect(LocaleID.root.languageTag == "und")
    }

    @Test func aZoneIsMadeOnceAndKeepsItsSpelling() throws {
        let a = try TimeZoneID("PST")
        let b = try TimeZoneID("PST")
        #expect(a.entry === b.entry)
        #expect(a.identifier == "PST")
        #expect(a.canonicalIdentifier == "America/Los_Angeles")
        #expect(a != (try TimeZoneID("America/Los_Angeles")))
    }

    @Test func failuresAreNotKept() throws {
        let bad = "!!not-a-locale"
        for _ in 0..<3 { #expect(throws: ICUError.self) { try LocaleID(bad) } }
        #expect(LocaleID.interned.value(for: bad) == nil)
    }

    /// A million distinct, valid IDs (private-use tags, as a client could send)
    /// never hold more than the table's capacity: memory stays flat. A sweep (``Sweep``):
    /// a million with `SWIFT_ICU_SWEEP=full`, 100,000 by default (24 times the capacity).
    @Test(.tags(.sweep)) func aMillionDistinctIDsStayWithinTheBound() throws {
        let table = LocaleID.interned
        var most = 0
        for n in 0..<Sweep.count(full: 1_000_000, sampled: 100_000, sanitizer: 10_000) {
            let id = try LocaleID("en-x-\(String(n, radix: 36))")
            if n % 50_000 == 0 {
                #expect(id.identifier == "en@x=\(String(n, radix: 36))")
                most = max(most, table.count)
            }
        }
        most = max(most, table.count)
        #expect(most <= table.capacity)
        #expect(table.capacity == 4096)
        // Still correct afterwards.
        #expect(LocaleID("de-CH").identifier == "de_CH")
    }

    /// Eight threads making IDs from texts that overflow their shards (so entries
    /// are dropped and made again while others read) always get the right ID.
    @Test func eightThreadsGetTheRightIDs() throws {
        let table = InternTable<LocaleID.Entry>(capacity: 64)
        let texts = LocaleID.availableLocales.prefix(400).map(\.languageTag)
        let expected = try texts.map { try LocaleID($0).identifier }
        let wrong = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<20 {
                for (index, text) in texts.enumerated() where (index + thread + round) % 3 != 0 {
                    let entry = table.value(for: text) { text in
                        let id = try! LocaleID(text)
                        return LocaleID.Entry(identifier: id.identifier, languageTag: id.languageTag)
                    }
                    if entry.identifier != expected[index] || entry.languageTag != text { wrong.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(table.count <= table.capacity)
    }

    @Test func eightThreadsShareTheLibraryTables() throws {
        let texts = ["de-DE", "fr_FR", "ja-JP-u-ca-japanese", "en", "sr-Latn-RS", "zh-Hant-TW", "ar-EG", "pt_BR"]
        let zones = ["Europe/Berlin", "PST", "UTC", "Asia/Tokyo", "GMT+03:00"]
        let expected = try texts.map { try LocaleID($0).identifier }
        let wrong = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<2_000 {
                let index = (round + thread) % texts.count
                if (try? LocaleID(texts[index]))?.identifier != expected[index] { wrong.add(1, ordering: .relaxed) }
                let zone = zones[(round + thread) % zones.count]
                if (try? TimeZoneID(zone))?.identifier != zone { wrong.add(1, ordering: .relaxed) }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
