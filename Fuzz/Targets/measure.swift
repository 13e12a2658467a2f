// Target `measure`: a unit identifier, a usage and a value as a measure in a
// locale, width and number options, and the unit a usage converts it to.
//
// Input: byte 0 picks the locale (fuzzLocales), byte 1 the width (mod 3: wide,
// short, narrow), byte 2 the value's form (mod 3: the decimal text, the 8
// bytes that follow as a Double's bits, or as an Int), bytes 3–10 those 8
// bytes, byte 11 the number options (`optionChoices`: none, or a precision,
// grouping, sign, rounding or numbering system); the rest is
// UNIT<TAB>USAGE<TAB>VALUE (no usage when USAGE is empty), which may be anything.
//
// Properties: a unit ID and a format are created or refused with an ICUError of
// kind `.badInput`, the same from the pool as fresh; a decimal string formats or
// throws `.badInput`, the same pooled as fresh, and a Double or an Int always
// formats: NaN, the infinities and magnitudes beyond `maximumMagnitude` as raw
// `unumf` writes them in the format's own unit without a usage (a mixed unit's
// largest: `unconverted`), and that unit; other values' text equals
// raw `unumf` with the format's skeleton, and `formatWithUnit`'s equals it; its
// unit is the format's own without a usage, and with one a unit ICU knows that
// equals raw `FormattedNumber::getOutputUnit`'s; where the format converts and
// splits measures itself (`takesCompiledPath`), its text and unit for a Double
// or an Int equal ICU's own path in the library (`formatWithUnitThroughICU`),
// also where it writes a mixed unit's parts without ICU (`spellsMixedParts`).
// fuzz: dict=units
@_spi(Testing) import ICU
import ICUBridge

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")
let widths: [NumberFormat.Width] = [.wide, .short, .narrow]
let optionChoices: [NumberFormat.Options] = [
    .init(), .init(precision: .fractionDigits(0...3)), .init(precision: .unlimited), .init(precision: .integer),
    .init(precision: .significantDigits(2...4)), .init(grouping: .never), .init(signDisplay: .always),
    .init(roundingMode: .halfUp), .init(roundingMode: .ceiling), .init(numberingSystem: "arab"),
    .init(precision: .fractionDigits(1...1), signDisplay: .exceptZero),
]

nonisolated(unsafe) var opened: [String: Result<MeasureFormat, ICUError>] = [:]

enum Value {
    case decimal(String), double(Double), int(Int)
}

