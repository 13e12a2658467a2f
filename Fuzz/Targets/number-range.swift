// Target `number-range`: two decimal strings as a range of numbers in a locale,
// style, collapse and identity fallback, and as the plural category of the range.
//
// Input: byte 0 picks the locale (fuzzLocales), byte 1 the style (mod 5:
// decimal, EUR, JPY, percent, compact-short), byte 2 the collapse (mod 4) and
// the identity fallback (/ 4 mod 4); the rest is LOW<TAB>HIGH (without a tab,
// the rest is both ends), which may be anything.
//
// Properties: the range either formats or throws an ICUError of kind
// `.badInput`, the same from a pooled format as from a fresh one; for the
// decimal and currency styles, the text equals raw `unumrf` with the style's
// skeleton; ends of the documented syntax within `NumberFormat.decimalDigitLimit`
// always format, and ends beyond it never do; whole ends in their plain
// spelling format as integers and as doubles to the same text; the plural category of the range
// is one of the rules' categories exactly when the range formats, the same from
// pooled rules, and equals raw `uplrules_selectForRange`'s keyword; ends
// that read as doubles (`Double(text)`) format as doubles to ICU's text
// (`formatThroughICU`, `unumrf_formatDoubleRange`), which a format may write
// without ICU, whole or with a fraction.
// fuzz: dict=number
@_spi(Testing) import ICU
import ICUBridge

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

let styles: [(NumberFormat.Style, String?)] = [
    (.decimal, ".### group-on-aligned"),
    (.currency(code: "EUR"), "currency/EUR precision-currency-standard group-on-aligned"),
    (.currency(code: "JPY"), "currency/JPY precision-currency-standard group-on-aligned"),
    (.percent, nil), (.compactShort, nil),
]
let collapses = NumberRangeFormat.Collapse.allCases
let fallbacks = NumberRangeFormat.IdentityFallback.allCases

nonisolated(unsafe) var opened: [String: NumberRangeFormat] = [:]
nonisolated(unsafe) var rulesOpened: [String: (PluralRules, [PluralRules.Category])] = [:]

