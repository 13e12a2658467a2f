import ICUBridge

/// A `UNumberFormatter` (unumf.c) compiled from a number skeleton.
///
/// Sendable notes: ICU documents `UNumberFormatter` as immutable and safe to
/// use from many threads at once. Each format call writes into a
/// `UFormattedNumber` owned by the calling thread (see bridge_internal.c), so
/// nothing mutable is shared.
final class UNumberFormatterHandle: @unchecked Sendable {
    let raw: UnsafeMutablePointer<icub_unumf>

    /// Compiles `skeleton` for the locale ID `locale`; a syntax error carries its UTF-8 offset in the skeleton
    /// (`unumf_openForSkeletonAndLocaleWithError`).
    init(skeleton: String, locale: LocaleID) throws(ICUError) {
        let locale = try locale.icuName
        let operation = { "compiling number skeleton '\(skeleton)' for \(locale)" }
        raw = try openHandle(operation()) { status, offset throws(ICUError) in
            try BridgeText.withUTF8(skeleton, operation()) { bytes, count in
                locale.withCString { icub_unumf_open(bytes, count, $0, &offset, &status) }
            }
        }
    }

    deinit {
        icub_unumf_close(raw)
    }

    /// Formats `value` and hands the UTF-8 output to `consume`
    /// (`unumf_formatInt`, `unumf_formatDouble`, `unumf_formatDecimal`).
    @inline(__always)
    func output<R>(_ value: NumberInput, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let raw = self.raw
        return try value.output(operation(),
                                int: { icub_unumf_format_int(raw, $0, $1, $2, &$3) },
                                double: { icub_unumf_format_double(raw, $0, $1, $2, &$3) },
                                decimal: { icub_unumf_format_decimal(raw, $0, $1, $2, $3, &$4) },
                                consume)
    }

    /// The number a decimal string is written as, rounded and scaled as the
    /// format does, as a decimal string ("1.25" with no fraction digits is "1";
    /// 1200 may read "1.2E+3"); `nil` built against ICU 67, which cannot tell
    /// (`unumf_formatDecimal`, `unumf_resultToDecimalNumber`).
    func rounded(decimal: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String? {
        let raw = self.raw
        do {
            return try BridgeText.withUTF8(decimal, operation()) { bytes, count throws(ICUError) in
                try BridgeText.string(operation()) { icub_unumf_format_decimal_rounded(raw, bytes, count, $0, $1, &$2) }
            }
        } catch where error.code == .unsupported {
            return nil
        }
    }

    /// ``output(_:_:_:)`` with the number fields of the text (`unumf_resultAsValue`,
    /// `ufmtval_nextPosition` in `UFIELD_CATEGORY_NUMBER`).
    func fields(_ value: NumberInput, _ operation: @autoclosure () -> String) throws(ICUError) -> FieldOutput<UNumField> {
        let raw = self.raw
        return try value.fields(operation(),
                                int: { icub_unumf_format_int_fields(raw, $0, $1, $2, $3, $4, &$5, &$6) },
                                double: { icub_unumf_format_double_fields(raw, $0, $1, $2, $3, $4, &$5, &$6) },
                                decimal: { icub_unumf_format_decimal_fields(raw, $0.0, $0.1, $1, $2, $3, $4, &$5, &$6) })
    }
}
