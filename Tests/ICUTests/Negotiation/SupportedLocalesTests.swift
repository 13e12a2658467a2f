import Synchronization
import Testing
@testable import ICU

/// Best-fit negotiation as ICU 72's LocaleMatcher answers it.
@Suite("SupportedLocales: negotiation")
struct SupportedLocalesTests {
    static let table: [(supported: [String], header: String, chosen: String, usedDefault: Bool)] = [
        (["en", "de", "fr"], "de-AT", "de", false),
        // ICU 72's LocaleMatcher (default options) gives en-US for en-GB, en-AU and en-IN even
        // with en-001 listed first (checked with a C++ program calling it directly); CLDR's
        // paradigm regions would suggest en-001: an option to look into (favor subtag, direction).
        (["en-US", "en-001", "de"], "en-GB", "en-US", false),
        (["en-US", "en-001", "de"], "en-US", "en-US", false),
        (["en", "zh-Hans", "zh-Hant"], "zh-TW", "zh-Hant", false),
        (["en", "zh-Hans", "zh-Hant"], "zh-CN", "zh-Hans", false),
        (["en", "nb"], "no", "nb", false),
        (["en", "sr-Latn", "sr-Cyrl"], "sr-Latn-RS", "sr-Latn", false),
        (["en", "sr-Latn", "sr-Cyrl"], "sr", "sr-Cyrl", false),
        (["en-US", "de", "fr-CH"], "de-AT,de;q=0.9,en;q=0.5", "de", false),
        (["en-US", "de", "fr-CH"], "fr;q=0.9,de;q=0.8", "fr-CH", false),
        (["en-US", "de", "fr-CH"], "ja,ko", "en-US", true),
        (["en-US", "de", "fr-CH"], "*", "en-US", true),
        (["en-US", "de", "fr-CH"], "", "en-US", true),
        (["en-US", "de", "fr-CH"], "!!,@@", "en-US", true),
        (["en-US", "de", "fr-CH"], "de;q=0,fr", "fr-CH", false),
        (["en-US", "de"], "DE_ch", "de", false),
    ]

    @Test func negotiations() throws {
        for row in Self.table {
            let answer = try SupportedLocales(ids(row.supported)).negotiate(acceptLanguage: row.header)
            #expect(row.supported[answer.index] == row.chosen, "\(row.supported) for '\(row.header)'")
            #expect(answer.usedDefault == row.usedDefault, "\(row.supported) for '\(row.header)'")
        }
    }

