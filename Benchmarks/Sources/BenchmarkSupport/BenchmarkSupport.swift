import Benchmark
import Dispatch
import FoundationEssentials

/// The configuration every area starts from.
///
/// One iteration runs the operation 1,000 times (`scalingFactor: .kilo`), so
/// the clock reads and counter reads around an iteration cost little against
/// the work; the plugin prints the figures per call (`--scale` prints them per
/// iteration). CPU time is left to the threaded rows: the kernel counts it in
/// 10 ms ticks, longer than most iterations here. Only the malloc count becomes
/// a committed threshold (Thresholds/), and it must not move at all.
public func useDefaultConfiguration() {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(500),
        maxIterations: 100_000,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 0], absolute: [.p90: 0])]
    )
}

/// The values every area formats, so that rows side by side do the same work.
public enum Sample {
    /// 2014-01-05 07:08:09 UTC: the README's example instant.
    public static let date = Date(timeIntervalSince1970: 1_388_934_489)
    public static let millis = 1_388_934_489_000.0
    public static let int = 1_234_567
    public static let double = 1_234_567.891
    /// A 30-digit number, beyond what a Double holds exactly.
    public static let longDecimal = "123456789012345678901234567890"
    /// The zone every date row shows times in.
    public static let timeZone = "America/Los_Angeles"
}

/// A locale as ICU names it, with a label for benchmark names ('@' and '='
/// spelled out: the names become threshold file names).
public struct SampleLocale: Sendable {
    public let id: String
    public let label: String

    public init(_ id: String) {
        self.id = id
        self.label = id.replacing("@calendar=", with: "_")
    }

    public static let enUS = SampleLocale("en_US")
    public static let deDE = SampleLocale("de_DE")
    public static let jaJapanese = SampleLocale("ja_JP@calendar=japanese")
}

/// Runs `total` calls spread over `threads` threads (with
/// `DispatchQueue.concurrentPerform`), each thread taking one contiguous share.
/// With one thread the calls run on the caller's thread, with no dispatch.
@inlinable
public func split(_ total: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
    guard threads > 1 else { return body(0..<total) }
    let share = total / threads
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        body(thread * share ..< (thread + 1) * share)
    }
}

/// Prints what a row produces, when ICU_BENCHMARK_SHOW_OUTPUT is set, so that
/// rows side by side can be seen to do the same work.
public func show(_ name: String, _ output: @autoclosure () throws -> Any) {
    guard ProcessInfo.processInfo.environment["ICU_BENCHMARK_SHOW_OUTPUT"] != nil else { return }
    do {
        print("\(name)\t\(try output())")
    } catch {
        print("\(name)\tERROR \(error)")
    }
}
