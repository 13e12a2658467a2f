import ICUBridge
import Synchronization

/// A legacy `UNumberFormat` (unum.c): the only ICU API for rule-based styles
/// (spell-out, ordinal) and for parsing numbers.
///
/// Sendable notes: ICU documents `UNumberFormat` as not synchronized, so no
/// handle is ever used by two threads at once: every call takes one from
/// `handles` (the primary handle when free, else a spare). A spare is opened
/// with the primary's settings rather than cloned from it: cloning would wait
/// for the primary to be free, and a rule-based clone costs as much as an
/// open (milliseconds for spell-out).
final class UNumberFormatHandle: @unchecked Sendable {
    typealias Raw = UnsafeMutablePointer<icub_unum>

    private let handles: ExclusiveHandles<Raw>
    /// What every handle is opened with.
    private let settings: Settings
    /// ``minusRuleWritesPattern()``'s answer once read: 0 not yet, 1 no, 2 yes.
    private let minusRule = Atomic<UInt8>(0)

    struct Settings: Sendable {
        let style: Style
        /// An ICU locale ID.
        let locale: String
        /// An ISO 4217 code, for the currency style.
        let currency: String?
        let lenient: Bool
    }

    /// ICU's `UNumberFormatStyle`s the library opens.
    enum Style: Hashable, Sendable, CustomStringConvertible {
        case decimal, currency, percent, scientific, spellOut, ordinal, compactShort, compactLong

        var icuValue: Int32 {
            switch self {
            case .decimal: Int32(ICUB_UNUM_DECIMAL)
            case .currency: Int32(ICUB_UNUM_CURRENCY)
            case .percent: Int32(ICUB_UNUM_PERCENT)
            case .scientific: Int32(ICUB_UNUM_SCIENTIFIC)
            case .spellOut: Int32(ICUB_UNUM_SPELLOUT)
            case .ordinal: Int32(ICUB_UNUM_ORDINAL)
            case .compactShort: Int32(ICUB_UNUM_COMPACT_SHORT)
            case .compactLong: Int32(ICUB_UNUM_COMPACT_LONG)
            }
        }

        var description: String {
            switch self {
            case .decimal: "decimal"
            case .currency: "currency"
            case .percent: "percent"
            case .scientific: "scientific"
            case .spellOut: "spellOut"
            case .ordinal: "ordinal"
            case .compactShort: "compactShort"
            case .compactLong: "compactLong"
            }
        }
    }

    /// Opens the primary handle (`unum_open`, then the currency and leniency).
    init(style: Style, locale: LocaleID, currency: String?, lenient: Bool) throws(ICUError) {
        settings = Settings(style: style, locale: try locale.icuName, currency: currency, lenient: lenient)
        handles = ExclusiveHandles(primary: try Self.open(settings)) { icub_unum_close($0) }
    }

    /// Opens a handle: `unum_open`, then the currency and leniency.
    private static func open(_ settings: Settings) throws(ICUError) -> Raw {
        let (style, locale, currency) = (settings.style, settings.locale, settings.currency)
        let raw = try openHandle("opening a \(style) number format for \(locale)") { status, _ in
            locale.withCString { icub_unum_open(style.icuValue, $0, &status) }
        }
        var status: Int32 = 0
        if let currency {
            currency.withCString { icub_unum_set_currency(raw, $0, &status) }
        }
        if status > 0 {
            icub_unum_close(raw)
            try ICUStatus.check(status, "setting currency \(currency ?? "") for \(locale)")
        }
        icub_unum_set_lenient(raw, settings.lenient ? 1 : 0)
        return raw
    }

    /// The pattern the format uses, such as `#,##0.###` (`unum_toPattern`).
    func pattern() throws(ICUError) -> String {
        try withExclusiveHandle { raw throws(ICUError) -> String in
            try BridgeText.string("reading a number pattern") { icub_unum_pattern(raw, $0, $1, &$2) }
        }
    }

    /// Whether a negative-number rule (`-x:`) of the rules hands the magnitude to
    /// a decimal pattern (`-x: 第−>#,##0>;`) rather than to a rule set, read from
    /// the rules `unum_toPattern` returns. ICU 72's `NFSubstitution::doSubstitution`
    /// writes an infinite magnitude by the infinity rule of the substitution's
    /// rule set, which such a substitution has none of: −∞ dereferences a null
    /// pointer. In ICU 72 these are the ordinal rules of id, ja, lo, ms, th, yue
    /// and zh (fuzz finding F29).
    /// The rules are read on the first call, and the answer kept.
    func minusRuleWritesPattern() throws(ICUError) -> Bool {
        switch minusRule.load(ordering: .relaxed) {
        case 1: return false
        case 2: return true
        default:
            let answer = Self.minusRuleWritesPattern(try pattern())
            minusRule.store(answer ? 2 : 1, ordering: .relaxed)
            return answer
        }
    }

