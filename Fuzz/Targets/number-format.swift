// Target `number-format`: a decimal string formatted in one style and locale.
//
// Input: byte 0 picks the style (the eight named styles, or a skeleton),
// byte 1 the locale (fuzzLocales), byte 2 the currency code; for a skeleton,
// the skeleton follows up to a newline; the rest is the decimal string.
//
// Properties: a format that opens formats every number of the documented
// syntax; output is valid UTF-8 and the same every time, from a pooled format
// and a fresh one, through `format(decimal:)`, `format(decimal:appendingTo:)`
// and `formatToParts(decimal:)` (whose parts cover the string); an integer that
// fits an Int formats as `format(_: Int)` does, and the text as a Double formats
// the same through `format(_:)`, `appendingTo:` and `formatToParts(_:)`; in a
// locale with an algorithmic numbering system (`en@numbers=roman`) a named style
// writes what those rules cannot (NaN, ±∞, magnitudes from 9×10^18 on) as the
// same style in the locale with `numbers=latn` does; in en_US and de_DE the
// decimal style's output parses back strictly to the input rounded half-even
// to 3 fraction digits; a format on the compiled decimal path writes what ICU
// writes for the same format (`@_spi(Testing)`: `takesCompiledDecimalPath`,
// `formatThroughICU(decimal:)`), byte for byte, or fails as it does; the
// compact styles write what ICU's compact formatter writes (`formatThroughLegacyICU`);
// an ordinal of 2^31 or more has the suffix of a small number with its last six digits.
// fuzz: dict=number
@_spi(Testing) import ICU

/// Large enough to hold every style and locale the target picks: a pool that
/// evicts on most inputs measures its own reopening, not formatting.
/// (Skeletons are misses, and a miss in a full pool scans all its entries: FINDINGS.md P1.)
let pool = FormatterPool(capacity: 512, currentLocale: "en_US")
let currencies = ["EUR", "USD", "JPY", "BHD", "CHF", "CLF", "XXX", "XAU", "INR", "KRW"]

/// Fresh formats of the named styles, opened once: opening costs far more than formatting.
nonisolated(unsafe) var opened: [String: Result<NumberFormat, ICUError>] = [:]

func open(_ style: NumberFormat.Style, _ locale: LocaleID, cached: Bool) -> Result<NumberFormat, ICUError> {
    let key = "\(style)|\(locale)"
    if cached, let format = opened[key] { return format }
    let format = Result { () throws(ICUError) in try NumberFormat(style, locale: locale) }
    if cached { opened[key] = format }
    return format
}

/// The locale's `numbers` keyword, when it names an algorithmic numbering system.
func isAlgorithmic(_ locale: LocaleID) -> Bool {
    locale.keywordValue("numbers").map(algorithmicNumbering.contains) ?? false
}

/// The locale with `numbers=latn` in place of its numbering system.
func withLatinDigits(_ locale: LocaleID) -> LocaleID {
    let id = locale.identifier
    guard let at = id.firstIndex(of: "@") else { return locale }
    let keywords = id[id.index(after: at)...].split(separator: ";").map { $0.hasPrefix("numbers=") ? "numbers=latn" : String($0) }
    return try! LocaleID(id[..<at] + "@" + keywords.joined(separator: ";"))
}

/// Values ICU 72's algorithmic rules cannot write, which a named style in such a
/// locale writes with Latin digits: an integer part of 9×10^18 or more (19 digits
/// from 9…, or more digits), and NaN or an infinity spelled as text.
func beyondAlgorithmicRules(_ exact: DecimalText?, _ decimal: String) -> Bool {
    if let exact {
        return exact.integerDigitCount > 19 || (exact.integerDigitCount == 19 && exact.digits.first == 9)
    }
    var word = decimal.lowercased()
    if word.hasPrefix("-") || word.hasPrefix("+") { word.removeFirst() }
    return ["nan", "snan", "inf", "infinity"].contains(word)
}

/// The text after an output's last decimal digit (an ordinal's suffix), nil without digits.
func wordsAfterDigits(_ text: String) -> String? {
    let scalars = text.unicodeScalars
    guard let last = scalars.lastIndex(where: { $0.properties.numericType == .decimal }) else { return nil }
    return String(scalars[scalars.index(after: last)...])
}

