import FoundationEssentials

extension NumberFormat.Style {
    /// ICU's defaults and nothing else: grouped as the locale groups, at most six
    /// fraction digits rounded half-even (the empty skeleton), like Foundation's
    /// `.number`. Start here to set options one at a time.
    ///
    /// ```swift
    /// let style = NumberFormat.Style.number.precision(.fractionDigits(2)).sign(.always)
    /// try NumberFormat(style, locale: "en_US").format(3)  // "+3.00"
    /// ```
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public static let number = Self(kind: .options(NumberFormat.Options()))

    /// A style with the given options, compiled to their ICU skeleton when a
    /// format is created; an option ICU would refuse makes the initializer throw.
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public static func options(_ options: NumberFormat.Options) -> Self { Self(kind: .options(options)) }

    /// Numbers of a unit: a currency, percent, permille, or a unit of measure
    /// written at `width` (the unit's own default, short, when `nil`).
    ///
    /// ```swift
    /// try NumberFormat(.unit(.measure("kilometer-per-hour"), width: .wide), locale: "en_US").format(5)
    /// // "5 kilometers per hour"
    /// ```
    ///
    /// A `width` on a currency makes the format's initializer throw: name a
    /// currency's display with ``currencyDisplay(_:)``.
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public static func unit(_ unit: NumberFormat.Unit, width: NumberFormat.Width? = nil) -> Self {
        Self(kind: .options(NumberFormat.Options(unit: unit, width: width)))
    }

    // MARK: Modifiers

    /// This style in another notation (``NumberFormat/Options/notation``):
    /// `.decimal.notation(.compactShort)`.
    public func notation(_ notation: NumberFormat.Notation) -> Self { with { $0.notation = notation } }

    /// This style with another precision (``NumberFormat/Options/precision``):
    /// `.currency(code: "EUR").precision(.fractionDigits(0))`.
    public func precision(_ precision: NumberFormat.Precision) -> Self { with { $0.precision = precision } }

    /// This style rounding another way (``NumberFormat/Options/roundingMode``):
    /// `.decimal.rounding(.halfUp)`.
    public func rounding(_ mode: NumberFormat.RoundingMode) -> Self { with { $0.roundingMode = mode } }

    /// This style grouping digits another way (``NumberFormat/Options/grouping``):
    /// `.decimal.grouping(.never)`.
    public func grouping(_ grouping: NumberFormat.Grouping) -> Self { with { $0.grouping = grouping } }

    /// This style showing signs another way (``NumberFormat/Options/signDisplay``):
    /// `.currency(code: "EUR").sign(.accounting)`.
    public func sign(_ display: NumberFormat.SignDisplay) -> Self { with { $0.signDisplay = display } }

    /// This style with at least `minimum` integer digits, and at most `maximum`
    /// (``NumberFormat/Options/integerWidth``): `.decimal.integerWidth(minimum: 3)`.
    public func integerWidth(minimum: Int, maximum: Int? = nil) -> Self {
        with { $0.integerWidth = NumberFormat.IntegerWidth(minimum: minimum, maximum: maximum) }
    }

    /// This style showing the decimal separator another way
    /// (``NumberFormat/Options/decimalSeparator``): `.decimal.decimalSeparator(.always)`.
    public func decimalSeparator(_ display: NumberFormat.DecimalSeparatorDisplay) -> Self {
        with { $0.decimalSeparator = display }
    }

    /// This style multiplying every number by `multiplier` first
    /// (``NumberFormat/Options/scale``): `.decimal.scale(1000)`.
    public func scale(_ multiplier: Decimal) -> Self { with { $0.scale = multiplier } }

    /// This style naming its currency another way (``NumberFormat/Options/currencyDisplay``):
    /// `.currency(code: "USD").currencyDisplay(.isoCode)`. On a style without a
    /// currency, the format's initializer throws.
    public func currencyDisplay(_ display: NumberFormat.CurrencyDisplay) -> Self {
        with { $0.currencyDisplay = display }
    }

    /// This style writing its unit at another width (``NumberFormat/Options/width``):
    /// `.unit(.measure("meter")).width(.wide)`.
    public func width(_ width: NumberFormat.Width) -> Self { with { $0.width = width } }

    /// This style in the numbering system named `name`, such as `arab` or `latn`
    /// (``NumberFormat/Options/numberingSystem``): `.decimal.numberingSystem("arab")`.
    public func numberingSystem(_ name: String) -> Self { with { $0.numberingSystem = name } }

    /// The style with one option changed. A named style starts from the options
    /// that spell it (``options``); spell-out, ordinal and raw skeleton styles have
    /// none, and stay a style whose format's initializer throws.
    private func with(_ change: (inout NumberFormat.Options) -> Void) -> Self {
        guard var options = options else {
            if case .misplacedOptions = kind { return self }
            return Self(kind: .misplacedOptions(kind))
        }
        change(&options)
        return Self(kind: .options(options))
    }

    /// The options equivalent to the style: those of ``modernSkeleton(currency:)``
    /// for the named styles. Scientific leaves out `integer-width/0`, which
    /// changes no output in scientific notation (every ICU 72 locale compared)
    /// but would cut plain numbers to one digit after `.notation(.standard)`.
    var options: NumberFormat.Options? {
        switch kind {
        case .decimal: NumberFormat.Options(precision: .fractionDigits(...3), grouping: .always)
        case .currency(let code):
            NumberFormat.Options(unit: NumberFormat.Unit(kind: .currency(code)),
                                 precision: .currencyStandard, grouping: .always)
        case .percent: NumberFormat.Options(unit: .percent, precision: .integer, grouping: .always, scale: 100)
        case .scientific: NumberFormat.Options(notation: .scientific, precision: .unlimited, grouping: .never)
        case .compactShort: NumberFormat.Options(notation: .compactShort)
        case .compactLong: NumberFormat.Options(notation: .compactLong)
        case .options(let options): options
        case .spellOut, .ordinal, .skeleton, .misplacedOptions: nil
        }
    }

    /// The currency a format of this style formats in: `.some(nil)` for the
    /// locale's own, `nil` for none.
    var requestedCurrency: String?? {
        switch kind {
        case .currency(let code): .some(code?.text)
        case .options(let options): options.unit?.requestedCurrency
        default: nil
        }
    }

    /// Whether the style is ``NumberFormat/Style/compactShort`` or ``NumberFormat/Style/compactLong``.
    var isCompact: Bool {
        switch kind {
        case .compactShort, .compactLong: true
        default: false
        }
    }

    /// Whether a format compiles the style's skeleton as it is, with no legacy
    /// style to compare it with: a raw skeleton, or options.
    var isSkeletonAsGiven: Bool {
        switch kind {
        case .skeleton, .options: true
        default: false
        }
    }

    /// Why a format of this style cannot be created, for a modifier on a style without options.
    var misplacedOptionsReason: String? {
        guard case .misplacedOptions(let base) = kind else { return nil }
        return if case .skeleton = base {
            "options apply to the named styles and .number; write the option's token into the skeleton instead"
        } else {
            "options apply to the skeleton-based styles; \(Self(kind: base)) is rule-based"
        }
    }
}
