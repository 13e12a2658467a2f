import ICUBridge

/// A `UDateIntervalFormat` (udtitvfmt.c).
///
/// Sendable notes: ICU does not document a `UDateIntervalFormat` as safe to
/// share (it formats on calendars of its own, set on every call), so no handle
/// is ever used by two threads at once: every call takes one from `handles`
/// (the primary handle when free, else a spare). The C API has no clone, so a
/// spare is opened with the primary's settings; spares exist only as far as
/// calls overlap. (ICU 72 itself also serializes every interval format of the
/// process behind one mutex of dtitvfmt.cpp, which guards the calendars; that is
/// an implementation detail, not a promise, so the handles stay exclusive.)
final class UDateIntervalFormatHandle: @unchecked Sendable {
    typealias Raw = UnsafeMutablePointer<icub_udtitvfmt>

    private let handles: ExclusiveHandles<Raw>
    /// What every handle is opened with.
    private let settings: Settings

    struct Settings: Sendable {
        /// An ICU locale ID.
        let locale: String
        /// A skeleton, such as `yMMMd`.
        let skeleton: String
        /// A time zone ID ICU knows.
        let timeZone: String
    }

    /// Opens the primary handle (`udtitvfmt_open`).
    init(locale: LocaleID, skeleton: String, timeZone: String) throws(ICUError) {
        let locale = try locale.icuName
        settings = Settings(locale: locale, skeleton: skeleton, timeZone: timeZone)
        handles = ExclusiveHandles(primary: try Self.open(settings)) { icub_udtitvfmt_close($0) }
    }

    private static func open(_ settings: Settings) throws(ICUError) -> Raw {
        let operation = { "opening a date interval format '\(settings.skeleton.prefix(64))' for \(settings.locale) in \(settings.timeZone)" }
        return try openHandle(operation()) { status, _ throws(ICUError) in
            try BridgeText.withUTF8(settings.skeleton, operation()) { skeleton, skeletonCount throws(ICUError) in
                try BridgeText.withUTF8(settings.timeZone, operation()) { zone, zoneCount in
                    settings.locale.withCString { icub_udtitvfmt_open($0, skeleton, skeletonCount, zone, zoneCount, &status) }
                }
            }
        }
    }

    /// Formats the interval between two instants in milliseconds since 1970 on
    /// a handle no other thread uses meanwhile, and hands the UTF-8 output to
    /// `consume` (`udtitvfmt_format`).
    @inline(__always)
    func output<R>(from: Double, to: Double, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let settings = self.settings
        return try handles.withHandle(make: { () throws(ICUError) in try Self.open(settings) }) { raw throws(ICUError) in
            try BridgeText.withOutput(operation(), { icub_udtitvfmt_format(raw, from, to, $0, $1, &$2) }, consume)
        }
    }

    /// ``output(from:to:_:_:)`` with the fields of the text
    /// (`udtitvfmt_formatToResult`, `ufmtval_nextPosition`): each date field,
    /// and the span of each instant's part, in ICU's order.
    func fields(from: Double, to: Double, _ operation: @autoclosure () -> String) throws(ICUError) -> FieldOutput<Field> {
        let settings = self.settings
        return try handles.withHandle(make: { () throws(ICUError) in try Self.open(settings) }) { raw throws(ICUError) in
            try BridgeText.withFields(operation(), code: Field.init(icuValue:)) {
                icub_udtitvfmt_format_fields(raw, from, to, $0, $1, $2, $3, &$4, &$5)
            }
        }
    }

    /// A field of a formatted interval: a date field, or the span of the text
    /// written from one instant (`UFIELD_CATEGORY_DATE_INTERVAL_SPAN`: 0 the first, 1 the second).
    enum Field: Equatable, Sendable {
        case date(UDatField)
        case span(instant: Int)

        init?(icuValue: Int32) {
            if icuValue == ICUB_UDTITVFMT_SPAN_FROM || icuValue == ICUB_UDTITVFMT_SPAN_FROM + 1 {
                self = .span(instant: Int(icuValue - ICUB_UDTITVFMT_SPAN_FROM))
            } else if let field = UDatField(icuValue: icuValue) {
                self = .date(field)
            } else {
                return nil
            }
        }
    }
}
