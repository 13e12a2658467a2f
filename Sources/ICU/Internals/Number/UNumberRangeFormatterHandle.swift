import ICUBridge

/// A `UNumberRangeFormatter` (unumrf.c) compiled from a number skeleton, with
/// how it collapses the units both ends share and what it writes for equal ends.
///
/// Sendable notes: ICU documents `UNumberRangeFormatter` as immutable and safe
/// to use from many threads at once, as `UNumberFormatter` is. Each call
/// formats into a `UFormattedNumberRange` owned by the calling thread (see
/// unumrf.c), so nothing mutable is shared. The Sharing tests run 8 threads on
/// one handle and compare every output with the single-threaded one.
final class UNumberRangeFormatterHandle: @unchecked Sendable {
    let raw: UnsafeMutablePointer<icub_unumrf>

    /// ICU's `UNumberRangeCollapse`: which units both ends share are written once.
    enum Collapse {
        case automatic, none, unit, all

        var icuValue: Int32 {
            switch self {
            case .automatic: Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO)
            case .none: Int32(ICUB_UNUM_RANGE_COLLAPSE_NONE)
            case .unit: Int32(ICUB_UNUM_RANGE_COLLAPSE_UNIT)
            case .all: Int32(ICUB_UNUM_RANGE_COLLAPSE_ALL)
            }
        }
    }

    /// ICU's `UNumberRangeIdentityFallback`: what is written for equal ends.
    enum IdentityFallback {
        case singleValue, approximatelyOrSingleValue, approximately, range

        var icuValue: Int32 {
            switch self {
            case .singleValue: Int32(ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE)
            case .approximatelyOrSingleValue: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)
            case .approximately: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY)
            case .range: Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)
            }
        }
    }

    /// ICU's `UNumberRangeIdentityResult`: whether the ends were equal, and when.
    enum IdentityResult {
        case equalBeforeRounding, equalAfterRounding, notEqual

        init(icuValue: Int32) {
            switch icuValue {
            case Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING): self = .equalBeforeRounding
            case Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING): self = .equalAfterRounding
            default: self = .notEqual
            }
        }
    }

    /// Compiles `skeleton` for the locale ID `locale`; a syntax error carries its
    /// UTF-8 offset in the skeleton (`unumrf_openForSkeletonWithCollapseAndIdentityFallback`).
    init(skeleton: String, locale: LocaleID, collapse: Collapse, identityFallback: IdentityFallback) throws(ICUError) {
        let locale = try locale.icuName
        let operation = { "compiling number range skeleton '\(skeleton.prefix(64))' for \(locale)" }
        raw = try openHandle(operation()) { status, offset throws(ICUError) in
            try BridgeText.withUTF8(skeleton, operation()) { bytes, count in
                locale.withCString {
                    icub_unumrf_open(bytes, count, $0, collapse.icuValue, identityFallback.icuValue, &offset, &status)
                }
            }
        }
    }

    deinit {
        icub_unumrf_close(raw)
    }

    /// The range of two doubles and its identity result
    /// (`unumrf_formatDoubleRange`, `unumrf_resultGetIdentityResult`).
    func format(_ low: Double, _ high: Double, _ operation: @autoclosure () -> String) throws(ICUError) -> (String, IdentityResult) {
        let raw = self.raw
        var identity: Int32 = 0
        let text = try BridgeText.string(operation()) { icub_unumrf_format_double(raw, low, high, $0, $1, &identity, &$2) }
        return (text, IdentityResult(icuValue: identity))
    }

    /// The range of two decimal strings, exactly, and its identity result
    /// (`unumrf_formatDecimalRange`, `unumrf_resultGetIdentityResult`).
    func format(decimal low: String, _ high: String, _ operation: @autoclosure () -> String) throws(ICUError) -> (String, IdentityResult) {
        let raw = self.raw
        var identity: Int32 = 0
        let text = try Self.withDecimals(low, high, operation()) { l, ln, h, hn throws(ICUError) in
            try BridgeText.string(operation()) { icub_unumrf_format_decimal(raw, l, ln, h, hn, $0, $1, &identity, &$2) }
        }
        return (text, IdentityResult(icuValue: identity))
    }

    /// The plural keyword of the range of two decimal strings as this formatter
    /// writes it (`unumrf_formatDecimalRange`, `uplrules_selectForRange`), as
    /// UTF-8 that `consume` reads.
    func selectPlural<R>(_ rules: UPluralRulesHandle, decimal low: String, _ high: String,
                         _ operation: @autoclosure () -> String,
                         _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let raw = self.raw
        let rulesRaw = rules.raw
        return try Self.withDecimals(low, high, operation()) { l, ln, h, hn throws(ICUError) in
            try BridgeText.withOutput(operation(), { icub_unumrf_select_plural(raw, rulesRaw, l, ln, h, hn, $0, $1, &$2) }, consume)
        }
    }

    /// Runs `body` with the UTF-8 of both numbers and their lengths.
    private static func withDecimals<R>(_ low: String, _ high: String, _ operation: @autoclosure () -> String,
                                        _ body: (UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, Int32) throws(ICUError) -> R)
        throws(ICUError) -> R {
        try BridgeText.withUTF8(low, operation()) { l, ln throws(ICUError) in
            try BridgeText.withUTF8(high, operation()) { h, hn throws(ICUError) in try body(l, ln, h, hn) }
        }
    }
}
