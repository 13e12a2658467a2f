extension FormatterPool {
    /// The relative times of a locale (the current locale when `nil`): opened
    /// once per locale and options while the pool keeps them.
    ///
    /// ```swift
    /// let format = try FormatterPool.shared.relativeTimeFormat(locale: "de", options: .init(numeric: .auto))
    /// format.format(-2, .day)   // "vorgestern"
    /// ```
    ///
    /// - Parameters: As ``RelativeTimeFormat/init(locale:options:)``.
    /// - Throws: What ``RelativeTimeFormat/init(locale:options:)`` throws.
    public func relativeTimeFormat(locale: LocaleID? = nil,
                                   options: RelativeTimeFormat.Options = .init()) throws(ICUError) -> RelativeTimeFormat {
        RelativeTimeFormat(storage: try storage.value(RelativeTimeFormatRequest.self, locale: locale, spec: options))
    }

    /// ``RelativeTimeFormat`` by width, numeric mode and capitalization.
    enum RelativeTimeFormatRequest: PoolRequest {
        static var kind: Kind { .relativeTimeFormat }

        static func key(_ locale: LocaleID, _ spec: RelativeTimeFormat.Options) -> Key { .relativeTimeFormat(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: RelativeTimeFormat.Options, pool: FormatterPool) throws(ICUError) -> RelativeTimeFormat.Storage {
            try RelativeTimeFormat.Storage(locale: locale, options: spec)
        }
    }
}
