import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Date formatting, rows side by side for each style and locale:
//   library        DateFormat, created once, `format(_:)`
//   raw            udat_format through ICUBridge (ICU clones the calendar per call), reused buffer, String
//   raw.calendar   udat_formatCalendar on a calendar held by the row: the fastest raw path
//   DateFormatter  Foundation's, created once
//   formatted      Foundation's Date.FormatStyle, created once
//   pool           FormatterPool lookup, then format
// Names: DateFormat.<spec>.<locale>.<row>; `.paired` times the rows in turn and
// records each one's time over the library's (see `compare` in BenchmarkSupport).

/// What a date format is made from, as each side spells it.
struct Spec: Sendable {
    let name: String
    /// (date, time) styles; nil for the template.
    let styles: (date: DateFormat.Style, time: DateFormat.Style)?
    let template: String?

    static let all = [
        Spec(name: "mediumShort", styles: (.medium, .short), template: nil),
        Spec(name: "fullLong", styles: (.full, .long), template: nil),
        Spec(name: "yMMMd", styles: nil, template: "yMMMd"),
        // The zone's name, short and long: its text comes from ICU's zone names.
        Spec(name: "jmz", styles: nil, template: "jmz"),
        Spec(name: "jmzzzz", styles: nil, template: "jmzzzz"),
    ]
}

extension DateFormat.Style {
    var raw: Int32 {
        switch self {
        case .none: Int32(ICUB_UDAT_NONE)
        case .short: Int32(ICUB_UDAT_SHORT)
        case .medium: Int32(ICUB_UDAT_MEDIUM)
        case .long: Int32(ICUB_UDAT_LONG)
        case .full: Int32(ICUB_UDAT_FULL)
        }
    }

    var foundation: DateFormatter.Style {
        switch self {
        case .none: .none
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let zone = try! TimeZoneID(Sample.timeZone)
    let foundationZone = TimeZone(identifier: Sample.timeZone)!
    let date = Sample.date
    let millis = Sample.millis

    for locale in [SampleLocale.enUS, .deDE, .jaJapanese] {
        let localeID = try! LocaleID(locale.id)
        let foundationLocale = Locale(identifier: locale.id)
        for spec in Spec.all {
            let name = "DateFormat.\(spec.name).\(locale.label)"
            let format: DateFormat
            let raw: UnsafeMutablePointer<icub_udat>
            let formatter = DateFormatter()
            formatter.locale = foundationLocale
            formatter.calendar = foundationLocale.calendar
            formatter.timeZone = foundationZone
            var style = Date.FormatStyle(locale: foundationLocale, calendar: foundationLocale.calendar, timeZone: foundationZone)
            let pooled: Row
            if let (dateStyle, timeStyle) = spec.styles {
                format = try! DateFormat(date: dateStyle, time: timeStyle, locale: localeID, timeZone: zone)
                raw = Raw.dateFormat(date: dateStyle.raw, time: timeStyle.raw, locale: locale.id, timeZone: Sample.timeZone)
                formatter.dateStyle = dateStyle.foundation
                formatter.timeStyle = timeStyle.foundation
                // FormatStyle names four lengths: abbreviated is medium, long is long;
                // .complete is the full date and the long time (with the zone's name).
                style = dateStyle == .medium
                    ? Date.FormatStyle(date: .abbreviated, time: .shortened, locale: foundationLocale,
                                       calendar: foundationLocale.calendar, timeZone: foundationZone)
                    : Date.FormatStyle(date: .complete, time: .complete, locale: foundationLocale,
                                       calendar: foundationLocale.calendar, timeZone: foundationZone)
                pooled = Row("pool") { try pool.dateFormat(date: dateStyle, time: timeStyle, locale: localeID, timeZone: zone).format(date) }
            } else {
                let template = spec.template!
                format = try! DateFormat(template: template, locale: localeID, timeZone: zone)
                raw = Raw.dateFormat(date: 0, time: 0, locale: locale.id, timeZone: Sample.timeZone,
                                     pattern: Raw.bestPattern(template, locale: locale.id))
                formatter.setLocalizedDateFormatFromTemplate(template)
                switch template {
                case "jmz": style = style.hour().minute().timeZone(.specificName(.short))
                case "jmzzzz": style = style.hour().minute().timeZone(.specificName(.long))
                default: style = style.year().month(.abbreviated).day()
                }
                pooled = Row("pool") { try pool.dateFormat(template: template, locale: localeID, timeZone: zone).format(date) }
            }
            var status: Int32 = 0
            let calendar = icub_udat_calendar_clone(raw, &status)!
            let output = RawOutput()
            let cachedStyle = style

            compare(name, [
                Row("library") { format.format(date) },
                Row("raw") { output.string { icub_udat_format(raw, millis, $0, $1, &$2) } },
                Row("raw.calendar") { output.string { icub_udat_format_calendar(raw, calendar, millis, $0, $1, &$2) } },
                Row("DateFormatter") { formatter.string(from: date) },
                Row("formatted") { date.formatted(cachedStyle) },
                pooled,
            ])
        }
    }

    // The append path: UTF-8 bytes into a buffer the caller reuses, no String.
    do {
        let format = try! DateFormat(date: .medium, time: .short, locale: "en_US", timeZone: zone)
        Benchmark("DateFormat.mediumShort.en_US.append.library") { benchmark in
            var buffer: [UInt8] = []
            buffer.reserveCapacity(256)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                buffer.removeAll(keepingCapacity: true)
                format.format(date, appendingTo: &buffer)
                blackHole(buffer)
            }
        }
    }
}
