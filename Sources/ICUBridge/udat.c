// udat.c — date formatting and parsing (icub_udat.h).
#include "icub_udat.h"
#include "bridge_internal.h"
#include <unicode/udat.h>
#include <unicode/ucal.h>
#include <unicode/unum.h>

_Static_assert(ICUB_UDAT_FULL == UDAT_FULL && ICUB_UDAT_LONG == UDAT_LONG && ICUB_UDAT_MEDIUM == UDAT_MEDIUM &&
               ICUB_UDAT_SHORT == UDAT_SHORT && ICUB_UDAT_NONE == UDAT_NONE && ICUB_UDAT_PATTERN == UDAT_PATTERN,
               "UDateFormatStyle");

_Static_assert(ICUB_UDAT_ERA_FIELD == UDAT_ERA_FIELD &&
               ICUB_UDAT_YEAR_FIELD == UDAT_YEAR_FIELD &&
               ICUB_UDAT_MONTH_FIELD == UDAT_MONTH_FIELD &&
               ICUB_UDAT_DATE_FIELD == UDAT_DATE_FIELD &&
               ICUB_UDAT_HOUR_OF_DAY1_FIELD == UDAT_HOUR_OF_DAY1_FIELD &&
               ICUB_UDAT_HOUR_OF_DAY0_FIELD == UDAT_HOUR_OF_DAY0_FIELD &&
               ICUB_UDAT_MINUTE_FIELD == UDAT_MINUTE_FIELD &&
               ICUB_UDAT_SECOND_FIELD == UDAT_SECOND_FIELD &&
               ICUB_UDAT_FRACTIONAL_SECOND_FIELD == UDAT_FRACTIONAL_SECOND_FIELD &&
               ICUB_UDAT_DAY_OF_WEEK_FIELD == UDAT_DAY_OF_WEEK_FIELD &&
               ICUB_UDAT_DAY_OF_YEAR_FIELD == UDAT_DAY_OF_YEAR_FIELD &&
               ICUB_UDAT_DAY_OF_WEEK_IN_MONTH_FIELD == UDAT_DAY_OF_WEEK_IN_MONTH_FIELD &&
               ICUB_UDAT_WEEK_OF_YEAR_FIELD == UDAT_WEEK_OF_YEAR_FIELD &&
               ICUB_UDAT_WEEK_OF_MONTH_FIELD == UDAT_WEEK_OF_MONTH_FIELD &&
               ICUB_UDAT_AM_PM_FIELD == UDAT_AM_PM_FIELD &&
               ICUB_UDAT_HOUR1_FIELD == UDAT_HOUR1_FIELD &&
               ICUB_UDAT_HOUR0_FIELD == UDAT_HOUR0_FIELD &&
               ICUB_UDAT_TIMEZONE_FIELD == UDAT_TIMEZONE_FIELD &&
               ICUB_UDAT_YEAR_WOY_FIELD == UDAT_YEAR_WOY_FIELD &&
               ICUB_UDAT_DOW_LOCAL_FIELD == UDAT_DOW_LOCAL_FIELD &&
               ICUB_UDAT_EXTENDED_YEAR_FIELD == UDAT_EXTENDED_YEAR_FIELD &&
               ICUB_UDAT_JULIAN_DAY_FIELD == UDAT_JULIAN_DAY_FIELD &&
               ICUB_UDAT_MILLISECONDS_IN_DAY_FIELD == UDAT_MILLISECONDS_IN_DAY_FIELD &&
               ICUB_UDAT_TIMEZONE_RFC_FIELD == UDAT_TIMEZONE_RFC_FIELD &&
               ICUB_UDAT_TIMEZONE_GENERIC_FIELD == UDAT_TIMEZONE_GENERIC_FIELD &&
               ICUB_UDAT_STANDALONE_DAY_FIELD == UDAT_STANDALONE_DAY_FIELD &&
               ICUB_UDAT_STANDALONE_MONTH_FIELD == UDAT_STANDALONE_MONTH_FIELD &&
               ICUB_UDAT_QUARTER_FIELD == UDAT_QUARTER_FIELD &&
               ICUB_UDAT_STANDALONE_QUARTER_FIELD == UDAT_STANDALONE_QUARTER_FIELD &&
               ICUB_UDAT_TIMEZONE_SPECIAL_FIELD == UDAT_TIMEZONE_SPECIAL_FIELD &&
               ICUB_UDAT_YEAR_NAME_FIELD == UDAT_YEAR_NAME_FIELD &&
               ICUB_UDAT_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD == UDAT_TIMEZONE_LOCALIZED_GMT_OFFSET_FIELD &&
               ICUB_UDAT_TIMEZONE_ISO_FIELD == UDAT_TIMEZONE_ISO_FIELD &&
               ICUB_UDAT_TIMEZONE_ISO_LOCAL_FIELD == UDAT_TIMEZONE_ISO_LOCAL_FIELD &&
               ICUB_UDAT_RELATED_YEAR_FIELD == UDAT_RELATED_YEAR_FIELD &&
               ICUB_UDAT_AM_PM_MIDNIGHT_NOON_FIELD == UDAT_AM_PM_MIDNIGHT_NOON_FIELD &&
               ICUB_UDAT_FLEXIBLE_DAY_PERIOD_FIELD == UDAT_FLEXIBLE_DAY_PERIOD_FIELD,
               "UDateFormatField");
