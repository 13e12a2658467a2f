import Synchronization

extension PluralRules {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What ``PluralRules`` share between their copies: the ICU rules, and the
    /// number formatters that write a decimal string with its visible fraction
    /// digits, one per digit count, created on first use and kept, and the
    /// range formatters that write a range of two such strings.
    final class Storage: Sendable {
        let handle: UPluralRulesHandle
        let locale: LocaleID
        let kind: Kind
        private let formatters = LazyCache<Int, UNumberFormatterHandle>()
        private let rangeFormatters = LazyCache<Int, UNumberRangeFormatterHandle>()

        init(locale: LocaleID, kind: Kind) throws(ICUError) {
            _ = try locale.numberingSystem("opening plural rules for \(locale)")
            handle = try UPluralRulesHandle(locale: locale, ordinal: kind == .ordinal)
            self.locale = locale
            self.kind = kind
        }

        /// The keyword of a decimal string whose visible fraction digits count.
        func select(decimal: String) throws(ICUError) -> String {
            try NumberFormat.checkDecimal(decimal, "selecting the plural category of '\(decimal.prefix(64))' in \(locale)")
            let formatter = try formatter(fractionDigits: PluralRules.visibleFractionDigits(decimal))
            return try handle.select(decimal: decimal, formattedBy: formatter,
                                     "selecting the plural category of '\(decimal.prefix(64))' in \(locale)")
        }

        /// The keyword of the range of two decimal strings, written with the
        /// visible fraction digits of the end that shows more, both ends whole
        /// even when they are equal.
        func select(rangeFrom low: String, to high: String) throws(ICUError) -> Category {
            try NumberFormat.checkDecimal(low, Self.describeRange(low, high, locale))
            try NumberFormat.checkDecimal(high, Self.describeRange(low, high, locale))
            let digits: Int? = switch (PluralRules.visibleFractionDigits(low), PluralRules.visibleFractionDigits(high)) {
            case let (l?, h?): Swift.max(l, h)
            default: nil
            }
            // ICU's answer depends on the categories of the two ends alone, each end
            // written as the range writes it (`StandardPluralRanges::resolve`): the ends'
            // categories are read, and a pair of them met before has its answer kept.
            // Whole ends the rules read as doubles, which costs ICU no allocation: a
            // whole number written without fraction digits has the operands of the
            // double (no visible fraction digits, no exponent).
            let pair: Int
            if digits == 0, let lowValue = Self.wholeValue(low), let highValue = Self.wholeValue(high) {
                pair = try category(of: lowValue, low, high) * 6 + category(of: highValue, low, high)
            } else if let digits, let compiled = compiledRules(),
                      let lowCategory = compiled.category(of: low, fractionDigits: digits),
                      let highCategory = compiled.category(of: high, fractionDigits: digits) {
                // Ends with fraction digits, by the rules read once (`CompiledPluralRules`).
                pair = lowCategory.rank * 6 + highCategory.rank
            } else {
                let single = try formatter(fractionDigits: digits)
                pair = try category(of: low, single, low, high) * 6 + category(of: high, single, low, high)
            }
            if let kept = keptRangeAnswer(pair) { return kept }
            let formatter = try rangeFormatters.value(for: digits ?? -1) { () throws(ICUError) in
                try UNumberRangeFormatterHandle(skeleton: Self.skeleton(fractionDigits: digits), locale: locale,
                                                collapse: .automatic, identityFallback: .range)
            }
            // The keyword read from ICU's bytes: no String per call.
            guard let category = try formatter.selectPlural(handle, decimal: low, high, Self.describeRange(low, high, locale), { Category(keyword: $0) }) else {
                throw Self.notACategory(low, high, locale)
            }
            keepRangeAnswer(category, pair)
            return category
        }

        /// The rules read once for the categories of ends with fraction digits,
        /// made on the first such range; nil inside where they are not ICU's.
        private let compiled = CompiledOnce<CompiledPluralRules>()

