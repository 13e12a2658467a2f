import FoundationEssentials

extension NumberFormat {
    /// Typed options for a number format, compiled to an ICU number skeleton
    /// once, when a ``NumberFormat`` is created.
    ///
    /// Each option is `nil` by default and then adds nothing to the skeleton, so
    /// ICU's own default applies; an option that is set always writes its token,
    /// even when it names ICU's default. The option names are those of
    /// Foundation's `FormatStyle` and JavaScript's `Intl.NumberFormat`; each
    /// option's type gives the ICU skeleton token of every value.
    ///
    /// ```swift
    /// var options = NumberFormat.Options(unit: .currency(code: "EUR"))
    /// options.signDisplay = .accounting
    /// options.skeleton  // "currency/EUR sign-accounting"
    /// try NumberFormat(.options(options), locale: "en_US").format(-5)  // "(€5.00)"
    /// ```
    ///
    /// The styles' modifiers (``Style/sign(_:)``, ``Style/precision(_:)`` …) set
    /// these options one at a time, starting from a named style's own options.
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public struct Options: Hashable, Sendable {
        /// What the number counts: a currency, percent, permille or a unit of measure.
        public var unit: Unit?
        /// Plain, scientific, engineering or compact.
        public var notation: Notation?
        /// How many digits are kept.
        public var precision: Precision?
        /// How the number is rounded to the precision; half-even when `nil`.
        public var roundingMode: RoundingMode?
        /// When digits are grouped; the locale's rule (``Grouping/automatic``) when `nil`.
        public var grouping: Grouping?
        /// How many integer digits are shown.
        public var integerWidth: IntegerWidth?
        /// The digits to write with, by ICU's name: `latn`, `arab`, `deva`,
        /// `hanidec`, `fullwide` … (skeleton `numbering-system/arab`; ICU also
        /// spells `numbering-system/latn` as `latin`). A name ICU does not know, or
        /// an algorithmic system such as `roman` (whose numbers ICU writes by
        /// rules, not digits), makes the format's initializer throw.
        public var numberingSystem: String? {
            get { exactNumberingSystem?.text }
            set { exactNumberingSystem = newValue.map(ExactText.init) }
        }
        /// The numbering system as it is kept: options are part of pool keys.
        private var exactNumberingSystem: ExactText?
        /// How a currency is named; for currency units only.
        public var currencyDisplay: CurrencyDisplay?
        /// How a unit is written; for measure units, percent and permille only.
        public var width: Width?
        /// When a sign is shown.
        public var signDisplay: SignDisplay?
        /// Whether the decimal separator shows on numbers without fraction digits.
        public var decimalSeparator: DecimalSeparatorDisplay?
        /// A number every value is multiplied by before it is formatted: 100
        /// for a percentage of a fraction (skeleton `scale/100`, `scale/0.5`).
        /// `NaN` makes the format's initializer throw.
        public var scale: Decimal?

        /// Options with the given values; each left out adds nothing to the skeleton.
        public init(unit: Unit? = nil, notation: Notation? = nil, precision: Precision? = nil,
                    roundingMode: RoundingMode? = nil, grouping: Grouping? = nil,
                    integerWidth: IntegerWidth? = nil, numberingSystem: String? = nil,
                    currencyDisplay: CurrencyDisplay? = nil, width: Width? = nil,
                    signDisplay: SignDisplay? = nil, decimalSeparator: DecimalSeparatorDisplay? = nil,
                    scale: Decimal? = nil) {
            self.unit = unit
            self.notation = notation
            self.precision = precision
            self.roundingMode = roundingMode
            self.grouping = grouping
            self.integerWidth = integerWidth
            // The stored property itself: the computed one's setter would copy the whole value.
            self.exactNumberingSystem = numberingSystem.map(ExactText.init)
            self.currencyDisplay = currencyDisplay
            self.width = width
            self.signDisplay = signDisplay
            self.decimalSeparator = decimalSeparator
            self.scale = scale
        }

        /// Whether no option is set: the locale's plain numbers.
        var isEmpty: Bool {
            unit == nil && notation == nil && precision == nil && roundingMode == nil && grouping == nil
                && integerWidth == nil && exactNumberingSystem == nil && currencyDisplay == nil && width == nil
                && signDisplay == nil && decimalSeparator == nil && scale == nil
        }

        /// The ICU number skeleton these options compile to: one token per option
        /// that is set, in the order ICU itself writes skeletons (notation, unit,
        /// precision, rounding mode, grouping, integer width, numbering system,
        /// unit width, sign, decimal separator, scale).
        ///
        /// The locale's currency (``Unit/localCurrency``) is known only once a
        /// format is created for a locale; until then it is written
        /// `currency/local`, which ICU does not accept, so that this text is never
        /// taken for a currency. A format compiles the skeleton with the locale's code.
        public var skeleton: String { skeleton(currency: nil) }

        /// The skeleton with `currency` as the code of the locale's currency.
        func skeleton(currency: String?) -> String {
            var tokens: [String] = []
            if let notation { tokens.append(notation.token) }
            if let unit { tokens.append(unit.token(localCurrency: currency)) }
            if let precision { tokens.append(precision.token) }
            if let roundingMode { tokens.append(roundingMode.token) }
            if let grouping { tokens.append(grouping.token) }
            if let integerWidth { tokens.append(integerWidth.token) }
            if let numberingSystem { tokens.append("numbering-system/\(numberingSystem)") }
            if let currencyDisplay { tokens.append(currencyDisplay.token) }
            if let width { tokens.append(width.token) }
            if let signDisplay { tokens.append(signDisplay.token) }
            if let decimalSeparator { tokens.append(decimalSeparator.token) }
            if let scale { tokens.append("scale/\(scale)") }
            return tokens.joined(separator: " ")
        }
    }
}

