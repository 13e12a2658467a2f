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

#ifdef __cplusplus
}
#endif
#endif
