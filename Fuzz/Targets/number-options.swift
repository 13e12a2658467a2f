// Target `number-options`: typed number options (`NumberFormat.Options`), and
// number styles decoded from JSON text.
//
// Input: byte 0 picks the mode (3 modulo 4: the rest is JSON text decoded as a
// `NumberFormat.Style`; otherwise options), byte 1 the locale (fuzzLocales).
// Options mode: bytes 2-3 (big-endian) say which options are set, bit 0 the
// unit up to bit 11 the scale, in `Options`' order (unit, notation, precision,
// rounding mode, grouping, integer width, numbering system, currency display,
// unit width, sign display, decimal separator, scale); then one byte each for
// the unit, notation, precision kind, two digit counts, rounding mode, grouping,
// integer width minimum and maximum, numbering system, currency display, unit
// width, sign display, decimal separator and scale (19 bytes in all, always
// read); the rest is the decimal string.
//
// Properties, options mode: the format opens, or its initializer throws an
// ICUError of kind `.badInput` (as the pool's does); the style built from the
// same options by the modifiers (`.number.sign(…)…`) is the same style; a format
// that opens formats every number of the documented syntax, exactly as
// `.skeleton(options.skeleton)` does (the locale's currency, `currency/local`,
// spelled as the format's `currencyCode`), Doubles too; the same twice, through
// `appendingTo:` and `formatToParts` (whose parts cover the string); the style
// survives a JSON round trip (`JSONEncoder`/`JSONDecoder`) unchanged, and the
// decoded style's format writes the same.
// JSON mode: decoding throws DecodingError or gives a style that encodes and
// decodes back to itself, whose format opens or throws an ICUError of kind
// `.badInput`, and formats 1234.5 as its parts do.
// fuzz: dict=options
import FoundationEssentials
import ICU

let pool = FormatterPool(capacity: 256, currentLocale: "en_US")

let units: [NumberFormat.Unit] = [
    .currency(code: "EUR"), .currency(code: "USD"), .currency(code: "JPY"), .currency(code: "CHF"),
    .currency(code: "BHD"), .currency(code: "CLF"), .currency(code: "XXX"), .currency(code: "XAU"),
    .currency(code: "INR"), .localCurrency, .currency(code: "eur"), .currency(code: "ZZZ"), .currency(code: ""),
    .percent, .permille, .measure("meter"), .measure("kilometer-per-hour"), .measure("liter-per-100-kilometer"),
    .measure("celsius"), .measure("fahrenheit"), .measure("gigabyte"), .measure("foot"), .measure("mile-per-gallon"),
    .measure("kilogram-meter-per-square-second"), .measure("furlong"), .measure(""), .measure("Meter"),
    .measure("meter per"), .measure("percent"), .measure("meter/x"), .measure("square-meter"),
]

let numberingSystems = ["latn", "arab", "deva", "hanidec", "fullwide", "thai", "beng", "mymr", "tamldec",
                        "roman", "hebr", "jpan", "bogus", "", "LATN", "latin", "a-b", "arab x", "arabext"]

let increments = ["0.05", "5", "0.50", "0.5", "1", "0.001", "0", "", "abc", "1.", "..", "00.0500", "1e2", "-0.5",
                  "0.0000000000000000000000000000001", "12345678901234567890.5", "0.25", "2.5"]
let decimalIncrements: [Decimal] = [Decimal(string: "0.05")!, Decimal(string: "0.25")!, 100, 0, Decimal(string: "1e-20")!]

let scales: [Decimal] = [100, 1000, Decimal(string: "0.5")!, -1, 0, Decimal(string: "0.0000000001")!,
                         Decimal(string: "12345678901234567890")!, Decimal(string: "0.001")!, 2, .nan,
                         .greatestFiniteMagnitude, .leastNonzeroMagnitude, Decimal(string: "-0.01")!]

/// A digit count: mostly 0 to 39, from 0xF0 on the edges of ICU's range and beyond.
func count(_ byte: UInt8) -> Int {
    let edges = [-1, 999, 1000, 998, Int.max, Int.min, 500, 1, 0, 2]
    return byte < 0xF0 ? Int(byte) % 40 : edges[Int(byte - 0xF0) % edges.count]
}

func precision(_ kind: UInt8, _ a: Int, _ b: Int) -> NumberFormat.Precision {
    let (low, high) = (min(a, b), max(a, b))
    switch kind % 14 {
    case 0: return .fractionDigits(a)
    case 1: return .fractionDigits(low...high)
    case 2: return .fractionDigits(a...)
    case 3: return .fractionDigits(...b)
    case 4: return .significantDigits(a)
    case 5: return .significantDigits(low...high)
    case 6: return .significantDigits(a...)
    case 7: return .significantDigits(...b)
    case 8: return .integer
    case 9: return .increment(increments[Int(a.magnitude % UInt(increments.count))])
    case 10: return .increment(decimalIncrements[Int(a.magnitude % UInt(decimalIncrements.count))])
    case 11: return .currencyStandard
    case 12: return .currencyCash
    default: return .unlimited
    }
}

