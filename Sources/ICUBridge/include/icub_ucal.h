// icub_ucal.h — calendars and time zones (ucal.h, ucal.c).
#ifndef ICUB_UCAL_H
#define ICUB_UCAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A UCalendar. Mutable: one thread at a time.
typedef struct icub_ucal { char opaque_; } icub_ucal;

/// Values of ICU's UCalendarWeekdayType; ucal.c pins each to ICU's own.
enum {
    ICUB_UCAL_WEEKDAY = 0, ICUB_UCAL_WEEKEND = 1, ICUB_UCAL_WEEKEND_ONSET = 2, ICUB_UCAL_WEEKEND_CEASE = 3,
};

/// Values of ICU's UCalendarDateFields; ucal.c pins each to ICU's own.
enum {
    ICUB_UCAL_ERA = 0, ICUB_UCAL_YEAR = 1, ICUB_UCAL_MONTH = 2, ICUB_UCAL_WEEK_OF_YEAR = 3,
    ICUB_UCAL_WEEK_OF_MONTH = 4, ICUB_UCAL_DATE = 5, ICUB_UCAL_DAY_OF_YEAR = 6, ICUB_UCAL_DAY_OF_WEEK = 7,
    ICUB_UCAL_DAY_OF_WEEK_IN_MONTH = 8, ICUB_UCAL_AM_PM = 9, ICUB_UCAL_HOUR = 10, ICUB_UCAL_HOUR_OF_DAY = 11,
    ICUB_UCAL_MINUTE = 12, ICUB_UCAL_SECOND = 13, ICUB_UCAL_MILLISECOND = 14, ICUB_UCAL_ZONE_OFFSET = 15,
    ICUB_UCAL_DST_OFFSET = 16, ICUB_UCAL_YEAR_WOY = 17, ICUB_UCAL_DOW_LOCAL = 18, ICUB_UCAL_EXTENDED_YEAR = 19,
    ICUB_UCAL_JULIAN_DAY = 20, ICUB_UCAL_MILLISECONDS_IN_DAY = 21, ICUB_UCAL_IS_LEAP_MONTH = 22,
    ICUB_UCAL_FIELD_COUNT = 23,
};

/// Values of ICU's UTimeZoneTransitionType; ucal.c pins each to ICU's own.
enum {
    ICUB_UCAL_TZ_TRANSITION_NEXT = 0, ICUB_UCAL_TZ_TRANSITION_NEXT_INCLUSIVE = 1,
    ICUB_UCAL_TZ_TRANSITION_PREVIOUS = 2, ICUB_UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE = 3,
};

/// The locale's calendar (its `calendar` keyword, else the locale's default)
/// in UTC: week data only depends on the locale (`ucal_open`).
icub_ucal *icub_ucal_open(const char *locale, int32_t *status);
void icub_ucal_close(icub_ucal *calendar);
/// A calendar of a locale (its `calendar` keyword, else the locale's default)
/// in a time zone given as UTF-8, which the caller has validated: ICU reads an
/// unknown zone as GMT (`ucal_open`).
icub_ucal *icub_ucal_open_zone(const char *zone, int32_t zoneLength, const char *locale, int32_t *status);
/// Sets the first day of the week (1 = Sunday … 7 = Saturday) and the minimal
/// days of the first week (1 … 7) (`ucal_setAttribute`).
void icub_ucal_set_week_rules(icub_ucal *calendar, int32_t firstDayOfWeek, int32_t minimalDays);
/// Sets the calendar's instant, milliseconds since 1970 (`ucal_setMillis`).
void icub_ucal_set_millis(icub_ucal *calendar, double millis, int32_t *status);
/// One field (an ICUB_UCAL_* field) of the calendar's instant (`ucal_get`).
int32_t icub_ucal_get(icub_ucal *calendar, int32_t field, int32_t *status);
/// The zone's raw and daylight offsets in milliseconds at an instant
/// (`ucal_setMillis`, then `ucal_get` of UCAL_ZONE_OFFSET and UCAL_DST_OFFSET).
void icub_ucal_offsets(icub_ucal *calendar, double millis, int32_t *rawOffset, int32_t *dstOffset, int32_t *status);
/// The zone's transition nearest the calendar's instant in one direction (an
/// ICUB_UCAL_TZ_TRANSITION_* type), in `transition`: 1 when there is one, 0 when
/// not (`ucal_getTimeZoneTransitionDate`).
int32_t icub_ucal_time_zone_transition(const icub_ucal *calendar, int32_t type, double *transition, int32_t *status);
/// The first day of the week, 1 = Sunday … 7 = Saturday (`ucal_getAttribute`, `UCAL_FIRST_DAY_OF_WEEK`).
int32_t icub_ucal_first_day_of_week(const icub_ucal *calendar);
/// The days of the first week of a year at least (`ucal_getAttribute`, `UCAL_MINIMAL_DAYS_IN_FIRST_WEEK`).
int32_t icub_ucal_minimal_days_in_first_week(const icub_ucal *calendar);
/// Whether a day (1 = Sunday … 7 = Saturday) is a weekday, a weekend day, or a
/// day on which the weekend begins or ends: an ICUB_UCAL_WEEK* value (`ucal_getDayOfWeekType`).
int32_t icub_ucal_day_of_week_type(const icub_ucal *calendar, int32_t day, int32_t *status);

