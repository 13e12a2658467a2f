@testable import ICU
import Testing

/// Orders of CLDR 42's collation data, as ICU 72 sorts them; `CollationTwinTests`
/// compares the same inputs with ICU's own comparisons on any ICU.
@Suite struct CollationRulesTests {
    static let nordic = ["zebra", "ära", "apa", "öl", "åsna", "oxe"]
    static let names = ["Mueller", "Müller", "Muller", "Mull", "Mütze", "Muffe"]
    static let spanish = ["cuna", "chico", "cz", "lz", "llama", "luz", "dama"]
    static let han = ["中", "国", "人", "一", "大", "山"]

    /// Each case: a locale, its options, words, and ICU 72's order of them.
    static let orders: [(LocaleID, CollationRules.Options, [String], [String])] = [
        ("sv", .init(), nordic, ["apa", "oxe", "zebra", "åsna", "ära", "öl"]),
        ("de", .init(), nordic, ["apa", "ära", "åsna", "öl", "oxe", "zebra"]),
        ("de", .init(), names, ["Mueller", "Muffe", "Mull", "Muller", "Müller", "Mütze"]),
        ("de@collation=phonebook", .init(), names, ["Mueller", "Müller", "Mütze", "Muffe", "Mull", "Muller"]),
        ("es", .init(), spanish, ["chico", "cuna", "cz", "dama", "llama", "luz", "lz"]),
        ("es@collation=traditional", .init(), spanish, ["cuna", "cz", "chico", "dama", "luz", "lz", "llama"]),
        ("zh", .init(), han, ["大", "国", "人", "山", "一", "中"]),
        ("zh@collation=pinyin", .init(), han, ["大", "国", "人", "山", "一", "中"]),
        ("zh@collation=stroke", .init(), han, ["一", "人", "大", "山", "中", "国"]),
        ("ja", .init(), ["カ", "か", "あ", "ア", "漢", "a", "ｶ"], ["a", "あ", "ア", "カ", "か", "ｶ", "漢"]),
        ("en", .init(), ["file10", "file2", "file1", "file20"], ["file1", "file10", "file2", "file20"]),
        ("en", .init(numeric: true), ["file10", "file2", "file1", "file20"], ["file1", "file2", "file10", "file20"]),
        ("en@colNumeric=yes", .init(), ["file10", "file2", "file1", "file20"], ["file1", "file2", "file10", "file20"]),
        ("en", .init(), ["b", "a", "A", "B", "ab", "Ab"], ["a", "A", "ab", "Ab", "b", "B"]),
        ("en", .init(caseFirst: .upper), ["b", "a", "A", "B", "ab", "Ab"], ["A", "a", "Ab", "ab", "B", "b"]),
        ("en", .init(caseFirst: .lower), ["b", "a", "A", "B", "ab", "Ab"], ["a", "A", "ab", "Ab", "b", "B"]),
        ("fr", .init(), ["cote", "côte", "coté", "côté"], ["cote", "coté", "côte", "côté"]),
        ("fr_CA", .init(), ["cote", "côte", "coté", "côté"], ["cote", "côte", "coté", "côté"]),
        ("fr", .init(frenchSecondary: true), ["cote", "côte", "coté", "côté"], ["cote", "côte", "coté", "côté"]),
    ]

    @Test(.cldr42, arguments: orders.indices)
    func sortsAsICU72(_ i: Int) throws {
        let (locale, options, words, expected) = Self.orders[i]
        let rules = try CollationRules(locale: locale, options: options)
        #expect(rules.sorted(words) == expected)
        #expect(words.sorted(by: rules.areInIncreasingOrder) == expected)
        #expect(words.map(rules.sortKey).sorted() == expected.map(rules.sortKey))
    }

    @Test(.cldr42) func swedishPutsADiaeresisAfterZ() throws {
        #expect(try CollationRules(locale: "sv").compare("ä", "z") == .after)
        #expect(try CollationRules(locale: "de").compare("ä", "z") == .before)
    }

