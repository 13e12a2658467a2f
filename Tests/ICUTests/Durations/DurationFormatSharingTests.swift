import ICU
import Testing

/// One `DurationFormat` shared by eight threads gives the single-threaded
/// texts in every width: `MeasureFormat::formatMeasures` only reads the format.
@Suite("Sharing duration formats between threads")
struct DurationFormatSharingTests {
    static let durations: [DurationValue] = [
        "PT1H2M3S", "P1DT2H", "PT2.5S", "-PT1H30M", "P1Y2M3W4DT5H6M7.123456789S", "PT0S", "PT59M59S", "P2W",
    ].map { try! DurationValue(iso8601: $0) }
    static let formats: [(LocaleID, DurationFormat.Width)] = [
        ("en", .wide), ("de", .short), ("ar", .narrow), ("ru", .numeric), ("ja", .wide), ("fr", .numeric), ("zh", .short),
    ]

    static func make() throws -> [DurationFormat] {
        try formats.map { try DurationFormat(locale: $0.0, options: .init(width: $0.1)) }
    }

    static func output(_ formats: [DurationFormat], _ i: Int) -> String {
        formats[i % formats.count].format(durations[(i / formats.count) % durations.count])
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 2_000
        let reference = try Self.make()
        let expected = (0..<rounds).map { Self.output(reference, $0) }
        let shared = try Self.make()
        let run = compareOnThreads(8, expected: expected) { Self.output(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
