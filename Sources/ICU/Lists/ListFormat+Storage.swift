extension ListFormat {
    /// What ``ListFormat``s share between their copies: the locale and options,
    /// and the ICU formatter, which every thread reads at once.
    final class Storage: Sendable {
        let locale: LocaleID
        let options: Options
        let handle: UListFormatterHandle

        init(locale: LocaleID, options: Options) throws(ICUError) {
            self.locale = locale
            self.options = options
            let type: UListFormatterHandle.ListType = switch options.type {
            case .and: .and
            case .or: .or
            case .unit: .units
            }
            let width: UListFormatterHandle.Width = switch options.width {
            case .wide: .wide
            case .short: .short
            case .narrow: .narrow
            }
            handle = try UListFormatterHandle(locale: locale.identifier, type: type, width: width)
        }
    }
}
