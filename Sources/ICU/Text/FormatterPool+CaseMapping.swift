extension FormatterPool {
    /// The case rules of a locale (the current locale when `nil`), with options.
    ///
    /// ```swift
    /// let turkish = try FormatterPool.shared.caseMapping(locale: "tr")
    /// turkish.uppercased("istanbul")   // "İSTANBUL"
    /// ```
    public func caseMapping(locale: LocaleID? = nil, options: CaseMapping.Options = .init()) throws(ICUError) -> CaseMapping {
        CaseMapping(storage: try storage.value(CaseMappingRequest.self, locale: locale, spec: options))
    }

    /// ``CaseMapping`` by options.
    enum CaseMappingRequest: PoolRequest {
        static var kind: Kind { .caseMapping }

        static func key(_ locale: LocaleID, _ options: CaseMapping.Options) -> Key { .caseMapping(locale, options) }

        static func make(_ locale: LocaleID, _ options: CaseMapping.Options, pool: FormatterPool) throws(ICUError) -> CaseMapping.Storage {
            try CaseMapping(locale: locale, options: options).storage
        }
    }
}
