import ICU
import Testing

@Suite("Localized strings: specifiers")
struct LocalizedStringsSpecifierTests {
    /// C's `%g` writes in scientific notation when the exponent is below -4 or
    /// at least the precision, up to the largest precision a format may ask (100).
    @Test(arguments: ["%g", "%.20g", "%.58g", "%.59g", "%.80g", "%.100g", "%#.100g"])
    func generalInScientificNotation(_ specifier: String) throws {
        let format = try LocalizedStringFormat(specifier)
        #expect(try format.render([1e300], locale: "en").hasSuffix("E300"))
        #expect(try format.render([1.5e-300], locale: "en").hasSuffix("E-300"))
        #expect(try !format.render([123.5], locale: "en").contains("E"))
    }
}
