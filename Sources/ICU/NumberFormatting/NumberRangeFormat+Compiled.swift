extension NumberRangeFormat {
    /// Ranges of whole numbers written as ICU's `UNumberRangeFormatter` writes
    /// them, without it: each end's digits by the locale's decimal style
    /// (``NumberFormat``, `.decimal`, which writes integers without allocating),
    /// and the text ICU puts before, between and after them — its range pattern,
    /// the units and signs it repeats or collapses (`numrange_impl.cpp`), the
    /// fraction digits a currency shows — read once off ICU's output for each
    /// combination of the ends' signs, and for equal ends (the identity
    /// fallback: "~€3.00", "€3.00", "€3.00–€3.00"). `unumrf_formatDoubleRange`
    /// builds both ends' formatted numbers and the range's text on every call.
    ///
    /// Kept only where its text is ICU's for probe ranges of every sign
    /// combination, of plural categories zero to other, of equal ends, and of
    /// ends of every length up to sixteen digits, the ends' digits written as
    /// the numbers or as a hundred times them (percent): a style that otherwise
    /// scales, rounds or abbreviates integers, fills them with zeros, groups them otherwise than
    /// the decimal style, or names a unit by the number's plural category
    /// fails them and keeps ICU. Ends of a fraction, of 2^53 or more in
    /// magnitude (÷ 100 for percent), and the double −0, go to ICU.
    struct Compiled: Sendable {
        /// The text before, between and after the two ends' digits (for equal
        /// ends written once, before and after the digits, `between` nil).
        struct Around: Sendable {
            let before: [UInt8]
            let between: [UInt8]?
            let after: [UInt8]
        }

        /// By the ends' signs: index 2 × (low is negative) + (high is negative).
        private let ranges: [Around]
        /// For equal ends, by their sign: index 1 for negative ends; nil where equal ends go to ICU.
        private let identities: [Around]?
        /// The locale's decimal style, which writes the ends' digits.
        private let integers: NumberFormat
        /// What the ends are multiplied by before they are written: 1, or 100 for percent.
        private let scale: Int64
        /// The magnitude below which an end's digits are written here (2^53 ÷ `scale`).
        private let limit: Int64

        /// Ranges whose ICU text is read off, and ranges checked against ICU.
        private static let readFrom: [(Int64, Int64)] = [(7, 98), (7, -98), (-7, 98), (-7, -98)]
        private static let sameFrom: [Int64] = [7, -7]
        private static let probes: [(Int64, Int64)] = {
            var probes: [(Int64, Int64)] = [(0, 1), (1, 2), (2, 3), (3, 5), (1, 5), (0, 0), (1, 1), (2, 2), (5, 5), (11, 21), (21, 22),
                                            (101, 102), (-1, 1), (-2, -1), (-1, -1), (-5, -5), (0, -1), (1, -1), (-3, 0),
                                            (1_234_567, 1_234_568), (-1_234_568, -1_234_567), (999, 1000), (9_007_199_254_740_991, 0)]
            // Each length of an end up to sixteen digits, in every sign combination.
            var digits: Int64 = 0
            for length in 1...16 {
                digits = digits * 10 + Int64(length % 10 == 0 ? 7 : length % 10)
                probes += [(digits, digits + 1), (-digits, digits / 2), (digits / 3, -digits), (-digits, -digits), (digits, digits)]
            }
            return probes
        }()

        /// The compiled ranges of the format `handle` is (of `locale`), or nil where
        /// any probe's text differs from ICU's: ends written as themselves, or as a
        /// hundred times themselves (the percent style).
        init?(locale: LocaleID, checkingAgainst handle: UNumberRangeFormatterHandle) {
            guard let integers = try? NumberFormat(.decimal, locale: locale) else { return nil }
            for scale in [1, 100] as [Int64] {
                if let compiled = Compiled(integers: integers, scale: scale, checkingAgainst: handle) {
                    self = compiled
                    return
                }
            }
            return nil
        }

        private init?(integers: NumberFormat, scale: Int64, checkingAgainst handle: UNumberRangeFormatterHandle) {
            func digits(_ value: Int64) -> [UInt8] { Array(integers.format(Int(value.magnitude) * Int(scale)).utf8) }
            func icu(_ low: Int64, _ high: Int64) -> [UInt8]? {
                (try? handle.format(Double(low), Double(high), "compiling a number range format"))
                    .map { Array($0.0.utf8) }
            }
            var ranges: [Around] = []
            for (low, high) in Self.readFrom {
                guard let text = icu(low, high), let around = Self.around(text, digits(low), digits(high)),
                      around.between != nil else { return nil }
                ranges.append(around)
            }
            // ICU 72 writes equal ends of a percent range "about" ten thousand times
            // their value (7 is "~70,000%"): where the digits are not found, equal ends go to ICU.
            var identities: [Around]? = []
            for value in Self.sameFrom {
                guard let text = icu(value, value), let around = Self.around(text, digits(value), digits(value)) else {
                    identities = nil
                    break
                }
                identities?.append(around)
            }
            self.integers = integers
            self.scale = scale
            limit = (1 << 53) / scale
            self.ranges = ranges
            self.identities = identities
            for (low, high) in Self.probes {
                guard let expected = icu(low, high) else { return nil }
                let written = write(low, high) { Array($0) }
                guard written == expected || (written == nil && low == high && identities == nil) else { return nil }
            }
        }

        /// The text around the digits `low` and `high` in `text`: the first
        /// `low` and the last `high` after it, or, for the same digits, one
        /// written once.
        static func around(_ text: [UInt8], _ low: [UInt8], _ high: [UInt8]) -> Around? {
            func occurrences(_ part: [UInt8]) -> [Int] {
                guard part.count <= text.count else { return [] }
                return (0...(text.count - part.count)).filter { text[$0..<($0 + part.count)].elementsEqual(part) }
            }
            let lows = occurrences(low), highs = occurrences(high)
            guard let first = lows.first, let last = highs.last else { return nil }
            if low == high, lows.count == 1 {
                return Around(before: Array(text[..<first]), between: nil, after: Array(text[(first + low.count)...]))
            }
            guard first + low.count <= last else { return nil }
            return Around(before: Array(text[..<first]), between: Array(text[(first + low.count)..<last]),
                          after: Array(text[(last + high.count)...]))
        }

        /// The range of two whole doubles, or nil for what is not written here.
        @inline(__always)
        func format(_ low: Double, _ high: Double) -> String? {
            let limit = Double(self.limit)
            guard low == low.rounded(), high == high.rounded(), low.magnitude < limit, high.magnitude < limit,
                  !(low == 0 && low.sign == .minus), !(high == 0 && high.sign == .minus) else { return nil }
            return write(Int64(low), Int64(high)) { String(decoding: $0, as: UTF8.self) }
        }

        /// The range of two integers, or nil for what is not written here.
        @inline(__always)
        func format(_ low: Int, _ high: Int) -> String? {
            let limit = Int(self.limit)
            guard low > -limit, low < limit, high > -limit, high < limit else { return nil }
            return write(Int64(low), Int64(high)) { String(decoding: $0, as: UTF8.self) }
        }

        /// The range's text, passed to `consume`; nil for equal ends where they go
        /// to ICU. Different integers are never equal after rounding here: a
        /// style that rounds them fails the probes.
        private func write<R>(_ low: Int64, _ high: Int64, _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
            let around: Around
            if low == high {
                guard let identities else { return nil }
                around = identities[low < 0 ? 1 : 0]
            } else {
                around = ranges[(low < 0 ? 2 : 0) + (high < 0 ? 1 : 0)]
            }
            let capacity = around.before.count + (around.between?.count ?? 0) + around.after.count + 2 * 128
            return BoundedBytes.withStack(capacity: capacity) { text -> R? in
                func appendDigits(_ value: Int64) -> Bool {
                    (try? integers.storage.output(.int(Int64(value.magnitude) * scale), { text.append($0) })) == true
                }
                guard text.append(around.before), appendDigits(low) else { return nil }
                if let between = around.between {
                    guard text.append(between), appendDigits(high) else { return nil }
                }
                guard text.append(around.after) else { return nil }
                return consume(text.written)
            }
        }
    }
}