    @Test func shiftedIgnoresPunctuation() throws {
        let plain = try CollationRules(locale: "en")
        let shifted = try CollationRules(locale: "en", options: .init(alternate: .shifted))
        for spelling in ["e-mail", "e mail", "e.mail"] {
            #expect(plain.compare(spelling, "email") != .equal)
            #expect(shifted.compare(spelling, "email") == .equal)
        }
        let quaternary = try CollationRules(locale: "en", options: .init(strength: .quaternary, alternate: .shifted))
        #expect(quaternary.compare("e-mail", "email") != .equal)
    }

    @Test func strengthsAndCaseLevel() throws {
        let primary = try CollationRules(locale: "en", options: .init(strength: .primary))
        #expect(primary.equals("resume", "Résumé"))
        let secondary = try CollationRules(locale: "en", options: .init(strength: .secondary))
        #expect(secondary.equals("a", "A") && !secondary.equals("a", "á"))
        let caseLevel = try CollationRules(locale: "en", options: .init(strength: .primary, caseLevel: true))
        #expect(!caseLevel.equals("a", "A") && caseLevel.equals("a", "á"))
        let identical = try CollationRules(locale: "en", options: .init(strength: .identical))
        #expect(!identical.equals("\u{212B}", "\u{C5}") || identical.compare("\u{212B}", "\u{C5}") == .equal)
        let tertiary = try CollationRules(locale: "en")
        #expect(tertiary.compare("a", "A") == .before)
        #expect(tertiary.compare("b", "b") == .equal)
    }

    @Test func normalizationOption() throws {
        let rules = try CollationRules(locale: "en", options: .init(normalization: true))
        #expect(rules.equals("e\u{301}", "\u{E9}"))
        #expect(try rules.storage.collator.value(of: .normalization) == .on)
    }

    @Test func optionsAndLocaleAreKept() throws {
        let options = CollationRules.Options(strength: .secondary, numeric: true)
        let rules = try CollationRules(locale: "de@collation=phonebook", options: options)
        #expect(rules.options == options)
        #expect(rules.locale == "de@collation=phonebook")
        #expect(try rules.storage.collator.validLocale() == "de@collation=phonebook")
        #expect(try rules.storage.collator.value(of: .strength) == .secondary)
    }

    /// Keys order as compare does, on 10,000 random pairs of words from a mixed alphabet.
    @Test(arguments: ["de", "sv", "ja", "fr_CA", "en@colNumeric=yes"] as [LocaleID])
    func sortKeysOrderAsCompare(locale: LocaleID) throws {
        let rules = try CollationRules(locale: locale, options: .init(alternate: .shifted))
        var generator = SplitMix64(seed: 24)
        let alphabet = Array("aAäÄbBcCßsSeéèE zZöÖ-.,1029あア漢\u{301}")
        func word() -> String { String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        var mismatches = 0
        for _ in 0..<10_000 {
            let a = word(), b = word()
            let byKey: CollationRules.Order = rules.sortKey(a) < rules.sortKey(b) ? .before : (rules.sortKey(a) == rules.sortKey(b) ? .equal : .after)
            if byKey != rules.compare(a, b) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func sortedByKeyPathIsStable() throws {
        let rules = try CollationRules(locale: "en", options: .init(strength: .primary))
        let people = [("Émile", 1), ("b", 2), ("emile", 3), ("A", 4), ("EMILE", 5)]
        #expect(rules.sorted(people, by: \.0).map(\.1) == [4, 2, 1, 3, 5])
        #expect(rules.sorted([String]()) == [])
        #expect(rules.sorted(["", "a", ""]) == ["", "", "a"])
    }

    @Test func sortKeyBytesRoundTrip() throws {
        let rules = try CollationRules(locale: "de")
        let key = rules.sortKey("Äpfel")
        #expect(key.bytes.last == 0)
        #expect(SortKey(bytes: key.bytes) == key)
        var buffer: [UInt8] = [9]
        let length = rules.appendSortKey(of: "Äpfel", to: &buffer)
        #expect(length == key.bytes.count && Array(buffer.dropFirst()) == key.bytes)
        let long = String(repeating: "Straße ", count: 2000)
        #expect(rules.sortKey(long).bytes.count > 2000)
    }

    @Test func theTableSortsLikeCompare() throws {
        let rules = try CollationRules(locale: "sv")
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("aäåözZ ")
        let words = (0..<3000).map { _ in String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        let sorted = rules.sorted(words)
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(rules.compare(a, b) != .after) }
    }
}