/// An integer of at most 18 digits, as an Int.
func smallInteger(_ exact: DecimalText?) -> Int? {
    guard let exact, exact.exponent >= 0, exact.integerDigitCount <= 18 else { return nil }
    return Int(exact.plain)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let selector = Int(input.byte()) % 10
    let localeName = input.pick(fuzzLocales)
    let currency = input.pick(currencies)
    let skeleton = selector >= 8 ? text(input.field()) : nil
    let decimal = text(input.rest())
    let locale = try! LocaleID(localeName)
    let style: NumberFormat.Style = switch selector {
    case 0: .decimal
    case 1: .currency(code: currency)
    case 2: .percent
    case 3: .scientific
    case 4: .spellOut
    case 5: .ordinal
    case 6: .compactShort
    case 7: .compactLong
    default: .skeleton(skeleton!)
    }
    trace("\(style) in \(localeName): \(quoted(decimal))")

    let exact = DecimalText(decimal)
    if isSlowButValid(decimal, exact) { return 0 }
    let written = exact?.writtenDigits

    let fresh = open(style, locale, cached: skeleton == nil)
    let pooled = Result { () throws(ICUError) in try pool.numberFormat(style, locale: locale) }
    switch (fresh, pooled) {
    case (.success, .success): break
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code, "\(style) in \(localeName): fresh format fails with \(a), pooled with \(b)")
        trace("refused: \(a)")
        return 0
    default:
        require(false, "\(style) in \(localeName): fresh format \(fresh), pooled \(pooled)")
    }
    let format = try! fresh.get()
    let pooledFormat = try! pooled.get()

    let first = Result { () throws(ICUError) in try format.format(decimal: decimal) }
    trace("-> \(first)")
    // The library counts trailing zeros as written digits; DecimalText drops them: no claim near the limit.
    if let written, written <= NumberFormat.decimalDigitLimit - 1024, case .failure(let error) = first {
        require(false, "\(style) in \(localeName) cannot format \(quoted(exact!.plain)) (from \(quoted(decimal))): \(error)")
    }
    if let written, written > NumberFormat.decimalDigitLimit, case .success = first {
        require(false, "\(style) in \(localeName) formats \(quoted(decimal)), \(written) digits, beyond decimalDigitLimit")
    }
    let second = Result { () throws(ICUError) in try format.format(decimal: decimal) }
    let fromPool = Result { () throws(ICUError) in try pooledFormat.format(decimal: decimal) }
    var bytes = Array("prefix".utf8)
    let appended = Result { () throws(ICUError) in try format.format(decimal: decimal, appendingTo: &bytes) }
    func same(_ a: Result<String, ICUError>, _ b: Result<String, ICUError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): Array(x.utf8) == Array(y.utf8)
        case (.failure(let x), .failure(let y)): x.code == y.code
        default: false
        }
    }
    require(same(first, second), "\(style) in \(localeName), \(quoted(decimal)): twice gives \(first) then \(second)")
    if format.takesCompiledDecimalPath {
        let icu = Result { () throws(ICUError) in try format.formatThroughICU(decimal: decimal) }
        require(same(first, icu), "\(style) in \(localeName), \(quoted(decimal)): compiled \(first), ICU \(icu)")
    }
    require(same(first, fromPool), "\(style) in \(localeName), \(quoted(decimal)): fresh \(first), pooled \(fromPool)")
    switch (first, appended) {
    case (.success(let output), .success):
        require(isValidUTF8(Array(bytes.dropFirst(6))), "\(style) in \(localeName), \(quoted(decimal)): invalid UTF-8 \(bytes)")
        require(bytes == Array("prefix".utf8) + Array(output.utf8),
                "\(style) in \(localeName), \(quoted(decimal)): appendingTo wrote \(bytes.dropFirst(6)), format(decimal:) \(quoted(output))")
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code && bytes == Array("prefix".utf8),
                "\(style) in \(localeName), \(quoted(decimal)): errors \(a) and \(b), buffer \(bytes)")
    default:
        require(false, "\(style) in \(localeName), \(quoted(decimal)): format(decimal:) \(first), appendingTo \(appended)")
    }

    let parts = Result { () throws(ICUError) in try format.formatToParts(decimal: decimal) }
    switch (first, parts) {
    case (.success(let output), .success(let parts)):
        checkParts(parts, equal: output, "\(style) in \(localeName), \(quoted(decimal))")
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code, "\(style) in \(localeName), \(quoted(decimal)): format(decimal:) fails with \(a), formatToParts with \(b)")
    default:
        require(false, "\(style) in \(localeName), \(quoted(decimal)): format(decimal:) \(first), formatToParts \(parts)")
    }

    // A failure leaves the format as it was: it still formats 2.5 (FINDINGS.md F12).
    if case .failure = first {
        for (name, f) in [("fresh", format), ("pooled", pooledFormat)] {
            // ICU compiles a formatter on its third call: fail that one too.
            for _ in 0..<3 { _ = try? f.format(decimal: decimal) }
            let one = Result { () throws(ICUError) in try f.format(decimal: "2.5") }
            require((try? one.get()) != nil, "\(style) in \(localeName): after \(quoted(decimal)) failed, the \(name) format cannot format 2.5: \(one)")
        }
    }

    // A named style in an algorithmic numbering system writes what its rules cannot
    // as the style does in the locale with numbers=latn (a skeleton goes through
    // ICU's number formatter, which has no such rules).
    let latinLocale = skeleton == nil && isAlgorithmic(locale) ? withLatinDigits(locale) : nil
    let latin = latinLocale.map { try! open(style, $0, cached: true).get() }
    if let latin, beyondAlgorithmicRules(exact, decimal) {
        let expected = Result { () throws(ICUError) in try latin.format(decimal: decimal) }
        trace("with Latin digits: \(expected)")
        require(same(first, expected), "\(style) in \(localeName), \(quoted(decimal)): \(first), but with numbers=latn \(expected)")
    }

    // The same value as an Int: the same text.
    if let integer = smallInteger(exact), decimal.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) }),
       !(decimal.hasPrefix("-") && integer == 0) {
        let output = format.format(integer)
        require(same(first, .success(output)), "\(style) in \(localeName): format(\(integer)) is \(quoted(output)), format(decimal: \(quoted(decimal))) \(first)")
        checkParts(format.formatToParts(integer), equal: output, "\(style) in \(localeName), Int \(integer)")
        var buffer = Array("prefix".utf8)
        format.format(integer, appendingTo: &buffer)
        require(buffer == Array("prefix".utf8) + Array(output.utf8), "\(style) in \(localeName): Int \(integer) appends \(buffer.dropFirst(6)), formats \(quoted(output))")
    }

    // The compact styles write what ICU's compact formatter (`unum`) writes, grouped from
    // two digits on (`38,696T` in ee), which the skeleton `compact-short` alone does not
    // in every locale. (Not in algorithmic numbering systems, whose rules ICU 72 cannot
    // apply to every value.)
    if skeleton == nil, selector == 6 || selector == 7, exact != nil, !isAlgorithmic(locale), case .success(let output) = first {
        let legacy = Result { () throws(ICUError) in try format.formatThroughLegacyICU(decimal: decimal) }
        require(same(.success(output), legacy), "\(style) in \(localeName), \(quoted(decimal)): \(quoted(output)), ICU's compact formatter \(legacy)")
    }

    // An ordinal of an integer of 2^31 or more has the suffix of a number under 2^31 with
    // its sign and last six digits (CLDR's ordinal rules read no more), not that of the
    // value cut to 32 bits (ICU 72: `4,294,967,297st`).
    if skeleton == nil, selector == 5, let exact, exact.exponent >= 0, exact.integerDigitCount >= 10, !isAlgorithmic(locale),
       case .success(let output) = first {
        let lastSix = (exact.digits + Array(repeating: 0, count: exact.exponent)).suffix(6).reduce(0) { $0 * 10 + Int($1) }
        let small = format.format((exact.negative ? -1 : 1) * (2_000_000_000 + lastSix))
        require(wordsAfterDigits(output) == wordsAfterDigits(small),
                "ordinal in \(localeName), \(quoted(decimal)): \(quoted(output)), but \(quoted(small)) for the same last six digits")
    }

    // The text as a Double (as Swift reads it: "nan", "inf", "0x1p3" too).
    if let double = Double(decimal) {
        let output = format.format(double)
        trace("Double \(double) -> \(quoted(output))")
        require(isValidUTF8(Array(output.utf8)) && Array(output.utf8) == Array(format.format(double).utf8)
                    && Array(output.utf8) == Array(pooledFormat.format(double).utf8),
                "\(style) in \(localeName): Double \(double) formats as \(quoted(output)), then otherwise")
        var buffer = Array("prefix".utf8)
        format.format(double, appendingTo: &buffer)
        require(buffer == Array("prefix".utf8) + Array(output.utf8), "\(style) in \(localeName): Double \(double) appends \(buffer.dropFirst(6)), formats \(quoted(output))")
        checkParts(format.formatToParts(double), equal: output, "\(style) in \(localeName), Double \(double)")
        if let latin, !(double.magnitude < 9e18) {
            let expected = latin.format(double)
            require(output == expected, "\(style) in \(localeName): Double \(double) formats as \(quoted(output)), with numbers=latn \(quoted(expected))")
        }
    }

    // The decimal style rounds half-even to 3 fraction digits; strict parsing reads its output back.
    guard case .success(let output) = first, let exact, skeleton == nil, selector == 0,
          localeName == "en_US" || localeName == "de_DE" else { return 0 }
    let expected = exact.rounded(fractionDigits: 3)
    do {
        let parsed = try format.parse(output)
        require(DecimalText(parsed) == expected,
                "decimal in \(localeName): \(quoted(decimal)) formats as \(quoted(output)), which parses as \(quoted(parsed)), not \(quoted(expected.plain))")
    } catch {
        require(false, "decimal in \(localeName): \(quoted(decimal)) formats as \(quoted(output)), which strict parsing refuses: \(error)")
    }
    return 0
}
