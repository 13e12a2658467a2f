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
            let answer = try SupportedLocales(row.supported).negotiate(acceptLanguage: row.header)
            #expect(answer.supported == row.chosen, "\(row.supported) for '\(row.header)'")
            #expect(answer.usedDefault == row.usedDefault, "\(row.supported) for '\(row.header)'")
        }
    }

    @Test func theDefaultAndWhatMatched() throws {
        let supported = try SupportedLocales(["en-US", "de", "fr-CH"], default: "de")
        let none = supported.negotiate(acceptLanguage: "ja")
        #expect(none.supported == "de" && none.usedDefault && none.matched == nil)
        let some = supported.negotiate(acceptLanguage: "ja,fr-FR;q=0.5")
        #expect(some.supported == "fr-CH" && some.matched?.range == "fr-FR")
        #expect(throws: ICUError.self) { try SupportedLocales([]) }
        #expect(throws: ICUError.self) { try SupportedLocales(["en"], default: "de") }
        let bad = "!!"
        #expect(throws: ICUError.self) { try SupportedLocales(["en", bad]) }
    }

    @Test func eightThreadsShareOneMatcher() throws {
        let supported = try SupportedLocales(["en-US", "en-001", "de", "fr", "zh-Hant", "zh-Hans"])
        let cases = [("de-AT", "de"), ("en-GB", "en-US"), ("zh-TW", "zh-Hant"), ("fr-CA", "fr"), ("ja", "en-US")]
        let wrong = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<2_000 {
                let (header, expected) = cases[(round + thread) % cases.count]
                if supported.negotiate(acceptLanguage: header).supported != expected { wrong.add(1, ordering: .relaxed) }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
