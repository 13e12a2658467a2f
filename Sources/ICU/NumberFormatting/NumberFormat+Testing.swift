/// What tests and fuzz targets outside the module compare: whether a format
/// writes plain decimal strings itself (the compiled decimal style, decided at
/// creation), and what ICU writes for the same value. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let format = try NumberFormat(.decimal, locale: "de_DE")
/// if format.takesCompiledDecimalPath {
///     let written = try format.format(decimal: "-1234.5678")
///     let icu = try format.formatThroughICU(decimal: "-1234.5678")
///     assert(written == icu)
/// }
/// ```
@_spi(Testing)
extension NumberFormat {
    /// Whether ``format(decimal:)`` and ``format(decimal:appendingTo:)`` write
    /// plain decimal strings from the style compiled at creation, not through ICU.
    public var takesCompiledDecimalPath: Bool { storage.takesCompiledDecimalPath }

    /// The decimal string as ICU writes it, whichever path ``format(decimal:)`` takes.
    ///
    /// The corresponding C function is `unumf_formatDecimal` (or `unum_formatDecimal`).
    public func formatThroughICU(decimal: String) throws(ICUError) -> String {
        try storage.outputThroughICU(.decimal(decimal)) { String(decoding: $0, as: UTF8.self) }
    }

    /// The decimal string as ICU's legacy formatter of the style writes it
    /// (`unum_open` with the style: `UNUM_DECIMAL_COMPACT_SHORT` for the compact
    /// style …; the decimal style for a skeleton or options): the reference the
    /// named styles follow, as `NSNumberFormatter` does. Only for decimal strings
    /// (a legacy formatter that failed on text may fail on later calls).
    ///
    /// The corresponding C function is `unum_formatDecimal`.
    public func formatThroughLegacyICU(decimal: String) throws(ICUError) -> String {
        try storage.formatThroughLegacyICU(decimal: decimal)
    }
}
