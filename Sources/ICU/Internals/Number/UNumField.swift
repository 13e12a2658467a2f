import ICUBridge

/// ICU's `UNumberFormatFields`, the fields of a formatted number, as unum.c pins them.
enum UNumField: CaseIterable, Sendable {
    case integer, fraction, decimalSeparator, exponentSymbol, exponentSign, exponent
    case groupingSeparator, currency, percent, permill, sign, measureUnit, compact, approximatelySign

    var icuValue: Int32 {
        switch self {
        case .integer: Int32(ICUB_UNUM_INTEGER_FIELD)
        case .fraction: Int32(ICUB_UNUM_FRACTION_FIELD)
        case .decimalSeparator: Int32(ICUB_UNUM_DECIMAL_SEPARATOR_FIELD)
        case .exponentSymbol: Int32(ICUB_UNUM_EXPONENT_SYMBOL_FIELD)
        case .exponentSign: Int32(ICUB_UNUM_EXPONENT_SIGN_FIELD)
        case .exponent: Int32(ICUB_UNUM_EXPONENT_FIELD)
        case .groupingSeparator: Int32(ICUB_UNUM_GROUPING_SEPARATOR_FIELD)
        case .currency: Int32(ICUB_UNUM_CURRENCY_FIELD)
        case .percent: Int32(ICUB_UNUM_PERCENT_FIELD)
        case .permill: Int32(ICUB_UNUM_PERMILL_FIELD)
        case .sign: Int32(ICUB_UNUM_SIGN_FIELD)
        case .measureUnit: Int32(ICUB_UNUM_MEASURE_UNIT_FIELD)
        case .compact: Int32(ICUB_UNUM_COMPACT_FIELD)
        case .approximatelySign: Int32(ICUB_UNUM_APPROXIMATELY_SIGN_FIELD)
        }
    }

    private static let byValue = Dictionary(uniqueKeysWithValues: allCases.map { ($0.icuValue, $0) })

    /// The field of an ICU code; `nil` for a code ICU 72 does not have.
    init?(icuValue: Int32) {
        guard let field = Self.byValue[icuValue] else { return nil }
        self = field
    }
}
