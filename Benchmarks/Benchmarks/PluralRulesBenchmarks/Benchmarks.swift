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
// Names: PluralRules.<locale>.<input>.<row>, and `.paired` (see `compare`).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let locale: LocaleID = "ru"
    let rules = try! PluralRules(locale: locale)
    let raw = Raw.pluralRules(locale: "ru")
    let output = RawOutput()
    let name = "PluralRules.ru.1to1000"

    // Each row walks 1…1000 with a counter of its own; one iteration is 1,000 calls.
    var libraryNumber = 0
    var rawNumber = 0
    var poolNumber = 0
    compare(name, [
        Row("library") { () -> PluralRules.Category in
            libraryNumber = libraryNumber % 1000 + 1
            return rules.category(for: libraryNumber)
        },
        Row("raw") { () -> String in
            rawNumber = rawNumber % 1000 + 1
            return output.string { icub_uplrules_select_double(raw, Double(rawNumber), $0, $1, &$2) }
        },
        Row("pool") { () throws -> PluralRules.Category in
            poolNumber = poolNumber % 1000 + 1
            return try pool.pluralRules(locale: locale).category(for: poolNumber)
        },
    ])
}
