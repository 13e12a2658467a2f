// icub_unum.h — legacy number formatting and parsing (unum.h, unum.c).
// A UNumberFormat is NOT thread-safe: one caller at a time.
#ifndef ICUB_UNUM_H
#define ICUB_UNUM_H

#include <stdint.h>
#include "icub_utypes.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UNumberFormatStyle; unum.c pins each to ICU's own.
enum {
    ICUB_UNUM_DECIMAL = 1, ICUB_UNUM_CURRENCY = 2, ICUB_UNUM_PERCENT = 3, ICUB_UNUM_SCIENTIFIC = 4,
    ICUB_UNUM_SPELLOUT = 5, ICUB_UNUM_ORDINAL = 6, ICUB_UNUM_COMPACT_SHORT = 14, ICUB_UNUM_COMPACT_LONG = 15,
};

/// Values of ICU's UNumberFormatFields, the fields of formatted numbers (unum
/// and unumf alike); unum.c pins each to ICU's own. ICU 72 reports the
/// approximately sign (`~`, draft API there) as a field of its own.
enum {
    ICUB_UNUM_INTEGER_FIELD = 0, ICUB_UNUM_FRACTION_FIELD = 1, ICUB_UNUM_DECIMAL_SEPARATOR_FIELD = 2,
    ICUB_UNUM_EXPONENT_SYMBOL_FIELD = 3, ICUB_UNUM_EXPONENT_SIGN_FIELD = 4, ICUB_UNUM_EXPONENT_FIELD = 5,
    ICUB_UNUM_GROUPING_SEPARATOR_FIELD = 6, ICUB_UNUM_CURRENCY_FIELD = 7, ICUB_UNUM_PERCENT_FIELD = 8,
    ICUB_UNUM_PERMILL_FIELD = 9, ICUB_UNUM_SIGN_FIELD = 10, ICUB_UNUM_MEASURE_UNIT_FIELD = 11,
    ICUB_UNUM_COMPACT_FIELD = 12, ICUB_UNUM_APPROXIMATELY_SIGN_FIELD = 13,
};

/// Values of ICU's UNumberFormatSymbol that the library reads; unum.c pins each to ICU's own.
enum {
    ICUB_UNUM_DECIMAL_SEPARATOR_SYMBOL = 0, ICUB_UNUM_GROUPING_SEPARATOR_SYMBOL = 1,
    ICUB_UNUM_PERCENT_SYMBOL = 3, ICUB_UNUM_MINUS_SIGN_SYMBOL = 6,
};

/// A UNumberFormat.
typedef struct icub_unum { char opaque_; } icub_unum;

/// `unum_open` with a style and no pattern.
icub_unum *icub_unum_open(int32_t style, const char *locale, int32_t *status);
void icub_unum_close(icub_unum *formatter);
/// Sets `UNUM_LENIENT_PARSE` (1) or clears it (0).
void icub_unum_set_lenient(icub_unum *formatter, int lenient);
/// Sets the currency of a currency formatter from a three-letter C string
/// (`UNUM_CURRENCY_CODE`); anything else is ICUB_ILLEGAL_ARGUMENT_ERROR.
void icub_unum_set_currency(icub_unum *formatter, const char *isoCode, int32_t *status);
/// The pattern the format uses, such as `#,##0.###` (`unum_toPattern`, not localized).
int32_t icub_unum_pattern(const icub_unum *formatter, char *dest, int32_t capacity, int32_t *status);
/// One of the format's symbols, `symbol` an ICUB_UNUM_*_SYMBOL value
/// (`unum_getSymbol`). A rule-based format has none: ICUB_UNSUPPORTED_ERROR.
int32_t icub_unum_symbol(const icub_unum *formatter, int32_t symbol, char *dest, int32_t capacity, int32_t *status);
/// `unum_formatInt64`.
int32_t icub_unum_format_int(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status);
/// `unum_formatDouble`.
int32_t icub_unum_format_double(const icub_unum *formatter, double value, char *dest, int32_t capacity, int32_t *status);
/// `unum_formatDecimal`; a NUL in the number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unum_format_decimal(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// Parses the whole text into a decimal number string (`unum_parseDecimal`).
/// Text left over is ICUB_PARSE_ERROR with `errorOffset` (UTF-8) where parsing stopped.
int32_t icub_unum_parse_decimal(const icub_unum *formatter, const char *text, int32_t length, int32_t *errorOffset, char *dest, int32_t capacity, int32_t *status);
// The same with fields: up to `spanCapacity` spans (ICUB_UNUM_*_FIELD codes,
// UTF-8 offsets into the text) into `spans`, their full count into `spanCount`;
// spans that do not fit are ICUB_BUFFER_OVERFLOW_ERROR, as text that does not fit is.
// A rule-based format (spell-out, ordinal) reports no fields: ICU fails these
// calls with ICUB_UNSUPPORTED_ERROR.
/// `unum_formatDoubleForFields`.
int32_t icub_unum_format_double_fields(const icub_unum *formatter, double value, char *dest, int32_t capacity,
                                       icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);
/// `icu::NumberFormat::format(int64_t, UnicodeString&, FieldPositionIterator*, UErrorCode&)`
/// (unum_fields.cpp: ICU's C API has no field variant for integers).
int32_t icub_unum_format_int_fields(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity,
                                    icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);
/// `icu::NumberFormat::format(StringPiece, UnicodeString&, FieldPositionIterator*, UErrorCode&)`
/// (unum_fields.cpp); a NUL in the number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unum_format_decimal_fields(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity,
                                        icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
