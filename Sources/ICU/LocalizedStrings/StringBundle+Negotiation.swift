extension StringBundle {
    /// The locale a negotiation gives to format numbers, dates and arguments in.
    public enum FormattingLocale: String, Sendable, Hashable, Codable, CaseIterable {
        /// The visitor's language, script and region, when ICU has data for that
        /// region and the visitor's language and script are the localization's
        /// (compared with likely subtags added, so `zh-TW` is `zh-Hant`): a visitor
        /// preferring `de-AT` reads the `de` strings and sees dates and euros as
        /// `de_AT` writes them; `en-GB` reads `en` and formats as `en_GB`. Otherwise
        /// the localization's locale: `zh-TW` with only `zh-Hans` strings formats as
        /// `zh_Hans`, `sr-Latn-RS` with Cyrillic `sr` strings as `sr`.
        case visitorsRegion = "visitors-region"
        /// The localization's own locale (`de` for the `de` strings), whatever the
        /// visitor's region.
        case localization
    }

    /// What negotiating a client's languages gives: the localization to read
    /// the strings of, and the locale to format in.
    public struct Negotiated: Sendable, Hashable {
        /// The localization, as ``StringBundle/localizations`` names it (`de`),
        /// or the development region.
        public let localization: String
        /// The locale to format numbers, dates and the strings' arguments in
        /// (`de_AT`), as ``FormattingLocale`` chose it.
        public let locale: LocaleID
        /// Whether no preferred language has a localization here, so the
        /// development region was chosen.
        public let usedDefault: Bool
    }

    /// The localization and the locale to format in for an `Accept-Language`
    /// header (remembered for the next time the same header comes), or the
    /// development region and its locale. Never fails: an empty or unreadable
    /// header gives the development region.
    ///
    /// ```swift
    /// let strings = try StringBundle(resourcesAt: "Resources")
    /// let visitor = strings.negotiate(acceptLanguage: "de-AT,de;q=0.9,en;q=0.5")
    /// visitor.localization   // "de": the strings
    /// visitor.locale         // de_AT: the numbers and dates
    /// try strings.format("%lu files", localization: visitor.localization,
    ///                    arguments: [3], locale: visitor.locale)
    /// ```
    ///
    /// - Parameters:
    ///   - header: The header's value.
    ///   - formatIn: Whether to keep the visitor's region (the default) or
    ///     format in the localization itself.
    public func negotiate(acceptLanguage header: String, formatIn: FormattingLocale = .visitorsRegion) -> Negotiated {
        let (negotiation, regional) = supported.negotiateWithFormattingLocale(acceptLanguage: header)
        return negotiated(negotiation, formatIn == .visitorsRegion ? regional : negotiation.locale)
    }

    /// The localization and the locale to format in for a user's preferred
    /// languages (best first), or the development region and its locale.
    public func negotiate(_ preferred: PreferredLanguages, formatIn: FormattingLocale = .visitorsRegion) -> Negotiated {
        let negotiation = supported.negotiate(preferred)
        return negotiated(negotiation, formatIn == .visitorsRegion ? negotiation.formattingLocale : negotiation.locale)
    }

    private func negotiated(_ negotiation: SupportedLocales.Negotiation, _ locale: LocaleID) -> Negotiated {
        Negotiated(localization: spellingToName[negotiation.locale.languageTag] ?? developmentRegion, locale: locale,
                   usedDefault: negotiation.usedDefault)
    }

    /// The localization for a user's preferred languages (best first), or the
    /// development region when none has one.
    public func localization(for preferred: PreferredLanguages) -> String {
        let negotiation = supported.negotiate(preferred)
        return spellingToName[negotiation.locale.languageTag] ?? developmentRegion
    }

    /// The localization for an `Accept-Language` header (remembered for the
    /// next time the same header comes), or the development region.
    public func localization(acceptLanguage header: String) -> String {
        let negotiation = supported.negotiate(acceptLanguage: header)
        return spellingToName[negotiation.locale.languageTag] ?? developmentRegion
    }
}
