/// An amount of time as it was written: years, months, weeks, days, hours,
/// minutes, seconds and their fractions, each kept as given, zero amounts
/// included ("PT1H0M" is one hour and zero minutes).
///
/// ```swift
/// let meeting = try DurationValue(hours: 1, minutes: 30)
/// let trip = try DurationValue(iso8601: "P2DT3H")          // 2 days, 3 hours
/// let lap = try DurationValue(iso8601: "PT1M2.5S")         // 1 minute, 2.5 seconds
/// let ago = try DurationValue(iso8601: "-P1D")             // minus one day
/// ```
///
/// Nothing is converted: 90 minutes stay 90 minutes, and a month is not a
/// number of days. The amounts share one sign: a duration is negative as a
/// whole or not at all, as ECMA-402's `DurationFormat` requires. Each amount's
/// whole part is below 2^53 (9,007,199,254,740,992), and only the smallest
/// amount may have a fraction, of at most nine digits, and then at most 15
/// significant digits in all (ICU formats amounts as `Double`s).
///
/// The name avoids the standard library's `Duration`, a number of seconds and
/// attoseconds, which holds no months or years.
public struct DurationValue: Sendable, Hashable {
    /// The units a duration's amounts are in, largest first.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
        /// Years (`MeasureUnit::getYear`; ISO 8601's `Y`).
        case years
        /// Months (`MeasureUnit::getMonth`; ISO 8601's `M` before `T`).
        case months
        /// Weeks (`MeasureUnit::getWeek`; ISO 8601's `W`).
        case weeks
        /// Days (`MeasureUnit::getDay`; ISO 8601's `D`).
        case days
        /// Hours (`MeasureUnit::getHour`; ISO 8601's `H`).
        case hours
        /// Minutes (`MeasureUnit::getMinute`; ISO 8601's `M` after `T`).
        case minutes
        /// Seconds (`MeasureUnit::getSecond`; ISO 8601's `S`).
        case seconds
        /// Milliseconds (`MeasureUnit::getMillisecond`), which ISO 8601 has no letter for.
        case milliseconds
        /// Microseconds (`MeasureUnit::getMicrosecond`), which ISO 8601 has no letter for.
        case microseconds
        /// Nanoseconds (`MeasureUnit::getNanosecond`), which ISO 8601 has no letter for.
        case nanoseconds

        /// The unit's name, such as `hours`.
        public var description: String { rawValue }

        /// Larger units come first.
        public static func < (lhs: Unit, rhs: Unit) -> Bool { lhs.rank < rhs.rank }

