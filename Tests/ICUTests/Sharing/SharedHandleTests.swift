import Foundation
import ICU
import ICUBridge
import Testing

/// The Sendable notes of the ICU handles, tested: eight threads share one of
/// each formatter and every output equals the single-threaded one.
@Suite("Sharing formatters between threads")
struct SharedHandleTests {
    /// The formatters under test, opened twice: once for the single-threaded
    /// results, once fresh for the threads, so that lazily made parts (the
    /// lenient parsers) are first made while the threads race for them.
    struct Formatters: Sendable {
        let decimal: NumberFormat
        let spellOut: NumberFormat
        let dates: DateFormat
        let generator: DatePatternGenerator
        let plurals: PluralRules

        init() throws {
            decimal = try NumberFormat(.decimal, locale: "de_DE")
            spellOut = try NumberFormat(.spellOut, locale: "en_US")
            dates = try DateFormat(date: .full, time: .long, locale: "fr_FR", timeZone: losAngeles())
            generator = try DatePatternGenerator(locale: "de_DE")
            plurals = try PluralRules(locale: "ru")
        }
    }

    /// Everything one round of calls gives.
    struct Outputs: Equatable, Sendable {
        var decimal: String
        var spellOut: String
        var parsed: String
        var date: String
        var dateParsed: Date
        var pattern: String
        var plural: PluralRules.Category
    }

    static let numbers: [Double] = (0..<61).map { Double($0 * $0 * $0) * 37.25 - 1_000.5 }
    static let instants: [Date] = (0..<61).map { Date(timeIntervalSince1970: 1_388_934_489 + Double($0) * 7 * 86_399) }
    static let templates = ["dMMM", "yMMMd", "jmm", "EEEEd", "yQQQ", "MMMMy", "Hms", "yMd", "MMMEd", "yMMMMEEEEd", "hmsv", "yMMMw"]

    static func outputs(_ f: Formatters, _ i: Int) throws -> Outputs {
        let number = numbers[i % numbers.count]
        let decimal = f.decimal.format(number)
        let date = f.dates.format(instants[i % instants.count])
        return Outputs(decimal: decimal, spellOut: f.spellOut.format(number),
                       parsed: try f.decimal.parse(decimal, lenient: i % 2 == 0),
                       date: date, dateParsed: try f.dates.parse(date, lenient: i % 2 == 1),
                       pattern: try f.generator.bestPattern(for: templates[i % templates.count]),
                       plural: f.plurals.category(for: i % 200))
    }


    @Test func eightThreadsGetTheSingleThreadedResults() throws {
        let rounds = 1_500
        let reference = try Formatters()
        let expected = try (0..<rounds).map { try Self.outputs(reference, $0) }
        #expect(expected[1].decimal == RawICU.number(-963.25, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: "de_DE"))
        #expect(expected[1].dateParsed == Date(timeIntervalSince1970: 1_388_934_489 + 7 * 86_399))

        let shared = try Formatters()
        let run = compareOnThreads(8, expected: expected) { try Self.outputs(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
