extension NumberRangeFormat {
    /// Ranges with an end of a fraction ("€2.50 – €5.00", "1.5–2.25") written as
    /// ICU's `UNumberRangeFormatter` writes them, without it: each end's digits
    /// rounded as ICU rounds them, from the double's shortest decimal
    /// representation (which is what ICU reads a double as), half to even to the
    /// format's fraction digits and padded to its minimum, then written by the
    /// locale's compiled decimal style (``CompiledDecimalFormat``, its digits,
    /// separators and grouping); and the text ICU puts before, between and
    /// after them read once off ICU's output for each combination of the ends'
    /// signs, for ends equal as given and for ends equal once rounded
    /// ("~€3.00" for 2.999 and 3.001).
    ///
    /// The fraction digits (a currency's two, the decimal style's zero to
    /// three, a percent's none after the value is multiplied by 100) are not
    /// taken from the style's description: each candidate is checked against
    /// ICU on probe ranges (ends of no, one, two and three fraction digits,
    /// halves that round either way, ends equal once rounded, negative ends and
    /// ends that round to zero, long ends) and the first whose every probe is
    /// ICU's text is kept. A format no candidate matches (significant digits,
    /// compact notation, a rounding increment, units named by the plural
    /// category of a fraction) keeps ICU for ranges with a fraction.
    ///
    /// Ends of 2^53 or more in magnitude (÷ 100 for percent), those whose
    /// shortest representation has an exponent (below 10⁻⁴), NaN, the
    /// infinities and −0 go to ICU.
    struct CompiledFractions: Sendable {
        private typealias Around = Compiled.Around

        /// The locale's decimal style, which writes the ends' digits.
        private let body: CompiledDecimalFormat
        private let minimumFractionDigits: Int
        private let maximumFractionDigits: Int
        /// How many places the decimal point moves right before rounding: 0, or 2 for percent.
        private let shift: Int
        /// By the ends' signs: index 2 × (low is negative) + (high is negative).
        private let ranges: [Around]
        /// For ends equal as given, and for ends equal once rounded, by their
        /// sign (index 1 for negative); nil where those go to ICU.
        private let equal: [Around]?
        private let equalOnceRounded: [Around]?
        /// The magnitude below which an end is written here.
        private let limit: Double

        /// The fraction digits and decimal point shifts tried, in order.
        private static let candidates: [(minimum: Int, maximum: Int, shift: Int)] = [
            (0, 3, 0), (2, 2, 0), (0, 0, 0), (0, 0, 2), (3, 3, 0), (1, 1, 0), (0, 2, 0), (0, 1, 0), (1, 3, 0), (2, 3, 0),
        ]

        /// Ranges whose ICU text is read off: ends of one and of four fraction
        /// digits, which no two candidates write alike.
        private static let readFrom: [(Double, Double)] = [(7.1, 98.7654), (7.1, -98.7654), (-7.1, 98.7654), (-7.1, -98.7654)]
        private static let equalFrom: [(Double, Double)] = [(7.25, 7.25), (-7.25, -7.25)]
        /// Different as given, equal once rounded to three fraction digits or fewer, even ×100.
        private static let equalOnceRoundedFrom: [(Double, Double)] = [(7.25, 7.2500001), (-7.25, -7.2500001)]
        /// Ranges checked against ICU.
        private static let probes: [(Double, Double)] = {
            var probes: [(Double, Double)] = [
                (0.5, 1.25), (1.5, 2.25), (2.5, 3.5), (0.125, 0.135), (1.005, 2.675), (2.125, 2.135), (0.0005, 0.0015),
                (1.0005, 2.0015), (9.995, 10.5), (99.9951, 999.9996), (0.004, 0.006), (0.1, 0.2), (0.30000000000000004, 0.7),
                (2.999, 3.001), (3.0001, 3.0004), (0.0001, 0.0002), (2.5, 2.5), (-2.5, -2.5), (0.05, 0.05), (3, 5.5), (5.5, 3),
                (-1.5, 2.25), (1.5, -2.25), (-2.25, -1.5), (-0.001, 0.001), (0.001, -0.001), (-0.004, -0.001), (-0.5, 0.5),
                (-0.5, -0.5), (-0.0049, -0.0051), (0.5, 0.5000001), (-7.5, -7.5000001), (1234.5, 1234.5001),
                (0.123456, 0.123456), (-1.23456, -1.23456), (0.123456, 0.1234561), (-0.0123456, -0.0123457),
                (1234567.891, 9876543.21), (123456789012.345, 123456789012.355), (4503599627370495.5, 0.5),
            ]
            // Each integer length up to thirteen digits with halves, quarters and eighths, in every sign combination.
            var digits = 0.0
            for length in 1...13 {
                digits = digits * 10 + Double(length % 10 == 0 ? 7 : length % 10)
                probes += [(digits + 0.5, digits + 0.25), (-(digits + 0.125), digits + 0.875),
                           (digits + 0.375, -(digits + 0.625)), (-(digits + 0.75), -(digits + 0.5))]
            }
            return probes
        }()

