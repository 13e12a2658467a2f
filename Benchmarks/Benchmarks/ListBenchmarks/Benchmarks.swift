// Lists, number ranges and the plural category of a range.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Five English words, and a hundred, joined with "and" in en. One call per iteration.
//   library     ListFormat, created once, `format(_:)`
//   raw         ulistfmt_formatStringsToResult through ICUBridge on a formatter
//               opened once, the items' bytes and lengths prepared once, a reused
//               output buffer, the result as a String
//   foundation  Foundation's ListFormatStyle (`items.formatted(.list(type: .and).locale(…))`)
//   pool        FormatterPool lookup, then `format(_:)`
// Names: ListFormat.and.en.<count>.<row>, and `.paired` (see `compare`).
//
// The range 3 to 5 in euros in de (the unit once: "3,00–5,00 €"), as doubles:
//   library     NumberRangeFormat, created once, `format(_:_:)` of two Ints
//   raw         unumrf_formatDoubleRange on a formatter of the same skeleton
//   pool        FormatterPool lookup, then `format(_:_:)`
// Names: NumberRangeFormat.EUR.de.<row>; Foundation has no range format.
//
// The range 2.5 to 5.25 in euros in de ("2,50–5,25 €"), ends with a fraction:
//   library     NumberRangeFormat, created once, `format(_:_:)` of two Doubles
//   raw         unumrf_formatDoubleRange on the formatter above
// Names: NumberRangeFormat.EUR.de.fraction.<row>.
//
// The plural category of the range 0–1 in fr (`one`):
//   library     PluralRules, created once, `category(forRangeFrom:to:)`
//   raw         unumrf_formatDecimalRange and uplrules_selectForRange on handles opened once
// Names: PluralRules.range.fr.<row>.
//
// The plural category of the range 0.5–1.25 in fr (`one`), both ends with two fraction digits:
//   library     PluralRules, created once, `category(forRangeFrom:to:)`
//   raw         unumrf_formatDecimalRange (skeleton `.00`) and uplrules_selectForRange on handles opened once
// Names: PluralRules.range.fr.fraction.<row>.

let words = ["apples", "pears", "plums", "cherries", "quinces"]

/// The items as the bridge takes them: UTF-8 one after the other, and a length each.
func bridgeItems(_ items: [String]) -> ([CChar], [Int32]) {
    (items.reduce(into: [CChar]()) { $0 += $1.utf8.map { CChar(bitPattern: $0) } } + [0], items.map { Int32($0.utf8.count) })
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let output = RawOutput(capacity: 4_096)

    let english = try! ListFormat(locale: "en")
    var status: Int32 = 0
    let rawList = icub_ulistfmt_open("en", Int32(ICUB_ULISTFMT_TYPE_AND), Int32(ICUB_ULISTFMT_WIDTH_WIDE), &status)!
    let foundationLocale = Locale(identifier: "en")
    for items in [words, (0..<100).map { words[$0 % words.count] + String($0) }] {
        let (bytes, lengths) = bridgeItems(items)
        let count = Int32(items.count)
        compare("ListFormat.and.en.\(items.count)", [
            Row("library") { try english.format(items) },
            Row("raw") { () -> String in
                bytes.withUnsafeBufferPointer { b in
                    lengths.withUnsafeBufferPointer { l in
                        output.string { icub_ulistfmt_format(rawList, b.baseAddress!, l.baseAddress!, count, $0, $1, &$2) }
                    }
                }
            },
            Row("foundation") { items.formatted(.list(type: .and).locale(foundationLocale)) },
            Row("pool") { try pool.listFormat(locale: "en").format(items) },
        ])
    }

    let euros = try! NumberRangeFormat(.currency(code: "EUR"), locale: "de")
    let skeleton = "currency/EUR precision-currency-standard group-on-aligned"
    var offset: Int32 = -1
    let rawRange = icub_unumrf_open(skeleton, Int32(skeleton.utf8.count), "de", Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                                    Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY), &offset, &status)!
    compare("NumberRangeFormat.EUR.de", [
        Row("library") { euros.format(3, 5) },
        Row("raw") { output.string { icub_unumrf_format_double(rawRange, 3, 5, $0, $1, nil, &$2) } },
        Row("pool") { try pool.numberRangeFormat(.currency(code: "EUR"), locale: "de").format(3, 5) },
    ])
    compare("NumberRangeFormat.EUR.de.fraction", [
        Row("library") { euros.format(2.5, 5.25) },
        Row("raw") { output.string { icub_unumrf_format_double(rawRange, 2.5, 5.25, $0, $1, nil, &$2) } },
    ])

    let french = try! PluralRules(locale: "fr")
    let rawRules = icub_uplrules_open("fr", Int32(ICUB_UPLURAL_TYPE_CARDINAL), &status)!
    let integers = "precision-integer group-off"
    let rawIntegers = icub_unumrf_open(integers, Int32(integers.utf8.count), "fr", Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                                       Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE), &offset, &status)!
    compare("PluralRules.range.fr", [
        Row("library") { try french.category(forRangeFrom: "0", to: "1") },
        Row("raw") { output.string { icub_unumrf_select_plural(rawIntegers, rawRules, "0", 1, "1", 1, $0, $1, &$2) } },
    ])
    let twoDigits = ".00 group-off"
    let rawTwoDigits = icub_unumrf_open(twoDigits, Int32(twoDigits.utf8.count), "fr", Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                                        Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE), &offset, &status)!
    compare("PluralRules.range.fr.fraction", [
        Row("library") { try french.category(forRangeFrom: "0.5", to: "1.25") },
        Row("raw") { output.string { icub_unumrf_select_plural(rawTwoDigits, rawRules, "0.5", 3, "1.25", 4, $0, $1, &$2) } },
    ])
}
