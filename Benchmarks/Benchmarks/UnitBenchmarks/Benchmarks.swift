// Measures in a unit, and in the unit a usage converts to. One call per iteration.
//   library     MeasureFormat, created once, `format(_:)` of a Double (a usage
//               or mixed unit through its compiled form, MeasureFormat.Compiled)
//   raw         unumf_formatDouble through ICUBridge on a formatter of the
//               format's own skeleton, opened once, a reused output buffer,
//               the result as a String
//   pool        FormatterPool lookup, then `format(_:)`
// Names: MeasureFormat.<unit or usage>.<locale>.<row>, and `.paired` (see `compare`).
//
// The unit a usage converted to, beside the text:
//   library     `formatWithUnit(_:)`
//   raw         LocalizedNumberFormatter::formatDouble and
//               FormattedNumber::getOutputUnit (unumf_units.cpp) on a formatter
//               opened once, the text and the unit as Strings
// Names: MeasureFormat.withUnit.<usage>.<locale>.<row>.
//
// Foundation on Linux has no MeasurementFormatter: no foundation rows.
import Benchmark
import BenchmarkSupport
import ICU
import ICUBridge

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let output = RawOutput(capacity: 4_096)

    let cases: [(name: String, unit: UnitID, usage: MeasureFormat.Usage?, locale: LocaleID, value: Double)] = [
        ("kilometerPerHour.de", .kilometerPerHour, nil, "de", 5.5),
        ("footAndInch.en", .footAndInch, nil, "en", 5.5),
        ("road.en_US", .meter, .road, "en_US", 1800),
        ("personHeight.en_US", .meter, .personHeight, "en_US", 1.8),
    ]
    for (name, unit, usage, locale, value) in cases {
        let format = try! MeasureFormat(unit, locale: locale, options: .init(usage: usage))
        var status: Int32 = 0
        var offset: Int32 = -1
        let skeleton = format.skeleton
        let raw = icub_unumf_open(skeleton, Int32(skeleton.utf8.count), locale.identifier, &offset, &status)!
        compare("MeasureFormat.\(name)", [
            Row("library") { try format.format(value) },
            Row("raw") { output.string { icub_unumf_format_double(raw, value, $0, $1, &$2) } },
            Row("pool") { try pool.measureFormat(unit, locale: locale, options: .init(usage: usage)).format(value) },
        ])
        guard usage != nil else { continue }
        let rawUnits = icub_unumf_units_open(skeleton, Int32(skeleton.utf8.count), locale.identifier, &offset, &status)!
        let unitBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(ICUB_UNUMF_UNIT_CAPACITY))
        compare("MeasureFormat.withUnit.\(name)", [
            Row("library") { try format.formatWithUnit(value) },
            Row("raw") { () -> (String, String) in
                let text = output.string { icub_unumf_units_format_double(rawUnits, value, $0, $1, unitBuffer, &$2) }
                return (text, String(cString: unitBuffer))
            },
        ])
    }
}
