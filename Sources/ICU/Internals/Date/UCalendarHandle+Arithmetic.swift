import ICUBridge

/// One of ICU's date fields (`UCalendarDateFields`), as the calendar arithmetic reads and sets them.
enum UCalField: Hashable, Sendable, CaseIterable {
    case era, year, month, weekOfYear, weekOfMonth, dayOfMonth, dayOfYear, dayOfWeek, dayOfWeekInMonth
    case hourOfDay, minute, second, millisecond, zoneOffset, dstOffset, yearForWeekOfYear, extendedYear
    case isLeapMonth

    var icuValue: Int32 {
        switch self {
        case .era: Int32(ICUB_UCAL_ERA)
        case .year: Int32(ICUB_UCAL_YEAR)
        case .month: Int32(ICUB_UCAL_MONTH)
        case .weekOfYear: Int32(ICUB_UCAL_WEEK_OF_YEAR)
        case .weekOfMonth: Int32(ICUB_UCAL_WEEK_OF_MONTH)
        case .dayOfMonth: Int32(ICUB_UCAL_DATE)
        case .dayOfYear: Int32(ICUB_UCAL_DAY_OF_YEAR)
        case .dayOfWeek: Int32(ICUB_UCAL_DAY_OF_WEEK)
        case .dayOfWeekInMonth: Int32(ICUB_UCAL_DAY_OF_WEEK_IN_MONTH)
        case .hourOfDay: Int32(ICUB_UCAL_HOUR_OF_DAY)
        case .minute: Int32(ICUB_UCAL_MINUTE)
        case .second: Int32(ICUB_UCAL_SECOND)
        case .millisecond: Int32(ICUB_UCAL_MILLISECOND)
        case .zoneOffset: Int32(ICUB_UCAL_ZONE_OFFSET)
        case .dstOffset: Int32(ICUB_UCAL_DST_OFFSET)
        case .yearForWeekOfYear: Int32(ICUB_UCAL_YEAR_WOY)
        case .extendedYear: Int32(ICUB_UCAL_EXTENDED_YEAR)
        case .isLeapMonth: Int32(ICUB_UCAL_IS_LEAP_MONTH)
        }
    }
}

/// The fields of a date's components, in `icub_ucal_component_fields`' order: era, year, extended
/// year, month (from 0), leap month, date, day of week, its ordinal, day of year, week of year, its
/// year, week of month, hour of day, minute, second, millisecond, zone and daylight offsets (ms).
struct ComponentFields: Equatable {
    var values: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
                 Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    static func == (a: ComponentFields, b: ComponentFields) -> Bool {
        withUnsafeBytes(of: a.values) { a in withUnsafeBytes(of: b.values) { b in a.elementsEqual(b) } }
    }
}

/// A limit of a field (`UCalendarLimitType`).
enum UCalLimit: Hashable, Sendable {
    case minimum, maximum, actualMinimum, actualMaximum

    var icuValue: Int32 {
        switch self {
        case .minimum: Int32(ICUB_UCAL_MINIMUM)
        case .maximum: Int32(ICUB_UCAL_MAXIMUM)
        case .actualMinimum: Int32(ICUB_UCAL_ACTUAL_MINIMUM)
        case .actualMaximum: Int32(ICUB_UCAL_ACTUAL_MAXIMUM)
        }
    }
}

// The calls of calendar arithmetic (ucal.c). Each moves the calendar: callers
// hold it alone (``ExclusiveHandles``) for the whole call.
extension UCalendarHandle {
    /// A locale's calendar (its `calendar` keyword, else the locale's own) in a
    /// zone ICU knows, validated by the caller (`ucal_open`).
    convenience init(locale: LocaleID, zone: String) throws(ICUError) {
        let locale = try locale.icuName
        let operation = { "opening a calendar for \(locale) in time zone \(zone)" }
        let raw = try BridgeText.withUTF8(zone, operation()) { bytes, count throws(ICUError) in
            try openHandle(operation()) { status, _ in
                locale.withCString { icub_ucal_open_zone(bytes, count, $0, &status) }
            }
        }
        self.init(owning: raw)
    }

    /// A copy with the same system, zone, week rules and instant (`ucal_clone`).
    func clone() throws(ICUError) -> UCalendarHandle {
        let raw = self.raw
        return UCalendarHandle(owning: try openHandle("copying a calendar") { status, _ in icub_ucal_clone(raw, &status) })
    }

    /// Sets the week rules: first day 1 = Sunday … 7, minimal days 1 … 7 (`ucal_setAttribute`).
    func setWeekRules(firstWeekday: Int32, minimalDaysInFirstWeek: Int32) {
        icub_ucal_set_week_rules(raw, firstWeekday, minimalDaysInFirstWeek)
    }

    /// The calendar system's name, such as `hebrew` (`ucal_getType`).
    func type() throws(ICUError) -> String {
        let raw = self.raw
        return try BridgeText.string("reading a calendar's type") { icub_ucal_type(raw, $0, $1, &$2) }
    }

