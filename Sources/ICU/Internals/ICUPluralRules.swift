import ICUBridge

/// A `UPluralRules` (uplrules).
///
/// Sendable notes: `uplrules_select` and `uplrules_selectFormatted` only read
/// the rules (measured here: no wrong output with 8 threads on one handle).
/// The number formatters that keep a decimal string's visible fraction digits
/// are `UNumberFormatter`s, thread-safe, created once per digit count and kept
/// in `formatters` under a lock taken only to find them.
final class _ICUPluralRules: @unchecked Sendable {
    private let raw: OpaquePointer
    let locale: LocaleID
    let ordinal: Bool
    private let formatters = _LazyCache<Int, _ICUNumberFormatter>()

    init(locale: LocaleID, ordinal: Bool) throws(ICUError) {
        var status: Int32 = 0
        let raw = locale.identifier.withCString { icub_plurals_open($0, ordinal ? 1 : 0, &status) }
        try _ICU.check(status, "opening plural rules for \(locale)")
        guard let raw else { throw ICUError(code: .illegalArgument, operation: "opening plural rules for \(locale)") }
        self.raw = raw
        self.locale = locale
        self.ordinal = ordinal
    }

    deinit {
        icub_plurals_close(raw)
    }

    func select(_ value: Double) throws(ICUError) -> String {
        try _ICU.string("selecting the plural category of \(value) in \(locale)") { icub_plurals_select_double(raw, value, $0, $1, &$2) }
    }

    /// The category of a decimal string whose visible fraction digits count
    /// (`fractionDigits`, or `nil` for exponent notation, kept as ICU reads it).
    func select(decimal: String, fractionDigits: Int?) throws(ICUError) -> String {
        let formatter = try formatter(fractionDigits: fractionDigits)
        let raw = self.raw
        return try _ICU.withUTF8(decimal, "selecting the plural category of '\(decimal.prefix(64))' in \(locale)") { bytes, count throws(ICUError) in
            try _ICU.string("selecting the plural category of '\(decimal.prefix(64))' in \(locale)") {
                icub_plurals_select_decimal(raw, formatter.raw, bytes, count, $0, $1, &$2)
            }
        }
    }

    private func formatter(fractionDigits: Int?) throws(ICUError) -> _ICUNumberFormatter {
        try formatters.value(for: fractionDigits ?? -1) { () throws(ICUError) in
            let skeleton = switch fractionDigits {
            case nil: "precision-unlimited group-off"
            case 0?: "precision-integer group-off"
            case let digits?: "." + String(repeating: "0", count: digits) + " group-off"
            }
            return try _ICUNumberFormatter(skeleton: skeleton, locale: locale)
        }
    }

    func keywords() throws(ICUError) -> [String] {
        let list = try _ICU.string("listing the plural categories of \(locale)") { icub_plurals_keywords(raw, $0, $1, &$2) }
        return list.split(separator: " ").map(String.init)
    }
}
