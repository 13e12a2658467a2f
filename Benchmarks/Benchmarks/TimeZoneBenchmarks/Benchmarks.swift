// Time zones: a zone's name at an instant, and its offsets at an instant, from the library, from
// raw ICU through the bridge, and from Foundation.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Zone names: America/Los_Angeles's long specific name in en_US ("Pacific Daylight Time"), each
// call at the next of 1,000 instants of summer 2024 (one span of the kept names):
//   pool        FormatterPool.timeZoneDisplayNames(locale:), then name(of:at:style:)
//   library     name(of:at:style:) on held TimeZoneDisplayNames
//   raw.ucal    ucal_setMillis and ucal_getTimeZoneDisplayName (UCAL_DST) on a held calendar
//   raw.tzfmt   TimeZoneFormat::format (UTZFMT_STYLE_SPECIFIC_LONG) on a held format, through the bridge
//   TimeZone    Foundation: TimeZone.localizedName(for: .daylightSaving, locale:) (Foundation's
//               bundled ICU)
// and the long generic name ("Pacific Time", no ucal row: the C API has none).
// Offsets: Los Angeles's raw and daylight offsets at the next of the same instants:
//   library     TimeZoneID.offsets(at:)
//   raw         ucal_setMillis, ucal_get of UCAL_ZONE_OFFSET and UCAL_DST_OFFSET on a held calendar
//   TimeZone    Foundation: TimeZone.secondsFromGMT(for:) and daylightSavingTimeOffset(for:)
// Names: TimeZoneNames.<style>.en_US.<row>, TimeZoneOffsets.America_Los_Angeles.<row>, and
// `.paired` (see `compare` in BenchmarkSupport).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let id = "America/Los_Angeles"
    let locale = "en_US"
    let zone = try! TimeZoneID(id)
    let pool = FormatterPool()
    let names = try! TimeZoneDisplayNames(locale: LocaleID(locale))
    var status: Int32 = 0
    let calendar = icub_ucal_open_zone(id, Int32(id.utf8.count), locale, &status)!
    let format = icub_tznames_open(locale, &status)!
    precondition(status <= 0, "opening ICU's calendar and zone format: \(status)")
    let foundationZone = TimeZone(identifier: id)!
    let foundationLocale = Locale(identifier: locale)
    let output = RawOutput()

    for (style, icuStyle, foundationStyle) in [
        (TimeZoneDisplayNames.Style.longSpecific, Int32(ICUB_TZNAMES_SPECIFIC_LONG), NSTimeZone.NameStyle.daylightSaving),
        (.longGeneric, Int32(ICUB_TZNAMES_GENERIC_LONG), .generic),
    ] {
        let date = Date(timeIntervalSince1970: summerInstants[0] / 1000)
        show("TimeZoneNames.\(style).en_US.library", try! names.name(of: zone, at: date, style: style))
        show("TimeZoneNames.\(style).en_US.TimeZone", foundationZone.localizedName(for: foundationStyle, locale: foundationLocale) ?? "nil")
        let turns = (0..<5).map { _ in Turn() }
        var rows = [
            Row("pool") { try pool.timeZoneDisplayNames(locale: "en_US").name(
                of: zone, at: Date(timeIntervalSince1970: turns[0].next() / 1000), style: style) },
            Row("library") { try names.name(of: zone, at: Date(timeIntervalSince1970: turns[1].next() / 1000), style: style) },
        ]
        if style == .longSpecific {
            rows.append(Row("raw.ucal") { () -> String in
                var status: Int32 = 0
                icub_ucal_set_millis(calendar, turns[2].next(), &status)
                return output.string { icub_ucal_time_zone_display_name(calendar, Int32(ICUB_UCAL_DST), locale, $0, $1, &$2) }
            })
        }
        rows.append(Row("raw.tzfmt") { () -> String in
            output.string { icub_tznames_name(format, icuStyle, id, Int32(id.utf8.count), turns[3].next(), $0, $1, &$2) }
        })
        rows.append(Row("TimeZone") { () -> String? in
            _ = turns[4].next()
            return foundationZone.localizedName(for: foundationStyle, locale: foundationLocale)
        })
        compare("TimeZoneNames.\(style).en_US", rows)
    }

    let offsetTurns = (0..<3).map { _ in Turn() }
    show("TimeZoneOffsets.America_Los_Angeles.library", try! zone.offsets(at: Date(timeIntervalSince1970: summerInstants[0] / 1000)))
    compare("TimeZoneOffsets.America_Los_Angeles", [
        Row("library") { try zone.offsets(at: Date(timeIntervalSince1970: offsetTurns[0].next() / 1000)).total },
        Row("raw") { () -> Int in
            var status: Int32 = 0
            var raw: Int32 = 0
            var dst: Int32 = 0
            icub_ucal_offsets(calendar, offsetTurns[1].next(), &raw, &dst, &status)
            return Int(raw + dst) / 1000
        },
        Row("TimeZone") { () -> Int in
            let date = Date(timeIntervalSince1970: offsetTurns[2].next() / 1000)
            return foundationZone.secondsFromGMT(for: date) &+ Int(foundationZone.daylightSavingTimeOffset(for: date))
        },
    ])
}
