import Benchmark
import ICU

/// Calls per iteration of the threaded rows, whatever the number of threads:
/// the ratio of two rows' wall clock times is their throughput ratio.
public let threadedCalls = 20_000

/// The configuration of the threaded rows: one iteration is `threadedCalls`
/// calls (no scaling, so the plugin prints times per iteration), with CPU time,
/// which at 10 ms a tick tells roughly whether both threads worked.
public var threadedConfiguration: Benchmark.Configuration {
    .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput], scalingFactor: .one, maxDuration: .seconds(1))
}

/// A row that makes its calls spread over `threads` threads: its benchmark makes
/// `threadedCalls` calls per iteration. Each thread makes its own `State` (a raw
/// row's buffer) at the start of its share.
public func threadedRow<State, R>(_ label: String, threads: Int, perThread makeState: @escaping @Sendable () -> State,
                                  _ body: @escaping @Sendable (State, Int) throws -> R) -> Row {
    let run = { (calls: Int) in
        split(calls, threads: threads) { range in
            let state = makeState()
            for i in range {
                blackHole(try! body(state, i))
            }
        }
    }
    return Row(label, register: { name in
        Benchmark(name, configuration: threadedConfiguration) { _ in run(threadedCalls) }
    }, run: run)
}

/// Registers `<name>.1thread` and `<name>.2threads`, `threadedCalls` calls of
/// `body` per iteration on this thread, then split over two threads, and
/// `<name>.scaling`, which runs both in turn within each iteration and records
/// `1thread/2threads permille`: the throughput of two threads over one's.
public func threaded<State, R>(_ name: String, perThread makeState: @escaping @Sendable () -> State,
                               _ body: @escaping @Sendable (State, Int) throws -> R) {
    show(name, try body(makeState(), 0))
    let one = threadedRow("1thread", threads: 1, perThread: makeState, body)
    let two = threadedRow("2threads", threads: 2, perThread: makeState, body)
    one.register("\(name).1thread")
    two.register("\(name).2threads")
    paired("\(name).scaling", calls: threadedCalls, [two, one])
}

/// `threaded` for rows that need no state of their own.
public func threaded<R>(_ name: String, _ body: @escaping @Sendable (Int) throws -> R) {
    threaded(name, perThread: {}) { _, i in try body(i) }
}

/// A raw ICU handle that the raw rows share between threads: only handles ICU
/// documents as thread-safe (unumf) or that the rows only read (udat with a
/// calendar per thread).
public struct RawHandle<Pointee>: @unchecked Sendable {
    public let pointer: UnsafeMutablePointer<Pointee>
    public init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
}

/// The 50 pooled number formats of the lookup rows: 10 locales, 5 styles.
public enum LookupKeys {
    public static let locales: [LocaleID] = [
        "en_US", "de_DE", "fr_FR", "ja_JP", "es_ES", "it_IT", "pt_BR", "ru_RU", "zh_CN", "ar_EG",
    ]
    public static let styles: [NumberFormat.Style] = [.decimal, .currency, .percent, .scientific, .compactShort]
    public static let all: [(locale: LocaleID, style: NumberFormat.Style)] =
        locales.flatMap { locale in styles.map { (locale, $0) } }
}
