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
    init(locale: LocaleID) throws(ICUError) {
        let locale = try locale.icuName
        let operation = "opening a date pattern generator for \(locale)"
        try Self.checkKeywords(locale, operation)
        let raw = try openHandle(operation) { status, _ in
            locale.withCString { icub_udatpg_open($0, &status) }
        }
        handle = Lock(raw)
    }

    deinit {
        handle.withLock { icub_udatpg_close($0) }
    }

    /// Refuses, as bad input, the two keywords a generator reads that ICU 72
    /// cannot always read itself.
    ///
    /// - A region override (`rg`, `-u-rg-`) that is not a subdivision ID as
    ///   UTS #35 spells them (a region and a suffix of one to four letters or
    ///   digits, `gbzzzz`): ICU 72 ignores most others, but fails to open a
    ///   generator, with `U_BUFFER_OVERFLOW_ERROR`, for one longer than 8
    ///   characters (`en_US@rg=ggzl-ertatn`).
    /// - An hour cycle (`hours`, `-u-hc-`) that is not `h11`, `h12`, `h23` or
    ///   `h24`: ICU 72 ignores a short one, and fails to open a generator with
    ///   `U_BUFFER_OVERFLOW_ERROR` for one longer than 8 characters
    ///   (`ja@hours=h23-jrootp`).
    private static func checkKeywords(_ locale: String, _ operation: @autoclosure () -> String) throws(ICUError) {
        if let value = ULoc.keyword("rg", of: locale) {
            let isAlphanumeric = value.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            guard isAlphanumeric, (3...7).contains(value.utf8.count) else {
                throw ICUError(code: .illegalArgument, operation: operation(),
                               reason: "region override '\(value.prefix(32))' is not a region and a subdivision suffix (such as 'gbzzzz')")
            }
        }
        if let value = ULoc.keyword("hours", of: locale) {
            guard ["h11", "h12", "h23", "h24"].contains(value.lowercased()) else {
                throw ICUError(code: .illegalArgument, operation: operation(),
                               reason: "hour cycle '\(value.prefix(32))' is not h11, h12, h23 or h24")
            }
        }
    }

    /// `udatpg_getBestPattern`.
    func bestPattern(_ skeleton: String, _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        try handle.withLock { raw throws(ICUError) -> String in
            try BridgeText.withUTF8(skeleton, operation()) { bytes, count throws(ICUError) in
                try BridgeText.string(operation()) { icub_udatpg_best_pattern(raw, bytes, count, $0, $1, &$2) }
            }
        }
    }

    /// ICU's hour cycles (`UDateFormatHourCycle`).
    enum HourCycle: Hashable, Sendable {
        /// 0–11 (`UDAT_HOUR_CYCLE_11`).
        case h11
        /// 1–12 (`UDAT_HOUR_CYCLE_12`).
        case h12
        /// 0–23 (`UDAT_HOUR_CYCLE_23`).
        case h23
        /// 1–24 (`UDAT_HOUR_CYCLE_24`).
        case h24
    }

    /// The locale's preferred hour cycle (`udatpg_getDefaultHourCycle`).
    func defaultHourCycle(_ operation: @autoclosure () -> String) throws(ICUError) -> HourCycle {
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
