// icub_udatpg.h — the date-time pattern generator (udatpg.h, udatpg.c).
// NOT thread-safe: one caller at a time.
#ifndef ICUB_UDATPG_H
#define ICUB_UDATPG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UDateFormatHourCycle; udatpg.c pins each to ICU's own.
enum { ICUB_UDAT_HOUR_CYCLE_11 = 0, ICUB_UDAT_HOUR_CYCLE_12 = 1, ICUB_UDAT_HOUR_CYCLE_23 = 2, ICUB_UDAT_HOUR_CYCLE_24 = 3 };

/// A UDateTimePatternGenerator.
typedef struct icub_udatpg { char opaque_; } icub_udatpg;

/// `udatpg_open`.
icub_udatpg *icub_udatpg_open(const char *locale, int32_t *status);
void icub_udatpg_close(icub_udatpg *generator);
/// The locale's best pattern for a UTF-8 skeleton (`udatpg_getBestPattern`).
int32_t icub_udatpg_best_pattern(icub_udatpg *generator, const char *skeleton, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// The locale's preferred hour cycle, an ICUB_UDAT_HOUR_CYCLE_* value (`udatpg_getDefaultHourCycle`).
int32_t icub_udatpg_default_hour_cycle(const icub_udatpg *generator, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
