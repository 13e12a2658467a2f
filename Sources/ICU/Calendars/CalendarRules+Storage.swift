import Synchronization

extension CalendarRules {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``CalendarRules`` shares between its copies, and what a pool keeps:
    /// its settings, and the ICU calendars that compute with them.
    ///
    /// Sendable notes: a `UCalendar` is mutable and not synchronized. `template`
    /// is set up in `init` and never changed after: it is only cloned
    /// (`ucal_clone` reads it). Every computation takes a calendar from
    /// `calendars` (``ExclusiveHandles``: the primary one, else an idle clone of
    /// the template), which no other thread uses meanwhile, and sets its instant
    /// or clears it first. The Gregorian fields come from ``GregorianCalendarMath``,
    /// a value, over ``ZoneOffsets``, which is shareable.
    final class Storage: @unchecked Sendable {
        let locale: LocaleID
        let system: System
        let timeZone: TimeZoneID
        let options: Options
        let firstWeekday: Int
        let minimalDaysInFirstWeek: Int
        /// The ICU locale ID the calendars are opened with: the locale with the system's `calendar` keyword.
        let calendarLocale: String
        /// ``calendarLocale`` as a locale ID, for formats in this calendar.
        let formatLocale: LocaleID
        /// The Gregorian fields without ICU, for `gregorian` and `iso8601`.
        let gregorianMath: GregorianCalendarMath?
        /// The zone's offsets, for the wall clock of an instant in any system.
        let zoneOffsets: ZoneOffsets
        /// ICU's `UCAL_EXTENDED_YEAR` less the library's ``Components/extendedYear``: 0 but in
        /// the Chinese and Dangi calendars of ICU 78 (``System-swift.enum/extendedYearShift(_:)``).
        let extendedYearShift: Int
        /// Whether ICU negates an amount of years in era 0 (``System-swift.enum/countsEraZeroBackwards``):
        /// its `iso8601` calendar does on ICU 72, where it is the Gregorian one, and not on ICU 78.
        let negatesEraZeroYears: Bool
        /// The calendar's number, unique in the process and never 0: what marks its days in
        /// each thread's last days (``DayFieldsFront``).
        let serial = ThreadFronts.serials.add(1, ordering: .relaxed).newValue
        private let template: UCalendarHandle
        let calendars: ExclusiveHandles<UCalendarHandle>
        private let symbolTables = LazyCache<Bool, SymbolTables>(capacity: 1)

        init(system: System?, locale: LocaleID, timeZone: TimeZoneID, options: Options) throws(ICUError) {
            let (firstWeekday, minimalDaysInFirstWeek) = (options.firstWeekday, options.minimalDaysInFirstWeek)
            let operation = { "opening a calendar for \(locale) in time zone \(timeZone)" }
            // The ICU name first: an invalid literal throws its error before any other check.
            let identifier = try locale.icuName
            let keyword = try ULoc.keyword("calendar", of: identifier).map { name throws(ICUError) in try System(name) }
            let system = system ?? keyword
            for (name, value) in [("first weekday", firstWeekday), ("minimal days in the first week", minimalDaysInFirstWeek)] {
                if let value, !(1...7).contains(value) {
                    throw ICUError(code: .illegalArgument, operation: operation(), reason: "\(name) \(value) is not in 1…7")
                }
            }
            calendarLocale = Self.locale(identifier, calendar: system)
            formatLocale = try LocaleID(calendarLocale)
            let template = try UCalendarHandle(locale: formatLocale, zone: timeZone.identifier)
            if firstWeekday != nil || minimalDaysInFirstWeek != nil {
                template.setWeekRules(firstWeekday: Int32(firstWeekday ?? Int(template.firstWeekday)),
                                      minimalDaysInFirstWeek: Int32(minimalDaysInFirstWeek ?? Int(template.minimalDaysInFirstWeek)))
            }
            let type = try template.type()
            // ICU 72's ISO 8601 calendar calls itself `gregorian`: its week rules tell it apart.
            guard let resolved = system == .iso8601 && type == "gregorian" ? .iso8601 : System(rawValue: type) else {
                throw ICUError(code: .unsupported, operation: operation(), reason: "the locale's calendar '\(type)' is not supported")
            }
            self.system = resolved
            self.locale = locale
            self.timeZone = timeZone
            self.options = options
            self.firstWeekday = Int(template.firstWeekday)
            self.minimalDaysInFirstWeek = Int(template.minimalDaysInFirstWeek)
            gregorianMath = resolved.isGregorian
                ? GregorianCalendarMath(firstWeekday: template.firstWeekday, minimalDaysInFirstWeek: template.minimalDaysInFirstWeek)
                : nil
            zoneOffsets = try ZoneOffsets.shared(zone: timeZone.identifier)
            extendedYearShift = try resolved.extendedYearShift(template)
            negatesEraZeroYears = resolved.countsEraZeroBackwards && (resolved != .iso8601 || type == "gregorian")
            calendars = ExclusiveHandles(primary: try template.clone())
            self.template = template
        }

        /// A locale ID with its `calendar` keyword set to the system (or kept as it is without one).
        private static func locale(_ id: String, calendar system: System?) -> String {
            guard let system else { return id }
            let keyword = "calendar=\(system.rawValue)"
            guard let at = id.firstIndex(of: "@") else { return id + "@" + keyword }
            var keywords = id[id.index(after: at)...].split(separator: ";").map(String.init).filter { !$0.hasPrefix("calendar=") }
            keywords.append(keyword)
            return id[..<at] + "@" + keywords.joined(separator: ";")
        }

        /// Runs `body` on a calendar no other thread uses meanwhile.
        @inline(__always)
        func withCalendar<R>(_ body: (UCalendarHandle) throws(ICUError) -> R) throws(ICUError) -> R {
            try calendars.withHandle(make: { () throws(ICUError) in try template.clone() }, body)
        }

        /// The locale's symbols for the calendar, read on first use.
        func symbols() throws(ICUError) -> SymbolTables {
            try symbolTables.value(for: true) { () throws(ICUError) in
                try SymbolTables(UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: formatLocale,
                                                   timeZone: timeZone.identifier, pattern: "G", lenient: false))
            }
        }
    }

    /// Every symbol array of the calendar in the locale (`udat_getSymbols`).
    struct SymbolTables: Sendable {
        let tables: [UDateFormatHandle.SymbolType: [String]]

        init(_ format: UDateFormatHandle) throws(ICUError) {
            var tables: [UDateFormatHandle.SymbolType: [String]] = [:]
            let types: [UDateFormatHandle.SymbolType] = [
                .eras, .eraNames, .narrowEras, .months, .shortMonths, .narrowMonths, .standaloneMonths,
                .standaloneShortMonths, .standaloneNarrowMonths, .weekdays, .shortWeekdays, .narrowWeekdays,
                .standaloneWeekdays, .standaloneShortWeekdays, .standaloneNarrowWeekdays, .amPms, .quarters,
                .shortQuarters, .narrowQuarters, .standaloneQuarters, .standaloneShortQuarters, .standaloneNarrowQuarters,
            ]
            for type in types {
                tables[type] = try format.symbols(type).map { String(decoding: $0, as: UTF8.self) }
            }
            self.tables = tables
        }

        subscript(_ type: UDateFormatHandle.SymbolType) -> [String] { tables[type] ?? [] }
    }
}
