/// The decimal style of one locale, compiled: its digits, separators, grouping
/// and signs, read off ICU's own output when the format is created, so that a
/// plain decimal string (`-1234.5678`) is written without a call into ICU.
///
/// ICU's cost per decimal string (reading it into a `decNumber`, then its
/// formatting pipeline) is several times that of the rest of a batch line, so
/// this is the path that pays it once per format instead of once per value.
/// What it writes is ICU's text byte for byte: the description is taken from
/// ICU's output for a handful of numbers, then checked against ICU's output
/// for every case the writer distinguishes (signs, zero, rounding ties and
/// carries, each grouping length up to ``maximumIntegerDigits``); a locale
/// where any of them differs keeps ICU for every value. Text outside the plain
/// form — an exponent, more than ``maximumIntegerDigits`` integer digits — goes
/// to ICU as before.
///
/// The rounding is the decimal style's: at most three fraction digits, half to
/// even, trailing zeros dropped; a negative number that rounds to zero keeps
/// its sign (`-0.0001` is `-0`), as ICU writes it.
///
/// The description depends on the locale alone, so it is made once per locale
/// and kept (``of(_:writtenBy:)``): a format created again, as a pool that
/// evicts creates it, pays a table lookup, not the checks.
///
/// Sendable notes: immutable after creation.
final class CompiledDecimalFormat: Sendable {
    /// The most integer digits a value written here may have.
    static let maximumIntegerDigits = 30
    /// The decimal style's fraction digits.
    static let maximumFractionDigits = 3
    /// The most fraction digits ``writeDigits(_:minimumFractionDigits:maximumFractionDigits:_:)``
    /// keeps: a unit's default precision (six), for a mixed unit's last part.
    static let mostKeptFractionDigits = 6

    private let digits: [[UInt8]]
    private let positivePrefix: [UInt8], positiveSuffix: [UInt8]
    private let negativePrefix: [UInt8], negativeSuffix: [UInt8]
    private let decimalSeparator: [UInt8]
    private let groupingSeparator: [UInt8]
    /// The digits in the group nearest the separator, and in the others; 0 without grouping.
    private let primaryGroup: Int, secondaryGroup: Int
    /// How many more digits than `primaryGroup` an integer needs before it is grouped.
    private let minimumGrouping: Int
    /// The most bytes a value can write: for the stack buffer it is written into.
    private let capacity: Int

    /// The decimal style of `locale`, which `format` writes: made on first use
    /// and kept for up to 1,024 locales; `nil` where it cannot be compiled.
    static func of(_ locale: LocaleID, writtenBy format: (String) -> [UInt8]?) -> CompiledDecimalFormat? {
        kept.value(for: locale.identifier) { _ in Kept(CompiledDecimalFormat(checkedAgainst: format)) }.format
    }

    /// A locale's compiled style, or that it has none, as the table keeps objects.
    private final class Kept: Sendable {
        let format: CompiledDecimalFormat?
        init(_ format: CompiledDecimalFormat?) { self.format = format }
    }

    private static let kept = InternTable<Kept>(capacity: 1024)

