// ICU messages: "{n, plural, one {# item} other {# items}}" in en with n = 3, a named argument. One call per iteration.
//   library     MessageFormat, parsed and compiled once, `format(["n": 3])` (the compiled render: no ICU call)
//   raw         icu::MessageFormat::format(names, arguments, …) through ICUBridge on a format opened once,
//               the argument prepared once, a reused output buffer, the result as a String
//   foundation  Foundation's String(format: "%d items", locale: Locale(identifier: "en_US"), n), the
//               plural form ("%d item" or "%d items") picked by hand, as Foundation has no plural syntax
//   pool        FormatterPool lookup of the message, then `format(["n": 3])`
// Names: MessageFormat.plural.en.<row>, and `.paired` (see `compare`).
//
// Parsing: MessageFormat(pattern, locale:timeZone:) of the same pattern, compiled and checked against ICU's
// format on its probes. Names: MessageFormat.parse.library.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let output = RawOutput(capacity: 4_096)
    let pattern = "{n, plural, one {# item} other {# items}}"
    let message = try! MessageFormat(pattern, locale: "en", timeZone: .utc)
    var status: Int32 = 0
    var offset: Int32 = -1
    let raw = icub_msgfmt_open("en", "UTC", pattern, Int32(pattern.utf8.count), &offset, &status)!
    // Kept for the process's life: the bridge's argument points at it.
    let name = strdup("n")!
    let argument = icub_msgfmt_arg(name: name, name_length: 1, type: Int32(ICUB_MSGFMT_VALUE_INT64), integer: 3,
                                   number: 0, text: nil, text_length: 0)
    let en = Locale(identifier: "en_US")
    let n = 3

    compare("MessageFormat.plural.en", [
        Row("library") { try message.format(["n": .integer(n)]) },
        Row("raw") { () -> String in
            withUnsafePointer(to: argument) { a in output.string { icub_msgfmt_format(raw, a, 1, $0, $1, &$2) } }
        },
        Row("foundation") { n == 1 ? String(format: "%d item", locale: en, n) : String(format: "%d items", locale: en, n) },
        Row("pool") { try pool.messageFormat(pattern, locale: "en", timeZone: .utc).format(["n": .integer(n)]) },
    ])

    perCall("MessageFormat.parse.library") { try MessageFormat(pattern, locale: "en", timeZone: .utc) }

    messageFormat2Benchmarks()
}
