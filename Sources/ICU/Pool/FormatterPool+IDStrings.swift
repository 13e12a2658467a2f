extension FormatterPool {
    // Requests that name their locale by a string, such as the tag an
    // `Accept-Language` header names: the string becomes a ``LocaleID`` by one
    // lookup in the table of IDs already made (see `LocaleID.init(_:)`).

    /// The number format for a style and a locale named by its ID or BCP 47 tag.
    ///
    /// - Throws: ``ICUError`` when `locale` is not a well-formed locale ID, or the format cannot be made.
    public func numberFormat(_ style: NumberFormat.Style = .decimal, locale: String) throws(ICUError) -> NumberFormat {
        try numberFormat(style, locale: LocaleID(locale))
    }

    /// The date format for preset styles in a locale named by its ID or tag.
    public func dateFormat(date: DateFormat.Style = .medium, time: DateFormat.Style = .short,
                           locale: String, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        try dateFormat(date: date, time: time, locale: LocaleID(locale), timeZone: timeZone)
    }

    /// The date format for a template in a locale named by its ID or tag.
    public func dateFormat(template: String, locale: String, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        try dateFormat(template: template, locale: LocaleID(locale), timeZone: timeZone)
    }

    /// The date format for an explicit pattern in a locale named by its ID or tag.
    public func dateFormat(pattern: String, locale: String, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        try dateFormat(pattern: pattern, locale: LocaleID(locale), timeZone: timeZone)
    }

    /// The best pattern for a date skeleton in a locale named by its ID or tag.
    public func bestPattern(for skeleton: String, locale: String) throws(ICUError) -> String {
        try bestPattern(for: skeleton, locale: LocaleID(locale))
    }

    /// The date pattern generator of a locale named by its ID or tag.
    public func patternGenerator(locale: String) throws(ICUError) -> DatePatternGenerator {
        try patternGenerator(locale: LocaleID(locale))
    }

    /// The plural rules of a locale named by its ID or tag.
    public func pluralRules(_ kind: PluralRules.Kind = .cardinal, locale: String) throws(ICUError) -> PluralRules {
        try pluralRules(kind, locale: LocaleID(locale))
    }

    /// The display names in a locale named by its ID or tag.
    public func displayNames(displayLocale: String, dialect: LocaleDisplayNames.Dialect = .standard,
                             capitalization: LocaleDisplayNames.Capitalization = .middleOfSentence,
                             length: LocaleDisplayNames.Length = .full) throws(ICUError) -> LocaleDisplayNames {
        try displayNames(displayLocale: LocaleID(displayLocale), dialect: dialect, capitalization: capitalization, length: length)
    }

    /// The conventions of a locale named by its ID or tag.
    public func conventions(for locale: String) throws(ICUError) -> LocaleConventions {
        try conventions(for: LocaleID(locale))
    }
}
