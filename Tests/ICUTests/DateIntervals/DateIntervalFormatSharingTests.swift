@testable import ICU
import FoundationEssentials
import Testing

/// One date interval format shared by 8 threads gives one thread's answers:
/// each call has a handle no other thread uses meanwhile.
@Suite struct DateIntervalFormatSharingTests {
    static let pairs: [(Date, Date)] = (0..<400).map { i in
        let start = DateIntervalFormatTests.start + Double(i * 7_919) * 61
        return (start, start + Double((i * 104_729) % 40_000_000))
    }

    @Test(arguments: ["yMMMd", "jm", "yMMMEd"])
    func oneFormatOnEightThreads(template: String) throws {
        let format = try DateIntervalFormat(template: template, locale: "de_DE", timeZone: TimeZoneID("Europe/Berlin"))
        let pairs = Self.pairs
        let expected = pairs.map { format.format(from: $0.0, to: $0.1) }
        let run = compareOnThreads(8, expected: expected) { i in format.format(from: pairs[i].0, to: pairs[i].1) }
        #expect(run.wrong == 0 && run.errors == 0)
        #expect(Set(expected).count > 100)
    }

    /// Formats from one pool on 8 threads, mixing locales.
    @Test func pooledFormatsOnEightThreads() throws {
        let pool = FormatterPool(capacity: 16, currentLocale: "en_US")
        let locales: [LocaleID] = ["en_US", "fr_FR", "ru_RU", "zh_CN"]
        let pairs = Self.pairs
        let expected = try pairs.indices.map { i in
            try DateIntervalFormat(template: "yMMMdjm", locale: locales[i % 4], timeZone: .utc).format(from: pairs[i].0, to: pairs[i].1)
        }
        let run = compareOnThreads(8, expected: expected) { i in
            try pool.dateIntervalFormat(template: "yMMMdjm", locale: locales[i % 4], timeZone: .utc).format(from: pairs[i].0, to: pairs[i].1)
        }
        #expect(run.wrong == 0 && run.errors == 0)
    }
}