/// Raw `unumrf` on a formatter of its own: the text, or nil when ICU fails.
func raw(_ low: String, _ high: String, skeleton: String, locale: String, collapse: Int32, fallback: Int32) -> String? {
    var status: Int32 = 0
    var offset: Int32 = -1
    guard let formatter = icub_unumrf_open(skeleton, Int32(skeleton.utf8.count), locale, collapse, fallback, &offset, &status),
          status <= 0 else { return nil }
    defer { icub_unumrf_close(formatter) }
    return withCText(low) { l, ln in
        withCText(high) { h, hn in
            var capacity: Int32 = 256
            for _ in 0..<2 {
                status = 0
                var out = [CChar](repeating: 0, count: Int(capacity))
                let length = icub_unumrf_format_decimal(formatter, l, ln, h, hn, &out, capacity, nil, &status)
                if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = length; continue }
                guard status <= 0 else { return nil }
                return String(decoding: out[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            return nil
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(fuzzLocales)
    let (style, skeleton) = input.pick(styles)
    let choice = Int(input.byte())
    let collapse = collapses[choice % 4]
    let fallback = fallbacks[(choice / 4) % 4]
    let rest = input.rest()
    let tab = rest.firstIndex(of: UInt8(ascii: "\t"))
    let low = text(Array(rest[..<(tab ?? rest.endIndex)]))
    let high = tab.map { text(Array(rest[($0 + 1)...])) } ?? low
    let exactLow = DecimalText(low), exactHigh = DecimalText(high)
    if isSlowButValid(low, exactLow) || isSlowButValid(high, exactHigh) { return 0 }
    let locale = try! LocaleID(localeName)
    trace("\(localeName) \(style) \(collapse) \(fallback): \(quoted(low)) – \(quoted(high))")

    let options = NumberRangeFormat.Options(collapse: collapse, identityFallback: fallback)
    let key = "\(localeName)|\(style)|\(collapse)|\(fallback)"
    if opened[key] == nil {
        do {
            opened[key] = try NumberRangeFormat(style, locale: locale, options: options)
        } catch {
            // A locale without a currency style's data is refused at creation, as NumberFormat refuses it.
            require(error.kind == .badInput, "range format \(key) fails: \(error)")
            return 0
        }
    }
    let format = opened[key]!
    let fresh = Result { () throws(ICUError) in try format.format(decimal: low, high) }
    let pooled = Result { () throws(ICUError) in try pool.numberRangeFormat(style, locale: locale, options: options).format(decimal: low, high) }
    trace("-> \(fresh)")
    switch (fresh, pooled) {
    case (.success(let a), .success(let b)):
        require(a == b, "\(key) \(quoted(low))–\(quoted(high)): fresh \(quoted(a)), pooled \(quoted(b))")
        if let skeleton {
            let expected = raw(low, high, skeleton: skeleton, locale: format.locale.identifier,
                               collapse: Int32(collapses.firstIndex(of: collapse)!), fallback: Int32(fallbacks.firstIndex(of: fallback)!))
            require(a == expected, "\(key) \(quoted(low))–\(quoted(high)): \(quoted(a)), ICU \(expected.map(quoted) ?? "fails")")
        }
        // Whole ends in their plain spelling also format as integers and doubles,
        // which a format may write without ICU: the same text.
        if let l = Int(low), let h = Int(high), String(l) == low, String(h) == high {
            let integers = format.format(l, h)
            require(integers == a, "\(key) \(l)–\(h) as integers: \(quoted(integers)), ICU \(quoted(a))")
            if l.magnitude < 1 << 53, h.magnitude < 1 << 53 {
                let doubles = format.format(Double(l), Double(h))
                require(doubles == a, "\(key) \(l)–\(h) as doubles: \(quoted(doubles)), ICU \(quoted(a))")
            }
        }
        for exact in [exactLow, exactHigh] {
            if let written = exact?.writtenDigits {
                require(written <= NumberFormat.decimalDigitLimit, "\(key): an end beyond decimalDigitLimit formats")
            }
        }
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code, "\(key) \(quoted(low))–\(quoted(high)): fresh \(a), pooled \(b)")
        require(a.kind == .badInput, "\(key) \(quoted(low))–\(quoted(high)) fails with \(a), not bad input")
        if let l = exactLow?.writtenDigits, let h = exactHigh?.writtenDigits,
           max(l, h) <= NumberFormat.decimalDigitLimit - 1024 {
            require(false, "\(key): \(quoted(low))–\(quoted(high)) of the documented syntax fails: \(a)")
        }
    default:
        require(false, "\(key) \(quoted(low))–\(quoted(high)): fresh \(fresh), pooled \(pooled)")
    }

    // Ends a double reads: the double range, compiled or not, is ICU's text for the doubles.
    if let l = Double(low), let h = Double(high) {
        let doubles = format.format(l, h)
        let icu = format.formatThroughICU(l, h)
        require(Array(doubles.utf8) == Array(icu.utf8), "\(key) \(l)–\(h) as doubles: \(quoted(doubles)), ICU \(quoted(icu))")
    }

    // The plural category of the range, by the cardinal rules.
    if rulesOpened[localeName] == nil {
        do {
            let rules = try PluralRules(locale: locale)
            rulesOpened[localeName] = (rules, rules.categories)
        } catch {
            require(false, "plural rules of \(localeName) fail: \(error)")
        }
    }
    let (rules, categories) = rulesOpened[localeName]!
    let category = Result { () throws(ICUError) in try rules.category(forRangeFrom: low, to: high) }
    let pooledCategory = Result { () throws(ICUError) in try pool.pluralRules(locale: locale).category(forRangeFrom: low, to: high) }
    switch (category, pooledCategory) {
    case (.success(let a), .success(let b)):
        require(a == b, "plural range in \(localeName) \(quoted(low))–\(quoted(high)): fresh \(a), pooled \(b)")
        require(categories.contains(a), "plural range in \(localeName): \(a) is not one of \(categories)")
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code && a.kind == .badInput, "plural range in \(localeName) \(quoted(low))–\(quoted(high)): \(a), pooled \(b)")
    default:
        require(false, "plural range in \(localeName) \(quoted(low))–\(quoted(high)): fresh \(category), pooled \(pooledCategory)")
    }
    if case .success = fresh, case .failure(let error) = category {
        require(false, "\(quoted(low))–\(quoted(high)) formats as a range in \(localeName) but has no plural category: \(error)")
    }
    return 0
}
