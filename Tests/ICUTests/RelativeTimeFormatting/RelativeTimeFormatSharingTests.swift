import ICU
import Testing

/// One `RelativeTimeFormat` shared by eight threads gives the single-threaded
/// texts, the capitalization that titlecases with ICU's break iterator included.
@Suite("Sharing relative time formats between threads")
struct RelativeTimeFormatSharingTests {
    static func formats() throws -> [RelativeTimeFormat] {
        try [
            RelativeTimeFormat(locale: "fr", options: .init(numeric: .auto, capitalization: .beginningOfSentence)),
            RelativeTimeFormat(locale: "de", options: .init(width: .short, numeric: .auto)),
            RelativeTimeFormat(locale: "ru", options: .init(width: .narrow)),
            RelativeTimeFormat(locale: "ar", options: .init(numeric: .auto, capitalization: .standalone)),
            RelativeTimeFormat(locale: "en", options: .init(capitalization: .beginningOfSentence)),
        ]
    }

    static func outputs(_ formats: [RelativeTimeFormat], _ i: Int) throws -> [String] {
        let format = formats[i % formats.count]
        let units = RelativeTimeFormat.Unit.allCases
        let unit = units[(i / formats.count) % units.count]
        let value = (i % 7) - 3
        return [format.format(value, unit), format.format(Double(value) + 0.5, unit)]
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 2_000
        let reference = try Self.formats()
        let expected = try (0..<rounds).map { try Self.outputs(reference, $0) }
        let shared = try Self.formats()
        let run = compareOnThreads(8, expected: expected) { try Self.outputs(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
