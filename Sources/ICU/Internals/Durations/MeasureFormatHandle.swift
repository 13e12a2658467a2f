import ICUBridge

/// An `icu::MeasureFormat` for one locale and width (measfmt.cpp), which writes
/// the amounts of a duration.
///
/// Sendable notes: `MeasureFormat::formatMeasures` is `const` and keeps no
/// per-call state in the format (each call builds its own measures and text);
/// ICU does not document `MeasureFormat` as thread-safe, so the Sharing tests
/// run 8 threads on one handle, in every width, and compare every output with
/// the single-threaded one.
final class MeasureFormatHandle: @unchecked Sendable {
    /// `UMeasureFormatWidth`, from the bridge's constants.
    enum Width: Sendable {
        case wide, short, narrow, numeric

        var bridgeValue: Int32 {
            switch self {
            case .wide: Int32(ICUB_MEASFMT_WIDTH_WIDE)
            case .short: Int32(ICUB_MEASFMT_WIDTH_SHORT)
            case .narrow: Int32(ICUB_MEASFMT_WIDTH_NARROW)
            case .numeric: Int32(ICUB_MEASFMT_WIDTH_NUMERIC)
            }
        }
    }

    /// The units of time, from the bridge's constants.
    enum Unit: Sendable {
        case year, month, week, day, hour, minute, second, millisecond, microsecond, nanosecond

        var bridgeValue: Int32 {
            switch self {
            case .year: Int32(ICUB_MEASFMT_UNIT_YEAR)
            case .month: Int32(ICUB_MEASFMT_UNIT_MONTH)
            case .week: Int32(ICUB_MEASFMT_UNIT_WEEK)
            case .day: Int32(ICUB_MEASFMT_UNIT_DAY)
            case .hour: Int32(ICUB_MEASFMT_UNIT_HOUR)
            case .minute: Int32(ICUB_MEASFMT_UNIT_MINUTE)
            case .second: Int32(ICUB_MEASFMT_UNIT_SECOND)
            case .millisecond: Int32(ICUB_MEASFMT_UNIT_MILLISECOND)
            case .microsecond: Int32(ICUB_MEASFMT_UNIT_MICROSECOND)
            case .nanosecond: Int32(ICUB_MEASFMT_UNIT_NANOSECOND)
            }
        }
    }

    /// One amount: a unit, a sign, a whole part below 2^53 and billionths,
    /// which together are exact.
    struct Amount: Sendable {
        var unit: Unit
        var negative: Bool
        var whole: UInt64
        var billionths: UInt32
    }

    /// The most fraction digits ICU writes (the bridge's number format's maximum).
    static let maxFractionDigits = Int(ICUB_MEASFMT_MAX_FRACTION_DIGITS)

    private let raw: UnsafeMutablePointer<icub_measfmt>
    private let locale: String

    /// `MeasureFormat(locale, width, numberFormat, status)` for an ICU locale ID.
    init(locale: String, width: Width) throws(ICUError) {
        self.locale = locale
        raw = try openHandle("opening a duration format for \(locale)") { status, _ in
            locale.withCString { icub_measfmt_open($0, width.bridgeValue, &status) }
        }
    }

    deinit {
        icub_measfmt_close(raw)
    }

    /// Bytes of an amount's decimal text: a sign, 16 digits (below 2^53), a
    /// point and nine digits.
    private static let decimalCapacity = 32

    /// The `count` amounts `amount(i)` gives, written in their order
    /// (`MeasureFormat::formatMeasures`). An amount with billionths goes to ICU
    /// as exact decimal text, built on the stack; the others as a `double`,
    /// exact below 2^53.
    func format(count: Int, _ amount: (Int) -> Amount) throws(ICUError) -> String {
        let raw = self.raw
        return try withUnsafeTemporaryAllocation(of: icub_measfmt_amount.self, capacity: Swift.max(count, 1)) {
            amounts throws(ICUError) in
            try withUnsafeTemporaryAllocation(of: CChar.self, capacity: Swift.max(count, 1) * Self.decimalCapacity) {
                decimals throws(ICUError) in
                for index in 0..<count {
                    let item = amount(index)
                    var value = icub_measfmt_amount(unit: item.unit.bridgeValue, decimalLength: 0,
                                                    value: Double(item.whole), decimal: nil)
                    if item.negative, item.whole != 0 || item.billionths != 0 { value.value = -value.value }
                    if item.billionths != 0 {
                        let text = decimals.baseAddress! + index * Self.decimalCapacity
                        value.decimal = UnsafePointer(text)
                        value.decimalLength = Int32(Self.writeDecimal(item, to: text))
                    }
                    amounts[index] = value
                }
                return try BridgeText.string("formatting a duration in \(locale)") {
                    icub_measfmt_format_durations(raw, amounts.baseAddress!, Int32(count), $0, $1, &$2)
                }
            }
        }
    }

    /// Writes an amount with billionths as ASCII decimal text ("-2.5"), its
    /// fraction without trailing zeros; returns the byte count.
    static func writeDecimal(_ amount: Amount, to text: UnsafeMutablePointer<CChar>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            text[count] = CChar(bitPattern: byte)
            count += 1
        }
        if amount.negative { put(UInt8(ascii: "-")) }
        var power: UInt64 = 1
        while amount.whole / power >= 10 { power *= 10 }
        while power > 0 {
            put(UInt8(ascii: "0") + UInt8(amount.whole / power % 10))
            power /= 10
        }
        put(UInt8(ascii: "."))
        var fraction = amount.billionths
        var scale: UInt32 = 100_000_000
        while fraction > 0 {
            put(UInt8(ascii: "0") + UInt8(fraction / scale))
            fraction %= scale
            scale /= 10
        }
        return count
    }
}