        /// The rules read once, or nil where ICU writes each end first.
        func compiledRules() -> CompiledPluralRules? {
            compiled.value { CompiledPluralRules(checkingAgainst: handle, locale: locale) }
        }

        /// The rank of the category of one end of a range, written by `formatter`.
        private func category(of end: String, _ formatter: UNumberFormatterHandle, _ low: String, _ high: String) throws(ICUError) -> Int {
            guard let category = try handle.select(decimal: end, formattedBy: formatter, Self.describeRange(low, high, locale),
                                                   { Category(keyword: $0) }) else {
                throw Self.notACategory(low, high, locale)
            }
            return category.rank
        }

        /// The rank of the category of a whole end of a range (`uplrules_select`).
        private func category(of end: Double, _ low: String, _ high: String) throws(ICUError) -> Int {
            guard let category = try handle.select(end, Self.describeRange(low, high, locale), { Category(keyword: $0) }) else {
                throw Self.notACategory(low, high, locale)
            }
            return category.rank
        }

        /// The value of a decimal string of a sign and at most 15 digits, which a
        /// double holds exactly; nil for any other text.
        static func wholeValue(_ text: String) -> Double? {
            var text = text
            return text.withUTF8 { bytes -> Double? in
                var index = 0
                var negative = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                    negative = bytes[index] == UInt8(ascii: "-")
                    index += 1
                }
                guard index < bytes.count, bytes.count - index <= 15 else { return nil }
                var value: Int64 = 0
                while index < bytes.count {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int64(digit)
                    index += 1
                }
                return negative ? -Double(value) : Double(value)
            }
        }

        private static func notACategory(_ low: String, _ high: String, _ locale: LocaleID) -> ICUError {
            ICUError(code: .unsupported, operation: describeRange(low, high, locale), reason: "ICU's keyword is not a CLDR plural category")
        }

        /// ICU's answers for the pairs of categories met so far, 3 bits a pair (the answer's
        /// rank + 1; 0 for a pair not met), pairs 0 to 17 (first rank × 6 + second rank) in
        /// the first word, 18 to 35 in the second.
        private let rangeAnswersFirst = Atomic<UInt64>(0)
        private let rangeAnswersSecond = Atomic<UInt64>(0)

        private func keptRangeAnswer(_ pair: Int) -> Category? {
            let word = pair < 18 ? rangeAnswersFirst.load(ordering: .relaxed) : rangeAnswersSecond.load(ordering: .relaxed)
            return Category(rank: Int(word >> UInt64(pair % 18 * 3) & 7) - 1)
        }

        private func keepRangeAnswer(_ category: Category, _ pair: Int) {
            let bits = UInt64(category.rank + 1) << UInt64(pair % 18 * 3)
            if pair < 18 {
                rangeAnswersFirst.bitwiseOr(bits, ordering: .relaxed)
            } else {
                rangeAnswersSecond.bitwiseOr(bits, ordering: .relaxed)
            }
        }

        /// What selecting the category of a range is called in an error; made
        /// only for one, in the autoclosures that take it.
        static func describeRange(_ low: String, _ high: String, _ locale: LocaleID) -> String {
            "selecting the plural category of the range '\(low.prefix(64))'–'\(high.prefix(64))' in \(locale)"
        }

        /// The formatter that keeps `fractionDigits` digits after the point (or,
        /// for `nil`, exponent notation's digits as ICU reads them).
        private func formatter(fractionDigits: Int?) throws(ICUError) -> UNumberFormatterHandle {
            try formatters.value(for: fractionDigits ?? -1) { () throws(ICUError) in
                try UNumberFormatterHandle(skeleton: Self.skeleton(fractionDigits: fractionDigits), locale: locale)
            }
        }

        /// The skeleton that keeps `fractionDigits` digits after the point (or,
        /// for `nil`, exponent notation's digits as ICU reads them).
        static func skeleton(fractionDigits: Int?) -> String {
            switch fractionDigits {
            case nil: "precision-unlimited group-off"
            case 0?: "precision-integer group-off"
            case let digits?: "." + String(repeating: "0", count: digits) + " group-off"
            }
        }
    }
}
