import ICUBridge

/// An `icu::LocaleMatcher` (localematcher.cpp), closed in `deinit`.
///
/// Sendable notes: ICU documents `LocaleMatcher` as immutable; `best` calls only
/// its `const` `getBestMatchResult`, so any number of threads may share one.
final class LocaleMatcherHandle: @unchecked Sendable {
    private let raw: UnsafeMutablePointer<icub_localematcher>

    /// A matcher for supported ICU locale IDs, best first (`LocaleMatcher::Builder`).
    init(supported locales: [LocaleID]) throws(ICUError) {
        var supported: [String] = []
        for locale in locales { supported.append(try locale.icuName) }
        raw = try withCStrings(supported) { ids throws(ICUError) in
            try openHandle("building a locale matcher for \(supported.count) locales") { status, _ in
                icub_localematcher_open(ids, Int32(supported.count), &status)
            }
        }
    }

    deinit { icub_localematcher_close(raw) }

    /// The indexes of the best supported locale and of the desired one it
    /// matched, or `nil` when none matches well enough (`getBestMatchResult`).
    func best(_ desired: [String]) throws(ICUError) -> (supported: Int, desired: Int)? {
        guard !desired.isEmpty else { return nil }
        var desiredIndex: Int32 = -1
        var status: Int32 = 0
        let supported = withCStrings(desired) { ids in
            icub_localematcher_best(raw, ids, Int32(desired.count), &desiredIndex, &status)
        }
        try ICUStatus.check(status, "matching \(desired.count) desired locales")
        return supported >= 0 ? (Int(supported), Int(desiredIndex)) : nil
    }
}

/// Runs `body` with the strings as NUL-terminated C strings laid end to end
/// in one temporary buffer (on the stack when small), as the bridge takes lists of IDs.
private func withCStrings<R, E: Error>(_ strings: [String], _ body: (UnsafePointer<CChar>) throws(E) -> R) throws(E) -> R {
    let size = strings.reduce(0) { $0 + $1.utf8.count + 1 }
    let result: Result<R, E> = withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer in
        var offset = 0
        for string in strings {
            for byte in string.utf8 {
                buffer[offset] = CChar(bitPattern: byte)
                offset += 1
            }
            buffer[offset] = 0
            offset += 1
        }
        return Result { () throws(E) -> R in try body(buffer.baseAddress!) }
    }
    return try result.get()
}
