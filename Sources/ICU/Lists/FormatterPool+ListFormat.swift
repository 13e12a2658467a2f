extension FormatterPool {
    /// The list format of a locale (the current locale when `nil`), with options.
    ///
    /// ```swift
    /// let lists = try FormatterPool.shared.listFormat(locale: "de", options: .init(type: .or))
    /// lists.format(["Tee", "Kaffee"])   // "Tee oder Kaffee"
    /// ```
    public func listFormat(locale: LocaleID? = nil, options: ListFormat.Options = .init()) throws(ICUError) -> ListFormat {
        ListFormat(storage: try storage.value(ListFormatRequest.self, locale: locale, spec: options))
    }

    /// ``ListFormat`` by options.
    enum ListFormatRequest: PoolRequest {
        static var kind: Kind { .listFormat }

        static func key(_ locale: LocaleID, _ options: ListFormat.Options) -> Key { .listFormat(locale, options) }

        static func make(_ locale: LocaleID, _ options: ListFormat.Options, pool: FormatterPool) throws(ICUError) -> ListFormat.Storage {
            try ListFormat(locale: locale, options: options).storage
        }
    }
}
