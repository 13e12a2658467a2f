#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ICU
import ICUBridge
import Testing

/// printf semantics: C's flags, widths, precisions and rounding, compared
/// with the C library's own `snprintf` in this process, and the locale's
/// digits and signs, compared with ICU's own output.
@Suite("Localized strings: printf semantics")
struct LocalizedStringsPrintfTests {
    /// Flags, widths and precisions as C applies them: an integer's precision
    /// is its least number of digits, zeros go after the sign and after `0x`,
    /// a precision turns the `0` flag off for integers, `+` and the space flag
    /// are for signed conversions only.
    @Test func flagsAsCAppliesThem() throws {
        #expect(try render("[%.2d:%.2d] [% 05d] [%#010x] [%08.3d] [%+u]", [5, 3, 42, 255, 5, 7])
                == "[05:03] [ 0042] [0x000000ff] [     005] [7]")
        #expect(try render("[%.0d] [%+.0d] [% .0d] [%.0x] [%#.0o]", [0, 0, 0, 0, 0]) == "[] [+] [ ] [] [0]")
        #expect(try render("[%+05d] [%-+6d] [%#o] [%#08o]", [42, 42, 8, 8]) == "[+0042] [+42   ] [010] [00000010]")
        #expect(try render("[%.3s] [%-5.2@] [%05s]", ["abcdef", "xyz", "ab"]) == "[abc] [xy   ] [   ab]")
        #expect(try render("[%#.0f] [%#.0e] [%#g] [%#.3g]", [5, 5, 100000, 0]) == "[5.] [5.E0] [100,000.] [0.00]")
    }

    /// The issue's reproducer, as the C library writes it in the same process.
    @Test func theSameAsSnprintf() throws {
        let format = "[%.2lld:%.2lld] [% 05lld] [%#010llx] [%08.3lld] [%+llu]"
        var buffer = [CChar](repeating: 0, count: 256)
        _ = withVaList([Int64(5), Int64(3), Int64(42), UInt64(255), Int64(5), UInt64(7)]) { vsnprintf(&buffer, buffer.count, format, $0) }
        let c = String(cString: buffer)
        #expect(try render(format, [5, 3, 42, 255, 5, 7], "en_US_POSIX") == c)
    }

    /// Random specifiers and values, in en_US_POSIX (ASCII digits, no
    /// grouping), give what `snprintf` gives byte for byte. One difference is
    /// decided: `%e` and `%g` write the exponent as the locale does (`1.5E3`
    /// where C writes `1.5e+03`), so C's exponent is rewritten so, and C is
    /// given a width larger by what its longer exponent takes. And `%#g` is
    /// compared with the `%#e` or `%#f` the C standard says it is: glibc's
    /// drops the trailing zeros of a value that rounds up to a power of ten
    /// (`1.e+06` for `%#g` of 999999.5, where the standard writes `1.00000e+06`).
    @Test func randomSpecifiersAsSnprintf() throws {
        var random = SplitMix64(seed: 21)
        var differences: [String] = []
        for _ in 0..<20_000 {
            let (ours, c, argument, cArgument) = Self.specifier(&random)
            let expected: String
            if ours.last.map({ "eEgG".contains($0) }) == true {
                let c = Self.standardAlternateG(c, cArgument)
                let plain = Self.snprintf(c.withoutWidth, cArgument)
                let longer = plain.utf8.count - Self.exponentAsICU(plain).utf8.count
                expected = Self.exponentAsICU(Self.snprintf(c.withWidth(c.width == 0 ? 0 : c.width + longer), cArgument))
            } else {
                expected = Self.snprintf(c.text, cArgument)
            }
            let rendered = try render(ours, [argument], "en_US_POSIX")
            if rendered != expected { differences.append("\(ours) \(argument): \(rendered) ≠ C \(expected)") }
        }
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(10))")
    }

    /// The examples of docs/localized-strings.md.
    @Test(.cldr42) func documentedExamples() throws {
        #expect(try render("%f", [1234.5], "en_US_POSIX") == "1234.500000")
        #expect(try render("%.5d", [42]) == "00,042")
        #expect(try render("[%.1f] [%.1f] [%.1f] [%.2f]", [0.15, 0.25, 0.95, 2.675]) == "[0.1] [0.2] [0.9] [2.67]")
        #expect(try render("%.1f", [0.15], "hr") == "0,1")
        #expect(try render("%.1f", [0.15], "ar") == "٠٫١")
        #expect(try render("%#g", [999999.5]) == "1.00000E6")
        #expect(try render("[%05d]", [-42], "ar") == "[\u{061C}-٠٠٤٢]")
        let general = ["n": PluralVariable(valueType: ".2g", forms: [.one: "one:%.2g", .other: "other:%.2g"])]
        #expect(try render("%#@n@", [0.999], "en", general) == "one:1")
    }

    /// ``documentedExamples()``'s locale-dependent text, compared with ICU's own
    /// `unumf` for the specifier's skeleton, so that it holds on any ICU.
    @Test func documentedExamplesAsUnumf() throws {
        let rows: [(String, MessageArgument, LocaleID, Double, String)] = [
            ("%.5d", 42, "en", 42, "group-on-aligned integer-width/*00000"),
            ("%.1f", 0.15, "hr", 0.1, ".0 group-on-aligned"), ("%.1f", 0.15, "ar", 0.1, ".0 group-on-aligned"),
            ("%#g", 999999.5, "en", 1e6, "scientific @@@@@@ decimal-always"),
        ]
        for (format, argument, locale, printed, skeleton) in rows {
            #expect(try render(format, [argument], locale)
                == RawICU.number(printed, skeleton: skeleton, locale: locale.identifier), "\(format) in \(locale)")
        }
        let general = ["n": PluralVariable(valueType: ".2g", forms: [.one: "one:%.2g", .other: "other:%.2g"])]
        #expect(try render("%#@n@", [0.999], "en", general).hasPrefix(RawICU.plural(1, locale: "en") ?? "?"))
    }

    /// Values at rounding ties print C's digits (the exact binary value
    /// rounded, as `String(format:)` prints), where ICU alone would round the
    /// shortest decimal half-even: `%.1f` of 0.15 is 0.1, of 0.25 is 0.2, of 0.95 is 0.9.
    @Test(arguments: ["en", "hr", "lt", "ar", "de"])
    func fixedPrecisionPrintsCsDigits(_ locale: LocaleID) throws {
        for (value, precision) in [(0.15, 1), (0.25, 1), (0.95, 1), (0.05, 1), (2.675, 2), (1.005, 2), (2.5, 0), (0.125, 2)] {
            let c = Self.snprintf("%.\(precision)f", value)
            let icu = try NumberFormat(.skeleton("." + String(repeating: "0", count: precision) + " group-on-aligned"), locale: locale)
            let expected = try precision == 0 ? NumberFormat(.skeleton("precision-integer"), locale: locale).format(decimal: c)
                                               : icu.format(decimal: c)
            #expect(try render("%.\(precision)f", [.double(value)], locale) == expected, "\(value) \(precision)")
        }
    }

    /// The plural form is the printed number's, and the printed number is C's:
    /// hr 0.15 with `.1f` is printed 0,1 and takes `one`; lt 0.95 is printed 0,9 and takes `many`.
    @Test func pluralFormOfThePrintedNumber() throws {
        let forms: [PluralRules.Category: String] = [
            .zero: "zero:%.1f", .one: "one:%.1f", .two: "two:%.1f", .few: "few:%.1f", .many: "many:%.1f", .other: "other:%.1f",
        ]
        let variables = ["v": PluralVariable(valueType: ".1f", forms: forms)]
        #expect(try render("%#@v@", [0.15], "hr", variables) == "one:0,1")
        #expect(try render("%#@v@", [0.95], "lt", variables) == "many:0,9")
        // Around every tie of one decimal from 0.05 to 2.95, in languages whose categories tell fractions apart.
        for locale: LocaleID in ["hr", "lt", "lv", "ru", "pl", "cs", "sl", "br", "ga", "mt", "ar", "he", "fr", "pt", "is", "mk"] {
            let rules = try PluralRules(locale: locale)
            let number = try NumberFormat(.skeleton(".0 group-on-aligned"), locale: locale)
            for tenth in 0..<30 {
                let value = Double(tenth) / 10 + 0.05
                let c = Self.snprintf("%.1f", value)
                let expected = "\(try rules.category(forDecimal: c)):\(try number.format(decimal: c))"
                #expect(try render("%#@v@", [.double(value)], locale, variables) == expected, "\(locale) \(value)")
            }
        }
    }

    /// Zeros go after the sign and the bidirectional marks ICU writes around
    /// it, in the locale's digits, ungrouped; the marks take no width. The
    /// expected text is ICU's own: `%05d` of -42 is -42 with at least four
    /// digits. A precision is the least number of digits, grouped as ICU
    /// groups them (`%.4d` of 42 is `0,042` in en).
    @Test(arguments: ["ar", "ps", "fa", "he", "ur", "ckb", "hr", "lt", "en"])
    func zeroPaddingInTheLocale(_ locale: LocaleID) throws {
        func icu(_ skeleton: String, _ value: Int) throws -> String { try NumberFormat(.skeleton(skeleton), locale: locale).format(value) }
        #expect(try render("%05d", [-42], locale) == icu("integer-width/*0000 group-off", -42))
        #expect(try render("%05d", [42], locale) == icu("integer-width/*00000 group-off", 42))
        #expect(try render("%+05d", [42], locale) == icu("integer-width/*0000 group-off sign-always", 42))
        #expect(try render("%.4d", [-42], locale) == icu("integer-width/*0000 group-on-aligned", -42))
        #expect(try render("%+.4d", [42], locale) == icu("integer-width/*0000 group-on-aligned sign-always", 42))
        #expect(try render("%08.2f", [-2.5], locale)
                == NumberFormat(.skeleton("integer-width/*0000 .00 group-off"), locale: locale).format(decimal: "-2.50"))
        // Spaces count what is seen: "-42" is three wide, with or without marks around the sign.
        let plain = try NumberFormat(.decimal, locale: locale)
        #expect(try render("%6d", [-42], locale) == "   " + plain.format(-42))
        #expect(try render("%-6d|", [-42], locale) == plain.format(-42) + "   |")
    }

    @Test func bidiMarksTakeNoWidth() throws {
        let minus42 = try NumberFormat(.decimal, locale: "ps").format(-42)
        // The premise: ICU writes marks around the sign in ps.
        #expect(minus42.unicodeScalars.contains { $0 == "\u{200E}" || $0 == "\u{200F}" || $0 == "\u{061C}" })
        #expect(try render("[%05d]", [-42], "ps").unicodeScalars.filter { $0.properties.numericType != nil }.count == 4)
    }

    /// Infinity and NaN are the locale's symbols, padded with spaces as C pads `inf`.
    @Test func nonFiniteValuesArePaddedWithSpaces() throws {
        let infinity = try NumberFormat(.skeleton(".000000 group-on-aligned"), locale: "en").format(Double.infinity)
        #expect(try render("[%08f]", [.double(.infinity)]) == "[" + String(repeating: " ", count: 8 - infinity.count) + infinity + "]")
        #expect(try render("[%-5.1f]", [.double(.nan)]) == "[NaN  ]")
    }

    // MARK: The C library, and random specifiers

    /// What the C library writes for `format` with one argument: text as a C string.
    static func snprintf(_ format: String, _ argument: any CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let written: Int32
        if let text = argument as? String {
            written = text.withCString { text in withVaList([text]) { vsnprintf(&buffer, buffer.count, format, $0) } }
        } else {
            written = withVaList([argument]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        precondition(written >= 0 && Int(written) < buffer.count)
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// C's exponent (`e+03`, `E-05`) as ICU writes it in en_US_POSIX (`E3`, `E-5`).
    static func exponentAsICU(_ text: String) -> String {
        var bytes = Array(text.utf8)
        guard let e = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
              e + 2 < bytes.count else { return text }
        let negative = bytes[e + 1] == UInt8(ascii: "-")
        var end = e + 2
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        let exponent = Int(String(decoding: bytes[(e + 2)..<end], as: UTF8.self))!
        bytes.replaceSubrange(e..<end, with: Array(("E" + (negative ? "-" : "") + String(exponent)).utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%#g` as the C standard defines it, for `value`: `%#e` with one digit
    /// fewer when the exponent is below -4 or at least the precision, else `%#f`.
    static func standardAlternateG(_ c: CSpecifier, _ value: any CVarArg) -> CSpecifier {
        guard c.flags.contains("#"), c.conversion == "g" || c.conversion == "G", let value = value as? Double else { return c }
        let digits = max(1, Int(c.precision.dropFirst()) ?? (c.precision.isEmpty ? 6 : 0))
        let scientific = snprintf("%.\(digits - 1)e", value)
        let exponent = Int(scientific[scientific.index(after: scientific.lastIndex(of: "e")!)...])!
        var standard = c
        if exponent < -4 || exponent >= digits {
            (standard.precision, standard.conversion) = (".\(digits - 1)", c.conversion == "g" ? "e" : "E")
        } else {
            (standard.precision, standard.conversion) = (".\(digits - 1 - exponent)", "f")
        }
        return standard
    }

    /// A C specifier in parts, to write with another width.
    struct CSpecifier {
        var flags: String, width: Int, precision: String, conversion: String
        var text: String { withWidth(width) }
        var withoutWidth: String { "%" + flags.filter { $0 != "-" && $0 != "0" } + precision + conversion }
        func withWidth(_ width: Int) -> String { "%" + flags + (width > 0 ? String(width) : "") + precision + conversion }
    }

    /// A random specifier for this library, the same for C (with C's length
    /// modifiers), and a value for each.
    static func specifier(_ random: inout SplitMix64) -> (String, CSpecifier, MessageArgument, any CVarArg) {
        let conversions = ["d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "s"]
        let conversion = conversions[random.below(conversions.count)]
        var flags = ""
        for _ in 0..<random.below(4) { flags.append("-+ 0#".randomElement(using: &random)!) }
        if conversion == "s" { flags.removeAll { $0 == "#" } }
        let width = random.below(3) == 0 ? 0 : random.below(random.below(4) == 0 ? 120 : 25)
        var precision = ""
        switch random.below(4) {
        case 0: break
        case 1: precision = "."
        default: precision = "." + String(random.below(random.below(5) == 0 ? 101 : 20))
        }
        let ours = "%" + flags + (width > 0 ? String(width) : "") + precision
        let argument: MessageArgument
        let cArgument: any CVarArg
        let cConversion: String
        switch conversion {
        case "d", "i":
            let value = random.integer()
            (argument, cArgument, cConversion) = (.integer(Int(value)), value, "ll" + conversion)
        case "u", "x", "X", "o":
            let value = random.below(2) == 0 ? UInt64(bitPattern: random.integer()) : random.next() >> random.below(64)
            (argument, cArgument, cConversion) = (MessageArgument(exactly: value)!, value, "ll" + conversion)
        case "s":
            let text = String((0..<random.below(12)).map { _ in Character(Unicode.Scalar(UInt8(32 + random.below(95)))) })
                .replacingOccurrences(of: "%", with: "")
            (argument, cArgument, cConversion) = (.string(text), text, conversion)
        default:
            let value = random.double()
            (argument, cArgument, cConversion) = (.double(value), value, conversion)
        }
        let length = ["d", "i", "u", "x", "X", "o"].contains(conversion) ? ["", "l", "ll", "q", "z"][random.below(5)] : ""
        return (ours + length + conversion, CSpecifier(flags: flags, width: width, precision: precision, conversion: cConversion),
                argument, cArgument)
    }
}

extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// Small, large, and at the ends.
    mutating func integer() -> Int64 {
        switch below(5) {
        case 0: return Int64(below(2001)) - 1000
        case 1: return [0, 1, -1, .max, .min, 999_999, -1_000_000][below(7)]
        case 2: return Int64(bitPattern: next())
        default: return Int64(bitPattern: next()) >> Int64(below(64))
        }
    }

    /// Finite doubles: ties of a few decimals, magnitudes from 1e-10 to 1e20,
    /// any bit pattern, zeros of both signs.
    mutating func double() -> Double {
        let sign: Double = below(2) == 0 ? 1 : -1
        switch below(6) {
        case 0:
            let scale = [1.0, 10, 100, 1000, 10_000][below(5)]
            return sign * (Double(below(100_000)) + 0.5) / scale
        case 1:
            return sign * Double(next() >> 11) / Double(1 << 53) * pow(10, Double(below(31) - 10))
        case 2:
            let value = Double(bitPattern: next())
            return value.isFinite ? value : 0
        case 3:
            return sign * [0, 1, 0.1, 0.15, 0.95, 9.5, 99.5, 999_999.5, 1e-5, 1e100, 123_456_789, 0.000_123][below(12)]
        default:
            return sign * Double(below(2_000_000)) / [1, 8, 16, 100, 1024][below(5)]
        }
    }
}
