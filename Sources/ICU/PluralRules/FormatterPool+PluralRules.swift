extension FormatterPool {
    /// The plural rules of a locale from the pool.
    ///
    /// - Parameters: As ``PluralRules/init(_:locale:)``; `locale` `nil` for the
    ///   pool's current locale.
    public func pluralRules(_ kind: PluralRules.Kind = .cardinal, locale: LocaleID? = nil) throws(ICUError) -> PluralRules {
        PluralRules(storage: try storage.value(PluralRulesRequest.self, locale: locale, spec: kind))
    }

    /// ``PluralRules`` by kind.
    enum PluralRulesRequest: PoolRequest {
        static var kind: Kind { .pluralRules }

        static func key(_ locale: LocaleID, _ kind: PluralRules.Kind) -> Key { .pluralRules(locale, kind) }

        static func make(_ locale: LocaleID, _ kind: PluralRules.Kind, pool: FormatterPool) throws(ICUError) -> PluralRules.Storage {
            try PluralRules(kind, locale: locale).storage
        }
    }
}
