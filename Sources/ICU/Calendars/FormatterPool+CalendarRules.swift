extension FormatterPool {
    /// A calendar from the pool: opened once per system, locale, zone and week
    /// rules while the pool keeps it.
    ///
    /// ```swift
    /// let pool = FormatterPool()
    /// let hebrew = try pool.calendarRules(.hebrew, locale: "he_IL", timeZone: try TimeZoneID("Asia/Jerusalem"))
    /// ```
    ///
    /// - Parameters: As ``CalendarRules/init(_:locale:timeZone:firstWeekday:minimalDaysInFirstWeek:)``;
    ///   `locale` `nil` for the pool's current locale.
    public func calendarRules(_ system: CalendarRules.System? = nil, locale: LocaleID? = nil, timeZone: TimeZoneID,
                              firstWeekday: Int? = nil, minimalDaysInFirstWeek: Int? = nil) throws(ICUError) -> CalendarRules {
        let spec = CalendarRules.Spec(system: system, timeZone: timeZone, firstWeekday: firstWeekday,
                                      minimalDaysInFirstWeek: minimalDaysInFirstWeek)
        return CalendarRules(storage: try storage.value(CalendarRulesRequest.self, locale: locale, spec: spec))
    }

    /// ``CalendarRules`` by system, zone and week rules.
    enum CalendarRulesRequest: PoolRequest {
        static var kind: Kind { .calendarRules }

        static func key(_ locale: LocaleID, _ spec: CalendarRules.Spec) -> Key { .calendarRules(locale, spec) }

        static func make(_ locale: LocaleID, _ spec: CalendarRules.Spec, pool: FormatterPool) throws(ICUError) -> CalendarRules.Storage {
            try CalendarRules(spec.system, locale: locale, timeZone: spec.timeZone, firstWeekday: spec.firstWeekday,
                              minimalDaysInFirstWeek: spec.minimalDaysInFirstWeek).storage
        }
    }
}

extension CalendarRules {
    /// What a pooled calendar depends on beside its locale.
    struct Spec: Hashable, Sendable {
        var system: System?
        var timeZone: TimeZoneID
        var firstWeekday: Int?
        var minimalDaysInFirstWeek: Int?
    }
}
