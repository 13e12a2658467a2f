// icub_udat.h — date formatting and parsing (udat.h, udat.c).
// Format and parse are safe on a shared handle; setters are not.
#ifndef ICUB_UDAT_H
#define ICUB_UDAT_H

#include <stdint.h>
#include "icub_ucal.h"
#include "icub_utypes.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UDateFormatStyle; udat.c pins each to ICU's own.
enum {
    ICUB_UDAT_FULL = 0, ICUB_UDAT_LONG = 1, ICUB_UDAT_MEDIUM = 2, ICUB_UDAT_SHORT = 3,
    ICUB_UDAT_NONE = -1, ICUB_UDAT_PATTERN = -2,
};

/// Values of ICU's UDateFormatField, the fields of formatted dates, all ICU 72
/// has; udat.c pins each to ICU's own. ICUB_UDAT_TIME_SEPARATOR_FIELD is internal
/// API there, and no pattern letter writes it.
enum {
    ICUB_UDAT_ERA_FIELD = 0, ICUB_UDAT_YEAR_FIELD = 1, ICUB_UDAT_MONTH_FIELD = 2, ICUB_UDAT_DATE_FIELD = 3,
    ICUB_UDAT_HOUR_OF_DAY1_FIELD = 4, ICUB_UDAT_HOUR_OF_DAY0_FIELD = 5, ICUB_UDAT_MINUTE_FIELD = 6,
    ICUB_UDAT_SECOND_FIELD = 7, ICUB_UDAT_FRACTIONAL_SECOND_FIELD = 8, ICUB_UDAT_DAY_OF_WEEK_FIELD = 9,
    ICUB_UDAT_DAY_OF_YEAR_FIELD = 10, ICUB_UDAT_DAY_OF_WEEK_IN_MONTH_FIELD = 11,
    ICUB_UDAT_WEEK_OF_YEAR_FIELD = 12, ICUB_UDAT_WEEK_OF_MONTH_FIELD = 13, ICUB_UDAT_AM_PM_FIELD = 14,
    ICUB_UDAT_HOUR1_FIELD = 15, ICUB_UDAT_HOUR0_FIELD = 16, ICUB_UDAT_TIMEZONE_FIELD = 17,
    ICUB_UDAT_YEAR_WOY_FIELD = 18, ICUB_UDAT_DOW_LOCAL_FIELD = 19, ICUB_UDAT_EXTENDED_YEAR_FIELD = 20,
    ICUB_UDAT_JULIAN_DAY_FIELD = 21, ICUB_UDAT_MILLISECONDS_IN_DAY_FIELD = 22,
    ICUB_UDAT_TIMEZONE_RFC_FIELD = 23, ICUB_UDAT_TIMEZONE_GENERIC_FIELD = 24,
    ICUB_UDAT_STANDALONE_DAY_FIELD = 25, ICUB_UDAT_STANDALONE_MONTH_FIELD = 26, ICUB_UDAT_QUARTER_FIELD = 27,
    ICUB_UDAT_STANDALONE_QUARTER_FIELD = 28, ICUB_UDAT_TIMEZONE_SPECIAL_FIELD = 29,
    ICUB_UDAT_YEAR_NAME_FIELD = 30, ICUB_UDAT_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD = 31,
    ICUB_UDAT_TIMEZONE_ISO_FIELD = 32, ICUB_UDAT_TIMEZONE_ISO_LOCAL_FIELD = 33,
    ICUB_UDAT_RELATED_YEAR_FIELD = 34, ICUB_UDAT_AM_PM_MIDNIGHT_NOON_FIELD = 35,
    ICUB_UDAT_FLEXIBLE_DAY_PERIOD_FIELD = 36, ICUB_UDAT_TIME_SEPARATOR_FIELD = 37,
};

