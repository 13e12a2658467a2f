extension CalendarRules {
    /// A calendar system ICU computes: how years, months and days are counted.
    ///
    /// ```swift
    /// let system = try CalendarRules.System("islamic-umalqura")   // .islamicUmmAlQura
    /// _ = try CalendarRules.System("lunar")                       // throws U_ILLEGAL_ARGUMENT_ERROR
    /// ```
    ///
    /// The raw value is ICU's name for the system, as the `calendar` keyword of a
    /// locale ID (`th_TH@calendar=buddhist`) and `ucal_getType` spell it.
    public enum System: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// The Gregorian calendar, with the Julian one before 1582-10-15 (`gregorian`).
        case gregorian
        /// Japanese imperial eras over Gregorian months (`japanese`).
        case japanese
        /// The Thai Buddhist era: Gregorian months, years from 543 BC (`buddhist`).
        case buddhist
        /// The Republic of China (Minguo) era: Gregorian months, years from 1912 (`roc`).
        case roc
        /// The Hebrew lunisolar calendar: 12 or 13 months, Adar I in leap years (`hebrew`).
        case hebrew
        /// The Islamic calendar by astronomical calculation (`islamic`).
        case islamic
        /// The tabular Islamic calendar with the civil epoch, 16 July 622 (`islamic-civil`).
        case islamicCivil = "islamic-civil"
        /// The Islamic calendar of Saudi Arabia, Umm al-Qura (`islamic-umalqura`).
        case islamicUmmAlQura = "islamic-umalqura"
        /// The tabular Islamic calendar with the astronomical epoch, 15 July 622 (`islamic-tbla`).
        case islamicTabular = "islamic-tbla"
        /// The Persian solar hijri calendar (`persian`).
        case persian
        /// The Indian national (Saka) calendar (`indian`).
        case indian
        /// The Coptic calendar: twelve months of 30 days and a short thirteenth (`coptic`).
        case coptic
        /// The Ethiopic calendar, Amete Mihret era: twelve months of 30 days and a short thirteenth (`ethiopic`).
        case ethiopic
        /// The Chinese lunisolar calendar, with leap months and 60-year cycles (`chinese`).
        case chinese
        /// The Korean lunisolar calendar, with leap months (`dangi`).
        case dangi
        /// The Gregorian calendar with ISO 8601 weeks: Monday first, four days in the first week (`iso8601`).
        case iso8601

        /// The system ICU names so, such as `hebrew` or `islamic-umalqura`; BCP 47's
        /// `gregory` is accepted for `gregorian`.
        ///
        /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for any other name: ICU
        ///   itself would compute Gregorian dates for an unknown one.
        public init(_ name: String) throws(ICUError) {
            if let system = System(rawValue: name) {
                self = system
            } else if name == "gregory" {
                self = .gregorian
            } else {
                throw ICUError(code: .illegalArgument, operation: "reading the calendar '\(name.prefix(64))'",
                               reason: "unknown calendar; known: \(System.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }

        /// ICU's name for the system, such as `islamic-umalqura`.
        public var description: String { rawValue }

        /// Whether the library computes the system's fields itself (``GregorianCalendarMath``).
        var isGregorian: Bool { self == .gregorian || self == .iso8601 }

        /// Whether a day's fields depend on the day alone, as ICU computes them from its Julian
        /// day: all but the astronomical Islamic calendar, whose month begins by the moon's age
        /// at the instant itself (`IslamicCalendar::handleComputeFields`).
        var fieldsDependOnTheDayAlone: Bool { self != .islamic }

        /// Whether ICU counts the years of era 0 backwards (`Calendar::add`: the Gregorian, ROC
        /// and Coptic calendars; ICU 72's `iso8601` is a Gregorian calendar). ICU negates an
        /// amount of years there, so years still move the amount's way, and a year for the
        /// week of year, which counts forwards, moves back in time.
        var countsEraZeroBackwards: Bool { self == .gregorian || self == .iso8601 || self == .roc || self == .coptic }

        /// The library's extended year of a 60-year cycle (`UCAL_ERA`) and a year in it (`UCAL_YEAR`), in
        /// the systems that count cycles: years since 2637 BC in the Chinese calendar, since 2333 BC in
        /// the Dangi one (whose cycles are the Chinese ones), as ICU up to 76 counts `UCAL_EXTENDED_YEAR`.
        func extendedYear(cycle: Int, year: Int) -> Int? {
            switch self {
            case .chinese: 60 * (cycle - 1) + year
            case .dangi: 60 * (cycle - 1) + year - 304
            default: nil
            }
        }

        /// ICU's `UCAL_EXTENDED_YEAR` less the library's extended year, read from ICU once per
        /// calendar: 0 on ICU 72 to 76; in the Chinese and Dangi calendars of ICU 78,
        /// whose extended year is the Gregorian year the calendar's year begins in, −2637 and −2333.
        func extendedYearShift(_ calendar: UCalendarHandle) throws(ICUError) -> Int {
            // 2020-06-01, in the Chinese year 4657 (cycle 78, year 37).
            let f = try calendar.componentFields(millis: 1_590_969_600_000).values
            guard let extendedYear = extendedYear(cycle: Int(f.0), year: Int(f.1)) else { return 0 }
            return Int(f.2) - extendedYear
        }
    }
}
