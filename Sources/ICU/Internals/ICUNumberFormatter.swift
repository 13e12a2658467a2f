import ICUBridge

/// A `UNumberFormatter` (unumf) compiled from a number skeleton.
///
/// Sendable notes: ICU documents `UNumberFormatter` as immutable and safe to
/// use from many threads at once. Each format call writes into a
/// `UFormattedNumber` owned by the calling thread (see icu_bridge.c), so
/// nothing mutable is shared.
final class _ICUNumberFormatter: @unchecked Sendable {
    let raw: OpaquePointer

    init(skeleton: String, locale: LocaleID) throws(ICUError) {
        var status: Int32 = 0
        var offset: Int32 = -1
        let raw = try _ICU.withUTF8(skeleton, "compiling number skeleton '\(skeleton)'") { bytes, count in
            locale.identifier.withCString { icub_numfmt_open(bytes, count, $0, &offset, &status) }
        }
        try _ICU.check(status, "compiling number skeleton '\(skeleton)' for \(locale)", utf8Offset: offset)
        guard let raw else {
            throw ICUError(code: .illegalArgument, operation: "compiling number skeleton '\(skeleton)' for \(locale)")
        }
        self.raw = raw
    }

    deinit {
        icub_numfmt_close(raw)
    }

    /// Formats `value` and hands the UTF-8 output to `consume`.
    @inline(__always)
    func output<R>(_ value: _NumberInput, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let raw = self.raw
        switch value {
        case .int(let v):
            return try _ICU.withOutput(operation(), { icub_numfmt_format_int(raw, v, $0, $1, &$2) }, consume)
        case .double(let v):
            return try _ICU.withOutput(operation(), { icub_numfmt_format_double(raw, v, $0, $1, &$2) }, consume)
        case .decimal(let text):
            return try _ICU.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                try _ICU.withOutput(operation(), { icub_numfmt_format_decimal(raw, bytes, count, $0, $1, &$2) }, consume)
            }
        }
    }
}
