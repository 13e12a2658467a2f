extension FormatterPool {
    /// The relative times of a locale (the current locale when `nil`): opened
    /// once per locale and options while the pool keeps them.
    ///
    /// ```swift
    /// let format = try FormatterPool.shared.relativeTimeFormat(locale: "de", numeric: .auto)
    /// format.format(-2, .day)   // "vorgestern"
    /// ```
    ///
    /// - Parameters: As ``RelativeTimeFormat/init(locale:style:numeric:capitalization:)``.
    public func relativeTimeFormat(locale: LocaleID? = nil, style: RelativeTimeFormat.Style = .long,
                                   numeric: RelativeTimeFormat.Numeric = .always,
                                   capitalization: RelativeTimeFormat.Capitalization = .none) throws(ICUError) -> RelativeTimeFormat {
        let spec = RelativeTimeFormat.Spec(style: style, numeric: numeric, capitalization: capitalization)
        return RelativeTimeFormat(storage: try storage.value(RelativeTimeFormatRequest.self, locale: locale, spec: spec))
    }

    /// ``RelativeTimeFormat`` by style, numeric mode and capitalization.
    enum RelativeTimeFormatRequest: PoolRequest {
        static var kind: Kind { .relativeTimeFormat }

        static func key(_ locale: LocaleID, _ spec: RelativeTimeFormat.Spec) -> Key { .relativeTimeFormat(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: RelativeTimeFormat.Spec, pool: FormatterPool) throws(ICUError) -> RelativeTimeFormat.Storage {
            try RelativeTimeFormat.Storage(locale: locale, spec: spec)
        }
    }
}