    /// The description of the style that `format` writes, or `nil` when its
    /// output is not of this form or any check differs.
    ///
    /// - Parameter format: ICU's output for a decimal string, `nil` on failure.
    init?(checkedAgainst format: (String) -> [UInt8]?) {
        func scalars(_ text: String) -> [Unicode.Scalar]? {
            format(text).map { Array(String(decoding: $0, as: UTF8.self).unicodeScalars) }
        }
        func bytes(_ scalars: ArraySlice<Unicode.Scalar>) -> [UInt8] {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return Array(text.utf8)
        }
        // The positive affixes: what "0" and "1" share before and after their digit.
        guard let zero = scalars("0"), let one = scalars("1"), zero.count == one.count, zero.count >= 1 else { return nil }
        guard let at = zero.indices.first(where: { zero[$0] != one[$0] }),
              zero[(at + 1)...].elementsEqual(one[(at + 1)...]) else { return nil }
        let prefix = zero[..<at], suffix = zero[(at + 1)...]
        var digitScalars: [Unicode.Scalar] = []
        for d in 0...9 {
            guard let written = scalars(String(d)), written.count == zero.count,
                  written[..<at].elementsEqual(prefix), written[(at + 1)...].elementsEqual(suffix) else { return nil }
            digitScalars.append(written[at])
        }
        guard Set(digitScalars).count == 10 else { return nil }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { digitScalars.contains(scalar) }
        // The negative affixes: around the digit of "-1".
        guard let minusOne = scalars("-1"), let oneAt = minusOne.firstIndex(of: digitScalars[1]),
              minusOne.lastIndex(of: digitScalars[1]) == oneAt, !minusOne.contains(where: { isDigit($0) && $0 != digitScalars[1] })
        else { return nil }
        // The decimal separator: between the digits of "1.5".
        guard let oneHalf = scalars("1.5"), oneHalf.count > prefix.count + suffix.count + 2 else { return nil }
        let middle = oneHalf.dropFirst(prefix.count).dropLast(suffix.count)
        guard middle.first == digitScalars[1], middle.last == digitScalars[5] else { return nil }
        let separator = middle.dropFirst().dropLast()
        guard !separator.contains(where: isDigit) else { return nil }
        // Grouping: the runs of digits in a long integer, and what stands between them.
        let long = "1234567890123456789"
        guard let grouped = scalars(long), grouped.count >= long.count + prefix.count + suffix.count else { return nil }
        var runs: [Int] = []
        var between: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in grouped.dropFirst(prefix.count).dropLast(suffix.count) {
            if isDigit(scalar) {
                if !current.isEmpty || runs.isEmpty { between.append(current); current = []; runs.append(0) }
                runs[runs.count - 1] += 1
            } else {
                current.append(scalar)
            }
        }
        guard current.isEmpty, runs.reduce(0, +) == long.count, between.first?.isEmpty == true else { return nil }
        var groupingSeparator: [UInt8] = []
        var primary = 0, secondary = 0, minimum = 1
        if runs.count > 1 {
            let separators = between.dropFirst()
            guard let first = separators.first, !first.isEmpty, separators.allSatisfy({ $0 == first }), runs.count >= 3 else { return nil }
            primary = runs[runs.count - 1]
            secondary = runs[runs.count - 2]
            guard primary > 0, secondary > 0, runs.dropFirst().dropLast().allSatisfy({ $0 == secondary }),
                  runs[0] <= secondary else { return nil }
            groupingSeparator = bytes(first[...])
            // The shortest integer that is grouped.
            guard let shortest = (primary + 1...primary + 3).first(where: { length in
                scalars(String(long.prefix(length)))?.contains { !isDigit($0) && !prefix.contains($0) && !suffix.contains($0) } == true
            }) else { return nil }
            minimum = shortest - primary
        }
        digits = digitScalars.map { bytes([$0][...]) }
        positivePrefix = bytes(prefix)
        positiveSuffix = bytes(suffix)
        negativePrefix = bytes(minusOne[..<oneAt])
        negativeSuffix = bytes(minusOne[(oneAt + 1)...])
        decimalSeparator = bytes(separator)
        self.groupingSeparator = groupingSeparator
        primaryGroup = primary
        secondaryGroup = secondary
        minimumGrouping = minimum
        let affixes = max(positivePrefix.count + positiveSuffix.count, negativePrefix.count + negativeSuffix.count)
        let digitBytes = digits.map(\.count).max() ?? 1
        capacity = affixes + decimalSeparator.count
            + (Self.maximumIntegerDigits + 1 + Self.mostKeptFractionDigits) * (digitBytes + groupingSeparator.count)
        // Every case the writer tells apart, against ICU.
        for text in Self.checks {
            guard let expected = format(text), let written = write(text, { Array($0) }), written == expected else { return nil }
        }
    }

    /// The values checked against ICU when a format is compiled.
    static let checks: [String] = {
        var checks = ["0", "-0", "+0", "00", "1", "-1", "+7", "007", "0.5", ".5", "5.", "-.25", "0.0005", "-0.0001", "0.0015",
                      "0.0025", "1.0005", "2.0015", "9.9995", "-999.9995", "0.9999", "1.10", "3.14159", "-1234.5678",
                      "1000", "1000.000", "123456789.125", "-0.000", "99999999999999999999.9996"]
        // Each integer length up to the most, with a fraction, positive and negative.
        var digits = ""
        for length in 1...maximumIntegerDigits {
            digits.append(Character(String((length * 7) % 10)))  // 7, 74, 741, …: never a leading zero
            checks.append(digits)
            checks.append("-" + digits + ".5")
        }
        checks.append(String(repeating: "9", count: maximumIntegerDigits) + ".9996")
        return checks
    }()

    /// Writes a plain decimal string (`[+-]digits[.digits]`, at least one digit,
    /// at most ``maximumIntegerDigits`` integer digits once leading zeros are
    /// dropped) and passes the bytes to `consume`; `nil` for any other text,
    /// which ICU writes instead.
    @inline(__always)
    func write<R>(_ text: String, _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        var text = text
        return text.withUTF8 { write($0, consume) }
    }

    /// ``write(_:_:)`` of the UTF-8 bytes of a plain decimal string.
    @inline(__always)
    func write<R>(bytes: UnsafeBufferPointer<UInt8>, _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        write(bytes, consume)
    }

