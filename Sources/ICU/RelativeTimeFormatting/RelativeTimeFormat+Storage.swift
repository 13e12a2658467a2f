extension RelativeTimeFormat {
    /// Everything a format depends on beside its locale: what the pool keys it by.
    struct Spec: Hashable, Sendable {
        var style: Style
        var numeric: Numeric
        var capitalization: Capitalization
    }

    /// What ``RelativeTimeFormat``s share between their copies: the locale and
    /// options, and the ICU formatter.
    final class Storage: Sendable {
        let locale: LocaleID
        let spec: Spec
        private let handle: URelativeDateTimeFormatterHandle
        private let numeric: Bool

        init(locale: LocaleID, spec: Spec) throws(ICUError) {
            self.locale = locale
            self.spec = spec
            numeric = spec.numeric == .always
            let style: URelativeDateTimeFormatterHandle.Style = switch spec.style {
            case .long: .long
            case .short: .short
            case .narrow: .narrow
            }
            let capitalization: URelativeDateTimeFormatterHandle.Capitalization = switch spec.capitalization {
            case .none: .none
            case .middleOfSentence: .middleOfSentence
            case .beginningOfSentence: .beginningOfSentence
            case .uiListOrMenu: .uiListOrMenu
            case .standalone: .standalone
            }
            handle = try URelativeDateTimeFormatterHandle(locale: locale.identifier, style: style,
                                                          capitalization: capitalization)
        }

        /// A finite value of a unit, as the options say.
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
