import ICU
import Testing

/// The throwing initializer: `LocaleID("de-DE")` with a literal argument is the
/// non-throwing `ExpressibleByStringLiteral` one.
private func parsed(_ text: String) throws -> LocaleID { try LocaleID(text) }

@Suite("LocaleID")
struct LocaleIDTests {
    @Test("BCP 47 tags and ICU IDs give one canonical ID", arguments: [
        ("de-DE", "de_DE"),
        ("de_DE", "de_DE"),
        ("DE_de", "de_DE"),
        ("en_us", "en_US"),
        ("ja-JP-u-ca-japanese", "ja_JP@calendar=japanese"),
        ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese"),
        ("zh-Hant-TW", "zh_Hant_TW"),
        ("es-419", "es_419"),
        ("en-US-u-va-posix", "en_US_POSIX"),
        ("de-DE-u-co-phonebk", "de_DE@collation=phonebook"),
        ("en-u-nu-arab", "en@numbers=arab"),
    ])
    func canonicalForm(text: String, canonical: String) throws {
        #expect(try LocaleID(text).identifier == canonical)
    }

    @Test("languageTag is BCP 47 and reads back as the same locale", arguments: [
        ("de_DE", "de-DE"),
        ("ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"),
        ("zh_Hant_TW", "zh-Hant-TW"),
        ("en_US_POSIX", "en-US-u-va-posix"),
        ("de_DE@collation=phonebook", "de-DE-u-co-phonebk"),
        ("sr_Latn_RS", "sr-Latn-RS"),
        ("es_419", "es-419"),
    ])
    func languageTagRoundTrip(identifier: String, tag: String) throws {
        let locale = try LocaleID(identifier)
        #expect(locale.languageTag == tag)
        #expect(try LocaleID(locale.languageTag) == locale)
    }

    @Test func partsOfAnIDWithKeywords() throws {
        let locale = try parsed("ja-JP-u-ca-japanese")
        #expect(locale.languageCode == "ja")
        #expect(locale.scriptCode == nil)
        #expect(locale.regionCode == "JP")
        #expect(locale.baseName == "ja_JP")
        #expect(locale.keywordValue("calendar") == "japanese")
        #expect(locale.keywordValue("collation") == nil)

        let posix = try parsed("en-US-u-va-posix")
        #expect(posix == .posix)
        #expect(posix.variantCode == "POSIX")
        #expect(try parsed("zh-Hant-TW").scriptCode == "Hant")
    }

    @Test func aValidLiteralIsCanonicalized() throws {
        let literal: LocaleID = "de-DE"
        #expect(literal.identifier == "de_DE")
        #expect(literal == (try parsed("de_DE")))
    }

    @Test("the root locale has its two names", arguments: ["root", "und"])
    func rootLocale(name: String) throws {
        #expect(try LocaleID(name) == .root)
        #expect(try LocaleID(LocaleID.root.languageTag) == .root)
    }

    @Test func aWellFormedLocaleWithoutDataIsAccepted() throws {
        #expect(try parsed("xx_YY").identifier == "xx_YY")
    }

    @Test func availableLocalesAreCanonicalAndIncludeTheSeedsLocales() throws {
        let available = LocaleID.availableLocales
        let identifiers = Set(available.map(\.identifier))
        // zh_CN is an alias of zh_Hans_CN, which is the one listed.
        for seed in ["en_US", "en_DE", "de_DE", "fr_FR", "it_IT", "zh_Hans_CN", "ar_EG", "ru", "hr"] {
            #expect(identifiers.contains(seed), "\(seed)")
        }
        for locale in available.prefix(100) {
            #expect(try LocaleID(locale.identifier) == locale)
        }
    }

    // MARK: Invalid IDs

    /// Strings passed as values, not literals: `LocaleID("!!")` with a literal
    /// would be the non-throwing `ExpressibleByStringLiteral` initializer.
    static let invalidIDs: [(text: String, quoted: String, reason: String)] = [
        ("", "''", "empty locale ID"),
        ("!!", "'!!'", "not a well-formed locale ID"),
        (String(repeating: "a", count: 300), "'" + String(repeating: "a", count: 64) + "'", "longer than 156 bytes"),
        ("de\0DE", "'de\0DE'", "locale IDs are ASCII letters"),
        ("de DE", "'de DE'", "locale IDs are ASCII letters"),
        ("1234", "'1234'", "not a well-formed locale ID"),
        ("en_US@foo", "'en_US@foo'", "not a well-formed locale ID"),
        ("C", "'C'", "not a well-formed locale ID"),
    ]

    @Test("an invalid ID is U_ILLEGAL_ARGUMENT_ERROR naming it", arguments: invalidIDs)
    func invalidID(text: String, quoted: String, reason: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "reading locale ID \(quoted)") {
            try LocaleID(text)
        }
        #expect(error.code == .illegalArgument)
        #expect(error.reason?.hasPrefix(reason) == true, "\(error)")
    }

    @Test func everyFormatterThrowsForAnInvalidLiteral() throws {
        let literal: LocaleID = "!!"
        #expect(literal.identifier == "!!")
        let zone = try losAngeles()
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") { try NumberFormat(.decimal, locale: literal) }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") { try NumberFormat(.spellOut, locale: literal) }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") {
            try DateFormat(date: .short, time: .short, locale: literal, timeZone: zone)
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") {
            try DateFormat(pattern: "yyyy", locale: literal, timeZone: zone)
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") {
            try DateFormat(template: "dMMM", locale: literal, timeZone: zone)
        }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") { try DatePatternGenerator(locale: literal) }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "'!!'") { try PluralRules(locale: literal) }
    }
}
