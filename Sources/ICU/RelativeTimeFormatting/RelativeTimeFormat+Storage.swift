extension RelativeTimeFormat {
    /// What ``RelativeTimeFormat``s share between their copies: the locale and
    /// options, and the ICU formatter.
    final class Storage: Sendable {
        let locale: LocaleID
        let options: Options
        private let handle: URelativeDateTimeFormatterHandle
        private let numeric: Bool

        init(locale: LocaleID, options: Options) throws(ICUError) {
            self.locale = locale
            self.options = options
            numeric = options.numeric == .always
            let style: URelativeDateTimeFormatterHandle.Style = switch options.width {
            case .wide: .long
            case .short: .short
            case .narrow: .narrow
            }
            let capitalization: URelativeDateTimeFormatterHandle.Capitalization = switch options.capitalization {
            case .none: .none
            case .middleOfSentence: .middleOfSentence
            case .beginningOfSentence: .beginningOfSentence
            case .uiListOrMenu: .uiListOrMenu
            case .standalone: .standalone
            }
            handle = try URelativeDateTimeFormatterHandle(locale: locale, style: style,
                                                          capitalization: capitalization)
        }

        /// A value of a unit, as the options say.
        func format(_ value: Double, _ unit: Unit) throws(ICUError) -> String {
            try handle.format(value, Self.icuUnit(unit), numeric: numeric,
                              "formatting \(value) \(unit)s as a relative time in \(locale)")
        }

        static func icuUnit(_ unit: Unit) -> URelativeDateTimeFormatterHandle.Unit {
            switch unit {
            case .year: .year
            case .quarter: .quarter
            case .month: .month
            case .week: .week
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            case .sunday: .sunday
            case .monday: .monday
            case .tuesday: .tuesday
            case .wednesday: .wednesday
            case .thursday: .thursday
            case .friday: .friday
            case .saturday: .saturday
            }
        }
    }
}
