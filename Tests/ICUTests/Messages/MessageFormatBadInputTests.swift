import FoundationEssentials
@testable import ICU
import Testing

/// `MessageFormat` with bad input: malformed patterns fail with ICU's code and
/// the UTF-8 offset where ICU stopped; a missing argument, or one of a type its
/// use cannot take, is an error rather than `{name}` or text from another value.
@Suite("ICU messages with bad input")
struct MessageFormatBadInputTests {
    static func error(_ pattern: String, locale: LocaleID = "en", timeZone: TimeZoneID = .utc) -> ICUError? {
        do {
            _ = try MessageFormat(pattern, locale: locale, timeZone: timeZone)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("abc {0, plural, other{x}", "U_PATTERN_SYNTAX_ERROR", 15),
        // é is one UTF-16 unit and two UTF-8 bytes: ICU's offset 17 is byte 18.
        ("héllo {0, plural, other{x}", "U_PATTERN_SYNTAX_ERROR", 18),
        ("{}", "U_PATTERN_SYNTAX_ERROR", 1),
    ])
    func malformedPatternsGiveTheOffset(_ pattern: String, _ name: String, _ offset: Int) throws {
        let error = try #require(Self.error(pattern))
        #expect(error.name == name)
        #expect(error.utf8Offset == offset)
        #expect(error.kind == .badInput)
    }

    @Test(arguments: [
        ("{n, plural, one{a} other{b}} {", "U_UNMATCHED_BRACES"),
        ("{0, plural, one {x}}", "U_DEFAULT_KEYWORD_MISSING"),
        ("{0, foo}", "U_ILLEGAL_ARGUMENT_ERROR"),
        ("{n, number, ::currency/XX}", "U_NUMBER_SKELETON_SYNTAX_ERROR"),
        ("{x, select, other {}} {x, number}", "U_ILLEGAL_ARGUMENT_ERROR"),
        ("{x, date} {x, spellout}", "U_ILLEGAL_ARGUMENT_ERROR"),
        // A number style with NULs: ICU's pattern parser reports a rule-syntax error (F40).
        ("{n, number,R\u{0}\u{0}*\u{0}\u{0}\u{0}\u{0}@l}e ", "U_UNQUOTED_SPECIAL"),
        // ICU's MessagePattern says U_INDEX_OUTOFBOUNDS_ERROR for an argument number over 32,767 (F41).
        ("lect, female {392662", "U_PATTERN_SYNTAX_ERROR"),
        ("{32768}", "U_PATTERN_SYNTAX_ERROR"),
        ("{" + String(repeating: "a", count: 70_000) + "}", "U_PATTERN_SYNTAX_ERROR"),
    ])
    func badPatternsAreBadInput(_ pattern: String, _ name: String) throws {
        let error = try #require(Self.error(pattern))
        #expect(error.name == name)
        #expect(error.kind == .badInput)
    }

    /// A locale that is not valid throws its own validation error, from the
    /// initializer and the pool alike, before ICU reads the pattern.
    @Test func anInvalidLocaleThrowsTheLocalesError() throws {
        let bad = LocaleID("!!")
        let expected = try #require(throws: ICUError.self) { try bad.icuName }
        #expect(expected.kind == .badInput)
        #expect(Self.error("{0}", locale: bad) == expected)
        #expect(Self.error("{0, plural, other{x}", locale: bad) == expected)
        #expect(throws: expected) { try FormatterPool().messageFormat("{0}", locale: bad, timeZone: .utc) }
        #expect(throws: expected) { try LocalizedMessage("{0}", syntax: .icu, locale: bad) }
    }

    @Test func aUseNoValueFitsIsNamed() throws {
        let error = try #require(Self.error("{x, select, other {}} {x, number}"))
        #expect(error.reason == "argument 'x' is used as text and as a number, which no value is")
    }

