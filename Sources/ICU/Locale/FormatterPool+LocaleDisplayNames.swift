extension FormatterPool {
    /// The display names in a locale (the current locale when `nil`): names of
    /// locales and their parts for people, such as `Deutsch (Schweiz)`.
    ///
    /// ```swift
    /// let names = try FormatterPool.shared.localeDisplayNames(locale: "de")
    /// names.name(of: "de-CH")   // Deutsch (Schweiz)
    /// ```
    ///
    /// - Throws: What ``LocaleDisplayNames/init(locale:options:)`` throws.
    public func localeDisplayNames(locale: LocaleID? = nil,
                                   options: LocaleDisplayNames.Options = .init()) throws(ICUError) -> LocaleDisplayNames {
        LocaleDisplayNames(storage: try storage.value(DisplayNamesRequest.self, locale: locale, spec: options))
    }

    /// ``LocaleDisplayNames`` by dialect, capitalization and width, in a display locale.
    enum DisplayNamesRequest: PoolRequest {
        static var kind: Kind { .displayNames }

        static func key(_ locale: LocaleID, _ options: LocaleDisplayNames.Options) -> Key { .displayNames(locale, options) }

        static func make(_ locale: LocaleID, _ options: LocaleDisplayNames.Options, pool: FormatterPool) throws(ICUError) -> LocaleDisplayNames.Storage {
            try LocaleDisplayNames.Storage(displayLocale: locale, options: options)
        }
    }
}