/// Values of ICU's UDateFormatSymbolType, the symbol arrays of a format;
/// udat.c pins each to ICU's own.
enum {
    ICUB_UDAT_ERAS = 0, ICUB_UDAT_MONTHS = 1, ICUB_UDAT_SHORT_MONTHS = 2, ICUB_UDAT_WEEKDAYS = 3,
    ICUB_UDAT_SHORT_WEEKDAYS = 4, ICUB_UDAT_AM_PMS = 5, ICUB_UDAT_LOCALIZED_CHARS = 6, ICUB_UDAT_ERA_NAMES = 7,
    ICUB_UDAT_NARROW_MONTHS = 8, ICUB_UDAT_NARROW_WEEKDAYS = 9, ICUB_UDAT_STANDALONE_MONTHS = 10,
    ICUB_UDAT_STANDALONE_SHORT_MONTHS = 11, ICUB_UDAT_STANDALONE_NARROW_MONTHS = 12,
    ICUB_UDAT_STANDALONE_WEEKDAYS = 13, ICUB_UDAT_STANDALONE_SHORT_WEEKDAYS = 14,
    ICUB_UDAT_STANDALONE_NARROW_WEEKDAYS = 15, ICUB_UDAT_QUARTERS = 16, ICUB_UDAT_SHORT_QUARTERS = 17,
    ICUB_UDAT_STANDALONE_QUARTERS = 18, ICUB_UDAT_STANDALONE_SHORT_QUARTERS = 19,
    ICUB_UDAT_SHORTER_WEEKDAYS = 20, ICUB_UDAT_STANDALONE_SHORTER_WEEKDAYS = 21,
    ICUB_UDAT_CYCLIC_YEARS_WIDE = 22, ICUB_UDAT_CYCLIC_YEARS_ABBREVIATED = 23, ICUB_UDAT_CYCLIC_YEARS_NARROW = 24,
    ICUB_UDAT_ZODIAC_NAMES_WIDE = 25, ICUB_UDAT_ZODIAC_NAMES_ABBREVIATED = 26, ICUB_UDAT_ZODIAC_NAMES_NARROW = 27,
    ICUB_UDAT_NARROW_QUARTERS = 28, ICUB_UDAT_STANDALONE_NARROW_QUARTERS = 29,
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
/// icub_udat_format_calendar with fields (`udat_formatCalendarForFields`): up to
/// `spanCapacity` spans (ICUB_UDAT_*_FIELD codes, UTF-8 offsets into the text)
/// into `spans`, and their full count into `spanCount`; spans that do not fit
/// are ICUB_BUFFER_OVERFLOW_ERROR, as text that does not fit is.
int32_t icub_udat_format_calendar_fields(const icub_udat *formatter, icub_ucal *calendar, double millis,
                                         char *dest, int32_t capacity,
                                         icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);
/// How many symbols of a type (an ICUB_UDAT_* symbol type) the format has (`udat_countSymbols`).
int32_t icub_udat_count_symbols(const icub_udat *formatter, int32_t type);
/// One symbol of a type: index 0… below icub_udat_count_symbols (`udat_getSymbols`).
int32_t icub_udat_symbol(const icub_udat *formatter, int32_t type, int32_t index, char *dest, int32_t capacity, int32_t *status);
/// How many narrow eras (`GGGGG`) the format's symbols have (C++ `DateFormatSymbols::getNarrowEras`;
/// the C API has no symbol type for them), in udat_symbols.cpp.
int32_t icub_udat_count_narrow_eras(const icub_udat *formatter);
/// One narrow era: index 0… below icub_udat_count_narrow_eras.
int32_t icub_udat_narrow_era(const icub_udat *formatter, int32_t index, char *dest, int32_t capacity, int32_t *status);
/// 1 when the field of a pattern letter (an ASCII letter) has a number format of
/// its own (a pattern's `d=hanidec` override, a calendar's year numbering), 0 when
/// it uses the format's default one (`udat_getNumberFormatForField` against `udat_getNumberFormat`).
int icub_udat_has_number_override(const icub_udat *formatter, char letter);
/// Formats an integer as the format's default number format writes date fields,
/// at least `minDigits` and at most `maxDigits` integer digits (ICU's
/// SimpleDateFormat::zeroPaddingNumber slow path: `unum_clone` of `udat_getNumberFormat`,
/// `unum_setAttribute` of the integer digits, `unum_format`). ICUB_UNSUPPORTED_ERROR when
/// that number format is not a decimal format (rule-based numbering systems).
int32_t icub_udat_format_number(const icub_udat *formatter, int32_t value, int32_t minDigits, int32_t maxDigits,
                                char *dest, int32_t capacity, int32_t *status);
/// Formats an integer as the number format of one field (a pattern letter) writes
/// it, with those integer digit counts (`udat_getNumberFormatForField`, `unum_clone`,
/// `unum_setAttribute`, `unum_format`): for a field with a number override, such as
/// the `jpanyear` years of Japanese patterns with 年.
int32_t icub_udat_format_field_number(const icub_udat *formatter, char letter, int32_t value, int32_t minDigits,
                                      int32_t maxDigits, char *dest, int32_t capacity, int32_t *status);
/// The type of the format's calendar, such as `gregorian` (`udat_getCalendar`, `ucal_getType`).
int32_t icub_udat_calendar_type(const icub_udat *formatter, char *dest, int32_t capacity, int32_t *status);
/// Parses the whole text into milliseconds since 1970 (`udat_parse`); text left
/// over is ICUB_PARSE_ERROR with `errorOffset` (UTF-8).
double icub_udat_parse(const icub_udat *formatter, const char *text, int32_t length, int32_t *errorOffset, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
