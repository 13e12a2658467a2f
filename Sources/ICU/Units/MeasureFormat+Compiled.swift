extension MeasureFormat {
    /// A usage's conversions and a mixed unit's parts, compiled once: what
    /// ICU's `UnitsRouter` and `ComplexUnitsConverter` work out again for every
    /// value (the locale's preferences, their conversion factors, the mixed
    /// unit's list pattern), at the cost of many allocations a call.
    ///
    /// Each value is then converted with ICU's own arithmetic: the preference
    /// is the first whose threshold (`geq`, in its largest unit) the magnitude
    /// reaches once nudged by one `DBL_EPSILON` and converted; a mixed unit's
    /// larger parts are the floors of the same nudged values, its last part keeps
    /// the rest, rounded to the precision, and carries a whole unit up when it
    /// rounds to one. Each part is written without ICU where its texts, digits
    /// and rounding were read once (``Spelled``), else by a plain unit format
    /// held for it, with the preference's precision unless the options give
    /// one; the parts are joined with the locale's unit list joins.
    ///
    /// The factors are read off ICU's output for powers of two at full
    /// precision, which the conversions multiply exactly. Kept only where every
    /// probe value — at and around each threshold and each unit boundary,
    /// negative, tiny, huge — gives ICU's text and unit; elsewhere the format
    /// asks ICU for every value. Conversions that are not a factor (an offset
    /// for temperatures, a reciprocal for fuel consumption), options that change
    /// the value converted (a scale) or round asymmetrically, notations other
    /// than the standard one and locales with keywords stay with ICU.
    ///
    /// Sendable notes: immutable after creation; the formatters are ICU's
    /// immutable `UNumberFormatter`s.
    final class Compiled: Sendable {
        /// One of the usage's preferences, or the mixed unit alone.
        struct Route: Sendable {
            /// ICU's factor from the format's unit to the route's largest unit.
            let factor: Double
            /// The converted magnitude from which the route applies.
            let geq: Double
            let unit: UnitID
            let writer: Writer
        }

        /// A route's writer: one plain-unit format, or a mixed unit's parts. A
        /// struct of optionals, not an enum with payloads: an array inside a
        /// payload of a multi-payload enum is held by a pointer with the case's
        /// tag in its spare bits, which LeakSanitizer does not take for a
        /// pointer (see ``CompiledDatePattern/tables``).
        struct Writer: Sendable {
            let single: UNumberFormatterHandle?
            let mixed: Mixed?

            static func single(_ handle: UNumberFormatterHandle) -> Writer { Writer(single: handle, mixed: nil) }
            static func mixed(_ mixed: Mixed) -> Writer { Writer(single: nil, mixed: mixed) }
        }

        /// A mixed unit's parts: `foot-and-inch`, `hour-and-minute-and-second`.
        struct Mixed: Sendable {
            /// The larger parts' formats: the locale's default numbers in each
            /// unit, as ICU writes a mixed unit's integers.
            let integers: [UNumberFormatterHandle]
            /// The last part's format: the options, in the smallest unit.
            let last: UNumberFormatterHandle
            /// The last part's rounding alone, in Latin digits without grouping,
            /// for the value that decides a carry.
            let rounding: UNumberFormatterHandle
            /// ICU's factors from each unit to the next smaller one.
            let factors: [Double]
            /// The locale's unit list joins between consecutive parts.
            let joins: [[UInt8]]
            /// A last part below this cannot round up to a whole next unit: with
            /// ICU's default precisions (at most six fraction digits; integers
            /// with two significant digits) rounding adds less than one, so the
            /// last part is written as it is, without the rounding call. Zero
            /// with any other precision.
            let roundsFrom: Double
            /// The parts written without ICU, where a rounding writes ICU's text
            /// for every probe (``Spelled``); nil where each part is `unumf`'s.
            var spelled: Spelled? = nil
        }

        let routes: [Route]

        /// The longest text written here; longer text is ICU's.
        private static let capacity = 1_024

        init(routes: [Route]) { self.routes = routes }

        /// The measure of `value` and its unit, or nil where ICU writes it
        /// (a part that does not fit, a larger part beyond an `Int64`).
        func write(_ value: Double) -> (text: String, unit: UnitID)? {
            let magnitude = value < 0 ? -value : value
            var route = routes[routes.count - 1]
            if routes.count > 1 {
                // ICU's UnitsRouter::route: the magnitude nudged up by one epsilon.
                let nudged = value.magnitude * (1 + Double.ulpOfOne)
                for candidate in routes where Self.convert(nudged, candidate.factor) >= candidate.geq {
                    route = candidate
                    break
                }
            }
            let converted = Self.convert(magnitude, route.factor)
            let text: String?
            if let mixed = route.writer.mixed {
                text = mixed.write(converted, negative: value < 0)
            } else if let handle = route.writer.single {
                text = Self.assemble { buffer in handle.write(value < 0 ? -converted : converted, into: buffer, at: 0) }
            } else {
                text = nil
            }
            return text.map { ($0, route.unit) }
        }

        /// ICU's UnitsConverter::convert of a conversion without offsets.
        @inline(__always)
        static func convert(_ value: Double, _ factor: Double) -> Double {
            (value + 0) * factor - 0
        }

        /// ICU's UnitsConverter::convertInverse of a conversion without offsets.
        @inline(__always)
        static func convertInverse(_ value: Double, _ factor: Double) -> Double {
            (value + 0) * (1 / factor) - 0
        }

        /// Text written by `write` into a stack buffer, as one `String`.
        @inline(__always)
        static func assemble(_ write: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> String? {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                write(buffer).map { String(decoding: UnsafeBufferPointer(rebasing: buffer[..<$0]), as: UTF8.self) }
            }
        }
    }
}

