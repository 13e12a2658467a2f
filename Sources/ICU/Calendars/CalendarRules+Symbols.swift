extension CalendarRules {
    /// How long a symbol is.
    public enum SymbolWidth: String, CaseIterable, Hashable, Sendable {
        /// `January`, `Monday`, `Anno Domini`, `1st quarter`.
        case wide
        /// `Jan`, `Mon`, `AD`, `Q1`.
        case abbreviated
        /// `J`, `M`, `A`, `1`.
        case narrow
    }

    /// Where a symbol stands: inside a date, or on its own (a heading, a
    /// calendar's column). Some languages decline month names in dates
    /// (Russian `января` in a date, `январь` alone).
    public enum SymbolContext: String, CaseIterable, Hashable, Sendable {
        /// Inside a formatted date (`UDAT_MONTHS`, …).
        case format
        /// On its own (`UDAT_STANDALONE_MONTHS`, …).
        case standalone
    }

    /// The month names of the calendar in its locale, the first month first
    /// (13 for the Hebrew, Coptic and Ethiopic calendars; the Hebrew one has a
    /// 14th, the name of Adar in leap years, Adar II).
    ///
    /// ```swift
    /// let january = try CalendarRules(locale: "fr_FR", timeZone: .utc).monthNames(.abbreviated)[0]   // janv.
    /// ```
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_MONTHS` and its widths and contexts).
    public func monthNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) throws(ICUError) -> [String] {
        let tables = try storage.symbols()
        switch (width, context) {
        case (.wide, .format): return tables[.months]
        case (.abbreviated, .format): return tables[.shortMonths]
        case (.narrow, .format): return tables[.narrowMonths]
        case (.wide, .standalone): return tables[.standaloneMonths]
        case (.abbreviated, .standalone): return tables[.standaloneShortMonths]
        case (.narrow, .standalone): return tables[.standaloneNarrowMonths]
        }
    }

    /// The weekday names in the locale, Sunday first, whatever the first weekday.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_WEEKDAYS` and its widths and contexts).
    public func weekdayNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) throws(ICUError) -> [String] {
        let tables = try storage.symbols()
        // ICU's weekday arrays start with an empty entry, so that 1 is Sunday.
        let names: [String] = switch (width, context) {
        case (.wide, .format): tables[.weekdays]
        case (.abbreviated, .format): tables[.shortWeekdays]
        case (.narrow, .format): tables[.narrowWeekdays]
        case (.wide, .standalone): tables[.standaloneWeekdays]
        case (.abbreviated, .standalone): tables[.standaloneShortWeekdays]
        case (.narrow, .standalone): tables[.standaloneNarrowWeekdays]
        }
        return Array(names.dropFirst(names.count > 7 ? names.count - 7 : 0))
    }

    /// The era names, by ICU's era number: `BC`, `AD` in the Gregorian calendar;
    /// every Japanese era since Taika (645) in the Japanese one.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_ERAS`, `UDAT_ERA_NAMES`), and for
    /// narrow names the C++ `DateFormatSymbols::getNarrowEras`.
    public func eraNames(_ width: SymbolWidth = .abbreviated) throws(ICUError) -> [String] {
        let tables = try storage.symbols()
        switch width {
        case .wide: return tables[.eraNames]
        case .abbreviated: return tables[.eras]
        case .narrow: return tables[.narrowEras]
        }
    }

    /// The quarter names, the first quarter first.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_QUARTERS` and its widths and contexts).
    public func quarterNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) throws(ICUError) -> [String] {
        let tables = try storage.symbols()
        switch (width, context) {
        case (.wide, .format): return tables[.quarters]
        case (.abbreviated, .format): return tables[.shortQuarters]
        case (.narrow, .format): return tables[.narrowQuarters]
        case (.wide, .standalone): return tables[.standaloneQuarters]
        case (.abbreviated, .standalone): return tables[.standaloneShortQuarters]
        case (.narrow, .standalone): return tables[.standaloneNarrowQuarters]
        }
    }

    /// The names of the morning and the afternoon: `AM`, `PM` in English.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_AM_PMS`).
    public func amPMSymbols() throws(ICUError) -> [String] {
        try storage.symbols()[.amPms]
    }
}
