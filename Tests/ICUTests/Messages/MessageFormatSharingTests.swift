import FoundationEssentials
import ICU
import Testing

/// One `MessageFormat` shared by eight threads gives the single-threaded
/// texts: ICU's `MessageFormat` is not synchronized, so each call formats on a
/// copy one thread holds at a time. The messages write plurals, numbers, dates
/// and spelled-out numbers, whose ICU formats keep state between calls.
@Suite("Sharing ICU messages between threads")
struct MessageFormatSharingTests {
    static let messages: [(String, LocaleID, String)] = [
        ("{n, plural, offset:1 =0 {none} one {# and {who}} other {# others and {who}}} on {d, date, full} at {d, time, medium}", "en", "America/New_York"),
        ("{n, selectordinal, one {#-й} other {#-й}} {n, spellout} {n, number, ::currency/RUB} {d}", "ru", "Europe/Moscow"),
        ("{who, select, a {{d, date, ::yMMMdjms}} other {{n, ordinal} {n, duration}}}", "de", "Asia/Kolkata"),
    ]

    static func make() throws -> [MessageFormat] {
        try messages.map { try MessageFormat($0.0, locale: $0.1, timeZone: TimeZoneID($0.2)) }
    }

    static func output(_ formats: [MessageFormat], _ i: Int) throws -> String {
        let arguments: [String: MessageArgument] = [
            "n": .integer(i % 37), "who": i % 2 == 0 ? "a" : "b",
            "d": .date(Date(timeIntervalSince1970: Double(i) * 86_413.5)),
        ]
        return try formats[i % formats.count].format(arguments)
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 1_500
        let reference = try Self.make()
        let expected = try (0..<rounds).map { try Self.output(reference, $0) }
        let shared = try Self.make()
        let run = compareOnThreads(8, expected: expected) { try Self.output(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
