extension LocaleConventions: Hashable {
    /// Equal when every convention is.
    public static func == (lhs: LocaleConventions, rhs: LocaleConventions) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    /// Hashes every convention.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.values) }
}
