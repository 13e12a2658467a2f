extension FormatterPool {
    /// The measure format of a unit in a locale (the current locale when `nil`).
    ///
    /// ```swift
    /// let road = try FormatterPool.shared.measureFormat(.kilometer, usage: .road, locale: "en_US")
    /// try road.format(1.8)   // "1.1 mi"
    /// ```
    ///
    /// - Throws: What ``MeasureFormat/init(_:width:usage:locale:options:)`` throws.
    public func measureFormat(_ unit: UnitID, width: NumberFormat.UnitWidth = .short, usage: MeasureFormat.Usage? = nil,
                              locale: LocaleID? = nil, options: NumberFormat.Options = .init()) throws(ICUError) -> MeasureFormat {
        MeasureFormat(storage: try storage.value(MeasureFormatRequest.self, locale: locale,
                                                 spec: MeasureSpec(unit: unit, width: width, usage: usage, options: options)))
    }

    /// What a pooled measure format depends on beside its locale.
    struct MeasureSpec: Hashable, Sendable {
        let unit: UnitID
        let width: NumberFormat.UnitWidth
        let usage: MeasureFormat.Usage?
        let options: NumberFormat.Options
    }

    /// ``MeasureFormat`` by unit, width, usage and options.
    enum MeasureFormatRequest: PoolRequest {
        static var kind: Kind { .measureFormat }

        static func key(_ locale: LocaleID, _ spec: MeasureSpec) -> Key { .measureFormat(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: MeasureSpec, pool: FormatterPool) throws(ICUError) -> MeasureFormat.Storage {
            try MeasureFormat.Storage(unit: spec.unit, width: spec.width, usage: spec.usage, locale: locale, options: spec.options)
        }
    }
}
