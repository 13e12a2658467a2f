/// What tests and fuzz targets outside the module compare: whether a format
/// converts and splits measures itself (its usage or mixed unit compiled at
/// creation), and what ICU writes for the same value. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let height = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight))
/// if height.takesCompiledPath {
///     let compiled = height.formatWithUnit(1.8)
///     let icu = try height.formatWithUnitThroughICU(1.8)
///     assert(compiled == icu)
/// }
/// ```
@_spi(Testing)
extension MeasureFormat {
    /// Whether doubles and integers are converted, split and written from the
    /// form compiled at creation, not by ICU's usage and mixed-unit formatting.
    public var takesCompiledPath: Bool { storage.compiled != nil }

    /// The measure of a double and its unit as ICU writes them, whichever path
    /// ``formatWithUnit(_:)-(Double)`` takes.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnitThroughICU(_ value: Double) throws(ICUError) -> (text: String, unit: UnitID) {
        try storage.formatWithUnitThroughICU(.double(value))
    }
}

@_spi(Testing)
extension MeasureFormat {
    /// Whether a mixed unit's parts are written without ICU for some unit the
    /// format writes: numbers, texts and joins read once
    /// (`MeasureFormat.Compiled.Spelled`), not one `unumf` call a part.
    public var spellsMixedParts: Bool {
        storage.compiled?.routes.contains { $0.writer.mixed?.spelled != nil } ?? false
    }

    /// The skeleton and unit that write the values no usage or mixed unit
    /// converts (NaN, the infinities, magnitudes beyond ``maximumMagnitude``):
    /// the format's own unit, a mixed unit's largest, without the usage.
    public var unconverted: (skeleton: String, unit: UnitID) { storage.unconvertedSkeletonAndUnit }
}
