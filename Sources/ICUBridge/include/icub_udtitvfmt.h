// icub_udtitvfmt.h — date interval formatting (udateintervalformat.h, udtitvfmt.c).
// A UDateIntervalFormat is not documented as safe to share: one thread at a time.
#ifndef ICUB_UDTITVFMT_H
#define ICUB_UDTITVFMT_H

#include <stdint.h>

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

#ifdef __cplusplus
}
#endif
#endif
