extension DurationFormat {
    /// The numeric width's digits ("1:02:03") written as ICU's `MeasureFormat`
    /// writes them, without it: the locale's hour-minute, hour-minute-second and
    /// minute-second patterns (CLDR's `durationUnits`: `h:mm`, `h:mm:ss`, `m:ss`),
    /// read once off `MeasureFormat`'s own output, with each amount's whole part
    /// written by the locale's decimal style (``NumberFormat``, `.decimal`, which
    /// writes integers without allocating), a zero in front where the pattern
    /// doubles the letter, and a fraction in the locale's digits after its
    /// decimal separator. `formatMeasures` builds a legacy number format's
    /// output for every amount instead, with some thirty mallocs a call.
    ///
    /// ICU takes this path for two or three of hours, minutes and seconds, in
    /// that order (`toHMS` in measfmt.cpp), hours and seconds alone written with
    /// the hour-minute-second pattern and zero minutes; every other duration, and
    /// an amount whose digits a `Double` cannot give back, is not written here.
    ///
    /// Kept only where it writes `MeasureFormat`'s text for probe durations
    /// that group digits, keep zeros, write fractions and fill minutes and
    /// seconds to two digits; elsewhere the format asks `MeasureFormat`.
    struct Numeric: Sendable {
        /// One number in a pattern: which amount (0 hours, 1 minutes, 2 seconds),
        /// and whether it is written with at least two digits (`mm`).
        private struct Field: Sendable {
            let amount: Int
            let twoDigits: Bool
        }

        /// A pattern as the text around its numbers: one more literal than fields.
        private struct Pattern: Sendable {
            let literals: [[UInt8]]
            let fields: [Field]
        }

        private let hourMinute: Pattern, hourMinuteSecond: Pattern, minuteSecond: Pattern
        /// The locale's digits, decimal separator and whole parts.
        private let amounts: AmountDigits
        /// What goes before a negative duration.
        private let minusSign: [UInt8]

        /// Probes that group digits, keep zeros, write fractions and fill to two
        /// digits, in every shape this path takes.
        private static let probes: [[(DurationValue.Unit, Double)]] = [
            [(.hours, 1), (.minutes, 2), (.seconds, 3)], [(.hours, 0), (.minutes, 0), (.seconds, 0)],
            [(.hours, 1234), (.minutes, 5), (.seconds, 6.25)], [(.hours, 25), (.minutes, 90)], [(.hours, 10), (.seconds, 59.5)],
            [(.minutes, 1), (.seconds, 0.123456789)], [(.minutes, 1_234_567), (.seconds, 10)], [(.minutes, 0), (.seconds, 7.000000001)],
            [(.hours, 9_007_199_254_740_991), (.minutes, 59), (.seconds, 59)], [(.hours, 12), (.minutes, 34.5)],
        ]

        /// The numeric form for `locale` (the locale `handle` writes digits in),
        /// or nil where its text is not `handle`'s for every probe.
        init?(locale: LocaleID, minusSign: String, checkingAgainst handle: MeasureFormatHandle) {
            guard let amounts = AmountDigits(locale: locale) else { return nil }
            self.amounts = amounts
            let digits = amounts.digits
            self.minusSign = Array(minusSign.utf8)
            // The patterns, read off ICU's output for 3 hours, 4 minutes and 5 seconds.
            func pattern(_ amounts: [(DurationValue.Unit, Double)]) -> Pattern? {
                guard let text = try? handle.format(count: amounts.count, { index in
                    MeasureFormatHandle.Amount(unit: Storage.icuUnit(amounts[index].0), value: amounts[index].1)
                }) else { return nil }
                return Self.pattern(of: Array(text.utf8), digits: digits)
            }
            guard let hourMinute = pattern([(.hours, 3), (.minutes, 4)]), hourMinute.fields.count == 2,
                  let hourMinuteSecond = pattern([(.hours, 3), (.minutes, 4), (.seconds, 5)]), hourMinuteSecond.fields.count == 3,
                  let minuteSecond = pattern([(.minutes, 4), (.seconds, 5)]), minuteSecond.fields.count == 2 else { return nil }
            self.hourMinute = hourMinute
            self.hourMinuteSecond = hourMinuteSecond
            self.minuteSecond = minuteSecond
            for probe in Self.probes {
                guard let value = try? DurationValue(probe) else { return nil }
                let icu = try? handle.format(count: probe.count) { index in
                    MeasureFormatHandle.Amount(unit: Storage.icuUnit(probe[index].0), value: probe[index].1)
                }
                guard let icu, let written = format(value.components, negative: false), written == icu else { return nil }
            }
        }

