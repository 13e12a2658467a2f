extension FormatterPool {
    /// The range format of a style in a locale (the current locale when `nil`).
    ///
    /// ```swift
    /// let yen = try FormatterPool.shared.numberRangeFormat(.currency(code: "JPY"), locale: "en")
    /// yen.format(1000, 5000)   // "¥1,000 – ¥5,000"
    /// ```
    public func numberRangeFormat(_ style: NumberFormat.Style = .decimal, locale: LocaleID? = nil,
                                  options: NumberRangeFormat.Options = .init()) throws(ICUError) -> NumberRangeFormat {
        NumberRangeFormat(storage: try storage.value(NumberRangeFormatRequest.self, locale: locale,
                                                     spec: NumberRangeSpec(style: style, options: options)))
    }

    /// What a pooled range format depends on beside its locale.
    struct NumberRangeSpec: Hashable, Sendable {
        let style: NumberFormat.Style
        let options: NumberRangeFormat.Options
    }

    /// ``NumberRangeFormat`` by style and options.
    enum NumberRangeFormatRequest: PoolRequest {
        static var kind: Kind { .numberRangeFormat }

        static func key(_ locale: LocaleID, _ spec: NumberRangeSpec) -> Key { .numberRangeFormat(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: NumberRangeSpec, pool: FormatterPool) throws(ICUError) -> NumberRangeFormat.Storage {
            try NumberRangeFormat(spec.style, locale: locale, options: spec.options).storage
        }
    }
}
