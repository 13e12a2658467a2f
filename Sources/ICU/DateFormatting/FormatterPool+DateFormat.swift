extension FormatterPool {
    /// The date format for preset styles.
    public func dateFormat(date: DateFormat.Style = .medium, time: DateFormat.Style = .short,
                           locale: LocaleID? = nil, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        DateFormat(storage: try storage.value(DateFormatRequest.self, locale: locale, spec: .init(timeZone: timeZone, form: .styles(date, time))))
    }

    /// The date format for a template (skeleton), such as `yMMMd`.
    public func dateFormat(template: String, locale: LocaleID? = nil, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        DateFormat(storage: try storage.value(DateFormatRequest.self, locale: locale, spec: .init(timeZone: timeZone, form: .template(ExactText(template)))))
    }

    /// The date format for an explicit pattern.
    public func dateFormat(pattern: String, locale: LocaleID? = nil, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        DateFormat(storage: try storage.value(DateFormatRequest.self, locale: locale, spec: .init(timeZone: timeZone, form: .pattern(ExactText(pattern)))))
    }

    /// How a pooled ``DateFormat`` was specified.
    enum DateSpec: Hashable, Sendable {
        case styles(DateFormat.Style, DateFormat.Style)
        case template(ExactText)
        case pattern(ExactText)
    }

    /// A ``DateFormat`` by styles, template or pattern, in a time zone.
    enum DateFormatRequest: PoolRequest {
        struct Spec: Hashable, Sendable {
            let timeZone: TimeZoneID
            let form: DateSpec
        }

        static var kind: Kind { .dateFormat }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .dateFormat(locale, spec.timeZone, spec.form) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> DateFormat.Storage {
            let timeZone = spec.timeZone
            switch spec.form {
            case .styles(let date, let time):
                return try DateFormat(date: date, time: time, locale: locale, timeZone: timeZone).storage
            case .template(let template):
                // The pattern through the pool, so a template's pattern is found once per locale.
                let pattern = try pool.bestPattern(for: template.text, locale: locale)
                return try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone).storage
            case .pattern(let pattern):
                return try DateFormat(pattern: pattern.text, locale: locale, timeZone: timeZone).storage
            }
        }
    }
}