        var rank: Int { Unit.allCases.firstIndex(of: self)! }
    }

    /// One amount of a duration, without its sign (the duration's ``isNegative`` is).
    public struct Component: Sendable, Hashable {
        /// The unit of the amount.
        public let unit: Unit
        /// The whole part of the amount, below 2^53.
        public let whole: UInt64
        /// The fraction of the amount in billionths (0 ..< 1,000,000,000): 500,000,000 for `.5`.
        public let billionths: UInt32

        /// The amount as the `Double` nearest to it: the amount exactly for a
        /// whole number, and for a fraction, whose digits it gives back
        /// (`description`), since an amount has at most 15 significant digits.
        public var magnitude: Double {
            guard billionths != 0 else { return Double(whole) }
            // Whole and fraction as one integer of at most 15 digits, over a
            // power of ten: one correctly rounded division, the nearest Double.
            let fraction = trimmedFraction
            let scale = DurationValue.powerOfTen(fraction.digits)
            return Double(whole * scale + UInt64(fraction.value)) / Double(scale)
        }

        /// The fraction without its trailing zeros, and how many digits it has after the point.
        var trimmedFraction: (value: UInt32, digits: Int) {
            var value = billionths
            var digits = 9
            while value != 0, value % 10 == 0 {
                value /= 10
                digits -= 1
            }
            return (value, digits)
        }

        /// Whether whole part and fraction together have more than 15
        /// significant digits, more than a `Double` gives back, and than ICU,
        /// which formats amounts as `Double`s, writes.
        var hasTooManyDigits: Bool {
            guard billionths != 0 else { return false }
            let fraction = trimmedFraction
            // Without a whole part, the fraction's leading zeros are not significant.
            let significant = whole == 0 ? DurationValue.digitCount(UInt64(fraction.value))
                                         : DurationValue.digitCount(whole) + fraction.digits
            return significant > DurationValue.maxSignificantDigits
        }
    }

    /// The decimal digits of a number; none for 0.
    static func digitCount(_ number: UInt64) -> Int {
        var count = 0
        var rest = number
        while rest > 0 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// 10 to the power `exponent` (0 ... 19).
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    /// The most significant digits an amount with a fraction may have: 15, as
    /// many as a `Double` gives back, which ICU formats amounts as.
    public static let maxSignificantDigits = 15

    /// The largest whole part an amount may have: 2^53 − 1, the largest
    /// integer a `Double` (and JavaScript's `Number`) holds exactly.
    public static let maxWhole: UInt64 = (1 << 53) - 1

    /// The amounts, largest unit first, each unit at most once.
    public let components: [Component]
    /// Whether the duration is negative: every amount counts backwards. A
    /// duration whose amounts are all zero is never negative.
    public let isNegative: Bool

    /// A duration of the amounts given; `nil` leaves a unit out, `0` writes it.
    ///
    /// ```swift
    /// try DurationValue(hours: 1, minutes: 0, seconds: 30)     // 1 hour, 0 minutes, 30 seconds
    /// try DurationValue(seconds: 2.5)                           // 2.5 seconds
    /// try DurationValue(days: -1, hours: -12)                   // negative: minus 1 day, 12 hours
    /// ```
    ///
    /// A fraction is kept to the nearest billionth, and to 15 significant
    /// digits in all: the decimal the `Double` stands for (`0.1 + 0.2` is 0.3).
    ///
    /// - Throws: ``ICUError`` (`U_ILLEGAL_ARGUMENT_ERROR`) when no amount is
    ///   given, an amount is NaN or infinite or has a whole part of 2^53 or
    ///   more, amounts have different signs, or an amount other than the
    ///   smallest has a fraction (ICU would write it cut off).
    public init(years: Double? = nil, months: Double? = nil, weeks: Double? = nil, days: Double? = nil,
                hours: Double? = nil, minutes: Double? = nil, seconds: Double? = nil,
                milliseconds: Double? = nil, microseconds: Double? = nil, nanoseconds: Double? = nil) throws(ICUError) {
        let given: [(Unit, Double?)] = [
            (.years, years), (.months, months), (.weeks, weeks), (.days, days), (.hours, hours), (.minutes, minutes),
            (.seconds, seconds), (.milliseconds, milliseconds), (.microseconds, microseconds), (.nanoseconds, nanoseconds),
        ]
        try self.init(amounts: given.compactMap { unit, amount in amount.map { (unit, $0) } })
    }

    /// A duration of amounts in units given in any order, each unit at most once.
    ///
    /// ```swift
    /// try DurationValue([(.minutes, 90)])   // 90 minutes, not converted
    /// ```
    ///
    /// - Throws: ``ICUError`` (`U_ILLEGAL_ARGUMENT_ERROR`) as
    ///   ``init(years:months:weeks:days:hours:minutes:seconds:milliseconds:microseconds:nanoseconds:)``
    ///   does, and for a unit given twice.
    public init(_ amounts: [(Unit, Double)]) throws(ICUError) {
        try self.init(amounts: amounts.sorted { $0.0 < $1.0 })
    }

    /// The amounts sorted by unit.
    private init(amounts: [(Unit, Double)]) throws(ICUError) {
        func refuse(_ reason: String) -> ICUError {
            ICUError(code: .illegalArgument, operation: "making a duration", reason: reason)
        }
        guard !amounts.isEmpty else { throw refuse("a duration has at least one amount") }
        var negative: (Unit, Double)?
        var positive: (Unit, Double)?
        var components: [Component] = []
        components.reserveCapacity(amounts.count)
        for (index, (unit, amount)) in amounts.enumerated() {
            guard amount.isFinite else { throw refuse("\(unit) is \(amount), not a finite number") }
            if index > 0, amounts[index - 1].0 == unit { throw refuse("\(unit) given twice") }
            if amount < 0 { negative = negative ?? (unit, amount) }
            if amount > 0 { positive = positive ?? (unit, amount) }
            if let negative, let positive {
                throw refuse("\(negative.0) \(negative.1) and \(positive.0) \(positive.1) have different signs")
            }
            let magnitude = amount.magnitude
            guard magnitude < Double(Self.maxWhole) + 1 else {
                throw refuse("\(unit) \(amount) is 2^53 or more")
            }
            // The fraction to as many digits as 15 significant digits leave
            // (nine at most): the decimal a Double stands for.
            var whole = UInt64(magnitude.rounded(.towardZero))
            let scale = Self.powerOfTen(Swift.max(0, Swift.min(9, Self.maxSignificantDigits - Self.digitCount(whole))))
            var fraction = ((magnitude - Double(whole)) * Double(scale)).rounded(.toNearestOrEven)
            if fraction >= Double(scale) {
                whole += 1
                fraction = 0
            }
            guard whole <= Self.maxWhole else { throw refuse("\(unit) \(amount) is 2^53 or more") }
            let billionths = UInt32(UInt64(fraction) * (1_000_000_000 / scale))
            if billionths != 0, index != amounts.count - 1 {
                throw refuse("\(unit) \(amount) has a fraction, which only the smallest amount may have")
            }
            components.append(Component(unit: unit, whole: whole, billionths: billionths))
        }
        self.components = components
        isNegative = negative != nil
    }

    /// Amounts already checked: sorted, one sign, below 2^53, a fraction on the last alone.
    init(checked components: [Component], isNegative: Bool) {
        self.components = components
        self.isNegative = isNegative && components.contains { $0.whole != 0 || $0.billionths != 0 }
    }

    /// The signed amount of a unit, or `nil` when the duration does not have it.
    ///
    /// ```swift
    /// try DurationValue(iso8601: "-PT1H30M").amount(of: .minutes)   // -30
    /// ```
    public func amount(of unit: Unit) -> Double? {
        guard let component = components.first(where: { $0.unit == unit }) else { return nil }
        return isNegative ? -component.magnitude : component.magnitude
    }
}