        /// The compiled ranges with fractions of the format `handle` is (of
        /// `locale`), or nil where no candidate writes ICU's text for every probe.
        init?(locale: LocaleID, checkingAgainst handle: UNumberRangeFormatterHandle) {
            guard let decimal = try? NumberFormat(.decimal, locale: locale),
                  let body = CompiledDecimalFormat.of(locale, writtenBy: { text in
                      try? decimal.storage.outputThroughICU(.decimal(text)) { Array($0) }
                  }) else { return nil }
            // ICU's text for each range asked, asked once whichever candidates are tried.
            struct Ends: Hashable { let low: UInt64, high: UInt64 }
            var asked: [Ends: [UInt8]?] = [:]
            func icu(_ low: Double, _ high: Double) -> [UInt8]? {
                let key = Ends(low: low.bitPattern, high: high.bitPattern)
                if let text = asked[key] { return text }
                let text = (try? handle.format(low, high, "compiling a number range format")).map { Array($0.0.utf8) }
                asked[key] = text
                return text
            }
            for candidate in Self.candidates {
                if let compiled = CompiledFractions(body: body, candidate, icu) {
                    self = compiled
                    return
                }
            }
            return nil
        }

        private init?(body: CompiledDecimalFormat, _ candidate: (minimum: Int, maximum: Int, shift: Int),
                      _ icu: (Double, Double) -> [UInt8]?) {
            func around(_ pairs: [(Double, Double)]) -> [Around]? {
                var found: [Around] = []
                for (low, high) in pairs {
                    guard let text = icu(low, high),
                          let lowDigits = Self.digits(low, body, candidate, { Array($0) }),
                          let highDigits = Self.digits(high, body, candidate, { Array($0) }),
                          let around = Compiled.around(text, lowDigits, highDigits) else { return nil }
                    found.append(around)
                }
                return found
            }
            guard let ranges = around(Self.readFrom), ranges.allSatisfy({ $0.between != nil }) else { return nil }
            self.body = body
            minimumFractionDigits = candidate.minimum
            maximumFractionDigits = candidate.maximum
            shift = candidate.shift
            limit = Double(1 << 53) / (candidate.shift == 2 ? 100 : 1)
            self.ranges = ranges
            equal = around(Self.equalFrom)
            equalOnceRounded = around(Self.equalOnceRoundedFrom)
            for (low, high) in Self.probes {
                guard let expected = icu(low, high) else { return nil }
                let written = write(low, high) { Array($0) }
                guard written == expected || (written == nil && Self.goesToICU(low, high, equal, equalOnceRounded)) else { return nil }
            }
        }

        /// Whether a probe's range is one that ``write(_:_:)`` leaves to ICU:
        /// equal ends where their text was not found.
        private static func goesToICU(_ low: Double, _ high: Double, _ equal: [Around]?, _ equalOnceRounded: [Around]?) -> Bool {
            low == high ? equal == nil : equalOnceRounded == nil
        }

        /// The range of two doubles, at least one with a fraction, or nil for what is not written here.
        @inline(__always)
        func format(_ low: Double, _ high: Double) -> String? {
            guard low.magnitude < limit, high.magnitude < limit,
                  !(low == 0 && low.sign == .minus), !(high == 0 && high.sign == .minus) else { return nil }
            return write(low, high) { String(decoding: $0, as: UTF8.self) }
        }

        /// The range's text, passed to `consume`; nil for what goes to ICU.
        private func write<R>(_ low: Double, _ high: Double, _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
            digits(low) { lowDigits in
                digits(high) { highDigits -> R? in
                    let signs = (low < 0 ? 2 : 0) + (high < 0 ? 1 : 0)
                    let around: Around
                    if low == high {
                        guard let equal else { return nil }
                        around = equal[signs == 0 ? 0 : 1]
                    } else if (signs == 0 || signs == 3), lowDigits.elementsEqual(highDigits) {
                        guard let equalOnceRounded else { return nil }
                        around = equalOnceRounded[signs == 0 ? 0 : 1]
                    } else {
                        around = ranges[signs]
                    }
                    let capacity = around.before.count + lowDigits.count + (around.between?.count ?? 0) + highDigits.count
                        + around.after.count
                    return BoundedBytes.withStack(capacity: capacity) { text -> R? in
                        guard text.append(around.before), text.append(lowDigits) else { return nil }
                        if let between = around.between {
                            guard text.append(between), text.append(highDigits) else { return nil }
                        }
                        guard text.append(around.after) else { return nil }
                        return consume(text.written)
                    }
                } ?? nil
            } ?? nil
        }

        /// The digits of `value`'s magnitude as the format rounds them, passed to
        /// `consume`; nil where its shortest representation has an exponent.
        @inline(__always)
        private func digits<R>(_ value: Double, _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
            Self.digits(value, body, (minimumFractionDigits, maximumFractionDigits, shift), consume)
        }

        private static func digits<R>(_ value: Double, _ body: CompiledDecimalFormat,
                                      _ fraction: (minimum: Int, maximum: Int, shift: Int),
                                      _ consume: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
            ShortestDecimal.withDigits(of: value.magnitude, shiftingPoint: fraction.shift) { text in
                body.writeDigits(text, minimumFractionDigits: fraction.minimum, maximumFractionDigits: fraction.maximum, consume)
            } ?? nil
        }
    }
}
