import ICUBridge

/// Currencies (ucurr.c).
enum UCurr {
    /// The locale's currency as an ISO 4217 code (`ucurr_forLocale`).
    static func currency(forLocale id: String) throws(ICUError) -> String {
        try BridgeText.string("finding the currency of '\(id)'") { dest, capacity, status in
            id.withCString { icub_ucurr_for_locale($0, dest, capacity, &status) }
        }
    }

    /// Whether ICU knows a three-letter ISO 4217 code (`ucurr_getNumericCode`).
    static func isKnown(_ code: String) -> Bool {
        code.utf8.count == 3 && code.withCString { icub_ucurr_numeric_code($0) } != 0
    }

    /// The ISO 4217 codes of the currencies in use today (`ucurr_openISOCurrencies`).
    static var isoCodes: [String] {
        let text = infallible { () throws(ICUError) in
            try BridgeText.string("listing ISO 4217 currencies") { dest, capacity, status in
                icub_ucurr_iso_codes(dest, capacity, &status)
            }
        }
        return text.split(separator: "\n").map(String.init)
    }
}
