extension FormatterPool {
    /// The measure format of a unit in a locale (the current locale when `nil`).
    ///
    /// ```swift
    /// let road = try FormatterPool.shared.measureFormat(.kilometer, locale: "en_US", options: .init(usage: .road))
    /// road.format(1.8)   // "1.1 mi"
    /// ```
    ///
    /// - Throws: What ``MeasureFormat/init(_:locale:options:)`` throws.
    public func measureFormat(_ unit: UnitID, locale: LocaleID? = nil, options: MeasureFormat.Options = .init()) throws(ICUError) -> MeasureFormat {
        MeasureFormat(storage: try storage.value(MeasureFormatRequest.self, locale: locale,
                                                 spec: MeasureSpec(unit: unit, options: options)))
    }

    /// What a pooled measure format depends on beside its locale.
    struct MeasureSpec: Hashable, Sendable {
        let unit: UnitID
        /// The caller's options as given: a few words (plain number options are not stored).
        let options: MeasureFormat.Options
    }

    /// ``MeasureFormat`` by unit, width, usage and options.
    enum MeasureFormatRequest: PoolRequest {
        static var kind: Kind { .measureFormat }

        static func key(_ locale: LocaleID, _ spec: MeasureSpec) -> Key { .measureFormat(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: MeasureSpec, pool: FormatterPool) throws(ICUError) -> MeasureFormat.Storage {
            try MeasureFormat.Storage(unit: spec.unit, width: spec.options.width, usage: spec.options.usage, locale: locale,
                                      options: spec.options.number)
        }
    }
}
