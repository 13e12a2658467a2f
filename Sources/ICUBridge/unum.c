// unum.c — legacy number formatting and parsing (icub_unum.h).
#include "icub_unum.h"
#include "bridge_internal.h"
#include <unicode/unum.h>

_Static_assert(ICUB_UNUM_DECIMAL == UNUM_DECIMAL && ICUB_UNUM_CURRENCY == UNUM_CURRENCY &&
               ICUB_UNUM_PERCENT == UNUM_PERCENT && ICUB_UNUM_SCIENTIFIC == UNUM_SCIENTIFIC &&
               ICUB_UNUM_SPELLOUT == UNUM_SPELLOUT && ICUB_UNUM_ORDINAL == UNUM_ORDINAL &&
               ICUB_UNUM_COMPACT_SHORT == UNUM_DECIMAL_COMPACT_SHORT &&
               ICUB_UNUM_COMPACT_LONG == UNUM_DECIMAL_COMPACT_LONG, "UNumberFormatStyle");

_Static_assert(ICUB_UNUM_INTEGER_FIELD == UNUM_INTEGER_FIELD && ICUB_UNUM_FRACTION_FIELD == UNUM_FRACTION_FIELD &&
               ICUB_UNUM_DECIMAL_SEPARATOR_FIELD == UNUM_DECIMAL_SEPARATOR_FIELD &&
               ICUB_UNUM_EXPONENT_SYMBOL_FIELD == UNUM_EXPONENT_SYMBOL_FIELD &&
               ICUB_UNUM_EXPONENT_SIGN_FIELD == UNUM_EXPONENT_SIGN_FIELD && ICUB_UNUM_EXPONENT_FIELD == UNUM_EXPONENT_FIELD &&
               ICUB_UNUM_GROUPING_SEPARATOR_FIELD == UNUM_GROUPING_SEPARATOR_FIELD &&
               ICUB_UNUM_CURRENCY_FIELD == UNUM_CURRENCY_FIELD && ICUB_UNUM_PERCENT_FIELD == UNUM_PERCENT_FIELD &&
               ICUB_UNUM_PERMILL_FIELD == UNUM_PERMILL_FIELD && ICUB_UNUM_SIGN_FIELD == UNUM_SIGN_FIELD &&
               ICUB_UNUM_MEASURE_UNIT_FIELD == UNUM_MEASURE_UNIT_FIELD && ICUB_UNUM_COMPACT_FIELD == UNUM_COMPACT_FIELD,
               "UNumberFormatFields");
// UNUM_APPROXIMATELY_SIGN_FIELD is draft API in ICU 71–72, hidden from these headers
// unless U_SHOW_DRAFT_API; it follows UNUM_COMPACT_FIELD.
#ifndef U_HIDE_DRAFT_API
_Static_assert(ICUB_UNUM_APPROXIMATELY_SIGN_FIELD == UNUM_APPROXIMATELY_SIGN_FIELD, "UNumberFormatFields");
#else
_Static_assert(ICUB_UNUM_APPROXIMATELY_SIGN_FIELD == UNUM_COMPACT_FIELD + 1, "UNumberFormatFields");
#endif

_Static_assert(ICUB_UNUM_DECIMAL_SEPARATOR_SYMBOL == UNUM_DECIMAL_SEPARATOR_SYMBOL &&
               ICUB_UNUM_GROUPING_SEPARATOR_SYMBOL == UNUM_GROUPING_SEPARATOR_SYMBOL &&
               ICUB_UNUM_PERCENT_SYMBOL == UNUM_PERCENT_SYMBOL && ICUB_UNUM_MINUS_SIGN_SYMBOL == UNUM_MINUS_SIGN_SYMBOL,
               "UNumberFormatSymbol");

icub_unum *icub_unum_open(int32_t style, const char *locale, int32_t *status) {
    icub_use_root_default();
    UNumberFormat *f = unum_open((UNumberFormatStyle)style, NULL, 0, locale, NULL, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { unum_close(f); return NULL; }
    return (icub_unum *)f;
}

void icub_unum_close(icub_unum *formatter) { unum_close((UNumberFormat *)formatter); }

void icub_unum_set_lenient(icub_unum *formatter, int lenient) {
    unum_setAttribute((UNumberFormat *)formatter, UNUM_LENIENT_PARSE, lenient ? 1 : 0);
}

void icub_unum_set_currency(icub_unum *formatter, const char *isoCode, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return;
    UChar code[4];
    if (!icub_iso4217(isoCode, code)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return; }
    unum_setTextAttribute((UNumberFormat *)formatter, UNUM_CURRENCY_CODE, code, 3, st);
}

int32_t icub_unum_pattern(const icub_unum *formatter, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) unum_toPattern((const UNumberFormat *)formatter, false, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_symbol(const icub_unum *formatter, int32_t symbol, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (symbol != ICUB_UNUM_DECIMAL_SEPARATOR_SYMBOL && symbol != ICUB_UNUM_GROUPING_SEPARATOR_SYMBOL &&
        symbol != ICUB_UNUM_PERCENT_SYMBOL && symbol != ICUB_UNUM_MINUS_SIGN_SYMBOL) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
#define CALL(b, c, s) unum_getSymbol((const UNumberFormat *)formatter, (UNumberFormatSymbol)symbol, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

int32_t icub_unum_format_int(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) unum_formatInt64((const UNumberFormat *)formatter, value, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_format_double(const icub_unum *formatter, double value, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) unum_formatDouble((const UNumberFormat *)formatter, value, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_format_decimal(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    if (icub_has_nul(number, length)) { *status = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
#define CALL(b, c, s) unum_formatDecimal((const UNumberFormat *)formatter, number, length, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_format_double_fields(const icub_unum *formatter, double value, char *dest, int32_t capacity,
                                       icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_span_sink sink = icub_span_sink_make(spans, spanCapacity);
    *spanCount = 0;
    UFieldPositionIterator *fields = ufieldpositer_open(st);
    int32_t n;
#define CALL(b, c, s) unum_formatDoubleForFields((const UNumberFormat *)formatter, value, b, c, fields, s)
#define EMIT(b, l, d, c, s) icub_emit_utf8_fields(b, l, d, c, fields, &sink, s)
    ICUB_EMIT_UTF16_WITH(n, CALL, EMIT, dest, capacity, st);
#undef EMIT
#undef CALL
    ufieldpositer_close(fields);
    *spanCount = sink.count;
    return n;
}

int32_t icub_unum_parse_decimal(const icub_unum *formatter, const char *text, int32_t length, int32_t *errorOffset, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 t;
    if (!icub_begin_parse(&t, text, length, errorOffset, st)) return 0;
    int32_t position = 0;
    UErrorCode local = U_ZERO_ERROR;
    int32_t n = unum_parseDecimal((const UNumberFormat *)formatter, t.chars, t.length, &position, dest, capacity, &local);
    local = icub_finish_parse(&t, position, local, errorOffset);
    icub_utf16_release(&t);
    if (U_FAILURE(local)) { *st = local; return local == U_BUFFER_OVERFLOW_ERROR ? n : 0; }
    if (n > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return n;
}
