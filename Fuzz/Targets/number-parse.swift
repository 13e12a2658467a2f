// Target `number-parse`: arbitrary text parsed as a number, strictly and leniently.
//
// Input: byte 0 picks the style, byte 1 the locale (fuzzLocales), byte 2's
// bit 0 lenient parsing; the rest is the text.
//
// Properties: parsing returns a plain decimal string (`-?[0-9]+(\.[0-9]+)?`)
// or throws ICUError; the same text gives the same answer twice, and from a
// pooled format as from a fresh one.
// fuzz: dict=number
import ICU

/// Large enough to hold every style and locale the target picks: a pool that
/// evicts on most inputs measures its own reopening, not formatting.
let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

nonisolated(unsafe) var opened: [String: Result<NumberFormat, ICUError>] = [:]

func isPlainDecimal(_ s: String) -> Bool {
    var bytes = Array(s.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let isDigit = { (b: UInt8) in b >= 0x30 && b <= 0x39 }
    let integer = bytes.prefix(while: isDigit)
    guard !integer.isEmpty else { return false }
    bytes = bytes.dropFirst(integer.count)
    if bytes.isEmpty { return true }
    guard bytes.first == UInt8(ascii: ".") else { return false }
    let fraction = bytes.dropFirst()
    return !fraction.isEmpty && fraction.allSatisfy(isDigit)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let style = input.pick([NumberFormat.Style.decimal, .currency, .percent, .scientific, .spellOut, .ordinal,
                            .compactShort, .compactLong])
    let localeName = input.pick(fuzzLocales)
    let lenient = input.byte() & 1 == 1
    var text = text(input.rest())
    // ICU's lenient spell-out parsing costs milliseconds a byte (FINDINGS.md P2): short texts only.
    let slow = style == .spellOut && lenient
    if slow, text.utf8.count > 16 { text = String(decoding: text.utf8.prefix(16), as: UTF8.self) }
    let locale = try! LocaleID(localeName)
    trace("\(lenient ? "lenient" : "strict") \(style) in \(localeName): \(quoted(text))")

    let key = "\(style)|\(localeName)"
    let fresh = opened[key] ?? Result { () throws(ICUError) in try NumberFormat(style, locale: locale) }
    opened[key] = fresh
    guard case .success(let format) = fresh else { return 0 }
    let pooled: NumberFormat
    do {
        pooled = try pool.numberFormat(style, locale: locale)
    } catch {
        require(false, "\(style) in \(localeName): a fresh format opens, a pooled one fails: \(error)")
        return 0
    }

    let first = Result { () throws(ICUError) in try format.parse(text, lenient: lenient) }
    // (Lenient spell-out: the pooled format's answer is the second one.)
    let second = slow ? first : Result { () throws(ICUError) in try format.parse(text, lenient: lenient) }
    let fromPool = Result { () throws(ICUError) in try pooled.parse(text, lenient: lenient) }
    trace("-> \(first)")
    func same(_ a: Result<String, ICUError>, _ b: Result<String, ICUError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x == y
        case (.failure(let x), .failure(let y)): x.code == y.code && x.utf8Offset == y.utf8Offset
        default: false
        }
    }
    require(same(first, second), "\(lenient ? "lenient" : "strict") \(style) in \(localeName), \(quoted(text)): \(first), then \(second)")
    require(same(first, fromPool), "\(lenient ? "lenient" : "strict") \(style) in \(localeName), \(quoted(text)): fresh \(first), pooled \(fromPool)")
    if case .success(let decimal) = first {
        require(isPlainDecimal(decimal),
                "\(lenient ? "lenient" : "strict") \(style) in \(localeName): \(quoted(text)) parses as \(quoted(decimal)), not a plain decimal")
    }
    if case .failure(let error) = first, let offset = error.utf8Offset {
        require(offset >= 0 && offset <= text.utf8.count,
                "\(style) in \(localeName): \(quoted(text)) fails at UTF-8 offset \(offset) of \(text.utf8.count)")
    }
    return 0
}
