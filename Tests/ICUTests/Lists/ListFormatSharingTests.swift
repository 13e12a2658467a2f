import ICU
import Testing

/// One `ListFormat` shared by eight threads gives the single-threaded texts:
/// joining only reads ICU's formatter, and each thread formats into a result of its own.
@Suite("Sharing list formats between threads")
struct ListFormatSharingTests {
    static let lists: [[String]] = [
        [], ["A"], ["Paris", "Rome"], ["Fernando", "Isabel", "Iñigo"], ["אבא", "Bob", "אמא"],
        ["один", "два", "три", "четыре", "пять"], (0..<300).map { "item \($0)" },
    ]
    static let formats: [(LocaleID, ListFormat.ListType, ListFormat.Width)] = [
        ("en", .and, .wide), ("es", .and, .wide), ("he", .and, .wide), ("ar", .or, .short), ("ja", .unit, .narrow),
        ("de", .or, .wide), ("ru", .unit, .wide),
    ]

    static func make() throws -> [ListFormat] {
        try formats.map { try ListFormat(locale: $0.0, options: .init(type: $0.1, width: $0.2)) }
    }

    static func output(_ formats: [ListFormat], _ i: Int) throws -> String {
        formats[i % formats.count].format(lists[(i / formats.count) % lists.count])
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 2_000
        let reference = try Self.make()
        let expected = try (0..<rounds).map { try Self.output(reference, $0) }
        // Rounds 15 and 22: Spanish, with its "e" before an i sound.
        #expect(expected[15] == "Paris y Rome")
        #expect(expected[22] == "Fernando, Isabel e Iñigo")
        let shared = try Self.make()
        let run = compareOnThreads(8, expected: expected) { try Self.output(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
