import FoundationPages
import ICU
import ICUPages
import OrderPages
import Testing

/// The `Accept-Language` header, matched by `SupportedLocales` in the library's
/// pages and by hand in the twins, picks the same localization.
@Suite struct NegotiationTests {
    static let headers: [(String, String)] = [
        ("de-AT,de;q=0.9,en;q=0.5", "de"),
        ("de-CH", "de"),
        ("fr-CA,fr;q=0.9", "fr"),
        ("en-GB", "en"),
        ("pt-BR,pl;q=0.5", "pl"),
        ("ja;q=0.2,ru;q=0.8", "ru"),
        ("AR-eg", "ar"),
        ("zh-CN", "en"),
        ("fr;q=0", "en"),
        ("*", "en"),
        ("", "en"),
        (" ;q=1,,pl ", "pl"),
    ]

    @Test func bothImplementationsAgree() throws {
        let icu = try ICUOrderPages(pool: FormatterPool())
        let foundation = try FoundationOrderPages()
        let query = try PageQuery { _ in nil }
        for (header, localization) in Self.headers {
            #expect(icu.quote(acceptLanguage: header, query: query).contentLanguage == localization, "\(header)")
            #expect(foundation.quote(acceptLanguage: header, query: query).contentLanguage == localization, "\(header)")
        }
    }

    /// A `locale` parameter the site has takes the place of the header; one
    /// it has not (or junk of the right shape) leaves the header to decide.
    @Test(arguments: [
        ("de_CH", "ru", "de"), ("pt-BR", "ru", "ru"), ("ja-JP", "de", "ja"), ("PL", "", "pl"),
        ("xx-Yyyy-ZZ", "fr", "fr"), ("en", "ar", "en"), ("_", "ar", "ar"), ("zh", "", "en"),
    ])
    func theLocaleParameterComesFirst(locale: String, header: String, localization: String) throws {
        let icu = try ICUOrderPages(pool: FormatterPool())
        let foundation = try FoundationOrderPages()
        let query = try PageQuery { $0 == "locale" ? locale : nil }
        #expect(icu.quote(acceptLanguage: header, query: query).contentLanguage == localization)
        #expect(foundation.quote(acceptLanguage: header, query: query).contentLanguage == localization)
        #expect(icu.orders(acceptLanguage: header, query: query, html: true).contentLanguage == localization)
        #expect(foundation.orders(acceptLanguage: header, query: query, html: true).contentLanguage == localization)
    }
}
