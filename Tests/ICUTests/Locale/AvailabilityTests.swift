import Testing
@testable import ICU

/// What ICU has data for: locales, currencies, zones.
@Suite("Availability")
struct AvailabilityTests {
    @Test func supportedLocalesHaveDataForTheirLanguage() throws {
        for id in ["de_DE", "de_ZZ", "de", "en_US_POSIX", "sr_Latn_RS", "ja_JP@calendar=japanese", "root", "zh-Hant-TW"] {
            #expect(try LocaleID(id).isSupported, "\(id)")
        }
        for id in ["xx_YY", "zz", "qaa", "tlh"] {
            let locale = try LocaleID(id)
            #expect(!locale.isSupported, "\(id)")
        }
        #expect(LocaleID.availableLocales.allSatisfy { $0.isSupported })
    }

    @Test func currencies() {
        let codes = NumberFormat.availableCurrencies
        #expect(codes.count > 150)
        #expect(codes == codes.sorted())
        for code in ["EUR", "USD", "JPY", "CHF", "INR"] { #expect(codes.contains(code)) }
        #expect(codes.allSatisfy { NumberFormat.isKnownCurrency($0) })
        // ICU knows historic codes too, which are not in use today.
        #expect(NumberFormat.isKnownCurrency("DEM"))
        #expect(!codes.contains("DEM"))
        for code in ["XYZ", "EU", "EURO", ""] { #expect(!NumberFormat.isKnownCurrency(code), "\(code)") }
        // ICU reads codes without regard to case.
        #expect(NumberFormat.isKnownCurrency("eur"))
    }
}
