extension NumberFormat {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``NumberFormat`` shares between its copies.
    final class Storage: Sendable {
        // The engine: exactly one of `modern` and `legacy` is set. Both are read by
        // optional chaining, which borrows them (an enum `switch` retained and
        // released the formatter on every call, a shared write when threads share a format).

        /// ICU's thread-safe `UNumberFormatter`, when its skeleton reproduces the style.
        private let modern: UNumberFormatterHandle?
        /// A legacy `UNumberFormat`, serialized: rule-based styles, and locales whose
        /// legacy pattern no skeleton reproduces (en_US_POSIX, gu's `[#E0]` …).
        private let legacy: UNumberFormatHandle?
        /// For integers in the decimal style: ICU's legacy DecimalFormat has a fast
        /// path for them (no allocation, and several times faster than unumf: the
        /// `NumberFormat.decimal.*.Int` benchmark rows against `unumf`), and it
        /// is the reference the modern engine was checked against, so the output is
        /// the same. Used on a handle no other thread holds (see `UNumberFormatHandle`).
        let integers: UNumberFormatHandle?
        let currency: String?
        /// Parsers by leniency, created on first use and kept.
        let parsers: LazyCache<Bool, UNumberFormatHandle>
        let legacyStyle: UNumberFormatHandle.Style
        let locale: LocaleID
        let style: NumberFormat.Style

        init(style: NumberFormat.Style, locale: LocaleID) throws(ICUError) {
            self.locale = locale
            self.style = style
            self.legacyStyle = style.legacyStyle
            var currency: String? = nil
            if case .currency(let code) = style.kind {
                if let code {
                    guard UCurr.isKnown(code) else {
                        throw ICUError(code: .illegalArgument, operation: "opening a currency format for '\(code.prefix(32))' in \(locale)",
                                       reason: "unknown ISO 4217 currency code")
                    }
                    currency = code
                } else {
                    // en_150, es_419, ar_001 name a region, but one of several countries: no currency either.
                    let noCurrency = ICUError(code: .illegalArgument, operation: "opening a currency format for \(locale)",
                                              reason: locale.regionCode.isEmpty
                                                  ? "the locale names no region, so no currency; use .currency(code:) or a locale with a region"
                                                  : "region \(locale.regionCode) has no currency of its own; use .currency(code:) or a country's locale")
                    let code: String
                    do { code = try UCurr.currency(forLocale: locale.identifier) } catch { throw noCurrency }
                    guard UCurr.isKnown(code) else {
                        throw ICUError(code: .illegalArgument, operation: "opening a currency format for \(locale)",
                                       reason: "the locale has no currency; name one with .currency(code:)")
                    }
                    currency = code
                }
            }
            self.currency = currency

            // The reference: ICU's legacy formatter for the style. It also serves
            // as the strict parser, so it is not wasted when the modern engine wins.
            let reference = try UNumberFormatHandle(style: style.legacyStyle, locale: locale.identifier, currency: currency, lenient: false)
            var modern: UNumberFormatterHandle? = nil
            if let skeleton = style.modernSkeleton(currency: currency) {
                let candidate = try UNumberFormatterHandle(skeleton: skeleton, locale: locale.identifier)
                if case .skeleton = style.kind {
                    modern = candidate
                } else if Self.agree(candidate, reference) {
                    modern = candidate
                }
            }
            self.modern = modern
            legacy = modern == nil ? reference : nil
            if case .decimal = style.kind, modern != nil { integers = reference } else { integers = nil }
            self.parsers = LazyCache([false: reference])
        }

        /// Numbers whose output shows grouping, rounding, signs, tiny and huge magnitudes.
        private static let probes: [Double] = [-1234567.891, 0.001234, 12, 987654321012.5, 0.5, 100000]

        /// Whether the skeleton reproduces the legacy style in this locale: ICU's
        /// legacy patterns carry locale quirks (en_US_POSIX's `0.000000E+000`, gu's
        /// `[#E0]`) that no skeleton spells, and those locales keep the legacy engine.
        /// A probe that fails counts as a disagreement, not as an error of the
        /// initializer: ICU 72 writes a two-digit exponent in supplementary-plane
        /// digits (ccp, ff_Adlm) as broken UTF-16, so 987654321012.5 fails in both
        /// engines, while the values most callers format do not.
        private static func agree(_ modern: UNumberFormatterHandle, _ legacy: UNumberFormatHandle) -> Bool {
            for value in probes {
                guard let a = try? modern.output(.double(value), "probing a number format", { Array($0) }),
                      let b = try? legacy.output(.double(value), "probing a number format", { Array($0) }),
                      a == b else { return false }
            }
            return true
        }

        @inline(__always)
        func output<R>(_ value: NumberInput,
                       _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
            // Optional chaining borrows the formatters; binding one with `if let` or
            // `switch` retained and released it, which showed in the `NumberFormat.decimal.*.Int` rows.
            if case .int(let integer) = value, let result = try integers?.output(integer: integer, describe(value), consume) {
                return result
            }
            if let result = try modern?.output(value, describe(value), consume) { return result }
            if let result = try legacy?.output(value, describe(value), consume) { return result }
            preconditionFailure("a number format has exactly one engine")
        }

        private func describe(_ value: NumberInput) -> String {
            let number: String
            switch value {
            case .int(let v): number = String(v)
            case .double(let v): number = String(v)
            case .decimal(let text): number = "'\(text.prefix(64))'"
            }
            return "formatting \(number) as \(style) in \(locale)"
        }

        func parser(lenient: Bool) throws(ICUError) -> UNumberFormatHandle {
            try parsers.value(for: lenient) { () throws(ICUError) in
                try UNumberFormatHandle(style: legacyStyle, locale: locale.identifier, currency: currency, lenient: lenient)
            }
        }
    }
}