    @Test func aMissingArgumentIsAnErrorNotBraces() throws {
        let message = try MessageFormat("{n} and {m}", locale: "en", timeZone: .utc)
        #expect { try message.format(["n": 1]) } throws: { error in
            (error as? ICUError)?.reason == "no argument 'm'" && (error as? ICUError)?.kind == .badInput
        }
        let numbered = try MessageFormat("{0} and {1}", locale: "en", timeZone: .utc)
        #expect { try numbered.format([1]) } throws: { ($0 as? ICUError)?.reason == "no argument '1'" }
        #expect(try numbered.format([1, 2, 3]) == "1 and 2")
    }

    @Test func namedArgumentsAreNotTakenByPosition() throws {
        let message = try MessageFormat("{n} items", locale: "en", timeZone: .utc)
        #expect { try message.format([1]) } throws: {
            ($0 as? ICUError)?.reason == "the pattern names the argument 'n'; give arguments by name"
        }
    }

    @Test(arguments: [
        ("{n, plural, other {#}}", MessageArgument.string("3"), "argument 'n' is text; its use takes a number"),
        ("{n, selectordinal, other {#}}", .date(Date(timeIntervalSince1970: 0)), "argument 'n' is a date; its use takes a number"),
        ("{n, number}", .string("3"), "argument 'n' is text; its use takes a number"),
        ("{n, spellout}", .string("3"), "argument 'n' is text; its use takes a number"),
        ("{d, date}", .integer(3), "argument 'd' is a number; its use takes a date"),
        ("{d, time, short}", .double(3), "argument 'd' is a number; its use takes a date"),
        ("{s, select, other {x}}", .integer(3), "argument 's' is a number; its use takes text"),
        ("{s} {s, select, other {x}}", .integer(3), "argument 's' is a number; its use takes text"),
    ])
    func wrongTypesAreErrors(_ pattern: String, _ argument: MessageArgument, _ reason: String) throws {
        let message = try MessageFormat(pattern, locale: "en", timeZone: .utc)
        let name = message.parameters[0].name
        #expect { try message.format([name: argument]) } throws: {
            ($0 as? ICUError)?.reason == reason && ($0 as? ICUError)?.kind == .badInput
        }
    }

    @Test(arguments: ["1x", "", "1\u{0}2", "--1"])
    func badDecimalsAreErrors(_ text: String) throws {
        let message = try MessageFormat("{n, plural, other {# items}}", locale: "en", timeZone: .utc)
        #expect { try message.format(["n": .decimal(text)]) } throws: {
            ($0 as? ICUError)?.name == "U_DECIMAL_NUMBER_SYNTAX_ERROR"
        }
    }

    /// ICU 72 fails a plural or ordinal of NaN with `U_INTERNAL_PROGRAM_ERROR`
    /// when it reads the locale's rules; the library refuses it as bad input.
    @Test(arguments: [MessageArgument.double(.nan), .decimal("NaN"), .decimal("-nan")])
    func aPluralOfNaNIsBadInput(_ argument: MessageArgument) throws {
        for pattern in ["{n, plural, one {# x} other {# y}}", "{n, selectordinal, one {#-one} other {#-й}}",
                        "{n, selectordinal, other {#.}}"] {
            for locale in ["en", "ru", "ar"] as [LocaleID] {
                let message = try MessageFormat(pattern, locale: locale, timeZone: .utc)
                #expect { try message.format(["n": argument]) } throws: {
                    ($0 as? ICUError)?.reason == "argument 'n' is NaN, which has no plural form"
                        && ($0 as? ICUError)?.kind == .badInput
                }
            }
        }
    }

    @Test func decimalsBeyondICUsRangeAreBadInput() throws {
        let message = try MessageFormat("{n, plural, other {# items}}", locale: "en", timeZone: .utc)
        #expect { try message.format(["n": .decimal("1e99999999999")]) } throws: {
            ($0 as? ICUError)?.name == "U_UNSUPPORTED_ERROR" && ($0 as? ICUError)?.kind == .badInput
        }
    }

    @Test func zonesALocaleKeywordCannotHoldAreRefused() throws {
        guard let zone = try? TimeZoneID("GMT+05:30") else { return }
        #expect(Self.error("{d, time}", timeZone: zone)?.name == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    /// Values at the edges give ICU's own result: the same text, or a failure where ICU fails.
    @Test(arguments: [
        ("{n, number}", MessageArgument.double(.nan)),
        ("{n, plural, one {# one} other {# other}}", .double(-.infinity)),
        ("{n, selectordinal, one {#st} other {#th}}", .integer(.min)),
        ("{n, spellout}", .decimal("123456789012345678901234567890.5")),
        ("{n, duration}", .double(1e300)),
    ])
    func edgeValuesGiveICUsResult(_ pattern: String, _ argument: MessageArgument) throws {
        try Self.expectICUsResult(pattern, argument)
    }

    /// Instants ICU's calendars cannot hold (by seconds since 1970: a `Date`
    /// so far out cannot describe itself as a test argument).
    @Test(arguments: [
        ("{d, date, full}", 1e300), ("{d, time, full}", -Double.infinity), ("{d}", Double.nan),
        ("{d, date, ::yMMMd}", -1e17),
    ])
    func edgeInstantsGiveICUsResult(_ pattern: String, _ seconds: Double) throws {
        try Self.expectICUsResult(pattern, .date(Date(timeIntervalSince1970: seconds)))
    }

    static func expectICUsResult(_ pattern: String, _ argument: MessageArgument) throws {
        let message = try MessageFormat(pattern, locale: "en", timeZone: .utc)
        let name = message.parameters[0].name
        let raw = RawICU.message(pattern, locale: "en", zone: "UTC", [(name, argument)])
        #expect((try? message.format([name: argument])) == raw)
    }

    @Test func longPatternsAndValuesWork() throws {
        let long = String(repeating: "word ", count: 200_000)
        let message = try MessageFormat(long + "{n, plural, other {# {s}}}", locale: "en", timeZone: .utc)
        let text = String(repeating: "é", count: 100_000)
        #expect(try message.format(["n": 2, "s": .string(text)]) == long + "2 " + text)
    }

    /// `levels` selects, each inside the one before: `{0,select,x{` … `z` … `}other{o}}`.
    static func nested(_ levels: Int) -> String {
        String(repeating: "{0,select,x{", count: levels) + "z" + String(repeating: "}other{o}}", count: levels)
    }

    /// ICU parses and formats a nested message recursively with no bound of its
    /// own below 32,767 levels, and overflowed a 512 KiB stack formatting 400
    /// (F42): the library refuses more than 64 levels, at the first too-deep one.
    @Test func nestingIsBoundedAt64Levels() throws {
        let deepest = Self.nested(64)
        let message = try MessageFormat(deepest, locale: "ru", timeZone: .utc)
        let raw = RawICU.message(deepest, locale: "ru", zone: "UTC", [("0", .string("x"))])
        #expect(try message.format(["0": "x"]) == raw)
        #expect(try message.format(["0": "y"]) == RawICU.message(deepest, locale: "ru", zone: "UTC", [("0", .string("y"))]))
        #expect(message.parameters.count == 1)

        for levels in [65, 5_000, 40_000] {
            let error = try #require(Self.error(Self.nested(levels), locale: "ru"))
            #expect(error.kind == .badInput)
            #expect(error.name == "U_PATTERN_SYNTAX_ERROR")
            // At the brace that opens the 65th sub-message, the last byte of the 65th `{0,select,x{`,
            // where ICU parses the message itself: ICU 76 and 78 refuse 1,024 levels and more on their own.
            let icuRefuses = SystemICU.current.icu.major >= 76 ? 1_024 : 32_768
            if levels < icuRefuses { #expect(error.utf8Offset == 65 * 12 - 1) }
        }
        #expect(throws: ICUError.self) { try MessageFormatHandle.uses(of: Self.nested(65)) }
    }

    /// Many braces that do not nest deep are parsed once more, off the caller's
    /// stack, and then taken.
    @Test func manyShallowArgumentsAreTaken() throws {
        let pattern = (0..<300).map { "{a\($0)}" }.joined(separator: " ")
        let message = try MessageFormat(pattern, locale: "en", timeZone: .utc)
        #expect(message.parameters.count == 300)
        let arguments = Dictionary(uniqueKeysWithValues: (0..<300).map { ("a\($0)", MessageArgument.integer($0)) })
        #expect(try message.format(arguments) == (0..<300).map(String.init).joined(separator: " "))
    }

    @Test func embeddedNULsAndUnpairedBracesStayText() throws {
        let message = try MessageFormat("a\u{0}b } {s}", locale: "en", timeZone: .utc)
        #expect(try message.format(["s": "x\u{0}y"]) == "a\u{0}b } x\u{0}y")
    }
}
