import FoundationEssentials
@testable import ICU
import Testing

/// `LocalizedMessage`: one way to render Apple's, ICU's and MessageFormat 2's
/// syntax, alone and from a `StringBundle`.
@Suite("One message API for three syntaxes")
struct LocalizedMessageTests {
    static let apple = "%d files"
    static let icu = "{n, plural, one {# file} other {# files}}"
    static let mf2 = ".input {$n :number} .match $n one {{{$n} file}} * {{{$n} files}}"

    /// The same text as each syntax's own type writes.
    @Test(arguments: [0, 1, 2, 21, 1234])
    func eachSyntaxWritesWhatItsOwnTypeWrites(_ n: Int) throws {
        let variables = ["n": PluralVariable(valueType: "d", forms: [.one: "%d file", .other: "%d files"])]
        let plural = try LocalizedStringFormat("%#@n@", variables: variables)
        let apple = try LocalizedMessage(plural, locale: "en")
        #expect(try apple.format([.integer(n)]) == (try plural.render([.integer(n)], locale: "en")))
        let icu = try LocalizedMessage(Self.icu, syntax: .icu, locale: "en")
        #expect(try icu.format(["n": .integer(n)])
                == (try MessageFormat(Self.icu, locale: "en", timeZone: .utc).format(["n": .integer(n)])))
        let mf2 = try LocalizedMessage(Self.mf2, syntax: .messageFormat2, locale: "en")
        #expect(try mf2.format(["n": .integer(n)]) == (try MessageFormat2(Self.mf2, locale: "en").format(["n": .integer(n)])))
        // And all three agree on English's text.
        let expected = n == 1 ? "1 file" : (try NumberFormat(.decimal, locale: "en").format(n)) + " files"
        #expect(try apple.format([.integer(n)]) == expected)
        #expect(try icu.format(["n": .integer(n)]) == expected)
        #expect(try mf2.format(["n": .integer(n)]) == expected)
    }

    @Test func aPlainAppleFormatTakesArgumentsInOrder() throws {
        let message = try LocalizedMessage("%2$@ has %1$d files", syntax: .apple, locale: "de")
        #expect(message.syntax == .apple)
        #expect(try message.format([1234, "Anna"]) == "Anna has 1.234 files")
        #expect(try message.format([.decimal("7"), "Bo"]) == "Bo has 7 files")
    }

    @Test func icuMessagesTakeNumberedArgumentsInOrder() throws {
        let message = try LocalizedMessage("{0} sent {1, plural, one {# file} other {# files}}", syntax: .icu, locale: "ru")
        let raw = RawICU.message("{0} sent {1, plural, one {# file} other {# files}}", locale: "ru", zone: "UTC",
                                 [("0", .string("Анна")), ("1", .integer(3))])
        #expect(try message.format(["Анна", 3]) == raw)
    }

    @Test func datesGoToICUAndMessageFormat2ButNotToAppleFormats() throws {
        let instant = Date(timeIntervalSince1970: 1_388_934_489)
        let icu = try LocalizedMessage("{d, date, long}", syntax: .icu, locale: "de", timeZone: try TimeZoneID("Europe/Berlin"))
        #expect(try icu.format(["d": .date(instant)])
                == RawICU.message("{d, date, long}", locale: "de", zone: "Europe/Berlin", [("d", .date(instant))]))
        let mf2 = try LocalizedMessage("{$d :date}", syntax: .messageFormat2, locale: "de")
        #expect(try mf2.format(["d": .date(instant)]) == (try MessageFormat2("{$d :date}", locale: "de").format(["d": .date(instant)])))
        let apple = try LocalizedMessage("%@", syntax: .apple, locale: "en")
        #expect { try apple.format([.date(instant)]) } throws: {
            ($0 as? ICUError)?.reason == "an Apple format string has no specifier for a date"
        }
    }

    @Test func argumentsGivenTheWrongWayAreBadInput() throws {
        let apple = try LocalizedMessage("%d files", syntax: .apple, locale: "en")
        #expect { try apple.format(["n": 3]) } throws: {
            ($0 as? ICUError)?.reason == "an Apple format string takes its arguments in order"
                && ($0 as? ICUError)?.kind == .badInput
        }
        let mf2 = try LocalizedMessage(Self.mf2, syntax: .messageFormat2, locale: "en")
        #expect { try mf2.format([3]) } throws: {
            ($0 as? ICUError)?.reason == "a MessageFormat 2 message takes its arguments by name"
        }
        #expect { try apple.format([.decimal("1x")]) } throws: {
            ($0 as? ICUError)?.name == "U_DECIMAL_NUMBER_SYNTAX_ERROR"
        }
    }

    /// Where MessageFormat 2 would write `{$n}` and go on, the shared API throws
    /// with the specification's error name.
    @Test func messageFormat2ErrorsThrowWithTheSpecificationsName() throws {
        let mf2 = try LocalizedMessage(Self.mf2, syntax: .messageFormat2, locale: "en")
        #expect(MessageFormat2.Error.Kind.allCases.contains(.unresolvedVariable))
        #expect { try mf2.format([:]) } throws: { error in
            let error = error as? ICUError
            return error?.kind == .badInput && error?.reason?.hasPrefix("unresolved-variable") == true
        }
        #expect { try LocalizedMessage("{{unclosed", syntax: .messageFormat2, locale: "en") } throws: { error in
            let error = error as? ICUError
            return error?.name == "U_INVALID_FORMAT_ERROR" && error?.reason?.hasPrefix("syntax-error") == true
        }
        #expect { try LocalizedMessage(".match $n * {{x}}", syntax: .messageFormat2, locale: "en") } throws: {
            ($0 as? ICUError)?.reason?.hasPrefix("missing-selector-annotation") == true
        }
    }

    /// The plural locale and the pool are options: an Apple format (a source
    /// or a parsed one) takes its forms from the plural locale and its
    /// numbers from `locale`.
    @Test func optionsChooseThePluralLocaleAndThePool() throws {
        let variables = ["n": PluralVariable(valueType: "d", forms: [.one: "one %d", .few: "few %d", .other: "other %d"])]
        let format = try LocalizedStringFormat("%#@n@", variables: variables)
        let pool = FormatterPool()
        let options = LocalizedMessage.Options(pluralLocale: "ru", pool: pool)
        #expect(options == LocalizedMessage.Options(pluralLocale: "ru", pool: pool))
        #expect(options != LocalizedMessage.Options(pluralLocale: "ru"))
        let parsed = try LocalizedMessage(format, locale: "de", options: options)
        #expect(try parsed.format([1235]) == "other " + NumberFormat(.decimal, locale: "de").format(1235))
        #expect(try parsed.format([3]) == "few 3")
        let read = try LocalizedMessage("%d", syntax: .apple, locale: "de", options: options)
        #expect(try read.format([1234]) == (try NumberFormat(.decimal, locale: "de").format(1234)))
        #expect(pool.count > 0)
        let bad = LocaleID("!!")
        let expected = try #require(throws: ICUError.self) { try bad.icuName }
        #expect(throws: expected) { try LocalizedMessage(format, locale: "en", options: .init(pluralLocale: bad)) }
    }

    /// A MessageFormat 2 error reaches the caller inside the ICUError: the
    /// specification's error in `messageFormat2Error`, its name first in the reason.
    @Test func messageFormat2ErrorsAreReadableThroughICUError() throws {
        let syntax = try #require(throws: ICUError.self) { try LocalizedMessage("{{unclosed", syntax: .messageFormat2, locale: "en") }
        #expect(syntax.messageFormat2Error?.kind == .syntaxError && syntax.kind == .badInput)
        let mf2 = try LocalizedMessage(Self.mf2, syntax: .messageFormat2, locale: "en")
        let unresolved = try #require(throws: ICUError.self) { try mf2.format([:]) }
        #expect(unresolved.messageFormat2Error == MessageFormat2.Error(.unresolvedVariable, detail: "$n"))
        #expect(unresolved.reason == unresolved.messageFormat2Error?.description)
        let bad = LocaleID("!!")
        let expected = try #require(throws: ICUError.self) { try bad.icuName }
        #expect(throws: expected) { try LocalizedMessage(Self.mf2, syntax: .messageFormat2, locale: bad) }
    }

    @Test func badSourcesAreBadInputInEverySyntax() throws {
        for (source, syntax) in [("%k and %#@x@", LocalizedMessage.Syntax.apple), ("{n, plural, one {x}}", .icu),
                                 ("{$n :number", .messageFormat2)] {
            #expect { try LocalizedMessage(source, syntax: syntax, locale: "en") } throws: {
                ($0 as? ICUError)?.kind == .badInput
            }
        }
        #expect { try LocalizedMessage("x", syntax: .icu, locale: "not a locale!") } throws: { ($0 as? ICUError)?.kind == .badInput }
    }

    // MARK: From a bundle

    static func bundle() throws -> StringBundle {
        func table(_ text: String, _ path: String) throws -> StringTable {
            try StringTable(stringsFile: Array(text.utf8), path: path)
        }
        return try StringBundle(tables: ["Localizable": [
            "en": try table(#""files" = "{n, plural, one {# file} other {# files}}"; "mf2" = "{{Hello {$name}}}"; "apple" = "%d files";"#,
                            "en.lproj/Localizable.strings"),
            "ru": try table(#""files" = "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}";"#,
                            "ru.lproj/Localizable.strings"),
        ]], developmentRegion: "en")
    }

    @Test(arguments: [1, 3, 5, 21, 1.5])
    func aBundleEntryInICUSyntaxRendersInItsLanguage(_ n: Double) throws {
        let bundle = try Self.bundle()
        let ru = "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"
        let message = try bundle.message("files", localization: "ru", syntax: .icu)
        #expect(try message.format(["n": .double(n)])
                == RawICU.message(ru, locale: "ru", zone: "UTC", [("n", .double(n))]))
        // A key Russian lacks falls back to English, in English.
        let fallback = try bundle.message("apple", localization: "ru", syntax: .apple)
        #expect(try fallback.format([.integer(Int(n))]) == "\(Int(n)) files")
        // Numbers in another locale: de's grouping, English forms.
        let german = try bundle.message("files", localization: "en", syntax: .icu, locale: "de")
        #expect(try german.format(["n": 1234]) == RawICU.message(Self.icu, locale: "de", zone: "UTC", [("n", .integer(1234))]))
    }

    @Test func aBundleEntryInMessageFormat2AndAMissingKey() throws {
        let bundle = try Self.bundle()
        let hello = try bundle.message("mf2", preferred: PreferredLanguages(["fr", "en"]), syntax: .messageFormat2)
        #expect(try hello.format(["name": "Anna"]) == "Hello \u{2068}Anna\u{2069}")
        // As `format` does: the default value, else the key, read in the syntax.
        let missing = try bundle.message("Welcome, {name}!", localization: "ru", syntax: .icu)
        #expect(try missing.format(["name": "Anna"]) == "Welcome, Anna!")
        let fallback = try bundle.message("nothing", localization: "ru", syntax: .messageFormat2, default: "Hi {$who}")
        #expect(try fallback.format(["who": "Bo"]) == "Hi \u{2068}Bo\u{2069}")
        // Text that reads as no Apple format is the text.
        #expect(try bundle.message("Up to 50%", localization: "en", syntax: .apple).format([]) == "Up to 50%")
        #expect { try bundle.message("{n, plural}", localization: "en", syntax: .icu) } throws: {
            ($0 as? ICUError)?.kind == .badInput
        }
    }
}
