import ICUBridge
import Synchronization

/// A legacy `UNumberFormat` (unum): the only ICU API for rule-based styles
/// (spell-out, ordinal) and for parsing numbers.
///
/// Sendable notes: ICU documents `UNumberFormat` as not synchronized, so every
/// use of the handle goes through `mutex`: calls on one handle are serialized.
final class _ICULegacyNumberFormat: @unchecked Sendable {
    private let raw: OpaquePointer
    private let mutex = Mutex(())

    enum Style: Int32 {
        case decimal = 1, currency = 2, percent = 3, scientific = 4, spellOut = 5, ordinal = 6
        case compactShort = 14, compactLong = 15
    }

    init(style: Style, locale: LocaleID, currency: String?, lenient: Bool) throws(ICUError) {
        var status: Int32 = 0
        let raw = locale.identifier.withCString { icub_unum_open(style.rawValue, $0, &status) }
        try _ICU.check(status, "opening a \(style) number format for \(locale)")
        guard let raw else { throw ICUError(code: .illegalArgument, operation: "opening a \(style) number format for \(locale)") }
        if let currency {
            currency.withCString { icub_unum_set_currency(raw, $0, &status) }
        }
        icub_unum_set_lenient(raw, lenient ? 1 : 0)
        if status > 0 {
            icub_unum_close(raw)
            try _ICU.check(status, "setting currency \(currency ?? "") for \(locale)")
        }
        self.raw = raw
        _HandleCounter.didOpen()
    }

    deinit {
        icub_unum_close(raw)
        _HandleCounter.didClose()
    }

    /// Formats `value`, one caller at a time, and hands the UTF-8 output to `consume`.
    func output<R>(_ value: _NumberInput, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        // Mutex.withLock returns a `sending` value; R need not be Sendable, so
        // the result leaves the lock through a local instead.
        var result: R? = nil
        try mutex.withLock { _ throws(ICUError) in
            let raw = self.raw
            switch value {
            case .int(let v):
                result = try _ICU.withOutput(operation(), { icub_unum_format_int(raw, v, $0, $1, &$2) }, consume)
            case .double(let v):
                result = try _ICU.withOutput(operation(), { icub_unum_format_double(raw, v, $0, $1, &$2) }, consume)
            case .decimal(let text):
                result = try _ICU.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                    try _ICU.withOutput(operation(), { icub_unum_format_decimal(raw, bytes, count, $0, $1, &$2) }, consume)
                }
            }
        }
        return result.unsafelyUnwrapped
    }

    /// Parses the whole text into ICU's decimal string, one caller at a time.
    /// A parse error carries the UTF-8 offset where ICU stopped.
    func parseDecimal(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try _ICU.checkParseInput(text, operation())
        return try mutex.withLock { _ throws(ICUError) -> String in
            let raw = self.raw
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