/// Sets the calendar to an instant and reads every field, ICUB_UCAL_FIELD_COUNT
/// values into `fields` in ICUB_UCAL_* order (`ucal_setMillis`, `ucal_get`).
void icub_ucal_fields_at(icub_ucal *calendar, double millis, int32_t *fields, int32_t *status);

/// The canonical ID of a time zone given as UTF-8; fails for IDs that are not
/// zone IDs at all, and for a NUL in the ID, which ICU would read as its end
/// (`ucal_getCanonicalTimeZoneID`). `isSystemID` gets whether
/// it is one of ICU's own (not a custom `GMT+03:00`).
int32_t icub_ucal_canonical_time_zone_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *isSystemID, int32_t *status);
/// The host's time zone ID (`ucal_getHostTimeZone`).
int32_t icub_ucal_host_time_zone(char *dest, int32_t capacity, int32_t *status);
/// Every time zone ID ICU knows, each followed by '\n' (`ucal_openTimeZones`).
int32_t icub_ucal_time_zones(char *dest, int32_t capacity, int32_t *status);

// Time zones: names, transitions, IDs

/// Values of ICU's UCalendarDisplayNameType; ucal.c pins each to ICU's own.
enum {
    ICUB_UCAL_STANDARD = 0, ICUB_UCAL_SHORT_STANDARD = 1, ICUB_UCAL_DST = 2, ICUB_UCAL_SHORT_DST = 3,
};

/// The name of the calendar's zone in a locale (an ICUB_UCAL_STANDARD … value),
/// such as `Pacific Daylight Time` (`ucal_getTimeZoneDisplayName`).
int32_t icub_ucal_time_zone_display_name(const icub_ucal *calendar, int32_t type, const char *locale,
                                         char *dest, int32_t capacity, int32_t *status);
/// The calendar's zone ID (`ucal_getTimeZoneID`).
int32_t icub_ucal_time_zone_id(const icub_ucal *calendar, char *dest, int32_t capacity, int32_t *status);
/// ICU's default zone ID, detected once per process unless set (`ucal_getDefaultTimeZone`).
int32_t icub_ucal_default_time_zone(char *dest, int32_t capacity, int32_t *status);
/// The Windows zone ID of a zone ID given as UTF-8: empty when Windows has
/// none (`ucal_getWindowsTimeZoneID`). A NUL in the ID fails.
int32_t icub_ucal_windows_time_zone_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// The zone ID of a Windows zone ID, for a region (NULL: the Windows zone's
/// own, region 001): empty when there is none (`ucal_getTimeZoneIDForWindowsID`).
int32_t icub_ucal_time_zone_id_for_windows_id(const char *windowsID, int32_t length, const char *region,
                                              char *dest, int32_t capacity, int32_t *status);
