import ICUBridge

/// A `UDateFormat` (udat.c).
///
/// Sendable notes: `udat_formatCalendar` and `udat_parse` only read the handle
/// (formatting writes to a calendar that one thread holds at a time; parsing
/// clones ICU's own); the Sharing tests run 8 threads on one handle and
/// compare every output with the single-threaded one. Every setter (`udat_setLenient`) runs before the handle is shared,
/// and never again. The calendars (``UCalendarHandle``) come from `calendars`: the primary one when
/// free, else a spare cloned from the formatter's own.
final class UDateFormatHandle: @unchecked Sendable {
    typealias Raw = UnsafeMutablePointer<icub_udat>

    let raw: Raw
    /// Calendars to format on, one thread at a time: `udat_format` would clone
    /// the formatter's calendar on every call (most of its allocations; the
    /// malloc counts of the `DateFormat.*` benchmark rows).
    private let calendars: ExclusiveHandles<UCalendarHandle>

    /// How the format was specified (`UDateFormatStyle`).
    enum Style: Hashable, Sendable {
        case full, long, medium, short, none, pattern

        var icuValue: Int32 {
            switch self {
            case .full: Int32(ICUB_UDAT_FULL)
            case .long: Int32(ICUB_UDAT_LONG)
            case .medium: Int32(ICUB_UDAT_MEDIUM)
            case .short: Int32(ICUB_UDAT_SHORT)
            case .none: Int32(ICUB_UDAT_NONE)
            case .pattern: Int32(ICUB_UDAT_PATTERN)
            }
        }
    }

    /// Opens a format from styles, or from a pattern when both styles are ``Style/pattern`` (`udat_open`).
    ///
    /// - Parameters:
    ///   - locale: An ICU locale ID.
    ///   - timeZone: A time zone ID ICU knows.
    convenience init(timeStyle: Style, dateStyle: Style, locale: LocaleID, timeZone: String,
                     pattern: String?, lenient: Bool) throws(ICUError) {
        let locale = try locale.icuName
        let operation = { "opening a date format for \(locale) in \(timeZone)" }
        let raw = try openHandle(operation()) { status, _ throws(ICUError) in
            try BridgeText.withUTF8(timeZone, operation()) { zone, zoneCount in
                locale.withCString { loc in
                    guard let pattern else {
                        return icub_udat_open(timeStyle.icuValue, dateStyle.icuValue, loc, zone, zoneCount, nil, 0, &status)
                    }
                    var text = pattern
                    return text.withUTF8 { p in
                        p.withMemoryRebound(to: CChar.self) {
                            icub_udat_open(timeStyle.icuValue, dateStyle.icuValue, loc, zone, zoneCount,
                                           $0.baseAddress ?? zone, Int32($0.count), &status)
                        }
                    }
                }
            }
        }
        try self.init(owning: raw, lenient: lenient)
    }

    /// Takes ownership of an opened handle: sets its leniency and clones its
    /// calendar for formatting; closes it if that fails.
    private init(owning raw: Raw, lenient: Bool) throws(ICUError) {
        icub_udat_set_lenient(raw, lenient ? 1 : 0)
        do throws(ICUError) {
            calendars = ExclusiveHandles(primary: try Self.makeCalendar(raw))
        } catch {
            icub_udat_close(raw)
            throw error
        }
        self.raw = raw
    }

    /// A copy with its own leniency: setters never touch a shared handle (`udat_clone`).
    func clone(lenient: Bool) throws(ICUError) -> UDateFormatHandle {
        let copy = try openHandle("cloning a date format") { status, _ in icub_udat_clone(raw, &status) }
        return try UDateFormatHandle(owning: copy, lenient: lenient)
    }

    deinit {
        icub_udat_close(raw)
    }

    /// The pattern in use (`udat_toPattern`).
    func pattern() throws(ICUError) -> String {
        try BridgeText.string("reading a date pattern") { icub_udat_pattern(raw, $0, $1, &$2) }
    }

    /// Formats milliseconds since 1970 on a calendar no other thread uses
    /// meanwhile, and hands the UTF-8 output to `consume` (`udat_formatCalendar`).
    @inline(__always)
    func output<R>(millis: Double, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let raw = self.raw
        // The common case written out: a closure here showed in the `DateFormat.*` benchmark rows.
        if let calendar = calendars.takePrimary() {
            defer { calendars.givePrimaryBack() }
            let calendar = calendar.raw
            return try BridgeText.withOutput(operation(), { icub_udat_format_calendar(raw, calendar, millis, $0, $1, &$2) }, consume)
        }
        return try calendars.withHandle(make: { () throws(ICUError) in try Self.makeCalendar(raw) }) { calendar throws(ICUError) in
            let calendar = calendar.raw
            return try BridgeText.withOutput(operation(), { icub_udat_format_calendar(raw, calendar, millis, $0, $1, &$2) }, consume)
        }
    }

