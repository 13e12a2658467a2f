// ucal.c — calendars and time zones (icub_ucal.h).
#include "bridge_internal.h"
#include <unicode/ucal.h>

_Static_assert(ICUB_UCAL_WEEKDAY == UCAL_WEEKDAY && ICUB_UCAL_WEEKEND == UCAL_WEEKEND &&
               ICUB_UCAL_WEEKEND_ONSET == UCAL_WEEKEND_ONSET && ICUB_UCAL_WEEKEND_CEASE == UCAL_WEEKEND_CEASE,
               "UCalendarWeekdayType");

icub_ucal *icub_ucal_open(const char *locale, int32_t *status) {
    icub_use_root_default();
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UCalendar *c = ucal_open(utc, -1, locale, UCAL_DEFAULT, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { ucal_close(c); return NULL; }
    return (icub_ucal *)c;
}

void icub_ucal_close(icub_ucal *calendar) { ucal_close((UCalendar *)calendar); }

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