        /// The literals and numbers of ICU's output for 3 hours, 4 minutes and 5
        /// seconds (or two of them): each run of digits is an amount, told by its
        /// last digit, written with one digit or two.
        private static func pattern(of text: [UInt8], digits: [[UInt8]]) -> Pattern? {
            var literals: [[UInt8]] = [[]]
            var fields: [Field] = []
            var run: [Int] = []
            func endRun() -> Bool {
                guard !run.isEmpty else { return true }
                defer { run = [] }
                guard let last = run.last, (3...5).contains(last) else { return false }
                let twoDigits: Bool
                switch run.count {
                case 1: twoDigits = false
                case 2 where run[0] == 0: twoDigits = true
                default: return false
                }
                guard !fields.contains(where: { $0.amount == last - 3 }) else { return false }
                fields.append(Field(amount: last - 3, twoDigits: twoDigits))
                literals.append([])
                return true
            }
            var index = 0
            while index < text.count {
                if let digit = digits.indices.first(where: { text[index...].starts(with: digits[$0]) }) {
                    run.append(digit)
                    index += digits[digit].count
                } else {
                    guard endRun() else { return nil }
                    literals[literals.count - 1].append(text[index])
                    index += 1
                }
            }
            guard endRun() else { return nil }
            return Pattern(literals: literals, fields: fields)
        }

        /// Whether ICU writes amounts of these units in digits (`toHMS` in
        /// measfmt.cpp): two or three of hours, minutes and seconds, in that order.
        static func writesDigits(_ units: [DurationValue.Unit]) -> Bool {
            guard units.count >= 2 else { return false }
            var present = 0
            for unit in units {
                let bit: Int
                switch unit {
                case .hours: bit = 1
                case .minutes: bit = 2
                case .seconds: bit = 4
                default: return false
                }
                guard present < bit else { return false }
                present |= bit
            }
            return true
        }

        /// The duration's amounts in digits, or nil where ICU does not write
        /// them so (see ``Numeric``) or a `Double` would not give them back.
        func format(_ components: [DurationValue.Component], negative: Bool) -> String? {
            guard components.count >= 2 else { return nil }
            // Which amounts there are, as `toHMS` reads them: each of hours, minutes
            // and seconds at most once, in that order.
            var present = 0
            var slots: (Int, Int, Int) = (-1, -1, -1)
            for (index, component) in components.enumerated() {
                let bit: Int
                switch component.unit {
                case .hours: bit = 1; slots.0 = index
                case .minutes: bit = 2; slots.1 = index
                case .seconds: bit = 4; slots.2 = index
                default: return nil
                }
                guard present < bit, !component.hasTooManyDigits else { return nil }
                present |= bit
            }
            let pattern: Pattern
            // ICU cuts the fraction off every amount but the last the pattern shows.
            let truncated: Int
            switch present {
            case 3: pattern = hourMinute; truncated = 1
            case 6: pattern = minuteSecond; truncated = 2
            case 5, 7: pattern = hourMinuteSecond; truncated = 2
            default: return nil
            }
            let capacity = minusSign.count + pattern.literals.reduce(0) { $0 + $1.count } + 3 * 160
            return BoundedBytes.withStack(capacity: capacity) { text -> String? in
                if negative { guard text.append(minusSign) else { return nil } }
                for (index, field) in pattern.fields.enumerated() {
                    guard text.append(pattern.literals[index]) else { return nil }
                    let slot = field.amount == 0 ? slots.0 : field.amount == 1 ? slots.1 : slots.2
                    let component = slot >= 0 ? components[slot] : nil
                    let whole = component?.whole ?? 0
                    if field.twoDigits, whole < 10, !text.append(amounts.digits[0]) { return nil }
                    guard amounts.appendWhole(whole, to: &text) else { return nil }
                    if let component, component.billionths != 0, field.amount >= truncated {
                        guard amounts.appendFraction(component.billionths, to: &text) else { return nil }
                    }
                }
                guard text.append(pattern.literals[pattern.literals.count - 1]) else { return nil }
                return String(decoding: text.written, as: UTF8.self)
            }
        }
    }
}
