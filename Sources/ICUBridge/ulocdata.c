// ulocdata.c — locale data: quotation marks, measurement system, paper size, CLDR version (icub_ulocdata.h).
#include "icub_ulocdata.h"
#include "bridge_internal.h"
#include <unicode/ulocdata.h>

_Static_assert(ICUB_ULOCDATA_QUOTATION_START == ULOCDATA_QUOTATION_START &&
               ICUB_ULOCDATA_QUOTATION_END == ULOCDATA_QUOTATION_END &&
               ICUB_ULOCDATA_ALT_QUOTATION_START == ULOCDATA_ALT_QUOTATION_START &&
               ICUB_ULOCDATA_ALT_QUOTATION_END == ULOCDATA_ALT_QUOTATION_END, "ULocaleDataDelimiterType");
_Static_assert(ICUB_UMS_SI == UMS_SI && ICUB_UMS_US == UMS_US && ICUB_UMS_UK == UMS_UK, "UMeasurementSystem");

icub_ulocdata *icub_ulocdata_open(const char *locale, int32_t *status) {
    icub_use_root_default();
    ULocaleData *d = ulocdata_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { ulocdata_close(d); return NULL; }
    return (icub_ulocdata *)d;
}

void icub_ulocdata_close(icub_ulocdata *data) { ulocdata_close((ULocaleData *)data); }

int32_t icub_ulocdata_delimiter(icub_ulocdata *data, int32_t type, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (type < ICUB_ULOCDATA_QUOTATION_START || type > ICUB_ULOCDATA_ALT_QUOTATION_END) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
#define CALL(b, c, s) ulocdata_getDelimiter((ULocaleData *)data, (ULocaleDataDelimiterType)type, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

int32_t icub_ulocdata_measurement_system(const char *locale, int32_t *status) {
    icub_use_root_default();
    return (int32_t)ulocdata_getMeasurementSystem(locale, (UErrorCode *)status);
}

void icub_ulocdata_paper_size(const char *locale, int32_t *height, int32_t *width, int32_t *status) {
    icub_use_root_default();
    *height = 0;
    *width = 0;
    ulocdata_getPaperSize(locale, height, width, (UErrorCode *)status);
}

void icub_ulocdata_cldr_version(uint8_t *version, int32_t *status) {
    memset(version, 0, U_MAX_VERSION_LENGTH);
    ulocdata_getCLDRVersion(version, (UErrorCode *)status);
}
