import ICU
import Testing

/// One `NumberRangeFormat` shared by eight threads gives the single-threaded
/// texts: ICU's range formatter is immutable, and each thread formats into a
/// result of its own.
@Suite("Sharing number range formats between threads")
struct NumberRangeFormatSharingTests {
    static let pairs: [(String, String)] = [
        ("3", "5"), ("3", "3"), ("2.999", "3.001"), ("1000", "5000"), ("-5", "-3"), ("0.25", "123456789.125"), ("5", "3"),
    ]

    static func make() throws -> [NumberRangeFormat] {
        try [
            NumberRangeFormat(.currency(code: "EUR"), locale: "de"), NumberRangeFormat(.currency(code: "JPY"), locale: "ja"),
            NumberRangeFormat(locale: "fr"), NumberRangeFormat(.compactShort, locale: "en", options: .init(collapse: .all)),
            NumberRangeFormat(.percent, locale: "ar"),
            NumberRangeFormat(.currency(code: "EUR"), locale: "en", options: .init(identityFallback: .range)),
        ]
    }

    static func output(_ formats: [NumberRangeFormat], _ i: Int) throws -> String {
        let pair = pairs[(i / formats.count) % pairs.count]
        return try formats[i % formats.count].format(decimal: pair.0, pair.1)
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 2_000
        let reference = try Self.make()
        let expected = try (0..<rounds).map { try Self.output(reference, $0) }
        // Round 0: German euros, the unit once.
        #expect(expected[0] == "3,00–5,00\u{A0}€")
        let shared = try Self.make()
        let run = compareOnThreads(8, expected: expected) { try Self.output(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
