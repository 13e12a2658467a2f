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

/// Registers `<name>.1thread` and `<name>.2threads`: `threadedCalls` calls of
/// `body` per iteration, on this thread, then split over two threads. Each
/// thread makes its own `State` (a raw row's buffer) at the start of its share.
public func threaded<State, R>(_ name: String, perThread makeState: @escaping @Sendable () -> State,
                               _ body: @escaping @Sendable (State, Int) throws -> R) {
    show(name, try body(makeState(), 0))
    for threads in [1, 2] {
        Benchmark("\(name).\(threads == 1 ? "1thread" : "2threads")", configuration: threadedConfiguration) { _ in
            split(threadedCalls, threads: threads) { range in
                let state = makeState()
                for i in range {
                    blackHole(try! body(state, i))
                }
            }
        }
    }
}

/// `threaded` for rows that need no state of their own.
public func threaded<R>(_ name: String, _ body: @escaping @Sendable (Int) throws -> R) {
    threaded(name, perThread: {}) { _, i in try body(i) }
}

/// A raw ICU handle that the raw rows share between threads: only handles ICU
/// documents as thread-safe (unumf) or that the rows only read (udat with a
/// calendar per thread).
public struct RawHandle: @unchecked Sendable {
    public let pointer: OpaquePointer
    public init(_ pointer: OpaquePointer) { self.pointer = pointer }
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
