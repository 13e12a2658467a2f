// icub_unum.h — legacy number formatting and parsing (unum.h, unum.c).
// A UNumberFormat is NOT thread-safe: one caller at a time.
#ifndef ICUB_UNUM_H
#define ICUB_UNUM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UNumberFormatStyle; unum.c pins each to ICU's own.
enum {
    ICUB_UNUM_DECIMAL = 1, ICUB_UNUM_CURRENCY = 2, ICUB_UNUM_PERCENT = 3, ICUB_UNUM_SCIENTIFIC = 4,
    ICUB_UNUM_SPELLOUT = 5, ICUB_UNUM_ORDINAL = 6, ICUB_UNUM_COMPACT_SHORT = 14, ICUB_UNUM_COMPACT_LONG = 15,
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
/// `unum_formatInt64`.
int32_t icub_unum_format_int(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status);
/// `unum_formatDouble`.
int32_t icub_unum_format_double(const icub_unum *formatter, double value, char *dest, int32_t capacity, int32_t *status);
/// `unum_formatDecimal`; a NUL in the number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unum_format_decimal(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// Parses the whole text into a decimal number string (`unum_parseDecimal`).
/// Text left over is ICUB_PARSE_ERROR with `errorOffset` (UTF-8) where parsing stopped.
int32_t icub_unum_parse_decimal(const icub_unum *formatter, const char *text, int32_t length, int32_t *errorOffset, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
