extension FormatterPool {
    /// The display names in a locale (the current locale when `nil`): names of
    /// locales and their parts for people, such as `Deutsch (Schweiz)`.
    public func displayNames(displayLocale: LocaleID? = nil, dialect: LocaleDisplayNames.Dialect = .standard,
                             capitalization: LocaleDisplayNames.Capitalization = .middleOfSentence,
                             length: LocaleDisplayNames.Length = .full) throws(ICUError) -> LocaleDisplayNames {
        LocaleDisplayNames(storage: try storage.value(
            DisplayNamesRequest.self, locale: displayLocale,
            spec: .init(dialect: dialect, capitalization: capitalization, length: length)))
    }

    /// ``LocaleDisplayNames`` by dialect, capitalization and length, in a display locale.
    enum DisplayNamesRequest: PoolRequest {
        static var kind: Kind { .displayNames }

        static func key(_ locale: LocaleID, _ options: LocaleDisplayNames.Options) -> Key { .displayNames(locale, options) }

        static func make(_ locale: LocaleID, _ options: LocaleDisplayNames.Options, pool: FormatterPool) throws(ICUError) -> LocaleDisplayNames.Storage {
            try LocaleDisplayNames.Storage(displayLocale: locale, options: options)
        }
    }
}
