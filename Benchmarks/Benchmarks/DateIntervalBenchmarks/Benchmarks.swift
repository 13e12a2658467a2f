import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Date intervals, rows side by side for each template and locale, in America/Los_Angeles,
// from Sample.date to an end two days later (yMMMd) or three hours later (jm):
//   library                DateIntervalFormat, created once, `format(from:to:)`
//   raw                    udtitvfmt_format through ICUBridge on a held format, reused buffer, String
//   DateIntervalFormatter  Foundation's, created once, with the same template
//   pool                   FormatterPool lookup, then format
// Names: DateInterval.<template>.<locale>.<row>, and `.paired` (see `compare` in BenchmarkSupport).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let zone = try! TimeZoneID(Sample.timeZone)
    let foundationZone = TimeZone(identifier: Sample.timeZone)!
    let start = Sample.date

    for locale in [SampleLocale.enUS, .deDE] {
        let localeID = try! LocaleID(locale.id)
        for (template, seconds) in [("yMMMd", 172_800.0), ("jm", 10_800)] {
            let end = start + seconds
            let (startMillis, endMillis) = (start.timeIntervalSince1970 * 1000, end.timeIntervalSince1970 * 1000)
            let format = try! DateIntervalFormat(template: template, locale: localeID, timeZone: zone)
            var status: Int32 = 0
            let raw = icub_udtitvfmt_open(locale.id, template, Int32(template.utf8.count),
                                          Sample.timeZone, Int32(Sample.timeZone.utf8.count), &status)!
            precondition(status <= 0, "icub_udtitvfmt_open: \(status)")
            let output = RawOutput()
            let formatter = DateIntervalFormatter()
            formatter.locale = Locale(identifier: locale.id)
            formatter.timeZone = foundationZone
            formatter.dateTemplate = template

            compare("DateInterval.\(template).\(locale.label)", [
                Row("library") { format.format(from: start, to: end) },
                Row("raw") { output.string { icub_udtitvfmt_format(raw, startMillis, endMillis, $0, $1, &$2) } },
                Row("DateIntervalFormatter") { formatter.string(from: start, to: end) },
                Row("pool") { try pool.dateIntervalFormat(template: template, locale: localeID, timeZone: zone).format(from: start, to: end) },
            ])
        }
    }
}
