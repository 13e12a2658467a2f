extension FormatterPool {
    /// The process's default pool, of ``defaultCapacity``, with ``LocaleID/current``
    /// as its current locale, made on first use: what ``StringBundle`` and
    /// ``LocalizedStringFormat`` render through when they are given no pool.
    ///
    /// A server that loads its bundles with a pool of its own and formats
    /// through that pool sets one bound on every formatter it keeps; one that
    /// uses this pool everywhere does the same with the default capacity.
    ///
    /// ```swift
    /// let strings = try StringBundle(resourcesAt: "Resources")   // renders through FormatterPool.shared
    /// let price = try FormatterPool.shared.numberFormat(.currency(code: "EUR"), locale: "de_AT")
    /// ```
    public static let shared = FormatterPool()
}