    /// ``output(millis:_:_:)`` with the fields of the text (`udat_formatCalendarForFields`).
    func fields(millis: Double, _ operation: @autoclosure () -> String) throws(ICUError) -> FieldOutput<UDatField> {
        let raw = self.raw
        return try calendars.withHandle(make: { () throws(ICUError) in try Self.makeCalendar(raw) }) { calendar throws(ICUError) in
            try BridgeText.withFields(operation(), code: UDatField.init(icuValue:)) {
                icub_udat_format_calendar_fields(raw, calendar.raw, millis, $0, $1, $2, $3, &$4, &$5)
            }
        }
    }

    /// A clone of the formatter's calendar (`udat_getCalendar`, `ucal_clone`): only read while cloned.
    private static func makeCalendar(_ raw: Raw) throws(ICUError) -> UCalendarHandle {
        UCalendarHandle(owning: try openHandle("cloning a date format's calendar") { status, _ in
            icub_udat_calendar_clone(raw, &status)
        })
    }

    /// Parses the whole text into milliseconds since 1970; a parse error carries
    /// the UTF-8 offset where ICU stopped (`udat_parse`).
    func parse(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> Double {
        try BridgeText.checkParseInput(text, operation())
        return try BridgeText.withUTF8(text, operation()) { bytes, count throws(ICUError) in
            var offset: Int32 = -1
            var status: Int32 = 0
            let millis = icub_udat_parse(raw, bytes, count, &offset, &status)
            try ICUStatus.check(status, operation(), utf8Offset: offset)
            return millis
        }
    }
}

// MARK: What the compiled pattern reads once (udat.c)

extension UDateFormatHandle {
    /// The symbol arrays a compiled pattern reads (`UDateFormatSymbolType`).
    enum SymbolType: Hashable, Sendable {
        case eras, eraNames, months, shortMonths, narrowMonths
        case standaloneMonths, standaloneShortMonths, standaloneNarrowMonths
        case weekdays, shortWeekdays, narrowWeekdays, shorterWeekdays
        case standaloneWeekdays, standaloneShortWeekdays, standaloneNarrowWeekdays, standaloneShorterWeekdays
        case amPms, quarters, shortQuarters, narrowQuarters
        case standaloneQuarters, standaloneShortQuarters, standaloneNarrowQuarters
        /// Not a C symbol type: read through the C++ API (udat_symbols.cpp).
        case narrowEras

        var icuValue: Int32 {
            switch self {
            case .eras: Int32(ICUB_UDAT_ERAS)
            case .eraNames: Int32(ICUB_UDAT_ERA_NAMES)
            case .months: Int32(ICUB_UDAT_MONTHS)
            case .shortMonths: Int32(ICUB_UDAT_SHORT_MONTHS)
            case .narrowMonths: Int32(ICUB_UDAT_NARROW_MONTHS)
            case .standaloneMonths: Int32(ICUB_UDAT_STANDALONE_MONTHS)
            case .standaloneShortMonths: Int32(ICUB_UDAT_STANDALONE_SHORT_MONTHS)
            case .standaloneNarrowMonths: Int32(ICUB_UDAT_STANDALONE_NARROW_MONTHS)
            case .weekdays: Int32(ICUB_UDAT_WEEKDAYS)
            case .shortWeekdays: Int32(ICUB_UDAT_SHORT_WEEKDAYS)
            case .narrowWeekdays: Int32(ICUB_UDAT_NARROW_WEEKDAYS)
            case .shorterWeekdays: Int32(ICUB_UDAT_SHORTER_WEEKDAYS)
            case .standaloneWeekdays: Int32(ICUB_UDAT_STANDALONE_WEEKDAYS)
            case .standaloneShortWeekdays: Int32(ICUB_UDAT_STANDALONE_SHORT_WEEKDAYS)
            case .standaloneNarrowWeekdays: Int32(ICUB_UDAT_STANDALONE_NARROW_WEEKDAYS)
            case .standaloneShorterWeekdays: Int32(ICUB_UDAT_STANDALONE_SHORTER_WEEKDAYS)
            case .amPms: Int32(ICUB_UDAT_AM_PMS)
            case .quarters: Int32(ICUB_UDAT_QUARTERS)
            case .shortQuarters: Int32(ICUB_UDAT_SHORT_QUARTERS)
            case .narrowQuarters: Int32(ICUB_UDAT_NARROW_QUARTERS)
            case .standaloneQuarters: Int32(ICUB_UDAT_STANDALONE_QUARTERS)
            case .standaloneShortQuarters: Int32(ICUB_UDAT_STANDALONE_SHORT_QUARTERS)
            case .standaloneNarrowQuarters: Int32(ICUB_UDAT_STANDALONE_NARROW_QUARTERS)
            case .narrowEras: -1  // read by symbols(_:) through the C++ API
            }
        }
    }

