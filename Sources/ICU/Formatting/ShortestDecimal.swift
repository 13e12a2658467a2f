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
            let count: Int
            if let written = fewFractionDigits(value, into: base) {
                count = written
            } else {
                var text = BufferText(base: base, capacity: 32)
                value.write(to: &text)
                guard !text.overflowed else { return nil }
                count = text.count
            }
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

extension ShortestDecimal {
    /// The most fraction digits ``fewFractionDigits(_:into:)`` writes.
    static let fewDigits = 4
    /// The magnitude below which ``fewFractionDigits(_:into:)`` writes: 2^33,
    /// below which the unit in the last place (at most 2^-20) is below 10^-4.
    static let fewDigitsBound = 8_589_934_592.0

    /// `value.description`'s text, written into `base` with its length returned,
    /// for a magnitude below 2^33 that the fewest digits write with at most four
    /// fraction digits (`2.5`, `5.25`, `1800.0`, `-0.0`, `0.0001`): prices,
    /// measures and most values a program formats. Nil for every other value,
    /// which `Double.write(to:)` writes.
    ///
    /// Why the text is the description's: let m be the value times 10^4,
    /// rounded. The division of two exact doubles is correctly rounded, so
    /// `m / 10^4 == value` holds exactly when `value` is the double nearest
    /// m·10^-4: the decimal m·10^-4 reads back as `value`. When some integer does,
    /// the exact product is within 10^4·ulp/2 < 0.005 of it and the computed one
    /// within 0.008 more (below 2^47), so the rounding finds it;
    /// and with the ulp below 10^-4, no other integer does. A decimal of fewer
    /// fraction digits that reads back is m with trailing zeros dropped (the same
    /// number, so the same integer at 10^-4), so m without its trailing zeros, up
    /// to four, has the fewest significant digits, as the shortest representation
    /// does; the description writes it with at least one fraction digit (`3.0`)
    /// and without an exponent in this range. A value of more digits costs one
    /// multiplication and one division before `Double.write(to:)`.
    /// `ShortestDecimalTests` compare the two over every such grid and random doubles.
    @inline(__always)
    static func fewFractionDigits(_ value: Double, into base: UnsafeMutablePointer<UInt8>) -> Int? {
        let magnitude = value.magnitude
        guard magnitude < fewDigitsBound else { return nil }
        let scale = 10_000.0  // 10^fewDigits
        let scaled = (magnitude * scale).rounded()
        guard scaled / scale == magnitude else { return nil }
        var whole = UInt64(scaled)
        var fractionDigits = fewDigits
        while fractionDigits > 0, whole % 10 == 0 {
            whole /= 10
            fractionDigits -= 1
        }
        // The digits of m, least significant first, at least one more than the
        // fraction's (a leading zero before the point): at most 14.
        var digits: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &digits) { scratch -> Int in
            let reversed = scratch.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var count = 0
            repeat {
                reversed[count] = UInt8(truncatingIfNeeded: whole % 10) &+ UInt8(ascii: "0")
                whole /= 10
                count += 1
            } while whole != 0 || count <= fractionDigits
            var written = 0
            if value.sign == .minus {
                base[written] = UInt8(ascii: "-")
                written += 1
            }
            var index = count - 1
            while index >= fractionDigits {
                base[written] = reversed[index]
                written += 1
                index -= 1
            }
            base[written] = UInt8(ascii: ".")
            written += 1
            if fractionDigits == 0 {
                base[written] = UInt8(ascii: "0")
                written += 1
            }
            while index >= 0 {
                base[written] = reversed[index]
                written += 1
                index -= 1
            }
            return written
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
