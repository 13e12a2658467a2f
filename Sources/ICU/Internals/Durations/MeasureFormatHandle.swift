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

    /// One amount: a unit and its value, a double nearest to the amount
    /// (exact below 2^53, and for decimals of up to 15 significant digits).
    struct Amount: Sendable {
        var unit: Unit
        var value: Double
    }

    private let raw: UnsafeMutablePointer<icub_measfmt>
    private let locale: String

    /// `MeasureFormat(locale, width, numberFormat, status)` for an ICU locale ID.
    init(locale: LocaleID, width: Width) throws(ICUError) {
        let locale = try locale.icuName
        self.locale = locale
        raw = try openHandle("opening a duration format for \(locale)") { status, _ in
            locale.withCString { icub_measfmt_open($0, width.bridgeValue, &status) }
        }
    }

    deinit {
        icub_measfmt_close(raw)
    }

    /// The `count` amounts `amount(i)` gives, written in their order
    /// (`MeasureFormat::formatMeasures`), from an array on the stack.
    func format(count: Int, _ amount: (Int) -> Amount) throws(ICUError) -> String {
        let raw = self.raw
        return try withUnsafeTemporaryAllocation(of: icub_measfmt_amount.self, capacity: Swift.max(count, 1)) {
            amounts throws(ICUError) in
            for index in 0..<count {
                let item = amount(index)
                amounts[index] = icub_measfmt_amount(unit: item.unit.bridgeValue, value: item.value)
            }
            return try BridgeText.string("formatting a duration in \(locale)") {
                icub_measfmt_format_durations(raw, amounts.baseAddress!, Int32(count), $0, $1, &$2)
            }
        }
    }
}