// MARK: Skeleton tokens

extension NumberFormat.Notation {
    var token: String {
        switch self {
        case .standard: "notation-simple"
        case .scientific: "scientific"
        case .engineering: "engineering"
        case .compactShort: "compact-short"
        case .compactLong: "compact-long"
        }
    }
}

extension NumberFormat.RoundingMode {
    var token: String {
        switch self {
        case .ceiling: "rounding-mode-ceiling"
        case .floor: "rounding-mode-floor"
        case .down: "rounding-mode-down"
        case .up: "rounding-mode-up"
        case .halfEven: "rounding-mode-half-even"
        case .halfDown: "rounding-mode-half-down"
        case .halfUp: "rounding-mode-half-up"
        case .halfCeiling: "rounding-mode-half-ceiling"
        case .halfFloor: "rounding-mode-half-floor"
        }
    }
}

extension NumberFormat.Grouping {
    var token: String {
        switch self {
        case .automatic: "group-auto"
        case .min2: "group-min2"
        case .always: "group-on-aligned"
        case .never: "group-off"
        }
    }
}

extension NumberFormat.SignDisplay {
    var token: String {
        switch self {
        case .automatic: "sign-auto"
        case .always: "sign-always"
        case .never: "sign-never"
        case .exceptZero: "sign-except-zero"
        case .negative: "sign-negative"
        case .accounting: "sign-accounting"
        case .accountingAlways: "sign-accounting-always"
        case .accountingExceptZero: "sign-accounting-except-zero"
        case .accountingNegative: "sign-accounting-negative"
        }
    }
}

extension NumberFormat.DecimalSeparatorDisplay {
    var token: String {
        switch self {
        case .automatic: "decimal-auto"
        case .always: "decimal-always"
        }
    }
}

extension NumberFormat.CurrencyDisplay {
    var token: String {
        switch self {
        case .symbol: "unit-width-short"
        case .narrowSymbol: "unit-width-narrow"
        case .isoCode: "unit-width-iso-code"
        case .name: "unit-width-full-name"
        case .hidden: "unit-width-hidden"
        }
    }
}

