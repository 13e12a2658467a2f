/// A locale's way of writing a measure: a number with a unit of measure
/// ("5 km/h", "5 kilometers per hour", "5 Kilometer pro Stunde"), a mixed unit
/// ("5 ft, 11 in"), or, with a ``Usage``, the measure converted to the unit the
/// locale prefers for that use ("1.1 mi" for 1.8 km on a road in the United
/// States, "1,8 km" in Germany).
///
/// ```swift
/// let speed = try MeasureFormat(.kilometerPerHour, locale: "en", options: .init(width: .wide))
/// speed.format(50)                                   // "50 kilometers per hour"
///
/// let height = try MeasureFormat(.meter, locale: "en_US", options: .init(usage: .personHeight))
/// height.format(1.8)                                 // "5 ft, 11 in"
/// height.formatWithUnit(1.8).unit                    // foot-and-inch
/// try MeasureFormat(.meter, locale: "de_DE", options: .init(usage: .personHeight)).format(1.8)  // "180 cm"
/// ```
///
/// The number itself follows ``NumberFormat/Options`` (precision, rounding,
/// grouping, sign …) in ``Options/number``; the unit and its width are this
/// format's own. With a usage, CLDR's preferences also give the precision
/// unless the options set one.
///
/// Creating a format checks everything: the unit, the usage and whether it
/// applies to the unit, the options and the locale. Formatting a `Double` or
/// an `Int` does not throw. A value that a usage or a mixed unit cannot
/// convert — NaN, the infinities, and a magnitude beyond ``maximumMagnitude``,
/// where a mixed unit's largest part would overflow ICU's 64-bit integer
/// ("-9,223,372,036,854,775,808 ft, ∞ in") — is written in the format's own
/// unit, as ICU writes it without the usage: "NaN m", "∞ m", "-∞ m" for a
/// format of meters, and in a mixed unit's largest unit ("NaN ft" for
/// `foot-and-inch`); ``formatWithUnit(_:)-(Double)`` names that unit. (ICU
/// would write NaN through a usage's conversion as "NaN in", and a mixed unit's
/// NaN as nothing at all.)
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
    public var width: NumberFormat.Width { storage.width }
    /// What the measures are for, when the locale's preferred unit is used.
    public var usage: Usage? { storage.usage }
    /// The locale whose conventions are followed.
    public var locale: LocaleID { storage.locale }
    /// The options the format was made with: the width, the usage and how the number is written.
    public var options: Options { Options(width: storage.width, usage: storage.usage, number: storage.options) }
    /// The largest magnitude the format writes: `Double.greatestFiniteMagnitude`,
    /// or less where a mixed unit comes out ("5 ft, 11 in"), whose largest part
    /// ICU holds in a 64-bit integer.
    public var maximumMagnitude: Double { storage.maximumMagnitude }
    /// The ICU number skeleton the format compiled: `unit/meter usage/person-height unit-width-full-name`.
    public var skeleton: String { storage.skeleton }

    /// How measures are written: every choice beside the unit and the locale.
    public struct Options: Sendable, Hashable {
        /// How the unit is written: ``NumberFormat/Width/short`` ("5 km/h",
        /// ICU's default), ``NumberFormat/Width/narrow`` ("5km/h") or
        /// ``NumberFormat/Width/wide`` ("5 kilometers per hour").
        public var width: NumberFormat.Width
        /// What the measures are for: with one, each value is converted to the
        /// unit the locale prefers for it, and ``MeasureFormat/formatWithUnit(_:)-(Double)`` says which.
        public var usage: Usage?
        /// How the number is written; its `unit`, `width` and `currencyDisplay`
        /// stay `nil`: the unit and its width are the format's own.
        public var number: NumberFormat.Options {
            get { customNumber?.options ?? NumberFormat.Options() }
            set { customNumber = newValue.isEmpty ? nil : NumberOptionsBox(newValue) }
        }
        /// Number options other than the plain ones, boxed: the value stays a few
        /// words, so building one for each request (`.init(usage: .road)`) and
        /// comparing it with a pooled format's copies no large structure.
        private var customNumber: NumberOptionsBox?

        /// Options with the given values; by default a short unit, no usage, and the locale's plain numbers.
        public init(width: NumberFormat.Width = .short, usage: Usage? = nil, number: NumberFormat.Options = .init()) {
            self.width = width
            self.usage = usage
            self.customNumber = number.isEmpty ? nil : NumberOptionsBox(number)
        }
    }

    /// Number options that are not the plain ones, shared by the copies of a
    /// ``Options`` value; immutable, so copies never see a change.
    private final class NumberOptionsBox: Hashable, Sendable {
        let options: NumberFormat.Options
        init(_ options: NumberFormat.Options) { self.options = options }
        static func == (lhs: NumberOptionsBox, rhs: NumberOptionsBox) -> Bool {
            lhs === rhs || lhs.options == rhs.options
        }
        func hash(into hasher: inout Hasher) { hasher.combine(options) }
    }

    /// A format of measures in a unit.
    ///
    /// - Parameters:
    ///   - unit: The unit the values are given in.
    ///   - locale: The locale whose conventions to follow.
    ///   - options: The unit's width, the usage, and how the number is written.
    /// - Throws: ``ICUError`` `U_ILLEGAL_ARGUMENT_ERROR` for options that set a unit,
    ///   for a usage that is no CLDR name, that CLDR does not know, or that the
    ///   unit's quantity does not have (`road` for `kilogram`: ICU would use the
    ///   quantity's default preferences instead; `person-height` is `person` for
    ///   mass, as ICU reads it), for a usage with a mixed unit, which ICU cannot
    ///   convert, and for a usage with a unit CLDR has no preferences for
    ///   (`lux`); what ``NumberFormat`` throws for the options and the locale.
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public init(_ unit: UnitID, locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(unit: unit, width: options.width, usage: options.usage, locale: locale,
                              options: options.number)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The measure of a double (`unumf_formatDouble`).
    ///
    /// NaN, the infinities and values beyond ``maximumMagnitude`` are written
    /// in the format's own unit without a usage's conversion ("NaN m", "∞ m"),
    /// or in a mixed unit's largest unit ("∞ ft").
    public func format(_ value: Double) -> String {
        storage.format(.double(value))
    }

    /// The measure of an integer (`unumf_formatInt`).
    ///
    /// A value beyond ``maximumMagnitude`` is written in the format's own unit
    /// without a usage's conversion, or in a mixed unit's largest unit.
    public func format(_ value: Int) -> String {
        storage.format(.int(Int64(value)))
    }

    /// The measure of a number given as a decimal string, exactly where no
    /// usage converts it (`unumf_formatDecimal`).
    ///
    /// - Throws: ``ICUError`` `U_DECIMAL_NUMBER_SYNTAX_ERROR` when it is not a
    ///   decimal number, `U_ILLEGAL_ARGUMENT_ERROR` for one beyond
    ///   ``maximumMagnitude`` or of more than ``NumberFormat/decimalDigitLimit`` digits.
    public func format(decimal: String) throws(ICUError) -> String {
        try storage.format(decimal: decimal)
    }

    /// The measure of a double, and the unit it is written in: the format's own
    /// unit, or the one a usage converted it to.
    ///
    /// ```swift
    /// let road = try MeasureFormat(.meter, locale: "en_GB", options: .init(usage: .road))
    /// road.formatWithUnit(1800)       // ("1.1 mi", mile)
    /// road.formatWithUnit(50)         // ("50 yd", yard)
    /// road.formatWithUnit(.nan)       // ("NaN m", meter)
    /// ```
    ///
    /// A value no conversion applies to is written as ``format(_:)-(Double)``
    /// writes it, with the unit it is written in.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnit(_ value: Double) -> (text: String, unit: UnitID) {
        storage.formatWithUnit(.double(value))
    }

    /// The measure of an integer, and the unit it is written in.
    ///
    /// A value beyond ``maximumMagnitude`` is written as ``format(_:)-(Int)``
    /// writes it, with the unit it is written in.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnit(_ value: Int) -> (text: String, unit: UnitID) {
        storage.formatWithUnit(.int(Int64(value)))
    }

    /// The measure of a decimal string, and the unit it is written in.
    ///
    /// - Throws: As ``format(decimal:)``.
    ///
    /// The corresponding C++ function is `FormattedNumber::getOutputUnit`.
    public func formatWithUnit(decimal: String) throws(ICUError) -> (text: String, unit: UnitID) {
        try storage.formatWithUnit(decimal: decimal)
    }
}
