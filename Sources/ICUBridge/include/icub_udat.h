// icub_udat.h — date formatting and parsing (udat.h, udat.c).
// Format and parse are safe on a shared handle; setters are not.
#ifndef ICUB_UDAT_H
#define ICUB_UDAT_H

#include <stdint.h>
#include "icub_ucal.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UDateFormatStyle; udat.c pins each to ICU's own.
enum {
    ICUB_UDAT_FULL = 0, ICUB_UDAT_LONG = 1, ICUB_UDAT_MEDIUM = 2, ICUB_UDAT_SHORT = 3,
    ICUB_UDAT_NONE = -1, ICUB_UDAT_PATTERN = -2,
};

/// A UDateFormat.
typedef struct icub_udat { char opaque_; } icub_udat;

/// `udat_open`; the zone is UTF-8, the pattern UTF-8 or NULL (styles).
icub_udat *icub_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale,
                          const char *timeZone, int32_t timeZoneLength,
                          const char *pattern, int32_t patternLength, int32_t *status);
/// `udat_clone`.
icub_udat *icub_udat_clone(const icub_udat *formatter, int32_t *status);
void icub_udat_close(icub_udat *formatter);
/// `udat_setLenient`: before the handle is shared, never after.
void icub_udat_set_lenient(icub_udat *formatter, int lenient);
/// The pattern in use (`udat_toPattern`).
int32_t icub_udat_pattern(const icub_udat *formatter, char *dest, int32_t capacity, int32_t *status);
/// Formats milliseconds since 1970 (`udat_format`).
int32_t icub_udat_format(const icub_udat *formatter, double millis, char *dest, int32_t capacity, int32_t *status);
/// A calendar for formatting with `formatter`: a clone of its own (`ucal_clone` of `udat_getCalendar`).
icub_ucal *icub_udat_calendar_clone(const icub_udat *formatter, int32_t *status);
/// Formats milliseconds since 1970 on the caller's calendar (`ucal_setMillis`,
/// `udat_formatCalendar`): no calendar is cloned per call, as `udat_format` does.
int32_t icub_udat_format_calendar(const icub_udat *formatter, icub_ucal *calendar, double millis, char *dest, int32_t capacity, int32_t *status);
/// Parses the whole text into milliseconds since 1970 (`udat_parse`); text left
/// over is ICUB_PARSE_ERROR with `errorOffset` (UTF-8).
double icub_udat_parse(const icub_udat *formatter, const char *text, int32_t length, int32_t *errorOffset, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
