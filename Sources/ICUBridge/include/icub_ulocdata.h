// icub_ulocdata.h — locale data: quotation marks, measurement system, paper size, CLDR version (ulocdata.h, ulocdata.c).
#ifndef ICUB_ULOCDATA_H
#define ICUB_ULOCDATA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's ULocaleDataDelimiterType; ulocdata.c pins each to ICU's own.
enum {
    ICUB_ULOCDATA_QUOTATION_START = 0, ICUB_ULOCDATA_QUOTATION_END = 1,
    ICUB_ULOCDATA_ALT_QUOTATION_START = 2, ICUB_ULOCDATA_ALT_QUOTATION_END = 3,
};

/// Values of ICU's UMeasurementSystem; ulocdata.c pins each to ICU's own.
enum { ICUB_UMS_SI = 0, ICUB_UMS_US = 1, ICUB_UMS_UK = 2 };

/// A ULocaleData.
typedef struct icub_ulocdata { char opaque_; } icub_ulocdata;

/// `ulocdata_open`.
icub_ulocdata *icub_ulocdata_open(const char *locale, int32_t *status);
void icub_ulocdata_close(icub_ulocdata *data);
/// One of the locale's quotation marks, `type` an ICUB_ULOCDATA_* value (`ulocdata_getDelimiter`).
int32_t icub_ulocdata_delimiter(icub_ulocdata *data, int32_t type, char *dest, int32_t capacity, int32_t *status);
/// The locale's measurement system, an ICUB_UMS_* value (`ulocdata_getMeasurementSystem`).
int32_t icub_ulocdata_measurement_system(const char *locale, int32_t *status);
/// The locale's paper size in millimetres (`ulocdata_getPaperSize`).
void icub_ulocdata_paper_size(const char *locale, int32_t *height, int32_t *width, int32_t *status);
/// The version of the CLDR data ICU carries, into `version[0..<4]` (`ulocdata_getCLDRVersion`).
void icub_ulocdata_cldr_version(uint8_t *version, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
