extension MeasureFormat {
    /// What a measure is for, which decides the unit a locale writes it in:
    /// CLDR's unit preferences by usage. A road's length is in miles in the
    /// United States and in kilometers in Germany; a person's height in feet
    /// and inches in the United States, in centimeters in Germany.
    ///
    /// ```swift
    /// let road = try MeasureFormat(.kilometer, locale: "en_US", options: .init(usage: .road))
    /// road.format(1.8)                         // "1.1 mi"
    /// road.formatWithUnit(1.8).unit            // mile
    /// ```
    ///
    /// A usage applies to the quantity of the unit (length, mass, temperature …)
    /// that has it in CLDR; ``init(_:)`` names one that has no constant here.
    /// Creating a format checks it: see ``MeasureFormat/init(_:locale:options:)``.
    ///
    /// The ICU skeleton token is `usage/…` (`NumberFormatterSettings::usage`).
    public struct Usage: Hashable, Sendable, CustomStringConvertible {
        let exact: ExactText

        /// CLDR's name of the usage: `road`, `person-height`.
        public var identifier: String { exact.text }

        /// The name.
        public var description: String { exact.text }

        /// A usage by CLDR's name (lowercase letters, digits and hyphens),
        /// checked when a format is created.
        public init(_ identifier: String) { exact = ExactText(identifier) }

        /// The quantity's preferences without a particular use: `default`.
        public static let `default` = Usage("default")
        /// A length on the road: miles and feet or yards in the United States
        /// and the United Kingdom, kilometers and meters elsewhere: `road`.
        public static let road = Usage("road")
        /// A person's height: feet and inches, or centimeters: `person-height`.
        public static let personHeight = Usage("person-height")
        /// A person's weight (pounds, stones and pounds, kilograms), or a
        /// person's length: `person`.
        public static let person = Usage("person")
        /// A person's age in years and months: `person-age` (durations).
        public static let personAge = Usage("person-age")
        /// A weather temperature: `weather`.
        public static let weather = Usage("weather")
        /// A wind speed: `wind`.
        public static let wind = Usage("wind")
        /// A vehicle's fuel consumption (liters per 100 km, miles per gallon): `vehicle-fuel`.
        public static let vehicleFuel = Usage("vehicle-fuel")
        /// A volume of liquid: `fluid`.
        public static let fluid = Usage("fluid")
        /// An area of land (hectares, acres): `land`.
        public static let land = Usage("land")
        /// An amount of rain: `rainfall`.
        public static let rainfall = Usage("rainfall")
        /// An amount of snow: `snowfall`.
        public static let snowfall = Usage("snowfall")
        /// The energy of food (kilocalories): `food`.
        public static let food = Usage("food")
        /// The length of a recording (minutes and seconds): `media`.
        public static let media = Usage("media")
    }
}
