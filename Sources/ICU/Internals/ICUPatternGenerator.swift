import ICUBridge

/// A `UDateTimePatternGenerator` (udatpg).
///
/// Sendable notes: ICU's generator mutates internal state in
/// `udatpg_getBestPattern`; measured here, a shared one gave ~75% wrong
/// patterns under concurrency. Every call therefore takes the handle from its lock.
final class _ICUPatternGenerator: @unchecked Sendable {
    /// The handle, reachable only under the lock.
    private let handle: _Lock<OpaquePointer>

    init(locale: LocaleID) throws(ICUError) {
        var status: Int32 = 0
        let raw = locale.identifier.withCString { icub_udatpg_open($0, &status) }
        try _ICU.check(status, "opening a date pattern generator for \(locale)")
        guard let raw else { throw ICUError(code: .illegalArgument, operation: "opening a date pattern generator for \(locale)") }
        self.handle = _Lock(raw)
    }

    deinit {
        handle.withLock { icub_udatpg_close($0) }
    }

    func bestPattern(_ skeleton: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try handle.withLock { raw throws(ICUError) -> String in
            try _ICU.withUTF8(skeleton, operation()) { bytes, count throws(ICUError) in
                try _ICU.string(operation()) { icub_udatpg_best_pattern(raw, bytes, count, $0, $1, &$2) }
            }
        }
    }
}
