import ICUBridge

/// CLDR's unit preferences by usage (ures.c: the `units` bundle's
/// `unitPreferenceData`), read once: which usages each quantity has, and which
/// units its preferences convert to.
struct UnitPreferences: Sendable {
    /// A quantity (`length`, `mass`, `temperature` …) and its usages.
    struct Quantity: Sendable {
        let name: String
        /// Its usages, `default` among them (`road`, `person-height` …), each
        /// with the units it converts to in any region.
        var usages: [String: Set<String>]

        /// Every unit a usage of it converts to.
        var units: Set<String> { usages.values.reduce(into: []) { $0.formUnion($1) } }
    }

    let quantities: [Quantity]

    /// CLDR's preferences of the ICU the process runs on.
    static let shared: Result<UnitPreferences, ICUError> = Result { () throws(ICUError) in
        let text = try BridgeText.string("reading CLDR's unit preferences") { icub_ures_unit_preferences($0, $1, &$2) }
        var quantities: [Quantity] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 2 else { continue }
            if quantities.last?.name != words[0] { quantities.append(Quantity(name: words[0], usages: [:])) }
            quantities[quantities.count - 1].usages[words[1], default: []].formUnion(words.dropFirst(2))
        }
        return UnitPreferences(quantities: quantities)
    }

    /// The quantities whose preferences convert to `unit`.
    func quantities(convertingTo unit: String) -> [Quantity] {
        quantities.filter { $0.units.contains(unit) }
    }

    /// The usage ICU applies to a quantity for `usage`: the usage itself when
    /// the quantity has it, else the longest of its leading hyphen-separated
    /// parts that the quantity has (`person-height` is `person` for mass), else
    /// nil, where ICU falls back to the quantity's `default`.
    static func resolved(_ usage: String, in quantity: Quantity) -> String? {
        var candidate = Substring(usage)
        while true {
            if quantity.usages[String(candidate)] != nil { return String(candidate) }
            guard let hyphen = candidate.lastIndex(of: "-") else { return nil }
            candidate = candidate[..<hyphen]
        }
    }
}

extension UnitPreferences {
    /// One of a usage's preferences in a region: the unit, the converted
    /// magnitude in its first unit from which it applies, and the precision
    /// skeleton CLDR gives it, if any.
    struct Preference: Sendable, Equatable {
        let unit: String
        /// ICU's default where CLDR gives none is 1.
        let geq: Double
        let skeleton: String
    }

    /// CLDR's preferences of `usage` of `quantity` in `region`, else in the
    /// world (`001`), as ICU looks them up (ures.c); nil when neither has any
    /// or an entry does not read.
    static func preferences(quantity: String, usage: String, region: String) -> [Preference]? {
        for candidate in region.isEmpty || region == "001" ? ["001"] : [region, "001"] {
            let text = try? BridgeText.string("reading CLDR's unit preferences of \(quantity) \(usage) in \(candidate)") {
                icub_ures_unit_preference_list(quantity, usage, candidate, $0, $1, &$2)
            }
            guard let text else { continue }
            var preferences: [Preference] = []
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3, !fields[0].isEmpty else { return nil }
                let geq = fields[1].isEmpty ? 1 : Double(fields[1])
                guard let geq else { return nil }
                preferences.append(Preference(unit: String(fields[0]), geq: geq, skeleton: String(fields[2])))
            }
            return preferences.isEmpty ? nil : preferences
        }
        return nil
    }
}
