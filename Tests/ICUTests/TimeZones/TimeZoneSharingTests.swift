import FoundationEssentials
import ICU
import Testing

/// Zones and their names shared by eight threads give the single-threaded answers.
@Suite("Sharing time zones between threads")
struct TimeZoneSharingTests {
    static let zones = ["America/Los_Angeles", "Australia/Lord_Howe", "Europe/Berlin", "Asia/Tokyo", "America/Phoenix",
                        "Europe/Moscow", "Pacific/Chatham", "America/Sao_Paulo", "UTC", "Asia/Kolkata"]
    static let locales: [LocaleID] = ["en_US", "de_DE", "ja_JP", "fr_FR"]

    /// Everything one round gives: offsets, transitions and a name, at an instant from 1990 to 2030.
    static func outputs(_ names: [TimeZoneDisplayNames], _ zones: [TimeZoneID], _ i: Int) throws -> [String] {
        let zone = zones[i % zones.count]
        let date = Date(timeIntervalSince1970: 631_152_000 + Double(i % 1_000) * 1_262_304)
        let style = TimeZoneDisplayNames.Style.allCases[i % TimeZoneDisplayNames.Style.allCases.count]
        let offsets = try zone.offsets(at: date)
        return [try names[i % names.count].name(of: zone, at: date, style: style), "\(offsets.raw) \(offsets.daylight)",
                "\(try zone.nextTransition(after: date)?.timeIntervalSince1970 ?? 0)",
                "\(try zone.previousTransition(before: date)?.timeIntervalSince1970 ?? 0)"]
    }


    @Test func eightThreadsGetTheSingleThreadedResults() throws {
        let rounds = 2_000
        let zones = try Self.zones.map { try TimeZoneID($0) }
        let reference = try Self.locales.map { try TimeZoneDisplayNames(locale: $0) }
        let expected = try (0..<rounds).map { try Self.outputs(reference, zones, $0) }
        // Fresh names from a fresh pool, so that the threads race to make and keep them.
        let pool = FormatterPool()
        let run = compareOnThreads(8, expected: expected) { i in
            let names = try Self.locales.map { try pool.timeZoneDisplayNames(locale: $0) }
            return try Self.outputs(names, zones, i)
        }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
