import ICU
import Testing

/// Rendering takes its plural rules and number formats from the pool it is
/// given (the bundle's, or the one passed to `render`), so that pool's
/// capacity bounds them; a pool that evicts them renders the same text.
@Suite("Localized strings: rendering through a pool")
struct LocalizedStringsPoolTests {
    static let format = try! LocalizedStringFormat("%#@files@ of %.2f MB", variables: [
        "files": PluralVariable(valueType: "lu", forms: [.one: "%lu file", .few: "%lu files (few)", .other: "%lu files"]),
    ])

    @Test func aFormatRendersThroughThePoolItIsGiven() throws {
        let pool = FormatterPool(capacity: 64)
        #expect(pool.count == 0)
        _ = try Self.format.render([3, 1234.5], locale: "ru", pool: pool)
        // The plural rules, the decimal style for %lu and the skeleton of %.2f.
        #expect(pool.count == 3)
        _ = try Self.format.render([3, 1234.5], locale: "ru", pool: pool)
        #expect(pool.count == 3)
        _ = try Self.format.render([1, 2.5], locale: "de_CH", pool: pool)
        #expect(pool.count == 6)
    }

    @Test func aBundleRendersThroughItsPool() throws {
        let pool = FormatterPool(capacity: 64)
        let strings = try StringBundle(tables: ["Localizable": [
            "en": StringTable(["files": Self.format]),
            "ru": StringTable(["files": Self.format]),
        ]], pool: pool)
        #expect(strings.pool.count == pool.count)
        // Each localization's plural rules and decimal style, taken at load.
        #expect(pool.count == 4)
        _ = try strings.format("files", localization: "ru", arguments: [3, 1234.5])
        #expect(pool.count == 5)  // and %.2f's skeleton in ru
        // Another locale's numbers: its decimal style and skeleton, not its rules.
        _ = try strings.format("files", localization: "ru", arguments: [3, 1234.5], locale: "de_AT")
        #expect(pool.count == 7)
    }

    @Test func aPoolThatEvictsRendersTheSameText() throws {
        let tiny = FormatterPool(capacity: 1)
        let roomy = FormatterPool(capacity: 64)
        for locale: LocaleID in ["en", "ru", "ar", "de_CH", "fr", "ja", "pl", "en_US_POSIX", "hi", "es"] {
            for arguments: [MessageArgument] in [[1, 0.5], [3, 1234.567], [22, 1e7], [0, -2.0]] {
                let expected = try Self.format.render(arguments, locale: locale, pool: roomy)
                #expect(try Self.format.render(arguments, locale: locale, pool: tiny) == expected, "\(locale) \(arguments)")
                #expect(tiny.count <= 1)
            }
        }
    }
}
