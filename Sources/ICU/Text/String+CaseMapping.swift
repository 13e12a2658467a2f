extension String {
    /// This text in upper case by the rules of a locale's language, with the
    /// case rules from ``FormatterPool/shared``: `"istanbul".uppercased(in: "tr")`
    /// is `"İSTANBUL"`.
    ///
    /// `uppercased()` with no locale applies the rules every language shares, and
    /// is wrong for the people of the languages that have rules of their own.
    ///
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `u_strToUpper`.
    public func uppercased(in locale: LocaleID) throws(ICUError) -> String {
        try FormatterPool.shared.caseMapping(locale: locale).uppercased(self)
    }

    /// This text in lower case by the rules of a locale's language:
    /// `"DİYARBAKIR".lowercased(in: "tr")` is `"diyarbakır"`.
    ///
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `ucasemap_utf8ToLower`.
    public func lowercased(in locale: LocaleID) throws(ICUError) -> String {
        try FormatterPool.shared.caseMapping(locale: locale).lowercased(self)
    }

    /// This text with each word in title case by the rules of a locale's
    /// language: `"ijssel".titlecased(in: "nl")` is `"IJssel"`.
    ///
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `ucasemap_toTitle`.
    public func titlecased(in locale: LocaleID) throws(ICUError) -> String {
        try FormatterPool.shared.caseMapping(locale: locale).titlecased(self)
    }
}
