/// What tests and fuzz targets outside the module compare: whether a range
/// format writes ranges itself (decided at creation), and what ICU writes for
/// the same ends. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "de")
/// if euros.compilesFractionalRanges {
///     assert(euros.format(2.5, 5.125) == euros.formatThroughICU(2.5, 5.125))   // "2,50–5,12 €"
/// }
/// ```
@_spi(Testing)
extension NumberRangeFormat {
    /// Whether ``format(_:_:)-(Int,Int)`` writes ranges of whole numbers without ICU.
    public var compilesWholeRanges: Bool { storage.compilesWholeRanges }

    /// Whether ``format(_:_:)-(Double,Double)`` writes ranges with a fraction without ICU.
    public var compilesFractionalRanges: Bool { storage.compilesFractionalRanges }

    /// The range of two doubles as ICU writes it, whichever path
    /// ``format(_:_:)-(Double,Double)`` takes.
    ///
    /// The corresponding C function is `unumrf_formatDoubleRange`.
    public func formatThroughICU(_ low: Double, _ high: Double) -> String {
        infallible { () throws(ICUError) in try storage.formatThroughICU(low, high) }
    }

    /// The range of two integers as ICU writes it, whichever path
    /// ``format(_:_:)-(Int,Int)`` takes.
    ///
    /// The corresponding C functions are `unumrf_formatDoubleRange` and, beyond 2^53, `unumrf_formatDecimalRange`.
    public func formatThroughICU(_ low: Int, _ high: Int) -> String {
        infallible { () throws(ICUError) in try storage.formatThroughICU(low, high) }
    }
}
