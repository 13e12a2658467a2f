extension StringBundle {
    /// `key`'s text in `localization`, read as a message in `syntax`: an app
    /// may keep its `.strings` tables and String Catalogs in Apple's syntax,
    /// ICU MessageFormat, or MessageFormat 2, and render each entry the same
    /// way (``LocalizedMessage``).
    ///
    /// ```swift
    /// // de.lproj/Localizable.strings: "files" = "{n, plural, one {# Datei} other {# Dateien}}";
    /// let bundle = try StringBundle(resourcesAt: "Resources")
    /// let message = try bundle.message("files", localization: "de", syntax: .icu)
    /// try message.format(["n": 3])   // "3 Dateien"
    /// ```
    ///
    /// The entry is looked up as ``entry(_:table:localization:)`` does; a key
    /// found nowhere reads `value` (when not empty), else the key, in the
    /// development region, as ``format(_:table:localization:arguments:locale:default:)``
    /// does. An Apple entry keeps its `.stringsdict` plural variables, whose
    /// forms follow the rules of the language that held the text, and writes
    /// numbers in `locale` (by default that language). An ICU or MessageFormat 2
    /// message takes forms, numbers and dates from `locale`, by default the
    /// language that held the text. ICU messages come from the bundle's
    /// ``pool``, parsed once while it keeps them.
    ///
    /// A missing string is reported and given as the bundle's
    /// ``MissingStringPolicy`` says (``reportingMissingStrings(_:to:)``).
    ///
    /// - Throws: ``ICUError`` of kind `.badInput` when the text is not a message
    ///   of `syntax` (with the reason the syntax gives), or `locale` is not a
    ///   well-formed locale ID; `U_MISSING_RESOURCE_ERROR` for a missing string
    ///   under ``MissingStringPolicy/throw``.
    public func message(_ key: String, table: String = "Localizable", localization: String,
                        syntax: LocalizedMessage.Syntax, locale: LocaleID? = nil, timeZone: TimeZoneID = .utc,
                        default value: String? = nil) throws(ICUError) -> LocalizedMessage {
        let resolution = try resolve(key, table: table, localization: localization, throwing: true, syntax: syntax)
        let found = resolution.entry
        let plurals = found?.formats.locale ?? developmentFormats.locale
        if let locale { _ = try locale.icuName }
        let target = locale ?? plurals
        var message: LocalizedMessage
        let text = found?.format.text ?? value.flatMap { $0.isEmpty ? nil : $0 } ?? key
        if syntax == .apple {
            // As `format` reads it: text that is no format is still the text, with no arguments.
            message = try LocalizedMessage(found?.format ?? LocalizedStringFormat(lenient: text), locale: target,
                                           options: .init(pluralLocale: plurals, pool: pool))
        } else {
            message = try LocalizedMessage(text, syntax: syntax, locale: target, timeZone: timeZone, options: .init(pool: pool))
        }
        if resolution.isMarked { message.marks = (resolution.prefix, resolution.suffix) }
        return message
    }

    /// `key` in the localization chosen for `preferred` (``localization(for:)``),
    /// read as a message in `syntax`: ``message(_:table:localization:syntax:locale:timeZone:default:)``.
    public func message(_ key: String, table: String = "Localizable", preferred: PreferredLanguages,
                        syntax: LocalizedMessage.Syntax, locale: LocaleID? = nil, timeZone: TimeZoneID = .utc,
                        default value: String? = nil) throws(ICUError) -> LocalizedMessage {
        try message(key, table: table, localization: localization(for: preferred), syntax: syntax, locale: locale,
                    timeZone: timeZone, default: value)
    }
}
