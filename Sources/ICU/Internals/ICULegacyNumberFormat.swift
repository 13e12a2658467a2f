import ICUBridge

/// A legacy `UNumberFormat` (unum): the only ICU API for rule-based styles
/// (spell-out, ordinal) and for parsing numbers.
///
/// Sendable notes: ICU documents `UNumberFormat` as not synchronized, so no
/// handle is ever used by two threads at once: every call takes one from
/// `handles` (the primary handle when free, else a spare). A spare is opened
/// with the primary's settings rather than cloned from it: cloning would wait
/// for the primary to be free, and a rule-based clone costs as much as an
/// open, ~6 ms for spell-out.
final class _ICULegacyNumberFormat: @unchecked Sendable {
    private let handles: _ExclusiveHandles
    /// What every handle is opened with.
    private let settings: Settings

    struct Settings: Sendable {
        let style: Style
        let locale: LocaleID
        let currency: String?
        let lenient: Bool
    }

    enum Style: Int32 {
        case decimal = 1, currency = 2, percent = 3, scientific = 4, spellOut = 5, ordinal = 6
        case compactShort = 14, compactLong = 15
    }

    init(style: Style, locale: LocaleID, currency: String?, lenient: Bool) throws(ICUError) {
        settings = Settings(style: style, locale: locale, currency: currency, lenient: lenient)
        handles = _ExclusiveHandles(primary: try Self.open(settings)) { icub_unum_close($0) }
    }

    /// Opens a handle: `unum_open`, then the currency and leniency.
    private static func open(_ settings: Settings) throws(ICUError) -> OpaquePointer {
        let (style, locale, currency) = (settings.style, settings.locale, settings.currency)
        var status: Int32 = 0
        let raw = locale.identifier.withCString { icub_unum_open(style.rawValue, $0, &status) }
        try _ICU.check(status, "opening a \(style) number format for \(locale)")
        guard let raw else { throw ICUError(code: .illegalArgument, operation: "opening a \(style) number format for \(locale)") }
        if let currency {
            currency.withCString { icub_unum_set_currency(raw, $0, &status) }
        }
        icub_unum_set_lenient(raw, settings.lenient ? 1 : 0)
        if status > 0 {
            icub_unum_close(raw)
            try _ICU.check(status, "setting currency \(currency ?? "") for \(locale)")
        }
        return raw
    }

    /// Runs `body` with a handle no other thread uses meanwhile.
    @inline(__always)
    private func withExclusiveHandle<R>(_ body: (OpaquePointer) throws(ICUError) -> R) throws(ICUError) -> R {
        try handles.withHandle(make: { () throws(ICUError) in try Self.open(settings) }, body)
    }

    /// Formats `value` on a handle no other thread uses meanwhile, and hands the UTF-8 output to `consume`.
    func output<R>(_ value: _NumberInput, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        try withExclusiveHandle { raw throws(ICUError) -> R in
            switch value {
            case .int(let v):
                return try _ICU.withOutput(operation(), { icub_unum_format_int(raw, v, $0, $1, &$2) }, consume)
            case .double(let v):
                return try _ICU.withOutput(operation(), { icub_unum_format_double(raw, v, $0, $1, &$2) }, consume)
            case .decimal(let text):
                return try _ICU.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                    try _ICU.withOutput(operation(), { icub_unum_format_decimal(raw, bytes, count, $0, $1, &$2) }, consume)
                }
            }
        }
    }

    /// `output` for an integer, with the common case — the primary handle free —
    /// written out, so that nothing but the flag stands between the caller and
    /// ICU's integer fast path (the decimal style's integers, ~60 ns a call).
    @inline(__always)
    func output<R>(integer value: Int64, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        guard let raw = handles.takePrimary() else { return try output(.int(value), operation(), consume) }
        defer { handles.givePrimaryBack() }
        return try _ICU.withOutput(operation(), { icub_unum_format_int(raw, value, $0, $1, &$2) }, consume)
    }

    /// Parses the whole text into ICU's decimal string, on a handle no other
    /// thread uses meanwhile. A parse error carries the UTF-8 offset where ICU stopped.
    func parseDecimal(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try _ICU.checkParseInput(text, operation())
        return try withExclusiveHandle { raw throws(ICUError) -> String in
            return try _ICU.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                var offset: Int32 = -1
                do throws(ICUError) {
                    return try _ICU.string(operation()) { icub_unum_parse_decimal(raw, bytes, count, &offset, $0, $1, &$2) }
                } catch {
                    var error = error
                    if offset >= 0 { error.utf8Offset = Int(offset) }
                    throw error
                }
            }
        }
    }
}
