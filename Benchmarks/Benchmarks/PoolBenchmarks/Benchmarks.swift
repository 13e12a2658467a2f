import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Throughput of one FormatterPool shared by two threads. One iteration is
// `threadedCalls` (20,000) calls in all, on one thread, then split over two
// with DispatchQueue.concurrentPerform; wall(1thread) / wall(2threads) is the
// scaling, 2.0 at best on this 2-core machine.
//   library        a cached NumberFormat / DateFormat, no pool
//   pool           FormatterPool lookup, then format
//   pool.mixed     the same, each call for the next of 50 (locale, style) keys
//   raw            unumf / udat_formatCalendar through ICUBridge, a buffer (and calendar) per thread
// Names: Pool.<operation>.<row>.<threads>, and Pool.<operation>.<row>.scaling, which runs
// the 1- and 2-thread versions in turn and records their ratio (see `threaded`).
//
// Pool.lookup.byIDString: a request that names its locale by a string (as an
// Accept-Language header would), on one thread, 1,000 calls per iteration: currency EUR,
// de_DE, a Double.
//   library     pool.numberFormat(.currency(code: "EUR"), locale: LocaleID(text)), text a String
//               made at run time ("de-DE"), then format
//   localeID    the same request with a LocaleID made before the measurement
//   cached      a NumberFormat made before the measurement, no pool
//   raw         unumf with the same skeleton through ICUBridge, a reused buffer
// `.paired` times the rows in turn (see `compare`).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let locale: LocaleID = "en_US"
    let value = Sample.double
    let zone = try! TimeZoneID(Sample.timeZone)
    let date = Sample.date

    // Numbers: decimal, en_US, a Double.
    let format = try! NumberFormat(.decimal, locale: locale)
    threaded("Pool.numberFormat.library") { _ in format.format(value) }
    threaded("Pool.numberFormat.pool") { _ in try pool.numberFormat(.decimal, locale: locale).format(value) }
    let keys = LookupKeys.all
    for key in keys { _ = try! pool.numberFormat(key.style, locale: key.locale) }
    threaded("Pool.numberFormat.pool.mixed") { i in
        let key = keys[i % keys.count]
        return try pool.numberFormat(key.style, locale: key.locale).format(value)
    }
    let rawNumber = RawHandle(Raw.numberFormatter(skeleton: ".### group-on-aligned", locale: "en_US"))
    threaded("Pool.numberFormat.raw", perThread: { RawOutput() }) { output, _ in
        output.string { icub_unumf_format_double(rawNumber.pointer, value, $0, $1, &$2) }
    }

    // A request naming its locale by a string.
    do {
        let text = ["de", "DE"].joined(separator: "-")
        let style = NumberFormat.Style.currency(code: "EUR")
        let id = try! LocaleID(text)
        let cached = try! NumberFormat(style, locale: id)
        let raw = Raw.numberFormatter(skeleton: "currency/EUR precision-currency-standard group-on-aligned",
                                      locale: id.identifier)
        let output = RawOutput()
        compare("Pool.lookup.byIDString", [
            Row("library") { try pool.numberFormat(style, locale: LocaleID(text)).format(value) },
            Row("localeID") { try pool.numberFormat(style, locale: id).format(value) },
            Row("cached") { cached.format(value) },
            Row("raw") { output.string { icub_unumf_format_double(raw, value, $0, $1, &$2) } },
        ])
    }

    // Dates: medium date, short time, en_US.
    let dateFormat = try! DateFormat(date: .medium, time: .short, locale: locale, timeZone: zone)
    threaded("Pool.dateFormat.library") { _ in dateFormat.format(date) }
    threaded("Pool.dateFormat.pool") { _ in
        try pool.dateFormat(date: .medium, time: .short, locale: locale, timeZone: zone).format(date)
    }
    let rawDate = RawHandle(Raw.dateFormat(date: Int32(ICUB_UDAT_MEDIUM), time: Int32(ICUB_UDAT_SHORT),
                                           locale: "en_US", timeZone: Sample.timeZone))
    let millis = Sample.millis
    threaded("Pool.dateFormat.raw", perThread: { CalendarOutput(rawDate) }) { state, _ in
        state.output.string { icub_udat_format_calendar(rawDate.pointer, state.calendar, millis, $0, $1, &$2) }
    }
}

/// A thread's buffer and calendar for raw udat_formatCalendar calls.
final class CalendarOutput {
    let output = RawOutput()
    let calendar: UnsafeMutablePointer<icub_ucal>

    init(_ format: RawHandle<icub_udat>) {
        var status: Int32 = 0
        calendar = icub_udat_calendar_clone(format.pointer, &status)!
    }

    deinit { icub_ucal_close(calendar) }
}
