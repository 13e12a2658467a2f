extension DurationFormat {
    /// A locale's numbers as `MeasureFormat` writes a duration's amounts, read
    /// once: the whole part by the locale's decimal style (``NumberFormat``,
    /// `.decimal`, which writes integers without allocating), a fraction digit by
    /// digit, in the locale's digits, after its decimal separator (an amount has
    /// at most nine fraction digits, all of which ICU writes).
    struct AmountDigits: Sendable {
        /// The locale's decimal style, which writes each whole part.
        private let integers: NumberFormat
        /// The digits 0 to 9, as the decimal style writes them.
        let digits: [[UInt8]]
        private let decimalSeparator: [UInt8]

        /// The most bytes one amount's number takes: 16 digits with a group
        /// separator after each, a decimal separator and nine fraction digits.
        let longest: Int

        /// The digits of `locale`'s decimal style, or nil where its output for
        /// the digits and for 1.5 is not one digit each and a separator.
        init?(locale: LocaleID) {
            guard let integers = try? NumberFormat(.decimal, locale: locale) else { return nil }
            var digits: [[UInt8]] = []
            for digit in 0...9 { digits.append(Array(integers.format(digit).utf8)) }
            guard Set(digits).count == 10, digits.allSatisfy({ !$0.isEmpty }) else { return nil }
            let one = Array(integers.format(1).utf8), oneHalf = Array(integers.format(1.5).utf8)
            guard oneHalf.count > one.count + digits[5].count, oneHalf.starts(with: one),
                  oneHalf.suffix(digits[5].count).elementsEqual(digits[5]) else { return nil }
            self.integers = integers
            self.digits = digits
            decimalSeparator = Array(oneHalf[one.count..<(oneHalf.count - digits[5].count)])
            let digitBytes = digits.map(\.count).max() ?? 1
            // A group separator is at most a few bytes (U+202F is three); eight is room to spare.
            longest = 16 * (digitBytes + 8) + decimalSeparator.count + 9 * digitBytes
        }

        /// Appends the whole part `whole` (below 2^53) as the decimal style writes it.
        @inline(__always)
        func appendWhole(_ whole: UInt64, to text: inout BoundedBytes) -> Bool {
            (try? integers.storage.output(.int(Int64(whole)), { text.append($0) })) == true
        }

        /// Appends a fraction of `billionths` (nonzero), without trailing zeros,
        /// after the decimal separator.
        func appendFraction(_ billionths: UInt32, to text: inout BoundedBytes) -> Bool {
            guard text.append(decimalSeparator) else { return false }
            var fraction = billionths
            var place: UInt32 = 100_000_000
            while fraction != 0 {
                guard text.append(digits[Int(fraction / place)]) else { return false }
                fraction %= place
                place /= 10
            }
            return true
        }

        /// The amount's number, as `MeasureFormat` writes it.
        func text(of component: DurationValue.Component) -> [UInt8]? {
            BoundedBytes.withStack(capacity: longest) { text -> [UInt8]? in
                guard appendWhole(component.whole, to: &text),
                      component.billionths == 0 || appendFraction(component.billionths, to: &text) else { return nil }
                return Array(text.written)
            }
        }
    }
}
