extension LocaleConventions {
    /// What ``LocaleConventions`` share between their copies, and what a pool keeps.
    final class Storage: Sendable {
        let values: Values
        init(values: Values) { self.values = values }
    }

    /// Every convention, as plain values: what equality, hashing and coding read.
    struct Values: Hashable, Codable, Sendable {
        let locale: LocaleID
        let quotationStart: String
        let quotationEnd: String
        let alternateQuotationStart: String
        let alternateQuotationEnd: String
        let currencyCode: String?
        let currencySymbol: String?
        let currencyName: String?
        let measurementSystem: MeasurementSystem
        let paperSize: PaperSize
        let decimalSeparator: String
        let groupingSeparator: String
        let minusSign: String
        let percentSign: String
        let numberingSystem: String
        let firstWeekday: Int
        let minimalDaysInFirstWeek: Int
        let weekendDays: [Int]
        let hourCycle: HourCycle

        /// Reads everything from ICU. The handles opened here are used on this
        /// thread only and closed before it returns: a date pattern generator and
        /// a calendar are not safe to share, the values are.
        init(_ locale: LocaleID) throws(ICUError) {
            // An invalid literal's error before anything else (every handle below reads it too).
            _ = try locale.icuName
            let operation = "reading the conventions of \(locale)"
            self.locale = locale

            // First, the checks of the locale's keywords, which can fail.
            try Self.checkCurrencyKeyword(locale, operation)
            let keyword = try locale.numberingSystem(operation)
            let numbering = keyword.name.isEmpty ? try UNumSys.describe(locale: locale) : keyword
            numberingSystem = numbering.name

            let data = try ULocaleDataHandle(locale: locale)
            quotationStart = try data.delimiter(.quotationStart, operation)
            quotationEnd = try data.delimiter(.quotationEnd, operation)
            alternateQuotationStart = try data.delimiter(.alternateQuotationStart, operation)
            alternateQuotationEnd = try data.delimiter(.alternateQuotationEnd, operation)
            measurementSystem = try MeasurementSystem(ULocaleDataHandle.measurementSystem(locale: locale))
            let paper = try ULocaleDataHandle.paperSize(locale: locale)
            paperSize = PaperSize(height: paper.height, width: paper.width)

            let currency = try UCurr.currencyIfAny(forLocale: locale)
            currencyCode = currency
            if let currency {
                currencySymbol = try UCurr.name(of: currency, locale: locale, style: .symbol)
                currencyName = try UCurr.name(of: currency, locale: locale, style: .long)
            } else {
                currencySymbol = nil
                currencyName = nil
            }

            // An algorithmic numbering system formats by rules and has no symbols.
            let symbolLocale = numbering.isAlgorithmic ? try locale.withLatinDigits(operation) : locale
            let format = try UNumberFormatHandle(style: .decimal, locale: symbolLocale, currency: nil, lenient: false)
            decimalSeparator = try format.symbol(.decimalSeparator, operation)
            groupingSeparator = try format.symbol(.groupingSeparator, operation)
            minusSign = try format.symbol(.minusSign, operation)
            percentSign = try format.symbol(.percentSign, operation)

            let calendar = try UCalendarHandle(locale: locale)
            firstWeekday = Int(calendar.firstWeekday)
            minimalDaysInFirstWeek = Int(calendar.minimalDaysInFirstWeek)
            var weekend: [Int] = []
            for day in 1...7 where try calendar.isWeekend(day) { weekend.append(day) }
            weekendDays = weekend

            hourCycle = try HourCycle(UDateTimePatternGeneratorHandle(locale: locale).defaultHourCycle(operation))
        }

        /// Refuses a `currency` keyword (`-u-cu-`) that is not an ISO 4217 code
        /// ICU knows, as ``NumberFormat`` refuses such a code: ICU's
        /// `ucurr_forLocale` returns any keyword of up to three characters as the
        /// locale's currency (`en@currency=1en` gives `1EN`) and ignores longer ones.
        static func checkCurrencyKeyword(_ locale: LocaleID, _ operation: @autoclosure () -> String) throws(ICUError) {
            guard let value = locale.keywordValue("currency"), !UCurr.isKnown(value) else { return }
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "currency keyword '\(value.prefix(32))' is not an ISO 4217 code ICU knows")
        }
    }
}

extension LocaleConventions.MeasurementSystem {
    /// The system of ICU's `UMeasurementSystem`.
    init(_ system: ULocaleDataHandle.MeasurementSystem) {
        switch system {
        case .si: self = .metric
        case .us: self = .us
        case .uk: self = .uk
        }
    }
}

extension LocaleConventions.HourCycle {
    /// The cycle of ICU's `UDateFormatHourCycle`.
    init(_ cycle: UDateTimePatternGeneratorHandle.HourCycle) {
        switch cycle {
        case .h11: self = .h11
        case .h12: self = .h12
        case .h23: self = .h23
        case .h24: self = .h24
        }
    }
}
