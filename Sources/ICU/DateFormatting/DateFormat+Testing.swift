import FoundationEssentials

/// What tests and fuzz targets outside the module compare: whether a format
/// writes its dates itself (the compiled path, decided at creation), and what
/// ICU's `udat` writes for the same format. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let zone = try TimeZoneID("Asia/Tokyo")
/// let format = try DateFormat(pattern: "yyyy-MM-dd HH:mm zzzz", locale: "en_US", timeZone: zone)
/// let date = Date(timeIntervalSince1970: 1_388_934_489)
/// if format.takesCompiledPath {
///     assert(format.format(date) == format.formatThroughICU(date))
///     assert(format.formatToParts(date) == format.formatToPartsThroughICU(date))
/// }
/// ```
@_spi(Testing)
extension DateFormat {
    /// Whether ``format(_:)``, ``format(_:appendingTo:)`` and ``formatToParts(_:)``
    /// write dates from the pattern compiled at creation rather than through `udat`.
    public var takesCompiledPath: Bool { storage.fast != nil }

    /// The date as ICU writes it, whichever path ``format(_:)`` takes.
    ///
    /// The corresponding C function is `udat_formatCalendar`.
    public func formatThroughICU(_ date: Date) -> String {
        infallible { () throws(ICUError) in
            try storage.strict.output(millis: Self.millis(date), "formatting \(date) in \(locale)") {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    /// The date's parts as ICU reports them, whichever path ``formatToParts(_:)`` takes.
    ///
    /// The corresponding C function is `udat_formatCalendarForFields`.
    public func formatToPartsThroughICU(_ date: Date) -> FormattedParts<Field> {
        FormattedParts(infallible { () throws(ICUError) in
            try storage.strict.fields(millis: Self.millis(date), "formatting \(date) in \(locale)")
        }, field: Field.init)
    }
}
