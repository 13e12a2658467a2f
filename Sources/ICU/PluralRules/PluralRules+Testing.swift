/// What tests and fuzz targets outside the module compare: the category of a
/// decimal with fraction digits from the rules read once from ICU's text of
/// them, which ranges with a fraction use, and ICU's. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let french = try PluralRules(locale: "fr")
/// if let compiled = french.compiledCategory(forDecimal: "1.50") {
///     let icu = try french.category(forDecimal: "1.50")
///     assert(compiled == icu)   // .one
/// }
/// ```
@_spi(Testing)
extension PluralRules {
    /// The category of a plain decimal string with fraction digits
    /// (`[+-]digits.digits`), from the rules read once from ICU's resource
    /// `plurals`; nil for text without fraction digits or
    /// not read there, and where the rules are not ICU's for every probe.
    public func compiledCategory(forDecimal text: String) -> Category? {
        guard let digits = PluralRules.visibleFractionDigits(text), digits > 0 else { return nil }
        return storage.compiledRules()?.category(of: text, fractionDigits: digits)
    }
}
