import Testing
@testable import ICU
import ICUBridge

/// The pool asked by ID strings, and from Swift-concurrency tasks.
@Suite("FormatterPool: ID strings and tasks")
struct FormatterPoolConcurrencyTests {
    @Test func askedByAnIDStringTheSameFormatAsByLocaleID() throws {
        let pool = FormatterPool(capacity: 16, currentLocale: "en_US")
        let byString = try pool.numberFormat(.currency(code: "EUR"), locale: "de-DE")
        let byID = try pool.numberFormat(.currency(code: "EUR"), locale: LocaleID("de_DE"))
        #expect(byString.storage === byID.storage)
        #expect(byString.format(1234.5)
            == RawICU.number(1234.5, skeleton: "currency/EUR precision-currency-standard group-on-aligned", locale: "de_DE"))
        let tag = "fr-CH"
        #expect(try pool.pluralRules(locale: LocaleID(tag)).locale == "fr_CH")
        #expect(try pool.bestPattern(for: "yMMMd", locale: LocaleID(tag)) == pool.bestPattern(for: "yMMMd", locale: LocaleID(tag)))
        let zone = try TimeZoneID("Europe/Zurich")
        #expect(try pool.dateFormat(template: "yMMMd", locale: LocaleID(tag), timeZone: zone).locale == "fr_CH")
        let bad = "!!"
        #expect(throws: ICUError.self) { try pool.numberFormat(locale: LocaleID(bad)) }
    }

    /// Tasks that miss the same key at once never park their thread waiting for
    /// another's creation: each makes its own, and the pool keeps one.
    @Test func tasksNeverWaitForAnotherThreadsCreation() async throws {
        let pool = FormatterPool(capacity: 64, currentLocale: "en_US")
        let locales = ["de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "sv_SE", "pl_PL", "ru_RU"]
        for id in locales {
            let locale = try LocaleID(id)
            let outputs = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<8 {
                    group.addTask { try pool.numberFormat(.spellOut, locale: locale).format(1234) }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(Set(outputs).count == 1)
            #expect(outputs.count == 8)
        }
        #expect(pool.storage.parkedWaits.load(ordering: .relaxed) == 0)
        #expect(pool.count == locales.count)
    }
}
