@testable import ICU
import Testing

@Suite struct CollationPoolTests {
    @Test func thePoolKeepsOneCollatorPerLocaleAndOptions() throws {
        let pool = FormatterPool()
        let a = try pool.collationRules(locale: "sv")
        let b = try pool.collationRules(locale: "sv")
        #expect(a.storage === b.storage)
        let numeric = try pool.collationRules(locale: "sv", options: .init(numeric: true))
        #expect(numeric.storage !== a.storage)
        #expect(numeric.compare("file2", "file10") == .before)
        #expect(a.compare("ä", "z") == .after)
        #expect(throws: ICUError.self) { try pool.collationRules(locale: "de@collation=nonsense") }
    }
}