/// Raw `unumf` on a formatter of its own: the text, or nil when ICU fails.
func raw(_ value: Value, skeleton: String, locale: String) -> String? {
    var status: Int32 = 0
    var offset: Int32 = -1
    guard let formatter = icub_unumf_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status),
          status <= 0 else { return nil }
    defer { icub_unumf_close(formatter) }
    var capacity: Int32 = 256
    for _ in 0..<2 {
        status = 0
        var out = [CChar](repeating: 0, count: Int(capacity))
        let length: Int32 = switch value {
        case .double(let d): icub_unumf_format_double(formatter, d, &out, capacity, &status)
        case .int(let i): icub_unumf_format_int(formatter, Int64(i), &out, capacity, &status)
        case .decimal(let t): withCText(t) { icub_unumf_format_decimal(formatter, $0, $1, &out, capacity, &status) }
        }
        if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = length; continue }
        guard status <= 0 else { return nil }
        return String(decoding: out[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return nil
}

/// Raw `FormattedNumber::getOutputUnit` of a double on a formatter of its own.
func rawUnit(_ value: Double, skeleton: String, locale: String) -> String? {
    var status: Int32 = 0
    var offset: Int32 = -1
    guard let formatter = icub_unumf_units_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status),
          status <= 0 else { return nil }
    defer { icub_unumf_units_close(formatter) }
    var unit = [CChar](repeating: 0, count: Int(ICUB_UNUMF_UNIT_CAPACITY))
    var out = [CChar](repeating: 0, count: 1)
    _ = icub_unumf_units_format_double(formatter, value, &out, 0, &unit, &status)
    guard status <= 0 || status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) else { return nil }
    return String(cString: unit)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(fuzzLocales)
    let width = input.pick(widths)
    let form = input.byte() % 3
    let bits = input.int64()
    let optionIndex = Int(input.byte()) % optionChoices.count
    let options = optionChoices[optionIndex]
    let fields = input.rest().split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false).map { text(Array($0)) }
    let unitText = fields[0]
    let usageText = fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil
    let valueText = fields.count > 2 ? fields[2] : ""
    let value: Value = switch form {
    case 0: .decimal(valueText)
    case 1: .double(Double(bitPattern: UInt64(bitPattern: bits)))
    default: .int(Int(bits))
    }
    if case .decimal(let t) = value, isSlowButValid(t, DecimalText(t)) { return 0 }
    let locale = try! LocaleID(localeName)
    trace("\(localeName) \(width) \(quoted(unitText)) usage \(usageText.map(quoted) ?? "none"): \(value)")

    let unit: UnitID
    do { unit = try UnitID(unitText) } catch {
        require(error.kind == .badInput, "unit \(quoted(unitText)) fails with \(error), not bad input")
        return 0
    }
    let usage = usageText.map(MeasureFormat.Usage.init)
    let key = "\(localeName)|\(width)|\(unitText)|\(usageText ?? "")|\(optionIndex)"
    if opened[key] == nil {
        opened[key] = Result { () throws(ICUError) in try MeasureFormat(unit, locale: locale, options: .init(width: width, usage: usage, number: options)) }
    }
    let pooledFormat = Result { () throws(ICUError) in
        try pool.measureFormat(unit, locale: locale, options: .init(width: width, usage: usage, number: options))
    }
    let format: MeasureFormat
    switch (opened[key]!, pooledFormat) {
    case (.success(let f), .success): format = f
    case (.failure(let a), .failure(let b)):
        require(a.kind == .badInput && a.code == b.code, "\(key): creation fails with \(a), pooled \(b)")
        return 0
    case (let a, let b):
        require(false, "\(key): fresh \(a), pooled \(b)")
        return 0
    }
    let pooled = try! pooledFormat.get()

    func run(_ f: MeasureFormat) -> Result<(text: String, unit: UnitID), ICUError> {
        Result { () throws(ICUError) in
            switch value {
            case .decimal(let t): try f.formatWithUnit(decimal: t)
            case .double(let d): f.formatWithUnit(d)
            case .int(let i): f.formatWithUnit(i)
            }
        }
    }
    let plain = Result { () throws(ICUError) in
        switch value {
        case .decimal(let t): try format.format(decimal: t)
        case .double(let d): format.format(d)
        case .int(let i): format.format(i)
        }
    }
    let (fresh, fromPool) = (run(format), run(pooled))
    trace("-> \(fresh)")
    switch (fresh, fromPool, plain) {
    case (.success(let a), .success(let b), .success(let text)):
        require(a == b, "\(key) \(value): fresh \(a), pooled \(b)")
        require(a.text == text, "\(key) \(value): formatWithUnit \(quoted(a.text)), format \(quoted(text))")
        let unconvertible = switch value {
        case .double(let d): !(d.magnitude <= format.maximumMagnitude)
        case .int(let i): !(Double(i).magnitude <= format.maximumMagnitude)
        case .decimal: false
        }
        if unconvertible {
            let (skeleton, own) = format.unconverted
            let expected = raw(value, skeleton: skeleton, locale: format.locale.identifier)
            require(a.text == expected, "\(key) \(value): \(quoted(a.text)), ICU in \(own) \(expected.map(quoted) ?? "fails")")
            require(a.unit == own, "\(key) \(value): unit \(a.unit), not the format's own \(own)")
            return 0
        }
        let expected = raw(value, skeleton: format.skeleton, locale: format.locale.identifier)
        require(a.text == expected, "\(key) \(value): \(quoted(a.text)), ICU \(expected.map(quoted) ?? "fails")")
        if format.takesCompiledPath {
            trace("compiled\(format.spellsMixedParts ? ", mixed parts spelled" : "")")
            let icu: Result<(text: String, unit: UnitID), ICUError>? = switch value {
            case .double(let d): Result { () throws(ICUError) in try format.formatWithUnitThroughICU(d) }
            case .int(let i) where i.magnitude <= 1 << 53: Result { () throws(ICUError) in try format.formatWithUnitThroughICU(Double(i)) }
            default: nil
            }
            if case .success(let theirs)? = icu {
                require(a == theirs, "\(key) \(value): compiled \(a), ICU's path \(theirs)")
            }
        }
        if usage == nil {
            require(a.unit == unit, "\(key) \(value): no usage, but the unit is \(a.unit)")
        } else {
            require((try? UnitID(a.unit.identifier)) != nil, "\(key) \(value): the output unit \(a.unit) is unknown to ICU")
            if case .double(let d) = value {
                let expectedUnit = rawUnit(d, skeleton: format.skeleton, locale: format.locale.identifier)
                require(a.unit.identifier == expectedUnit, "\(key) \(d): unit \(a.unit), ICU \(expectedUnit ?? "fails")")
            }
        }
    case (.failure(let a), .failure(let b), .failure(let c)):
        require(a.kind == .badInput && a.code == b.code && a.code == c.code, "\(key) \(value): \(a), pooled \(b), format \(c)")
        if case .decimal = value {} else { require(false, "\(key) \(value): a Double or an Int fails: \(a)") }
    default:
        require(false, "\(key) \(value): fresh \(fresh), pooled \(fromPool), format \(plain)")
    }
    return 0
}