extension MeasureFormat.Compiled.Mixed {
    /// The parts of `converted` (the magnitude in the largest unit), as ICU's
    /// ComplexUnitsConverter splits them, written and joined; the first part
    /// carries the sign of a negative value.
    func write(_ converted: Double, negative: Bool) -> String? {
        let count = integers.count + 1
        guard count <= Self.mostParts else { return nil }
        return withUnsafeTemporaryAllocation(of: Int64.self, capacity: Self.mostParts) { parts -> String? in
            if let spelled, let rounded = carried(converted, into: parts, spelled.round),
               let text = spelled.write(parts, count: count, last: rounded, negative: negative, joins: joins) {
                return text
            }
            guard let rounded = carried(converted, into: parts, { $0 < roundsFrom ? $0 : round($0) }) else { return nil }
            return MeasureFormat.Compiled.assemble { buffer in
                var offset = 0
                for index in 0..<count {
                    if index > 0 {
                        let join = joins[index - 1]
                        guard offset + join.count <= buffer.count else { return nil }
                        for byte in join { buffer[offset] = byte; offset += 1 }
                    }
                    if index < count - 1 {
                        // Only the first part carries the sign (MixedUnitLongNameHandler).
                        let part = negative && index == 0 ? -parts[index] : parts[index]
                        guard let end = integers[index].write(part, into: buffer, at: offset) else { return nil }
                        offset = end
                    } else {
                        guard let end = last.write(rounded.magnitude, into: buffer, at: offset) else { return nil }
                        offset = end
                    }
                }
                return offset
            }
        }
    }

    /// The larger parts of `converted` (the magnitude in the largest unit),
    /// written to `parts`, and the last part rounded by `round`, after ICU's
    /// applyRounder: the last part rounded, then whole larger units carried up.
    private func carried(_ converted: Double, into parts: UnsafeMutableBufferPointer<Int64>,
                         _ round: (Double) -> Double?) -> Double? {
        let count = integers.count + 1
        let nudge = 1 + Double.ulpOfOne
        guard let quantity = Self.split(converted, factors, into: parts), var rounded = round(quantity) else { return nil }
        var carry = Self.floor(MeasureFormat.Compiled.convertInverse(rounded, factors[count - 2]) * nudge)
        if carry > 0 {
            rounded -= MeasureFormat.Compiled.convert(Double(carry), factors[count - 2])
            parts[count - 2] += carry
            var index = count - 2
            while index > 0 {
                carry = Self.floor(MeasureFormat.Compiled.convertInverse(Double(parts[index]), factors[index - 1]) * nudge)
                if carry <= 0 { break }
                parts[index] -= Int64(MeasureFormat.Compiled.convert(Double(carry), factors[index - 1]).rounded())
                parts[index - 1] += carry
                index -= 1
            }
        }
        return rounded
    }

    /// Splits `converted` (in the largest unit) into whole larger units, written
    /// to `parts`, and returns the rest in the smallest unit, unrounded, as
    /// ComplexUnitsConverter::convert does; nil beyond an `Int64`.
    static func split(_ converted: Double, _ factors: [Double], into parts: UnsafeMutableBufferPointer<Int64>) -> Double? {
        var quantity = converted
        for index in 0..<factors.count {
            if index > 0 { quantity = MeasureFormat.Compiled.convert(quantity, factors[index - 1]) }
            // A value within an epsilon below a whole number is taken as that number.
            let floor = (quantity * (1 + Double.ulpOfOne)).rounded(.down)
            guard floor < 9.2e18 else { return nil }
            parts[index] = Int64(floor)
            let remainder = quantity - Double(parts[index])
            quantity = remainder < 0 ? 0 : remainder
        }
        return MeasureFormat.Compiled.convert(quantity, factors[factors.count - 1])
    }

    /// `floor(x)` as ICU's `int64_t` takes it, within the range the parts are checked to.
    private static func floor(_ value: Double) -> Int64 {
        let floor = value.rounded(.down)
        return floor < 9.2e18 && floor > -9.2e18 ? Int64(floor) : 0
    }

    /// The most parts a compiled mixed unit has: a fixed stack buffer holds them.
    static let mostParts = 8

    /// The last part rounded to its precision, as ICU's DecimalQuantity holds it
    /// and gives it back as a double: ICU's digits read back, exactly.
    private func round(_ value: Double) -> Double? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> Double? in
            guard let end = rounding.write(value, into: buffer, at: 0) else { return nil }
            let digits = UnsafeBufferPointer(rebasing: buffer[..<end])
            return Self.exactDouble(digits) ?? Double(String(decoding: digits, as: UTF8.self))
        }
    }

    /// The double nearest plain decimal digits ("12", "5.375") of at most 15
    /// significant digits and 22 fraction digits: their integer and the power of
    /// ten are exact doubles, so one division rounds correctly. Nil for other text.
    static func exactDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0, significant = 0, fraction = 0
        var afterPoint = false
        for byte in text {
            if byte == UInt8(ascii: ".") {
                guard !afterPoint else { return nil }
                afterPoint = true
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            if mantissa > 0 || byte != UInt8(ascii: "0") { significant += 1 }
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            if afterPoint { fraction += 1 }
        }
        guard !text.isEmpty, significant <= 15, fraction <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<fraction { power *= 10 }
        return Double(mantissa) / power
    }
}
