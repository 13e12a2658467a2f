import ICUBridge

extension RawICU {
    /// `MeasureFormat::formatMeasures` on a format of its own.
    static func duration(_ amounts: [(Int32, Double)], locale: String,
                         width: Int32 = Int32(ICUB_MEASFMT_WIDTH_WIDE)) -> String? {
        var status: Int32 = 0
        guard let format = icub_measfmt_open(locale, width, &status), status <= 0 else { return nil }
        defer { icub_measfmt_close(format) }
        return withMeasfmtAmounts(amounts) { items, count in
            text { icub_measfmt_format_durations(format, items, count, $0, $1, &$2) }
        }
    }

    /// The minus sign of a locale's numbers (`unum_getSymbol`).
    static func minusSign(locale: String) -> String? {
        var status: Int32 = 0
        guard let format = icub_unum_open(Int32(ICUB_UNUM_DECIMAL), locale, &status), status <= 0 else { return nil }
        defer { icub_unum_close(format) }
        return text { icub_unum_symbol(format, Int32(ICUB_UNUM_MINUS_SIGN_SYMBOL), $0, $1, &$2) }
    }
}

/// Runs `body` with the amounts (units and values) as the bridge takes them.
func withMeasfmtAmounts<R>(_ amounts: [(Int32, Double)], _ body: (UnsafePointer<icub_measfmt_amount>, Int32) -> R) -> R {
    let items = amounts.map { icub_measfmt_amount(unit: $0.0, value: $0.1) } + [icub_measfmt_amount(unit: 0, value: 0)]
    return items.withUnsafeBufferPointer { body($0.baseAddress!, Int32(amounts.count)) }
}
