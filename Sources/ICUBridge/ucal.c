// ucal.c — calendars and time zones (icub_ucal.h).
#include "icub_ucal.h"
#include "bridge_internal.h"
#include <unicode/ucal.h>
#include <string.h>

_Static_assert(ICUB_UCAL_WEEKDAY == UCAL_WEEKDAY && ICUB_UCAL_WEEKEND == UCAL_WEEKEND &&
               ICUB_UCAL_WEEKEND_ONSET == UCAL_WEEKEND_ONSET && ICUB_UCAL_WEEKEND_CEASE == UCAL_WEEKEND_CEASE,
               "UCalendarWeekdayType");

_Static_assert(ICUB_UCAL_ERA == UCAL_ERA && ICUB_UCAL_YEAR == UCAL_YEAR && ICUB_UCAL_MONTH == UCAL_MONTH &&
               ICUB_UCAL_WEEK_OF_YEAR == UCAL_WEEK_OF_YEAR && ICUB_UCAL_WEEK_OF_MONTH == UCAL_WEEK_OF_MONTH &&
               ICUB_UCAL_DATE == UCAL_DATE && ICUB_UCAL_DAY_OF_YEAR == UCAL_DAY_OF_YEAR &&
               ICUB_UCAL_DAY_OF_WEEK == UCAL_DAY_OF_WEEK && ICUB_UCAL_DAY_OF_WEEK_IN_MONTH == UCAL_DAY_OF_WEEK_IN_MONTH &&
               ICUB_UCAL_AM_PM == UCAL_AM_PM && ICUB_UCAL_HOUR == UCAL_HOUR && ICUB_UCAL_HOUR_OF_DAY == UCAL_HOUR_OF_DAY &&
               ICUB_UCAL_MINUTE == UCAL_MINUTE && ICUB_UCAL_SECOND == UCAL_SECOND &&
               ICUB_UCAL_MILLISECOND == UCAL_MILLISECOND && ICUB_UCAL_ZONE_OFFSET == UCAL_ZONE_OFFSET &&
               ICUB_UCAL_DST_OFFSET == UCAL_DST_OFFSET && ICUB_UCAL_YEAR_WOY == UCAL_YEAR_WOY &&
               ICUB_UCAL_DOW_LOCAL == UCAL_DOW_LOCAL && ICUB_UCAL_EXTENDED_YEAR == UCAL_EXTENDED_YEAR &&
               ICUB_UCAL_JULIAN_DAY == UCAL_JULIAN_DAY && ICUB_UCAL_MILLISECONDS_IN_DAY == UCAL_MILLISECONDS_IN_DAY &&
               ICUB_UCAL_IS_LEAP_MONTH == UCAL_IS_LEAP_MONTH && ICUB_UCAL_FIELD_COUNT == UCAL_IS_LEAP_MONTH + 1,
               "UCalendarDateFields");

_Static_assert(ICUB_UCAL_TZ_TRANSITION_NEXT == UCAL_TZ_TRANSITION_NEXT &&
               ICUB_UCAL_TZ_TRANSITION_NEXT_INCLUSIVE == UCAL_TZ_TRANSITION_NEXT_INCLUSIVE &&
               ICUB_UCAL_TZ_TRANSITION_PREVIOUS == UCAL_TZ_TRANSITION_PREVIOUS &&
               ICUB_UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE == UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE,
               "UTimeZoneTransitionType");

