extension FormatterPool {
    /// The time zone names of a locale (the current locale when `nil`):
    /// `Pacific Daylight Time`, `PT`, `heure du Pacifique`.
    ///
    /// Opening a locale's zone names costs milliseconds the first time; the
    /// pool opens them once per locale, and the names it hands out share the
    /// names they have already given.
    public func timeZoneDisplayNames(locale: LocaleID? = nil) throws(ICUError) -> TimeZoneDisplayNames {
        TimeZoneDisplayNames(storage: try storage.value(TimeZoneDisplayNamesRequest.self, locale: locale, spec: .init()))
    }

    /// A locale's ``TimeZoneDisplayNames``: they depend on the locale only.
    enum TimeZoneDisplayNamesRequest: PoolRequest {
        struct Spec: Hashable, Sendable {}

        static var kind: Kind { .timeZoneDisplayNames }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .timeZoneDisplayNames(locale) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> TimeZoneDisplayNames.Storage {
            try TimeZoneDisplayNames.Storage(locale: locale)
        }
    }
}