// UDAT_TIME_SEPARATOR_FIELD is internal API, hidden from these headers unless
// U_SHOW_INTERNAL_API; it is the last field.
#ifndef U_HIDE_INTERNAL_API
_Static_assert(ICUB_UDAT_TIME_SEPARATOR_FIELD == UDAT_TIME_SEPARATOR_FIELD, "UDateFormatField");
#else
_Static_assert(ICUB_UDAT_TIME_SEPARATOR_FIELD == UDAT_FLEXIBLE_DAY_PERIOD_FIELD + 1, "UDateFormatField");
#endif

_Static_assert(ICUB_UDAT_ERAS == UDAT_ERAS && ICUB_UDAT_MONTHS == UDAT_MONTHS && ICUB_UDAT_SHORT_MONTHS == UDAT_SHORT_MONTHS &&
               ICUB_UDAT_WEEKDAYS == UDAT_WEEKDAYS && ICUB_UDAT_SHORT_WEEKDAYS == UDAT_SHORT_WEEKDAYS &&
               ICUB_UDAT_AM_PMS == UDAT_AM_PMS && ICUB_UDAT_LOCALIZED_CHARS == UDAT_LOCALIZED_CHARS &&
               ICUB_UDAT_ERA_NAMES == UDAT_ERA_NAMES && ICUB_UDAT_NARROW_MONTHS == UDAT_NARROW_MONTHS &&
               ICUB_UDAT_NARROW_WEEKDAYS == UDAT_NARROW_WEEKDAYS && ICUB_UDAT_STANDALONE_MONTHS == UDAT_STANDALONE_MONTHS &&
               ICUB_UDAT_STANDALONE_SHORT_MONTHS == UDAT_STANDALONE_SHORT_MONTHS &&
               ICUB_UDAT_STANDALONE_NARROW_MONTHS == UDAT_STANDALONE_NARROW_MONTHS &&
               ICUB_UDAT_STANDALONE_WEEKDAYS == UDAT_STANDALONE_WEEKDAYS &&
               ICUB_UDAT_STANDALONE_SHORT_WEEKDAYS == UDAT_STANDALONE_SHORT_WEEKDAYS &&
               ICUB_UDAT_STANDALONE_NARROW_WEEKDAYS == UDAT_STANDALONE_NARROW_WEEKDAYS &&
               ICUB_UDAT_QUARTERS == UDAT_QUARTERS && ICUB_UDAT_SHORT_QUARTERS == UDAT_SHORT_QUARTERS &&
               ICUB_UDAT_STANDALONE_QUARTERS == UDAT_STANDALONE_QUARTERS &&
               ICUB_UDAT_STANDALONE_SHORT_QUARTERS == UDAT_STANDALONE_SHORT_QUARTERS &&
               ICUB_UDAT_SHORTER_WEEKDAYS == UDAT_SHORTER_WEEKDAYS &&
               ICUB_UDAT_STANDALONE_SHORTER_WEEKDAYS == UDAT_STANDALONE_SHORTER_WEEKDAYS &&
               ICUB_UDAT_CYCLIC_YEARS_WIDE == UDAT_CYCLIC_YEARS_WIDE &&
               ICUB_UDAT_CYCLIC_YEARS_ABBREVIATED == UDAT_CYCLIC_YEARS_ABBREVIATED &&
               ICUB_UDAT_CYCLIC_YEARS_NARROW == UDAT_CYCLIC_YEARS_NARROW &&
               ICUB_UDAT_ZODIAC_NAMES_WIDE == UDAT_ZODIAC_NAMES_WIDE &&
               ICUB_UDAT_ZODIAC_NAMES_ABBREVIATED == UDAT_ZODIAC_NAMES_ABBREVIATED &&
               ICUB_UDAT_ZODIAC_NAMES_NARROW == UDAT_ZODIAC_NAMES_NARROW &&
               ICUB_UDAT_NARROW_QUARTERS == UDAT_NARROW_QUARTERS &&
               ICUB_UDAT_STANDALONE_NARROW_QUARTERS == UDAT_STANDALONE_NARROW_QUARTERS,
               "UDateFormatSymbolType");

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

