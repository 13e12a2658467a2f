// icub_unumf.h — number formatting from skeletons (unumberformatter.h, unumf.c).
#ifndef ICUB_UNUMF_H
#define ICUB_UNUMF_H

#include <stdint.h>
#include "icub_utypes.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A UNumberFormatter: immutable, safe to share between threads.
typedef struct icub_unumf { char opaque_; } icub_unumf;

/// Opens a formatter from a UTF-8 skeleton; on a syntax error `errorOffset`
/// gets its UTF-8 offset in the skeleton (`unumf_openForSkeletonAndLocaleWithError`).
icub_unumf *icub_unumf_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status);
void icub_unumf_close(icub_unumf *formatter);
// Each call formats into a per-thread UFormattedNumber that is reused, never shared.
/// `unumf_formatInt`.
int32_t icub_unumf_format_int(const icub_unumf *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status);
/// `unumf_formatDouble`.
int32_t icub_unumf_format_double(const icub_unumf *formatter, double value, char *dest, int32_t capacity, int32_t *status);
/// A number given as a decimal string, exactly (`unumf_formatDecimal`); a NUL in it is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unumf_format_decimal(const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);
// The same with the number fields of the result (`ufmtval_nextPosition`, UFIELD_CATEGORY_NUMBER):
// up to `spanCapacity` spans (ICUB_UNUM_*_FIELD codes, UTF-8 offsets into the text)
// into `spans`, and their full count into `spanCount`. Spans that do not fit are
// ICUB_BUFFER_OVERFLOW_ERROR, as text that does not fit is.
/// `unumf_formatInt`, `unumf_resultAsValue`, `ufmtval_nextPosition`.
int32_t icub_unumf_format_int_fields(const icub_unumf *formatter, int64_t value, char *dest, int32_t capacity,
                                     icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);
/// `unumf_formatDouble`, `unumf_resultAsValue`, `ufmtval_nextPosition`.
int32_t icub_unumf_format_double_fields(const icub_unumf *formatter, double value, char *dest, int32_t capacity,
                                        icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);
/// `unumf_formatDecimal`, `unumf_resultAsValue`, `ufmtval_nextPosition`; a NUL in the number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unumf_format_decimal_fields(const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity,
                                         icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);

/// Formats a decimal string and writes the number the result shows, as ICU
/// rounded and scaled it, as a decimal string in the syntax of the Decimal
/// Arithmetic Specification ("1.25" with no fraction digits is "1"; 1200 may be
/// "1.2E+3"; trailing zeros are not kept) (`unumf_formatDecimal`,
/// `unumf_resultToDecimalNumber`). ICU 68 or newer: on an older ICU it fails
/// with ICUB_UNSUPPORTED_ERROR. A NUL in the number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unumf_format_decimal_rounded(const icub_unumf *formatter, const char *number, int32_t length,
                                          char *dest, int32_t capacity, int32_t *status);

// MARK: The unit a usage converted to (unumf_units.cpp, ICU's C++ API)

/// A `LocalizedNumberFormatter` of ICU's C++ API: the C API formats a
/// measure with a usage (`usage/road`) but does not tell which unit the
/// locale's preferences converted it to (`FormattedNumber::getOutputUnit` is
/// C++ only). Immutable, safe to share between threads. ICU 68 or newer: on
/// an older ICU, opening one fails with ICUB_UNSUPPORTED_ERROR.
typedef struct icub_unumf_units { char opaque_; } icub_unumf_units;

/// The longest output unit identifier the format functions below write, NUL
/// included; a longer one is ICUB_BUFFER_OVERFLOW_ERROR.
enum { ICUB_UNUMF_UNIT_CAPACITY = 256 };

/// Opens a formatter from a UTF-8 skeleton, as icub_unumf_open does
/// (`NumberFormatter::forSkeleton`, `UnlocalizedNumberFormatter::locale`).
icub_unumf_units *icub_unumf_units_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status);
void icub_unumf_units_close(icub_unumf_units *formatter);
/// Formats a double, and writes the identifier of the unit the result is in
/// into `unit` (NUL-terminated, at most ICUB_UNUMF_UNIT_CAPACITY bytes): empty
/// when the format has no usage and its unit is not mixed, where ICU reports
/// none and the result is in the format's own unit
/// (`LocalizedNumberFormatter::formatDouble`, `FormattedNumber::getOutputUnit`,
/// `MeasureUnit::getIdentifier`).
int32_t icub_unumf_units_format_double(const icub_unumf_units *formatter, double value, char *dest, int32_t capacity,
                                       char *unit, int32_t *status);
/// The same for an integer (`LocalizedNumberFormatter::formatInt`).
int32_t icub_unumf_units_format_int(const icub_unumf_units *formatter, int64_t value, char *dest, int32_t capacity,
                                    char *unit, int32_t *status);
/// The same for a number given as a decimal string (`LocalizedNumberFormatter::formatDecimal`);
/// a NUL in it is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unumf_units_format_decimal(const icub_unumf_units *formatter, const char *number, int32_t length,
                                        char *dest, int32_t capacity, char *unit, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
