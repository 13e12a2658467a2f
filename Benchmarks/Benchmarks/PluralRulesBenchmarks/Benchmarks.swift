import Benchmark
import BenchmarkSupport
import ICU
import ICUBridge

// The plural category of each integer from 1 to 1000 in Russian (one, few,
// many: the rules look at the last two digits). Foundation has no public
// plural-rules API, so no Foundation row.
//   library   PluralRules, created once, `category(for:)`
//   raw       uplrules_select through ICUBridge, reused buffer, the keyword as a String
//   pool      FormatterPool lookup, then `category(for:)`
// Names: PluralRules.<locale>.<input>.<row>; one iteration is the 1000 numbers.

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let locale: LocaleID = "ru"
    let rules = try! PluralRules(locale: locale)
    let raw = Raw.pluralRules(locale: "ru")
    let output = RawOutput()
    let name = "PluralRules.ru.1to1000"

    show("\(name).library", (1...5).map { try! rules.category(for: $0) })
    Benchmark("\(name).library") { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(try rules.category(for: i + 1))
        }
    }
    Benchmark("\(name).raw") { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(output.string { icub_plurals_select_double(raw, Double(i + 1), $0, $1, &$2) })
        }
    }
    Benchmark("\(name).pool") { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(try pool.pluralRules(locale: locale).category(for: i + 1))
        }
    }
}
