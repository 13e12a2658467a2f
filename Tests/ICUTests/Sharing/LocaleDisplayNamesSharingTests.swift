import ICU
import ICUBridge
import Testing

/// `LocaleDisplayNames` shared by eight threads gives the single-threaded
/// names: every `uldn` call only reads its handle, and ICU serializes the
/// titlecasing that the capitalization contexts need.
@Suite("Sharing display names between threads")
struct LocaleDisplayNamesSharingTests {
    /// One of each capitalization context (titlecasing runs for all but
    /// middle-of-sentence), in languages that write names in lower case.
    static func names() throws -> [LocaleDisplayNames] {
        try LocaleDisplayNames.Capitalization.allCases.flatMap { context in
            try ["fr", "es", "ru"].map { try LocaleDisplayNames(locale: LocaleID($0), options: .init(capitalization: context)) }
        } + [try LocaleDisplayNames(locale: "en", options: .init(dialect: .dialect, width: .short))]
    }

    static let locales: [LocaleID] = ["de-CH", "fr-CA", "en-GB", "zh-Hant-TW", "ja-JP-u-ca-japanese", "es-419",
                                      "nl-BE", "sr-Latn", "de-QQ", "ar-EG-u-nu-latn", "en-US-u-va-posix"]
    static let languages = ["fr", "de", "en", "ja", "zz", "ar", "sv"]

    /// Everything one round of calls gives: names of a locale, a language, a region and a keyword value.
    static func outputs(_ names: [LocaleDisplayNames], _ i: Int) -> [String?] {
        let n = names[i % names.count]
        let locale = locales[i % locales.count]
        return [n.name(of: locale), n.languageName(languages[i % languages.count]), n.regionName(locale.regionCode ?? "CH"),
                n.keywordValueName("calendar", i % 2 == 0 ? "hebrew" : "japanese"), n.scriptName("Hant")]
    }


    @Test func eightThreadsGetTheSingleThreadedNames() throws {
        let rounds = 3_000
        let reference = try Self.names()
        let expected = (0..<rounds).map { Self.outputs(reference, $0) }
        // Round 133: fr-CA in fr, at the beginning of a sentence.
        #expect(expected[133][0] == RawICU.displayName(
            "fr_CA", in: "fr", capitalization: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE)))

        // Fresh names for the threads, so that the handle for single codes is
        // first opened while they race for it.
        let shared = try Self.names()
        let run = compareOnThreads(8, expected: expected) { Self.outputs(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
    }
}
