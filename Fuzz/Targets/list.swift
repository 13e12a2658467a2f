// Target `list`: arbitrary bytes split at tabs into the items of a list, joined
// in a locale with a type and width.
//
// Input: byte 0 picks the locale (the languages with list rules of their own,
// then fuzzLocales), byte 1 the type (mod 3: and, or, unit) and the width
// (/ 3 mod 3: wide, short, narrow); the rest, split at each tab, is the items
// (none for an empty rest), which may hold NULs and bytes that are not UTF-8
// (read as a `String`, U+FFFD for those).
//
// Properties: joining does not throw; the text equals raw `ulistfmt`'s on a
// formatter of its own, and a pooled format's equals a fresh one's; no items
// give the empty text and one item itself; every item appears in the text
// whole, in order (ICU writes the words between them, never into them), and
// the text is at least as long as the items together.
// fuzz: dict=list max_len=1024
import ICU
import ICUBridge

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

let locales = ["en", "es", "he", "ar", "ja", "zh", "de", "fr", "ru", "it", "el", "th"] + fuzzLocales
let types: [(ListFormat.ListType, Int32)] = [
    (.and, Int32(ICUB_ULISTFMT_TYPE_AND)), (.or, Int32(ICUB_ULISTFMT_TYPE_OR)), (.unit, Int32(ICUB_ULISTFMT_TYPE_UNITS)),
]
let widths: [(ListFormat.Width, Int32)] = [
    (.wide, Int32(ICUB_ULISTFMT_WIDTH_WIDE)), (.short, Int32(ICUB_ULISTFMT_WIDTH_SHORT)),
    (.narrow, Int32(ICUB_ULISTFMT_WIDTH_NARROW)),
]

nonisolated(unsafe) var opened: [String: ListFormat] = [:]

/// Raw `ulistfmt` on a formatter of its own: the text, or nil when ICU fails.
func raw(_ items: [String], locale: String, type: Int32, width: Int32) -> String? {
    var status: Int32 = 0
    guard let formatter = icub_ulistfmt_open(locale, type, width, &status), status <= 0 else { return nil }
    defer { icub_ulistfmt_close(formatter) }
    var bytes = items.reduce(into: [UInt8]()) { $0 += $1.utf8 }
    bytes.append(0)
    let lengths = items.map { Int32($0.utf8.count) } + [0]
    var capacity = Int32(bytes.count * 2 + 64)
    for _ in 0..<2 {
        status = 0
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let length = bytes.withUnsafeBytes { b in
            out.withUnsafeMutableBytes { o in
                icub_ulistfmt_format(formatter, b.baseAddress!.assumingMemoryBound(to: CChar.self), lengths,
                                     Int32(items.count), o.baseAddress!.assumingMemoryBound(to: CChar.self), capacity, &status)
            }
        }
        if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = length; continue }
        guard status <= 0 else { return nil }
        return text(Array(out[..<Int(length)]))
    }
    return nil
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(locales)
    let choice = Int(input.byte())
    let (type, rawType) = types[choice % 3]
    let (width, rawWidth) = widths[(choice / 3) % 3]
    let rest = input.rest()
    let items = rest.isEmpty ? [] : rest.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { text(Array($0)) }
    trace("\(localeName) \(type) \(width): \(items.map(quoted))")

    let key = "\(localeName)|\(type)|\(width)"
    if opened[key] == nil {
        do {
            opened[key] = try ListFormat(locale: LocaleID(localeName), options: .init(type: type, width: width))
        } catch {
            require(false, "list format of \(localeName) fails: \(error)")
        }
    }
    let format = opened[key]!
    let joined = format.format(items)
    let expected = raw(items, locale: format.locale.identifier, type: rawType, width: rawWidth)
    require(joined == expected, "\(localeName) \(type) \(width): \(quoted(joined)), ICU \(expected.map(quoted) ?? "fails")")
    do {
        let pooled = try pool.listFormat(locale: LocaleID(localeName), options: .init(type: type, width: width))
        let again = pooled.format(items)
        require(again == joined, "\(localeName): pooled \(quoted(again)), fresh \(quoted(joined))")
    } catch {
        require(false, "pooled list format of \(localeName) fails: \(error)")
    }
    if items.isEmpty { require(joined.isEmpty, "no items give \(quoted(joined))") }
    if items.count == 1 { require(joined.utf8.elementsEqual(items[0].utf8), "one item \(quoted(items[0])) gives \(quoted(joined))") }
    let output = Array(joined.utf8)
    require(output.count >= items.reduce(0) { $0 + $1.utf8.count }, "\(quoted(joined)) is shorter than its items")
    var from = 0
    for item in items {
        let bytes = Array(item.utf8)
        guard let at = firstIndex(of: bytes, in: output, from: from) else {
            require(false, "item \(quoted(item)) is not whole in \(quoted(joined)) after byte \(from)")
            return 0
        }
        from = at + bytes.count
    }
    return 0
}

/// Where `needle` first occurs in `haystack` at or after `from`.
func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty else { return from }
    var i = from
    while i + needle.count <= haystack.count {
        if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
        i += 1
    }
    return nil
}
