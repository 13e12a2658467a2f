// Relative times: a value and a unit in a locale's words, and an instant
// relative to another.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// -2 days and +3 days in turn (a word, "vorgestern", then a number, "in 3
// Tagen"), numeric auto, long style. One call per iteration.
//   library     RelativeTimeFormat, created once, `format(_:_:)` of an Int
//   raw         ureldatefmt_format through ICUBridge on a formatter opened
//               once, a reused output buffer, the result as a String
//   (no foundation row: this toolchain's Foundation has no RelativeDateTimeFormatter;
//   its Date.RelativeFormatStyle formats instants, below)
//   pool        FormatterPool lookup, then `format(_:_:)`
// An instant 3 days and 2 hours after a reference, in Europe/Berlin:
//   library     `format(_:relativeTo:in:)` with a CalendarRules created once
//   foundation  Date.RelativeFormatStyle (presentation .named), `format(_:)`
//               relative to the present (the reference it allows)
// Names: RelativeTime.<format|instants>.<locale>.<row>, and `.paired` (see `compare`).

/// -2, then 3, then -2 …: a value the locale has a word for, then one it has not.
final class Alternation: @unchecked Sendable {
    private var flag = false
    func next() -> Int {
        flag.toggle()
        return flag ? -2 : 3
    }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let output = RawOutput(capacity: 1_024)

    for localeName in ["en", "de"] {
        let locale = try! LocaleID(localeName)
        let format = try! RelativeTimeFormat(locale: locale, options: .init(numeric: .auto))
        var status: Int32 = 0
        let raw = icub_ureldatefmt_open(localeName, Int32(ICUB_UDAT_STYLE_LONG), Int32(ICUB_UDISPCTX_CAPITALIZATION_NONE), &status)!
        let values = (library: Alternation(), raw: Alternation(), pool: Alternation())
        compare("RelativeTime.format.\(localeName)", [
            Row("library") { format.format(values.library.next(), .day) },
            Row("raw") { () -> String in
                let value = Double(values.raw.next())
                return output.string { icub_ureldatefmt_format(raw, value, Int32(ICUB_UDAT_REL_UNIT_DAY), 0, $0, $1, &$2) }
            },
            Row("pool") { try pool.relativeTimeFormat(locale: locale, options: .init(numeric: .auto)).format(values.pool.next(), .day) },
        ])

        let rules = try! CalendarRules(locale: locale, timeZone: try! TimeZoneID("Europe/Berlin"))
        var style = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide)
        style.locale = Locale(identifier: localeName)
        style.calendar = Calendar(identifier: .gregorian)
        compare("RelativeTime.instants.\(localeName)", [
            Row("library") { () -> String in
                let now = Date()
                return try format.format(now.addingTimeInterval(3 * 86_400 + 7_200), relativeTo: now, in: rules)
            },
            Row("foundation") { style.format(Date().addingTimeInterval(3 * 86_400 + 7_200)) },
        ])
    }
}