extension NumberFormat.Width {
    var token: String {
        switch self {
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        case .wide: "unit-width-full-name"
        }
    }
}

extension NumberFormat.Precision {
    /// ICU's digit patterns: `0` a digit always shown, `#` one shown when the
    /// number has it, `*` any number more.
    var token: String {
        switch kind {
        case .fractionDigits(let minimum, let maximum):
            "." + Self.digits(minimum: minimum, maximum: maximum, required: "0")
        case .significantDigits(let minimum, let maximum):
            Self.digits(minimum: minimum, maximum: maximum, required: "@")
        case .integer: "precision-integer"
        case .increment(let increment): "precision-increment/\(increment)"
        case .currencyStandard: "precision-currency-standard"
        case .currencyCash: "precision-currency-cash"
        case .unlimited: "precision-unlimited"
        }
    }

    /// `minimum` times `required`, then `#` up to `maximum`, or `*` without one.
    /// Counts outside 0...999 are refused before a skeleton is compiled.
    private static func digits(minimum: Int, maximum: Int?, required: Character) -> String {
        let shown = String(repeating: required, count: max(0, min(minimum, 999)))
        guard let maximum else { return shown + "*" }
        return shown + String(repeating: "#", count: max(0, min(max(maximum, 0), 999) - max(0, min(minimum, 999))))
    }
}

extension NumberFormat.IntegerWidth {
    /// `integer-width/` with `#` up to the maximum (or `*` without one), then a
    /// `0` per required digit; no digit at all is `integer-width-trunc`.
    var token: String {
        let required = max(0, min(minimum, 999))
        guard let maximum else { return "integer-width/*" + String(repeating: "0", count: required) }
        if maximum == 0 { return "integer-width-trunc" }
        return "integer-width/" + String(repeating: "#", count: max(0, min(max(maximum, 0), 999) - required))
            + String(repeating: "0", count: required)
    }
}

extension NumberFormat.Unit {
    func token(localCurrency: String?) -> String {
        switch kind {
        case .currency(let code): "currency/\(code?.text ?? localCurrency ?? "local")"
        case .percent: "percent"
        case .permille: "permille"
        case .measure(let identifier): "unit/\(identifier)"
        }
    }

    /// The currency the unit asks for: `.some(nil)` for the locale's, `nil` for no currency.
    var requestedCurrency: String?? {
        if case .currency(let code) = kind { return .some(code?.text) }
        return nil
    }
}

// MARK: Checks on creation

