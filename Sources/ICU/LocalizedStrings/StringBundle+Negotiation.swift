extension StringBundle {
    // MARK: Choosing a localization

    /// The localization for a user's preferred languages (best first), or the
    /// development region when none has one.
    public func localization(for preferred: PreferredLanguages) -> String {
        let negotiation = supported.negotiate(preferred)
        return spellingToName[negotiation.supported] ?? developmentRegion
    }

    /// The localization for an `Accept-Language` header (remembered for the
    /// next time the same header comes), or the development region.
    public func localization(acceptLanguage header: String) -> String {
        let negotiation = supported.negotiate(acceptLanguage: header)
        return spellingToName[negotiation.supported] ?? developmentRegion
    }
}