icub_ucal *icub_ucal_open(const char *locale, int32_t *status) {
    icub_use_root_default();
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UCalendar *c = ucal_open(utc, -1, locale, UCAL_DEFAULT, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { ucal_close(c); return NULL; }
    return (icub_ucal *)c;
}

icub_ucal *icub_ucal_open_zone(const char *zone, int32_t zoneLength, const char *locale, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 id;
    if (!icub_utf16_from_utf8(&id, zone, zoneLength, st)) return NULL;
    UCalendar *c = ucal_open(id.chars, id.length, locale, UCAL_DEFAULT, st);
    icub_utf16_release(&id);
    if (U_FAILURE(*st)) { ucal_close(c); return NULL; }
    return (icub_ucal *)c;
}

void icub_ucal_close(icub_ucal *calendar) { ucal_close((UCalendar *)calendar); }

void icub_ucal_set_week_rules(icub_ucal *calendar, int32_t firstDayOfWeek, int32_t minimalDays) {
    ucal_setAttribute((UCalendar *)calendar, UCAL_FIRST_DAY_OF_WEEK, firstDayOfWeek);
    ucal_setAttribute((UCalendar *)calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK, minimalDays);
}

void icub_ucal_set_millis(icub_ucal *calendar, double millis, int32_t *status) {
    ucal_setMillis((UCalendar *)calendar, millis, (UErrorCode *)status);
}

int32_t icub_ucal_get(icub_ucal *calendar, int32_t field, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (field < 0 || field >= UCAL_FIELD_COUNT) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    return ucal_get((const UCalendar *)calendar, (UCalendarDateFields)field, st);
}

void icub_ucal_offsets(icub_ucal *calendar, double millis, int32_t *rawOffset, int32_t *dstOffset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *rawOffset = 0;
    *dstOffset = 0;
    ucal_setMillis((UCalendar *)calendar, millis, st);
    if (U_FAILURE(*st)) return;
    *rawOffset = ucal_get((const UCalendar *)calendar, UCAL_ZONE_OFFSET, st);
    *dstOffset = ucal_get((const UCalendar *)calendar, UCAL_DST_OFFSET, st);
}

int32_t icub_ucal_time_zone_transition(const icub_ucal *calendar, int32_t type, double *transition, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *transition = 0;
    if (U_FAILURE(*st)) return 0;
    if (type < UCAL_TZ_TRANSITION_NEXT || type > UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UDate date = 0;
    UBool found = ucal_getTimeZoneTransitionDate((const UCalendar *)calendar, (UTimeZoneTransitionType)type, &date, st);
    if (U_FAILURE(*st) || !found) return 0;
    *transition = date;
    return 1;
}

int32_t icub_ucal_first_day_of_week(const icub_ucal *calendar) {
    return ucal_getAttribute((const UCalendar *)calendar, UCAL_FIRST_DAY_OF_WEEK);
}

int32_t icub_ucal_minimal_days_in_first_week(const icub_ucal *calendar) {
    return ucal_getAttribute((const UCalendar *)calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
}

int32_t icub_ucal_day_of_week_type(const icub_ucal *calendar, int32_t day, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (day < UCAL_SUNDAY || day > UCAL_SATURDAY) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    return (int32_t)ucal_getDayOfWeekType((const UCalendar *)calendar, (UCalendarDaysOfWeek)day, st);
}

void icub_ucal_fields_at(icub_ucal *calendar, double millis, int32_t *fields, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UCalendar *c = (UCalendar *)calendar;
    ucal_setMillis(c, millis, st);
    for (int32_t i = 0; i < ICUB_UCAL_FIELD_COUNT; i++) fields[i] = U_SUCCESS(*st) ? ucal_get(c, (UCalendarDateFields)i, st) : 0;
}

int32_t icub_ucal_canonical_time_zone_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *isSystemID, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *isSystemID = 0;
    if (U_FAILURE(*st)) return 0;
    if (icub_has_nul(id, length)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    icub_utf16 zone;
    if (!icub_utf16_from_utf8(&zone, id, length, st)) return 0;
    UBool system = false;
#define CALL(b, c, s) ucal_getCanonicalTimeZoneID(zone.chars, zone.length, b, c, &system, s)
    int32_t result;
    ICUB_EMIT_UTF16(result, CALL, dest, capacity, st);
#undef CALL
    icub_utf16_release(&zone);
    *isSystemID = system ? 1 : 0;
    return result;
}

int32_t icub_ucal_host_time_zone(char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucal_getHostTimeZone(b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_ucal_time_zones(char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *zones = ucal_openTimeZones(st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_enumeration(zones, dest, capacity, st);
}

// Time zones: names, transitions, IDs

_Static_assert(ICUB_UCAL_STANDARD == UCAL_STANDARD && ICUB_UCAL_SHORT_STANDARD == UCAL_SHORT_STANDARD &&
               ICUB_UCAL_DST == UCAL_DST && ICUB_UCAL_SHORT_DST == UCAL_SHORT_DST,
               "UCalendarDisplayNameType");

int32_t icub_ucal_time_zone_display_name(const icub_ucal *calendar, int32_t type, const char *locale,
                                         char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (type < UCAL_STANDARD || type > UCAL_SHORT_DST) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
#define CALL(b, c, s) ucal_getTimeZoneDisplayName((const UCalendar *)calendar, (UCalendarDisplayNameType)type, locale, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

int32_t icub_ucal_time_zone_id(const icub_ucal *calendar, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucal_getTimeZoneID((const UCalendar *)calendar, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_ucal_default_time_zone(char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucal_getDefaultTimeZone(b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_ucal_windows_time_zone_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (icub_has_nul(id, length)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    icub_utf16 zone;
    if (!icub_utf16_from_utf8(&zone, id, length, st)) return 0;
#define CALL(b, c, s) ucal_getWindowsTimeZoneID(zone.chars, zone.length, b, c, s)
    int32_t result;
    ICUB_EMIT_UTF16(result, CALL, dest, capacity, st);
#undef CALL
    icub_utf16_release(&zone);
    return result;
}

int32_t icub_ucal_time_zone_id_for_windows_id(const char *windowsID, int32_t length, const char *region,
                                              char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (icub_has_nul(windowsID, length)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    icub_utf16 zone;
    if (!icub_utf16_from_utf8(&zone, windowsID, length, st)) return 0;
#define CALL(b, c, s) ucal_getTimeZoneIDForWindowsID(zone.chars, zone.length, region, b, c, s)
    int32_t result;
    ICUB_EMIT_UTF16(result, CALL, dest, capacity, st);
#undef CALL
    icub_utf16_release(&zone);
    return result;
}

int32_t icub_ucal_time_zones_of_region(const char *region, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *zones = ucal_openTimeZoneIDEnumeration(UCAL_ZONE_TYPE_CANONICAL_LOCATION, region, NULL, st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_enumeration(zones, dest, capacity, st);
}

// MARK: Calendar arithmetic and systems (CalendarRules)

_Static_assert(ICUB_UCAL_MINIMUM == UCAL_MINIMUM && ICUB_UCAL_MAXIMUM == UCAL_MAXIMUM &&
               ICUB_UCAL_GREATEST_MINIMUM == UCAL_GREATEST_MINIMUM && ICUB_UCAL_LEAST_MAXIMUM == UCAL_LEAST_MAXIMUM &&
               ICUB_UCAL_ACTUAL_MINIMUM == UCAL_ACTUAL_MINIMUM && ICUB_UCAL_ACTUAL_MAXIMUM == UCAL_ACTUAL_MAXIMUM,
               "UCalendarLimitType");

/// Whether `field` is one of ICU's date fields; sets U_ILLEGAL_ARGUMENT_ERROR when not.
static int icub_ucal_valid_field(int32_t field, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    if (field < 0 || field >= UCAL_FIELD_COUNT) { *status = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    return 1;
}

icub_ucal *icub_ucal_clone(const icub_ucal *calendar, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UCalendar *c = ucal_clone((const UCalendar *)calendar, st);
    if (U_FAILURE(*st)) { ucal_close(c); return NULL; }
    return (icub_ucal *)c;
}

void icub_ucal_clear(icub_ucal *calendar) { ucal_clear((UCalendar *)calendar); }

void icub_ucal_set(icub_ucal *calendar, int32_t field, int32_t value, int32_t *status) {
    if (!icub_ucal_valid_field(field, (UErrorCode *)status)) return;
    ucal_set((UCalendar *)calendar, (UCalendarDateFields)field, value);
}

void icub_ucal_set_lenient(icub_ucal *calendar, int32_t lenient) {
    ucal_setAttribute((UCalendar *)calendar, UCAL_LENIENT, lenient ? 1 : 0);
}

void icub_ucal_set_repeated_wall_time_first(icub_ucal *calendar, int32_t first) {
    ucal_setAttribute((UCalendar *)calendar, UCAL_REPEATED_WALL_TIME, first ? UCAL_WALLTIME_FIRST : UCAL_WALLTIME_LAST);
}

double icub_ucal_get_millis(const icub_ucal *calendar, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UDate millis = ucal_getMillis((const UCalendar *)calendar, st);
    return U_FAILURE(*st) ? 0 : millis;
}

void icub_ucal_add(icub_ucal *calendar, int32_t field, int32_t amount, int32_t *status) {
    if (!icub_ucal_valid_field(field, (UErrorCode *)status)) return;
    ucal_add((UCalendar *)calendar, (UCalendarDateFields)field, amount, (UErrorCode *)status);
}

void icub_ucal_roll(icub_ucal *calendar, int32_t field, int32_t amount, int32_t *status) {
    if (!icub_ucal_valid_field(field, (UErrorCode *)status)) return;
    ucal_roll((UCalendar *)calendar, (UCalendarDateFields)field, amount, (UErrorCode *)status);
}

int32_t icub_ucal_field_difference(icub_ucal *calendar, double target, int32_t field, int32_t *status) {
    if (!icub_ucal_valid_field(field, (UErrorCode *)status)) return 0;
    return ucal_getFieldDifference((UCalendar *)calendar, target, (UCalendarDateFields)field, (UErrorCode *)status);
}

int32_t icub_ucal_limit(const icub_ucal *calendar, int32_t field, int32_t type, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (!icub_ucal_valid_field(field, st)) return 0;
    if (type < UCAL_MINIMUM || type > UCAL_ACTUAL_MAXIMUM) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    return ucal_getLimit((const UCalendar *)calendar, (UCalendarDateFields)field, (UCalendarLimitType)type, st);
}

int32_t icub_ucal_is_weekend(const icub_ucal *calendar, double millis, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UBool weekend = ucal_isWeekend((const UCalendar *)calendar, millis, st);
    return U_SUCCESS(*st) && weekend ? 1 : 0;
}

void icub_ucal_component_fields(icub_ucal *calendar, double millis, int32_t *fields, int32_t *status) {
    static const UCalendarDateFields order[ICUB_UCAL_COMPONENT_FIELD_COUNT] = {
        UCAL_ERA, UCAL_YEAR, UCAL_EXTENDED_YEAR, UCAL_MONTH, UCAL_IS_LEAP_MONTH, UCAL_DATE, UCAL_DAY_OF_WEEK,
        UCAL_DAY_OF_WEEK_IN_MONTH, UCAL_DAY_OF_YEAR, UCAL_WEEK_OF_YEAR, UCAL_YEAR_WOY, UCAL_WEEK_OF_MONTH,
        UCAL_HOUR_OF_DAY, UCAL_MINUTE, UCAL_SECOND, UCAL_MILLISECOND, UCAL_ZONE_OFFSET, UCAL_DST_OFFSET,
    };
    UErrorCode *st = (UErrorCode *)status;
    UCalendar *c = (UCalendar *)calendar;
    ucal_setMillis(c, millis, st);
    for (int32_t i = 0; i < ICUB_UCAL_COMPONENT_FIELD_COUNT; i++) fields[i] = U_SUCCESS(*st) ? ucal_get(c, order[i], st) : 0;
}

int32_t icub_ucal_type(const icub_ucal *calendar, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const char *type = ucal_getType((const UCalendar *)calendar, st);
    if (U_FAILURE(*st) || type == NULL) return 0;
    int32_t length = (int32_t)strlen(type);
    if (length > capacity) { *st = U_BUFFER_OVERFLOW_ERROR; return length; }
    memcpy(dest, type, (size_t)length);
    if (length < capacity) dest[length] = 0;
    return length;
}
