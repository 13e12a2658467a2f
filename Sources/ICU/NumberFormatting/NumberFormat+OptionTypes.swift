import FoundationEssentials

extension NumberFormat {
    /// How a number is laid out: plainly, with an exponent, or abbreviated.
    ///
    /// The names are those of Foundation's `FormatStyle` and of JavaScript's
    /// `Intl.NumberFormat` `notation` option; each case gives its ICU skeleton token.
    public enum Notation: String, Hashable, Sendable, CaseIterable, Codable {
        /// Plain digits: `1,234.5` (skeleton `notation-simple`).
        case standard
        /// One integer digit and an exponent: `1.2345E3` (skeleton `scientific`).
        case scientific
        /// An exponent that is a multiple of three: `1.2345E3`, `12.345E3` (skeleton `engineering`).
        case engineering
        /// The locale's short abbreviation of the magnitude: `1.2K` (skeleton `compact-short`).
        case compactShort
        /// The locale's word for the magnitude: `1.2 thousand` (skeleton `compact-long`).
        case compactLong
    }

    /// How a number is rounded when its digits exceed the precision.
    ///
    /// The names are those of `NumberFormatter.RoundingMode`. ICU 72's
    /// `rounding-mode-unnecessary`, which makes formatting fail for a number it
    /// would round, is left out: formatting a valid number does not throw here.
    public enum RoundingMode: String, Hashable, Sendable, CaseIterable, Codable {
        /// Toward positive infinity: 1.21 → 1.3, -1.29 → -1.2 (skeleton `rounding-mode-ceiling`; Intl `ceil`).
        case ceiling
        /// Toward negative infinity: 1.29 → 1.2, -1.21 → -1.3 (skeleton `rounding-mode-floor`; Intl `floor`).
        case floor
        /// Toward zero: 1.29 → 1.2, -1.29 → -1.2 (skeleton `rounding-mode-down`; Intl `trunc`).
        case down
        /// Away from zero: 1.21 → 1.3, -1.21 → -1.3 (skeleton `rounding-mode-up`; Intl `expand`).
        case up
        /// To the nearer neighbor, ties to the even one: 1.25 → 1.2, 1.35 → 1.4; ICU's default
        /// (skeleton `rounding-mode-half-even`; Intl `halfEven`).
        case halfEven
        /// To the nearer neighbor, ties toward zero: 1.25 → 1.2 (skeleton `rounding-mode-half-down`; Intl `halfTrunc`).
        case halfDown
        /// To the nearer neighbor, ties away from zero: 1.25 → 1.3 (skeleton `rounding-mode-half-up`; Intl `halfExpand`).
        case halfUp
        /// To the nearer neighbor, ties toward positive infinity: -1.25 → -1.2
        /// (skeleton `rounding-mode-half-ceiling`; Intl `halfCeil`).
        case halfCeiling
        /// To the nearer neighbor, ties toward negative infinity: 1.25 → 1.2
        /// (skeleton `rounding-mode-half-floor`; Intl `halfFloor`).
        case halfFloor
    }

    /// When digits are grouped (`1,234` or `1234`).
    ///
    /// The names follow `Intl.NumberFormat`'s `useGrouping` (`"always"`,
    /// `"auto"`, `"min2"`, `false`) and Foundation's `Grouping` (`automatic`, `never`).
    public enum Grouping: String, Hashable, Sendable, CaseIterable, Codable {
        /// As the locale's data says: from 1,000 in most locales, from 10,000 in
        /// a few (Spanish, Polish) (skeleton `group-auto`).
        case automatic
        /// From 10,000 on, so `1000` but `10,000` (skeleton `group-min2`).
        case min2
        /// Whenever there are more digits than one group holds: `1,000`
        /// (skeleton `group-on-aligned`; Intl `"always"`).
        case always
        /// Never: `1234567` (skeleton `group-off`; Intl `false`).
        case never
    }

    /// When a sign is shown, and whether negative amounts are written the accounting way.
    ///
    /// The names are `Intl.NumberFormat`'s `signDisplay` values, with its
    /// `currencySign: "accounting"` folded in as the `accounting…` cases. The
    /// accounting cases write negative currency amounts in the locale's accounting
    /// form, such as `($1.00)` in en_US; for other numbers they act as their plain counterpart.
    public enum SignDisplay: String, Hashable, Sendable, CaseIterable, Codable {
        /// A minus sign on negative numbers, negative zero included: `-1`, `0`, `-0` (skeleton `sign-auto`).
        case automatic
        /// A sign on every number: `+1`, `+0`, `-1` (skeleton `sign-always`).
        case always
        /// No sign: `1`, `0`, `1` for -1 (skeleton `sign-never`).
        case never
        /// A sign on every number but zero: `+1`, `0`, `-1` (skeleton `sign-except-zero`).
        case exceptZero
        /// A minus sign on negative numbers but not on negative zero (skeleton `sign-negative`).
        case negative
        /// As ``automatic``, negative amounts in the accounting form: `($1.00)` (skeleton `sign-accounting`).
        case accounting
        /// As ``always``, negative amounts in the accounting form: `+$1.00`, `($1.00)`
        /// (skeleton `sign-accounting-always`).
        case accountingAlways
        /// As ``exceptZero``, negative amounts in the accounting form (skeleton `sign-accounting-except-zero`).
        case accountingExceptZero
        /// As ``negative``, negative amounts in the accounting form (skeleton `sign-accounting-negative`).
        case accountingNegative
    }

