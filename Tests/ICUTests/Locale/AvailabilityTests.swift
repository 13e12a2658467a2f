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

    /// Codes ICU lists and writes but has no ISO numeric code for: every ICU's `CNH`
    /// (the offshore yuan) and `XFU`, ICU 76's `XCG` (listed as in use today). They were
    /// refused as unknown (ICU 76: `availableCurrencies` held a code `isKnownCurrency` denied).
    @Test func codesWithoutANumericCodeAreKnown() throws {
        for code in ["CNH", "cnh", "XFU"] {
            #expect(NumberFormat.isKnownCurrency(code), "\(code)")
        }
        let text = try NumberFormat(.currency(code: "CNH"), locale: "en_US").format(12.5)
        #expect(text.contains("12.50"), "\(text)")
        #expect(!NumberFormat.isKnownCurrency("ABC"))
    }
}
