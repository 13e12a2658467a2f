/// A unit of measure by its CLDR identifier, checked by ICU: a simple unit
/// (`meter`, `kilogram`, `celsius`), a compound one (`kilometer-per-hour`,
/// `liter-per-100-kilometer`, `square-meter`) or a mixed one, whose value is
/// written in several units from the largest down (`foot-and-inch`,
/// `hour-and-minute-and-second`).
///
/// ```swift
/// let speed = try UnitID("kilometer-per-hour")
/// try MeasureFormat(speed, locale: "de").format(50)  // "50 km/h"
/// try UnitID("furlong-per-fortnight")                // throws: unknown unit
/// ```
///
/// Two unit IDs are equal when their identifiers have the same bytes: ICU
/// accepts several spellings of one compound unit, and they stay distinct here.
///
/// The corresponding C++ function is `MeasureUnit::forIdentifier`, through the
/// number skeleton `unit/…` (`unumf_openForSkeletonAndLocaleWithError`).
public struct UnitID: Hashable, Sendable, CustomStringConvertible {
    let exact: ExactText

    /// The CLDR identifier, as given: `kilometer-per-hour`.
    public var identifier: String { exact.text }

    /// The identifier.
    public var description: String { exact.text }

    /// A unit by its CLDR identifier.
    ///
    /// - Parameter identifier: Lowercase letters, digits and hyphens, as CLDR
    ///   spells units: `meter`, `kilometer-per-hour`, `foot-and-inch`.
    /// - Throws: ``ICUError`` `U_ILLEGAL_ARGUMENT_ERROR` for text that is no
    ///   unit identifier and for a unit ICU does not know.
    ///
    /// The corresponding C function is `unumf_openForSkeletonAndLocaleWithError`.
    public init(_ identifier: String) throws(ICUError) {
        try NumberFormat.Options(unit: .measure(identifier)).check("reading the unit '\(identifier.prefix(32))'")
        exact = ExactText(identifier)
    }

    /// A unit ICU itself named, or one of the constants below.
    init(checked identifier: String) { exact = ExactText(identifier) }

    /// Whether the unit is mixed: a value written in several units, from the
    /// largest down (`foot-and-inch`: "5 ft, 11 in").
    public var isMixed: Bool { identifier.contains("-and-") }

    /// The unit of a ``NumberFormat`` option.
    var numberUnit: NumberFormat.Unit { .measure(identifier) }
}

extension UnitID {
    /// `meter`.
    public static let meter = UnitID(checked: "meter")
    /// `kilometer`.
    public static let kilometer = UnitID(checked: "kilometer")
    /// `centimeter`.
    public static let centimeter = UnitID(checked: "centimeter")
    /// `mile`.
    public static let mile = UnitID(checked: "mile")
    /// `foot`.
    public static let foot = UnitID(checked: "foot")
    /// `inch`.
    public static let inch = UnitID(checked: "inch")
    /// `foot-and-inch`, a mixed unit: "5 ft, 11 in".
    public static let footAndInch = UnitID(checked: "foot-and-inch")
    /// `kilogram`.
    public static let kilogram = UnitID(checked: "kilogram")
    /// `pound`.
    public static let pound = UnitID(checked: "pound")
    /// `celsius`.
    public static let celsius = UnitID(checked: "celsius")
    /// `fahrenheit`.
    public static let fahrenheit = UnitID(checked: "fahrenheit")
    /// `liter`.
    public static let liter = UnitID(checked: "liter")
    /// `kilometer-per-hour`.
    public static let kilometerPerHour = UnitID(checked: "kilometer-per-hour")
    /// `mile-per-hour`.
    public static let milePerHour = UnitID(checked: "mile-per-hour")
    /// `liter-per-100-kilometer`.
    public static let literPer100Kilometer = UnitID(checked: "liter-per-100-kilometer")
}
