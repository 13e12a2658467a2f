import Benchmark
import Dispatch

/// Registers a benchmark that calls `body` once per scaled iteration and
/// keeps each result; `show` prints one result first. Inlinable, so that the
/// loop is specialized where a benchmark calls it and a call of `body` is a
/// direct call, not one through a generic thunk (a few nanoseconds a call).
@inlinable
public func perCall<R>(_ name: String, _ body: @escaping () throws -> R) {
    show(name, try body())
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try body())
        }
    }
}

/// One row of a comparison: a labelled operation, and how to run it `calls` times.
public struct Row {
    public let label: String
    @usableFromInline let register: (_ name: String) -> Void
    @usableFromInline let run: (_ calls: Int) throws -> Void

    /// A row whose benchmark calls `operation` once per scaled iteration (see ``perCall(_:_:)``).
    /// Inlinable for the reason ``perCall(_:_:)`` is.
    @inlinable
    public init<R>(_ label: String, _ operation: @escaping () throws -> R) {
        self.label = label
        register = { perCall($0, operation) }
        run = { calls in
            for _ in 0..<calls { blackHole(try operation()) }
        }
    }

    /// A row with a benchmark of its own making (`register`) and its own way of making `calls` calls (`run`).
    public init(_ label: String, register: @escaping (_ name: String) -> Void, run: @escaping (_ calls: Int) throws -> Void) {
        self.label = label
        self.register = register
        self.run = run
    }
}

/// Registers `<prefix>.<label>` for each row, then `<prefix>.paired`.
///
/// The paired benchmark is what the ratios in docs/performance.md come from.
/// Rows measured one after another, seconds apart, are at the mercy of the
/// machine: on a shared virtual machine the same code runs up to 2.5 times
/// slower for a second or so at a time. Within one iteration of `paired`, every
/// row runs `calls` calls back to back (in a rotating order), well inside one
/// such phase, and each row's time is recorded as a ratio to the first row's, in
/// per mille: the custom metric `<label>/<first label> permille`. Its median is
/// the ratio of the rows' costs.
public func compare(_ prefix: String, calls: Int = 100, _ rows: [Row]) {
    for row in rows {
        row.register("\(prefix).\(row.label)")
    }
    paired("\(prefix).paired", calls: calls, rows)
}

/// Registers only the paired benchmark of `rows` (see ``compare(_:calls:_:)``).
public func paired(_ name: String, calls: Int, _ rows: [Row]) {
    guard let base = rows.first, rows.count > 1 else { return }
    let metrics = rows.dropFirst().map {
        BenchmarkMetric.custom("\($0.label)/\(base.label) permille", polarity: .prefersSmaller, useScalingFactor: false)
    }
    var nanoseconds = [UInt64](repeating: 0, count: rows.count)
    var turn = 0
    // Throughput too, only because the JMH export skips benchmarks without it.
    Benchmark(name, configuration: .init(metrics: metrics + [.throughput], scalingFactor: .one, thresholds: [:])) { benchmark in
        for _ in benchmark.scaledIterations {
            turn += 1
            for offset in rows.indices {
                let index = (turn + offset) % rows.count
                let start = DispatchTime.now().uptimeNanoseconds
                try rows[index].run(calls)
                nanoseconds[index] = DispatchTime.now().uptimeNanoseconds - start
            }
            for (metric, index) in zip(metrics, rows.indices.dropFirst()) {
                benchmark.measurement(metric, Int(nanoseconds[index] * 1000 / max(1, nanoseconds[0])))
            }
        }
    }
}
