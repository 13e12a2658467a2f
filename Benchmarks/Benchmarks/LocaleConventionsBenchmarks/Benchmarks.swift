// A locale's conventions: created, and looked up in a pool.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// A locale's conventions in de_DE: quotation marks, currency, measurement
// system, number symbols, numbering system, week and hour cycle.
// Creation (one call per iteration):
//   library   LocaleConventions(locale: locale), every convention read from ICU
//   raw       the same ICU calls through ICUBridge (ulocdata, ucurr, unumsys,
//             unum, ucal, udatpg: open, read, close), each value as a String
//   Locale    Foundation: Locale(identifier:) and the same facts from it
//             (quotation delimiters, currency code and symbol, measurement
//             system, decimal and grouping separators, numbering system, hour
//             cycle; first weekday and minimal days through a Calendar)
// Lookup (1,000 calls per iteration), four facts read each time (quotation
// start, decimal separator, measurement system, first weekday):
//   pool      FormatterPool.localeConventions(locale: LocaleID)
//   byID      FormatterPool.localeConventions(locale: LocaleID("de_DE")), the ID made from its text each call
//   held      a LocaleConventions held outside any pool: the floor
//   Locale    a Foundation Locale held outside any pool (its Calendar made per call)
// Names: LocaleConventions.<create|lookup>.de_DE.<row>, and `.paired` (see `compare`).

/// Everything the raw row reads, as the library reads it.
func rawConventions(_ locale: String, _ output: RawOutput) -> [String] {
    var status: Int32 = 0
    var values: [String] = []
    let data = icub_ulocdata_open(locale, &status)!
    for type in [ICUB_ULOCDATA_QUOTATION_START, ICUB_ULOCDATA_QUOTATION_END,
                 ICUB_ULOCDATA_ALT_QUOTATION_START, ICUB_ULOCDATA_ALT_QUOTATION_END] {
        values.append(output.string { icub_ulocdata_delimiter(data, Int32(type), $0, $1, &$2) })
    }
    icub_ulocdata_close(data)
    values.append(String(icub_ulocdata_measurement_system(locale, &status)))
    var height: Int32 = 0
    var width: Int32 = 0
    icub_ulocdata_paper_size(locale, &height, &width, &status)
    values.append("\(height)x\(width)")
    let code = output.string { icub_ucurr_for_locale(locale, $0, $1, &$2) }
    values.append(code)
    values.append(output.string { icub_ucurr_name(code, locale, Int32(ICUB_UCURR_SYMBOL_NAME), $0, $1, &$2) })
    values.append(output.string { icub_ucurr_name(code, locale, Int32(ICUB_UCURR_LONG_NAME), $0, $1, &$2) })
    var algorithmic: Int32 = 0
    values.append(output.string { icub_unumsys_describe(locale, &algorithmic, $0, $1, &$2) })
    let format = Raw.legacyNumberFormat(style: Int32(ICUB_UNUM_DECIMAL), locale: locale)
    for symbol in [ICUB_UNUM_DECIMAL_SEPARATOR_SYMBOL, ICUB_UNUM_GROUPING_SEPARATOR_SYMBOL,
                   ICUB_UNUM_MINUS_SIGN_SYMBOL, ICUB_UNUM_PERCENT_SYMBOL] {
        values.append(output.string { icub_unum_symbol(format, Int32(symbol), $0, $1, &$2) })
    }
    icub_unum_close(format)
    let calendar = icub_ucal_open(locale, &status)!
    values.append(String(icub_ucal_first_day_of_week(calendar)))
    values.append(String(icub_ucal_minimal_days_in_first_week(calendar)))
    values.append((1...7).filter { icub_ucal_day_of_week_type(calendar, Int32($0), &status) != ICUB_UCAL_WEEKDAY }.description)
    icub_ucal_close(calendar)
    let generator = Raw.patternGenerator(locale: locale)
    values.append(String(icub_udatpg_default_hour_cycle(generator, &status)))
    icub_udatpg_close(generator)
    precondition(status <= 0, "raw conventions of \(locale): \(status)")
    return values
}

/// What the Foundation rows read from a `Locale`.
func foundationConventions(_ locale: Locale) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    return [locale.quotationBeginDelimiter ?? "", locale.quotationEndDelimiter ?? "",
            locale.alternateQuotationBeginDelimiter ?? "", locale.alternateQuotationEndDelimiter ?? "",
            locale.currency?.identifier ?? "", locale.currencySymbol ?? "", "\(locale.measurementSystem)",
            locale.decimalSeparator ?? "", locale.groupingSeparator ?? "", locale.numberingSystem.identifier,
            "\(calendar.firstWeekday)", "\(calendar.minimumDaysInFirstWeek)", "\(locale.hourCycle)"]
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let perCallConfiguration = Benchmark.Configuration(scalingFactor: .one)
    let id = "de_DE"
    let locale = try! LocaleID(id)
    let held = try! LocaleConventions(locale: locale)

    // Creation: one call per iteration.
    let create = "LocaleConventions.create.\(id)"
    let output = RawOutput()
    show("\(create).library", [held.quotationStart, held.quotationEnd, held.alternateQuotationStart, held.alternateQuotationEnd,
                                 "\(held.measurementSystem)", "\(held.paperSize)", held.currencyCode ?? "", held.currencySymbol ?? "",
                                 held.currencyName ?? "", held.numberingSystem, held.decimalSeparator, held.groupingSeparator,
                                 held.minusSign, held.percentSign, "\(held.firstWeekday)", "\(held.minimalDaysInFirstWeek)",
                                 "\(held.weekendDays)", "\(held.hourCycle)"])
    show("\(create).raw", rawConventions(id, output))
    show("\(create).Locale", foundationConventions(Locale(identifier: id)))
    Benchmark("\(create).library", configuration: perCallConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try LocaleConventions(locale: locale)) }
    }
    Benchmark("\(create).raw", configuration: perCallConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rawConventions(id, output)) }
    }
    Benchmark("\(create).Locale", configuration: perCallConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(foundationConventions(Locale(identifier: id))) }
    }
    paired("\(create).paired", calls: 10, [
        Row("library") { try LocaleConventions(locale: locale) },
        Row("raw") { rawConventions(id, output) },
        Row("Locale") { foundationConventions(Locale(identifier: id)) },
    ])

    // Lookup: four facts, 1,000 calls per iteration.
    let pool = FormatterPool()
    let foundationLocale = Locale(identifier: id)
    compare("LocaleConventions.lookup.\(id)", [
        Row("pool") { () throws -> Int in
            let c = try pool.localeConventions(locale: locale)
            return c.quotationStart.utf8.count + c.decimalSeparator.utf8.count + (c.measurementSystem == .metric ? 1 : 0) + c.firstWeekday
        },
        Row("byID") { () throws -> Int in
            let c = try pool.localeConventions(locale: LocaleID(id))
            return c.quotationStart.utf8.count + c.decimalSeparator.utf8.count + (c.measurementSystem == .metric ? 1 : 0) + c.firstWeekday
        },
        Row("held") { () -> Int in
            held.quotationStart.utf8.count + held.decimalSeparator.utf8.count + (held.measurementSystem == .metric ? 1 : 0) + held.firstWeekday
        },
        Row("Locale") { () -> Int in
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = foundationLocale
            return (foundationLocale.quotationBeginDelimiter?.utf8.count ?? 0) + (foundationLocale.decimalSeparator?.utf8.count ?? 0)
                + (foundationLocale.measurementSystem == .metric ? 1 : 0) + calendar.firstWeekday
        },
    ])
}
