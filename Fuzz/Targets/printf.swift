// Target `printf`: one printf specifier and one value, rendered by
// `LocalizedStringFormat` and by the C library's `snprintf`.
//
// Input: byte 0 picks the conversion (d i u x X o f F e E g G s), byte 1's
// bits the flags (`-` `+` space `0` `#`), byte 2 the width (0…120), byte 3
// the precision (none at 0x80 and above, else 0…100), byte 4 the length
// modifier of an integer (none, l, ll, q, z) and the kind of value, byte 5
// the locale of the second rendering (fuzzLocales); then 8 bytes of value:
// an Int64 for d i, a UInt64 for u x X o, a double's bits (or, by byte 4, a
// tie n + 0.5 over a power of ten) for f e g; the text of %s is the rest,
// as printable ASCII.
//
// Properties: in en_US_POSIX (ASCII digits, no grouping) the rendering is
// `snprintf`'s output byte for byte, with one decided difference: an exponent
// is written as ICU writes it (`E3` where C writes `e+03`), and C is given a
// width larger by what its longer exponent takes; `%#g` is compared with the
// `%#e` or `%#f` the C standard makes of it (see `standardAlternateG`); ∞ and
// NaN are C's output in capitals (en_US_POSIX's `INF` and `NaN`, padded with
// spaces as C pads them). In the second locale it renders, the
// same twice, at least as wide as the width (bidirectional marks not counted);
// a `%x %X %o` is the same text as in en_US_POSIX.
//
// No dictionary: selector bytes and a value's bits have no tokens to offer.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ICU

let conversions: [UInt8] = Array("diuxXofFeEgGs".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let conversion = Character(Unicode.Scalar(input.pick(conversions)))
    let flagBits = input.byte()
    var flags = ""
    for (bit, flag) in ["-", "+", " ", "0", "#"].enumerated() where flagBits & (1 << bit) != 0 { flags += flag }
    if conversion == "s" { flags.removeAll { $0 == "#" } }
    let width = Int(input.byte()) % 121
    let precisionByte = input.byte()
    let precision = precisionByte >= 0x80 ? "" : "." + String(Int(precisionByte) % 101)
    let kind = input.byte()
    let localeName = input.pick(fuzzLocales)
    let bits = UInt64(bitPattern: input.int64())

    let argument: MessageArgument
    let cArgument: CArgument
    var cConversion = String(conversion)
    var length = ""
    switch conversion {
    case "d", "i":
        let value = Int64(bitPattern: bits)
        (argument, cArgument) = (.integer(Int(value)), .number(value))
        cConversion = "ll" + cConversion
        length = ["", "l", "ll", "q", "z"][Int(kind) % 5]
    case "u", "x", "X", "o":
        (argument, cArgument) = (MessageArgument(exactly: bits)!, .number(bits))
        cConversion = "ll" + cConversion
        length = ["", "l", "ll", "q", "z"][Int(kind) % 5]
    case "s":
        let text = String(decoding: input.rest().map { 32 + $0 % 95 }, as: UTF8.self)
        (argument, cArgument) = (.string(text), .text(text))
    default:
        var value = Double(bitPattern: bits)
        if kind & 0x80 != 0 {
            // A tie of a few decimals, where rounding the shortest decimal and the exact binary value differ.
            value = (Double(bits % 10_000_000) + 0.5) / [1, 10, 100, 1000, 10_000][Int(kind) % 5] * (bits >> 63 == 0 ? 1 : -1)
        }
        (argument, cArgument) = (.double(value), .number(value))
    }
    let spec = "%" + flags + (width > 0 ? String(width) : "") + precision + length + String(conversion)
    let c = { (width: Int) in "%" + flags + (width > 0 ? String(width) : "") + precision + cConversion }
    trace("\(quoted(spec)) with \(argument), C \(quoted(c(width))), then in \(localeName)")

    let format: LocalizedStringFormat
    do {
        format = try LocalizedStringFormat(spec)
    } catch {
        require(false, "\(quoted(spec)) is refused: \(error)")
        return 0
    }
    let rendered: String
    do {
        rendered = try format.render([argument], locale: "en_US_POSIX")
    } catch {
        require(false, "\(quoted(spec)) with \(argument) fails in en_US_POSIX: \(error)")
        return 0
    }
    trace("-> \(quoted(rendered))")

    if case .double(let value) = argument, !value.isFinite {
        // en_US_POSIX's symbols are C's in other letters: INF and NaN for inf and nan.
        let expected = snprintf(c(width), cArgument)
        require(rendered.uppercased() == expected.uppercased(),
                "\(quoted(spec)) with \(value) in en_US_POSIX: \(quoted(rendered)), C writes \(quoted(expected))")
    } else {
        let expected: String
        if "eEgG".contains(conversion) {
            var (precision, cConversion) = (precision, cConversion)
            if flags.contains("#"), "gG".contains(conversion), case .double(let value) = argument {
                (precision, cConversion) = standardAlternateG(precision, conversion == "G", value)
            }
            let c = { (width: Int) in "%" + flags + (width > 0 ? String(width) : "") + precision + cConversion }
            let plain = snprintf("%" + flags.filter { $0 != "-" && $0 != "0" } + precision + cConversion, cArgument)
            let longer = plain.utf8.count - exponentAsICU(plain).utf8.count
            expected = exponentAsICU(snprintf(c(width == 0 ? 0 : width + longer), cArgument))
        } else {
            expected = snprintf(c(width), cArgument)
        }
        trace("C: \(quoted(expected))")
        require(rendered == expected, "\(quoted(spec)) with \(argument) in en_US_POSIX: \(quoted(rendered)), C writes \(quoted(expected))")
    }

    let locale = try! LocaleID(localeName)
    do {
        let localized = try format.render([argument], locale: locale)
        let again = try format.render([argument], locale: locale)
        trace("in \(localeName): \(quoted(localized))")
        require(localized == again, "\(quoted(spec)) with \(argument) in \(localeName): \(quoted(localized)), then \(quoted(again))")
        require(visibleWidth(localized) >= width, "\(quoted(spec)) with \(argument) in \(localeName): \(quoted(localized)) is narrower than \(width)")
        if "xXo".contains(conversion) {
            require(localized == rendered, "\(quoted(spec)) with \(argument) in \(localeName): \(quoted(localized)), in en_US_POSIX \(quoted(rendered))")
        }
    } catch {
        require(false, "\(quoted(spec)) with \(argument) fails in \(localeName): \(error)")
    }
    return 0
}

