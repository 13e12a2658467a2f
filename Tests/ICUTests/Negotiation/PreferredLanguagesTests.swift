import Testing
import Foundation
import ICU

/// `Accept-Language` headers as browsers, proxies and attackers send them.
@Suite("PreferredLanguages: Accept-Language")
struct PreferredLanguagesTests {
    static let table: [(header: String, ranges: [String], excluded: [String])] = [
        ("de-CH,de;q=0.9,en;q=0.8,*;q=0.1", ["de-CH", "de", "en", "*"], []),
        ("en-US,en;q=0.9", ["en-US", "en"], []),  // Chrome
        ("en-US,en;q=0.5", ["en-US", "en"], []),  // Firefox
        ("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", ["fr-FR", "fr", "en-US", "en"], []),
        ("zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7", ["zh-TW", "zh", "en-US", "en"], []),
        ("en;q=0.5,de", ["de", "en"], []),                         // weight orders, not position
        ("en;q=0.8,fr;q=0.8,de;q=0.8", ["en", "fr", "de"], []),    // ties keep header order
        ("*", ["*"], []),
        ("de,en;q=0", ["de"], ["en"]),
        ("en;q=0,en;q=1", [], ["en"]),                             // duplicates keep their first weight
        ("de,DE,de;q=0.1", ["de"], []),                            // case does not make another range
        ("DE-ch", ["DE-ch"], []),
        ("de_CH,en_GB", ["de-CH", "en-GB"], []),
        (" \tde-CH ;\tq=0.5 ,  en ", ["en", "de-CH"], []),
        ("de;Q=0.5", ["de"], []),
        ("de;q=0.123,en;q=0.1234", ["de"], []),                    // at most three decimals
        ("de;q=1.5,en;q=-1,fr;q=abc,it;q=,es;q", [], []),          // weights that are not qvalues
        ("de;q=1.000,en;q=1.0001", ["de"], []),
        ("de;level=1,en", ["en"], []),                             // only q is defined
        ("de;q=0.5;q=0.6,en", ["en"], []),
        ("!!,de,@@,en-,-en,12,en--US,x1", ["de"], []),            // malformed entries are skipped, not the header
        ("toolongsubtag-DE,de", ["de"], []),
        ("", [], []),
        (",,,;,;q=1", [], []),
        ("garbage all the way", [], []),
        ("i-klingon,zh-Hant-TW,sr-Latn-RS,es-419", ["i-klingon", "zh-Hant-TW", "sr-Latn-RS", "es-419"], []),
        ("en-US-x-private,de", ["en-US-x-private", "de"], []),
    ]

    @Test func headers() {
        for row in Self.table {
            let preferred = PreferredLanguages(acceptLanguage: row.header)
            #expect(preferred.entries.map(\.range) == row.ranges, "\(row.header)")
            #expect(preferred.excluded == row.excluded, "\(row.header)")
        }
    }

    @Test func weightsAndLocales() throws {
        let preferred = PreferredLanguages(acceptLanguage: "de-CH,de;q=0.9,en;q=0.8,*;q=0.1")
        #expect(preferred.entries.map(\.weight) == [1000, 900, 800, 100])
        #expect(preferred.locales.map(\.identifier) == ["de_CH", "de", "en"])
        #expect(preferred.acceptsAnyLanguage)
        #expect(!PreferredLanguages(acceptLanguage: "de,*;q=0").acceptsAnyLanguage)
    }

    /// Only the first 8 KiB and 64 entries are read; the entry the byte limit cuts is dropped.
    @Test func limits() {
        let many = (0..<10_000).map { _ in "de" }.joined(separator: ",") + ",en"
        #expect(PreferredLanguages(acceptLanguage: many).entries.map(\.range) == ["de"])
        let distinct = (0..<100).map { "en-x-\(String($0, radix: 36))" }.joined(separator: ",")
        #expect(PreferredLanguages(acceptLanguage: distinct).entries.count == PreferredLanguages.entryLimit)
        // The limit right after "de,": "de" is whole; inside "de": it could be "de-CH" cut short.
        let whole = String(repeating: " ", count: PreferredLanguages.byteLimit - 3) + "de,en"
        #expect(PreferredLanguages(acceptLanguage: whole).entries.map(\.range) == ["de"])
        let cut = String(repeating: " ", count: PreferredLanguages.byteLimit - 2) + "de-CH,en"
        #expect(PreferredLanguages(acceptLanguage: cut).entries.map(\.range) == [])
        let megabyte = String(repeating: "a", count: 1 << 20)
        #expect(PreferredLanguages(acceptLanguage: megabyte).entries.isEmpty)
        #expect(PreferredLanguages(acceptLanguage: "de," + megabyte).entries.map(\.range) == ["de"])
    }
}

/// The POSIX way: LANGUAGE, then the message locale, as GNU gettext reads them.
@Suite("PreferredLanguages: POSIX environment")
struct PreferredLanguagesPOSIXTests {
    static let table: [(environment: [String: String], ranges: [String])] = [
        (["LANGUAGE": "de_AT:de:en", "LANG": "de_AT.UTF-8"], ["de-AT", "de", "en"]),
        (["LANGUAGE": "fr:en", "LC_ALL": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"], ["fr", "en", "es-ES"]),
        (["LC_MESSAGES": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"], ["pt-BR"]),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.eucJP"], ["ja-JP"]),
        (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
        (["LANG": "sr_RS.UTF-8@cyrillic"], ["sr-Cyrl-RS"]),
        // Apple's overrides win over the POSIX variables.
        (["AppleLanguages": "(fr-CA, en)", "LANGUAGE": "de", "LANG": "de_DE.UTF-8"], ["fr-CA", "en"]),
        (["AppleLanguages": #"("zh-Hant", "en-GB")"#, "AppleLocale": "zh_TW"], ["zh-Hant", "en-GB", "zh-TW"]),
        (["AppleLanguages": "de,en", "LANG": "C"], ["de", "en"]),
        (["AppleLocale": "pt_BR", "LANG": "de_DE.UTF-8"], ["pt-BR"]),
        (["AppleLanguages": "()", "AppleLocale": "", "LANG": "it_IT.UTF-8"], ["it-IT"]),
        (["LANG": "de_DE@euro"], ["de-DE"]),
        (["LANGUAGE": "de:en", "LANG": "C.UTF-8"], []),       // gettext: LANGUAGE counts only outside the C locale
        (["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "de_DE"], []),
        (["LANGUAGE": "de:en"], []),                          // no locale at all is the C locale
        ([:], []),
        (["LANGUAGE": "::de::!!:de_CH.UTF-8", "LANG": "en_US"], ["de", "de-CH", "en-US"]),
    ]

    @Test func environments() {
        for row in Self.table {
            let preferred = PreferredLanguages(environment: row.environment)
            #expect(preferred.entries.map(\.range) == row.ranges, "\(row.environment)")
            #expect(preferred.entries.allSatisfy { $0.weight == 1000 })
        }
    }

    @Test func aListOfLanguages() {
        let preferred = PreferredLanguages(["de_CH", "de", "en-x-y!", "*", "DE"])
        #expect(preferred.entries.map(\.range) == ["de-CH", "de", "*"])
        #expect(PreferredLanguages(Array(repeating: "de", count: 10_000)).entries.count == 1)
    }

    @Test func thisProcess() {
        // The test runner's own environment: whatever it is, the same as reading it by hand.
        var environment: [String: String] = [:]
        for name in ["AppleLanguages", "AppleLocale", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
        }
        #expect(PreferredLanguages.processEnvironment == PreferredLanguages(environment: environment))
    }
}
