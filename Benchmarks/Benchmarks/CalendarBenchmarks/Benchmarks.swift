// The calendar fields of an instant: the library's Swift calendar over its cached zone offsets,
// `ucal_setMillis` and `ucal_get` of each field, Foundation's `Calendar.dateComponents`; the library
// row reaches the internal calendar through `@_spi(Benchmarks) import ICU`.
import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import ICU
import ICUBridge

// The calendar fields of an instant (era, year, month, day, weekday, week numbers, time of day,
// offsets, Julian day …: all 19 that date patterns read), in America/Los_Angeles with en_US's
// week rules, each call on the next of 1,000 instants of summer 2024 (one offset interval):
//   library    the zone's offsets from the library's interval cache, then the fields in Swift
//              (what the compiled date path does before writing a field)
//   raw        ucal_setMillis and one ucal_get per field through ICUBridge, on a held calendar
//   library.acrossYears  the library on instants 30 days apart over 83 years instead, so that
//              nearly every call crosses into an interval not in the cache: the cost of a miss
//   Calendar   Foundation: Calendar.dateComponents(in:from:) for the same fields (Foundation's
//              bundled ICU), on a held Calendar
// Names: CalendarFields.gregorian.en_US.<row>, and `.paired` (see `compare` in BenchmarkSupport).

/// 1,000 instants 30 days apart from 1950: about two transitions between each pair in Los Angeles.
let instantsAcrossYears = (0..<1_000).map { -631_152_000_000 + Double($0) * 2_592_000_000 }

/// The fields the library computes, in `UCalendarDateFields` order (see `CalendarFieldsProbe.fields`).
let rawFields = [ICUB_UCAL_ERA, ICUB_UCAL_YEAR, ICUB_UCAL_MONTH, ICUB_UCAL_WEEK_OF_YEAR, ICUB_UCAL_WEEK_OF_MONTH,
                 ICUB_UCAL_DATE, ICUB_UCAL_DAY_OF_YEAR, ICUB_UCAL_DAY_OF_WEEK, ICUB_UCAL_DAY_OF_WEEK_IN_MONTH,
                 ICUB_UCAL_HOUR_OF_DAY, ICUB_UCAL_MINUTE, ICUB_UCAL_SECOND, ICUB_UCAL_MILLISECOND,
                 ICUB_UCAL_ZONE_OFFSET, ICUB_UCAL_DST_OFFSET, ICUB_UCAL_YEAR_WOY, ICUB_UCAL_EXTENDED_YEAR,
                 ICUB_UCAL_JULIAN_DAY, ICUB_UCAL_MILLISECONDS_IN_DAY].map { Int32($0) }

let foundationComponents: Set<Calendar.Component> = [.era, .year, .month, .weekOfYear, .weekOfMonth, .day,
                                                     .dayOfYear, .weekday, .weekdayOrdinal, .hour, .minute,
                                                     .second, .nanosecond, .timeZone, .yearForWeekOfYear]

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let zone = Sample.timeZone
    var status: Int32 = 0
    let calendar = zone.withCString { icub_ucal_open_zone($0, Int32(zone.utf8.count), "en_US@calendar=gregorian", &status) }!
    precondition(status <= 0, "icub_ucal_open_zone: \(status)")
    let probe = try! CalendarFieldsProbe(zone: zone, firstWeekday: icub_ucal_first_day_of_week(calendar),
                                         minimalDaysInFirstWeek: icub_ucal_minimal_days_in_first_week(calendar))
    var foundationCalendar = Calendar(identifier: .gregorian)
    foundationCalendar.locale = Locale(identifier: "en_US")
    foundationCalendar.timeZone = TimeZone(identifier: zone)!
    let foundationZone = TimeZone(identifier: zone)!

    let first = summerInstants[0]
    show("CalendarFields.gregorian.en_US.library", probe.fields(millis: first))
    show("CalendarFields.gregorian.en_US.raw", rawFields.map { field -> Int32 in
        icub_ucal_set_millis(calendar, first, &status)
        return icub_ucal_get(calendar, field, &status)
    })
    show("CalendarFields.gregorian.en_US.Calendar",
         foundationCalendar.dateComponents(in: foundationZone, from: Date(timeIntervalSince1970: first / 1000)))

    let libraryTurn = Turn()
    let rawTurn = Turn()
    let foundationTurn = Turn()
    let acrossYearsTurn = Turn(instantsAcrossYears)
    compare("CalendarFields.gregorian.en_US", [
        Row("library") { probe.fieldSum(millis: libraryTurn.next()) },
        Row("raw") { rawFieldSum(calendar, rawTurn.next(), rawFields) },
        Row("library.acrossYears") { probe.fieldSum(millis: acrossYearsTurn.next()) },
        Row("Calendar") { () -> Int in
            let components = foundationCalendar.dateComponents(
                foundationComponents, from: Date(timeIntervalSince1970: foundationTurn.next() / 1000))
            return (components.year ?? 0) &+ (components.day ?? 0) &+ (components.weekOfYear ?? 0) &+ (components.hour ?? 0)
        },
    ])
}
