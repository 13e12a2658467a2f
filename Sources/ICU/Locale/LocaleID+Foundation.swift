import FoundationEssentials

extension LocaleID {
    /// The locale ID of a Foundation `Locale`, validated as ``init(_:)-(String)`` validates text.
    ///
    /// ```swift
    /// let id = try LocaleID(Locale(identifier: "de_DE"))   // de_DE
    /// ```
    ///
    /// Foundation's root locale (identifier `""`) is ``root``.
    ///
    /// - Throws: ``ICUError`` when the locale's identifier is not a well-formed locale ID.
    public init(_ locale: Locale) throws(ICUError) {
        let identifier = locale.identifier
        if identifier.isEmpty {
            self = .root
        } else {
            try self.init(identifier)
        }
    }
}

extension Locale {
    /// The Foundation locale of a locale ID: `Locale(identifier:)` with its canonical identifier.
    ///
    /// Foundation formats with its own copy of ICU, whose data can differ from
    /// the system's: the same ID can format differently in each.
    public init(_ locale: LocaleID) {
        self.init(identifier: locale.identifier)
    }
}
