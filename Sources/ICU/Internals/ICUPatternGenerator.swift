import ICUBridge

/// A `UDateTimePatternGenerator` (udatpg).
///
/// Sendable notes: ICU's generator mutates internal state in
/// `udatpg_getBestPattern`; measured here, a shared one gave ~75% wrong
/// patterns under concurrency. Every call therefore goes through `mutex`.
final class _ICUPatternGenerator: @unchecked Sendable {
    private let raw: OpaquePointer
    private let mutex = _Lock(())

    init(locale: LocaleID) throws(ICUError) {
        var status: Int32 = 0
        let raw = locale.identifier.withCString { icub_udatpg_open($0, &status) }
        try _ICU.check(status, "opening a date pattern generator for \(locale)")
        guard let raw else { throw ICUError(code: .illegalArgument, operation: "opening a date pattern generator for \(locale)") }
        self.raw = raw
        _HandleCounter.didOpen()
    }

    deinit {
        icub_udatpg_close(raw)
        _HandleCounter.didClose()
    }

    func bestPattern(_ skeleton: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try mutex.withLock { _ throws(ICUError) -> String in
            let raw = self.raw
            return try _ICU.withUTF8(skeleton, operation()) { bytes, count throws(ICUError) in
                try _ICU.string(operation()) { icub_udatpg_best_pattern(raw, bytes, count, $0, $1, &$2) }
            }
        }
    }
}
