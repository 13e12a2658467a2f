@_spi(CLI) @testable import ICU
import Testing

/// What a collator and a search refuse, and the messages that say why.
@Suite struct CollationBadInputTests {
    /// ICU itself would quietly sort by the standard order.
    @Test(arguments: ["de@collation=nonsense", "en@collation=phonebook", "es@collation=stroke"])
    func unknownCollationTypeIsAnError(locale: String) throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: locale) {
            try CollationRules(locale: LocaleID(locale))
        }
        #expect(error.kind == .badInput)
        #expect(error.reason?.contains("standard") == true)
    }

    @Test func badAttributeKeyword() throws {
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "colstrength=bogus") {
            try CollationRules(locale: "de@colStrength=bogus")
        }
    }

    @Test func illFormedLocale() throws {
        #expect(throws: ICUError.self) { try CollationRules(locale: "not a locale!") }
    }

    @Test func emptyNeedle() throws {
        let rules = try CollationRules(locale: "en")
        let error = try #require(throws: ICUError.self) { try CollationSearch("", rules: rules) }
        #expect(error.kind == .badInput)
        #expect(throws: ICUError.self) { try rules.ranges(of: "", in: "text") }
    }

    /// Bytes that are not UTF-8 are refused by the byte entry points (Swift strings always are UTF-8).
    @Test func invalidUTF8() throws {
        let rules = try CollationRules(locale: "en")
        var keys: [UInt8] = [1, 2]
        let bad: [UInt8] = [0x61, 0xC3, 0x28]
        #expect(throws: ICUError.self) { try bad.withUnsafeBufferPointer { try rules.appendSortKey(utf8: $0, to: &keys) } }
        #expect(keys == [1, 2])
        let search = try CollationSearch("a", rules: rules)
        #expect(throws: ICUError.self) { try bad.withUnsafeBufferPointer { try search.utf8Ranges(in: $0) } }
        var table = SortKeyTable(rules: rules)
        #expect(throws: ICUError.self) { try bad.withUnsafeBufferPointer { try table.append(utf8: $0) } }
        #expect(table.count == 0)
    }

    @Test func aMegabyteOfText() throws {
        let rules = try CollationRules(locale: "de", options: .init(strength: .primary))
        let text = megabyte(of: "ß")
        #expect(rules.compare(text, text) == .equal)
        #expect(rules.sortKey(text).bytes.count > 1 << 20)
        #expect(try rules.firstRange(of: "ss", in: text) != nil)
    }
}
