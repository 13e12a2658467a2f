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
            handle = try UPluralRulesHandle(locale: locale.identifier, ordinal: kind == .ordinal)
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
            let formatter = try rangeFormatters.value(for: digits ?? -1) { () throws(ICUError) in
                try UNumberRangeFormatterHandle(skeleton: Self.skeleton(fractionDigits: digits), locale: locale.identifier,
                                                collapse: .automatic, identityFallback: .range)
            }
            // The keyword read from ICU's bytes: no String per call.
            guard let category = try formatter.selectPlural(handle, decimal: low, high, Self.describeRange(low, high, locale), { Category(keyword: $0) }) else {
                throw ICUError(code: .unsupported, operation: Self.describeRange(low, high, locale), reason: "ICU's keyword is not a CLDR plural category")
            }
            return category
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
                try UNumberFormatterHandle(skeleton: Self.skeleton(fractionDigits: fractionDigits), locale: locale.identifier)
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
