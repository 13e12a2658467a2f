// CalendarRules: the components of an instant and adding a month, in the Gregorian calendar (en_US)
// and the Hebrew one (he_IL), in America/Los_Angeles, each call on the next of 1,000 instants of
// summer 2024:
//   library    CalendarRules.components(of:) (every field: era and year, extended year, month and
//              its leap flag, day, weekday and its ordinal, day of year, week of year and its year,
//              week of month, time of day, offsets); CalendarRules.adding(1, .month, to:)
//   raw        ucal_setMillis and one ucal_get per field (the same 18) through ICUBridge, on a held
//              calendar; ucal_setMillis, ucal_add(UCAL_MONTH, 1) and ucal_getMillis
//   Calendar   Foundation: Calendar.dateComponents for the same fields; Calendar.date(byAdding:)
//              (Foundation's bundled ICU), on a held Calendar
// Names: CalendarRules.<components|addMonth>.<system>.<locale>.<row>, and `.paired` (see `compare`
// in BenchmarkSupport).
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

/// The fields `CalendarRules.Components` holds, in `UCalendarDateFields` order.
let rawFields = [ICUB_UCAL_ERA, ICUB_UCAL_YEAR, ICUB_UCAL_EXTENDED_YEAR, ICUB_UCAL_MONTH, ICUB_UCAL_IS_LEAP_MONTH,
                 ICUB_UCAL_DATE, ICUB_UCAL_DAY_OF_WEEK, ICUB_UCAL_DAY_OF_WEEK_IN_MONTH, ICUB_UCAL_DAY_OF_YEAR,
                 ICUB_UCAL_WEEK_OF_YEAR, ICUB_UCAL_YEAR_WOY, ICUB_UCAL_WEEK_OF_MONTH, ICUB_UCAL_HOUR_OF_DAY,
                 ICUB_UCAL_MINUTE, ICUB_UCAL_SECOND, ICUB_UCAL_MILLISECOND, ICUB_UCAL_ZONE_OFFSET,
                 ICUB_UCAL_DST_OFFSET].map { Int32($0) }

let foundationComponents: Set<Calendar.Component> = [.era, .year, .month, .isLeapMonth, .day, .weekday, .weekdayOrdinal,
                                                     .dayOfYear, .weekOfYear, .yearForWeekOfYear, .weekOfMonth, .hour,
                                                     .minute, .second, .nanosecond, .timeZone]

func sum(_ c: CalendarRules.Components) -> Int {
    var sum = (c.eraYear?.era ?? 0) &+ (c.eraYear?.year ?? 0) &+ (c.extendedYear ?? 0) &+ (c.month ?? 0)
    sum = sum &+ (c.isLeapMonth == true ? 1 : 0) &+ (c.day ?? 0) &+ (c.weekday ?? 0) &+ (c.weekdayOrdinal ?? 0)
    sum = sum &+ (c.dayOfYear ?? 0) &+ (c.weekOfYear ?? 0) &+ (c.yearForWeekOfYear ?? 0) &+ (c.weekOfMonth ?? 0)
    sum = sum &+ (c.hour ?? 0) &+ (c.minute ?? 0) &+ (c.second ?? 0) &+ (c.millisecond ?? 0)
    return sum &+ (c.zoneOffset ?? 0) &+ (c.dstOffset ?? 0)
}

/// ucal_setMillis, ucal_add of one month, ucal_getMillis.
@inline(__always)
func rawAddMonth(_ calendar: UnsafeMutablePointer<icub_ucal>, _ millis: Double) -> Double {
    var status: Int32 = 0
    icub_ucal_set_millis(calendar, millis, &status)
    icub_ucal_add(calendar, Int32(ICUB_UCAL_MONTH), 1, &status)
    let result = icub_ucal_get_millis(calendar, &status)
    precondition(status <= 0, "ucal_add: \(status)")
    return result
}

func rows(system: CalendarRules.System, foundation identifier: Calendar.Identifier, locale: String) {
    let zone = Sample.timeZone
    let name = "\(system.rawValue).\(locale)"
    var status: Int32 = 0
    let icuLocale = "\(locale)@calendar=\(system.rawValue)"
    let calendar = zone.withCString { icub_ucal_open_zone($0, Int32(zone.utf8.count), icuLocale, &status) }!
    precondition(status <= 0, "icub_ucal_open_zone: \(status)")
    let rules = try! CalendarRules(system, locale: LocaleID(locale), timeZone: TimeZoneID(zone))
    var foundationCalendar = Calendar(identifier: identifier)
    foundationCalendar.locale = Locale(identifier: locale)
    foundationCalendar.timeZone = TimeZone(identifier: zone)!

    let first = summerInstants[0]
    show("CalendarRules.components.\(name).library", try rules.components(of: Date(timeIntervalSince1970: first / 1000)))
    show("CalendarRules.components.\(name).raw", rawFields.map { field -> Int32 in
        icub_ucal_set_millis(calendar, first, &status)
        return icub_ucal_get(calendar, field, &status)
    })
    show("CalendarRules.components.\(name).Calendar",
         foundationCalendar.dateComponents(foundationComponents, from: Date(timeIntervalSince1970: first / 1000)))
    show("CalendarRules.addMonth.\(name).library", try rules.adding(1, .month, to: Date(timeIntervalSince1970: first / 1000)))
    show("CalendarRules.addMonth.\(name).raw", Date(timeIntervalSince1970: rawAddMonth(calendar, first) / 1000))
    show("CalendarRules.addMonth.\(name).Calendar",
         foundationCalendar.date(byAdding: .month, value: 1, to: Date(timeIntervalSince1970: first / 1000)) as Any)

    let turns = (0..<6).map { _ in Turn() }
    compare("CalendarRules.components.\(name)", [
        Row("library") { sum(try rules.components(of: Date(timeIntervalSince1970: turns[0].next() / 1000))) },
        Row("raw") { rawFieldSum(calendar, turns[1].next(), rawFields) },
        Row("Calendar") { () -> Int in
            let c = foundationCalendar.dateComponents(foundationComponents, from: Date(timeIntervalSince1970: turns[2].next() / 1000))
            return (c.year ?? 0) &+ (c.day ?? 0) &+ (c.weekOfYear ?? 0) &+ (c.hour ?? 0)
        },
    ])
    compare("CalendarRules.addMonth.\(name)", [
        Row("library") { try rules.adding(1, .month, to: Date(timeIntervalSince1970: turns[3].next() / 1000)) },
        Row("raw") { rawAddMonth(calendar, turns[4].next()) },
        Row("Calendar") { foundationCalendar.date(byAdding: .month, value: 1, to: Date(timeIntervalSince1970: turns[5].next() / 1000)) },
    ])
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    rows(system: .gregorian, foundation: .gregorian, locale: "en_US")
    rows(system: .hebrew, foundation: .hebrew, locale: "he_IL")
}
