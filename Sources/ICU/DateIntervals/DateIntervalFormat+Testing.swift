import FoundationEssentials

/// What tests and fuzz targets outside the module compare: the interval as the
/// compiled path writes it and as ICU writes it. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let format = try DateIntervalFormat(template: "yMMMd", locale: "de_DE", timeZone: .utc)
/// let start = Date(timeIntervalSince1970: 1_388_916_000)
/// let end = start + 2 * 86_400
/// assert(format.format(from: start, to: end) == format.formatThroughICU(from: start, to: end))
/// ```
@_spi(Testing)
extension DateIntervalFormat {
    /// The interval as `udtitvfmt_format` writes it, whichever path
    /// ``format(from:to:)`` takes.
    public func formatThroughICU(from start: Date, to end: Date) -> String {
        formatUsingICU(from: start, to: end)
    }
}
