// icub_udtitvfmt.h — date interval formatting (udateintervalformat.h, udtitvfmt.c).
// A UDateIntervalFormat is not documented as safe to share: one thread at a time.
#ifndef ICUB_UDTITVFMT_H
#define ICUB_UDTITVFMT_H

#include <stdint.h>
#include "icub_utypes.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A UDateIntervalFormat.
typedef struct icub_udtitvfmt { char opaque_; } icub_udtitvfmt;

/// `udtitvfmt_open`: a skeleton such as "yMMMd" (UTF-8) in a time zone (UTF-8;
/// one holding a NUL is U_ILLEGAL_ARGUMENT_ERROR), in the locale's calendar.
icub_udtitvfmt *icub_udtitvfmt_open(const char *locale, const char *skeleton, int32_t skeletonLength,
                                    const char *timeZone, int32_t timeZoneLength, int32_t *status);
void icub_udtitvfmt_close(icub_udtitvfmt *formatter);
/// Formats the interval between two instants, in milliseconds since 1970
/// (`udtitvfmt_format`). Not to be called on one formatter from two threads at once.
int32_t icub_udtitvfmt_format(icub_udtitvfmt *formatter, double from, double to,
                              char *dest, int32_t capacity, int32_t *status);


/// The span field of a formatted interval whose text came from the first
/// instant (`UFIELD_CATEGORY_DATE_INTERVAL_SPAN`, field 0), in the spans of
/// icub_udtitvfmt_format_fields; the second instant's is this plus one.
#define ICUB_UDTITVFMT_SPAN_FROM 1000

/// icub_udtitvfmt_format with the fields of the result (`udtitvfmt_formatToResult`,
/// `ufmtval_nextPosition`): the date fields (ICUB_UDAT_*_FIELD codes) and the two
/// instants' spans (ICUB_UDTITVFMT_SPAN_FROM + 0 or 1), in ICU's order, with
/// UTF-8 offsets; counted and written as icub_unumf_format_int_fields does.
int32_t icub_udtitvfmt_format_fields(icub_udtitvfmt *formatter, double from, double to,
                                     char *dest, int32_t capacity,
                                     icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
