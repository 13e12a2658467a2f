// Target `collation`: comparing two strings and their sort keys by a locale's collation rules.
//
// Input: byte 0 picks the locale (with collation keywords; its bit 4, above the
// 16 locales, turns normalization on), byte 1 the other options (strength,
// shifted, case first, numeric, French secondary); the rest
// is two strings separated by the first tab, as bytes (not always UTF-8).
//
// Properties: `compare` is antisymmetric and says `equal` for a string and
// itself; the sort keys' byte order is `compare`'s order; both equal raw ICU's
// `ucol_strcollUTF8` on a collator opened and set up by hand through the
// bridge, and pooled rules' answers; the byte entry point of sort keys throws
// exactly for bytes that are not UTF-8, and otherwise gives the string's key.
// fuzz: max_len=512
@_spi(CLI) import ICU
import ICUBridge

let locales = ["en", "de", "de@collation=phonebook", "sv", "es@collation=traditional", "zh@collation=pinyin",
               "zh@collation=stroke", "ja", "fr_CA", "da", "tr", "ar", "root", "ko", "th", "en@colNumeric=yes"]
let strengths: [CollationRules.Strength?] = [nil, .primary, .secondary, .tertiary, .quaternary, .identical, nil, nil]
let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

/// Opens the collator raw ICU would use for the options: `ucol_open` and `ucol_setAttribute`, by hand.
func rawCollator(_ locale: String, _ options: CollationRules.Options) -> UnsafeMutablePointer<icub_ucol>? {
    var status: Int32 = 0
    guard let collator = icub_ucol_open(locale, &status) else { return nil }
    func set(_ attribute: Int32, _ value: Int32) { icub_ucol_set_attribute(collator, attribute, value, &status) }
    if let strength = options.strength {
        let values: [CollationRules.Strength: Int32] = [.primary: Int32(ICUB_UCOL_PRIMARY), .secondary: Int32(ICUB_UCOL_SECONDARY),
                                                        .tertiary: Int32(ICUB_UCOL_TERTIARY), .quaternary: Int32(ICUB_UCOL_QUATERNARY),
                                                        .identical: Int32(ICUB_UCOL_IDENTICAL)]
        set(Int32(ICUB_UCOL_STRENGTH), values[strength]!)
    }
    if options.alternate == .shifted { set(Int32(ICUB_UCOL_ALTERNATE_HANDLING), Int32(ICUB_UCOL_SHIFTED)) }
    if let caseFirst = options.caseFirst {
        set(Int32(ICUB_UCOL_CASE_FIRST), caseFirst == .upper ? Int32(ICUB_UCOL_UPPER_FIRST) : Int32(ICUB_UCOL_LOWER_FIRST))
    }
    if options.numeric == true { set(Int32(ICUB_UCOL_NUMERIC_COLLATION), Int32(ICUB_UCOL_ON)) }
    if options.frenchSecondary == true { set(Int32(ICUB_UCOL_FRENCH_COLLATION), Int32(ICUB_UCOL_ON)) }
    if options.normalization == true { set(Int32(ICUB_UCOL_NORMALIZATION_MODE), Int32(ICUB_UCOL_ON)) }
    require(status <= 0, "setting up raw \(locale): \(status)")
    return collator
}

nonisolated(unsafe) var opened: [String: (CollationRules, UnsafeMutablePointer<icub_ucol>)] = [:]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeByte = input.byte()
    let locale = locales[Int(localeByte) % locales.count]
    let bits = input.byte()
    let options = CollationRules.Options(strength: strengths[Int(bits & 7)], alternate: bits & 8 != 0 ? .shifted : nil,
                                         caseFirst: bits & 16 != 0 ? .upper : (bits & 32 != 0 ? .lower : nil),
                                         numeric: bits & 64 != 0 ? true : nil, frenchSecondary: bits & 128 != 0 ? true : nil,
                                         normalization: localeByte & 0x10 != 0 ? true : nil)
    let bytes = input.rest()
    let tab = bytes.firstIndex(of: 9) ?? bytes.count
    let aBytes = Array(bytes[..<tab]), bBytes = tab < bytes.count ? Array(bytes[(tab + 1)...]) : []
    let a = text(aBytes), b = text(bBytes)
    trace("\(locale) \(options): \(quoted(a)) vs \(quoted(b))")

    let key = "\(locale)|\(localeByte & 0x10)|\(bits)"
    if opened[key] == nil {
        guard let rules = try? CollationRules(locale: LocaleID(locale), options: options), let raw = rawCollator(locale, options) else {
            require(false, "\(locale) \(options) does not open")
            return 0
        }
        opened[key] = (rules, raw)
    }
    let (rules, raw) = opened[key]!
    let order = rules.compare(a, b)
    require(rules.compare(b, a).rawValue == -order.rawValue, "\(quoted(a)) vs \(quoted(b)): not antisymmetric")
    require(rules.compare(a, a) == .equal, "\(quoted(a)) is not equal to itself")
    var status: Int32 = 0
    let rawOrder = withCText(a) { x, m in withCText(b) { y, n in icub_ucol_compare(raw, x, m, y, n, &status) } }
    require(status <= 0 && Int(rawOrder) == order.rawValue, "\(quoted(a)) vs \(quoted(b)): \(order), raw ICU \(rawOrder)")
    let keyA = rules.sortKey(a), keyB = rules.sortKey(b)
    let byKey: CollationRules.Order = keyA < keyB ? .before : (keyA == keyB ? .equal : .after)
    require(byKey == order, "\(quoted(a)) vs \(quoted(b)): compare \(order), keys \(byKey)")
    if let pooled = try? pool.collationRules(locale: LocaleID(locale), options: options) {
        require(pooled.compare(a, b) == order, "pooled rules disagree on \(quoted(a)) vs \(quoted(b))")
    } else {
        require(false, "pooled \(locale) does not open")
    }
    var fromBytes: [UInt8] = []
    let thrown = aBytes.withUnsafeBufferPointer { buffer in
        (try? rules.appendSortKey(utf8: buffer, to: &fromBytes)) == nil
    }
    require(thrown == !isValidUTF8(aBytes), "bytes \(aBytes.prefix(16)): threw \(thrown), valid UTF-8 \(isValidUTF8(aBytes))")
    if !thrown { require(fromBytes == keyA.bytes, "the key of bytes differs from the key of their string") }
    return 0
}
