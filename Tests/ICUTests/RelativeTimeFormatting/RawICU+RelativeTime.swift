import ICUBridge

extension RawICU {
    /// `ureldatefmt_open` and `ureldatefmt_formatNumeric` (`numeric`) or
    /// `ureldatefmt_format`, on a formatter of its own. `unit` is ICU's unit
    /// number, `style` and `capitalization` ICU's constants.
    static func relativeTime(_ value: Double, unit: Int32, numeric: Bool, locale: String,
                             style: Int32 = Int32(ICUB_UDAT_STYLE_LONG),
                             capitalization: Int32 = Int32(ICUB_UDISPCTX_CAPITALIZATION_NONE)) -> String? {
        var status: Int32 = 0
        guard let formatter = icub_ureldatefmt_open(locale, style, capitalization, &status), status <= 0 else { return nil }
        defer { icub_ureldatefmt_close(formatter) }
        return text { icub_ureldatefmt_format(formatter, value, unit, numeric ? 1 : 0, $0, $1, &$2) }
    }
}
