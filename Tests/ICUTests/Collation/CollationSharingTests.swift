@testable import ICU
import Testing

/// One collator and one search shared by 8 threads give one thread's answers.
@Suite struct CollationSharingTests {
    static let words = (0..<400).map { i in ["Straße", "strasse", "Äpfel", "apfel", "Zürich", "zebra", "file\(i)", "ärger"][i % 8] + String(i % 13) }

    @Test func oneCollatorOnEightThreads() throws {
        let rules = try CollationRules(locale: "de", options: .init(numeric: true))
        let pairs = Self.words.indices.map { (Self.words[$0], Self.words[($0 * 7 + 3) % Self.words.count]) }
        let expected = pairs.map { "\(rules.compare($0.0, $0.1))\(rules.sortKey($0.0).bytes)" }
        let run = compareOnThreads(8, expected: expected) { i in
            "\(rules.compare(pairs[i].0, pairs[i].1))\(rules.sortKey(pairs[i].0).bytes)"
        }
        #expect(run.wrong == 0 && run.errors == 0)
    }

    @Test func oneSearchOnEightThreads() throws {
        let rules = try CollationRules(locale: "de", options: .init(strength: .primary))
        let search = try CollationSearch("strasse", rules: rules)
        let texts = Self.words.indices.map { i in Self.words[i..<min(i + 5, Self.words.count)].joined(separator: " ") }
        let expected = texts.map { text in search.ranges(in: text).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } }
        let run = compareOnThreads(8, expected: expected) { i in
            search.ranges(in: texts[i]).map { texts[i].utf8.distance(from: texts[i].startIndex, to: $0.lowerBound) }
        }
        #expect(run.wrong == 0 && run.errors == 0)
        #expect(expected.contains { !$0.isEmpty })
    }
}
