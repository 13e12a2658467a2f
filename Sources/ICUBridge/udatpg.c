// udatpg.c — the date-time pattern generator (icub_udatpg.h).
#include "icub_udatpg.h"
#include "bridge_internal.h"
#include <unicode/udatpg.h>

_Static_assert(ICUB_UDAT_HOUR_CYCLE_11 == UDAT_HOUR_CYCLE_11 && ICUB_UDAT_HOUR_CYCLE_12 == UDAT_HOUR_CYCLE_12 &&
               ICUB_UDAT_HOUR_CYCLE_23 == UDAT_HOUR_CYCLE_23 && ICUB_UDAT_HOUR_CYCLE_24 == UDAT_HOUR_CYCLE_24,
               "UDateFormatHourCycle");

icub_udatpg *icub_udatpg_open(const char *locale, int32_t *status) {
    icub_use_root_default();
    UDateTimePatternGenerator *g = udatpg_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { udatpg_close(g); return NULL; }
    return (icub_udatpg *)g;
}

void icub_udatpg_close(icub_udatpg *generator) { udatpg_close((UDateTimePatternGenerator *)generator); }

int32_t icub_udatpg_best_pattern(icub_udatpg *generator, const char *skeleton, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 sk;
    if (!icub_utf16_from_utf8(&sk, skeleton, length, st)) return 0;
    int32_t result;
#define CALL(b, c, s) udatpg_getBestPattern((UDateTimePatternGenerator *)generator, sk.chars, sk.length, b, c, s)
    ICUB_EMIT_UTF16(result, CALL, dest, capacity, st);
#undef CALL
    icub_utf16_release(&sk);
    return result;
}

int32_t icub_udatpg_default_hour_cycle(const icub_udatpg *generator, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    return (int32_t)udatpg_getDefaultHourCycle((const UDateTimePatternGenerator *)generator, st);
}
