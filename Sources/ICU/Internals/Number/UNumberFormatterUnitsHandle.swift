import ICUBridge

/// A number formatter of ICU's C++ API (unumf_units.cpp) that reports the unit
/// each result is in: the unit a usage's preferences converted a measure to.
///
/// Sendable notes: ICU documents `LocalizedNumberFormatter` as immutable and
/// safe to use from many threads at once; each call formats into a
/// `FormattedNumber` of its own, so nothing mutable is shared.
final class UNumberFormatterUnitsHandle: @unchecked Sendable {
    let raw: UnsafeMutablePointer<icub_unumf_units>

    /// Compiles `skeleton` for the locale ID `locale`; a syntax error carries its
    /// UTF-8 offset in the skeleton (`NumberFormatter::forSkeleton`).
    init(skeleton: String, locale: LocaleID) throws(ICUError) {
        let locale = try locale.icuName
        let operation = { "compiling number skeleton '\(skeleton)' for \(locale)" }
        raw = try openHandle(operation()) { status, offset throws(ICUError) in
            try BridgeText.withUTF8(skeleton, operation()) { bytes, count in
                locale.withCString { icub_unumf_units_open(bytes, count, $0, &offset, &status) }
            }
        }
    }

    deinit {
        icub_unumf_units_close(raw)
    }

    /// Formats `value`: its text, and the identifier of the unit it is in, empty
    /// when ICU names none (a format without usage whose unit is not mixed)
    /// (`formatInt`, `formatDouble`, `formatDecimal`, `FormattedNumber::getOutputUnit`).
    func format(_ value: NumberInput, _ operation: @autoclosure () -> String) throws(ICUError) -> (text: String, unit: String) {
        let raw = self.raw
        let result: Result<(text: String, unit: String), ICUError> =
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(ICUB_UNUMF_UNIT_CAPACITY)) { buffer in
                let unit = buffer.baseAddress!
                unit[0] = 0
                do throws(ICUError) {
                    let text = try value.output(operation(),
                                                int: { icub_unumf_units_format_int(raw, $0, $1, $2, unit, &$3) },
                                                double: { icub_unumf_units_format_double(raw, $0, $1, $2, unit, &$3) },
                                                decimal: { icub_unumf_units_format_decimal(raw, $0, $1, $2, $3, unit, &$4) }) {
                        String(decoding: $0, as: UTF8.self)
                    }
                    return .success((text, String(cString: unit)))
                } catch {
                    return .failure(error)
                }
            }
        return try result.get()
    }
}
