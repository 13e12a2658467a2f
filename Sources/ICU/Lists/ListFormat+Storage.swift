extension ListFormat {
    /// What ``ListFormat``s share between their copies: the locale and options,
    /// the ICU formatter, which every thread reads at once, and the joins read
    /// from it where they are fixed words.
    final class Storage: Sendable {
        let locale: LocaleID
        let options: Options
        let handle: UListFormatterHandle
        let joins: Joins?

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
            joins = Joins(reading: handle)
        }

        /// The items joined: by the joins where there are, else by ICU.
        func format(_ items: [String]) throws(ICUError) -> String {
            if let joins { return try joins.join(items, locale) }
            return try handle.format(items)
        }
    }
}
