import ICU
import Testing

/// One `MeasureFormat` shared by eight threads gives the single-threaded texts
/// and units: ICU's formatters are immutable, and each thread formats into a
/// result of its own.
@Suite("Sharing measure formats between threads")
struct MeasureFormatSharingTests {
    static let values: [Double] = [0, 1, 1.8, 5.5, 50, 1800, 70, -20, 123456.789]

    static func make() throws -> [MeasureFormat] {
        [
            try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .road)),
            try MeasureFormat(.meter, locale: "en_GB", options: .init(width: .wide, usage: .personHeight)),
            try MeasureFormat(.celsius, locale: "en_US", options: .init(usage: .weather)),
            try MeasureFormat(.kilogram, locale: "sv_SE", options: .init(width: .narrow, usage: .person)),
            try MeasureFormat(.footAndInch, locale: "ru", options: .init(width: .wide)),
            try MeasureFormat(.kilometerPerHour, locale: "ar"),
        ]
    }

    static func output(_ formats: [MeasureFormat], _ i: Int) throws -> String {
        let (text, unit) = formats[i % formats.count].formatWithUnit(values[(i / formats.count) % values.count])
        return text + " | " + unit.identifier
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 2_000
        let reference = try Self.make()
        let expected = try (0..<rounds).map { try Self.output(reference, $0) }
        let shared = try Self.make()
        let run = compareOnThreads(8, expected: expected) { try Self.output(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
