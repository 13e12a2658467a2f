@testable import ICU
import ICUBridge
import Testing

/// The twins of `CollationRulesTests`: the same words sorted by ICU's own
/// `ucol_strcollUTF8` in this process, on whatever ICU the suite runs on.
@Suite struct CollationTwinTests {
    /// `ucol_open`, `ucol_setAttribute` and `ucol_strcollUTF8` straight through the bridge.
    static func rawSorted(_ words: [String], locale: String, settings: [(Int32, Int32)]) throws -> [String] {
        var status: Int32 = 0
        let collator = try #require(icub_ucol_open(locale, &status))
        defer { icub_ucol_close(collator) }
        for (attribute, value) in settings { icub_ucol_set_attribute(collator, attribute, value, &status) }
        #expect(status <= 0)
        // An insertion sort: stable, as the library's is.
        var sorted: [String] = []
        for word in words {
            var at = sorted.count
            while at > 0, withBridgeText(sorted[at - 1], { a, n in withBridgeText(word) { b, m in icub_ucol_compare(collator, a, n, b, m, &status) } }) > 0 {
                at -= 1
            }
            sorted.insert(word, at: at)
        }
        return sorted
    }

    @Test(arguments: CollationRulesTests.orders.indices)
    func sortsAsICUItself(_ i: Int) throws {
        let (locale, options, words, _) = CollationRulesTests.orders[i]
        let settings = CollationRules.Storage.settings(options).map { ($0.0.icuValue, $0.1.icuValue) }
        let rules = try CollationRules(locale: locale, options: options)
        #expect(rules.sorted(words) == (try Self.rawSorted(words, locale: locale.identifier, settings: settings)))
    }

    @Test func swedishAndGermanAsICUItself() throws {
        for locale in ["sv", "de"] {
            #expect(try CollationRules(locale: LocaleID(locale)).sorted(["ä", "z"])
                == (try Self.rawSorted(["ä", "z"], locale: locale, settings: [])))
        }
    }
}
