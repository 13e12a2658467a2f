import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// What caching saves: a formatter created for every call, then used once,
// against one created before the measurement. Per-call rows run one call per
// iteration, cached rows 1,000; the plugin prints both per call.
//   library          NumberFormat / DateFormat
//   NumberFormatter  Foundation's NumberFormatter / DateFormatter
//   raw              unumf_openForSkeletonAndLocale / udat_open, format, close, through ICUBridge
// Names: Create.<type>.<spec>.<locale>.<row>.<perCall|cached>.

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let perCallConfiguration = Benchmark.Configuration(scalingFactor: .one)
    let locale: LocaleID = "en_US"
    let foundationLocale = Locale(identifier: "en_US")
    let zone = try! TimeZoneID(Sample.timeZone)
    let foundationZone = TimeZone(identifier: Sample.timeZone)!
    let value = Sample.double
    let date = Sample.date
    let millis = Sample.millis

    func perCallAndCached<F, R>(_ name: String, make: @escaping () throws -> F, use: @escaping (F) throws -> R) {
        Benchmark("\(name).perCall", configuration: perCallConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try use(try make()))
            }
        }
        let cached = try! make()
        perCall("\(name).cached") { try use(cached) }
    }

    // Numbers: decimal, en_US, a Double.
    perCallAndCached("Create.NumberFormat.decimal.en_US.library",
                     make: { try NumberFormat(.decimal, locale: locale) },
                     use: { $0.format(value) })
    perCallAndCached("Create.NumberFormat.decimal.en_US.NumberFormatter", make: { () -> NumberFormatter in
        let formatter = NumberFormatter()
        formatter.locale = foundationLocale
        formatter.numberStyle = .decimal
        return formatter
    }, use: { $0.string(from: value as NSNumber)! })
    let skeleton = ".### group-on-aligned"
    Benchmark("Create.NumberFormat.decimal.en_US.raw.perCall", configuration: perCallConfiguration) { benchmark in
        let output = RawOutput()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let raw = Raw.numberFormatter(skeleton: skeleton, locale: "en_US")
            blackHole(output.string { icub_unumf_format_double(raw, value, $0, $1, &$2) })
            icub_unumf_close(raw)
        }
    }

    // Dates: medium date, short time, en_US.
    perCallAndCached("Create.DateFormat.mediumShort.en_US.library",
                     make: { try DateFormat(date: .medium, time: .short, locale: locale, timeZone: zone) },
                     use: { $0.format(date) })
    perCallAndCached("Create.DateFormat.mediumShort.en_US.DateFormatter", make: { () -> DateFormatter in
        let formatter = DateFormatter()
        formatter.locale = foundationLocale
        formatter.timeZone = foundationZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }, use: { $0.string(from: date) })
    Benchmark("Create.DateFormat.mediumShort.en_US.raw.perCall", configuration: perCallConfiguration) { benchmark in
        let output = RawOutput()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let raw = Raw.dateFormat(date: Int32(ICUB_UDAT_MEDIUM), time: Int32(ICUB_UDAT_SHORT),
                                     locale: "en_US", timeZone: Sample.timeZone)
            blackHole(output.string { icub_udat_format(raw, millis, $0, $1, &$2) })
            icub_udat_close(raw)
        }
    }
}
