extension NumberFormat {
    /// Whether ICU knows a three-letter ISO 4217 currency code, such as `EUR`:
    /// ``Style/currency(code:)`` with a code it does not know makes the
    /// format's initializer throw.
    ///
    /// The corresponding C function is `ucurr_getNumericCode`.
    public static func isKnownCurrency(_ code: String) -> Bool { UCurr.isKnown(code) }

    /// The ISO 4217 codes of the currencies in use today, sorted: `AED`, `AFN`, … `ZWL`.
    ///
    /// The corresponding C function is `ucurr_openISOCurrencies`.
    public static var availableCurrencies: [String] { UCurr.isoCodes.sorted() }
}