    /// Every symbol of a type, as UTF-8 bytes (`udat_countSymbols`, `udat_getSymbols`).
    func symbols(_ symbolType: SymbolType) throws(ICUError) -> [[UInt8]] {
        if symbolType == .narrowEras {
            return try (0..<max(icub_udat_count_narrow_eras(raw), 0)).map { index throws(ICUError) in
                try BridgeText.withOutput("reading narrow eras", { icub_udat_narrow_era(raw, index, $0, $1, &$2) }) { Array($0) }
            }
        }
        let type = symbolType.icuValue
        let count = icub_udat_count_symbols(raw, type)
        var result: [[UInt8]] = []
        result.reserveCapacity(Int(max(count, 0)))
        for index in 0..<max(count, 0) {
            let bytes = try BridgeText.withOutput("reading date symbols", { icub_udat_symbol(raw, type, index, $0, $1, &$2) }) {
                Array($0)
            }
            result.append(bytes)
        }
        return result
    }

    /// Whether the field of a pattern letter has a number format of its own (`udat_getNumberFormatForField`).
    func hasNumberOverride(_ letter: UInt8) -> Bool {
        icub_udat_has_number_override(raw, CChar(bitPattern: letter)) != 0
    }

    /// An integer as this format writes numeric fields with those digit counts, or
    /// nil when its number format is not a decimal one (`unum_format` on a clone of `udat_getNumberFormat`).
    func formatNumber(_ value: Int32, minDigits: Int32, maxDigits: Int32) throws(ICUError) -> [UInt8]? {
        var status: Int32 = 0
        var bytes: [UInt8] = []
        let needed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let n = icub_udat_format_number(raw, value, minDigits, maxDigits, buffer.baseAddress!, 64, &status)
            if status <= 0, n <= 64 {
                bytes = buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }
            }
            return n
        }
        if status == ICUStatus.unsupported { return nil }
        try ICUStatus.check(status, "formatting a date field's number")
        return needed <= 64 ? bytes : nil
    }

    /// An integer as the number format of one field (a pattern letter) writes it,
    /// with those digit counts (`udat_getNumberFormatForField`, `unum_format`).
    func formatFieldNumber(_ letter: UInt8, _ value: Int32, minDigits: Int32, maxDigits: Int32) throws(ICUError) -> [UInt8] {
        try BridgeText.withOutput("formatting a date field's number", {
            icub_udat_format_field_number(raw, CChar(bitPattern: letter), value, minDigits, maxDigits, $0, $1, &$2)
        }) { Array($0) }
    }

    /// The calendar type, such as `gregorian` (`ucal_getType`).
    func calendarType() throws(ICUError) -> String {
        try BridgeText.string("reading a date format's calendar type") { icub_udat_calendar_type(raw, $0, $1, &$2) }
    }

    /// Runs `body` on one of the format's calendars (its zone and week rules), which no other thread uses meanwhile.
    private func withCalendar<R>(_ body: (UCalendarHandle) throws(ICUError) -> R) throws(ICUError) -> R {
        let raw = self.raw
        return try calendars.withHandle(make: { () throws(ICUError) in try Self.makeCalendar(raw) }, body)
    }

    /// The fields of the format's own calendar at an instant, for the compiled
    /// path of calendars other than the Gregorian one: on the primary calendar
    /// when it is free, else on a spare (`ucal_setMillis`, `ucal_get`).
    func dateFields(millis: Double) throws(ICUError) -> DateFields {
        if let calendar = calendars.takePrimary() {
            defer { calendars.givePrimaryBack() }
            return try calendar.fields(millis: millis)
        }
        return try calendars.withHandle(make: { () throws(ICUError) in try Self.makeCalendar(raw) }) { calendar throws(ICUError) in
            try calendar.fields(millis: millis)
        }
    }

    /// The first day of the week of the format's calendar, 1 = Sunday (`ucal_getAttribute`).
    func firstWeekday() throws(ICUError) -> Int32 {
        try withCalendar { $0.firstWeekday }
    }

    /// The minimal days of the first week of the format's calendar (`ucal_getAttribute`).
    func minimalDaysInFirstWeek() throws(ICUError) -> Int32 {
        try withCalendar { $0.minimalDaysInFirstWeek }
    }
}