func readOptions(_ input: inout FuzzInput) -> NumberFormat.Options {
    let mask = UInt16(input.byte()) << 8 | UInt16(input.byte())
    let unit = input.pick(units)
    let notation = input.pick(NumberFormat.Notation.allCases)
    let precisionKind = input.byte()
    let a = count(input.byte()), b = count(input.byte())
    let rounding = input.pick(NumberFormat.RoundingMode.allCases)
    let grouping = input.pick(NumberFormat.Grouping.allCases)
    let widthMinimum = count(input.byte())
    let maximumByte = input.byte()
    let widthMaximum = (0x80..<0xF0).contains(maximumByte) ? nil : count(maximumByte)
    let numbering = input.pick(numberingSystems)
    let currencyDisplay = input.pick(NumberFormat.CurrencyDisplay.allCases)
    let width = input.pick(NumberFormat.Width.allCases)
    let sign = input.pick(NumberFormat.SignDisplay.allCases)
    let decimalSeparator = input.pick(NumberFormat.DecimalSeparatorDisplay.allCases)
    let scale = input.pick(scales)
    func has(_ bit: Int) -> Bool { mask & (1 << bit) != 0 }
    return NumberFormat.Options(
        unit: has(0) ? unit : nil, notation: has(1) ? notation : nil,
        precision: has(2) ? precision(precisionKind, a, b) : nil, roundingMode: has(3) ? rounding : nil,
        grouping: has(4) ? grouping : nil,
        integerWidth: has(5) ? NumberFormat.IntegerWidth(minimum: widthMinimum, maximum: widthMaximum) : nil,
        numberingSystem: has(6) ? numbering : nil, currencyDisplay: has(7) ? currencyDisplay : nil,
        width: has(8) ? width : nil, signDisplay: has(9) ? sign : nil,
        decimalSeparator: has(10) ? decimalSeparator : nil, scale: has(11) ? scale : nil)
}

/// The style the modifiers build from the same options, one at a time.
func modified(_ options: NumberFormat.Options) -> NumberFormat.Style {
    var style: NumberFormat.Style = options.unit.map { .unit($0, width: options.width) } ?? .number
    if options.unit == nil, let width = options.width { style = style.width(width) }
    if let notation = options.notation { style = style.notation(notation) }
    if let precision = options.precision { style = style.precision(precision) }
    if let mode = options.roundingMode { style = style.rounding(mode) }
    if let grouping = options.grouping { style = style.grouping(grouping) }
    if let width = options.integerWidth { style = style.integerWidth(minimum: width.minimum, maximum: width.maximum) }
    if let system = options.numberingSystem { style = style.numberingSystem(system) }
    if let display = options.currencyDisplay { style = style.currencyDisplay(display) }
    if let display = options.signDisplay { style = style.sign(display) }
    if let display = options.decimalSeparator { style = style.decimalSeparator(display) }
    if let scale = options.scale { style = style.scale(scale) }
    return style
}

func same(_ a: Result<String, ICUError>, _ b: Result<String, ICUError>) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): Array(x.utf8) == Array(y.utf8)
    case (.failure(let x), .failure(let y)): x.code == y.code
    default: false
    }
}

