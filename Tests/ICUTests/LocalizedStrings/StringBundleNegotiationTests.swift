import ICU
import Testing

/// Negotiating a bundle gives the localization and the locale to format in:
/// the visitor's region is kept when ICU has data for it and the visitor's
/// language and script are the localization's, compared through the library's
/// likely subtags (ICU's `uloc_addLikelySubtags`) rather than written out here.
@Suite("Localized strings: the locale a negotiation formats in")
struct StringBundleNegotiationTests {
    /// A bundle with one `greeting` per localization.
    static func bundle(_ localizations: [String], developmentRegion: LocaleID = "en") throws -> StringBundle {
        var tables: [String: StringTable] = [:]
        for name in localizations { tables[name] = StringTable(["greeting": try LocalizedStringFormat(name)]) }
        return try StringBundle(tables: ["Localizable": tables], developmentRegion: developmentRegion)
    }

    /// What ICU says of a locale: its language and script with likely subtags
    /// added, and whether `uloc_getAvailable` lists it (or its maximized form).
    static func languageAndScript(_ locale: LocaleID) -> [String?] {
        [locale.maximized.languageCode, locale.maximized.scriptCode]
    }

    static func hasData(_ locale: LocaleID) -> Bool {
        let available = Set(LocaleID.availableLocales.map(\.identifier))
        return available.contains(locale.identifier) || available.contains(locale.maximized.baseName)
    }

    @Test func theVisitorsRegionIsKept() throws {
        let strings = try Self.bundle(["en", "de", "zh-Hant", "fr"])
        for (header, localization, locale) in [("de-AT,de;q=0.9,en;q=0.5", "de", "de_AT"), ("en-GB", "en", "en_GB"),
                                               ("zh-TW", "zh-Hant", "zh_TW"), ("fr-CA,fr;q=0.8", "fr", "fr_CA")] {
            let visitor = strings.negotiate(acceptLanguage: header)
            #expect(visitor.localization == localization, "\(header)")
            #expect(visitor.locale == (try LocaleID(locale)), "\(header)")
            #expect(!visitor.usedDefault)
            // ICU's own answers: the kept locale has data and the localization's language and script.
            #expect(Self.hasData(visitor.locale), "\(header)")
            #expect(Self.languageAndScript(visitor.locale) == Self.languageAndScript(try LocaleID(localization)), "\(header)")
            // The same from a parsed list, and the localization's own locale on request.
            #expect(strings.negotiate(PreferredLanguages(acceptLanguage: header)) == visitor, "\(header)")
            let own = strings.negotiate(acceptLanguage: header, formatIn: .localization)
            #expect(own.localization == localization, "\(header)")
            #expect(own.locale == (try LocaleID(localization)), "\(header)")
        }
    }

    @Test func anotherScriptFormatsInTheLocalization() throws {
        // zh-TW is written in Traditional Han, the only Chinese strings in Simplified.
        let chinese = try Self.bundle(["en", "zh-Hans"])
        #expect(Self.languageAndScript("zh-TW") != Self.languageAndScript("zh-Hans"))
        // ICU's matcher finds Simplified too far for zh-TW alone: the development region.
        #expect(chinese.negotiate(acceptLanguage: "zh-TW") == chinese.negotiate(acceptLanguage: "ja"))
        // With plain zh after it, zh matches; zh names no region, so zh_Hans.
        let taiwan = chinese.negotiate(acceptLanguage: "zh-TW,zh;q=0.9")
        #expect(taiwan.localization == "zh-Hans")
        #expect(taiwan.locale == "zh_Hans")
        // Singapore writes Simplified: its region is kept.
        #expect(Self.languageAndScript("zh-SG") == Self.languageAndScript("zh-Hans"))
        #expect(chinese.negotiate(acceptLanguage: "zh-SG").locale == "zh_SG")

        // Serbian strings are Cyrillic (likely subtags of sr); ICU's matcher gives
        // them to Latin-script visitors too, whose region is then not kept.
        let serbian = try Self.bundle(["en", "sr"])
        #expect(Self.languageAndScript("sr") == ["sr", "Cyrl"])
        for header in ["sr-Latn-RS", "sr-ME"] {
            #expect(Self.languageAndScript(try LocaleID(header)) == ["sr", "Latn"])
            let visitor = serbian.negotiate(acceptLanguage: header)
            #expect(visitor.localization == "sr", "\(header)")
            #expect(visitor.locale == "sr", "\(header)")
        }
        #expect(serbian.negotiate(acceptLanguage: "sr-RS").locale == "sr_RS")
        #expect(serbian.negotiate(acceptLanguage: "sr-Cyrl-BA").locale == "sr_Cyrl_BA")
        // And the other way round: Latin strings, a Cyrillic region.
        let latin = try Self.bundle(["en", "sr-Latn"])
        #expect(latin.negotiate(acceptLanguage: "sr-RS").locale == "sr_Latn")
        #expect(latin.negotiate(acceptLanguage: "sr-Latn-RS").locale == "sr_Latn_RS")
    }

