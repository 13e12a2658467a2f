import ICUBridge

extension RawICU {
    /// `ulistfmt_openForType` and `ulistfmt_formatStringsToResult` on a formatter
    /// of its own, the items' UTF-8 laid out as the bridge takes them.
    static func list(_ items: [String], locale: String, type: Int32 = Int32(ICUB_ULISTFMT_TYPE_AND),
                     width: Int32 = Int32(ICUB_ULISTFMT_WIDTH_WIDE)) -> String? {
        var status: Int32 = 0
        guard let formatter = icub_ulistfmt_open(locale, type, width, &status), status <= 0 else { return nil }
        defer { icub_ulistfmt_close(formatter) }
        return withListItems(items) { bytes, lengths, count in
            text { icub_ulistfmt_format(formatter, bytes, lengths, count, $0, $1, &$2) }
        }
    }
}

/// Runs `body` with the items as the bridge takes them: their UTF-8 one after
/// the other, a length per item, and the count.
func withListItems<R>(_ items: [String], _ body: (UnsafePointer<CChar>, UnsafePointer<Int32>, Int32) -> R) -> R {
    let bytes = items.reduce(into: [UInt8]()) { $0 += $1.utf8 } + [0]
    let lengths = items.map { Int32($0.utf8.count) } + [0]
    return bytes.withUnsafeBytes { raw in
        lengths.withUnsafeBufferPointer { lengths in
            body(raw.baseAddress!.assumingMemoryBound(to: CChar.self), lengths.baseAddress!, Int32(items.count))
        }
    }
}
