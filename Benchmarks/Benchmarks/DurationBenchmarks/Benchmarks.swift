// Durations: 1 hour, 2 minutes, 3 seconds in en, wide and numeric. One call per iteration.
//   library     DurationFormat, created once, `format(_:)` of a DurationValue made once
//   raw         MeasureFormat::formatMeasures through ICUBridge on a format opened once,
//               the amounts prepared once, a reused output buffer, the result as a String
//   foundation  Foundation's Duration.UnitsFormatStyle (wide) and Duration.TimeFormatStyle
//               (numeric) of `Duration.seconds(3723)`, which choose their units themselves
//   pool        FormatterPool lookup, then `format(_:)`
// Names: DurationFormat.<width>.en.<row>, and `.paired` (see `compare`).
//
// Reading ISO 8601 text: DurationValue(iso8601: "P1DT2H3M4.5S").
// Names: DurationValue.iso8601.library.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let output = RawOutput(capacity: 4_096)
    let value = try! DurationValue(hours: 1, minutes: 2, seconds: 3)
    let amounts = [
        icub_measfmt_amount(unit: Int32(ICUB_MEASFMT_UNIT_HOUR), value: 1),
        icub_measfmt_amount(unit: Int32(ICUB_MEASFMT_UNIT_MINUTE), value: 2),
        icub_measfmt_amount(unit: Int32(ICUB_MEASFMT_UNIT_SECOND), value: 3),
    ]
    let seconds = Duration.seconds(3_723)
    let locale = Locale(identifier: "en")
    let units = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .wide).locale(locale)
    let time = Duration.TimeFormatStyle(pattern: .hourMinuteSecond).locale(locale)

    for (width, rawWidth) in [(DurationFormat.Width.wide, Int32(ICUB_MEASFMT_WIDTH_WIDE)),
                              (.numeric, Int32(ICUB_MEASFMT_WIDTH_NUMERIC))] {
        let format = try! DurationFormat(locale: "en", options: .init(width: width))
        var status: Int32 = 0
        let raw = icub_measfmt_open("en", rawWidth, &status)!
        compare("DurationFormat.\(width).en", [
            Row("library") { format.format(value) },
            Row("raw") { () -> String in
                amounts.withUnsafeBufferPointer { a in output.string { icub_measfmt_format_durations(raw, a.baseAddress!, 3, $0, $1, &$2) } }
            },
            Row("foundation") { width == .wide ? seconds.formatted(units) : seconds.formatted(time) },
            Row("pool") { try pool.durationFormat(locale: "en", options: .init(width: width)).format(value) },
        ])
    }

    perCall("DurationValue.iso8601.library") { try DurationValue(iso8601: "P1DT2H3M4.5S") }
}
