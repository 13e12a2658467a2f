// MessageFormat 2 beside ICU messages: the plural message of the MessageFormat rows,
// ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}", in en with n = 3
// (both write "3 items"). One call per iteration.
//   mf1      MessageFormat "{n, plural, one {# item} other {# items}}", parsed once, `format(["n": 3])`
//   library  MessageFormat2, parsed once, `format(["n": 3])`
//   pool     FormatterPool lookup of the MessageFormat2 message, then `format(["n": 3])`
// Names: MessageFormat2.plural.en.<row>, and `.paired` (see `compare`): the library row's
// ratio to the mf1 row is the cost of MF2 over ICU's own MessageFormat.
//
// Parsing: MessageFormat2(source, locale:) of the same source. Names: MessageFormat2.parse.library.
import Benchmark
import BenchmarkSupport
import ICU

func messageFormat2Benchmarks() {
    let pool = FormatterPool()
    let mf1 = try! MessageFormat("{n, plural, one {# item} other {# items}}", locale: "en", timeZone: .utc)
    let source = ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}"
    let message = try! MessageFormat2(source, locale: "en", bidiIsolation: .none)
    let n = 3

    compare("MessageFormat2.plural.en", [
        Row("mf1") { try mf1.format(["n": .integer(n)]) },
        Row("library") { message.format(["n": .integer(n)]) },
        Row("pool") { try pool.messageFormat2(source, locale: "en", bidiIsolation: .none).format(["n": .integer(n)]) },
    ])

    perCall("MessageFormat2.parse.library") { try MessageFormat2(source, locale: "en", bidiIsolation: .none) }
}
