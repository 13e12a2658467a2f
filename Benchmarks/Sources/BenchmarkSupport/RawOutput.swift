import ICUBridge

/// The output buffer of the raw-ICU rows: allocated once, reused by every call,
/// so that a raw row costs the ICU call, the UTF-8 bytes and the `String` made
/// from them, and nothing else. This is the floor the library is measured against.
///
/// Not for sharing between threads: each raw row owns one.
public final class RawOutput {
    @usableFromInline let base: UnsafeMutablePointer<CChar>
    @usableFromInline let capacity: Int32

    public init(capacity: Int = 1024) {
        base = .allocate(capacity: capacity)
        self.capacity = Int32(capacity)
    }

    deinit { base.deallocate() }

    /// A bridge call that writes UTF-8 into `dest` and returns its length.
    public typealias Writer = (_ dest: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ status: inout Int32) -> Int32

    /// Runs `write` into the buffer and returns the output as a `String`.
    @inlinable @inline(__always)
    public func string(_ write: Writer) -> String {
        let length = bytes(write)
        return base.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// Runs `write` into the buffer and returns the length of the output, making no `String`.
    @inlinable @inline(__always)
    public func bytes(_ write: Writer) -> Int {
        var status: Int32 = 0
        let length = write(base, capacity, &status)
        precondition(status <= 0 && length <= capacity, "raw ICU call failed with status \(status)")
        return Int(length)
    }

    /// The buffer's first `length` bytes, for appending them elsewhere.
    @inlinable @inline(__always)
    public func withBytes<R>(_ length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        base.withMemoryRebound(to: UInt8.self, capacity: length) { body(UnsafeBufferPointer(start: $0, count: length)) }
    }
}

/// Opens the raw ICU handles the raw rows use; a failure stops the benchmark
/// run at setup, never in a measurement.
public enum Raw {
    /// A `UNumberFormatter` for a skeleton (`unumf_openForSkeletonAndLocaleWithError`).
    public static func numberFormatter(skeleton: String, locale: String) -> UnsafeMutablePointer<icub_unumf> {
        var status: Int32 = 0
        var offset: Int32 = -1
        let handle = skeleton.withCString { icub_unumf_open($0, Int32(skeleton.utf8.count), locale, &offset, &status) }
        guard status <= 0, let handle else { fatalError("icub_unumf_open '\(skeleton)' \(locale): \(status)") }
        return handle
    }

    /// A legacy `UNumberFormat` of a style (`unum_open`).
    public static func legacyNumberFormat(style: Int32, locale: String, lenient: Bool = false) -> UnsafeMutablePointer<icub_unum> {
        var status: Int32 = 0
        let handle = icub_unum_open(style, locale, &status)
        guard status <= 0, let handle else { fatalError("icub_unum_open \(style) \(locale): \(status)") }
        icub_unum_set_lenient(handle, lenient ? 1 : 0)
        return handle
    }

    /// A `UDateFormat` from styles, or from a pattern when `pattern` is given (`udat_open`).
    public static func dateFormat(date: Int32, time: Int32, locale: String, timeZone: String,
                                  pattern: String? = nil, lenient: Bool = false) -> UnsafeMutablePointer<icub_udat> {
        var status: Int32 = 0
        let zoneLength = Int32(timeZone.utf8.count)
        let handle: UnsafeMutablePointer<icub_udat>?
        if let pattern {
            handle = pattern.withCString {
                icub_udat_open(Int32(ICUB_UDAT_PATTERN), Int32(ICUB_UDAT_PATTERN), locale, timeZone, zoneLength,
                               $0, Int32(pattern.utf8.count), &status)
            }
        } else {
            handle = icub_udat_open(time, date, locale, timeZone, zoneLength, nil, 0, &status)
        }
        guard status <= 0, let handle else { fatalError("icub_udat_open \(locale): \(status)") }
        icub_udat_set_lenient(handle, lenient ? 1 : 0)
        return handle
    }

    /// A `UDateTimePatternGenerator` (`udatpg_open`).
    public static func patternGenerator(locale: String) -> UnsafeMutablePointer<icub_udatpg> {
        var status: Int32 = 0
        let handle = icub_udatpg_open(locale, &status)
        guard status <= 0, let handle else { fatalError("icub_udatpg_open \(locale): \(status)") }
        return handle
    }

    /// The best pattern for a skeleton (`udatpg_getBestPattern`).
    public static func bestPattern(_ skeleton: String, locale: String) -> String {
        let generator = patternGenerator(locale: locale)
        defer { icub_udatpg_close(generator) }
        return RawOutput().string { icub_udatpg_best_pattern(generator, skeleton, Int32(skeleton.utf8.count), $0, $1, &$2) }
    }

    /// Cardinal plural rules (`uplrules_openForType`).
    public static func pluralRules(locale: String) -> UnsafeMutablePointer<icub_uplrules> {
        var status: Int32 = 0
        let handle = icub_uplrules_open(locale, Int32(ICUB_UPLURAL_TYPE_CARDINAL), &status)
        guard status <= 0, let handle else { fatalError("icub_uplrules_open \(locale): \(status)") }
        return handle
    }
}
