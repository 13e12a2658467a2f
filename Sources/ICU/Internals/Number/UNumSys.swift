import ICUBridge

/// Numbering systems (unumsys.c).
enum UNumSys {
    /// The locale's numbering system: its name (`latn`, `roman`, …) and whether
    /// it is algorithmic (written by rules, not digit by digit). An unknown
    /// `numbers` keyword throws `U_UNSUPPORTED_ERROR`
    /// (`unumsys_open`, `unumsys_getName`, `unumsys_isAlgorithmic`).
    static func describe(locale: LocaleID) throws(ICUError) -> (name: String, isAlgorithmic: Bool) {
        let locale = try locale.icuName
        var algorithmic: Int32 = 0
        let name = try BridgeText.string("finding the numbering system of \(locale)") { dest, capacity, status in
            locale.withCString { icub_unumsys_describe($0, &algorithmic, dest, capacity, &status) }
        }
        return (name, algorithmic != 0)
    }
}
