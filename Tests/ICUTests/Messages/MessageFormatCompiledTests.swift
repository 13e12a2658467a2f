import FoundationEssentials
@_spi(Testing) @testable import ICU
import Testing

/// The compiled render of ICU messages: byte for byte what ICU's own
/// `MessageFormat::format` writes, for many patterns in every locale and many
/// values; which messages compile; and that values and parts only ICU renders
/// still come out as ICU writes them.
@Suite("ICU messages: compiled render")
struct MessageFormatCompiledTests {
    /// Patterns the compiled render covers: plurals with offsets and `=N`,
    /// ordinals, select, nesting, apostrophes, `{x}` and `{x, number}`.
    static let compiledPatterns = [
        "{n, plural, one {# item} other {# items}}",
        "{count, plural, offset:1 =0 {Nobody came} =1 {{host} came} one {{host} and # other came} other {{host} and # others came}}",
        "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
        "{n, plural, zero {z #} one {o #} two {t #} few {f #} many {m #} other {x #}} · {n, selectordinal, zero {z} one {o} two {t} few {f} many {m} other {x}}",
        "{g, select, female {{n, plural, one {She has # file} other {She has # files}}} male {{n, plural, one {He has # file} other {He has # files}}} other {{n, plural, one {They have # file} other {They have # files}}}}",
        "It''s '{'{n}'}' and '#' {n, plural, other {'#' # ''{n}'' '{x}'}} it's",
        "{n} · {n, number} · {n, Number} · {name}",
        "{n, plural, offset:2 =-1 {minus one} =5 {five} other {# left, {n} in all}}",
        "{0} of {1, plural, one {# thing} other {# things}}",
        "plain text with no arguments, it's '{'quoted'}'",
        "{n, plural, other {{n, number} done, # left}}",
        "{n, plural, one {a} one {b} other {c} other {d}}",
        "{s, select, a {A} a {B} other {O} other {P}}",
        "'{n, plural, other {#}}' {n, plural, other {'{'#'}'}}",
        "{n, plural, other {{m, plural, one {# inner} other {# inners}} outer #}}",
    ]

    /// Patterns that stay on ICU for every call.
    static let icuPatterns = [
        "{n, number, integer}",
        "{n, number, ::percent}",
        "{d, date, short}",
        "{n, spellout}",
        "{n, choice, 0#none|1#one|1<many}",
        "{n, plural, offset:0.5 other {#}}",
        "{n, plural, other {{n, number, ::percent}}}",
    ]

