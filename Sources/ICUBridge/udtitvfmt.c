// udtitvfmt.c — date interval formatting (icub_udtitvfmt.h).
#include "icub_udtitvfmt.h"
#include "bridge_internal.h"
#include <unicode/udateintervalformat.h>

icub_udtitvfmt *icub_udtitvfmt_open(const char *locale, const char *skeleton, int32_t skeletonLength,
                                    const char *timeZone, int32_t timeZoneLength, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    // ICU reads a zone ID only up to its first NUL.
    if (icub_has_nul(timeZone, timeZoneLength)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    icub_utf16 sk, zone;
    if (!icub_utf16_from_utf8(&sk, skeleton, skeletonLength, st)) return NULL;
    if (!icub_utf16_from_utf8(&zone, timeZone, timeZoneLength, st)) {
        icub_utf16_release(&sk);
        return NULL;
    }
    UDateIntervalFormat *f = udtitvfmt_open(locale, sk.chars, sk.length, zone.chars, zone.length, st);
    icub_utf16_release(&sk);
    icub_utf16_release(&zone);
    if (U_FAILURE(*st)) { udtitvfmt_close(f); return NULL; }
    return (icub_udtitvfmt *)f;
}

void icub_udtitvfmt_close(icub_udtitvfmt *formatter) { udtitvfmt_close((UDateIntervalFormat *)formatter); }

int32_t icub_udtitvfmt_format(icub_udtitvfmt *formatter, double from, double to,
                              char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udtitvfmt_format((const UDateIntervalFormat *)formatter, from, to, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}
