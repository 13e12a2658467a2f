extension MeasureFormat.Compiled {
    /// A mixed unit's parts written without ICU, so that a call allocates only
    /// its `String`: each part's number in the locale's compiled decimal style
    /// (``CompiledDecimalFormat``) put into its unit's text for the number's
    /// plural category, the parts joined with the locale's unit list joins
    /// (``Mixed/joins``).
    ///
    /// ICU's `MixedUnitLongNameHandler` writes each larger part as a whole
    /// number in the unit's pattern for its category, the last part rounded to
    /// the format's precision in its own pattern, with one `unumf` call's
    /// allocations for every part. Here the pattern of each part's unit and
    /// category is read once off ICU's output for a number of that category
    /// (the text around the number, or the text alone where the pattern has no
    /// number, as Arabic writes one hour "ساعة"); the last part is rounded half
    /// to even on the double's shortest decimal representation (what ICU reads
    /// a double as) to ``Rounding``'s digits; the category of a whole number is
    /// `uplrules_select`'s, of a number with fraction digits the locale's
    /// ``CompiledPluralRules``' (or `uplrules_select`'s, where it reads the
    /// number exactly: up to three fraction digits, none of them a trailing zero).
    ///
    /// The rounding is not read off the options: candidates are tried in turn
    /// and the first whose text is ICU's for every creation probe is kept
    /// (``MeasureFormat/Compiled/make(unit:width:usage:locale:options:maximumMagnitude:icu:)``);
    /// a format none fits writes each part with `unumf`. A value whose last
    /// part has no plain decimal representation (below 10⁻⁴, more than 15
    /// significant digits), or whose category is not read here, is written with
    /// `unumf` too.
    struct Spelled: Sendable {
        /// One unit's text for one plural category: the number between `prefix`
        /// and `suffix`, or `prefix` alone where the text has no number.
        struct Piece: Sendable {
            let prefix: [UInt8]
            let suffix: [UInt8]
            let hasNumber: Bool
        }

        /// The last part's rounding, half to even: to `maximumFraction` fraction
        /// digits, or more where fewer would leave less than `minimumSignificant`
        /// significant digits (`precision-integer/@@*`, a usage's default),
        /// trailing zeros dropped down to `minimumFraction`.
        struct Rounding: Sendable {
            let minimumFraction: Int
            let maximumFraction: Int
            let minimumSignificant: Int

            /// The roundings tried, in order: a unit's default precision, a
            /// usage's default, then the common fraction digits.
            static let candidates: [Rounding] = [
                Rounding(minimumFraction: 0, maximumFraction: 6, minimumSignificant: 0),
                Rounding(minimumFraction: 0, maximumFraction: 0, minimumSignificant: 2),
                Rounding(minimumFraction: 0, maximumFraction: 0, minimumSignificant: 0),
                Rounding(minimumFraction: 0, maximumFraction: 1, minimumSignificant: 0),
                Rounding(minimumFraction: 0, maximumFraction: 2, minimumSignificant: 0),
                Rounding(minimumFraction: 0, maximumFraction: 3, minimumSignificant: 0),
                Rounding(minimumFraction: 1, maximumFraction: 1, minimumSignificant: 0),
                Rounding(minimumFraction: 2, maximumFraction: 2, minimumSignificant: 0),
                Rounding(minimumFraction: 0, maximumFraction: 4, minimumSignificant: 0),
                Rounding(minimumFraction: 0, maximumFraction: 5, minimumSignificant: 0),
            ]
        }

        /// By part × 6 + category rank; nil for a category no example had.
        private let pieces: [Piece?]
        private let decimal: CompiledDecimalFormat
        private let rules: UPluralRulesHandle
        private let compiledRules: CompiledPluralRules?
        /// The category ranks of the whole numbers below its count, read once.
        private let smallCategories: [UInt8]
        let rounding: Rounding

        /// Plain decimal digits, rounded as ``Rounding`` says: Latin digits, "." and no grouping.
        private static let plain: CompiledDecimalFormat? = {
            guard let format = try? NumberFormat(.skeleton(".### group-off numbering-system/latn"), locale: "en") else { return nil }
            return CompiledDecimalFormat(checkedAgainst: { text in try? format.storage.outputThroughICU(.decimal(text)) { Array($0) } })
        }()

        /// Numbers whose categories are looked up, and that give each unit's
        /// text for their category (the first of each category that shows it).
        private static let examples: [String] = (0..<128).map(String.init)
            + ["1000", "1001", "10000", "100000", "1000000", "1000001", "2000000", "1000000000",
               "0.5", "1.5", "2.5", "0.1", "1.1", "2.1", "1.25", "5.5", "11.5", "21.5", "100.5", "0.01", "3.03", "22.2"]

        /// The texts of `units` (a mixed unit's parts, largest first) in
        /// `locale` and `width`, each read off `unumf`'s output for a number
        /// of each category; nil where the locale's decimal style or plural
        /// rules cannot be read, or a unit's text for some category has its
        /// number twice.
        init?(units: [String], width: NumberFormat.Width, locale: LocaleID, rounding: Rounding) {
            guard Self.plain != nil,
                  let numbers = try? NumberFormat(.decimal, locale: locale),
                  let decimal = CompiledDecimalFormat.of(locale, writtenBy: { text in
                      try? numbers.storage.outputThroughICU(.decimal(text)) { Array($0) }
                  }),
                  // The shared pool's: their compiled form is read once per locale, not once per format.
                  let plurals = try? FormatterPool.shared.pluralRules(locale: locale) else { return nil }
            let rules = plurals.storage.handle, compiledRules = plurals.storage.compiledRules()
            var small: [UInt8] = []
            for whole in 0..<128 {
                guard let rank = Self.category(whole: Int64(whole), rules, []) else { return nil }
                small.append(UInt8(rank))
            }
            var pieces: [Piece?] = Array(repeating: nil, count: units.count * 6)
            for (index, unit) in units.enumerated() {
                guard let handle = try? UNumberFormatterHandle(skeleton: "unit/\(unit) \(width.token)", locale: locale)
                else { return nil }
                for example in Self.examples {
                    var example = example
                    let read = example.withUTF8 { ascii -> (rank: Int, number: [UInt8])? in
                        let fractionDigits = Self.fractionDigits(of: ascii)
                        guard let rank = Self.category(ascii, fractionDigits: fractionDigits, rules, compiledRules, small),
                              let number = decimal.writeDigits(ascii, minimumFractionDigits: fractionDigits,
                                                               maximumFractionDigits: fractionDigits, { Array($0) })
                        else { return nil }
                        return (rank, number)
                    }
                    // An example whose category is not read here gives no text.
                    guard let (rank, number) = read else { continue }
                    guard pieces[index * 6 + rank] == nil else { continue }
                    guard let text = try? handle.output(.decimal(example), "reading the text of \(unit)", { Array($0) })
                    else { return nil }
                    guard let found = text.firstRange(of: number) else {
                        pieces[index * 6 + rank] = Piece(prefix: text, suffix: [], hasNumber: false)
                        continue
                    }
                    // A number there twice cannot tell which one is the part.
                    if text[(found.lowerBound + 1)...].firstRange(of: number) != nil { return nil }
                    pieces[index * 6 + rank] = Piece(prefix: Array(text[..<found.lowerBound]),
                                                     suffix: Array(text[found.upperBound...]), hasNumber: true)
                }
            }
            self.pieces = pieces
            self.decimal = decimal
            self.rules = rules
            self.compiledRules = compiledRules
            smallCategories = small
            self.rounding = rounding
        }

        /// The same texts with another rounding.
        private init(_ other: Spelled, rounding: Rounding) {
            pieces = other.pieces
            decimal = other.decimal
            rules = other.rules
            compiledRules = other.compiledRules
            smallCategories = other.smallCategories
            self.rounding = rounding
        }

        func with(_ rounding: Rounding) -> Spelled { Spelled(self, rounding: rounding) }

        /// The fraction digits of plain digits ("1.25": 2).
        private static func fractionDigits(of ascii: UnsafeBufferPointer<UInt8>) -> Int {
            ascii.firstIndex(of: UInt8(ascii: ".")).map { ascii.count - 1 - $0 } ?? 0
        }

        /// The category rank of a whole number: from `small` below its count,
        /// else `uplrules_select`'s (exact below 2^53).
        @inline(__always)
        private static func category(whole: Int64, _ rules: UPluralRulesHandle, _ small: [UInt8]) -> Int? {
            if whole >= 0, whole < Int64(small.count) { return Int(small[Int(whole)]) }
            guard whole.magnitude < 1 << 53 else { return nil }
            return (try? rules.select(Double(whole), "selecting a plural category") { PluralRules.Category(keyword: $0)?.rank }) ?? nil
        }

        /// The category rank of plain digits written with `fractionDigits` fraction digits.
        private static func category(_ ascii: UnsafeBufferPointer<UInt8>, fractionDigits: Int, _ rules: UPluralRulesHandle,
                                     _ compiledRules: CompiledPluralRules?, _ small: [UInt8]) -> Int? {
            if fractionDigits == 0 {
                guard let value = Mixed.exactDouble(ascii) else { return nil }
                return category(whole: Int64(value), rules, small)
            }
            if let compiledRules { return compiledRules.category(of: ascii, fractionDigits: fractionDigits)?.rank }
            // `uplrules_select` reads a double's fraction exactly only on ICU's fast
            // path (up to three digits, the scaled double whole), and sees no trailing zero.
            guard fractionDigits <= 3, ascii.last != UInt8(ascii: "0"), let value = Mixed.exactDouble(ascii) else { return nil }
            let scaled = value * [1.0, 10, 100, 1000][fractionDigits]
            guard scaled == scaled.rounded(.down) else { return nil }
            return (try? rules.select(value, "selecting a plural category") { PluralRules.Category(keyword: $0)?.rank }) ?? nil
        }

        /// Passes the plain digits of `value` (not negative) rounded as
        /// ``rounding`` says, and their fraction digits, to `consume`; nil where
        /// the double's shortest representation has an exponent or the
        /// rounding keeps more digits than are written here.
        @inline(__always)
        private func rounded<R>(_ value: Double, _ consume: (UnsafeBufferPointer<UInt8>, Int) -> R?) -> R? {
            guard let plain = Self.plain else { return nil }
            let rounding = rounding
            let result: R?? = ShortestDecimal.withDigits(of: value) { shortest -> R? in
                var keep = rounding.maximumFraction
                if rounding.minimumSignificant > 0 {
                    // The fraction digits that hold the significant digits asked for.
                    var integerDigits = 0, point = shortest.count, leadingZeros = 0, seenDigit = false
                    for (index, byte) in shortest.enumerated() {
                        if byte == UInt8(ascii: ".") { point = index; continue }
                        if index < point || point == shortest.count {
                            if byte != UInt8(ascii: "0") || integerDigits > 0 { integerDigits += 1 }
                        } else if !seenDigit {
                            if byte == UInt8(ascii: "0") { leadingZeros += 1 } else { seenDigit = true }
                        }
                    }
                    let needed = integerDigits > 0 ? rounding.minimumSignificant - integerDigits
                        : seenDigit ? leadingZeros + rounding.minimumSignificant : 0
                    keep = Swift.max(keep, needed)
                }
                guard keep <= CompiledDecimalFormat.mostKeptFractionDigits else { return nil }
                let minimum = Swift.min(rounding.minimumFraction, keep)
                return plain.writeDigits(shortest, minimumFractionDigits: minimum, maximumFractionDigits: keep) { digits in
                    consume(digits, Self.fractionDigits(of: digits))
                } ?? nil
            }
            return result ?? nil
        }

        /// The last part rounded, as a double: the rounded digits read back exactly.
        @inline(__always)
        func round(_ value: Double) -> Double? {
            rounded(value) { digits, _ in Mixed.exactDouble(digits) }
        }

        /// The parts written and joined with `joins`: the larger ones from
        /// `parts`, the last `last` (rounded already), the first after the
        /// locale's minus sign where `negative` and the part is not zero.
        func write(_ parts: UnsafeMutableBufferPointer<Int64>, count: Int, last: Double, negative: Bool,
                   joins: [[UInt8]]) -> String? {
            BoundedBytes.withStack(capacity: 1_024) { text -> String? in
                for index in 0..<(count - 1) {
                    if index > 0 { guard text.append(joins[index - 1]) else { return nil } }
                    let part = parts[index]
                    guard part >= 0, let rank = Self.category(whole: part, rules, smallCategories), let piece = pieces[index * 6 + rank],
                          text.append(piece.prefix) else { return nil }
                    if piece.hasNumber {
                        // The part's decimal digits, after a minus sign for the first of a negative value.
                        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { raw -> Bool in
                            var start = raw.count, rest = part
                            repeat {
                                start -= 1
                                raw[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                                rest /= 10
                            } while rest > 0
                            if negative && index == 0 && part != 0 {
                                start -= 1
                                raw[start] = UInt8(ascii: "-")
                            }
                            return decimal.write(bytes: UnsafeBufferPointer(rebasing: raw[start...])) { text.append($0) } ?? false
                        }
                        guard written, text.append(piece.suffix) else { return nil }
                    }
                }
                guard text.append(joins[count - 2]) else { return nil }
                let lastWritten = rounded(last.magnitude) { ascii, fractionDigits -> Bool? in
                    guard let rank = Self.category(ascii, fractionDigits: fractionDigits, rules, compiledRules, smallCategories),
                          let piece = pieces[(count - 1) * 6 + rank], text.append(piece.prefix) else { return nil }
                    guard piece.hasNumber else { return true }
                    guard decimal.writeDigits(ascii, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits,
                                              { text.append($0) }) == true else { return nil }
                    return text.append(piece.suffix)
                }
                guard lastWritten == true else { return nil }
                return String(decoding: text.written, as: UTF8.self)
            }
        }
    }
}
