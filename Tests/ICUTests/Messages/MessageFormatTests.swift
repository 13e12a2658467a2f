import FoundationEssentials
@testable import ICU
import Testing

/// `MessageFormat`: ICU 72's text for plurals with offsets, ordinals in
/// English and Russian, select inside plural, number skeletons, dates and times
/// in explicit zones, spelled-out numbers and the apostrophe rules, each also
/// compared with ICU's own `MessageFormat::format` in this process.
@Suite("ICU messages")
struct MessageFormatTests {
    struct Case: Sendable, CustomStringConvertible {
        let locale: LocaleID
        let zone: String
        let pattern: String
        let arguments: [(String, MessageArgument)]
        let expected: String

        init(_ locale: LocaleID, _ pattern: String, _ arguments: [(String, MessageArgument)], _ expected: String) {
            self.init(locale, "UTC", pattern, arguments, expected)
        }

        init(_ locale: LocaleID, _ zone: String, _ pattern: String, _ arguments: [(String, MessageArgument)],
             _ expected: String) {
            self.locale = locale
            self.zone = zone
            self.pattern = pattern
            self.arguments = arguments
            self.expected = expected
        }

        var named: [String: MessageArgument] { Dictionary(arguments, uniquingKeysWith: { a, _ in a }) }
        var description: String { "\(locale) \(pattern.prefix(40)) \(arguments.map { "\($0.0)=\($0.1)" })" }
    }

    static let offsetPlural = "{count, plural, offset:1 =0 {Nobody came} =1 {{host} came} one {{host} and # other came} other {{host} and # others came}}"
    static let ordinal = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
    static let russian = "{n, selectordinal, one {#-one} other {#-й}} / {n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"
    static let selectInPlural = "{gender, select, female {{n, plural, one {She has # file} other {She has # files}}} male {{n, plural, one {He has # file} other {He has # files}}} other {{n, plural, one {They have # file} other {They have # files}}}}"
    static let numbers = "{n, number, ::currency/EUR} · {n, number, ::percent} · {n, number, ::compact-short} · {n, number, integer} · {n, number} · {n}"
    static let dates = "{d, date, full} · {d, time, short} · {d, date, ::yMMMd} · {d}"
    static let spelled = "{n, spellout} · {n, ordinal} · {n, duration}"
    static let instant = Date(timeIntervalSince1970: 1_700_000_000)

    /// ICU 72's output for each, from `MessageFormat::format`.
    static let cases: [Case] = [
        Case("en", offsetPlural, [("count", 0), ("host", "Ann")], "Nobody came"),
        Case("en", offsetPlural, [("count", 1), ("host", "Ann")], "Ann came"),
        Case("en", offsetPlural, [("count", 2), ("host", "Ann")], "Ann and 1 other came"),
        Case("en", offsetPlural, [("count", 1002), ("host", "Ann")], "Ann and 1,001 others came"),
        Case("en", ordinal, [("n", 1)], "1st"),
        Case("en", ordinal, [("n", 2)], "2nd"),
        Case("en", ordinal, [("n", 3)], "3rd"),
        Case("en", ordinal, [("n", 11)], "11th"),
        Case("en", ordinal, [("n", 22)], "22nd"),
        Case("en", ordinal, [("n", 1013)], "1,013th"),
        Case("ru", russian, [("n", 1)], "1-й / 1 файл"),
        Case("ru", russian, [("n", 3)], "3-й / 3 файла"),
        Case("ru", russian, [("n", 5)], "5-й / 5 файлов"),
        Case("ru", russian, [("n", 21)], "21-й / 21 файл"),
        Case("ru", russian, [("n", 1234)], "1\u{A0}234-й / 1\u{A0}234 файла"),
        Case("ru", russian, [("n", 1.5)], "1,5-й / 1,5 файла"),
        Case("en", selectInPlural, [("gender", "female"), ("n", 1)], "She has 1 file"),
        Case("en", selectInPlural, [("gender", "male"), ("n", 1200)], "He has 1,200 files"),
        Case("en", selectInPlural, [("gender", "x"), ("n", 2)], "They have 2 files"),
        Case("de", numbers, [("n", 12345.678)], "12.345,68\u{A0}€ · 12.345,678\u{A0}% · 12.346 · 12.346 · 12.345,678 · 12.345,678"),
        Case("en", numbers, [("n", 12345.678)], "€12,345.68 · 12,345.678% · 12K · 12,346 · 12,345.678 · 12,345.678"),
        Case("en", numbers, [("n", .decimal("1.50"))], "€1.50 · 1.5% · 1.5 · 2 · 1.5 · 1.5"),
        Case("en", "America/New_York", dates, [("d", .date(instant))],
             "Tuesday, November 14, 2023 · 5:13\u{202F}PM · Nov 14, 2023 · 11/14/23, 5:13\u{202F}PM"),
        Case("ja", "Asia/Tokyo", dates, [("d", .date(instant))], "2023年11月15日水曜日 · 7:13 · 2023年11月15日 · 2023/11/15 7:13"),
        Case("de", "Europe/Berlin", "{n, plural, other {{d, time, HH:mm zzzz}}}", [("n", 1), ("d", .date(instant))],
             " 23:13 Mitteleuropäische Normalzeit"),
        Case("en", spelled, [("n", 4321)], "four thousand three hundred twenty-one · 4,321st · 1:12:01"),
        Case("de", spelled, [("n", 4321)],
             "vier\u{AD}tausend\u{AD}drei\u{AD}hundert\u{AD}ein\u{AD}und\u{AD}zwanzig · 4.321. · 4.321"),
        Case("en", "It''s '{'literal'}' {n, plural, other {'#' is #}} '#' it's '' {n} '{n}'", [("n", 3)],
             "It's {literal} # is 3 '#' it's ' 3 {n}"),
        Case("en", "I said '{n}'' and '''{n}'''", [("n", 3)], "I said {n}' and '3''"),
        Case("en", "{n, plural, one {'{'#'}'} other {a''b # 'x' '#'}}", [("n", 1)], "{1}"),
        Case("en", "{n, plural, one {'{'#'}'} other {a''b # 'x' '#'}}", [("n", 7)], "a'b 7 'x' #"),
        Case("en", "{0} and {1}: {0, number, ::percent}", [("0", 0.25), ("1", "two")], "0.25 and two: 0.25%"),
    ]

