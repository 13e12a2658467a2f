// Comparing two words, sorting 100,000 words, and collation rules from the pool.
//   library      CollationRules, created once: `compare(_:_:)`; `sorted(_:)`, which makes each
//                word's sort key once and sorts the keys
//   raw          ucol_strcollUTF8 through ICUBridge on the strings' UTF-8, in place
//   Foundation   String.compare(_:options:range:locale:) with a held Locale; in a sort, as
//                the comparison of `sorted(by:)`
//   pool         FormatterPool lookup of the rules (the same locale and options each call)
// Names: Collation.compare.<locale>.<row>, Collation.sort.<locale>.100000.<row>,
// Collation.pool.<locale>, and `.paired` (see `compare`).
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

/// Words of 3 to 12 letters of a German and Swedish alphabet, mixed case, from a fixed seed.
func randomWords(_ count: Int) -> [String] {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzäöüßåABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜÅ")
    var state: UInt64 = 24
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33)
    }
    return (0..<count).map { _ in String((0..<(3 + next() % 10)).map { _ in alphabet[next() % alphabet.count] }) }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let words = randomWords(100_000)
    let pairs = Array(zip(words.prefix(1000), words.dropFirst(1000).prefix(1000)))

    for id in ["de", "sv"] {
        let rules = try! CollationRules(locale: LocaleID(id))
        var status: Int32 = 0
        let raw = icub_ucol_open(id, &status)!
        let locale = Locale(identifier: id)

        // One call compares one pair; each row walks the 1,000 pairs with a counter of its own.
        var libraryPair = 0, rawPair = 0, foundationPair = 0
        compare("Collation.compare.\(id)", [
            Row("library") { () -> CollationRules.Order in
                libraryPair = (libraryPair + 1) % pairs.count
                return rules.compare(pairs[libraryPair].0, pairs[libraryPair].1)
            },
            Row("raw") { () -> Int32 in
                rawPair = (rawPair + 1) % pairs.count
                var (a, b) = pairs[rawPair]
                var status: Int32 = 0
                return a.withUTF8 { x in
                    b.withUTF8 { y in
                        x.withMemoryRebound(to: CChar.self) { x in
                            y.withMemoryRebound(to: CChar.self) { y in
                                icub_ucol_compare(raw, x.baseAddress!, Int32(x.count), y.baseAddress!, Int32(y.count), &status)
                            }
                        }
                    }
                }
            },
            Row("Foundation") { () -> ComparisonResult in
                foundationPair = (foundationPair + 1) % pairs.count
                return pairs[foundationPair].0.compare(pairs[foundationPair].1, options: [], range: nil, locale: locale)
            },
        ])

        // One iteration sorts all 100,000 words: a few iterations, not thousands.
        let sortName = "Collation.sort.\(id).100000"
        let sortConfiguration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .milliseconds,
                                                        warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(20),
                                                        maxIterations: 5, thresholds: [:])
        let sorts: [(label: String, sort: () -> [String])] = [
            ("library", { rules.sorted(words) }),
            ("Foundation", { words.sorted { $0.compare($1, options: [], range: nil, locale: locale) == .orderedAscending } }),
        ]
        for (label, sort) in sorts {
            show("\(sortName).\(label)", sort().prefix(3))
            Benchmark("\(sortName).\(label)", configuration: sortConfiguration) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(sort()) }
            }
        }
        // As `compare`'s paired rows: both sorts back to back in each iteration, Foundation's time as a ratio to the library's.
        let ratio = BenchmarkMetric.custom("Foundation/library permille", polarity: .prefersSmaller, useScalingFactor: false)
        Benchmark("\(sortName).paired", configuration: .init(metrics: [ratio, .throughput], warmupIterations: 0, scalingFactor: .one,
                                                             maxDuration: .seconds(40), maxIterations: 3, thresholds: [:])) { benchmark in
            for _ in benchmark.scaledIterations {
                var nanoseconds: [UInt64] = []
                for (_, sort) in sorts {
                    let start = DispatchTime.now().uptimeNanoseconds
                    blackHole(sort())
                    nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
                }
                benchmark.measurement(ratio, Int(nanoseconds[1] * 1000 / max(1, nanoseconds[0])))
            }
        }

        let pool = FormatterPool()
        let poolLocale = try! LocaleID(id)
        perCall("Collation.pool.\(id)") { () throws -> CollationRules in try pool.collationRules(locale: poolLocale) }
    }
}
