extension FormatterPool {
    /// Collation rules from the pool: opened once per locale and options while
    /// the pool keeps them.
    ///
    /// ```swift
    /// let pool = FormatterPool()
    /// let names = try pool.collationRules(locale: "sv")
    /// names.sorted(["Östen", "Zara", "Åsa"])   // ["Zara", "Åsa", "Östen"]
    /// ```
    ///
    /// - Parameters: As ``CollationRules/init(locale:options:)``; `locale` `nil`
    ///   for the pool's current locale.
    public func collationRules(locale: LocaleID? = nil,
                               options: CollationRules.Options = .init()) throws(ICUError) -> CollationRules {
        CollationRules(storage: try storage.value(CollationRulesRequest.self, locale: locale, spec: options))
    }

    /// ``CollationRules`` by options.
    enum CollationRulesRequest: PoolRequest {
        static var kind: Kind { .collationRules }

        static func key(_ locale: LocaleID, _ options: CollationRules.Options) -> Key { .collationRules(locale, options) }

        static func make(_ locale: LocaleID, _ options: CollationRules.Options, pool: FormatterPool) throws(ICUError) -> CollationRules.Storage {
            try CollationRules(locale: locale, options: options).storage
        }
    }
}
