import ICUBridge

/// A `ULocaleData` (ulocdata.c), closed in `deinit`, and the locale data ICU
/// reads by locale ID alone.
///
/// Not `Sendable`: ICU documents no thread-safety for a `ULocaleData`, and
/// ``LocaleConventions`` opens one per creation and reads it on that thread only.
final class ULocaleDataHandle {
    private let raw: UnsafeMutablePointer<icub_ulocdata>

    /// `ulocdata_open` for an ICU locale ID.
    init(locale: LocaleID) throws(ICUError) {
        let locale = try locale.icuName
        raw = try openHandle("opening the locale data of \(locale)") { status, _ in
            locale.withCString { icub_ulocdata_open($0, &status) }
        }
    }

    deinit { icub_ulocdata_close(raw) }

    /// ICU's quotation marks (`ULocaleDataDelimiterType`).
    enum Delimiter: CustomStringConvertible {
        case quotationStart, quotationEnd, alternateQuotationStart, alternateQuotationEnd

        var icuValue: Int32 {
            switch self {
            case .quotationStart: Int32(ICUB_ULOCDATA_QUOTATION_START)
            case .quotationEnd: Int32(ICUB_ULOCDATA_QUOTATION_END)
            case .alternateQuotationStart: Int32(ICUB_ULOCDATA_ALT_QUOTATION_START)
            case .alternateQuotationEnd: Int32(ICUB_ULOCDATA_ALT_QUOTATION_END)
            }
        }

        var description: String {
            switch self {
            case .quotationStart: "quotation start"
            case .quotationEnd: "quotation end"
            case .alternateQuotationStart: "alternate quotation start"
            case .alternateQuotationEnd: "alternate quotation end"
            }
        }
    }

    /// One quotation mark (`ulocdata_getDelimiter`).
    func delimiter(_ delimiter: Delimiter, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try BridgeText.string(operation()) { icub_ulocdata_delimiter(raw, delimiter.icuValue, $0, $1, &$2) }
    }

    /// ICU's measurement systems (`UMeasurementSystem`).
    enum MeasurementSystem: Hashable, Sendable {
        /// `UMS_SI`.
        case si
        /// `UMS_US`.
        case us
        /// `UMS_UK`.
        case uk
    }

    /// The locale's measurement system (`ulocdata_getMeasurementSystem`).
    static func measurementSystem(locale: LocaleID) throws(ICUError) -> MeasurementSystem {
        let locale = try locale.icuName
        var status: Int32 = 0
        let system = locale.withCString { icub_ulocdata_measurement_system($0, &status) }
        try ICUStatus.check(status, "reading the measurement system of \(locale)")
        switch Int(system) {
        case Int(ICUB_UMS_US): return .us
        case Int(ICUB_UMS_UK): return .uk
        case Int(ICUB_UMS_SI): return .si
        default:
            throw ICUError(code: .unsupported, operation: "reading the measurement system of \(locale)",
                           reason: "a measurement system this library does not know (\(system))", kind: .internalFailure)
        }
    }

    /// The locale's paper size in millimetres (`ulocdata_getPaperSize`).
    static func paperSize(locale: LocaleID) throws(ICUError) -> (height: Int, width: Int) {
        let locale = try locale.icuName
        var status: Int32 = 0
        var height: Int32 = 0
        var width: Int32 = 0
        locale.withCString { icub_ulocdata_paper_size($0, &height, &width, &status) }
        try ICUStatus.check(status, "reading the paper size of \(locale)")
        return (Int(height), Int(width))
    }
}
