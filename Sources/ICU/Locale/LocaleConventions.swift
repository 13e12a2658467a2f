/// A locale's conventions: its quotation marks, currency, measurement system
/// and paper size, number symbols and numbering system, week and hour cycle —
/// what Foundation's `Locale` reports as `quotationBeginDelimiter`,
/// `currencySymbol`, `measurementSystem`, `decimalSeparator`, `firstWeekday`
/// and `hourCycle`, read from the system ICU's CLDR data.
///
/// ```swift
/// let german = try LocaleConventions(locale: "de_DE")
/// german.quotationStart + "Hallo" + german.quotationEnd    // „Hallo“
/// german.currencyCode                                      // "EUR"
/// german.measurementSystem                                 // .metric
/// german.decimalSeparator                                  // ","
/// german.firstWeekday                                      // 2 (Monday)
/// german.hourCycle                                         // .h23
///
/// // A server looks them up per request through its pool:
/// let pool = FormatterPool()
/// let conventions = try pool.localeConventions(locale: "en-US")
/// conventions.paperSize == .letter                         // true
/// ```
///
/// A plain value, computed once when it is created (several ICU objects are
/// opened and closed for it, so a server keeps it: ``FormatterPool/localeConventions(locale:)``).
/// It holds no ICU object afterwards, so it is safe to share between threads.
///
/// Locale keywords count where ICU reads them: `rg` (region override, as in
/// `en_US@rg=gbzzzz`) changes the currency, measurement system, paper size and
/// week; `hours` (`-u-hc-`, one of `h11`, `h12`, `h23`, `h24`; any other value
/// is an error) changes ``hourCycle``; `numbers` (`-u-nu-`) changes
/// the numbering system and symbols; ICU 72 ignores `fw` (`-u-fw-`) and
/// `measure` (`-u-ms-`).
///
/// The corresponding C functions are `ulocdata_getDelimiter`,
/// `ulocdata_getMeasurementSystem`, `ulocdata_getPaperSize`, `ucurr_forLocale`,
/// `ucurr_getName`, `unum_getSymbol`, `unumsys_open`, `ucal_getAttribute`,
/// `ucal_getDayOfWeekType` and `udatpg_getDefaultHourCycle`.
public struct LocaleConventions: Sendable {
    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// Reads the conventions of a locale.
    ///
    /// A locale ICU has no data for (`zz`) gets the root locale's conventions
    /// where ICU's data falls back to root, and the world's defaults (CLDR's
    /// region `001`) where ICU reads data by region.
    ///
    /// - Throws: ``ICUError`` of kind ``ICUError/Kind/badInput`` for an invalid
    ///   locale literal, a `numbers` keyword ICU does not know (`en@numbers=bogus`),
    ///   a `currency` keyword that is not an ISO 4217 code ICU knows
    ///   (`en@currency=1en`), or an `rg` keyword that is not a region and a
    ///   subdivision suffix (`gbzzzz`).
    ///
    /// The corresponding C functions are listed under ``LocaleConventions``.
    public init(locale: LocaleID) throws(ICUError) {
        storage = Storage(values: try Values(locale))
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The locale these conventions are of.
    public var locale: LocaleID { storage.values.locale }

    // MARK: Quotation marks

    /// The mark that opens a quotation: `“` in en_US, `„` in de_DE, `«` in fr_FR, `「` in ja_JP (`ULOCDATA_QUOTATION_START`).
    public var quotationStart: String { storage.values.quotationStart }
    /// The mark that closes a quotation: `”` in en_US, `“` in de_DE (`ULOCDATA_QUOTATION_END`).
    public var quotationEnd: String { storage.values.quotationEnd }
    /// The mark that opens a quotation inside a quotation: `‘` in en_US, `‚` in de_DE (`ULOCDATA_ALT_QUOTATION_START`).
    public var alternateQuotationStart: String { storage.values.alternateQuotationStart }
    /// The mark that closes a quotation inside a quotation (`ULOCDATA_ALT_QUOTATION_END`).
    public var alternateQuotationEnd: String { storage.values.alternateQuotationEnd }

    // MARK: Currency

    /// The ISO 4217 code of the locale's currency, such as `EUR`; `nil` when ICU
    /// knows none for it, as for a locale without a region (`fr`) (`ucurr_forLocale`).
    public var currencyCode: String? { storage.values.currencyCode }
    /// The currency's symbol in the locale, as ``NumberFormat`` writes it in the
    /// ``NumberFormat/Style/currency(code:)`` style: `€` in de_DE, `CHF` in de_CH,
    /// `￥` (full width) in ja_JP (`ucurr_getName` with `UCURR_SYMBOL_NAME`).
    public var currencySymbol: String? { storage.values.currencySymbol }
    /// The currency's name in the locale: `Euro` in de_DE, `Schweizer Franken` in de_CH
    /// (`ucurr_getName` with `UCURR_LONG_NAME`).
    public var currencyName: String? { storage.values.currencyName }

    // MARK: Measurement

    /// Metric, US or UK units (`ulocdata_getMeasurementSystem`).
    public var measurementSystem: MeasurementSystem { storage.values.measurementSystem }
    /// The paper size of the locale's region (`ulocdata_getPaperSize`).
    public var paperSize: PaperSize { storage.values.paperSize }

    // MARK: Numbers

    /// The decimal separator of the locale's decimal format: `.` in en_US, `,` in de_DE, `٫` in ar_EG
    /// (`unum_getSymbol` with `UNUM_DECIMAL_SEPARATOR_SYMBOL`). In an algorithmic
    /// numbering system (`roman`, `hebr`), which has no symbols, those of Latin digits.
    public var decimalSeparator: String { storage.values.decimalSeparator }
    /// The grouping separator: `,` in en_US, `.` in de_DE, U+202F (narrow no-break space) in fr_FR
    /// (`unum_getSymbol` with `UNUM_GROUPING_SEPARATOR_SYMBOL`).
    public var groupingSeparator: String { storage.values.groupingSeparator }
    /// The minus sign, which may carry a direction mark (U+061C then `-` in ar_EG)
    /// (`unum_getSymbol` with `UNUM_MINUS_SIGN_SYMBOL`).
    public var minusSign: String { storage.values.minusSign }
    /// The percent sign (`unum_getSymbol` with `UNUM_PERCENT_SYMBOL`).
    public var percentSign: String { storage.values.percentSign }
    /// The locale's numbering system: `latn`, `arab` (ar_EG), `roman` for
    /// `en@numbers=roman` … (`unumsys_open`, `unumsys_getName`).
    public var numberingSystem: String { storage.values.numberingSystem }

    // MARK: Week and hours

    /// The first day of the week, 1 = Sunday … 7 = Saturday: 1 in en_US, 2 in de_DE, 7 in ar_EG
    /// (`ucal_getAttribute` with `UCAL_FIRST_DAY_OF_WEEK`).
    public var firstWeekday: Int { storage.values.firstWeekday }
    /// The fewest days of a year's first week (4 in de_DE: ISO 8601 weeks)
    /// (`ucal_getAttribute` with `UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
    public var minimalDaysInFirstWeek: Int { storage.values.minimalDaysInFirstWeek }
    /// The days of the weekend in ascending order, 1 = Sunday … 7 = Saturday:
    /// `[1, 7]` in en_US, `[6, 7]` in ar_EG, `[1]` in en_IN. A day on which the
    /// weekend begins or ends counts (`ucal_getDayOfWeekType`).
    public var weekendDays: [Int] { storage.values.weekendDays }
    /// The hour cycle the locale's time formats use (`udatpg_getDefaultHourCycle`).
    public var hourCycle: HourCycle { storage.values.hourCycle }
}

extension LocaleConventions {
    /// The units a locale measures in (`UMeasurementSystem`).
    public enum MeasurementSystem: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The metric system (`UMS_SI`).
        case metric
        /// US customary units: miles, pounds, Fahrenheit (`UMS_US`).
        case us
        /// The UK's mix of metric and imperial units (`UMS_UK`).
        case uk

