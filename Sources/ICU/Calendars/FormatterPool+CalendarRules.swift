extension FormatterPool {
    /// A calendar from the pool: opened once per system, locale, zone and week
    /// rules while the pool keeps it.
    ///
    /// ```swift
    /// let pool = FormatterPool()
    /// let hebrew = try pool.calendarRules(.hebrew, locale: "he_IL", timeZone: try TimeZoneID("Asia/Jerusalem"))
    /// ```
    ///
    /// - Parameters: As ``CalendarRules/init(_:locale:timeZone:options:)``;
    ///   `locale` `nil` for the pool's current locale.
    public func calendarRules(_ system: CalendarRules.System? = nil, locale: LocaleID? = nil, timeZone: TimeZoneID,
                              options: CalendarRules.Options = .init()) throws(ICUError) -> CalendarRules {
        let spec = CalendarRules.Spec(system: system, timeZone: timeZone, options: options)
        return CalendarRules(storage: try storage.value(CalendarRulesRequest.self, locale: locale, spec: spec))
    }

    /// ``CalendarRules`` by system, zone and options.
    enum CalendarRulesRequest: PoolRequest {
        static var kind: Kind { .calendarRules }

        static func key(_ locale: LocaleID, _ spec: CalendarRules.Spec) -> Key { .calendarRules(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: CalendarRules.Spec, pool: FormatterPool) throws(ICUError) -> CalendarRules.Storage {
            try CalendarRules(spec.system, locale: locale, timeZone: spec.timeZone, options: spec.options).storage
        }
    }
}

extension CalendarRules {
    /// What a pooled calendar depends on beside its locale.
    struct Spec: Hashable, Sendable {
        var system: System?
        var timeZone: TimeZoneID
        var options: Options
    }
}
