// udat.c — date formatting and parsing (icub_udat.h).
#include "bridge_internal.h"
#include <unicode/udat.h>
#include <unicode/ucal.h>

_Static_assert(ICUB_UDAT_FULL == UDAT_FULL && ICUB_UDAT_LONG == UDAT_LONG && ICUB_UDAT_MEDIUM == UDAT_MEDIUM &&
               ICUB_UDAT_SHORT == UDAT_SHORT && ICUB_UDAT_NONE == UDAT_NONE && ICUB_UDAT_PATTERN == UDAT_PATTERN,
               "UDateFormatStyle");

icub_udat *icub_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale,
                          const char *timeZone, int32_t timeZoneLength,
                          const char *pattern, int32_t patternLength, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 zone, pat;
    if (!icub_utf16_from_utf8(&zone, timeZone, timeZoneLength, st)) return NULL;
    if (!icub_utf16_from_utf8(&pat, pattern ? pattern : "", pattern ? patternLength : 0, st)) {
        icub_utf16_release(&zone);
        return NULL;
    }
    UDateFormat *f = udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale,
                               zone.chars, zone.length, pattern ? pat.chars : NULL, pattern ? pat.length : 0, st);
    icub_utf16_release(&zone);
    icub_utf16_release(&pat);
    if (U_FAILURE(*st)) { udat_close(f); return NULL; }
    return (icub_udat *)f;
}

icub_udat *icub_udat_clone(const icub_udat *formatter, int32_t *status) {
    UDateFormat *f = udat_clone((const UDateFormat *)formatter, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { udat_close(f); return NULL; }
    return (icub_udat *)f;
}

void icub_udat_close(icub_udat *formatter) { udat_close((UDateFormat *)formatter); }

void icub_udat_set_lenient(icub_udat *formatter, int lenient) {
    udat_setLenient((UDateFormat *)formatter, lenient ? true : false);
}

int32_t icub_udat_pattern(const icub_udat *formatter, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udat_toPattern((const UDateFormat *)formatter, false, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_udat_format(const icub_udat *formatter, double millis, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udat_format((const UDateFormat *)formatter, millis, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

icub_ucal *icub_udat_calendar_clone(const icub_udat *formatter, int32_t *status) {
    UCalendar *c = ucal_clone(udat_getCalendar((const UDateFormat *)formatter), (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { ucal_close(c); return NULL; }
    return (icub_ucal *)c;
}

int32_t icub_udat_format_calendar(const icub_udat *formatter, icub_ucal *calendar, double millis, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    ucal_setMillis((UCalendar *)calendar, millis, st);
#define CALL(b, c, s) udat_formatCalendar((const UDateFormat *)formatter, (UCalendar *)calendar, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

double icub_udat_parse(const icub_udat *formatter, const char *text, int32_t length, int32_t *errorOffset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 t;
    if (!icub_begin_parse(&t, text, length, errorOffset, st)) return 0;
    int32_t position = 0;
    UErrorCode local = U_ZERO_ERROR;
    UDate d = udat_parse((const UDateFormat *)formatter, t.chars, t.length, &position, &local);
    local = icub_finish_parse(&t, position, local, errorOffset);
    icub_utf16_release(&t);
    if (U_FAILURE(local)) { *st = local; return 0; }
    return d;
}