    /// Whether the decimal separator shows on a number with no fraction digits.
    ///
    /// The names are those of Foundation's `DecimalSeparatorDisplayStrategy`.
    public enum DecimalSeparatorDisplay: String, Hashable, Sendable, CaseIterable, Codable {
        /// Only before fraction digits: `1` (skeleton `decimal-auto`).
        case automatic
        /// Always: `1.` (skeleton `decimal-always`).
        case always
    }

    /// How a currency is named beside the amount.
    ///
    /// The names are `Intl.NumberFormat`'s `currencyDisplay` values; the option
    /// applies to currency formats only.
    public enum CurrencyDisplay: String, Hashable, Sendable, CaseIterable, Codable {
        /// The locale's symbol: `CA$1.00` for Canadian dollars in en_US (skeleton `unit-width-short`).
        case symbol
        /// The shortest symbol, which may be shared: `$1.00` for Canadian dollars in en_US (skeleton `unit-width-narrow`).
        case narrowSymbol
        /// The ISO 4217 code: `USD 1.00` (skeleton `unit-width-iso-code`).
        case isoCode
        /// The currency's name, declined for the number: `1.00 US dollars` (skeleton `unit-width-full-name`).
        case name
        /// No currency at all, with the currency's digits and rounding: `1.00` (skeleton `unit-width-hidden`).
        case hidden
    }

    /// How a unit of measure is written beside the number.
    ///
    /// `Intl.NumberFormat`'s `unitDisplay` values, named as every width in the
    /// library is (`long` is ``wide``); the option applies to measure units,
    /// percent and permille. Encoded as the case name (`"wide"`).
    public enum Width: String, Hashable, Sendable, CaseIterable, Codable {
        /// The unit's name, declined for the number: `5 kilometers per hour`
        /// (skeleton `unit-width-full-name`; `unitDisplay` `long`).
        case wide
        /// An abbreviation: `5 km/h` (skeleton `unit-width-short`).
        case short
        /// The shortest form, often without a space: `5km/h` (skeleton `unit-width-narrow`).
        case narrow
    }
}

