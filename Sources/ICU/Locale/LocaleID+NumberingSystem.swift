extension LocaleID {
    /// The locale's numbering system; a `numbers` keyword ICU does not know
    /// (`en-u-nu-bogus`) is an error here, where ICU would fail later with
    /// unrelated codes. Locales without the keyword use their default, which
    /// ICU always knows, and are not looked up.
    func numberingSystem(_ operation: @autoclosure () -> String)
        throws(ICUError) -> (name: String, isAlgorithmic: Bool) {
        guard let keyword = keywordValue("numbers") else { return ("", false) }
        do {
            return try UNumSys.describe(locale: identifier)
        } catch {
            throw ICUError(code: .illegalArgument, operation: operation(), reason: "unknown numbering system '\(keyword.prefix(32))'")
        }
    }
}
