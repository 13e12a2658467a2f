import Foundation
import Testing

@Suite struct LocaleCommandTests {
    /// Plain mode prints display names: in the locale itself, or in --display-locale.
    @Test(.cldr42) func localeDisplayNames() {
        #expect(icufmt("locale", "de-CH", "ar-EG")
                == Outcome(stdout: "Deutsch (Schweiz)\n\u{627}\u{644}\u{639}\u{631}\u{628}\u{64A}\u{629} (\u{645}\u{635}\u{631})\n"))
        #expect(icufmt("locale", "--display-locale", "en", "de-CH", "en-GB")
                == Outcome(stdout: "German (Switzerland)\nEnglish (United Kingdom)\n"))
        #expect(icufmt("locale", "--display-locale", "fr", "de_CH") == Outcome(stdout: "allemand (Suisse)\n"))
    }

    static let keys = ["id", "languageTag", "displayName", "language", "script", "region", "languageName", "scriptName",
                       "regionName", "maximized", "minimized", "quotationStart", "quotationEnd", "alternateQuotationStart",
                       "alternateQuotationEnd", "currencyCode", "currencySymbol", "measurementSystem", "decimalSeparator",
                       "groupingSeparator", "numberingSystem", "firstWeekday", "minimalDaysInFirstWeek", "hourCycle",
                       "characterOrder"]

    /// The JSON object of de-CH, key by key, in ICU 72's words.
    @Test(.cldr42) func json() {
        let outcome = icufmt("locale", "--json", "de-CH")
        #expect(outcome == Outcome(stdout: """
            {"id":"de_CH","languageTag":"de-CH","displayName":"Deutsch (Schweiz)","language":"de","script":null,\
            "region":"CH","languageName":"Deutsch","scriptName":null,"regionName":"Schweiz","maximized":"de_Latn_CH",\
            "minimized":"de_CH","quotationStart":"\u{201E}","quotationEnd":"\u{201C}","alternateQuotationStart":"\u{201A}",\
            "alternateQuotationEnd":"\u{2018}","currencyCode":"CHF","currencySymbol":"CHF","measurementSystem":"metric",\
            "decimalSeparator":".","groupingSeparator":"\u{2019}","numberingSystem":"latn","firstWeekday":2,\
            "minimalDaysInFirstWeek":4,"hourCycle":"h23","characterOrder":"ltr"}

            """))
    }

    /// Every object has exactly the documented keys, in order; names follow --display-locale.
    @Test(.cldr42) func jsonFacts() throws {
        let outcome = icufmt("locale", "--json", "--display-locale", "en", "en-US", "en-GB", "de-DE", "ja-JP", "ar-EG",
                             "zh-TW", "sr", "he", "fa", "ur")
        #expect(outcome.status == 0)
        let objects = try outcome.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let lines = outcome.stdout.split(separator: "\n")
        for line in lines {
            // Keys in the documented order: their positions in the line rise.
            let positions = Self.keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
            #expect(!positions.contains(nil))
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        }
        func values(_ key: String) -> [String] { objects.map { "\($0[key] ?? "-")" } }
        #expect(objects.allSatisfy { Set($0.keys) == Set(Self.keys) })
        #expect(values("measurementSystem") == ["us", "uk", "metric", "metric", "metric", "metric", "metric", "metric", "metric", "metric"])
        #expect(values("firstWeekday") == ["1", "2", "2", "1", "7", "1", "2", "1", "7", "1"])
        #expect(values("hourCycle") == ["h12", "h23", "h23", "h23", "h12", "h12", "h23", "h23", "h23", "h12"])
        #expect(values("characterOrder") == ["ltr", "ltr", "ltr", "ltr", "rtl", "ltr", "ltr", "rtl", "rtl", "rtl"])
        #expect(values("maximized") == ["en_Latn_US", "en_Latn_GB", "de_Latn_DE", "ja_Jpan_JP", "ar_Arab_EG", "zh_Hant_TW",
                                        "sr_Cyrl_RS", "he_Hebr_IL", "fa_Arab_IR", "ur_Arab_PK"])
        #expect(values("displayName")[5] == "Chinese (Taiwan)")
        #expect(values("regionName")[6] == "<null>")   // sr names no region
        #expect(values("numberingSystem")[4] == "arab")
    }

    /// A locale's own script is named in its stand-alone form (`uloc_getDisplayScript`), not the form
    /// used inside a locale's name (ICU 72: 繁體字).
    @Test(.cldr42) func theScriptIsNamedStandingAlone() throws {
        let outcome = icufmt("locale", "--json", "zh_Hant_HK")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"scriptName\":\"繁體中文\""), "\(outcome)")
    }

    /// An ID that Swift calls equal to one described before (KELVIN SIGN for `K`) is refused, as alone.
    @Test func aKelvinSignIsNoLetterOfALocaleID() {
        let outcome = icufmt("locale", "Ko", "\u{212A}o")
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasSuffix("\n\n"))
        #expect(outcome.stderr.contains("reading locale ID"))
    }

    /// Batch lines: LOCALE<TAB>ID names ID in LOCALE; a bad ID fails alone.
    @Test(.cldr42) func batch() {
        #expect(icufmt("locale", stdin: "fr\tde-CH\nja\n!!\nen\tsr\n")
                == Outcome(stdout: "allemand (Suisse)\n\u{65E5}\u{672C}\u{8A9E}\n\nSerbian\n",
                           stderr: "icufmt: !!: reading locale ID '!!': U_ILLEGAL_ARGUMENT_ERROR (not a well-formed locale ID)\n",
                           status: 1))
        #expect(icufmt("locale", "--json", "x!", "--", "de")
                .stdout.hasPrefix(#"{"input":"x!","error":"reading locale ID 'x!': U_ILLEGAL_ARGUMENT_ERROR"#))
    }

    @Test func badOptions() {
        let outcome = icufmt("locale", "--display-locale", "!!", "de")
        #expect(outcome.status == 2 && outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("Error: The value '!!' is invalid for '--display-locale <id>'"))
    }
}
