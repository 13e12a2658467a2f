/// A locale's way of writing a measure: a number with a unit of measure
/// ("5 km/h", "5 kilometers per hour", "5 Kilometer pro Stunde"), a mixed unit
/// ("5 ft, 11 in"), or, with a ``Usage``, the measure converted to the unit the
/// locale prefers for that use ("1.1 mi" for 1.8 km on a road in the United
/// States, "1,8 km" in Germany).
///
/// ```swift
/// let speed = try MeasureFormat(.kilometerPerHour, width: .long, locale: "en")
/// try speed.format(50)                               // "50 kilometers per hour"
///
/// let height = try MeasureFormat(.meter, usage: .personHeight, locale: "en_US")
/// try height.format(1.8)                             // "5 ft, 11 in"
/// try height.formatWithUnit(1.8).unit                // foot-and-inch
/// try MeasureFormat(.meter, usage: .personHeight, locale: "de_DE").format(1.8)  // "180 cm"
/// ```
///
/// The number itself follows ``NumberFormat/Options`` (precision, rounding,
/// grouping, sign …); the unit and its width are this format's own. With a
/// usage, CLDR's preferences also give the precision unless the options set one.
///
/// Creating a format checks everything: the unit, the usage and whether it
/// applies to the unit, the options and the locale. Formatting throws only for
/// a value that is no finite number within ``maximumMagnitude``: ICU writes
/// NaN and the infinities with a usage's or a mixed unit's conversions as
/// nonsense ("0 ft, NaN in"), and a mixed unit's largest part overflows
/// ICU's 64-bit integer ("-9,223,372,036,854,775,808 ft") for huge values.
///
/// Safe to share between threads.
///
/// Usages need ICU 68 or newer: built against ICU 67, creating a format with one throws `U_UNSUPPORTED_ERROR`.
/// Foundation on Linux has no `MeasurementFormatter`.
///
/// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
public struct MeasureFormat: Sendable {
    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The unit the values are given in.
    public var unit: UnitID { storage.unit }
    /// How the unit is written.
    public var width: NumberFormat.UnitWidth { storage.width }
    /// What the measures are for, when the locale's preferred unit is used.
    public var usage: Usage? { storage.usage }
    /// The locale whose conventions are followed.
    public var locale: LocaleID { storage.locale }
    /// How the number is written (its unit and unit width are the format's own).
    public var options: NumberFormat.Options { storage.options }
    /// The largest magnitude the format writes: `Double.greatestFiniteMagnitude`,
    /// or less where a mixed unit comes out ("5 ft, 11 in"), whose largest part
    /// ICU holds in a 64-bit integer.
    public var maximumMagnitude: Double { storage.maximumMagnitude }
    /// The ICU number skeleton the format compiled: `unit/meter usage/person-height unit-width-full-name`.
    public var skeleton: String { storage.skeleton }

    /// A format of measures in a unit.
    ///
    /// - Parameters:
    ///   - unit: The unit the values are given in.
    ///   - width: How the unit is written: ``NumberFormat/UnitWidth/short`` ("5 km/h",
    ///     ICU's default), ``NumberFormat/UnitWidth/narrow`` ("5km/h") or
    ///     ``NumberFormat/UnitWidth/long`` ("5 kilometers per hour").
    ///   - usage: What the measures are for: with one, each value is converted to
    ///     the unit the locale prefers for it, and ``formatWithUnit(_:)-(Double)`` says which.
    ///   - locale: The locale whose conventions to follow.
    ///   - options: How the number is written; its `unit`, `unitWidth` and
    ///     `currencyDisplay` stay `nil`.
    /// - Throws: ``ICUError`` `U_ILLEGAL_ARGUMENT_ERROR` for options that set a unit,
    ///   for a usage that is no CLDR name, that CLDR does not know, or that the
    ///   unit's quantity does not have (`road` for `kilogram`: ICU would use the
    ///   quantity's default preferences instead; `person-height` is `person` for
    ///   mass, as ICU reads it), for a usage with a mixed unit, which ICU cannot
    ///   convert, and for a usage with a unit CLDR has no preferences for
    ///   (`lux`); what ``NumberFormat`` throws for the options and the locale.
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public init(_ unit: UnitID, width: NumberFormat.UnitWidth = .short, usage: Usage? = nil,
                locale: LocaleID, options: NumberFormat.Options = .init()) throws(ICUError) {
        storage = try Storage(unit: unit, width: width, usage: usage, locale: try locale.validated(), options: options)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The measure of a double (`unumf_formatDouble`).
    ///
    /// - Throws: ``ICUError`` `U_ILLEGAL_ARGUMENT_ERROR` for NaN, the infinities
    ///   and values beyond ``maximumMagnitude``.
    public func format(_ value: Double) throws(ICUError) -> String {
        try storage.format(.double(value))
    }

    /// The measure of an integer (`unumf_formatInt`).
    ///
    /// - Throws: ``ICUError`` `U_ILLEGAL_ARGUMENT_ERROR` beyond ``maximumMagnitude``.
    public func format(_ value: Int) throws(ICUError) -> String {
        try storage.format(.int(Int64(value)))
    }

    /// The measure of a number given as a decimal string, exactly where no
    /// usage converts it (`unumf_formatDecimal`).
    ///
    /// - Throws: ``ICUError`` `U_DECIMAL_NUMBER_SYNTAX_ERROR` when it is not a
    ///   decimal number, `U_ILLEGAL_ARGUMENT_ERROR` for one beyond
    ///   ``maximumMagnitude`` or of more than ``NumberFormat/decimalDigitLimit`` digits.
    public func format(decimal: String) throws(ICUError) -> String {
        try storage.format(.decimal(decimal))
    }

    /// The measure of a double, and the unit it is written in: the format's own
    /// unit, or the one a usage converted it to.
    ///
    /// ```swift
    /// let road = try MeasureFormat(.meter, usage: .road, locale: "en_GB")
    /// try road.formatWithUnit(1800)   // ("1.1 mi", mile)
    /// try road.formatWithUnit(50)     // ("50 yd", yard)
    /// ```
    ///
    /// - Throws: As ``format(_:)-(Double)``.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnit(_ value: Double) throws(ICUError) -> (text: String, unit: UnitID) {
        try storage.formatWithUnit(.double(value))
    }

    /// The measure of an integer, and the unit it is written in.
    ///
    /// - Throws: As ``format(_:)-(Int)``.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnit(_ value: Int) throws(ICUError) -> (text: String, unit: UnitID) {
        try storage.formatWithUnit(.int(Int64(value)))
    }

    /// The measure of a decimal string, and the unit it is written in.
    ///
    /// - Throws: As ``format(decimal:)``.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnit(decimal: String) throws(ICUError) -> (text: String, unit: UnitID) {
        try storage.formatWithUnit(.decimal(decimal))
    }
}