int32_t icub_udat_format_calendar_fields(const icub_udat *formatter, icub_ucal *calendar, double millis,
                                         char *dest, int32_t capacity,
                                         icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_span_sink sink = icub_span_sink_make(spans, spanCapacity);
    *spanCount = 0;
    UFieldPositionIterator *fields = ufieldpositer_open(st);
    ucal_setMillis((UCalendar *)calendar, millis, st);
    int32_t n;
#define CALL(b, c, s) udat_formatCalendarForFields((const UDateFormat *)formatter, (UCalendar *)calendar, b, c, fields, s)
#define EMIT(b, l, d, c, s) icub_emit_utf8_fields(b, l, d, c, fields, &sink, s)
    ICUB_EMIT_UTF16_WITH(n, CALL, EMIT, dest, capacity, st);
#undef EMIT
#undef CALL
    ufieldpositer_close(fields);
    *spanCount = sink.count;
    return n;
}

int32_t icub_udat_count_symbols(const icub_udat *formatter, int32_t type) {
    return udat_countSymbols((const UDateFormat *)formatter, (UDateFormatSymbolType)type);
}

int32_t icub_udat_symbol(const icub_udat *formatter, int32_t type, int32_t index, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udat_getSymbols((const UDateFormat *)formatter, (UDateFormatSymbolType)type, index, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int icub_udat_has_number_override(const icub_udat *formatter, char letter) {
    const UDateFormat *f = (const UDateFormat *)formatter;
    // ICU hands out the default number format itself for a field without an override.
    return udat_getNumberFormatForField(f, (UChar)(unsigned char)letter) != udat_getNumberFormat(f);
}

/// `value` as `base` writes it with these integer digit counts, on a clone (SimpleDateFormat::zeroPaddingNumber).
static int32_t format_with(const UNumberFormat *base, int32_t value, int32_t minDigits, int32_t maxDigits,
                           char *dest, int32_t capacity, UErrorCode *st) {
    UNumberFormat *nf = unum_clone(base, st);
    if (U_FAILURE(*st)) { unum_close(nf); return 0; }
    unum_setAttribute(nf, UNUM_MIN_INTEGER_DIGITS, minDigits);
    unum_setAttribute(nf, UNUM_MAX_INTEGER_DIGITS, maxDigits);
    int32_t n;
#define CALL(b, c, s) unum_format(nf, value, b, c, NULL, s)
    ICUB_EMIT_UTF16(n, CALL, dest, capacity, st);
#undef CALL
    unum_close(nf);
    return n;
}

int32_t icub_udat_format_number(const icub_udat *formatter, int32_t value, int32_t minDigits, int32_t maxDigits,
                                char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const UNumberFormat *base = udat_getNumberFormat((const UDateFormat *)formatter);
    // Only a decimal format has digit symbols: a rule-based one refuses the question.
    UChar zero[8];
    UErrorCode probe = U_ZERO_ERROR;
    unum_getSymbol(base, UNUM_ZERO_DIGIT_SYMBOL, zero, 8, &probe);
    if (U_FAILURE(probe)) { *st = U_UNSUPPORTED_ERROR; return 0; }
    return format_with(base, value, minDigits, maxDigits, dest, capacity, st);
}

int32_t icub_udat_format_field_number(const icub_udat *formatter, char letter, int32_t value, int32_t minDigits,
                                      int32_t maxDigits, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const UNumberFormat *base = udat_getNumberFormatForField((const UDateFormat *)formatter, (UChar)(unsigned char)letter);
    if (base == NULL) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    return format_with(base, value, minDigits, maxDigits, dest, capacity, st);
}

int32_t icub_udat_calendar_type(const icub_udat *formatter, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    const char *type = ucal_getType(udat_getCalendar((const UDateFormat *)formatter), st);
    if (U_FAILURE(*st)) return 0;
    int32_t n = (int32_t)strlen(type);
    if (n > capacity) { *st = U_BUFFER_OVERFLOW_ERROR; return n; }
    memcpy(dest, type, (size_t)n);
    return n;
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
