/// What tests and fuzz targets outside the module compare: whether a format
/// writes durations from the form compiled at creation, and what ICU's
/// `MeasureFormat` writes for the same duration. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let format = try DurationFormat(locale: "en", options: .init(width: .short))
/// let duration = try DurationValue(hours: 1, minutes: 30)
/// if format.takesCompiledPath {
///     let icu = try format.formatThroughICU(duration)
///     assert(format.format(duration) == icu)
/// }
/// ```
@_spi(Testing)
extension DurationFormat {
    /// Whether the wide, short and narrow widths (and the numeric width's
    /// durations not written in digits) are written from the form compiled at
    /// creation, not by ICU.
    public var takesCompiledPath: Bool { storage.takesCompiledPath }

    /// The duration as ICU's `MeasureFormat` writes it, after the locale's
    /// minus sign for a negative duration, whichever path ``format(_:)`` takes.
    ///
    /// The corresponding C++ function is `icu::MeasureFormat::formatMeasures`.
    public func formatThroughICU(_ duration: DurationValue) throws(ICUError) -> String {
        try storage.formatThroughICU(duration)
    }
}
