// icub_unumrf.h — ranges of numbers ("3–5", "€3.00 – €5.00") from skeletons
// (unumberrangeformatter.h, unumrf.c), and the plural category of such a range.
// A UNumberRangeFormatter is immutable: safe to share between threads.
#ifndef ICUB_UNUMRF_H
#define ICUB_UNUMRF_H

#include <stdint.h>
#include "icub_uplrules.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UNumberRangeCollapse; unumrf.c pins each to ICU's own.
enum { ICUB_UNUM_RANGE_COLLAPSE_AUTO = 0, ICUB_UNUM_RANGE_COLLAPSE_NONE = 1,
       ICUB_UNUM_RANGE_COLLAPSE_UNIT = 2, ICUB_UNUM_RANGE_COLLAPSE_ALL = 3 };
/// Values of ICU's UNumberRangeIdentityFallback.
enum { ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE = 0, ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE = 1,
       ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY = 2, ICUB_UNUM_IDENTITY_FALLBACK_RANGE = 3 };
/// Values of ICU's UNumberRangeIdentityResult.
enum { ICUB_UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING = 0, ICUB_UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING = 1,
       ICUB_UNUM_IDENTITY_RESULT_NOT_EQUAL = 2 };

/// A UNumberRangeFormatter.
typedef struct icub_unumrf { char opaque_; } icub_unumrf;

/// Opens a range formatter from a UTF-8 skeleton, an ICUB_UNUM_RANGE_COLLAPSE_* and an
/// ICUB_UNUM_IDENTITY_FALLBACK_*; on a syntax error `errorOffset` gets its UTF-8 offset
/// in the skeleton (`unumrf_openForSkeletonWithCollapseAndIdentityFallback`). Any
/// other collapse or fallback is ICUB_ILLEGAL_ARGUMENT_ERROR.
icub_unumrf *icub_unumrf_open(const char *skeleton, int32_t length, const char *locale, int32_t collapse,
                              int32_t identityFallback, int32_t *errorOffset, int32_t *status);
void icub_unumrf_close(icub_unumrf *formatter);
// Each call formats into a per-thread UFormattedNumberRange that is reused, never shared.
/// Two numbers given as decimal strings, exactly (`unumrf_formatDecimalRange`,
/// `unumrf_resultGetIdentityResult`): the range's text, and in `identity` (when
/// not NULL) an ICUB_UNUM_IDENTITY_RESULT_*: ends of the same text are equal
/// before rounding, ends of one value written differently ("3", "3.0") equal
/// after it. A NUL in either number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unumrf_format_decimal(const icub_unumrf *formatter, const char *low, int32_t lowLength,
                                   const char *high, int32_t highLength, char *dest, int32_t capacity,
                                   int32_t *identity, int32_t *status);
/// Two doubles (`unumrf_formatDoubleRange`, `unumrf_resultGetIdentityResult`).
int32_t icub_unumrf_format_double(const icub_unumrf *formatter, double low, double high, char *dest, int32_t capacity,
                                  int32_t *identity, int32_t *status);
/// The plural category of the range of two decimal strings as `formatter`
/// writes it (`unumrf_formatDecimalRange`, `uplrules_selectForRange`): French
/// "0–1" is `one`. A NUL in either number is ICUB_DECIMAL_NUMBER_SYNTAX_ERROR.
int32_t icub_unumrf_select_plural(const icub_unumrf *formatter, const icub_uplrules *rules, const char *low,
                                  int32_t lowLength, const char *high, int32_t highLength, char *dest,
                                  int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