extension NumberFormat.Options {
    /// Throws for an option ICU would refuse, misread or silently ignore, with
    /// the reason; the skeleton's syntax is left to ICU.
    func check(_ operation: @autoclosure () -> String) throws(ICUError) {
        func refuse(_ reason: String) -> ICUError {
            ICUError(code: .illegalArgument, operation: operation(), reason: reason)
        }
        if let precision { try precision.check(refuse) }
        if let integerWidth { try integerWidth.check(refuse) }
        if let scale, scale.isNaN { throw refuse("the scale is NaN; it must be a number") }
        switch unit?.kind {
        case .measure(let exact):
            let identifier = exact.text
            // Only letters, digits and hyphens: anything else could end the token.
            guard !identifier.isEmpty, identifier.utf8.allSatisfy(Self.isIdentifierByte) else {
                throw refuse("'\(identifier.prefix(32))' is no unit identifier (lowercase letters, digits and '-')")
            }
            let probe: UNumberFormatterHandle
            do { probe = try UNumberFormatterHandle(skeleton: "unit/\(identifier)", locale: .undetermined) } catch {
                throw refuse("unknown unit '\(identifier.prefix(32))'")
            }
            // ICU compiles mixed units it cannot write: parts of different
            // quantities (`meter-and-second`), or with a prefix (`kilofoot-and-inch`).
            do { _ = try probe.output(.int(1), operation()) { _ in () } } catch {
                throw refuse("ICU cannot write the unit '\(identifier.prefix(32))' (\(error.code.name)): a mixed unit's parts measure one quantity, without SI prefixes")
            }
        case .currency, .percent, .permille, nil: break
        }
        let isCurrency = unit?.requestedCurrency != nil
        if currencyDisplay != nil, !isCurrency {
            throw refuse("currencyDisplay applies to a currency unit; use width for other units")
        }
        if width != nil, unit == nil || isCurrency {
            throw refuse(unit == nil ? "width applies to a unit, and none is set"
                                     : "width applies to units of measure, percent and permille; use currencyDisplay for a currency")
        }
        if let numberingSystem {
            guard !numberingSystem.isEmpty, numberingSystem.utf8.count <= 32,
                  numberingSystem.utf8.allSatisfy({ Self.isIdentifierByte($0) && $0 != UInt8(ascii: "-") }) else {
                throw refuse("'\(numberingSystem.prefix(32))' is no numbering system name (lowercase letters and digits)")
            }
            let system: (name: String, isAlgorithmic: Bool)
            do { system = try UNumSys.describe(locale: LocaleID(probe: "und@numbers=\(numberingSystem)")) } catch {
                throw refuse("unknown numbering system '\(numberingSystem)'")
            }
            // ICU's skeleton formatter writes an algorithmic system's numbers in Latin digits.
            guard !system.isAlgorithmic else {
                throw refuse("'\(numberingSystem)' is an algorithmic numbering system; skeleton formats write digits only")
            }
        }
    }

    /// A byte of a CLDR identifier (a unit, a usage): a lowercase letter, a digit or a hyphen.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }
}

extension NumberFormat.Precision {
    /// ICU's limit on every digit count of a skeleton.
    static let digitLimit = 999

    func check(_ refuse: (String) -> ICUError) throws(ICUError) {
        switch kind {
        case .fractionDigits(let minimum, let maximum):
            try Self.checkDigits("fraction", minimum: minimum, maximum: maximum, lowest: 0, refuse)
        case .significantDigits(let minimum, let maximum):
            try Self.checkDigits("significant", minimum: minimum, maximum: maximum, lowest: 1, refuse)
        case .increment(let exact):
            let increment = exact.text
            guard Self.isPositiveDecimal(increment) else {
                throw refuse("the increment '\(increment.prefix(32))' is no positive decimal number such as 0.05")
            }
            guard increment.utf8.count <= NumberFormat.skeletonNumberDigitLimit else {
                throw refuse("the increment writes \(increment.utf8.count) characters; a skeleton number may write at most \(NumberFormat.skeletonNumberDigitLimit) digits")
            }
        case .integer, .currencyStandard, .currencyCash, .unlimited: break
        }
    }

    static func checkDigits(_ what: String, minimum: Int, maximum: Int?, lowest: Int,
                            _ refuse: (String) -> ICUError) throws(ICUError) {
        guard (lowest...digitLimit).contains(minimum) else {
            throw refuse("at least \(minimum) \(what) digits; the count must be \(lowest) to \(digitLimit)")
        }
        if let maximum, !(minimum...digitLimit).contains(maximum) {
            throw refuse("at most \(maximum) \(what) digits; the count must be \(minimum) (the minimum) to \(digitLimit)")
        }
    }

    /// Digits with at most one `.` between digits, not all zeros: `0.05`, `5`, `0.50`.
    static func isPositiveDecimal(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } })
        else { return false }
        return text.utf8.contains { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }
    }
}

extension NumberFormat.IntegerWidth {
    func check(_ refuse: (String) -> ICUError) throws(ICUError) {
        try NumberFormat.Precision.checkDigits("integer", minimum: minimum, maximum: maximum, lowest: 0, refuse)
    }
}
