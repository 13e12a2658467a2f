import ICU
import ICUBridge
import Testing

/// Choosing a localization for a user's languages, and a key's fallback, over
/// `Fixtures/Fallback`: folders en (the development region), de, de-CH,
/// zh-Hant, zh-Hans, pt-BR, pt-PT, sr, sr-Latn and Base, each with `which` =
/// its name and `only.<name>`.
@Suite("Localized strings: negotiation and fallback")
struct StringBundleFallbackTests {
    static let bundle = try! StringBundle(resourcesAt: StringFixtures.path("Fallback"))

    func chosen(_ languages: [String]) -> String {
        Self.bundle.localization(for: PreferredLanguages(languages))
    }

    @Test func localizationsPresent() {
        #expect(Self.bundle.localizations == ["de", "de-CH", "en", "pt-BR", "pt-PT", "sr", "sr-Latn", "zh-Hans", "zh-Hant"])
        #expect(Self.bundle.developmentRegion == "en")
        #expect(Self.bundle.tableNames == ["Localizable", "Other"])
    }

    @Test func regionalVariantsFindTheirLanguage() {
        #expect(chosen(["de-AT"]) == "de")
        #expect(chosen(["de-CH"]) == "de-CH")
        #expect(chosen(["de"]) == "de")
    }

    @Test func scriptsAreKeptApart() {
        #expect(chosen(["zh-Hant-HK"]) == "zh-Hant")
        #expect(chosen(["zh-Hant-TW"]) == "zh-Hant")
        #expect(chosen(["zh-TW"]) == "zh-Hant")
        #expect(chosen(["zh-CN"]) == "zh-Hans")
        #expect(chosen(["sr-Latn"]) == "sr-Latn")
        #expect(chosen(["sr-Latn-RS"]) == "sr-Latn")
        #expect(chosen(["sr"]) == "sr")
        #expect(chosen(["sr-Cyrl"]) == "sr")
    }

    @Test func portugueseVariants() {
        #expect(chosen(["pt-BR"]) == "pt-BR")
        #expect(chosen(["pt-PT"]) == "pt-PT")
        #expect(chosen(["pt"]) == "pt-BR")  // CLDR: pt is pt_Latn_BR
    }

    @Test func theFirstPreferredLanguageWithALocalizationWins() {
        #expect(chosen(["ja", "fr", "de-AT", "en"]) == "de")
        #expect(Self.bundle.localization(acceptLanguage: "de-AT,fr;q=0.8,en;q=0.5") == "de")
        #expect(Self.bundle.localization(acceptLanguage: "fr-CH, fr;q=0.9, pt-PT;q=0.8") == "pt-PT")
    }

    /// A command-line tool's languages come from the environment, as gettext reads them.
    @Test func languagesFromTheEnvironment() {
        let preferred = PreferredLanguages(environment: ["LANGUAGE": "fr:sr_RS@latin:de", "LANG": "fr_FR.UTF-8"])
        #expect(Self.bundle.localization(for: preferred) == "sr-Latn")
        #expect(Self.bundle.localization(for: PreferredLanguages(environment: ["LANGUAGE": "de_CH:de", "LANG": "C.UTF-8"])) == "en")
        #expect(Self.bundle.localization(for: PreferredLanguages(environment: ["LANGUAGE": "de_CH:de", "LANG": "de_DE.UTF-8"])) == "de-CH")
    }

    @Test func anUnsupportedLanguageOrNoneGetsTheDevelopmentRegion() {
        #expect(chosen(["ja"]) == "en")
        #expect(chosen(["tlh", "xx-Qaaa"]) == "en")
        #expect(chosen([]) == "en")
        #expect(Self.bundle.localization(acceptLanguage: "") == "en")
        #expect(Self.bundle.localization(acceptLanguage: "*") == "en")
    }

    @Test func theChosenLocalizationAnswersFirst() throws {
        for name in Self.bundle.localizations {
            #expect(Self.bundle.string("which", localization: name) == name)
            #expect(Self.bundle.entry("which", localization: name)?.localization == name)
        }
    }

    /// A key missing in the chosen localization comes from its parent of the
    /// same script, then the development region, then Base.
    @Test func aMissingKeyFallsBack() throws {
        #expect(Self.bundle.string("only.de", localization: "de-CH") == "x")
        #expect(Self.bundle.entry("only.de", localization: "de-CH")?.localization == "de")
        #expect(Self.bundle.string("common", localization: "de-CH") == "gemeinsam")
        #expect(Self.bundle.string("common", localization: "pt-BR") == "common en")
        #expect(Self.bundle.entry("only.en", localization: "zh-Hant")?.localization == "en")
        #expect(Self.bundle.entry("only.base", localization: "sr-Latn")?.localization == "Base")
        #expect(Self.bundle.string("only.base", localization: "de") == "base")
        // sr-Latn never falls back to sr (Cyrillic), nor zh-Hant to zh-Hans.
        #expect(Self.bundle.entry("only.sr", localization: "sr-Latn") == nil)
        #expect(Self.bundle.entry("only.zh-Hans", localization: "zh-Hant") == nil)
        // The development region does not see another localization's keys.
        #expect(Self.bundle.entry("only.de", localization: "en") == nil)
    }

    /// A key found nowhere is a format of its own, its numbers in the locale given.
    @Test(.cldr42) func aKeyMissingEverywhereFormatsItsNumbers() throws {
        #expect(try Self.bundle.format("%lu new", localization: "de", arguments: [1234]) == "1,234 new")
        #expect(try Self.bundle.format("%lu new", localization: "de", arguments: [1234], locale: "de") == "1.234 new")
    }

