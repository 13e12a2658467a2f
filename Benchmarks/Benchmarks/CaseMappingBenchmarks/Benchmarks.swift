// Case mapping: a 1 KB text upper-cased and title-cased by a locale's rules.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// A German text of 1,024 UTF-8 bytes (umlauts and ß, which upper case makes
// SS), upper-cased in de; the same in tr, whose i becomes İ. One call per iteration.
//   library     CaseMapping, created once, `uppercased(_:)` (through UTF-16:
//               u_strToUpper, faster than ICU 72's UTF-8 upper-casing)
//   raw         ucasemap_utf8ToUpper through ICUBridge on a map opened once,
//               the input's bytes prepared once, a reused output buffer, the
//               result as a String
//   foundation  Foundation's `uppercased(with: Locale)`
//   pool        FormatterPool lookup, then `uppercased(_:)`
// Title case of the same text (the library takes a map no other thread is
// using for each call):
//   library     CaseMapping `titlecased(_:)` (through UTF-16: ucasemap_toTitle)
//   raw         ucasemap_utf8ToTitle on a map opened once
//   foundation  Foundation's `capitalized(with: Locale)`
// Names: CaseMapping.<upper|title>.<locale>.1KB.<row>, and `.paired` (see `compare`).

/// 1,024 bytes of German prose with a trailing run of ASCII letters to fill it up.
let text: String = {
    let sentence = "Die Straße führt über die Brücke ins Städtchen, wo Grüße und Küsse warten. "
    var text = String(repeating: sentence, count: 1_024 / sentence.utf8.count)
    text += String(repeating: "x", count: 1_024 - text.utf8.count)
    precondition(text.utf8.count == 1_024)
    return text
}()

/// A raw row: `call` on the input's bytes, into a reused buffer, as a String.
func rawRow(_ input: [CChar], _ output: RawOutput,
            _ call: @escaping (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> Row {
    Row("raw") { () -> String in
        input.withUnsafeBufferPointer { s in
            output.string { call(s.baseAddress!, Int32(s.count), $0, $1, &$2) }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let input = Array(text.utf8).map { CChar(bitPattern: $0) }
    let output = RawOutput(capacity: 4_096)

    for localeName in ["de", "tr"] {
        let locale = try! LocaleID(localeName)
        let mapping = try! CaseMapping(locale: locale)
        let foundationLocale = Locale(identifier: localeName)
        var status: Int32 = 0
        let raw = icub_ucasemap_open(localeName, 0, &status)!
        compare("CaseMapping.upper.\(localeName).1KB", [
            Row("library") { mapping.uppercased(text) },
            rawRow(input, output) { icub_ucasemap_utf8_to_upper(raw, $0, $1, $2, $3, &$4) },
            Row("foundation") { text.uppercased(with: foundationLocale) },
            Row("pool") { try pool.caseMapping(locale: locale).uppercased(text) },
        ])
    }

    let mapping = try! CaseMapping(locale: "de")
    var status: Int32 = 0
    let raw = icub_ucasemap_open("de", 0, &status)!
    let foundationLocale = Locale(identifier: "de")
    compare("CaseMapping.title.de.1KB", [
        Row("library") { mapping.titlecased(text) },
        rawRow(input, output) { icub_ucasemap_utf8_to_title(raw, $0, $1, $2, $3, &$4) },
        Row("foundation") { text.capitalized(with: foundationLocale) },
    ])
}
