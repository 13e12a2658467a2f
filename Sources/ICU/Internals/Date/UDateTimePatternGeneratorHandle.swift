import ICUBridge

/// A `UDateTimePatternGenerator` (udatpg.c).
///
/// Sendable notes: ICU's generator mutates internal state in
/// `udatpg_getBestPattern`; a shared one gives wrong patterns under
/// concurrency (tried with 8 threads). Every call therefore takes the handle from its lock.
final class UDateTimePatternGeneratorHandle: @unchecked Sendable {
    /// The handle, reachable only under the lock.
    private let handle: Lock<UnsafeMutablePointer<icub_udatpg>>

    /// `udatpg_open` for an ICU locale ID.
    init(locale: String) throws(ICUError) {
        let raw = try openHandle("opening a date pattern generator for \(locale)") { status, _ in
            locale.withCString { icub_udatpg_open($0, &status) }
        }
        handle = Lock(raw)
    }

    deinit {
        handle.withLock { icub_udatpg_close($0) }
    }

    /// `udatpg_getBestPattern`.
    func bestPattern(_ skeleton: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try handle.withLock { raw throws(ICUError) -> String in
            try BridgeText.withUTF8(skeleton, operation()) { bytes, count throws(ICUError) in
                try BridgeText.string(operation()) { icub_udatpg_best_pattern(raw, bytes, count, $0, $1, &$2) }
            }
        }
    }

    /// The locale's preferred hour cycle (`udatpg_getDefaultHourCycle`).
    func defaultHourCycle(_ operation: @autoclosure () -> String) throws(ICUError) -> LocaleConventions.HourCycle {
        var status: Int32 = 0
        let cycle = handle.withLock { icub_udatpg_default_hour_cycle($0, &status) }
        try ICUStatus.check(status, operation())
        switch Int(cycle) {
        case Int(ICUB_UDAT_HOUR_CYCLE_11): return .h11
        case Int(ICUB_UDAT_HOUR_CYCLE_12): return .h12
        case Int(ICUB_UDAT_HOUR_CYCLE_23): return .h23
        case Int(ICUB_UDAT_HOUR_CYCLE_24): return .h24
        default:
            throw ICUError(code: .unsupported, operation: operation(),
                           reason: "an hour cycle this library does not know (\(cycle))", kind: .internalFailure)
        }
    }
}