    /// What a server supporting 17 locales answers to real browser headers, hand-written
    /// ones and hostile ones: the chosen entry and the header entry it matched (`nil`:
    /// the default, en-US, was used). ICU 72's LocaleMatcher answers; notes say why.
    static let site = ["en-US", "en-001", "de", "de-CH", "fr", "zh-Hans", "zh-Hant", "sr-Latn", "sr-Cyrl", "nb",
                       "pt-BR", "pt-PT", "es", "es-419", "ar", "he", "ja"]
    static let siteTable: [(header: String, chosen: String, matched: String?)] = [
        // Browsers as shipped (Chrome, Firefox, Safari, Edge).
        ("en-US,en;q=0.9", "en-US", "en-US"),
        ("en-US,en;q=0.5", "en-US", "en-US"),
        ("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", "de", "de-DE"),
        ("fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr", "fr-CA"),
        ("zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7", "zh-Hant", "zh-TW"),
        ("zh-CN,zh;q=0.9", "zh-Hans", "zh-CN"),
        ("zh-HK,zh;q=0.9,en;q=0.8", "zh-Hant", "zh-HK"),
        ("ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7", "ja", "ja-JP"),
        ("pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", "pt-BR", "pt-BR"),
        ("pt-AO,pt;q=0.9", "pt-PT", "pt-AO"),                 // CLDR: pt-AO is closer to pt-PT
        ("es-MX,es;q=0.9,en;q=0.8", "es-419", "es-MX"),
        ("es-ES,es;q=0.9", "es", "es-ES"),
        ("ar-EG,ar;q=0.9,en;q=0.8", "ar", "ar-EG"),
        ("he-IL,he;q=0.9", "he", "he-IL"),
        // Language distance.
        ("de-AT", "de", "de-AT"),
        ("de-CH", "de-CH", "de-CH"),
        ("gsw-CH,de;q=0.5", "de-CH", "gsw-CH"),               // Swiss German reads Swiss Standard German
        ("en-GB,en;q=0.9", "en-US", "en-GB"),                 // ICU 72: en-US, not en-001 (see docs/locales.md)
        ("en-AU", "en-US", "en-AU"),
        ("no", "nb", "no"),
        ("nn-NO,nn;q=0.9,en;q=0.5", "en-US", "en"),           // nn is not nb: English, weighted lower, wins
        ("sr-Latn-RS", "sr-Latn", "sr-Latn-RS"),
        ("sr-RS", "sr-Cyrl", "sr-RS"),
        ("sr", "sr-Cyrl", "sr"),
        ("sh", "sr-Latn", "sh"),                              // the old code for Serbo-Croatian in Latin
        ("iw-IL", "he", "iw-IL"),                             // the old code for Hebrew
        ("fa-IR,fa;q=0.9,en;q=0.5", "en-US", "en"),
        ("tlh", "en-US", "tlh"),                              // CLDR: Klingon speakers read English
        ("xx-YY", "en-US", nil),
        ("zh-Hant-TW-x-private", "zh-Hant", "zh-Hant-TW-x-private"),
        ("en-US-u-ca-buddhist", "en-US", "en-US-u-ca-buddhist"),
        // Wildcards, refusals, weights, duplicates.
        ("*", "en-US", nil),
        ("ko-KR,*;q=0.1", "en-US", nil),
        ("de;q=0,*", "en-US", nil),
        ("de-CH;q=0,de", "de", "de"),
        ("fr;q=0,fr-CA", "fr", "fr-CA"),                      // best fit still gives fr for fr-CA
        ("en;q=0.5,de", "de", "de"),
        ("de;q=0.8,de;q=0.1,fr;q=0.9", "fr", "fr"),
        ("ja,ja,ja,ko", "ja", "ja"),
        // Spelling.
        ("DE-at,EN;Q=0.5", "de", "DE-at"),
        ("FR_ca,en_GB;q=0.5", "fr", "FR-ca"),
        (" \tde-CH\t;\tq=0.9 ,  \tfr ;q=1", "fr", "fr"),
        // Malformed entries beside good ones, and nothing usable at all.
        ("!!,de,@@,en-", "de", "de"),
        ("de;q=abc,fr;q=0.7", "fr", "fr"),
        ("en;q=1.5,ja;q=0.8", "ja", "ja"),
        ("i-klingon,fr;q=0.1", "fr", "fr"),                   // not a range (i is one letter): skipped
        ("", "en-US", nil),
        (",;=,q=1;;", "en-US", nil),
        ("\u{0}\u{7F}\u{FFFD}\u{1F600}", "en-US", nil),
        // Beyond the limits: only the first 8 KiB and 64 entries are read.
        (String(repeating: "a", count: 1 << 20), "en-US", nil),
        ("ja," + String(repeating: "x", count: 1 << 20), "ja", "ja"),
        (Array(repeating: "ko", count: 10_000).joined(separator: ",") + ",de", "en-US", nil),
        ((0..<10_000).map { "x\($0)" }.joined(separator: ";q=0.5,") + ",de", "en-US", nil),
        (String(repeating: "de;q=0.5;", count: 100_000), "en-US", nil),
    ]

    @Test func aSite() throws {
        #expect(Self.siteTable.count >= 50)
        let supported = try SupportedLocales(ids(Self.site))
        for row in Self.siteTable {
            let label = "'\(row.header.prefix(60))' (\(row.header.utf8.count) bytes)"
            let answer = supported.negotiate(acceptLanguage: row.header)
            #expect(Self.site[answer.index] == row.chosen, "\(label)")
            #expect(answer.matched?.range == row.matched, "\(label)")
            #expect(answer.usedDefault == (row.matched == nil), "\(label)")
            #expect(answer.locale == supported.locales[Self.site.firstIndex(of: row.chosen)!])
            // The memo answers a header seen before as the first time.
            #expect(supported.negotiate(acceptLanguage: row.header) == answer, "\(label)")
            #expect(supported.negotiate(PreferredLanguages(acceptLanguage: row.header)) == answer, "\(label)")
        }
    }

    /// RFC 4647 lookup: exact tags, then the range with subtags taken off its end.
    static let lookupTable: [(header: String, chosen: String, matched: String?)] = [
        ("de-CH-1996", "de-CH", "de-CH-1996"),
        ("de-AT", "de", "de-AT"),
        ("zh-TW", "en-US", nil),                              // no truncation of zh-TW gives zh-Hant
        ("zh-Hant-TW", "zh-Hant", "zh-Hant-TW"),
        ("en-GB", "en-US", nil),                              // en-GB → en: not supported as "en"
        ("es-MX", "es", "es-MX"),
        ("de-AT;q=0.5,fr-CA", "fr", "fr-CA"),
        ("de-CH;q=0,de-CH-x-y", "de", "de-CH-x-y"),           // de-CH-x-y → de-CH (refused) → de
        ("SR-latn-RS", "sr-Latn", "SR-latn-RS"),
        ("*", "en-US", nil),
        ("x-private,de", "de", "de"),
    ]

