extension NumberFormat {
    /// How a ``NumberFormat`` presents numbers.
    ///
    /// Each named style gives exactly what ICU's `unum_open` gives for the
    /// matching `UNumberFormatStyle` (and so what `NSNumberFormatter`'s styles
    /// give): ``decimal`` keeps at most three fraction digits, ``percent`` none.
    public struct Style: Hashable, Sendable, CustomStringConvertible {
        /// Text in a kind is ``ExactText``: a style is a pool key, and two
        /// skeletons or codes that Swift calls equal (`K` and KELVIN SIGN) are
        /// different to ICU.
        enum Kind: Hashable, Sendable {
            case decimal, currency(ExactText?), percent, scientific, spellOut, ordinal
            case compactShort, compactLong, skeleton(ExactText)
            /// Typed options, compiled to a skeleton (``Options/skeleton``).
            case options(Options)
            /// A modifier applied to a style that has no options (rule-based or a
            /// raw skeleton): refused when a format is created.
            indirect case misplacedOptions(Kind)
        }

        let kind: Kind

        /// Grouped digits, at most three fraction digits: `1,234.568` (`UNUM_DECIMAL`).
        public static let decimal = Style(kind: .decimal)
        /// The locale's own currency: `$1,234.57` in en_US, `1.234,57 €` in de_DE (`UNUM_CURRENCY`).
        public static let currency = Style(kind: .currency(nil))
        /// A given currency by its ISO 4217 code, such as `EUR` (`UNUM_CURRENCY` with `UNUM_CURRENCY_CODE`).
        /// An unknown code makes the formatter's initializer throw.
        public static func currency(code: String) -> Style { Style(kind: .currency(ExactText(code))) }
        /// Times 100 with the percent sign, no fraction digits: `123,456%` (`UNUM_PERCENT`).
        public static let percent = Style(kind: .percent)
        /// Scientific notation: `1.23456E3` (`UNUM_SCIENTIFIC`).
        public static let scientific = Style(kind: .scientific)
        /// Words: `one thousand two hundred thirty-four point five six` (`UNUM_SPELLOUT`, rule-based).
        public static let spellOut = Style(kind: .spellOut)
        /// Ordinal numbers: `1st`, `2nd`, `1.` (`UNUM_ORDINAL`, rule-based).
        public static let ordinal = Style(kind: .ordinal)
        /// Short compact notation: `1.2K` (`UNUM_DECIMAL_COMPACT_SHORT`).
        public static let compactShort = Style(kind: .compactShort)
        /// Long compact notation: `1.2 thousand` (`UNUM_DECIMAL_COMPACT_LONG`).
        public static let compactLong = Style(kind: .compactLong)
        /// An ICU number skeleton, such as `currency/EUR .00 unit-width-iso-code`
        /// (`unumf_openForSkeletonAndLocale`). A malformed skeleton makes the
        /// formatter's initializer throw `U_NUMBER_SKELETON_SYNTAX_ERROR` with its offset.
        /// Parsing with a skeleton style reads decimal numbers.
        public static func skeleton(_ skeleton: String) -> Style { Style(kind: .skeleton(ExactText(skeleton))) }

        /// The style's name, as `icufmt` spells it (`spell-out`, `currency EUR`, …);
        /// a style with options is `options '…'` around its ``Options/skeleton``.
        public var description: String {
            switch kind {
            case .decimal: "decimal"
            case .currency(let code): code.map { "currency \($0)" } ?? "currency"
            case .percent: "percent"
            case .scientific: "scientific"
            case .spellOut: "spell-out"
            case .ordinal: "ordinal"
            case .compactShort: "compact-short"
            case .compactLong: "compact-long"
            case .skeleton(let s): "skeleton '\(s)'"
            case .options(let options): "options '\(options.skeleton)'"
            case .misplacedOptions(let base): "\(Style(kind: base)) with options"
            }
        }

        /// The legacy style: for parsing, for rule-based styles, and as the reference output.
        var legacyStyle: UNumberFormatHandle.Style {
            switch kind {
            case .decimal, .skeleton, .options, .misplacedOptions: .decimal
            case .currency: .currency
            case .percent: .percent
            case .scientific: .scientific
            case .spellOut: .spellOut
            case .ordinal: .ordinal
            case .compactShort: .compactShort
            case .compactLong: .compactLong
            }
        }

        /// The unumf skeleton equivalent to the legacy style, when there is one.
        /// Legacy DecimalFormat groups from 1000 on (`group-on-aligned`), where
        /// NumberFormatter would apply the locale's minimum grouping digits.
        func modernSkeleton(currency: String?) -> String? {
            switch kind {
            case .decimal: ".### group-on-aligned"
            case .currency: "currency/\(currency ?? "XXX") precision-currency-standard group-on-aligned"
            case .percent: "percent scale/100 precision-integer group-on-aligned"
            case .scientific: "scientific precision-unlimited group-off integer-width/0"
            case .compactShort: "compact-short"
            case .compactLong: "compact-long"
            case .skeleton(let s): s.text
            case .options(let options): options.skeleton(currency: currency)
            case .spellOut, .ordinal, .misplacedOptions: nil
            }
        }
    }
}
