extension FormatterPool {
    /// The date interval format for a template (skeleton), such as `yMMMd`.
    public func dateIntervalFormat(template: String, locale: LocaleID? = nil,
                                   timeZone: TimeZoneID) throws(ICUError) -> DateIntervalFormat {
        DateIntervalFormat(storage: try storage.value(DateIntervalFormatRequest.self, locale: locale,
                                                      spec: .init(timeZone: timeZone, template: ExactText(template))))
    }

    /// A ``DateIntervalFormat`` by template, in a time zone.
    enum DateIntervalFormatRequest: PoolRequest {
        struct Spec: Hashable, Sendable {
            let timeZone: TimeZoneID
            let template: ExactText
        }

        static var kind: Kind { .dateIntervalFormat }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .dateIntervalFormat(locale, spec.timeZone, spec.template) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> DateIntervalFormat.Storage {
            // The template checked through the pool, so a template's pattern is found once per locale.
            let pattern = try pool.bestPattern(for: spec.template.text, locale: locale)
            return try DateIntervalFormat(checkedTemplate: spec.template.text, bestPattern: pattern, locale: locale,
                                          timeZone: spec.timeZone).storage
        }
    }
}