    /// The table of docs/localized-strings.md, over the folders it describes.
    @Test func theGuidesTable() throws {
        let strings = try StringBundle(resourcesAt: StringFixtures.path("Fallback"))
        for (header, localization, locale) in [("de-AT", "de", "de_AT"), ("en-GB", "en", "en_GB"),
                                               ("zh-TW", "zh-Hant", "zh_TW"), ("de-ZZ", "de", "de"),
                                               ("ja", "en", "en"), ("*", "en", "en"), ("", "en", "en"),
                                               (";;q=!", "en", "en")] {
            let visitor = strings.negotiate(acceptLanguage: header)
            #expect(visitor.localization == localization, "\(header)")
            #expect(visitor.locale == (try LocaleID(locale)), "\(header)")
        }
        #expect(strings.negotiate(acceptLanguage: "de-AT", formatIn: .localization).locale == "de")
    }

    @Test func aRegionWithoutDataIsNotKept() throws {
        let strings = try Self.bundle(["en", "de"])
        // ZZ is no region; de_ZZ formats with de's data, so de is what it means.
        #expect(!Self.hasData("de_ZZ"))
        #expect(strings.negotiate(acceptLanguage: "de-ZZ").locale == "de")
        // No region named: the localization's locale.
        #expect(strings.negotiate(acceptLanguage: "de").locale == "de")
        // Keywords and variants of the visitor are not carried over.
        #expect(strings.negotiate(acceptLanguage: "de-AT-u-ca-buddhist").locale == "de_AT")
    }

    @Test func badHeadersGetTheDevelopmentRegion() throws {
        let strings = try Self.bundle(["en-US", "de"], developmentRegion: "en-US")
        for header in ["", "!!,;;q=x", "*", "ja", "de;q=0", String(repeating: "x-", count: 10_000),
                       "\u{0}\u{FFFF}", "de-AT;q=abc"] {
            let visitor = strings.negotiate(acceptLanguage: header)
            #expect(visitor.localization == "en-US", "\(header.prefix(40))")
            #expect(visitor.locale == "en_US", "\(header.prefix(40))")
            #expect(visitor.usedDefault, "\(header.prefix(40))")
        }
    }

    @Test func theLocaleFormatsTheStrings() throws {
        let strings = try StringBundle(resourcesAt: StringFixtures.path("Runs/Folders"))
        let visitor = strings.negotiate(acceptLanguage: "en-IN")
        #expect(visitor.locale == "en_IN")
        // en_IN groups by two after the first three, as ICU's decimal style for it writes.
        let lakh = try NumberFormat(.decimal, locale: "en_IN").format(1_234_567)
        let text = try strings.format("%lu files", localization: visitor.localization,
                                      arguments: [1_234_567], locale: visitor.locale, default: "%lu files")
        #expect(text == lakh + " files")
    }
}