    @Test(.cldr42, arguments: cases)
    func icu72Text(_ test: Case) throws {
        let message = try MessageFormat(test.pattern, locale: test.locale, timeZone: TimeZoneID(test.zone))
        #expect(try message.format(test.named) == test.expected)
    }

    /// The twin of ``icu72Text(_:)``: the same messages against ICU's own call.
    @Test(arguments: cases)
    func icu72TextAsICU(_ test: Case) throws {
        let message = try MessageFormat(test.pattern, locale: test.locale, timeZone: TimeZoneID(test.zone))
        let raw = try #require(RawICU.message(test.pattern, locale: test.locale.identifier, zone: test.zone,
                                              test.arguments))
        #expect(try message.format(test.named) == raw)
    }

    @Test func numberedArguments() throws {
        let message = try MessageFormat("{1} before {0}; {0, plural, one {# day} other {# days}}", locale: "en",
                                        timeZone: .utc)
        #expect(try message.format([1, "x"]) == "x before 1; 1 day")
        #expect(try message.format(["0": 2, "1": "y"]) == "y before 2; 2 days")
        #expect(message.parameters == [
            .init(name: "1", number: 1, accepts: .any), .init(name: "0", number: 0, accepts: .number),
        ])
    }

    @Test func parametersMergeTheirUses() throws {
        let message = try MessageFormat("{a} {b, select, x {{a, date}} other {}} {c, spellout} {b}", locale: "en",
                                        timeZone: .utc)
        #expect(message.parameters == [
            .init(name: "a", number: nil, accepts: .date), .init(name: "b", number: nil, accepts: .text),
            .init(name: "c", number: nil, accepts: .number),
        ])
    }

    /// Every date argument, nested or plain, as the library's `DateFormat` writes the instant in the message's zone.
    @Test(arguments: ["Asia/Tokyo", "Etc/GMT+5", "America/St_Johns"])
    func datesAreWrittenInTheMessagesZoneNestedOnesToo(_ zone: String) throws {
        let timeZone = try TimeZoneID(zone)
        let pattern = "{d, time, HH:mm} {k, select, other {{d, time, HH:mm}}} {d}"
        let message = try MessageFormat(pattern, locale: "en", timeZone: timeZone)
        let date = Date(timeIntervalSince1970: 0)
        let time = try DateFormat(pattern: "HH:mm", locale: "en", timeZone: timeZone).format(date)
        let short = try DateFormat(date: .short, time: .short, locale: "en", timeZone: timeZone).format(date)
        // ICU keeps the space before a date pattern in the text.
        #expect(try message.format(["d": .date(date), "k": "x"]) == " \(time)  \(time) \(short)")
    }

    @Test func theLocalesKeywordsStay() throws {
        let message = try MessageFormat("{n, number}", locale: "ar@numbers=latn", timeZone: .utc)
        #expect(try message.format(["n": 12]) == (RawICU.message("{n, number}", locale: "ar@numbers=latn", zone: "UTC",
                                                                     [("n", 12)])))
        #expect(!(try message.format(["n": 12])).contains("١"))
    }

    @Test func thePoolKeepsOneMessagePerPatternLocaleAndZone() throws {
        let pool = FormatterPool()
        let a = try pool.messageFormat(Self.ordinal, locale: "en", timeZone: .utc)
        let b = try pool.messageFormat(Self.ordinal, locale: "en", timeZone: .utc)
        #expect(a.storage === b.storage)
        let c = try pool.messageFormat(Self.ordinal, locale: "en", timeZone: TimeZoneID("Asia/Tokyo"))
        #expect(a.storage !== c.storage)
        #expect(try a.format(["n": 2]) == RawICU.message(Self.ordinal, locale: "en", zone: "UTC", [("n", 2)]))
    }
}