    /// ``minusRuleWritesPattern()`` on rules text: a `-x:` rule at the start of a
    /// line or after `;`, whose body (up to the next `;`) has a substitution
    /// (`<`, `>` or `=`) opening with a pattern character (`#` or `0`).
    static func minusRuleWritesPattern(_ rules: String) -> Bool {
        let bytes = Array(rules.utf8)
        var index = 0
        while index + 3 <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "x"), bytes[index + 2] == UInt8(ascii: ":") else { continue }
            let before = index == 0 ? UInt8(ascii: "\n") : bytes[index - 1]
            guard before == UInt8(ascii: "\n") || before == UInt8(ascii: ";") || before == UInt8(ascii: " ") else { continue }
            var cursor = index + 3
            while cursor + 1 < bytes.count, bytes[cursor] != UInt8(ascii: ";") {
                if [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[cursor]),
                   bytes[cursor + 1] == UInt8(ascii: "#") || bytes[cursor + 1] == UInt8(ascii: "0") {
                    return true
                }
                cursor += 1
            }
        }
        return false
    }

    /// The number symbols ``symbol(_:_:)`` reads (`UNumberFormatSymbol`).
    enum Symbol {
        case decimalSeparator, groupingSeparator, percentSign, minusSign

        var icuValue: Int32 {
            switch self {
            case .decimalSeparator: Int32(ICUB_UNUM_DECIMAL_SEPARATOR_SYMBOL)
            case .groupingSeparator: Int32(ICUB_UNUM_GROUPING_SEPARATOR_SYMBOL)
            case .percentSign: Int32(ICUB_UNUM_PERCENT_SYMBOL)
            case .minusSign: Int32(ICUB_UNUM_MINUS_SIGN_SYMBOL)
            }
        }
    }

    /// One of the format's symbols (`unum_getSymbol`); a rule-based format
    /// (spell-out, an algorithmic numbering system) has none and fails.
    func symbol(_ symbol: Symbol, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try withExclusiveHandle { raw throws(ICUError) -> String in
            try BridgeText.string(operation()) { icub_unum_symbol(raw, symbol.icuValue, $0, $1, &$2) }
        }
    }

    /// Runs `body` with a handle no other thread uses meanwhile.
    @inline(__always)
    private func withExclusiveHandle<R>(_ body: (Raw) throws(ICUError) -> R) throws(ICUError) -> R {
        try handles.withHandle(make: { () throws(ICUError) in try Self.open(settings) }, body)
    }

    /// Formats `value` on a handle no other thread uses meanwhile, and hands the
    /// UTF-8 output to `consume` (`unum_formatInt64`, `unum_formatDouble`, `unum_formatDecimal`).
    func output<R>(_ value: NumberInput, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        try withExclusiveHandle { raw throws(ICUError) -> R in
            try value.output(operation(),
                             int: { icub_unum_format_int(raw, $0, $1, $2, &$3) },
                             double: { icub_unum_format_double(raw, $0, $1, $2, &$3) },
                             decimal: { icub_unum_format_decimal(raw, $0, $1, $2, $3, &$4) },
                             consume)
        }
    }

    /// ``output(_:_:_:)`` with the fields of the text, on a handle no other thread
    /// uses meanwhile (`unum_formatDoubleForFields`; ICU's C++ `NumberFormat::format`
    /// with a `FieldPositionIterator` for integers and decimal strings). ICU reports
    /// no fields where it formats by rules (spell-out, ordinal, any style in an
    /// algorithmic numbering system): these fail with `U_UNSUPPORTED_ERROR`.
    func fields(_ value: NumberInput, _ operation: @autoclosure () -> String) throws(ICUError) -> FieldOutput<UNumField> {
        try withExclusiveHandle { raw throws(ICUError) -> FieldOutput<UNumField> in
            try value.fields(operation(),
                             int: { icub_unum_format_int_fields(raw, $0, $1, $2, $3, $4, &$5, &$6) },
                             double: { icub_unum_format_double_fields(raw, $0, $1, $2, $3, $4, &$5, &$6) },
                             decimal: { icub_unum_format_decimal_fields(raw, $0.0, $0.1, $1, $2, $3, $4, &$5, &$6) })
        }
    }

    /// `output` for an integer, with the common case — the primary handle free —
    /// written out, so that nothing but the flag stands between the caller and
    /// ICU's integer fast path (the `NumberFormat.decimal.*.Int` benchmark rows).
    @inline(__always)
    func output<R>(integer value: Int64, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        guard let raw = handles.takePrimary() else { return try output(.int(value), operation(), consume) }
        defer { handles.givePrimaryBack() }
        return try BridgeText.withOutput(operation(), { icub_unum_format_int(raw, value, $0, $1, &$2) }, consume)
    }

    /// Parses the whole text into ICU's decimal string, on a handle no other
    /// thread uses meanwhile. A parse error carries the UTF-8 offset where ICU
    /// stopped (`unum_parseDecimal`).
    func parseDecimal(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try BridgeText.checkParseInput(text, operation())
        return try withExclusiveHandle { raw throws(ICUError) -> String in
            return try BridgeText.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                var offset: Int32 = -1
                do throws(ICUError) {
                    return try BridgeText.string(operation()) { icub_unum_parse_decimal(raw, bytes, count, &offset, $0, $1, &$2) }
                } catch {
                    var error = error
                    if offset >= 0 { error.utf8Offset = Int(offset) }
                    throw error
                }
            }
        }
    }
}
