/// What tests and fuzz targets outside the module compare: the machine-date parsers with
/// and without their one-pass reading of the common shapes (RFC 3339's
/// `2014-02-07T12:00:00-07:00`, a numeric pattern's text at fixed places), which must
/// answer alike on every text. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let text = Array("2014-02-07T12:00:00-07:00".utf8)
/// text.withUnsafeBufferPointer { bytes in
///     let read = try? ISO8601Format.rfc3339.parseTimestamp(utf8: bytes)
///     let scanned = try? ISO8601Format.rfc3339.parseTimestampByScanner(utf8: bytes)
///     assert(read == scanned)
/// }
/// ```
@_spi(Testing)
extension ISO8601Format {
    /// ``parseTimestamp(utf8:)`` without the common shape read in one pass: the scanner alone.
    public func parseTimestampByScanner(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Timestamp {
        try scanTimestamp(utf8: bytes)
    }
}

@_spi(Testing)
extension POSIXDatePattern {
    /// ``parse(utf8:)`` without a numeric pattern's fixed layout: step by step.
    public func parseByStepsAlone(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> ExactInstant {
        try reading(bytes, by: program.parseBySteps)
    }
}