    /// ``aKeyMissingEverywhereFormatsItsNumbers()`` against ICU's own decimal format.
    @Test func aKeyMissingEverywhereFormatsItsNumbersAsUnum() throws {
        let decimal = Int32(ICUB_UNUM_DECIMAL)
        #expect(try Self.bundle.format("%lu new", localization: "de", arguments: [1234])
            == RawICU.number(1234, unumStyle: decimal, locale: "en").map { "\($0) new" })
        #expect(try Self.bundle.format("%lu new", localization: "de", arguments: [1234], locale: "de")
            == RawICU.number(1234, unumStyle: decimal, locale: "de").map { "\($0) new" })
    }

    /// A key found nowhere is itself, or the default value given (as `NSBundle`).
    @Test func aKeyMissingEverywhere() throws {
        #expect(Self.bundle.string("no.such.key", localization: "de") == "no.such.key")
        #expect(Self.bundle.string("no.such.key", localization: "de", default: "Standard") == "Standard")
        #expect(Self.bundle.string("no.such.key", localization: "de", default: "") == "no.such.key")
        #expect(try Self.bundle.format("no.such.key", localization: "de") == "no.such.key")
        #expect(try Self.bundle.format("missing", localization: "de", arguments: [7], default: "%d%% done") == "7% done")
        // The default is a format too: without its argument, rendering fails; the text is what `string` gives.
        #expect(throws: ICUError.self) { try Self.bundle.format("missing", localization: "de", default: "%d%% done") }
        #expect(Self.bundle.string("missing", localization: "de", default: "%d%% done") == "%d%% done")
        #expect(Self.bundle.string("title", table: "NoSuchTable", localization: "de") == "title")
    }

    @Test func otherTables() throws {
        #expect(Self.bundle.string("title", table: "Other", localization: "de") == "Titel")
        #expect(Self.bundle.string("title", table: "Other", localization: "de-CH") == "Titel")
        #expect(Self.bundle.string("title", table: "Other", localization: "zh-Hans") == "Title")
        #expect(Self.bundle.string("which", table: "Other", localization: "de") == "which")
    }

    @Test func aLocalizationNameThatIsNotPresentStandsForTheOneItNegotiatesTo() {
        #expect(Self.bundle.string("which", localization: "fr") == "en")
        #expect(Self.bundle.string("which", localization: "de-AT") == "de")
        #expect(Self.bundle.string("which", localization: "zh-TW") == "zh-Hant")
        #expect(Self.bundle.string("which", localization: "not a tag") == "en")
    }

    /// A preferred list gives the same as choosing then formatting.
    @Test func formatForPreferredLanguages() throws {
        let preferred = PreferredLanguages(acceptLanguage: "zh-Hant-HK,en;q=0.5")
        #expect(try Self.bundle.format("which", preferred: preferred) == "zh-Hant")
    }

    /// The development region can be set, as `CFBundleDevelopmentRegion`.
    @Test func anotherDevelopmentRegion() throws {
        let german = try StringBundle(resourcesAt: StringFixtures.path("Fallback"), developmentRegion: "de")
        #expect(german.developmentRegion == "de")
        #expect(german.localization(for: PreferredLanguages(["ja"])) == "de")
        #expect(german.string("common", localization: "pt-BR") == "gemeinsam")
        #expect(german.string("only.en", localization: "pt-BR") == "only.en")
    }

    @Test func aDevelopmentRegionWithoutAFolderUsesBase() throws {
        let bundle = try StringBundle(resourcesAt: StringFixtures.path("Fallback"), developmentRegion: "fr")
        #expect(bundle.developmentRegion == "fr")
        #expect(bundle.localization(for: PreferredLanguages(["ja"])) == "fr")
        #expect(bundle.string("only.base", localization: "fr") == "base")
        #expect(bundle.string("which", localization: "fr") == "Base")
    }

    /// A catalog falls back as the same strings in folders do, its source
    /// language as the development region: French (no table) gets English, a
    /// key German lacks gets the English entry with English plural rules.
    @Test func aCatalogFallsBackAsFoldersDo() throws {
        let catalog = try StringCatalog(contentsOf: StringFixtures.path("Runs/Catalog/Localizable.xcstrings"))
        let fromCatalog = try StringBundle(catalog: catalog)
        let fromFolders = try StringBundle(resourcesAt: StringFixtures.path("Runs/Folders"), developmentRegion: "en")
        #expect(fromCatalog.developmentRegion == "en")
        #expect(fromCatalog.localizations == fromFolders.localizations)
        let keys = ["activity-profile.label.%lu out of %lu runs completed", "scope.%lu out of %lu runs",
                    "files.%lu", "no such key"]
        for header in ["fr-FR", "ja", "de", "de-AT", "ru", "pl", "en-GB", "zh-Hant-TW", ""] {
            let localization = fromCatalog.localization(acceptLanguage: header)
            #expect(localization == fromFolders.localization(acceptLanguage: header), "\(header)")
            for key in keys {
                for arguments: [MessageArgument] in [[1, 3], [2, 5], [21, 22]] {
                    let catalogText = try fromCatalog.format(key, localization: localization, arguments: arguments)
                    let folderText = try fromFolders.format(key, localization: localization, arguments: arguments)
                    #expect(catalogText == folderText, "\(header) \(key) \(arguments)")
                }
            }
        }
        #expect(try fromCatalog.format("scope.%lu out of %lu runs", localization: "de", arguments: [1, 3])
                == "One of 3 runs completed")
        #expect(fromCatalog.entry("scope.%lu out of %lu runs", localization: "de")?.localization == "en")
        #expect(fromCatalog.localization(acceptLanguage: "fr-FR") == "en")
    }
}
