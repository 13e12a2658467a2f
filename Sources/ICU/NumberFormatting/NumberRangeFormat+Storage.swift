import ICUBridge

extension NumberRangeFormat {
    /// What ``NumberRangeFormat``s share between their copies: the style, locale
    /// and options, and the ICU range formatter, which every thread reads at once.
    final class Storage: Sendable {
        let style: NumberFormat.Style
        let locale: LocaleID
        let options: Options
        let handle: UNumberRangeFormatterHandle

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
            handle = try UNumberRangeFormatterHandle(skeleton: skeleton, locale: locale.identifier,
                                                     collapse: Self.collapse(options.collapse),
                                                     identityFallback: Self.identityFallback(options.identityFallback))
        }

        static func collapse(_ collapse: Collapse) -> Int32 {
            switch collapse {
            case .automatic: Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO)
            case .none: Int32(ICUB_UNUM_RANGE_COLLAPSE_NONE)
            case .unit: Int32(ICUB_UNUM_RANGE_COLLAPSE_UNIT)
            case .all: Int32(ICUB_UNUM_RANGE_COLLAPSE_ALL)
            }
        }

        static func identityFallback(_ fallback: IdentityFallback) -> Int32 {
            switch fallback {
            case .singleValue: Int32(ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE)
            case .approximatelyOrSingleValue: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE)
            case .approximately: Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY)
            case .range: Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)
            }
        }

        static func identity(_ result: Int32) -> Identity {
            switch result {
            case Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING): .equalBeforeRounding
            case Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING): .equalAfterRounding
            default: .notEqual
            }
        }

        private var operation: String { "formatting a number range (\(style)) in \(locale)" }

        /// What formatting a range of decimal strings is called in an error;
        /// made only for one, in the autoclosures that take it.
        private func describe(_ low: String, _ high: String) -> String {
            "formatting the number range '\(low.prefix(64))'–'\(high.prefix(64))' (\(style)) in \(locale)"
        }

        func format(_ low: Double, _ high: Double) throws(ICUError) -> (String, Int32) {
            try handle.format(low, high, operation)
        }

        /// Integers beyond 2^53 go as decimal strings, which a double would round.
        func format(_ low: Int, _ high: Int) throws(ICUError) -> (String, Int32) {
            let exact = 1 << 53
            if (-exact...exact).contains(low), (-exact...exact).contains(high) {
                return try handle.format(Double(low), Double(high), operation)
            }
            return try handle.format(decimal: String(low), String(high), operation)
        }

        func format(decimal low: String, _ high: String) throws(ICUError) -> (String, Int32) {
            try NumberFormat.checkDecimal(low, describe(low, high))
            try NumberFormat.checkDecimal(high, describe(low, high))
            return try handle.format(decimal: low, high, describe(low, high))
        }
    }
}
