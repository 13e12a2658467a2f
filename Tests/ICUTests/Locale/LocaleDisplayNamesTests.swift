import ICU
import ICUBridge
import Testing

/// The throwing initializer, for IDs that come from outside the program.
private func parsed(_ text: String) throws -> LocaleID { try LocaleID(text) }

/// `LocaleDisplayNames` gives ICU 72's names; bad codes are nil, never a crash.
@Suite("LocaleDisplayNames")
struct LocaleDisplayNamesTests {
    @Test("de-CH named in de, en, fr", .cldr42, arguments: [
        ("de", "Deutsch (Schweiz)"),
        ("en", "German (Switzerland)"),
        ("fr", "allemand (Suisse)"),
    ])
    func swissGerman(displayLocale: String, expected: String) throws {
        let names = try LocaleDisplayNames(locale: parsed(displayLocale))
        #expect(names.name(of: try parsed("de-CH")) == expected)
    }

    @Test("standard and dialect names in en", .cldr42, arguments: [
        ("en-GB", "English (United Kingdom)", "British English"),
        ("en-US", "English (United States)", "American English"),
        ("es-419", "Spanish (Latin America)", "Latin American Spanish"),
        ("nl-BE", "Dutch (Belgium)", "Flemish"),
        ("zh-Hant-TW", "Chinese (Traditional, Taiwan)", "Traditional Chinese (Taiwan)"),
        ("de-CH-u-ca-hebrew", "German (Switzerland, Hebrew Calendar)", "Swiss High German (Hebrew Calendar)"),
        ("sr-Latn-RS", "Serbian (Latin, Serbia)", "Serbian (Latin, Serbia)"),
    ])
    func dialects(id: String, standard: String, dialect: String) throws {
        let locale = try parsed(id)
        #expect(try LocaleDisplayNames(locale: "en").name(of: locale) == standard)
        #expect(try LocaleDisplayNames(locale: "en", options: .init(dialect: .dialect)).name(of: locale) == dialect)
    }

    /// ICU's `uldn_localeDisplayName` names an ID with a long `attribute` keyword
    /// with nothing; the library names it by its text, as it does an invalid literal.
    @Test func anIDICUNamesWithNothingIsNamedByItsText() throws {
        let id = "@attribute=caapn-jap" + String(repeating: "+", count: 128) + "p"
        let locale = try LocaleID(id)
        for display in ["en", "en-u-nu-fullwide", "ja"] as [LocaleID] {
            let name = try LocaleDisplayNames(locale: display).name(of: locale)
            #expect(name.contains("caapn-jap"), "\(display): \(name)")
            // ICU 76 and 78 name it themselves ("root (attribute=…)"); ICU 72 names it with nothing.
            if SystemICU.current.icu.major < 76 { #expect(name == locale.identifier, "\(display)") }
        }
        #expect(try LocaleDisplayNames(locale: "en").name(of: LocaleID("@attribute=abc")) != "@attribute=abc")
    }

    @Test(.cldr42) func shortNames() throws {
        let short = try LocaleDisplayNames(locale: "en", options: .init(width: .short))
        #expect(short.name(of: "en-GB") == "English (UK)")
        #expect(short.name(of: "en-US-u-va-posix") == "English (US, Computer)")
        #expect(short.width == .short)
    }

    @Test("capitalization contexts, as each language's data says", .cldr42, arguments: [
        ("fr", LocaleDisplayNames.Capitalization.middleOfSentence, "fran\u{E7}ais (Canada)", "fran\u{E7}ais"),
        ("fr", .beginningOfSentence, "Fran\u{E7}ais (Canada)", "Fran\u{E7}ais"),
        ("fr", .uiListOrMenu, "Fran\u{E7}ais (Canada)", "Fran\u{E7}ais"),
        ("fr", .standalone, "fran\u{E7}ais (Canada)", "fran\u{E7}ais"),
        ("es", .middleOfSentence, "franc\u{E9}s (Canad\u{E1})", "franc\u{E9}s"),
        ("es", .standalone, "Franc\u{E9}s (Canad\u{E1})", "Franc\u{E9}s"),
        ("sv", .uiListOrMenu, "Franska (Kanada)", "Franska"),
        ("ru", .middleOfSentence, "\u{444}\u{440}\u{430}\u{43D}\u{446}\u{443}\u{437}\u{441}\u{43A}\u{438}\u{439} (\u{41A}\u{430}\u{43D}\u{430}\u{434}\u{430})",
         "\u{444}\u{440}\u{430}\u{43D}\u{446}\u{443}\u{437}\u{441}\u{43A}\u{438}\u{439}"),
        ("ru", .uiListOrMenu, "\u{424}\u{440}\u{430}\u{43D}\u{446}\u{443}\u{437}\u{441}\u{43A}\u{438}\u{439} (\u{41A}\u{430}\u{43D}\u{430}\u{434}\u{430})",
         "\u{424}\u{440}\u{430}\u{43D}\u{446}\u{443}\u{437}\u{441}\u{43A}\u{438}\u{439}"),
        ("de", .middleOfSentence, "Franz\u{F6}sisch (Kanada)", "Franz\u{F6}sisch"),
    ])
    func capitalization(displayLocale: String, context: LocaleDisplayNames.Capitalization, locale: String, language: String) throws {
        let names = try LocaleDisplayNames(locale: parsed(displayLocale), options: .init(capitalization: context))
        #expect(names.name(of: try parsed("fr-CA")) == locale)
        #expect(names.languageName("fr") == language)
        #expect(names.capitalization == context)
    }

    @Test(.cldr42) func keywordsAndTheirValues() throws {
        let english = try LocaleDisplayNames(locale: "en")
        #expect(english.keywordName("calendar") == "Calendar")
        #expect(english.keywordName("collation") == "Sort Order")
        #expect(english.keywordValueName("calendar", "hebrew") == "Hebrew Calendar")
        #expect(english.keywordValueName("collation", "phonebook") == "Phonebook Sort Order")
        #expect(english.keywordValueName("numbers", "arab") == "Arabic-Indic Digits")
        #expect(english.keywordValueName("currency", "EUR") == "Euro")
        #expect(english.name(of: "ja-JP-u-ca-japanese-co-unihan") == "Japanese (Japan, Japanese Calendar, Radical-Stroke Sort Order)")

        let german = try LocaleDisplayNames(locale: "de")
        #expect(german.keywordValueName("calendar", "hebrew") == "Hebr\u{E4}ischer Kalender")
        let french = try LocaleDisplayNames(locale: "fr")
        #expect(french.keywordValueName("calendar", "hebrew") == "calendrier h\u{E9}bra\u{EF}que")
        #expect(try LocaleDisplayNames(locale: "fr", options: .init(capitalization: .beginningOfSentence))
            .keywordValueName("calendar", "hebrew") == "Calendrier h\u{E9}bra\u{EF}que")
    }

