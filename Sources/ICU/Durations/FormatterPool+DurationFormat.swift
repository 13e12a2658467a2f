extension FormatterPool {
    /// The duration format of a locale (the current locale when `nil`) and
    /// options: opened once per locale and width while the pool keeps it.
    ///
    /// ```swift
    /// let format = try FormatterPool.shared.durationFormat(locale: "de", options: .init(width: .short))
    /// try format.format(iso8601: "PT1H30M")   // "1 Std., 30 Min."
    /// ```
    ///
    /// - Throws: What ``DurationFormat/init(locale:options:)`` throws.
    public func durationFormat(locale: LocaleID? = nil, options: DurationFormat.Options = .init()) throws(ICUError) -> DurationFormat {
        DurationFormat(storage: try storage.value(DurationFormatRequest.self, locale: locale, spec: options.width))
    }

    /// ``DurationFormat`` by width.
    enum DurationFormatRequest: PoolRequest {
        static var kind: Kind { .durationFormat }

        static func key(_ locale: LocaleID, _ width: DurationFormat.Width) -> Key { .durationFormat(locale, width) }

        static func make(_ locale: LocaleID, _ width: DurationFormat.Width, pool: FormatterPool) throws(ICUError) -> DurationFormat.Storage {
            try DurationFormat.Storage(locale: locale, width: width)
        }
    }
}
