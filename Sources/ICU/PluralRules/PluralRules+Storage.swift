extension PluralRules {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What ``PluralRules`` share between their copies: the ICU rules, and the
    /// number formatters that write a decimal string with its visible fraction
    /// digits, one per digit count, created on first use and kept.
    final class Storage: Sendable {
        let handle: UPluralRulesHandle
        let locale: LocaleID
        let kind: Kind
        private let formatters = LazyCache<Int, UNumberFormatterHandle>()

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

        /// The formatter that keeps `fractionDigits` digits after the point (or,
        /// for `nil`, exponent notation's digits as ICU reads them).
        private func formatter(fractionDigits: Int?) throws(ICUError) -> UNumberFormatterHandle {
            try formatters.value(for: fractionDigits ?? -1) { () throws(ICUError) in
                let skeleton = switch fractionDigits {
                case nil: "precision-unlimited group-off"
                case 0?: "precision-integer group-off"
                case let digits?: "." + String(repeating: "0", count: digits) + " group-off"
                }
                return try UNumberFormatterHandle(skeleton: skeleton, locale: locale.identifier)
            }
        }
    }
}
