/// The calendar fields of one instant in one zone, as ICU's Gregorian calendar (with its 1582-10-15
/// Julian cutover) reports them through `ucal_get`.
struct DateFields: Hashable, Sendable {
    var era: Int32              // UCAL_ERA: 0 = BC, 1 = AD
    var year: Int32             // UCAL_YEAR (of the era, >= 1)
    var extendedYear: Int32     // UCAL_EXTENDED_YEAR (… 0 = 1 BC, -1 = 2 BC)
    var month: Int32            // UCAL_MONTH, 0-based
    var dayOfMonth: Int32       // UCAL_DATE
    var dayOfYear: Int32        // UCAL_DAY_OF_YEAR
    var dayOfWeek: Int32        // UCAL_DAY_OF_WEEK, 1 = Sunday
    var dayOfWeekInMonth: Int32 // UCAL_DAY_OF_WEEK_IN_MONTH
    var weekOfYear: Int32       // UCAL_WEEK_OF_YEAR (depends on firstWeekday/minimalDays)
    var yearForWeekOfYear: Int32// UCAL_YEAR_WOY
    var weekOfMonth: Int32      // UCAL_WEEK_OF_MONTH
    var hourOfDay: Int32        // UCAL_HOUR_OF_DAY 0…23
    var minute: Int32
    var second: Int32
    var millisecond: Int32
    var millisecondsInDay: Int32   // UCAL_MILLISECONDS_IN_DAY (pattern letter A)
    var zoneOffset: Int32       // UCAL_ZONE_OFFSET, ms
    var dstOffset: Int32        // UCAL_DST_OFFSET, ms
    var julianDay: Int32        // UCAL_JULIAN_DAY (pattern letter g)
}

/// The fields of a day in ICU's Gregorian calendar for given week rules: the part of
/// ``DateFields`` that does not depend on the time of day, which
/// ``GregorianCalendarMath/dayFields(julianDay:)`` computes and ``DayFieldsFront`` keeps.
struct DayFields: Hashable, Sendable {
    var era: Int32
    var year: Int32
    var extendedYear: Int32
    var month: Int32
    var dayOfMonth: Int32
    var dayOfYear: Int32
    var dayOfWeek: Int32
    var dayOfWeekInMonth: Int32
    var weekOfYear: Int32
    var yearForWeekOfYear: Int32
    var weekOfMonth: Int32
}