    static let integers = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 102, 111, 1_000, 1_001,
                           12_345, 1_000_000, 1_234_567, 10_000_000, -1, -2, -5, -21, -1_000, 9_007_199_254_740_992,
                           -9_007_199_254_740_992, 9_007_199_254_740_993, .max, .min]
    static let texts = ["female", "male", "other", "", "a", "x\u{0}y", "Ann", "caf\u{E9}", "cafe\u{301}"]

    /// Every parameter given a value it accepts, rotating through the lists.
    static func arguments(_ message: MessageFormat, _ k: Int) -> [String: MessageArgument] {
        var arguments: [String: MessageArgument] = [:]
        for (p, parameter) in message.parameters.enumerated() {
            let i = k + 3 * p
            switch parameter.accepts {
            case .number: arguments[parameter.name] = .integer(integers[i % integers.count])
            case .text: arguments[parameter.name] = .string(texts[i % texts.count])
            case .any: arguments[parameter.name] = i % 3 == 2 ? .string(texts[i % texts.count]) : .integer(integers[i % integers.count])
            case .date: arguments[parameter.name] = .date(Date(timeIntervalSince1970: Double(i) * 1e7))
            }
        }
        return arguments
    }

    /// A sweep (``Sweep``): every fourth locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test("compiled and ICU agree: every locale × patterns × values", .tags(.sweep))
    func everyLocale() throws {
        var compiled = 0
        let locales = Sweep.sample(LocaleID.availableLocales, every: 4, sanitizer: 16)
        for locale in locales {
            for (index, pattern) in Self.compiledPatterns.enumerated() {
                let message = try MessageFormat(pattern, locale: locale, timeZone: .utc)
                if message.isCompiled { compiled += 1 }
                // Every other value per pattern, the other half in the next pattern.
                for k in stride(from: index % 2, to: Self.integers.count, by: 2) {
                    let arguments = Self.arguments(message, k)
                    let written = try message.format(arguments)
                    let icu = try message.formatThroughICU(arguments)
                    #expect(Array(written.utf8) == Array(icu.utf8), "\(locale) \(pattern) \(arguments)")
                }
            }
        }
        // Most locales compile every pattern: the decimal style and rules are read for each.
        #expect(compiled > locales.count * Self.compiledPatterns.count * 9 / 10)
    }

    @Test("patterns the render covers compile", arguments: compiledPatterns)
    func compiles(_ pattern: String) throws {
        for locale: LocaleID in ["en", "ru", "ar", "fr", "pl", "ja", "cy", "de_CH"] {
            #expect(try MessageFormat(pattern, locale: locale, timeZone: .utc).isCompiled, "\(locale)")
        }
    }

    @Test("patterns with parts only ICU renders stay on ICU, and agree", arguments: icuPatterns)
    func staysOnICU(_ pattern: String) throws {
        let message = try MessageFormat(pattern, locale: "en", timeZone: .utc)
        #expect(!message.isCompiled)
        for k in 0..<8 {
            let arguments = Self.arguments(message, k)
            #expect(try message.format(arguments) == message.formatThroughICU(arguments))
        }
    }

    @Test("values only ICU renders take ICU's path in a compiled message")
    func valuesThroughICU() throws {
        let message = try MessageFormat("{n, plural, one {# item} other {# items}} · {x}", locale: "de", timeZone: .utc)
        #expect(message.isCompiled)
        let values: [MessageArgument] = [1.5, 1.0, -0.0, .double(1e300), .double(.infinity), .decimal("1.50"),
                                                .decimal("12345678901234567890"), .integer(1 << 60)]
        for n in values {
            for x in values + [.date(Date(timeIntervalSince1970: 0)), "t"] {
                let arguments: [String: MessageArgument] = ["n": n, "x": x]
                #expect(try message.format(arguments) == message.formatThroughICU(arguments), "\(n) \(x)")
            }
        }
    }

    /// ICU reads decimal text when it takes the arguments, used or not: a
    /// compiled message refuses malformed digits in a branch it does not take
    /// as ICU does (F45), and writes well-formed ones' messages as ICU does.
    @Test("decimal text the message does not use is checked as ICU checks it")
    func unusedDecimalText() throws {
        let message = try MessageFormat("{g, select, female {{x, plural, one {# file} other {# files}}} other {{n, plural, one {# file} other {# files}}}}",
                                        locale: "en", timeZone: .utc)
        #expect(message.isCompiled)
        let malformed: [String: MessageArgument] = ["g": "male", "x": .decimal("fem\u{FFFD}ale"), "n": 2]
        let error = try #require(throws: ICUError.self) { try message.format(malformed) }
        #expect(error.code == .decimalNumberSyntax)
        #expect(throws: ICUError.self) { try message.formatThroughICU(malformed) }
        let wellFormed: [String: MessageArgument] = ["g": "male", "x": .decimal("1.50"), "n": 2]
        #expect(try message.format(wellFormed) == message.formatThroughICU(wellFormed))
    }

    @Test("ICU 72's text through the compiled path", .cldr42, arguments: [
        ("en", "{n, plural, one {# item} other {# items}}", 1, "1 item"),
        ("en", "{n, plural, one {# item} other {# items}}", 1234, "1,234 items"),
        ("ru", "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", 22, "22 файла"),
        ("ar", "{n, plural, few {# few} other {# other}}", 3, "\u{663} few"),
        ("fr", "{n, plural, many {# many} other {# other}}", 1_000_000, "1\u{202F}000\u{202F}000 many"),
        ("en", "It''s '{'{n}'}'", 5, "It's {5}"),
    ] as [(LocaleID, String, Int, String)])
    func icu72Text(_ locale: LocaleID, _ pattern: String, _ n: Int, _ expected: String) throws {
        let message = try MessageFormat(pattern, locale: locale, timeZone: .utc)
        #expect(message.isCompiled)
        #expect(try message.format(["n": .integer(n)]) == expected)
        #expect(try message.formatThroughICU(["n": .integer(n)]) == expected)
    }

    @Test("long output past the stack buffer comes back whole")
    func longOutput() throws {
        let long = String(repeating: "x", count: 3_000)
        let message = try MessageFormat("\(long) {s} {n, plural, other {# \(long)}}", locale: "en", timeZone: .utc)
        #expect(message.isCompiled)
        let arguments: [String: MessageArgument] = ["s": .string(long), "n": 7]
        let written = try message.format(arguments)
        #expect(written.utf8.count == 3 * 3_000 + 4)
        #expect(written == (try message.formatThroughICU(arguments)))
    }

    @Test("numbered arguments through the compiled path")
    func numbered() throws {
        let message = try MessageFormat("{0} of {1, plural, one {# thing} other {# things}}", locale: "en", timeZone: .utc)
        #expect(message.isCompiled)
        #expect(try message.format(["Ann", 2]) == "Ann of 2 things")
        #expect(try message.format(["Ann", 2]) == message.formatThroughICU(["Ann", 2]))
    }
}
