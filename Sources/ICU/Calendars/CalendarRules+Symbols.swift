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
        try symbols(width, context, [.months, .shortMonths, .narrowMonths,
                                     .standaloneMonths, .standaloneShortMonths, .standaloneNarrowMonths])
    }

    /// The weekday names in the locale, Sunday first, whatever the first weekday.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_WEEKDAYS` and its widths and contexts).
    public func weekdayNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) throws(ICUError) -> [String] {
        let names = try symbols(width, context, [.weekdays, .shortWeekdays, .narrowWeekdays, .standaloneWeekdays,
                                                 .standaloneShortWeekdays, .standaloneNarrowWeekdays])
        // ICU's weekday arrays start with an empty entry, so that 1 is Sunday.
        return Array(names.dropFirst(names.count > 7 ? names.count - 7 : 0))
    }

    /// The era names, by ICU's era number: `BC`, `AD` in the Gregorian calendar;
    /// every Japanese era since Taika (645) in the Japanese one.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_ERAS`, `UDAT_ERA_NAMES`), and for
    /// narrow names the C++ `DateFormatSymbols::getNarrowEras`.
    public func eraNames(_ width: SymbolWidth = .abbreviated) throws(ICUError) -> [String] {
        try symbols(width, .format, [.eraNames, .eras, .narrowEras])
    }

    /// The quarter names, the first quarter first.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_QUARTERS` and its widths and contexts).
    public func quarterNames(_ width: SymbolWidth = .wide, context: SymbolContext = .format) throws(ICUError) -> [String] {
        try symbols(width, context, [.quarters, .shortQuarters, .narrowQuarters,
                                     .standaloneQuarters, .standaloneShortQuarters, .standaloneNarrowQuarters])
    }

    /// The names of the morning and the afternoon: `AM`, `PM` in English.
    ///
    /// The corresponding C function is `udat_getSymbols` (`UDAT_AM_PMS`).
    public func amPMSymbols() throws(ICUError) -> [String] {
        try storage.symbols()[.amPms]
    }

    /// One of a symbol's arrays: `types` are its wide, abbreviated and narrow arrays
    /// in the format context, then, when there are six, in the standalone one.
    private func symbols(_ width: SymbolWidth, _ context: SymbolContext,
                         _ types: [UDateFormatHandle.SymbolType]) throws(ICUError) -> [String] {
        let column = switch width {
        case .wide: 0
        case .abbreviated: 1
        case .narrow: 2
        }
        return try storage.symbols()[types[context == .standalone && types.count == 6 ? column + 3 : column]]
    }
}