func roundTrip(_ style: NumberFormat.Style) -> Result<NumberFormat.Style, any Error> {
    Result { try JSONDecoder().decode(NumberFormat.Style.self, from: JSONEncoder().encode(style)) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte() % 4
    let localeName = input.pick(fuzzLocales)
    let locale = try! LocaleID(localeName)
    if mode == 3 {
        decodeStyle(input.rest(), locale: locale)
        return 0
    }
    let options = readOptions(&input)
    let decimal = text(input.rest())
    let style = NumberFormat.Style.options(options)
    trace("\(style) in \(localeName): \(quoted(decimal))")
    require(modified(options) == style, "options \(quoted(options.skeleton)): the modifiers build \(modified(options))")

    let exact = DecimalText(decimal)
    if isSlowButValid(decimal, exact) { return 0 }

    let opened = Result { () throws(ICUError) in try NumberFormat(style, locale: locale) }
    let pooled = Result { () throws(ICUError) in try pool.numberFormat(style, locale: locale) }
    let format: NumberFormat
    switch (opened, pooled) {
    case (.success(let a), .success):
        format = a
    case (.failure(let a), .failure(let b)):
        trace("refused: \(a)")
        require(a.kind == .badInput, "\(style) in \(localeName): refused as \(a.kind), not badInput: \(a)")
        require(a.code == b.code, "\(style) in \(localeName): fresh format fails with \(a), pooled with \(b)")
        // What cannot open may still survive JSON, but as itself.
        if case .success(let decoded) = roundTrip(style) {
            require(decoded == style, "\(style): JSON gives back \(decoded)")
        }
        return 0
    default:
        require(false, "\(style) in \(localeName): fresh format \(opened), pooled \(pooled)")
        return 0
    }

    // The same skeleton, given as a skeleton; the locale's currency by its code.
    var skeleton = options.skeleton
    if options.unit == .localCurrency {
        guard let code = format.currencyCode else {
            require(false, "\(style) in \(localeName): a format of the locale's currency has no currencyCode")
            return 0
        }
        skeleton = skeleton.replacing("currency/local", with: "currency/\(code)")
    }
    let bySkeleton: NumberFormat
    do {
        bySkeleton = try NumberFormat(.skeleton(skeleton), locale: locale)
    } catch {
        require(false, "\(style) in \(localeName) opens, its skeleton \(quoted(skeleton)) does not: \(error)")
        return 0
    }

    let first = Result { () throws(ICUError) in try format.format(decimal: decimal) }
    trace("-> \(first)")
    if let written = exact?.writtenDigits, written <= NumberFormat.decimalDigitLimit - 1024, case .failure(let error) = first {
        require(false, "\(style) in \(localeName) cannot format \(quoted(decimal)): \(error)")
    }
    let second = Result { () throws(ICUError) in try format.format(decimal: decimal) }
    require(same(first, second), "\(style) in \(localeName), \(quoted(decimal)): twice gives \(first) then \(second)")
    let expected = Result { () throws(ICUError) in try bySkeleton.format(decimal: decimal) }
    require(same(first, expected), "\(style) in \(localeName), \(quoted(decimal)): \(first), skeleton \(quoted(skeleton)) \(expected)")
    var bytes = Array("prefix".utf8)
    let appended = Result { () throws(ICUError) in try format.format(decimal: decimal, appendingTo: &bytes) }
    let parts = Result { () throws(ICUError) in try format.formatToParts(decimal: decimal) }
    switch (first, appended, parts) {
    case (.success(let output), .success, .success(let parts)):
        require(isValidUTF8(Array(output.utf8)) && bytes == Array("prefix".utf8) + Array(output.utf8),
                "\(style) in \(localeName), \(quoted(decimal)): appendingTo wrote \(bytes.dropFirst(6)), format(decimal:) \(quoted(output))")
        checkParts(parts, equal: output, "\(style) in \(localeName), \(quoted(decimal))")
    case (.failure(let a), .failure(let b), .failure(let c)):
        require(a.code == b.code && a.code == c.code && bytes == Array("prefix".utf8),
                "\(style) in \(localeName), \(quoted(decimal)): errors \(a), \(b), \(c), buffer \(bytes)")
    default:
        require(false, "\(style) in \(localeName), \(quoted(decimal)): format(decimal:) \(first), appendingTo \(appended), formatToParts \(parts)")
    }

    if let double = Double(decimal) {
        let output = format.format(double)
        let expected = bySkeleton.format(double)
        trace("Double \(double) -> \(quoted(output))")
        require(Array(output.utf8) == Array(expected.utf8),
                "\(style) in \(localeName): Double \(double) formats as \(quoted(output)), skeleton \(quoted(skeleton)) as \(quoted(expected))")
        checkParts(format.formatToParts(double), equal: output, "\(style) in \(localeName), Double \(double)")
    }

    // JSON: the same style back, and the same output from it.
    switch roundTrip(style) {
    case .success(let decoded):
        require(decoded == style, "\(style): JSON gives back \(decoded)")
        let again = Result { () throws(ICUError) in try NumberFormat(decoded, locale: locale).format(decimal: decimal) }
        require(same(first, again), "\(style) in \(localeName), \(quoted(decimal)): \(first), decoded from JSON \(again)")
    case .failure(let error):
        require(false, "\(style) in \(localeName) opens, but does not survive JSON: \(error)")
    }
    return 0
}

/// JSON text decoded as a style: a DecodingError, or a style that survives
/// encoding, whose format opens or refuses the caller's input.
func decodeStyle(_ json: [UInt8], locale: LocaleID) {
    let style: NumberFormat.Style
    do {
        style = try JSONDecoder().decode(NumberFormat.Style.self, from: Data(json))
    } catch {
        trace("not a style: \(error)")
        require(error is DecodingError, "decoding \(quoted(text(json))) throws \(type(of: error)), not DecodingError: \(error)")
        return
    }
    trace("decoded \(style) from \(quoted(text(json)))")
    switch roundTrip(style) {
    case .success(let decoded):
        require(decoded == style, "\(quoted(text(json))) decodes as \(style), which JSON gives back as \(decoded)")
    case .failure(let error):
        require(false, "\(quoted(text(json))) decodes as \(style), which does not survive JSON: \(error)")
    }
    let format: NumberFormat
    do {
        format = try NumberFormat(style, locale: locale)
    } catch {
        trace("refused: \(error)")
        require(error.kind == .badInput, "\(style) in \(locale): refused as \(error.kind), not badInput: \(error)")
        return
    }
    let output: String
    do {
        output = try format.format(decimal: "1234.5")
    } catch {
        require(false, "\(style) in \(locale) opens but cannot format 1234.5: \(error)")
        return
    }
    trace("-> \(quoted(output))")
    checkParts(format.formatToParts(1234.5), equal: format.format(1234.5), "\(style) in \(locale), 1234.5")
}
