extension LocaleID {
    /// The locale's numbering system; a `numbers` keyword ICU does not know
    /// (`en-u-nu-bogus`) is an error here, where ICU would fail later with
    /// unrelated codes. Locales without the keyword use their default, which
    /// ICU always knows, and are not looked up.
    func numberingSystem(_ operation: @autoclosure () -> String)
        throws(ICUError) -> (name: String, isAlgorithmic: Bool) {
        // The first ICU call of every format that reads the keyword: an invalid literal throws here.
        let identifier = try icuName
        guard let keyword = ULoc.keyword("numbers", of: identifier) else { return ("", false) }
        do {
            return try UNumSys.describe(locale: self)
        } catch {
            throw ICUError(code: .illegalArgument, operation: operation(), reason: "unknown numbering system '\(keyword.prefix(32))'")
        }
    }
}

extension LocaleID {
    /// This locale with Latin digits: its `numbers` keyword set to `latn` (the
    /// locale itself when it has none, as its default numbering system is never
    /// algorithmic).
    func withLatinDigits(_ operation: @autoclosure () -> String) throws(ICUError) -> LocaleID {
        guard let at = identifier.firstIndex(of: "@") else { return self }
        let keywords = identifier[identifier.index(after: at)...].split(separator: ";").map {
            $0.hasPrefix("numbers=") ? "numbers=latn" : String($0)
        }
        do {
            return try LocaleID(identifier[..<at] + "@" + keywords.joined(separator: ";"))
        } catch {
            throw ICUError(code: error.code, operation: operation(), reason: "no Latin-digit form of the locale: \(error)")
        }
    }
}