/// An argument as C's `printf` takes it: text as a C string.
enum CArgument {
    case number(any CVarArg)
    case text(String)
}

/// What the C library writes for `format` with `argument`.
func snprintf(_ format: String, _ argument: CArgument) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let written: Int32
    switch argument {
    case .number(let number):
        written = withVaList([number]) { vsnprintf(&buffer, buffer.count, format, $0) }
    case .text(let text):
        written = text.withCString { text in withVaList([text]) { vsnprintf(&buffer, buffer.count, format, $0) } }
    }
    require(written >= 0 && Int(written) < buffer.count, "snprintf of \(quoted(format)) wrote \(written) bytes")
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The precision and conversion of `%#e` or `%#f` that the C standard says
/// `%#g` is for `value`: glibc's `%#g` drops the trailing zeros of a value that
/// rounds up to a power of ten (`1.e+06` for 999999.5, not `1.00000e+06`).
func standardAlternateG(_ precision: String, _ upper: Bool, _ value: Double) -> (String, String) {
    let digits = max(1, precision.isEmpty ? 6 : Int(precision.dropFirst()) ?? 0)
    let scientific = snprintf("%.\(digits - 1)e", .number(value))
    let exponent = Int(scientific[scientific.index(after: scientific.lastIndex(of: "e")!)...])!
    if exponent < -4 || exponent >= digits { return (".\(digits - 1)", upper ? "E" : "e") }
    return (".\(digits - 1 - exponent)", "f")
}

/// C's exponent (`e+03`, `E-05`) as ICU writes it in en_US_POSIX (`E3`, `E-5`).
func exponentAsICU(_ text: String) -> String {
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
    let sign = text.index(after: e)
    let digits = text[text.index(after: sign)...].prefix { $0.isASCII && $0.isNumber }
    return String(text[..<e]) + "E" + (text[sign] == "-" ? "-" : "") + String(Int(digits)!) + text[digits.endIndex...]
}

/// Characters as a width counts them: bidirectional marks are not seen.
func visibleWidth(_ text: String) -> Int {
    text.count - text.unicodeScalars.filter { [0x061C, 0x200E, 0x200F].contains($0.value) || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value) }.count
}
