import ICUBridge

/// Formatted text with its fields, as the bridge's `…_fields` functions write
/// them: the text, and each field ICU reported, as ICU reported it, with UTF-8
/// offsets into the text. `Code` is the Internals enum of the service's field
/// codes (``UNumField``, ``UDatField``).
struct FieldOutput<Code> {
    let text: String
    let spans: [(code: Code, utf8: Range<Int>)]
}

extension BridgeText {
    /// A bridge call that writes text as ``Writer`` does, and up to `spanCapacity`
    /// fields into `spans` with their full count in `spanCount` (see icub_utypes.h).
    typealias FieldWriter = (_ dest: UnsafeMutablePointer<CChar>, _ capacity: Int32,
                             _ spans: UnsafeMutablePointer<icub_field_span>, _ spanCapacity: Int32,
                             _ spanCount: inout Int32, _ status: inout Int32) -> Int32

    /// Fields room is made for on the first call: a formatted number or date has fewer.
    static let spanCapacity = 32

    /// Runs `write` through the one buffer helper, ``withOutput(_:_:_:)``, with
    /// room for ``spanCapacity`` fields; when ICU reports more, once more with
    /// room for all of them. Codes that `code` does not know (a field of a newer
    /// ICU) are left out, so that their text counts as literal text.
    static func withFields<Code>(_ operation: @autoclosure () -> String,
                                 code: (Int32) -> Code?,
                                 _ write: FieldWriter) throws(ICUError) -> FieldOutput<Code> {
        var spans = [icub_field_span](repeating: icub_field_span(), count: spanCapacity)
        // ICU reports the same fields for the same value, so the second round has room for them.
        for _ in 0..<2 {
            var count: Int32 = 0
            let text = try withOutput(operation(), { dest, capacity, status in
                spans.withUnsafeMutableBufferPointer { buffer in
                    let length = write(dest, capacity, buffer.baseAddress!, Int32(buffer.count), &count, &status)
                    // Only the fields did not fit: the text is whole, and the fields get room below.
                    if status == ICUStatus.bufferOverflow, length <= capacity, count > Int32(buffer.count) { status = 0 }
                    return length
                }
            }) { String(decoding: $0, as: UTF8.self) }
            if count <= Int32(spans.count) {
                let found = spans.prefix(Int(count)).compactMap { span in
                    code(span.field).map { (code: $0, utf8: Int(span.start)..<Int(span.limit)) }
                }
                return FieldOutput(text: text, spans: found)
            }
            spans = [icub_field_span](repeating: icub_field_span(), count: Int(count))
        }
        throw ICUError(code: .init(rawValue: ICUStatus.bufferOverflow), operation: operation(),
                       reason: "ICU reported more fields on a second call than on the first")
    }
}
