import ICUBridge

/// An `icu::LocaleMatcher` (localematcher.cpp), closed in `deinit`.
///
/// Sendable notes: ICU documents `LocaleMatcher` as immutable; `best` calls only
/// its `const` `getBestMatchResult`, so any number of threads may share one.
final class LocaleMatcherHandle: @unchecked Sendable {
    private let raw: UnsafeMutablePointer<icub_localematcher>

    /// A matcher for supported ICU locale IDs, best first (`LocaleMatcher::Builder`).
    init(supported: [String]) throws(ICUError) {
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

/// Runs `body` with the strings as an array of NUL-terminated C strings, all
/// in one buffer that lives for the call.
private func withCStrings<R, E: Error>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) throws(E) -> R) throws(E) -> R {
    var bytes: [CChar] = []
    var starts: [Int] = []
    for string in strings {
        starts.append(bytes.count)
        bytes.append(contentsOf: string.utf8.map { CChar(bitPattern: $0) })
        bytes.append(0)
    }
    return try bytes.withUnsafeBufferPointer { (buffer) throws(E) -> R in
        let pointers: [UnsafePointer<CChar>?] = starts.map { buffer.baseAddress! + $0 }
        return try pointers.withUnsafeBufferPointer { (list) throws(E) -> R in try body(list.baseAddress!) }
    }
}
