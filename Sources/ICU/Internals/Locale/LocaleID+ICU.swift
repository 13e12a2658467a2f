extension LocaleID {
    /// The ICU locale ID that a handle opens ICU with: the one way a `LocaleID`
    /// reaches ICU, and where an invalid literal throws its validation error.
    ///
    /// A literal (`let id: LocaleID = "!!"`) cannot throw where it is written:
    /// it keeps its error, and every handle takes a `LocaleID` and reads its
    /// name here, so no public initializer can open ICU with it or forget to
    /// throw that error.
    var icuName: String {
        get throws(ICUError) {
            if let error = entry.literalError { throw error }
            return entry.identifier
        }
    }
}

extension LocaleID {
    /// A locale ID the library writes itself for a probe (`und`, `und_DE`,
    /// `und@numbers=thai`), handed to ICU as written: neither canonicalized nor
    /// kept in the intern table, and never an invalid literal.
    init(probe identifier: String) {
        entry = Entry(identifier: identifier, languageTag: identifier)
    }

    /// The undetermined locale, `und`, as a probe hands it to ICU.
    static let undetermined = LocaleID(probe: "und")
}
