import ICUBridge

/// Currencies (ucurr.c).
enum UCurr {
    /// The locale's currency as an ISO 4217 code (`ucurr_forLocale`).
    static func currency(forLocale id: LocaleID) throws(ICUError) -> String {
        let id = try id.icuName
        return try BridgeText.string("finding the currency of '\(id)'") { dest, capacity, status in
            id.withCString { icub_ucurr_for_locale($0, dest, capacity, &status) }
        }
    }

    /// The locale's currency as an ISO 4217 code, or `nil` when ICU has none for
    /// it: a locale without a region, or one whose region has no currency
    /// (`ucurr_forLocale` failing with `U_MISSING_RESOURCE_ERROR`).
    static func currencyIfAny(forLocale id: LocaleID) throws(ICUError) -> String? {
        do {
            let code = try currency(forLocale: id)
            return code.isEmpty ? nil : code
        } catch where error.code.rawValue == ICUStatus.missingResource {
            return nil
        }
    }

    /// Which name of a currency ``name(of:locale:style:)`` reads (`UCurrNameStyle`).
    enum NameStyle {
        /// `UCURR_SYMBOL_NAME`: `€`, `CHF`, `US$` …
        case symbol
        /// `UCURR_LONG_NAME`: `Euro`, `Schweizer Franken` …
        case long

        var icuValue: Int32 {
            switch self {
            case .symbol: Int32(ICUB_UCURR_SYMBOL_NAME)
            case .long: Int32(ICUB_UCURR_LONG_NAME)
            }
        }
    }

    /// A currency's symbol or name in a locale; ICU gives the code itself for a
    /// currency it has no name for (`ucurr_getName`).
    static func name(of code: String, locale: LocaleID, style: NameStyle) throws(ICUError) -> String {
        let locale = try locale.icuName
        return try BridgeText.string("naming currency '\(code.prefix(8))' in \(locale)") { dest, capacity, status in
            code.withCString { c in locale.withCString { icub_ucurr_name(c, $0, style.icuValue, dest, capacity, &status) } }
        }
    }

    /// The fraction digits a currency's amounts are written with, its minor
    /// unit: 2 for EUR, 0 for JPY, 3 for BHD (`ucurr_getDefaultFractionDigits`).
    static func fractionDigits(of code: String) throws(ICUError) -> Int {
        var status: Int32 = 0
        let digits = code.withCString { icub_ucurr_fraction_digits($0, &status) }
        try ICUStatus.check(status, "reading the fraction digits of currency '\(code.prefix(8))'")
        return Int(digits)
    }

    /// Whether ICU knows a three-letter ISO 4217 code, in any case: it has a numeric code
    /// (`ucurr_getNumericCode`), or ICU lists it (`ucurr_openISOCurrencies(UCURR_ALL)`).
    /// The second holds codes ICU writes but has no number for: ICU 72's `CNH` (the offshore
    /// yuan) and historic codes, and ICU 76's new `XCG`, which it lists as in use today.
    static func isKnown(_ code: String) -> Bool {
        guard code.utf8.count == 3 else { return false }
        if code.withCString({ icub_ucurr_numeric_code($0) }) != 0 { return true }
        let upper = String(decoding: code.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
        return allCodes.contains(upper)
    }

    /// Every code ICU lists (`ucurr_openISOCurrencies(UCURR_ALL)`), read once.
    private static let allCodes = Set(codes(Int32(ICUB_UCURR_ALL), "listing every ISO 4217 currency"))

    /// The ISO 4217 codes of the currencies in use today (`ucurr_openISOCurrencies`).
    static var isoCodes: [String] { codes(Int32(ICUB_UCURR_IN_USE), "listing ISO 4217 currencies") }

    /// The codes `icub_ucurr_iso_codes` lists for `which` (an ICUB_UCURR_ selection).
    private static func codes(_ which: Int32, _ operation: String) -> [String] {
        let text = infallible { () throws(ICUError) in
            try BridgeText.string(operation) { dest, capacity, status in
                icub_ucurr_iso_codes(which, dest, capacity, &status)
            }
        }
        return text.split(separator: "\n").map(String.init)
    }
}
