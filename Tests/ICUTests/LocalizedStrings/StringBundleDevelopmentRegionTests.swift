import Testing
@testable import ICU

/// The development region is a `LocaleID`; the localizations keep the names
/// their folders and catalogs give them.
@Suite("StringBundle: the development region's localization")
struct StringBundleDevelopmentRegionTests {
    static func tables(_ names: [String]) -> [String: [String: StringTable]] {
        var tables: [String: StringTable] = [:]
        for name in names { tables[name] = StringTable(["greeting": try! LocalizedStringFormat(name)]) }
        return ["Localizable": tables]
    }

    /// The folder of the same locale, however the ID or the folder is spelled.
    @Test(arguments: [
        (["en", "pt-BR"], "pt_BR" as LocaleID, "pt-BR"),
        (["en", "pt_BR"], "pt-BR" as LocaleID, "pt_BR"),
        (["en", "zh-Hant"], "zh_Hant" as LocaleID, "zh-Hant"),
        (["en", "de"], "en" as LocaleID, "en"),
    ])
    func theFolderOfTheSameLocale(names: [String], developmentRegion: LocaleID, expected: String) throws {
        let bundle = try StringBundle(tables: Self.tables(names), developmentRegion: developmentRegion)
        #expect(bundle.developmentRegion == expected)
        #expect(bundle.localization(acceptLanguage: "ja") == expected)
    }

    /// Without a folder of its own, the development region is named by its BCP 47 tag.
    @Test func withoutAFolderItsTag() throws {
        let bundle = try StringBundle(tables: Self.tables(["de"]), developmentRegion: "zh_Hant_TW")
        #expect(bundle.developmentRegion == "zh-Hant-TW")
        #expect(bundle.localization(acceptLanguage: "ja") == "zh-Hant-TW")
        #expect(bundle.localization(acceptLanguage: "de-CH") == "de")
    }

    /// A folder whose name is not a locale ID is refused when the bundle loads,
    /// whatever the development region (`Base` is the one exception).
    @Test func aFolderThatIsNotALocaleIsRefused() throws {
        let error = try #require(throws: ICUError.self) {
            try StringBundle(tables: Self.tables(["en", "Klingon!"]), developmentRegion: "en")
        }
        #expect(error.kind == .badInput)
        #expect(error.operation.hasPrefix("reading the localization 'Klingon!'"))
        let based = try StringBundle(tables: Self.tables(["Base", "de"]), developmentRegion: "de")
        #expect(based.localizations == ["de"])
    }
}
