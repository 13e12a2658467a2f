/// The shortest decimal representation of a double that reads back as the
/// same double — the digits ICU formats a double with (its `DecimalQuantity`
/// reads a double through double-conversion's shortest mode) — written on the
/// stack: where the compiled formats take a double's digits without a `String`.
enum ShortestDecimal {
    /// Passes `value`'s shortest representation (`Double.description`'s text:
    /// `2.5`, `0.1`, `3.0`, `1e-05`), its decimal point moved `shift` places to
    /// the right (`2.5` → `250` for 2), to `consume`; nil for a representation
    /// with an exponent, NaN and the infinities.
    @inline(__always)
    static func withDigits<R>(of value: Double, shiftingPoint shift: Int = 0, _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard value.isFinite else { return nil }
        // 32 bytes hold any double's text, as the standard library's own buffer does.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32 + 1 + shift) { buffer -> R? in
            let base = buffer.baseAddress!
            // The runtime leaves some zero digits ("3.0"'s last) to the buffer, which
            // the standard library fills with zeros before the call; so is this one.
            buffer.initialize(repeating: UInt8(ascii: "0"))
            let count = Int(_swiftFloat64ToString(base, 32, value, false))
            var point = count
            for k in 0..<count {
                if base[k] == UInt8(ascii: "e") { return nil }
                if base[k] == UInt8(ascii: ".") { point = k }
            }
            guard shift > 0 else { return consume(UnsafeBufferPointer(start: base, count: count)) }
            // The point moves right over the fraction's digits, then over zeros.
            let fraction = Swift.max(count - point - 1, 0)
            let moved = Swift.min(shift, fraction)
            if point < count {
                for k in point..<(point + moved) { base[k] = base[k + 1] }
            }
            var end = point + moved
            if fraction > moved {
                base[end] = UInt8(ascii: ".")
                end = count
            } else {
                for _ in moved..<shift {
                    base[end] = UInt8(ascii: "0")
                    end += 1
                }
            }
            return consume(UnsafeBufferPointer(start: base, count: end))
        }
    }
}

/// The Swift runtime's writer of a double's shortest representation, which
/// `Double.description` calls: exported by the runtime under this name on every
/// platform, and here the only way to its text without allocating a `String`
/// (a `description` longer than fifteen bytes allocates).
@_silgen_name("swift_float64ToString")
private func _swiftFloat64ToString(_ buffer: UnsafeMutablePointer<UInt8>, _ capacity: UInt, _ value: Double, _ debug: Bool) -> UInt64
