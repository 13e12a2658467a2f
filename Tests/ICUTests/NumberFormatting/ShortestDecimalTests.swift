@testable import ICU
import Testing

/// ``ShortestDecimal`` writes `Double.description`'s text (the digits the
/// compiled number, range and measure formats round), nil where that text has an
/// exponent, for the doubles whose text is hardest to get right: subnormals, the
/// zeros, powers of ten on either side of the switch to an exponent, sums that do
/// not round-trip to their decimal, the largest and smallest finite values, the
/// neighbours of each, and random bit patterns of every exponent.
@Suite("ShortestDecimal: Double.description's text")
struct ShortestDecimalTests {
    func shortest(_ value: Double, _ shift: Int = 0) -> String? {
        ShortestDecimal.withDigits(of: value, shiftingPoint: shift) { String(decoding: $0, as: UTF8.self) }
    }

    /// What ``ShortestDecimal/withDigits(of:shiftingPoint:_:)`` is expected to pass: the description, or nil.
    func expected(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let text = value.description
        return text.contains("e") ? nil : text
    }

    static let edgeValues: [Double] = {
        var values: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
            .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .ulpOfOne, 1, -1, 0.1, 0.2, 0.1 + 0.2, 0.3, 1.0 / 3, 2.0 / 3, .pi, -.pi, 2.5, 0.125,
            9_007_199_254_740_992, 9_007_199_254_740_994, 1e16 + 2, 123_456_789_012_345.67,
            0x1p52, 0x1p53, 0x1p63, 0x1p-1022, 2.2250738585072014e-308,
        ]
        for exponent in -325...309 {
            let power = Double("1e\(exponent)")!
            values += [power, power.nextUp, power.nextDown, -power, power * 1.5, power / 3]
        }
        for exponent in -1074...1023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power, power.nextUp, power.nextDown]
        }
        return values
    }()

    @Test func edgeValuesAreTheDescription() {
        for value in Self.edgeValues {
            #expect(shortest(value) == expected(value), "\(value.bitPattern)")
        }
    }

    @Test func randomBitPatternsAreTheDescription() {
        var generator = SplitMix64(seed: 36)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            #expect(shortest(value) == expected(value), "\(value.bitPattern)")
        }
        // Values without an exponent, where the digits are written: 1e-4 up to 1e16.
        for _ in 0..<20_000 {
            let value = Double.random(in: 1e-4..<1e16, using: &generator) / Double(1 << (generator.next() % 40))
            #expect(shortest(value) == expected(value), "\(value.bitPattern)")
        }
    }

    /// The fast path for values of a few fraction digits below 2^33
    /// (``ShortestDecimal/fewFractionDigits(_:into:)``) writes the description
    /// on every decimal grid it covers and next to it, and declines the rest.
    @Test func fewFractionDigitsAreTheDescription() {
        var generator = SplitMix64(seed: 3336)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
        defer { buffer.deallocate() }
        var written = 0
        func check(_ value: Double) {
            guard let count = ShortestDecimal.fewFractionDigits(value, into: buffer) else {
                // Declined: more digits, an exponent, or beyond the bound.
                if let text = expected(value), value.magnitude < ShortestDecimal.fewDigitsBound,
                   let point = text.firstIndex(of: ".") {
                    #expect(text[text.index(after: point)...].count > ShortestDecimal.fewDigits, "\(value.bitPattern)")
                }
                return
            }
            written += 1
            #expect(String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self) == value.description,
                    "\(value.bitPattern)")
        }
        let bound = UInt64(ShortestDecimal.fewDigitsBound)
        for fractionDigits in 0...6 {
            var scale = 1.0
            for _ in 0..<fractionDigits { scale *= 10 }
            for whole in UInt64(0)...20_000 {
                check(Double(whole) / scale)
                check(-Double(whole) / scale)
            }
            for _ in 0..<100_000 {
                let whole = generator.next() % (bound * UInt64(scale.rounded()))
                let value = Double(whole) / scale
                check(value)
                check(value.nextUp)
                check(-value.nextDown)
            }
        }
        for value in Self.edgeValues { check(value) }
        for _ in 0..<100_000 { check(Double(bitPattern: generator.next())) }
        #expect(written > 500_000)
    }

    @Test func notFiniteIsNil() {
        #expect(shortest(.nan) == nil)
        #expect(shortest(.infinity) == nil)
        #expect(shortest(-.infinity) == nil)
        #expect(shortest(.signalingNaN) == nil)
    }

    /// The point moved for percent and permille: over the fraction's digits, then over zeros.
    @Test func shiftedPointIsTheDescriptionTimesAPowerOfTen() {
        #expect(shortest(0.30000000000000004, 2) == "030.000000000000004")
        #expect(shortest(-0.0, 2) == "-000")
        #expect(shortest(1234.5, 3) == "1234500")
        #expect(shortest(0.0001, 4) == "00001")
        #expect(shortest(9_007_199_254_740_992, 3) == "9007199254740992000")
    }
}
