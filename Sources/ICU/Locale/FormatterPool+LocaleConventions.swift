extension FormatterPool {
    /// The conventions of a locale (the current locale when `nil`): quotation
    /// marks, currency, measurement system, number symbols, week and hour cycle,
    /// read from ICU once per locale and kept.
    public func localeConventions(locale: LocaleID? = nil) throws(ICUError) -> LocaleConventions {
        LocaleConventions(storage: try storage.value(ConventionsRequest.self, locale: locale, spec: .init()))
    }

    /// A locale's ``LocaleConventions``: they depend on the locale only.
    enum ConventionsRequest: PoolRequest {
        struct Spec: Hashable, Sendable {}

        static var kind: Kind { .conventions }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .conventions(locale) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> LocaleConventions.Storage {
            try LocaleConventions(locale: locale).storage
        }
    }
}
