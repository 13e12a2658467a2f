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
            var text = BufferText(base: base, capacity: 32)
            value.write(to: &text)
            guard !text.overflowed else { return nil }
            let count = text.count
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

/// A `TextOutputStream` over the stack buffer ``ShortestDecimal`` writes into:
/// `Double.write(to:)` — the same text as `Double.description` — lands here
/// without a `String` of its own.
private struct BufferText: TextOutputStream {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0
    /// Whether a write did not fit (never for a double's text, at most 24 bytes).
    private(set) var overflowed = false

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// The text as `Double.write(to:)` passes it: its ASCII bytes, with no
    /// `String` made (a text longer than fifteen bytes would allocate one).
    /// A witness of `TextOutputStream`'s underscored requirement, which the
    /// standard library's floating-point writers call; were it gone, the
    /// text would come through ``write(_:)`` (a `String` from the protocol's
    /// default), with the same bytes.
    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= capacity - count else {
            overflowed = true
            return
        }
        if let start = bytes.baseAddress { (base + count).update(from: start, count: bytes.count) }
        count += bytes.count
    }
}
