extension FormatterPool {
    /// The message of a pattern, in a locale (the current locale when `nil`)
    /// and time zone: parsed once per pattern, locale and zone while the pool
    /// keeps it.
    ///
    /// ```swift
    /// let message = try FormatterPool.shared.messageFormat(
    ///     "{n, plural, one {# item} other {# items}}", locale: "en", timeZone: .utc)
    /// try message.format(["n": 2])   // "2 items"
    /// ```
    ///
    /// The corresponding C++ function is `icu::MessageFormat::MessageFormat(pattern, locale, parseError, status)`.
    public func messageFormat(_ pattern: String, locale: LocaleID? = nil,
                              timeZone: TimeZoneID) throws(ICUError) -> MessageFormat {
        MessageFormat(storage: try storage.value(MessageFormatRequest.self, locale: locale,
                                                 spec: .init(timeZone: timeZone, pattern: ExactText(pattern))))
    }

    /// A ``MessageFormat`` by pattern, in a time zone.
    enum MessageFormatRequest: PoolRequest {
        struct Spec: Hashable, Sendable {
            let timeZone: TimeZoneID
            let pattern: ExactText
        }

        static var kind: Kind { .messageFormat }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .messageFormat(locale, spec.timeZone, spec.pattern) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> MessageFormat.Storage {
            try MessageFormat.Storage(pattern: spec.pattern.text, locale: locale, timeZone: spec.timeZone)
        }
    }
}
