@_spi(Testing) import ICU
import ICUBridge
import Testing

/// The decimal style compiled at creation writes plain decimal strings as ICU
/// does, byte for byte, in every locale it is compiled for; other text, and
/// locales whose output it does not reproduce, go to ICU.
@Suite("NumberFormat: the compiled decimal style")
struct CompiledDecimalFormatTests {
    /// Signs, zeros, rounding ties and carries, every grouping length, and text the compiled path leaves to ICU.
    static let values: [String] = {
        var values = ["0", "-0", "+0", "000", "-000.000", "1", "-1", "+5", ".5", "5.", "-.5", "007.5", "0.0005", "0.0015",
                      "0.0025", "0.0035", "-0.0005", "-0.00051", "1.0005", "1.00050000000000001", "2.0015", "9.9995",
                      "99.9995", "-999.9995", "0.9999", "1.10", "3.14159", "-1234.5678", "1000", "12345", "123456",
                      "1234567", "12345678", "123456789.125", "-987654321.0125",
                      String(repeating: "9", count: 30) + ".9995", String(repeating: "9", count: 30) + ".9996",
                      String(repeating: "1", count: 31), "1e3", "1.5E-3", "-2e10", "NaN", "abc", "", "-", ".", "1..2", "1-",
                      "٣", "1,5", " 1", "1 "]
        // Deterministic decimals of up to 30 integer and 8 fraction digits.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<60 {
            var text = next(5) == 0 ? "-" : ""
            text += (0..<(1 + next(30))).map { _ in String(next(10)) }.joined()
            if next(3) > 0 { text += "." + (0..<(1 + next(8))).map { _ in String(next(10)) }.joined() }
            values.append(text)
        }
        return values
    }()

    @Test func everyLocaleWritesWhatICUWrites() throws {
        var compiled = 0
        var mismatches: [String] = []
        for locale in LocaleID.availableLocales {
            let format = try NumberFormat(.decimal, locale: locale)
            guard format.takesCompiledDecimalPath else { continue }
            compiled += 1
            for value in Self.values {
                let mine = Result { () throws(ICUError) in try format.format(decimal: value) }
                let icu = Result { () throws(ICUError) in try format.formatThroughICU(decimal: value) }
                switch (mine, icu) {
                case (.success(let a), .success(let b)) where a.utf8.elementsEqual(b.utf8): break
                case (.failure(let a), .failure(let b)) where a.code == b.code: break
                default: mismatches.append("\(locale) '\(value)': \(mine) / ICU \(icu)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        // Most locales: every one whose decimal style is on ICU's modern engine, but for any it does not reproduce.
        #expect(compiled > 600, "\(compiled) locales compiled")
    }

    /// Locales with other digits, separators, groupings and signs are compiled, and write
    /// what ICU's `unum_formatDouble` writes in this process.
    @Test(arguments: ["de_DE", "en_US", "hi_IN", "ar", "fr_FR", "de_CH"])
    func compiledLocalesAsUnum(locale: String) throws {
        let format = try NumberFormat(.decimal, locale: LocaleID(locale))
        #expect(format.takesCompiledDecimalPath)
        #expect(try format.format(decimal: "-1234567.8905") == format.formatThroughICU(decimal: "-1234567.8905"))
        let unum = try #require(RawICU.number(-1234567.8905, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: locale))
        #expect(try format.format(decimal: "-1234567.8905") == unum)
    }

    /// Locales with other digits, separators, groupings and signs are compiled (ICU 72's data).
    /// `-1234567.8905` rounds half to even: the tie after `890` keeps the even `0`, which is then dropped.
    @Test(.cldr42, arguments: [("de_DE", "-1.234.567,89"), ("en_US", "-1,234,567.89"), ("hi_IN", "-12,34,567.89"),
                      ("ar", "\u{61C}-\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}\u{66B}\u{668}\u{669}"),
                      ("fr_FR", "-1\u{202F}234\u{202F}567,89"), ("de_CH", "-1’234’567.89")])
    func compiledLocales(locale: String, expected: String) throws {
        let format = try NumberFormat(.decimal, locale: LocaleID(locale))
        #expect(format.takesCompiledDecimalPath)
        #expect(try format.format(decimal: "-1234567.8905") == format.formatThroughICU(decimal: "-1234567.8905"))
        #expect(try format.format(decimal: "-1234567.8905") == expected)
    }

    /// Text beyond the compiled path's plain form goes to ICU, which writes it or refuses it as before.
    @Test func otherTextGoesToICU() throws {
        let format = try NumberFormat(.decimal, locale: "en_US")
        #expect(try format.format(decimal: "1.5e3") == "1,500")
        #expect(try format.format(decimal: String(repeating: "1", count: 31)) == format.formatThroughICU(decimal: String(repeating: "1", count: 31)))
        #expect(throws: ICUError.self) { try format.format(decimal: "1,5") }
        #expect(throws: ICUError.self) { try format.format(decimal: "0." + String(repeating: "1", count: NumberFormat.decimalDigitLimit + 1)) }
    }
}
