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