    /// The digits of a plain decimal string (as ``write(_:_:)`` reads it)
    /// without the style's signs, rounded half to even to at most
    /// `maximumFractionDigits` and padded with zeros to at least
    /// `minimumFractionDigits` fraction digits (both at most
    /// ``mostKeptFractionDigits``): the number part of a format whose precision
    /// is not the decimal style's, such as a currency's two digits, which a
    /// range format sets between its own signs and units. `nil` where
    /// ``write(_:_:)`` is.
    func writeDigits<R>(_ bytes: UnsafeBufferPointer<UInt8>, minimumFractionDigits: Int, maximumFractionDigits: Int,
                        _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        write(bytes, minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
              signs: false, consume)
    }

    private func write<R>(_ bytes: UnsafeBufferPointer<UInt8>, minimumFractionDigits: Int = 0,
                          maximumFractionDigits: Int = CompiledDecimalFormat.maximumFractionDigits, signs: Bool = true,
                          _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        precondition(0 <= minimumFractionDigits && minimumFractionDigits <= maximumFractionDigits
                     && maximumFractionDigits <= Self.mostKeptFractionDigits, "fraction digits the writer keeps")
        let (zero, nine, point) = (UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: "."))
        let count = bytes.count
        var i = 0
        var negative = false
        if i < count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        let signEnd = i
        while i < count, bytes[i] == zero { i += 1 }
        let integerStart = i
        while i < count, bytes[i] >= zero, bytes[i] <= nine { i += 1 }
        let integerEnd = i
        var fractionStart = i, fractionEnd = i
        if i < count, bytes[i] == point {
            i += 1
            fractionStart = i
            while i < count, bytes[i] >= zero, bytes[i] <= nine { i += 1 }
            fractionEnd = i
        }
        // At least one digit (leading zeros count), nothing after the number.
        guard i == count, integerEnd > signEnd || fractionEnd > fractionStart else { return nil }
        var integerCount = integerEnd - integerStart
        // Longer integers, and fractions beyond the library's limit (which ICU's path refuses), go to ICU.
        guard integerCount <= Self.maximumIntegerDigits,
              fractionEnd - fractionStart <= NumberFormat.decimalDigitLimit - integerCount else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumIntegerDigits + 1 + Self.mostKeptFractionDigits + capacity) { buffer in
            // The digit values: one spare in front for a carry, then the integer and the kept fraction digits.
            let values = buffer.baseAddress!
            // Even, for rounding "0.5" to no fraction digits.
            values[0] = 0
            for k in 0..<integerCount { values[1 + k] = bytes[integerStart + k] - zero }
            let written = fractionEnd - fractionStart
            var fractionCount = min(written, maximumFractionDigits)
            for k in 0..<fractionCount { values[1 + integerCount + k] = bytes[fractionStart + k] - zero }
            var first = 1
            if written > maximumFractionDigits {
                // Half to even at the last kept digit (the units digit when no fraction digit is kept).
                let next = bytes[fractionStart + maximumFractionDigits] - zero
                var beyond = false
                for k in (fractionStart + maximumFractionDigits + 1)..<fractionEnd where bytes[k] != zero {
                    beyond = true
                    break
                }
                let last = 1 + integerCount + fractionCount - 1
                if next > 5 || (next == 5 && (beyond || values[last] & 1 == 1)) {
                    var k = last
                    while k >= 1, values[k] == 9 {
                        values[k] = 0
                        k -= 1
                    }
                    if k >= 1 {
                        values[k] += 1
                    } else {
                        values[0] = 1
                        first = 0
                        integerCount += 1
                    }
                }
            }
            while fractionCount > minimumFractionDigits, values[first + integerCount + fractionCount - 1] == 0 { fractionCount -= 1 }
            if fractionCount < minimumFractionDigits {
                // Zeros up to the minimum, past the digits the text has.
                for k in fractionCount..<minimumFractionDigits { values[first + integerCount + k] = 0 }
                fractionCount = minimumFractionDigits
            }
            // The text, after the digit values.
            let out = values + Self.maximumIntegerDigits + 1 + Self.mostKeptFractionDigits
            var n = 0
            func put(_ piece: [UInt8]) {
                for byte in piece {
                    out[n] = byte
                    n += 1
                }
            }
            if signs { put(negative ? negativePrefix : positivePrefix) }
            if integerCount == 0 {
                put(digits[0])
            } else {
                let grouped = primaryGroup > 0 && integerCount >= primaryGroup + minimumGrouping
                for k in 0..<integerCount {
                    put(digits[Int(values[first + k])])
                    let left = integerCount - k - 1
                    if grouped, left > 0,
                       left == primaryGroup || (left > primaryGroup && (left - primaryGroup) % secondaryGroup == 0) {
                        put(groupingSeparator)
                    }
                }
            }
            if fractionCount > 0 {
                put(decimalSeparator)
                for k in 0..<fractionCount { put(digits[Int(values[first + integerCount + k])]) }
            }
            if signs { put(negative ? negativeSuffix : positiveSuffix) }
            return consume(UnsafeBufferPointer(start: out, count: n))
        }
    }
}