        /// `metric`, `us` or `uk`.
        public var description: String { rawValue }
    }

    /// The clock a locale's times use (`UDateFormatHourCycle`).
    public enum HourCycle: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// 0–11, with AM/PM (`UDAT_HOUR_CYCLE_11`).
        case h11
        /// 1–12, with AM/PM (`UDAT_HOUR_CYCLE_12`).
        case h12
        /// 0–23 (`UDAT_HOUR_CYCLE_23`).
        case h23
        /// 1–24 (`UDAT_HOUR_CYCLE_24`).
        case h24

        /// `h11`, `h12`, `h23` or `h24`, as in BCP 47's `-u-hc-`.
        public var description: String { rawValue }
    }

    /// A paper size in millimetres, portrait.
    ///
    /// A struct rather than an enum of names: ICU reports sizes, not names. CLDR
    /// uses two today, ``a4`` and ``letter``.
    public struct PaperSize: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The height in millimetres.
        public let height: Int
        /// The width in millimetres.
        public let width: Int

        /// A size of `height` × `width` millimetres.
        public init(height: Int, width: Int) {
            self.height = height
            self.width = width
        }

        /// ISO A4, 297 × 210 mm.
        public static let a4 = PaperSize(height: 297, width: 210)
        /// US Letter, 279 × 216 mm as CLDR rounds it (11 × 8.5 inches).
        public static let letter = PaperSize(height: 279, width: 216)

        /// `A4`, `Letter`, or the size, such as `250×176 mm`.
        public var description: String {
            switch self {
            case .a4: "A4"
            case .letter: "Letter"
            default: "\(height)\u{D7}\(width) mm"
            }
        }
    }
}