/// The canonical location zones of a region (`US`), each followed by '\n'
/// (`ucal_openTimeZoneIDEnumeration`, `UCAL_ZONE_TYPE_CANONICAL_LOCATION`).
int32_t icub_ucal_time_zones_of_region(const char *region, char *dest, int32_t capacity, int32_t *status);

// MARK: Calendar arithmetic and systems (CalendarRules)

/// Values of ICU's UCalendarLimitType; ucal.c pins each to ICU's own.
enum {
    ICUB_UCAL_MINIMUM = 0, ICUB_UCAL_MAXIMUM = 1, ICUB_UCAL_GREATEST_MINIMUM = 2, ICUB_UCAL_LEAST_MAXIMUM = 3,
    ICUB_UCAL_ACTUAL_MINIMUM = 4, ICUB_UCAL_ACTUAL_MAXIMUM = 5,
};

/// A copy of a calendar, with its instant, zone and attributes (`ucal_clone`).
icub_ucal *icub_ucal_clone(const icub_ucal *calendar, int32_t *status);
/// Clears every field and the instant, before fields are set (`ucal_clear`).
void icub_ucal_clear(icub_ucal *calendar);
/// Sets one field (an ICUB_UCAL_* field); fails for a field out of range (`ucal_set`).
void icub_ucal_set(icub_ucal *calendar, int32_t field, int32_t value, int32_t *status);
/// Whether fields out of range roll over (1, ICU's default) or fail (0) (`ucal_setAttribute`, `UCAL_LENIENT`).
void icub_ucal_set_lenient(icub_ucal *calendar, int32_t lenient);
/// Whether a wall time that occurs twice, as clocks turn back, reads as its first
/// instant (1) or its last (0, ICU's default) (`ucal_setAttribute`, `UCAL_REPEATED_WALL_TIME`).
void icub_ucal_set_repeated_wall_time_first(icub_ucal *calendar, int32_t first);
/// The calendar's instant from its fields, milliseconds since 1970; a strict
/// calendar fails with U_ILLEGAL_ARGUMENT_ERROR for a field out of range (`ucal_getMillis`).
double icub_ucal_get_millis(const icub_ucal *calendar, int32_t *status);
/// Adds an amount of one field, carrying into larger ones (`ucal_add`).
void icub_ucal_add(icub_ucal *calendar, int32_t field, int32_t amount, int32_t *status);
/// Adds an amount of one field without changing larger ones (`ucal_roll`).
void icub_ucal_roll(icub_ucal *calendar, int32_t field, int32_t amount, int32_t *status);
/// How many whole units of a field lie from the calendar's instant to `target`;
/// moves the calendar by that many (`ucal_getFieldDifference`).
int32_t icub_ucal_field_difference(icub_ucal *calendar, double target, int32_t field, int32_t *status);
/// A limit (an ICUB_UCAL_* limit type) of one field; the actual ones at the calendar's instant (`ucal_getLimit`).
int32_t icub_ucal_limit(const icub_ucal *calendar, int32_t field, int32_t type, int32_t *status);
/// Whether an instant falls in the locale's weekend: 1 or 0 (`ucal_isWeekend`).
int32_t icub_ucal_is_weekend(const icub_ucal *calendar, double millis, int32_t *status);
/// How many fields icub_ucal_component_fields writes.
enum { ICUB_UCAL_COMPONENT_FIELD_COUNT = 18 };

/// Sets the calendar to an instant and reads the fields of a date's components,
/// ICUB_UCAL_COMPONENT_FIELD_COUNT values into `fields`: era, year, extended year,
/// month, leap month, date, day of week, its ordinal in the month, day of year,
/// week of year, its year, week of month, hour of day, minute, second,
/// millisecond, zone and daylight offsets (`ucal_setMillis`, `ucal_get`).
void icub_ucal_component_fields(icub_ucal *calendar, double millis, int32_t *fields, int32_t *status);
/// The calendar system's name, such as `hebrew` or `islamic-umalqura`: ASCII, NUL-terminated
/// when it fits (`ucal_getType`).
int32_t icub_ucal_type(const icub_ucal *calendar, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
