import Testing
@testable import ICU

/// `ICUError.kind` tells the caller's bad input from ICU's own failure.
@Suite("ICUError: kind")
struct ErrorKindTests {
    @Test func badInputIsTheCallersFault() throws {
        let bad = "!!"  // a variable: `LocaleID("!!")` would be a literal, whose error waits for its first use
        let errors: [ICUError] = [
            try #require(throws: ICUError.self) { try LocaleID(bad) },
            try #require(throws: ICUError.self) { try TimeZoneID("Mars/Base") },
            try #require(throws: ICUError.self) { try NumberFormat(.currency(code: "XYZ"), locale: "en_US") },
            try #require(throws: ICUError.self) { try NumberFormat(.skeleton("precision-bogus"), locale: "en_US") },
            try #require(throws: ICUError.self) { try NumberFormat(.decimal, locale: "en_US").parse("12x") },
            try #require(throws: ICUError.self) { try NumberFormat(.decimal, locale: "en_US").format(decimal: "1x") },
            try #require(throws: ICUError.self) { try DateFormat(pattern: "yyyy-'MM", locale: "en_US", timeZone: .utc) },
        ]
        for error in errors { #expect(error.kind == .badInput, "\(error)") }
    }

    /// Files, IDs and text the caller gives that cannot be read are bad input
    /// too, whatever ICU code names them (a missing file is `U_FILE_ACCESS_ERROR`,
    /// which ICU does not count among its input errors).
    @Test func unreadableFilesAndTextAreTheCallersFault() throws {
        let errors: [ICUError] = [
            try #require(throws: ICUError.self) { try UnitID("bogus-unit") },
            try #require(throws: ICUError.self) { try TimeZoneID(windowsID: "Bogus Standard Time") },
            try #require(throws: ICUError.self) { try TimeZoneID("") },
            try #require(throws: ICUError.self) { try DurationFormat(locale: "en").format(iso8601: "PXD") },
            try #require(throws: ICUError.self) { try PluralRules(locale: "en").category(forDecimal: "x") },
            try #require(throws: ICUError.self) { try StringTable(stringsFile: Array("\"a\" = ".utf8), path: "x.strings") },
            try #require(throws: ICUError.self) { try StringTable(stringsFile: Array("/* open".utf8), path: "x.strings") },
            try #require(throws: ICUError.self) { try StringTable(stringsdictFile: Array("<plist".utf8), path: "x.stringsdict") },
            try #require(throws: ICUError.self) { try StringCatalog(json: Array("{".utf8), path: "x.xcstrings") },
            try #require(throws: ICUError.self) { try StringTable(contentsOf: "/nonexistent/x.strings") },
        ]
        for error in errors { #expect(error.kind == .badInput, "\(error)") }
    }

    /// Every message syntax's bad input, and a locale that is not valid given
    /// to any of them, is `.badInput`: a server answers 400, not 500.
    @Test func badMessagesAndArgumentsAreTheCallersFault() throws {
        let bad = LocaleID("!!")
        let plural = "{n, plural, one {# file} other {# files}}"
        let mf2 = ".input {$n :number} .match $n one {{{$n} file}} * {{{$n} files}}"
        let icu = try MessageFormat(plural, locale: "en", timeZone: .utc)
        let apple = try LocalizedStringFormat("%d files")
        let errors: [ICUError] = [
            try #require(throws: ICUError.self) { try MessageFormat("{n, plural, one {x}}", locale: "en", timeZone: .utc) },
            try #require(throws: ICUError.self) { try MessageFormat("{n, money}", locale: "en", timeZone: .utc) },
            try #require(throws: ICUError.self) { try MessageFormat(plural, locale: bad, timeZone: .utc) },
            try #require(throws: ICUError.self) { try FormatterPool().messageFormat(plural, locale: bad, timeZone: .utc) },
            try #require(throws: ICUError.self) { try icu.format([:]) },
            try #require(throws: ICUError.self) { try icu.format(["n": "three"]) },
            try #require(throws: ICUError.self) { try icu.format(["n": .decimal("1x")]) },
            try #require(throws: ICUError.self) { try icu.format(["n": .double(.nan)]) },
            try #require(throws: ICUError.self) { try MessageFormat2("{{unclosed", locale: "en") },
            try #require(throws: ICUError.self) { try MessageFormat2(".match $n * {{x}}", locale: "en") },
            try #require(throws: ICUError.self) { try MessageFormat2(mf2, locale: bad) },
            try #require(throws: ICUError.self) { try FormatterPool().messageFormat2(mf2, locale: bad) },
            try #require(throws: ICUError.self) { try FormatterPool().messageFormat2("{$", locale: "en") },
            try #require(throws: ICUError.self) { try LocalizedStringFormat("%k and %#@x@") },
            try #require(throws: ICUError.self) { try apple.render(["three"], locale: "en") },
            try #require(throws: ICUError.self) { try apple.render([], locale: "en") },
            try #require(throws: ICUError.self) { try apple.render([.decimal("1x")], locale: "en") },
            try #require(throws: ICUError.self) { try apple.render([.integer(1)], locale: bad) },
            try #require(throws: ICUError.self) { try LocalizedStringFormat("%lu").render([-1], locale: "en") },
            try #require(throws: ICUError.self) { try LocalizedMessage(plural, syntax: .icu, locale: bad) },
            try #require(throws: ICUError.self) { try LocalizedMessage(mf2, syntax: .messageFormat2, locale: bad) },
            try #require(throws: ICUError.self) { try LocalizedMessage(apple, locale: "en", options: .init(pluralLocale: bad)) },
            try #require(throws: ICUError.self) { try LocalizedMessage(mf2, syntax: .messageFormat2, locale: "en").format([:]) },
            try #require(throws: ICUError.self) { try LocalizedMessage(mf2, syntax: .messageFormat2, locale: "en").format([3]) },
            try #require(throws: ICUError.self) { try LocalizedMessage(apple, locale: "en").format(["n": 3]) },
        ]
        for error in errors { #expect(error.kind == .badInput, "\(error)") }
    }

    @Test func failuresOfICUAreInternal() {
        // U_MISSING_RESOURCE_ERROR, U_MEMORY_ALLOCATION_ERROR, U_INTERNAL_PROGRAM_ERROR, U_BUFFER_OVERFLOW_ERROR.
        for raw: Int32 in [2, 7, 5, 15] {
            #expect(ICUError.Code(rawValue: raw).kind == .internalFailure, "\(raw)")
            #expect(ICUError(code: .init(rawValue: raw), operation: "x").kind == .internalFailure)
        }
        for code in [ICUError.Code.illegalArgument, .invalidFormat, .parseError, .unsupported, .numberSkeletonSyntax, .decimalNumberSyntax] {
            #expect(code.kind == .badInput, "\(code)")
        }
        // The kind can be given explicitly.
        #expect(ICUError(code: .illegalArgument, operation: "x", kind: .internalFailure).kind == .internalFailure)
    }
}
