import ICUBridge

extension RawICU {
    /// `NumberFormatter::forSkeleton`, `formatDouble` and `FormattedNumber::getOutputUnit`
    /// on a formatter of its own: the text and the output unit's identifier.
    static func measure(_ value: Double, skeleton: String, locale: String) -> (text: String, unit: String)? {
        var status: Int32 = 0
        var offset: Int32 = -1
        guard let formatter = icub_unumf_units_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status),
              status <= 0 else { return nil }
        defer { icub_unumf_units_close(formatter) }
        var unit = [CChar](repeating: 0, count: Int(ICUB_UNUMF_UNIT_CAPACITY))
        guard let text = text({ icub_unumf_units_format_double(formatter, value, $0, $1, &unit, &$2) }) else { return nil }
        return (text, String(cString: unit))
    }
}