    @Test(.cldr42) func namesOfParts() throws {
        let english = try LocaleDisplayNames(locale: "en")
        #expect(english.languageName("de") == "German")
        #expect(english.languageName("EN") == "English")
        #expect(english.languageName("tlh") == "Klingon")
        #expect(english.scriptName("Hant") == "Traditional")
        #expect(english.scriptName("latn") == "Latin")
        #expect(english.regionName("CH") == "Switzerland")
        #expect(english.regionName("ch") == "Switzerland")
        #expect(english.regionName("419") == "Latin America")
        #expect(english.regionName("ZZ") == "Unknown Region")
        #expect(english.variantName("POSIX") == "Computer")
        #expect(english.variantName("valencia") == "Valencian")
        #expect(english.variantName("1901") == "Traditional German orthography")
    }

    /// A script described on its own has CLDR's stand-alone name, as
    /// `uloc_getDisplayScript` gives it (compared in process); inside a locale's
    /// name it has the format form. ICU 72: zh_Hant_HK writes `繁體中文` and `繁體字`.
    @Test func standAloneScriptNames() throws {
        for (display, code) in [("zh_Hant_HK", "Hant"), ("zh_Hant_HK", "Hans"), ("en", "Hant"), ("en", "Latn"),
                                ("de", "Cyrl"), ("ja", "Jpan"), ("ar", "Arab"), ("fr", "hant")] {
            let names = try LocaleDisplayNames(locale: LocaleID(display))
            let icu = try rawDisplayScript("und_" + code.prefix(1).uppercased() + code.dropFirst(), in: display)
            #expect(names.standAloneScriptName(code) == icu, "\(code) in \(display)")
        }
        let english = try LocaleDisplayNames(locale: "en")
        for code in ["Qaaa", "", "Lat", "Latn\0", "L\u{E1}tn"] { #expect(english.standAloneScriptName(code) == nil, "\(code)") }
    }

    /// ICU 72's two Hong Kong names of Hant, stand-alone and in a locale's name.
    @Test(.cldr42) func standAloneScriptNamesOfHongKong() throws {
        let hongKong = try LocaleDisplayNames(locale: "zh_Hant_HK")
        #expect(hongKong.standAloneScriptName("Hant") == "繁體中文")
        #expect(hongKong.scriptName("Hant") == "繁體字")
    }

    private func rawDisplayScript(_ id: String, in display: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        var status: Int32 = 0
        let length = icub_uloc_display_script(id, display, &buffer, Int32(buffer.count), &status)
        #expect(status <= 0 && length > 0 && length < 256)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names of the tests above, each compared with ICU's own
    /// `uldn_openForContext` in this process, so that they hold on any ICU.
    @Test func namesAsULdn() throws {
        typealias Row = (display: String, dialect: Bool, capitalization: LocaleDisplayNames.Capitalization, short: Bool,
                         ids: [String])
        let contexts: [LocaleDisplayNames.Capitalization: Int32] = [
            .middleOfSentence: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE),
            .beginningOfSentence: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE),
            .uiListOrMenu: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU),
            .standalone: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE),
        ]
        let dialects = ["en_GB", "en_US", "es_419", "nl_BE", "zh_Hant_TW", "de_CH@calendar=hebrew", "sr_Latn_RS"]
        let rows: [Row] = [
            ("de", false, .middleOfSentence, false, ["de_CH"]), ("fr", false, .middleOfSentence, false, ["de_CH", "fr_CA"]),
            ("en", false, .middleOfSentence, false, dialects + ["de_CH", "ja_JP@calendar=japanese;collation=unihan",
                                                                "de_QQ", "xx_YY", "de_CH@calendar=bogus"]),
            ("en", true, .middleOfSentence, false, dialects), ("en", false, .middleOfSentence, true, ["en_GB", "en_US_POSIX"]),
            ("en", true, .standalone, true, ["en_GB"]), ("zz", false, .middleOfSentence, false, ["de_CH"]),
            ("root", false, .middleOfSentence, false, ["de_CH"]),
        ] + ["fr", "es", "sv", "ru", "de"].flatMap { display in
            contexts.keys.map { (display, false, $0, false, ["fr_CA"]) }
        }
        for (display, dialect, capitalization, short, ids) in rows {
            let names = try LocaleDisplayNames(locale: LocaleID(display), options: .init(dialect: dialect ? .dialect : .standard, capitalization: capitalization, width: short ? .short : .wide))
            for id in ids {
                #expect(names.name(of: try LocaleID(id)) == RawICU.displayName(
                    id, in: display, dialect: dialect, capitalization: contexts[capitalization]!, short: short),
                    "\(id) in \(display)")
            }
            #expect(names.languageName("fr") == RawICU.displayName(
                "fr", what: Int32(ICUB_ULDN_LANGUAGE), in: display, capitalization: contexts[capitalization]!), "\(display)")
        }
        let english = try LocaleDisplayNames(locale: "en")
        let parts: [(String, Int32, (String) -> String?)] = [
            ("de", Int32(ICUB_ULDN_LANGUAGE), english.languageName), ("tlh", Int32(ICUB_ULDN_LANGUAGE), english.languageName),
            ("Hant", Int32(ICUB_ULDN_SCRIPT), english.scriptName), ("Latn", Int32(ICUB_ULDN_SCRIPT), english.scriptName),
            ("CH", Int32(ICUB_ULDN_REGION), english.regionName), ("419", Int32(ICUB_ULDN_REGION), english.regionName),
            ("ZZ", Int32(ICUB_ULDN_REGION), english.regionName), ("POSIX", Int32(ICUB_ULDN_VARIANT), english.variantName),
            ("VALENCIA", Int32(ICUB_ULDN_VARIANT), english.variantName), ("1901", Int32(ICUB_ULDN_VARIANT), english.variantName),
            ("calendar", Int32(ICUB_ULDN_KEY), english.keywordName), ("collation", Int32(ICUB_ULDN_KEY), english.keywordName),
        ]
        for (code, what, name) in parts {
            #expect(name(code) == RawICU.displayName(code, what: what, in: "en"), "\(code)")
        }
        for display in ["en", "de", "fr"] {
            let names = try LocaleDisplayNames(locale: LocaleID(display))
            for (key, value) in [("calendar", "hebrew"), ("collation", "phonebook"), ("numbers", "arab"), ("currency", "EUR")] {
                #expect(names.keywordValueName(key, value) == RawICU.displayName(key, value: value, in: display),
                        "\(key)=\(value) in \(display)")
            }
        }
        let hongKong = try LocaleDisplayNames(locale: "zh_Hant_HK")
        #expect(hongKong.scriptName("Hant") == RawICU.displayName("Hant", what: Int32(ICUB_ULDN_SCRIPT), in: "zh_Hant_HK"))
    }

    @Test func codesICUHasNoNameForAreNil() throws {
        let english = try LocaleDisplayNames(locale: "en")
        for code in ["zz", "x", "", "de_CH", "en-GB", "root", "qqqqq", "d\u{E9}", "de\0", String(repeating: "a", count: 100_000)] {
            #expect(english.languageName(code) == nil, "\(code.prefix(16))")
        }
        for code in ["Qaaa", "", "Lat", "Latn\0", "L\u{E1}tn"] { #expect(english.scriptName(code) == nil, "\(code)") }
        for code in ["AA", "QQ", "", "C", "CHE", "1", "4190"] { #expect(english.regionName(code) == nil, "\(code)") }
        for code in ["FOO", "FOOBAR", "", "POSIX_X", String(repeating: "A", count: 9)] { #expect(english.variantName(code) == nil, "\(code)") }
        for key in ["foo", "", "cal endar", String(repeating: "k", count: 25)] { #expect(english.keywordName(key) == nil, "\(key)") }
        for (key, value) in [("calendar", "bogus"), ("foo", "bar"), ("calendar", ""), ("calendar", "hebrew\0"),
                             ("calendar", String(repeating: "h", count: 10_000)), ("", "hebrew")] {
            #expect(english.keywordValueName(key, value) == nil, "\(key)=\(value.prefix(16))")
        }
    }

    @Test(.cldr42) func wholeNamesWriteUnknownPartsAsCodes() throws {
        let english = try LocaleDisplayNames(locale: "en")
        #expect(english.name(of: "de-QQ") == "German (QQ)")
        #expect(english.name(of: "xx-YY") == "xx (YY)")
        #expect(english.name(of: "de-CH-u-ca-bogus") == "German (Switzerland, Calendar: bogus)")
        #expect(english.name(of: "!! not a locale") == "!! not a locale")
    }

    @Test("display locales without names of their own name in root's data", .cldr42, arguments: ["zz", "xx-YY", "root"])
    func displayLocaleWithoutNames(displayLocale: String) throws {
        let names = try LocaleDisplayNames(locale: parsed(displayLocale))
        #expect(names.name(of: "de-CH") == "de (CH)")
        #expect(names.languageName("de") == nil)
    }

    @Test func anInvalidDisplayLocaleLiteralThrows() {
        #expect(throws: ICUError.self) { try LocaleDisplayNames(locale: "!!") }
        do {
            _ = try LocaleDisplayNames(locale: "en_US@foo")
            Issue.record("an invalid literal was accepted")
        } catch {
            #expect(error.kind == .badInput)
        }
    }

    @Test func namesKeptOrNotAreTheSame() throws {
        // More locales than a LocaleDisplayNames keeps names of: kept, emptied and made again.
        let locales = LocaleID.availableLocales
        #expect(locales.count > 512)
        let forward = try LocaleDisplayNames(locale: "en")
        let backward = try LocaleDisplayNames(locale: "en")
        let first = locales.map { forward.name(of: $0) }
        let again = locales.map { forward.name(of: $0) }
        let reversed = Array(locales.reversed().map { backward.name(of: $0) }.reversed())
        #expect(first == again)
        #expect(first == reversed)
        #expect(first[locales.firstIndex(of: "de_CH")!] == RawICU.displayName("de_CH", in: "en"))
    }

    @Test(.cldr42) func thePoolHandsOutTheSameNames() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "fr")
        let pooled = try pool.localeDisplayNames(locale: parsed("de"))
        #expect(pooled.name(of: "de-CH") == "Deutsch (Schweiz)")
        #expect(try pool.localeDisplayNames(locale: "de").name(of: "de-CH") == "Deutsch (Schweiz)")
        #expect(try pool.localeDisplayNames().name(of: "de-CH") == "allemand (Suisse)")
        let dialect = try pool.localeDisplayNames(locale: "en", options: .init(dialect: .dialect, capitalization: .standalone, width: .short))
        #expect(dialect.name(of: "en-GB") == "UK English")
        #expect(dialect.dialect == .dialect && dialect.width == .short && dialect.capitalization == .standalone)
        #expect(dialect.locale == "en")
        #expect(throws: ICUError.self) { try pool.localeDisplayNames(locale: "!!") }
    }
}
