// Target `number-format`: a decimal string formatted in one style and locale.
//
// Input: byte 0 picks the style (the eight named styles, or a skeleton),
// byte 1 the locale (fuzzLocales), byte 2 the currency code; for a skeleton,
// the skeleton follows up to a newline; the rest is the decimal string.
//
// Properties: a format that opens formats every number of the documented
// syntax; output is valid UTF-8 and the same every time, from a pooled format
// and a fresh one, through `format(decimal:)` and `format(decimal:appendingTo:)`;
// in en_US and de_DE the decimal style's output parses back strictly to the
// input rounded half-even to 3 fraction digits.
import ICU

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

/// The documented refusal of a locale whose numbering system is algorithmic
/// (`en@numbers=roman`, or a skeleton's `numbering-system/roman`): magnitudes
/// below 2^63 only.
func refusedAlgorithmic(_ error: ICUError, _ value: DecimalText, locale: LocaleID, skeleton: String?) -> Bool {
    let systems = [locale.keywordValue("numbers")] + (skeleton ?? "").split(separator: " ").map { token in
        token.hasPrefix("numbering-system/") ? String(token.dropFirst("numbering-system/".count)) : nil
    }
    let algorithmic = systems.contains { $0.map(algorithmicNumbering.contains) ?? false }
    // Styles scale the value (percent ×100, scale/…) before it is written.
    return algorithmic && error.code == .illegalArgument && (error.reason ?? "").contains("2^63")
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
    if let written, written <= NumberFormat.decimalDigitLimit - 1024, case .failure(let error) = first,
       !refusedAlgorithmic(error, exact!, locale: locale, skeleton: skeleton) {
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
