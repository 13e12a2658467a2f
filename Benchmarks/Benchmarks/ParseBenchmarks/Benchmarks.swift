import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Parsing, strict and lenient. Each row parses the text its own formatter
// writes for the sample value (made once, outside the measurement), so every
// row reads well-formed text in its own locale.
//   library            NumberFormat.parse(_:lenient:) → decimal String; DateFormat.parse(_:lenient:) → Date
//   library.Double     NumberFormat.parseDouble(_:lenient:)
//   raw                unum_parseDecimal / udat_parse through ICUBridge, on a handle set strict or lenient
//   NumberFormatter    Foundation's, isLenient set, `number(from:)`;  DateFormatter: `date(from:)`
//   formatted          Foundation's FloatingPointParseStrategy(format:lenient:); Date.FormatStyle (strict only:
//                      it has no lenient setting)
// Names: NumberFormat.parse.decimal.<locale>.<mode>.<row>, DateFormat.parse.mediumShort.<locale>.<mode>.<row>,
// and `.paired` for each (see `compare`).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let zone = try! TimeZoneID(Sample.timeZone)
    let foundationZone = TimeZone(identifier: Sample.timeZone)!

    for locale in [SampleLocale.enUS, .deDE] {
        let localeID = try! LocaleID(locale.id)
        let foundationLocale = Locale(identifier: locale.id)

        for lenient in [false, true] {
            let mode = lenient ? "lenient" : "strict"

            // Numbers
            do {
                let name = "NumberFormat.parse.decimal.\(locale.label).\(mode)"
                let format = try! NumberFormat(.decimal, locale: localeID)
                let text = format.format(Sample.double)
                let raw = Raw.legacyNumberFormat(style: Int32(ICUB_UNUM_DECIMAL), locale: locale.id, lenient: lenient)
                let length = Int32(text.utf8.count)
                var offset: Int32 = -1
                let output = RawOutput()
                let formatter = NumberFormatter()
                formatter.locale = foundationLocale
                formatter.numberStyle = .decimal
                formatter.isLenient = lenient
                let formatterText = formatter.string(from: Sample.double as NSNumber)!
                let strategy = FloatingPointParseStrategy(format: FloatingPointFormatStyle<Double>.number.locale(foundationLocale),
                                                          lenient: lenient)
                let styleText = Sample.double.formatted(.number.locale(foundationLocale))

                compare(name, [
                    Row("library") { try format.parse(text, lenient: lenient) },
                    Row("library.Double") { try format.parseDouble(text, lenient: lenient) },
                    Row("raw") { output.string { icub_unum_parse_decimal(raw, text, length, &offset, $0, $1, &$2) } },
                    Row("NumberFormatter") { formatter.number(from: formatterText)! },
                    Row("formatted") { try strategy.parse(styleText) },
                ])
            }

            // Dates
            do {
                let name = "DateFormat.parse.mediumShort.\(locale.label).\(mode)"
                let format = try! DateFormat(date: .medium, time: .short, locale: localeID, timeZone: zone)
                let text = format.format(Sample.date)
                let raw = Raw.dateFormat(date: Int32(ICUB_UDAT_MEDIUM), time: Int32(ICUB_UDAT_SHORT), locale: locale.id,
                                         timeZone: Sample.timeZone, lenient: lenient)
                let length = Int32(text.utf8.count)
                let formatter = DateFormatter()
                formatter.locale = foundationLocale
                formatter.timeZone = foundationZone
                formatter.dateStyle = .medium
                formatter.timeStyle = .short
                formatter.isLenient = lenient
                let formatterText = formatter.string(from: Sample.date)
                let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: foundationLocale,
                                             calendar: foundationLocale.calendar, timeZone: foundationZone)
                let styleText = Sample.date.formatted(style)

                var rows = [
                    Row("library") { try format.parse(text, lenient: lenient) },
                    Row("raw") { () -> Double in
                        var offset: Int32 = -1
                        var status: Int32 = 0
                        let millis = icub_udat_parse(raw, text, length, &offset, &status)
                        precondition(status <= 0, "udat_parse failed with status \(status)")
                        return millis
                    },
                    Row("DateFormatter") { formatter.date(from: formatterText)! },
                ]
                if !lenient {
                    rows.append(Row("formatted") { try style.parse(styleText) })
                }
                compare(name, rows)
            }
        }
    }
}
