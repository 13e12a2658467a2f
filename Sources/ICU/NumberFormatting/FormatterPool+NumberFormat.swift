extension FormatterPool {
    /// The number format for a style and locale (the current locale when `nil`).
    public func numberFormat(_ style: NumberFormat.Style = .decimal, locale: LocaleID? = nil) throws(ICUError) -> NumberFormat {
        NumberFormat(storage: try storage.value(NumberFormatRequest.self, locale: locale, spec: style))
    }

    /// A ``NumberFormat`` by style.
    enum NumberFormatRequest: PoolRequest {
        static var kind: Kind { .numberFormat }

        static func key(_ locale: LocaleID, _ style: NumberFormat.Style) -> Key { .numberFormat(locale, style) }

        static func make(_ locale: LocaleID, _ style: NumberFormat.Style, pool: FormatterPool) throws(ICUError) -> NumberFormat.Storage {
            try NumberFormat(style, locale: locale).storage
        }
    }
}
