import ICUBridge

/// A `UPluralRules` (uplrules.c).
///
/// Sendable notes: `uplrules_select` and `uplrules_selectFormatted` only read
/// the rules (the Sharing tests run 8 threads on one handle and compare every
/// output with the single-threaded one).
/// The number formatters a decimal string is formatted with are
/// `UNumberFormatter`s, thread-safe.
final class UPluralRulesHandle: @unchecked Sendable {
    let raw: UnsafeMutablePointer<icub_uplrules>
    /// The locale and type the rules were opened for.
    private let locale: String, ordinal: Bool

    /// `uplrules_openForType` for an ICU locale ID.
    init(locale: LocaleID, ordinal: Bool) throws(ICUError) {
        let locale = try locale.icuName
        self.locale = locale
        self.ordinal = ordinal
        let type = Int32(ordinal ? ICUB_UPLURAL_TYPE_ORDINAL : ICUB_UPLURAL_TYPE_CARDINAL)
        raw = try openHandle("opening plural rules for \(locale)") { status, _ in
            locale.withCString { icub_uplrules_open($0, type, &status) }
        }
    }

    deinit {
        icub_uplrules_close(raw)
    }

    /// The keyword of a double (`uplrules_select`), as UTF-8 that `consume` reads.
    func select<R>(_ value: Double, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        try BridgeText.withOutput(operation(), { icub_uplrules_select_double(raw, value, $0, $1, &$2) }, consume)
    }

    /// The keyword of a decimal string as `formatter` writes it, so that the
    /// digits it shows count (`unumf_formatDecimal`, `uplrules_selectFormatted`).
    func select(decimal: String, formattedBy formatter: UNumberFormatterHandle,
                _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try select(decimal: decimal, formattedBy: formatter, operation()) { String(decoding: $0, as: UTF8.self) }
    }

    /// The keyword of a decimal string as `formatter` writes it, as UTF-8 that `consume` reads.
    func select<R>(decimal: String, formattedBy formatter: UNumberFormatterHandle,
                   _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let raw = self.raw
        return try BridgeText.withUTF8(decimal, operation()) { bytes, count throws(ICUError) in
            try BridgeText.withOutput(operation(), {
                icub_uplrules_select_decimal(raw, formatter.raw, bytes, count, $0, $1, &$2)
            }, consume)
        }
    }

    /// The text of the rules `uplrules_openForType` read, from ICU's resource
    /// `plurals` (CLDR's syntax without samples: "one: i = 1 and v = 0; other: ").
    func rules(_ operation: @autoclosure () -> String) throws(ICUError) -> String {
        let locale = locale, ordinal: Int32 = ordinal ? 1 : 0
        return try BridgeText.string(operation()) { dest, capacity, status in
            locale.withCString { icub_ures_plural_rules($0, ordinal, dest, capacity, &status) }
        }
    }

    /// The keywords, in ICU's order (`uplrules_getKeywords`).
    func keywords(_ operation: @autoclosure () -> String) throws(ICUError) -> [String] {
        let list = try BridgeText.string(operation()) { icub_uplrules_keywords(raw, $0, $1, &$2) }
        return list.split(separator: " ").map(String.init)
    }
}
