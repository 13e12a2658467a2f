import FoundationEssentials

extension NumberFormat {
    /// What a piece of a formatted number is (`UNumberFormatFields`).
    ///
    /// Each field's `description` (and raw value) is the part type JavaScript's
    /// `Intl.NumberFormat.formatToParts` gives the same text — `integer`,
    /// `group`, `decimal`, `fraction`, `currency`, `percentSign`, … — except
    /// where ICU reports one field for what `Intl` splits or lacks: ``sign`` is
    /// `sign` (minus or plus: the text says which), ``exponentSign`` is
    /// `exponentSign`, ``permilleSign`` is `permilleSign`.
    public enum Field: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The digits before the decimal separator, grouping separators included: `1,234` (`UNUM_INTEGER_FIELD`).
        /// `NaN` and `∞` are integers too.
        case integer = "integer"
        /// The digits after the decimal separator (`UNUM_FRACTION_FIELD`).
        case fraction = "fraction"
        /// The decimal separator: `.` in en_US, `,` in de_DE (`UNUM_DECIMAL_SEPARATOR_FIELD`).
        case decimalSeparator = "decimal"
        /// A grouping separator, inside ``integer``: `,` in en_US (`UNUM_GROUPING_SEPARATOR_FIELD`).
        case groupingSeparator = "group"
        /// The currency symbol, code or name (`UNUM_CURRENCY_FIELD`).
        case currency = "currency"
        /// The percent sign (`UNUM_PERCENT_FIELD`).
        case percentSign = "percentSign"
        /// The per mille sign, `‰` (`UNUM_PERMILL_FIELD`).
        case permilleSign = "permilleSign"
        /// The sign of the number, minus or plus (`UNUM_SIGN_FIELD`). The bidi
        /// marks some locales write beside it (U+061C before `-` in `ar`) are
        /// literal text.
        case sign = "sign"
        /// The exponent symbol of scientific notation: `E` (`UNUM_EXPONENT_SYMBOL_FIELD`).
        case exponentSymbol = "exponentSeparator"
        /// The exponent's sign (`UNUM_EXPONENT_SIGN_FIELD`).
        case exponentSign = "exponentSign"
        /// The exponent's digits (`UNUM_EXPONENT_FIELD`).
        case exponent = "exponentInteger"
        /// A unit of measure (`UNUM_MEASURE_UNIT_FIELD`).
        case measureUnit = "unit"
        /// The compact notation's suffix or word: `K`, ` thousand` (`UNUM_COMPACT_FIELD`).
        case compact = "compact"
        /// The approximately sign, `~` (`UNUM_APPROXIMATELY_SIGN_FIELD`).
        case approximatelySign = "approximatelySign"

        /// The `Intl` part type: the raw value.
        public var description: String { rawValue }

        init(_ field: UNumField) {
            switch field {
            case .integer: self = .integer
            case .fraction: self = .fraction
            case .decimalSeparator: self = .decimalSeparator
            case .groupingSeparator: self = .groupingSeparator
            case .currency: self = .currency
            case .percent: self = .percentSign
            case .permill: self = .permilleSign
            case .sign: self = .sign
            case .exponentSymbol: self = .exponentSymbol
            case .exponentSign: self = .exponentSign
            case .exponent: self = .exponent
            case .measureUnit: self = .measureUnit
            case .compact: self = .compact
            case .approximatelySign: self = .approximatelySign
            }
        }
    }

    /// Formats an integer into its parts: the same string as ``format(_:)-(Int)``,
    /// with its fields.
    ///
    /// ```swift
    /// let parts = try NumberFormat(.decimal, locale: "de_DE").formatToParts(-1234567)
    /// parts.string                       // "-1.234.567"
    /// parts.parts.map(\.text)            // ["-", "1", ".", "234", ".", "567"]
    /// ```
    ///
    /// The rule-based styles (``Style/spellOut``, ``Style/ordinal``), and every
    /// style in a locale whose numbering system is algorithmic (`@numbers=roman`),
    /// report no fields: their text is one literal part.
    ///
    /// The corresponding C functions are `unumf_formatInt` with `ufmtval_nextPosition`,
    /// and ICU's C++ `NumberFormat::format` with a `FieldPositionIterator` for the
    /// legacy engine.
    public func formatToParts(_ value: Int) -> FormattedParts<Field> {
        FormattedParts(infallible { () throws(ICUError) in try storage.fields(.int(Int64(value))) }, field: Field.init)
    }

    /// Formats a double into its parts: the same string as ``format(_:)-(Double)``,
    /// with its fields.
    ///
    /// A negative fraction spelled out is written from the locale's words around
    /// the spelled-out magnitude, as ``format(_:)-(Double)`` writes it: one
    /// literal part, as every spelled-out number is.
    ///
    /// The corresponding C functions are `unumf_formatDouble` with
    /// `ufmtval_nextPosition`, and `unum_formatDoubleForFields` for the legacy engine.
    public func formatToParts(_ value: Double) -> FormattedParts<Field> {
        FormattedParts(infallible { () throws(ICUError) in try storage.fields(.double(value)) }, field: Field.init)
    }

    /// Formats a `Decimal` exactly into its parts, through its decimal string.
    ///
    /// The corresponding C function is `unumf_formatDecimal` with `ufmtval_nextPosition`.
    public func formatToParts(_ value: Decimal) -> FormattedParts<Field> {
        infallible { () throws(ICUError) in try formatToParts(decimal: value.description) }
    }

    /// Formats a number given as a decimal string exactly into its parts: the same
    /// string as ``format(decimal:)``, with its fields.
    ///
    /// - Throws: ``ICUError`` where ``format(decimal:)`` does: `U_DECIMAL_NUMBER_SYNTAX_ERROR`
    ///   when the text is not a decimal number, and for numbers beyond the
    ///   format's limits.
    ///
    /// The corresponding C function is `unumf_formatDecimal` with `ufmtval_nextPosition`
    /// (ICU's C++ `NumberFormat::format` with a `FieldPositionIterator` for the legacy engine).
    public func formatToParts(decimal: String) throws(ICUError) -> FormattedParts<Field> {
        FormattedParts(try storage.fields(.decimal(decimal)), field: Field.init)
    }
}