extension NumberFormat {
    /// How many digits a number keeps, and how it is rounded to them.
    ///
    /// ```swift
    /// NumberFormat.Style.number.precision(.fractionDigits(2...4))    // skeleton .00##
    /// NumberFormat.Style.number.precision(.significantDigits(...3))  // skeleton @##
    /// NumberFormat.Style.number.precision(.increment("0.05"))        // skeleton precision-increment/0.05
    /// ```
    ///
    /// Digit counts run from 0 to 999 (1 to 999 for significant digits), as
    /// ICU allows; counts outside that range make the format's initializer throw.
    /// The names follow Foundation's `Precision` and `Intl.NumberFormat`'s
    /// `minimumFractionDigits`/`maximumSignificantDigits`.
    public struct Precision: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case fractionDigits(minimum: Int, maximum: Int?)
            case significantDigits(minimum: Int, maximum: Int?)
            case integer, increment(ExactText), currencyStandard, currencyCash, unlimited
        }

        let kind: Kind

        /// Exactly `digits` fraction digits: `.fractionDigits(2)` writes `1.50`
        /// (skeleton `.00`).
        public static func fractionDigits(_ digits: Int) -> Precision {
            Precision(kind: .fractionDigits(minimum: digits, maximum: digits))
        }
        /// Between `digits.lowerBound` and `digits.upperBound` fraction digits:
        /// `.fractionDigits(2...4)` (skeleton `.00##`).
        public static func fractionDigits(_ digits: ClosedRange<Int>) -> Precision {
            Precision(kind: .fractionDigits(minimum: digits.lowerBound, maximum: digits.upperBound))
        }
        /// At least `digits.lowerBound` fraction digits, and as many more as the
        /// number has: `.fractionDigits(2...)` (skeleton `.00*`).
        public static func fractionDigits(_ digits: PartialRangeFrom<Int>) -> Precision {
            Precision(kind: .fractionDigits(minimum: digits.lowerBound, maximum: nil))
        }
        /// At most `digits.upperBound` fraction digits: `.fractionDigits(...3)` (skeleton `.###`).
        public static func fractionDigits(_ digits: PartialRangeThrough<Int>) -> Precision {
            Precision(kind: .fractionDigits(minimum: 0, maximum: digits.upperBound))
        }
        /// Exactly `digits` significant digits: `.significantDigits(3)` writes
        /// `1.20` and `1,230` (skeleton `@@@`).
        public static func significantDigits(_ digits: Int) -> Precision {
            Precision(kind: .significantDigits(minimum: digits, maximum: digits))
        }
        /// Between `digits.lowerBound` and `digits.upperBound` significant digits:
        /// `.significantDigits(2...4)` (skeleton `@@##`).
        public static func significantDigits(_ digits: ClosedRange<Int>) -> Precision {
            Precision(kind: .significantDigits(minimum: digits.lowerBound, maximum: digits.upperBound))
        }
        /// At least `digits.lowerBound` significant digits: `.significantDigits(2...)` (skeleton `@@*`).
        public static func significantDigits(_ digits: PartialRangeFrom<Int>) -> Precision {
            Precision(kind: .significantDigits(minimum: digits.lowerBound, maximum: nil))
        }
        /// At most `digits.upperBound` significant digits, at least one:
        /// `.significantDigits(...3)` (skeleton `@##`).
        public static func significantDigits(_ digits: PartialRangeThrough<Int>) -> Precision {
            Precision(kind: .significantDigits(minimum: 1, maximum: digits.upperBound))
        }
        /// No fraction digits: `1,235` (skeleton `precision-integer`).
        public static let integer = Precision(kind: .integer)
        /// Rounded to a multiple of `increment`, a positive decimal number written
        /// with digits and at most one `.`, such as `"0.05"`; its fraction digits
        /// are the digits shown, so `"0.50"` writes `1.50` where `"0.5"` writes `1.5`
        /// (skeleton `precision-increment/0.05`). Any other text makes the format's
        /// initializer throw.
        public static func increment(_ increment: String) -> Precision { Precision(kind: .increment(ExactText(increment))) }
        /// Rounded to a multiple of `increment`, written as `Decimal` writes it
        /// (`0.05`, never with trailing zeros) (skeleton `precision-increment/0.05`).
        public static func increment(_ increment: Decimal) -> Precision { Precision(kind: .increment(ExactText(increment.description))) }
        /// The currency's usual digits: 2 for euros, 0 for yen (skeleton `precision-currency-standard`).
        public static let currencyStandard = Precision(kind: .currencyStandard)
        /// The currency's digits and rounding for cash: `CHF 1.05`, with no 1-cent
        /// coins (skeleton `precision-currency-cash`).
        public static let currencyCash = Precision(kind: .currencyCash)
        /// Every digit of the number, unrounded (skeleton `precision-unlimited`).
        public static let unlimited = Precision(kind: .unlimited)
    }

    /// How many integer digits a number shows: padded with zeros to `minimum`,
    /// and cut to its last `maximum` digits when there is a maximum.
    ///
    /// ```swift
    /// NumberFormat.Style.number.integerWidth(minimum: 3)              // 7 → 007 (skeleton integer-width/*000)
    /// NumberFormat.Style.number.integerWidth(minimum: 1, maximum: 2)  // 1234 → 34 (skeleton integer-width/#0)
    /// ```
    ///
    /// A maximum of zero (`minimum: 0, maximum: 0`) drops the integer digits:
    /// `0.5` → `.5` (skeleton `integer-width-trunc`). Counts run from 0 to 999.
    public struct IntegerWidth: Hashable, Sendable {
        /// The fewest integer digits, padded with zeros.
        public var minimum: Int
        /// The most integer digits, or `nil` for no limit. Digits beyond it are cut from the left.
        public var maximum: Int?

        /// An integer width of at least `minimum` digits and, if given, at most `maximum`.
        public init(minimum: Int, maximum: Int? = nil) {
            self.minimum = minimum
            self.maximum = maximum
        }
    }

    /// The unit a number counts: a currency, percent, permille or a unit of measure.
    ///
    /// ```swift
    /// NumberFormat.Style.unit(.measure("kilometer-per-hour"), width: .wide)  // 5 kilometers per hour
    /// NumberFormat.Style.unit(.currency(code: "EUR"))                        // €5.00 in en_US
    /// ```
    ///
    /// Percent and permille units write the number as it is: 0.25 as `0.25%`.
    /// The ``Style/percent`` style is the one that multiplies by 100.
    public struct Unit: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// An ISO 4217 code, or `nil` for the locale's currency.
            case currency(ExactText?)
            case percent, permille
            case measure(ExactText)
        }

        let kind: Kind

        /// A currency by its ISO 4217 code, such as `EUR` (skeleton `currency/EUR`).
        /// An unknown code makes the format's initializer throw.
        public static func currency(code: String) -> Unit { Unit(kind: .currency(ExactText(code))) }
        /// The currency of the format's locale, found when the format is created,
        /// as ``Style/currency`` does (skeleton `currency/` with the locale's code).
        public static let localCurrency = Unit(kind: .currency(nil))
        /// Percent, with the number unscaled: 25 as `25%` (skeleton `percent`).
        public static let percent = Unit(kind: .percent)
        /// Permille, with the number unscaled: 25 as `25‰` (skeleton `permille`).
        public static let permille = Unit(kind: .permille)
        /// A unit of measure by its CLDR identifier: `meter`, `kilometer-per-hour`,
        /// `liter-per-100-kilometer` (skeleton `unit/meter`). An identifier ICU
        /// does not know makes the format's initializer throw.
        public static func measure(_ identifier: String) -> Unit { Unit(kind: .measure(ExactText(identifier))) }
    }
}
