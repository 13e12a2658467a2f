extension DurationFormat {
    /// The wide, short and narrow widths compiled: each amount's number put into
    /// its unit's text for the number's plural category, the amounts joined with
    /// the locale's unit list joins, all written into one buffer on the stack, so
    /// that a call allocates only its `String`.
    ///
    /// `MeasureFormat::formatMeasures` writes each amount with a number format of
    /// its unit (which picks the unit's pattern by the plural category of the
    /// number written) and joins them with a `ListFormatter` of units. Here the
    /// pattern of each unit and category is read once off `MeasureFormat`'s own
    /// output for a number of that category (the text around the number, or the
    /// text alone where the category's pattern has no number, as Arabic writes
    /// one hour "ساعة"); the category is the rules' for the amount as a double
    /// (`uplrules_select`, which reads a whole number or a fraction of at most
    /// three digits as ICU's formatted number shows it, and allocates nothing;
    /// an amount with more fraction digits goes to ICU);
    /// the number is the locale's decimal digits (``AmountDigits``); the join
    /// before each amount is read off ``ListFormat``'s output for units, with
    /// that unit's text for that category after it: ICU changes its words by the
    /// next item in some languages (Hebrew "ו" to "ו-" before an amount that does
    /// not begin with a Hebrew letter, Spanish "y" to "e" before "i").
    ///
    /// Kept only where every probe — every unit with numbers of each category,
    /// zeros, large and fractional amounts, and durations of two to ten amounts —
    /// is `MeasureFormat`'s text; elsewhere the format joins amounts
    /// (``Joined``) or asks `MeasureFormat`.
    struct Compiled: Sendable {
        /// One unit's text for one plural category: the number between `prefix`
        /// and `suffix`, or `prefix` alone where the text has no number; and the
        /// list's joins before it.
        private struct Piece: Sendable {
            let prefix: [UInt8]
            let suffix: [UInt8]
            let hasNumber: Bool
            /// Before it as the second of two items, the second of more, a middle one, the last of more.
            let joins: [[UInt8]]
        }

        /// By unit index × 6 + category rank; nil for a category no probe number had.
        private let pieces: [Piece?]
        private let amounts: AmountDigits
        private let rules: UPluralRulesHandle
        /// The category ranks of the whole numbers below its count, read once.
        private let smallCategories: [UInt8]
        private let minusSign: [UInt8]
        /// The most bytes an amount with the join before it takes.
        private let longestAmount: Int

        /// Whole numbers and fractions whose categories are looked up, and that
        /// give each unit's text for their category (up to four of each).
        private static let candidates: [(whole: UInt64, billionths: UInt32)] = {
            var values: [(UInt64, UInt32)] = (0..<128).map { (UInt64($0), 0) }
            for whole: UInt64 in [1000, 1001, 10_000, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 100_000_000,
                                  1_000_000_000, 1_000_000_000_000, 1_000_000_000_000_000, DurationValue.maxWhole] {
                values.append((whole, 0))
            }
            for (whole, billionths): (UInt64, UInt32) in [(0, 500_000_000), (1, 500_000_000), (2, 500_000_000), (0, 100_000_000),
                                                          (1, 100_000_000), (2, 100_000_000), (1, 250_000_000), (0, 10_000_000),
                                                          (5, 500_000_000), (11, 500_000_000), (21, 500_000_000), (100, 500_000_000),
                                                          (1, 1_000_000), (0, 123_456_789), (1000, 500_000_000), (1_000_000, 500_000_000),
                                                          (3, 30_000_000), (22, 220_000_000)] {
                values.append((whole, billionths))
            }
            return values
        }()

        /// Durations of several amounts, a fraction on the last alone, whose text is checked.
        static let probes: [[(DurationValue.Unit, Double)]] = [
            [(.hours, 1), (.minutes, 2), (.seconds, 3)], [(.hours, 0), (.minutes, 0), (.seconds, 0)],
            [(.days, 1234), (.hours, 21), (.minutes, 22), (.seconds, 5)], [(.years, 2), (.months, 11), (.weeks, 1)],
            [(.years, 1), (.days, 2)], [(.minutes, 1), (.seconds, 0.123456789)], [(.days, 1), (.hours, 1.5)],
            [(.hours, 1234), (.minutes, 1), (.seconds, 12.3456)], [(.weeks, 101), (.days, 0.5)],
            [(.years, 101), (.months, 5), (.weeks, 21), (.days, 3), (.hours, 2), (.minutes, 1), (.seconds, 0),
             (.milliseconds, 1_000_000), (.microseconds, 12), (.nanoseconds, 9_007_199_254_740_991)],
            [(.seconds, 123_456.123456789)], [(.nanoseconds, 3.001)], [(.seconds, 1.01)], [(.minutes, 21.1)],
            [(.days, 8), (.hours, 11), (.minutes, 80), (.seconds, 1)], [(.hours, 1), (.minutes, 2)], [(.months, 2), (.days, 1)],
        ]

        /// The compiled form for `locale` (the locale `handle` writes numbers
        /// in), joined with the unit list joins of `listWidth`, or nil where its
        /// text is not `handle`'s for every probe (``probes`` unless given; a
        /// negative duration of each is checked too).
        init?(locale: LocaleID, listWidth: ListFormat.Width, minusSign: String, checkingAgainst handle: MeasureFormatHandle,
              probes: [[(DurationValue.Unit, Double)]] = Compiled.probes) {
            guard let amounts = AmountDigits(locale: locale),
                  let rules = try? UPluralRulesHandle(locale: locale, ordinal: false),
                  let list = try? ListFormat(locale: locale, options: .init(type: .unit, width: listWidth)) else { return nil }
            func category(_ value: Double) -> Int? {
                (try? rules.select(value, "selecting a plural category") { PluralRules.Category(keyword: $0)?.rank }) ?? nil
            }
            // Up to four candidates of each category, in the order given.
            var examples: [[DurationValue.Component]] = Array(repeating: [], count: 6)
            var small: [UInt8] = []
            for (whole, billionths) in Self.candidates {
                let component = DurationValue.Component(unit: .seconds, whole: whole, billionths: billionths)
                guard Self.selectsExactly(component) else { continue }
                guard let rank = category(component.magnitude) else { return nil }
                if billionths == 0, whole == UInt64(small.count) { small.append(UInt8(rank)) }
                if examples[rank].count < 4 { examples[rank].append(component) }
            }
            func icu(_ components: [DurationValue.Component]) -> [UInt8]? {
                (try? handle.format(count: components.count) { index in
                    MeasureFormatHandle.Amount(unit: Storage.icuUnit(components[index].unit), value: components[index].magnitude)
                }).map { Array($0.utf8) }
            }
            // The joins before an item of `text`: the list's fixed words where it has
            // them, else read between items that end in private-use characters of
            // their own, as ``ListFormat/Joins`` reads them.
            let fixed = list.storage.joins.map { [$0.two, $0.start, $0.middle, $0.end] }
            func joins(before text: [UInt8]) -> [[UInt8]]? {
                if let fixed { return fixed }
                let item = String(decoding: text, as: UTF8.self)
                func other(_ index: UInt32) -> String { "a" + String(Character(Unicode.Scalar(0xE000 + index)!)) }
                func between(_ items: [String], at index: Int) -> [UInt8]? {
                    guard let found = ListFormat.Joins.between(items, in: Array(list.format(items).utf8)) else { return nil }
                    return found[index]
                }
                guard let two = between([other(0), item], at: 0), let start = between([other(0), item, other(2)], at: 0),
                      let middle = between([other(0), other(1), item, other(3)], at: 1),
                      let end = between([other(0), other(1), item], at: 1) else { return nil }
                return [two, start, middle, end]
            }
            // Each unit's text for each category: around the number of the first
            // example that holds its number once, else the first example's text alone.
            var pieces: [Piece?] = Array(repeating: nil, count: DurationValue.Unit.allCases.count * 6)
            for unit in DurationValue.Unit.allCases {
                for rank in 0..<6 {
                    var withoutNumber: [UInt8]?
                    for example in examples[rank] {
                        let component = DurationValue.Component(unit: unit, whole: example.whole, billionths: example.billionths)
                        guard let text = icu([component]), let number = amounts.text(of: component) else { return nil }
                        guard let found = text.firstRange(of: number) else {
                            withoutNumber = withoutNumber ?? text
                            continue
                        }
                        // A number there twice cannot tell which one is the amount.
                        if text[(found.lowerBound + 1)...].firstRange(of: number) != nil { continue }
                        guard let joins = joins(before: text) else { return nil }
                        pieces[unit.index * 6 + rank] = Piece(prefix: Array(text[..<found.lowerBound]),
                                                              suffix: Array(text[found.upperBound...]), hasNumber: true, joins: joins)
                        break
                    }
                    if pieces[unit.index * 6 + rank] == nil, let withoutNumber {
                        guard let joins = joins(before: withoutNumber) else { return nil }
                        pieces[unit.index * 6 + rank] = Piece(prefix: withoutNumber, suffix: [], hasNumber: false, joins: joins)
                    }
                }
            }
            let longestPiece = pieces.reduce(0) { Swift.max($0, ($1?.prefix.count ?? 0) + ($1?.suffix.count ?? 0)) }
            let longestJoin = pieces.reduce(0) { Swift.max($0, $1?.joins.map(\.count).max() ?? 0) }
            self.pieces = pieces
            self.amounts = amounts
            self.rules = rules
            smallCategories = small
            self.minusSign = Array(minusSign.utf8)
            longestAmount = longestPiece + longestJoin + amounts.longest
            // Every example in hours, the last of each category in every other unit
            // (the number is the same in every unit: which text it goes into is
            // what differs), then the durations of several amounts.
            for unit in DurationValue.Unit.allCases {
                for example in unit == .hours ? Array(examples.joined()) : examples.compactMap(\.last) {
                    let component = DurationValue.Component(unit: unit, whole: example.whole, billionths: example.billionths)
                    guard let expected = icu([component]), let written = format([component], negative: false),
                          written.utf8.elementsEqual(expected) else { return nil }
                }
            }
            for probe in probes {
                guard let value = try? DurationValue(probe) else { return nil }
                // Amounts the compiled form leaves to ICU are not its to check.
                if !value.components.allSatisfy(Self.selectsExactly) { continue }
                guard let expected = icu(value.components),
                      let written = format(value.components, negative: false), written.utf8.elementsEqual(expected),
                      format(value.components, negative: true)?.utf8.elementsEqual(self.minusSign + expected) == true
                else { return nil }
            }
        }

        /// Whether `uplrules_select` reads the amount as ICU's formatted number
        /// shows it: a whole number, or a fraction of up to three digits whose
        /// scaled double is whole (ICU's fast path; beyond it the double's
        /// sixteenth digit counts). Other amounts go to ICU.
        static func selectsExactly(_ component: DurationValue.Component) -> Bool {
            guard component.billionths != 0 else { return true }
            let digits = component.trimmedFraction.digits
            guard digits <= 3 else { return false }
            let scaled = component.magnitude * [1.0, 10, 100, 1000][digits]
            return scaled == scaled.rounded(.down)
        }

        /// The duration's amounts written and joined, after the minus sign for a
        /// negative duration; nil where a category has no text here, an amount has
        /// more digits than a `Double` gives back, or the text does not fit.
        func format(_ components: [DurationValue.Component], negative: Bool) -> String? {
            let count = components.count
            guard count > 0 else { return nil }
            return BoundedBytes.withStack(capacity: minusSign.count + count * longestAmount) { text -> String? in
                if negative { guard text.append(minusSign) else { return nil } }
                for index in 0..<count {
                    let component = components[index]
                    guard !component.hasTooManyDigits else { return nil }
                    let rank: Int
                    if component.billionths == 0, component.whole < UInt64(smallCategories.count) {
                        rank = Int(smallCategories[Int(component.whole)])
                    } else {
                        // `uplrules_select` reads a double's fraction digits exactly only on
                        // ICU's fast path (up to three digits, the scaled double whole);
                        // beyond it, `%1.15e`'s sixteenth digit can change the category
                        // ("976923.213802471" is `one` in Serbian, its double `other`).
                        guard Self.selectsExactly(component) else { return nil }
                        guard let selected = (try? rules.select(component.magnitude, "selecting a plural category",
                                                                { PluralRules.Category(keyword: $0)?.rank })) ?? nil
                        else { return nil }
                        rank = selected
                    }
                    guard let piece = pieces[component.unit.index * 6 + rank] else { return nil }
                    if index > 0 {
                        let join = piece.joins[count == 2 ? 0 : index == 1 ? 1 : index == count - 1 ? 3 : 2]
                        guard text.append(join) else { return nil }
                    }
                    guard text.append(piece.prefix) else { return nil }
                    if piece.hasNumber {
                        guard amounts.appendWhole(component.whole, to: &text),
                              component.billionths == 0 || amounts.appendFraction(component.billionths, to: &text),
                              text.append(piece.suffix) else { return nil }
                    }
                }
                return String(decoding: text.written, as: UTF8.self)
            }
        }
    }
}