    /// The fields of a date's components at an instant, in one bridge call, without
    /// allocating (`ucal_setMillis`, `ucal_get`).
    @inline(__always)
    func componentFields(millis: Double) throws(ICUError) -> ComponentFields {
        var status: Int32 = 0
        var fields = ComponentFields()
        withUnsafeMutableBytes(of: &fields.values) { bytes in
            icub_ucal_component_fields(raw, millis, bytes.baseAddress!.assumingMemoryBound(to: Int32.self), &status)
        }
        try ICUStatus.check(status, "reading calendar fields")
        return fields
    }

    /// One field at an instant (`ucal_setMillis`, `ucal_get`).
    func field(_ field: UCalField, millis: Double) throws(ICUError) -> Int32 {
        var status: Int32 = 0
        icub_ucal_set_millis(raw, millis, &status)
        let value = icub_ucal_get(raw, field.icuValue, &status)
        try ICUStatus.check(status, "reading a calendar field")
        return value
    }

    /// What setting fields gives: an instant, or the status of a strict calendar's refusal.
    enum Outcome: Hashable, Sendable {
        case instant(Double)
        /// `field` is the index of the first field whose setting, with the fields before
        /// it, the calendar refuses (`nil` when only the whole set is refused).
        case refused(field: Int?, status: Int32)
    }

    /// The instant of fields set in order after `ucal_clear`, leniently or strictly
    /// (`ucal_clear`, `ucal_set`, `ucal_getMillis`). A refusal is found again field by
    /// field, so that the error can name the field.
    func instant(setting fields: [(field: UCalField, value: Int32)], lenient: Bool) -> Outcome {
        let outcome = millis(setting: fields[...], lenient: lenient)
        guard case .refused(_, let code) = outcome else { return outcome }
        for end in fields.indices {
            if case .refused = millis(setting: fields[...end], lenient: lenient) {
                return .refused(field: end, status: code)
            }
        }
        return .refused(field: nil, status: code)
    }

    private func millis(setting fields: ArraySlice<(field: UCalField, value: Int32)>, lenient: Bool) -> Outcome {
        var status: Int32 = 0
        icub_ucal_clear(raw)
        icub_ucal_set_lenient(raw, lenient ? 1 : 0)
        for (field, value) in fields {
            icub_ucal_set(raw, field.icuValue, value, &status)
        }
        let millis = icub_ucal_get_millis(raw, &status)
        icub_ucal_set_lenient(raw, 1)
        return status > 0 ? .refused(field: nil, status: status) : .instant(millis)
    }

    /// The instant after adding `amount` of a field, carrying into larger fields (`ucal_add`)
    /// or not (`ucal_roll`).
    func moving(_ millis: Double, _ field: UCalField, by amount: Int32, roll: Bool) throws(ICUError) -> Double {
        var status: Int32 = 0
        icub_ucal_set_millis(raw, millis, &status)
        if roll {
            icub_ucal_roll(raw, field.icuValue, amount, &status)
        } else {
            icub_ucal_add(raw, field.icuValue, amount, &status)
        }
        let result = icub_ucal_get_millis(raw, &status)
        try ICUStatus.check(status, roll ? "rolling a calendar field" : "adding to a calendar field")
        return result
    }

    /// Whole units of a field from one instant to another (`ucal_getFieldDifference`).
    func difference(from start: Double, to end: Double, in field: UCalField) throws(ICUError) -> Int32 {
        var status: Int32 = 0
        icub_ucal_set_millis(raw, start, &status)
        let difference = icub_ucal_field_difference(raw, end, field.icuValue, &status)
        try ICUStatus.check(status, "computing a difference of calendar fields")
        return difference
    }

    /// A limit of a field; the actual ones at the instant (`ucal_getLimit`).
    func limit(_ field: UCalField, _ limit: UCalLimit, millis: Double) throws(ICUError) -> Int32 {
        var status: Int32 = 0
        icub_ucal_set_millis(raw, millis, &status)
        let value = icub_ucal_limit(raw, field.icuValue, limit.icuValue, &status)
        try ICUStatus.check(status, "reading a limit of a calendar field")
        return value
    }

    /// The instant at which the calendar's fields read as they do at `millis`, with
    /// these fields set; the others resolve as ICU resolves them (`ucal_set`, `ucal_getMillis`).
    /// A wall time that occurs twice reads as its last instant, as ICU's default
    /// has it, or with `firstOfRepeated` as its first (`UCAL_REPEATED_WALL_TIME`).
    func setting(_ fields: [(field: UCalField, value: Int32)], at millis: Double,
                 firstOfRepeated: Bool = false) throws(ICUError) -> Double {
        var status: Int32 = 0
        icub_ucal_set_millis(raw, millis, &status)
        for (field, value) in fields {
            icub_ucal_set(raw, field.icuValue, value, &status)
        }
        if firstOfRepeated { icub_ucal_set_repeated_wall_time_first(raw, 1) }
        let result = icub_ucal_get_millis(raw, &status)
        if firstOfRepeated { icub_ucal_set_repeated_wall_time_first(raw, 0) }
        try ICUStatus.check(status, "setting calendar fields")
        return result
    }

    /// Whether an instant falls in the calendar locale's weekend (`ucal_isWeekend`).
    func isWeekend(millis: Double) throws(ICUError) -> Bool {
        var status: Int32 = 0
        let weekend = icub_ucal_is_weekend(raw, millis, &status)
        try ICUStatus.check(status, "reading whether an instant is in the weekend")
        return weekend != 0
    }
}