    @Test func lookup() throws {
        let supported = try SupportedLocales(ids(Self.site))
        for row in Self.lookupTable {
            let answer = supported.negotiate(acceptLanguage: row.header, matching: .lookup)
            #expect(Self.site[answer.index] == row.chosen, "'\(row.header)'")
            #expect(answer.matched?.range == row.matched, "'\(row.header)'")
            #expect(supported.negotiate(PreferredLanguages(acceptLanguage: row.header), matching: .lookup) == answer)
        }
        #expect(SupportedLocales.truncated("de-CH-x-a") == "de-CH")
        #expect(SupportedLocales.truncated("de") == "")
    }

    /// Lookup compares canonical tags on both sides: a deprecated code in the
    /// supported list (canonicalized there to its replacement) is found by the
    /// same code in a header, by its replacement, and with a region after it;
    /// refusing one refuses the other.
    @Test(arguments: [
        (["en", "iw"], "iw", "iw"), (["en", "iw"], "he", "iw"), (["en", "iw"], "iw-IL", "iw"),
        (["en", "he"], "iw", "he"), (["en", "in"], "in", "in"), (["en", "id"], "in-ID", "id"),
        (["en", "mo"], "mo", "mo"), (["en", "ro"], "mo", "ro"),
        (["en", "iw"], "iw;q=0,he", "en"), (["en", "he"], "he;q=0,iw", "en"),
    ])
    func lookupMatchesDeprecatedCodes(supported: [String], header: String, chosen: String) throws {
        let locales = try SupportedLocales(ids(supported))
        #expect(supported[locales.negotiate(acceptLanguage: header, matching: .lookup).index] == chosen)
        #expect(supported[locales.negotiate(PreferredLanguages(acceptLanguage: header), matching: .lookup).index] == chosen)
    }

    /// Headers longer than the memo's key limit are answered every time, the same way.
    @Test func longHeadersAreNotRemembered() throws {
        let supported = try SupportedLocales(ids(Self.site))
        let long = String(repeating: " ", count: SupportedLocales.memoKeyLimit) + "de"
        #expect(Self.site[supported.negotiate(acceptLanguage: long).index] == "de")
        #expect(Self.site[supported.negotiate(acceptLanguage: long).index] == "de")
    }

    @Test func theDefaultAndWhatMatched() throws {
        let supported = try SupportedLocales(["en-US", "de", "fr-CH"], default: "de")
        let none = supported.negotiate(acceptLanguage: "ja")
        #expect(none.index == 1 && none.locale == "de" && none.usedDefault && none.matched == nil)
        let some = supported.negotiate(acceptLanguage: "ja,fr-FR;q=0.5")
        #expect(some.index == 2 && some.locale == "fr_CH" && some.matched?.range == "fr-FR")
        #expect(throws: ICUError.self) { try SupportedLocales([]) }
        #expect(throws: ICUError.self) { try SupportedLocales(["en"], default: "de") }
        let bad = "!!"
        #expect(throws: ICUError.self) { try SupportedLocales(["en", LocaleID(bad)]) }
        // An invalid literal throws its own error; a default is found by its canonical ID.
        let literalError = #expect(throws: ICUError.self) { try SupportedLocales(["en", "!!"]) }
        let parsed = #expect(throws: ICUError.self) { try LocaleID(bad) }
        #expect(literalError != nil && literalError == parsed)
        #expect(try SupportedLocales(["en-US", "de_DE"], default: "de-DE").defaultIndex == 1)
    }

    /// One matcher and its memo shared by 8 threads, each asking through the memo, afresh
    /// and by lookup, in turns that differ per thread; the memo is small enough to be
    /// emptied and refilled meanwhile (distinct headers beyond its capacity).
    @Test func eightThreadsShareOneMatcher() throws {
        let list = ["en-US", "en-001", "de", "fr", "zh-Hant", "zh-Hans"]
        let supported = try SupportedLocales(ids(list))
        let cases = [("de-AT", "de"), ("en-GB", "en-US"), ("zh-TW", "zh-Hant"), ("fr-CA", "fr"), ("ja", "en-US")]
        let wrong = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<3_000 {
                let (range, expected) = cases[(round + thread) % cases.count]
                // Distinct headers (a weight in thousandths, per round) overflow the memo's 1,024.
                let header = "\(range),x-\(thread);q=0.\(String(round % 1000).leftPadded(3))"
                let answer: SupportedLocales.Negotiation
                switch (round + thread) % 3 {
                case 0: answer = supported.negotiate(acceptLanguage: header)
                case 1: answer = supported.negotiate(PreferredLanguages(acceptLanguage: header))
                default: answer = supported.negotiate(acceptLanguage: range, matching: .bestFit)
                }
                let matched = range == "ja" ? nil : range   // nothing is close to ja: the default
                if list[answer.index] != expected || answer.matched?.range != matched { wrong.add(1, ordering: .relaxed) }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// The locale IDs of texts, as a caller reading them from outside the program makes them.
private func ids(_ texts: [String]) throws(ICUError) -> [LocaleID] {
    var ids: [LocaleID] = []
    for text in texts { ids.append(try LocaleID(text)) }
    return ids
}
