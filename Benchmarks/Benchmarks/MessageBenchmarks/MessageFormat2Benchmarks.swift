// MessageFormat 2 beside ICU messages: the plural message of the MessageFormat rows,
// ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}", in en with n = 3
// (both write "3 items"). One call per iteration.
//   mf1      MessageFormat "{n, plural, one {# item} other {# items}}", parsed once, `format(["n": 3])`
//   library  MessageFormat2, parsed once, `format(["n": 3])` (its compiled plan: no resolution per call)
//   foundation  Foundation's String(format: "%d items", locale: Locale(identifier: "en_US"), n), the
//            plural form picked by hand, as in the MessageFormat rows
//   pool     FormatterPool lookup of the MessageFormat2 message, then `format(["n": 3])`
// Names: MessageFormat2.plural.en.<row>, and `.paired` (see `compare`): the library row's
// ratio to the mf1 row is the cost of MF2 over ICU messages, its ratio to the foundation row the speed-up.
//
// Parsing: MessageFormat2(source, locale:) of the same source. Names: MessageFormat2.parse.library.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU

func messageFormat2Benchmarks() {
    let pool = FormatterPool()
    let mf1 = try! MessageFormat("{n, plural, one {# item} other {# items}}", locale: "en", timeZone: .utc)
    let source = ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}"
    let message = try! MessageFormat2(source, locale: "en", options: .init(bidiIsolation: .none))
    let n = 3
    let en = Locale(identifier: "en_US")

    compare("MessageFormat2.plural.en", [
        Row("mf1") { try mf1.format(["n": .integer(n)]) },
        Row("library") { message.format(["n": .integer(n)]) },
        Row("foundation") { n == 1 ? String(format: "%d item", locale: en, n) : String(format: "%d items", locale: en, n) },
        Row("pool") { try pool.messageFormat2(source, locale: "en", options: .init(bidiIsolation: .none)).format(["n": .integer(n)]) },
    ])

    perCall("MessageFormat2.parse.library") { try MessageFormat2(source, locale: "en", options: .init(bidiIsolation: .none)) }
}
