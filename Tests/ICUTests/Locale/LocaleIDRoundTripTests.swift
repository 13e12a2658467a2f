import ICU
import Testing

/// Every spelling of a locale gives one identifier, and that identifier reads
/// back as itself (found by fuzzing: pool keys and equality depend on it).
@Suite("LocaleID: identifiers read back as themselves")
struct LocaleIDRoundTripTests {
    @Test("a tag's ID is canonical", arguments: [
        ("eUS-u-va-posix", "eu__POSIX"), ("de-DE", "de_DE"), ("ja-JP-u-ca-japanese", "ja_JP@calendar=japanese"),
        ("zh-Hant-TW", "zh_Hant_TW"), ("en-u-nu-roman", "en@numbers=roman"),
    ])
    func tagsGiveCanonicalIDs(tag: String, identifier: String) throws {
        let locale = try LocaleID(tag)
        #expect(locale.identifier == identifier)
        #expect(try LocaleID(locale.identifier) == locale)
    }

    /// ICU canonicalizes `x_US` to `x-us`, which would read back as the tag `x-us` (`@x=us`),
    /// and `en@nue-u-va-moan` to `en__NUE_U_VA_MOAN`, which reads back as `en`.
    @Test(arguments: ["x_US", "x_us", "en@nue-u-va-moan"])
    func idsThatWouldReadAsTagsAreRefused(id: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: id) { try LocaleID(id) }
        #expect(error.reason == "not a well-formed locale ID")
    }

    @Test func everyAvailableLocaleReadsBackAsItself() throws {
        for locale in LocaleID.availableLocales {
            #expect(try LocaleID(locale.identifier) == locale, "\(locale)")
            #expect(try LocaleID(locale.languageTag) == locale, "\(locale.languageTag)")
        }
    }
}
