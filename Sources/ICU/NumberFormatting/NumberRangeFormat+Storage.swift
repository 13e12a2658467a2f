extension NumberRangeFormat {
    /// What ``NumberRangeFormat``s share between their copies: the style, locale
    /// and options, and the ICU range formatter, which every thread reads at once.
    final class Storage: Sendable {
        let style: NumberFormat.Style
        let locale: LocaleID
        let options: Options
        let handle: UNumberRangeFormatterHandle
        /// Ranges of whole numbers written without ICU, where they write its text.
        private let compiled: Compiled?
        /// Ranges of doubles with fractions written without ICU, where they write its text.
        private let fractions: CompiledFractions?

        /// Whether ranges of whole numbers are written without ICU (``Compiled``).
        var compilesWholeRanges: Bool { compiled != nil }
        /// Whether ranges of doubles with fractions are written without ICU (``CompiledFractions``).
        var compilesFractionalRanges: Bool { fractions != nil }

        init(style: NumberFormat.Style, locale: LocaleID, options: Options) throws(ICUError) {
            self.style = style
            self.locale = locale
            self.options = options
            // A number format of the style checks everything a style can get
            // wrong, and finds the locale's currency, with one code path.
            let single = try NumberFormat(style, locale: locale)
            guard let skeleton = style.modernSkeleton(currency: single.currencyCode) else {
                throw ICUError(code: .unsupported, operation: "opening a number range format (\(style)) for \(locale)",
                               reason: "ranges take the styles a number skeleton expresses, not spell-out or ordinal")
            }
            handle = try UNumberRangeFormatterHandle(skeleton: skeleton, locale: locale,
                                                     collapse: Self.collapse(options.collapse),
                                                     identityFallback: Self.identityFallback(options.identityFallback))
            compiled = Compiled(locale: locale, checkingAgainst: handle)
            fractions = CompiledFractions(locale: locale, checkingAgainst: handle)
        }

        static func collapse(_ collapse: Collapse) -> UNumberRangeFormatterHandle.Collapse {
            switch collapse {
            case .automatic: .automatic
            case .none: .none
            case .unit: .unit
            case .all: .all
            }
        }

        static func identityFallback(_ fallback: IdentityFallback) -> UNumberRangeFormatterHandle.IdentityFallback {
            switch fallback {
            case .singleValue: .singleValue
            case .approximatelyOrSingleValue: .approximatelyOrSingleValue
            case .approximately: .approximately
            case .range: .range
            }
        }

        /// The public identity result of ICU's.
        static func identity(_ result: UNumberRangeFormatterHandle.IdentityResult) -> Identity {
            switch result {
            case .equalBeforeRounding: .equalBeforeRounding
            case .equalAfterRounding: .equalAfterRounding
            case .notEqual: .notEqual
            }
        }

        private var operation: String { "formatting a number range (\(style)) in \(locale)" }

        /// What formatting a range of decimal strings is called in an error;
        /// made only for one, in the autoclosures that take it.
        private func describe(_ low: String, _ high: String) -> String {
            "formatting the number range '\(low.prefix(64))'–'\(high.prefix(64))' (\(style)) in \(locale)"
        }

        func format(_ low: Double, _ high: Double) throws(ICUError) -> String {
            if let text = compiled?.format(low, high) { return text }
            if let text = fractions?.format(low, high) { return text }
            return try formatThroughICU(low, high)
        }

        /// The range of two doubles without the compiled ranges.
        func formatThroughICU(_ low: Double, _ high: Double) throws(ICUError) -> String {
            try handle.format(low, high, operation).0
        }

        /// Integers beyond 2^53 go as decimal strings, which a double would round.
        func format(_ low: Int, _ high: Int) throws(ICUError) -> String {
            if let text = compiled?.format(low, high) { return text }
            return try formatThroughICU(low, high)
        }

        /// The range of two integers without the compiled ranges.
        func formatThroughICU(_ low: Int, _ high: Int) throws(ICUError) -> String {
            let exact = 1 << 53
            if (-exact...exact).contains(low), (-exact...exact).contains(high) {
                return try handle.format(Double(low), Double(high), operation).0
            }
            return try handle.format(decimal: String(low), String(high), operation).0
        }

        func format(decimal low: String, _ high: String) throws(ICUError) -> (String, UNumberRangeFormatterHandle.IdentityResult) {
            try NumberFormat.checkDecimal(low, describe(low, high))
            try NumberFormat.checkDecimal(high, describe(low, high))
            return try handle.format(decimal: low, high, describe(low, high))
        }
    }
}
