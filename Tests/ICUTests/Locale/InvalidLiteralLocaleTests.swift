import Testing
@testable import ICU

/// An invalid locale literal (`let id: LocaleID = "!!"`) cannot throw where it
/// is written: it keeps its validation error, and every initializer that takes
/// a locale throws that same error (what `LocaleID("!!")` throws), because
/// every ICU handle takes a `LocaleID` and reads its ICU name through the one
/// throwing accessor (`LocaleID.icuName`).
@Suite("An invalid locale literal: the same error from every initializer")
struct InvalidLiteralLocaleTests {
    /// The literal, and the error its text throws when parsed.
    static let literal: LocaleID = "!!"

    static func parsedError() throws -> ICUError {
        let text = "!!"
        return try #require(throws: ICUError.self) { try LocaleID(text) }
    }

    /// Each initializer, by the name a failure reports.
    static let initializers: [(name: String, make: @Sendable (LocaleID) throws -> Any)] = [
        ("PluralRules", { try PluralRules(locale: $0) }),
        ("PluralRules ordinal", { try PluralRules(.ordinal, locale: $0) }),
        ("CollationRules", { try CollationRules(locale: $0) }),
        ("CollationSearch", { try CollationSearch("a", locale: $0, options: .init(strength: .primary)) }),
        ("CaseMapping", { try CaseMapping(locale: $0) }),
        ("CalendarRules", { try CalendarRules(locale: $0, timeZone: .utc) }),
        ("CalendarRules gregorian", { try CalendarRules(.gregorian, locale: $0, timeZone: .utc) }),
        ("CalendarRules with options", { try CalendarRules(locale: $0, timeZone: .utc, options: .init(firstWeekday: 2)) }),
        ("DateFormat date:time:", { try DateFormat(date: .short, time: .short, locale: $0, timeZone: .utc) }),
        ("DateFormat template:", { try DateFormat(template: "dMMM", locale: $0, timeZone: .utc) }),
        ("DateFormat pattern:", { try DateFormat(pattern: "yyyy", locale: $0, timeZone: .utc) }),
        ("DateIntervalFormat", { try DateIntervalFormat(template: "dMMM", locale: $0, timeZone: .utc) }),
        ("DatePatternGenerator", { try DatePatternGenerator(locale: $0) }),
        ("TimeZoneDisplayNames", { try TimeZoneDisplayNames(locale: $0) }),
        ("LocaleConventions", { try LocaleConventions(locale: $0) }),
        ("SupportedLocales", { try SupportedLocales(["en", $0]) }),
        ("SupportedLocales default", { try SupportedLocales([$0]) }),
        ("StringBundle tables:", { try StringBundle(tables: [:], developmentRegion: $0) }),
        // The other services' initializers, in their shortest spelling.
        ("NumberFormat", { try NumberFormat(locale: $0) }),
        ("NumberRangeFormat", { try NumberRangeFormat(locale: $0) }),
        ("ListFormat", { try ListFormat(locale: $0) }),
        ("DurationFormat", { try DurationFormat(locale: $0) }),
        ("RelativeTimeFormat", { try RelativeTimeFormat(locale: $0) }),
        ("MeasureFormat", { try MeasureFormat(UnitID("meter"), locale: $0) }),
        ("LocaleDisplayNames", { try LocaleDisplayNames(locale: $0) }),
        ("MessageFormat", { try MessageFormat("{0}", locale: $0, timeZone: .utc) }),
        ("LocalizedMessage", { try LocalizedMessage("Hello", syntax: .apple, locale: $0) }),
        ("MessageFormat2", { try MessageFormat2("Hello", locale: $0) }),
        ("LocalizedMessage MessageFormat 2", { try LocalizedMessage("Hello", syntax: .messageFormat2, locale: $0) }),
    ]

    @Test func everyInitializerThrowsTheLiteralsError() throws {
        let expected = try Self.parsedError()
        #expect(Self.literal.identifier == "!!")
        for (name, make) in Self.initializers {
            do {
                _ = try make(Self.literal)
                Issue.record("\(name) accepted the invalid literal")
            } catch let error as ICUError {
                #expect(error == expected, "\(name): \(error)")
                #expect(error.kind == .badInput, "\(name): \(error)")
            }
        }
    }

    /// The pool hands out nothing for it either, and keeps no entry.
    @Test func poolAccessorsThrowTheLiteralsError() throws {
        let expected = try Self.parsedError()
        let pool = FormatterPool(capacity: 8)
        let accessors: [(String, () throws -> Any)] = [
            ("pluralRules", { try pool.pluralRules(.ordinal, locale: Self.literal) }),
            ("collationRules", { try pool.collationRules(locale: Self.literal, options: .init(numeric: true)) }),
            ("caseMapping", { try pool.caseMapping(locale: Self.literal) }),
            ("calendarRules", { try pool.calendarRules(locale: Self.literal, timeZone: .utc) }),
            ("dateFormat", { try pool.dateFormat(pattern: "y", locale: Self.literal, timeZone: .utc) }),
            ("dateIntervalFormat", { try pool.dateIntervalFormat(template: "dMMM", locale: Self.literal, timeZone: .utc) }),
            ("datePatternGenerator", { try pool.datePatternGenerator(locale: Self.literal) }),
            ("timeZoneDisplayNames", { try pool.timeZoneDisplayNames(locale: Self.literal) }),
            ("localeConventions", { try pool.localeConventions(locale: Self.literal) }),
            ("numberFormat", { try pool.numberFormat(.percent, locale: Self.literal) }),
            ("numberRangeFormat", { try pool.numberRangeFormat(locale: Self.literal) }),
            ("measureFormat", { try pool.measureFormat(UnitID("meter"), locale: Self.literal) }),
            ("listFormat", { try pool.listFormat(locale: Self.literal) }),
            ("durationFormat", { try pool.durationFormat(locale: Self.literal) }),
            ("relativeTimeFormat", { try pool.relativeTimeFormat(locale: Self.literal) }),
            ("localeDisplayNames", { try pool.localeDisplayNames(locale: Self.literal) }),
            ("messageFormat", { try pool.messageFormat("{0}", locale: Self.literal, timeZone: .utc) }),
            ("messageFormat2", { try pool.messageFormat2("Hello", locale: Self.literal) }),
        ]
        for (name, access) in accessors {
            #expect(throws: expected, "\(name)") { _ = try access() }
        }
    }

    /// A valid literal opens as its parsed twin does: the accessor passes it through.
    @Test func aValidLiteralOpens() throws {
        let literal: LocaleID = "de-DE"
        #expect(try literal.icuName == "de_DE")
        #expect(try CalendarRules(locale: literal, timeZone: .utc).firstWeekday == 2)
        #expect(try LocaleConventions(locale: literal) == LocaleConventions(locale: LocaleID(String("de_DE"))))
    }

    /// A lint never throws: an invalid literal as its locale or development
    /// language names no folder, as `nil` does.
    @Test func aLintWithAnInvalidLiteralRuns() {
        let lint = StringLint(locale: Self.literal, options: .init(developmentLanguage: Self.literal))
        #expect(lint.lint([]) == [])
        #expect(lint.developmentFolder(among: ["en", "!!", "Base"]) == nil)
    }
}
