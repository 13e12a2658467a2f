import ICUBridge
import Testing

extension Internals.Bridge {
    /// ucurr.c: a locale's currency, and ISO 4217 numeric codes.
    @Suite("ucurr.c")
    struct UCurrBridgeTests {
        @Test(arguments: [("de_DE", "EUR"), ("ja_JP", "JPY"), ("en_US", "USD"), ("de_CH", "CHF")])
        func currencyForLocale(locale: String, expected: String) {
            expectPreflighting(expected) { icub_ucurr_for_locale(locale, $0, $1, &$2) }
        }

        /// A locale without a region has no currency.
        @Test(arguments: ["en", "xx"])
        func noCurrencyWithoutARegion(locale: String) {
            let call = BridgeCall(capacity: 8) { icub_ucurr_for_locale(locale, $0, $1, &$2) }
            #expect(call.statusName == "U_MISSING_RESOURCE_ERROR")
            #expect(call.length == 0)
        }

        /// Exactly three ASCII letters, in either case (ICU uppercases them); anything else is 0.
        @Test(arguments: [
            ("EUR", 978), ("eur", 978), ("JPY", 392), ("XXX", 999),
            ("EU", 0), ("EURO", 0), ("E\u{FC}R", 0), ("QQQ", 0), ("", 0),
        ])
        func numericCode(code: String, expected: Int32) {
            #expect(icub_ucurr_numeric_code(code) == expected)
        }
    }
}
