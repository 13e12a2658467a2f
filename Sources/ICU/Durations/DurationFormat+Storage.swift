extension DurationFormat {
    /// What ``DurationFormat``s share between their copies: the locale and
    /// width, and the ICU format, which every thread reads at once.
    final class Storage: Sendable {
        let locale: LocaleID
        let width: Width
        private let handle: MeasureFormatHandle

        init(locale: LocaleID, width: Width) throws(ICUError) {
            self.locale = locale
            self.width = width
            let icuWidth: MeasureFormatHandle.Width = switch width {
            case .wide: .wide
            case .short: .short
            case .narrow: .narrow
            case .numeric: .numeric
            }
            handle = try MeasureFormatHandle(locale: locale.identifier, width: icuWidth)
        }

        /// A duration's amounts, read in place, written by ICU.
        func format(_ duration: DurationValue) throws(ICUError) -> String {
            let components = duration.components
            let negative = duration.isNegative
            return try handle.format(count: components.count) { index in
                let component = components[index]
                return MeasureFormatHandle.Amount(unit: Self.icuUnit(component.unit), negative: negative,
                                                  whole: component.whole, billionths: component.billionths)
            }
        }

        static func icuUnit(_ unit: DurationValue.Unit) -> MeasureFormatHandle.Unit {
            switch unit {
            case .years: .year
            case .months: .month
            case .weeks: .week
            case .days: .day
            case .hours: .hour
            case .minutes: .minute
            case .seconds: .second
            case .milliseconds: .millisecond
            case .microseconds: .microsecond
            case .nanoseconds: .nanosecond
            }
        }
    }
}
