// Target `search`: finding a string in text by a locale's collation rules (usearch).
//
// Input: byte 0 picks the locale, byte 1 the strength; the rest is the needle
// and the text, separated by the first tab (bytes, repaired to UTF-8).
//
// Properties: an empty needle throws; otherwise the ranges lie in the text, in
// order, without overlapping, and on scalar boundaries; `firstRange` is the
// first of them; their UTF-8 offsets are raw ICU's (`usearch_openFromCollator`
// with `usearch_first`/`usearch_next` through the bridge, on the rules' own
// locale and strength), and a search shared from the first call gives the same
// answers as a new one.
// fuzz: max_len=512
@_spi(CLI) import ICU
import ICUBridge

let locales = ["en", "de", "fr", "sv", "tr", "ja", "th", "ar", "da", "es@collation=traditional"]
let strengths: [CollationRules.Strength] = [.primary, .secondary, .tertiary, .quaternary, .identical]

nonisolated(unsafe) var rulesByKey: [String: CollationRules] = [:]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let locale = input.pick(locales)
    let strength = input.pick(strengths)
    let bytes = input.rest()
    let tab = bytes.firstIndex(of: 9) ?? bytes.count
    let needle = text(Array(bytes[..<tab]))
    let haystack = tab < bytes.count ? text(Array(bytes[(tab + 1)...])) : ""
    trace("\(locale) \(strength): \(quoted(needle)) in \(quoted(haystack))")

    let key = "\(locale)|\(strength)"
    if rulesByKey[key] == nil { rulesByKey[key] = try? CollationRules(locale: LocaleID(locale), options: .init(strength: strength)) }
    guard let rules = rulesByKey[key] else {
        require(false, "\(locale) does not open")
        return 0
    }
    guard let search = try? CollationSearch(needle, rules: rules) else {
        require(needle.isEmpty, "a search for \(quoted(needle)) does not open")
        return 0
    }
    require(!needle.isEmpty, "an empty needle opened a search")
    let ranges = search.ranges(in: haystack)
    require(search.firstRange(in: haystack) == ranges.first, "firstRange is not the first range")
    let utf8 = haystack.utf8
    var offsets: [Int] = []
    var last = utf8.startIndex
    for range in ranges {
        require(range.lowerBound >= last && range.lowerBound <= range.upperBound && range.upperBound <= utf8.endIndex,
                "range \(range) out of order or out of the text")
        require(range.lowerBound.samePosition(in: haystack.unicodeScalars) != nil
                && range.upperBound.samePosition(in: haystack.unicodeScalars) != nil, "a range splits a scalar")
        offsets += [utf8.distance(from: utf8.startIndex, to: range.lowerBound), utf8.distance(from: utf8.startIndex, to: range.upperBound)]
        last = range.upperBound
    }

    // Raw ICU through the bridge, on a collator set up by hand.
    var status: Int32 = 0
    guard let collator = icub_ucol_open(locale, &status) else {
        require(false, "raw \(locale) does not open")
        return 0
    }
    defer { icub_ucol_close(collator) }
    let values: [CollationRules.Strength: Int32] = [.primary: Int32(ICUB_UCOL_PRIMARY), .secondary: Int32(ICUB_UCOL_SECONDARY),
                                                    .tertiary: Int32(ICUB_UCOL_TERTIARY), .quaternary: Int32(ICUB_UCOL_QUATERNARY),
                                                    .identical: Int32(ICUB_UCOL_IDENTICAL)]
    icub_ucol_set_attribute(collator, Int32(ICUB_UCOL_STRENGTH), values[strength]!, &status)
    let raw: [Int] = withCText(needle) { p, m in
        guard let usearch = icub_usearch_open(p, m, collator, &status) else { return [-1] }
        defer { icub_usearch_close(usearch) }
        return withCText(haystack) { t, n in
            var buffer = [Int32](repeating: 0, count: 2 * (Int(n) + 1))
            let count = icub_usearch_find(usearch, t, n, 0, &buffer, n + 1, &status)
            return buffer.prefix(2 * Int(count)).map(Int.init)
        }
    }
    require(status <= 0 && raw == offsets, "\(quoted(needle)) in \(quoted(haystack)): \(offsets), raw ICU \(raw) (\(status))")
    let fresh = try? CollationSearch(needle, rules: rules).ranges(in: haystack)
    require(fresh == ranges, "a new search finds \(String(describing: fresh)), the shared one \(ranges)")
    return 0
}
