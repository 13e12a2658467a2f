// icub_uplrules.h — plural rules (upluralrules.h, uplrules.c). Select is safe on a shared handle.
#ifndef ICUB_UPLRULES_H
#define ICUB_UPLRULES_H

#include <stdint.h>
#include "icub_unumf.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UPluralType; uplrules.c pins each to ICU's own.
enum { ICUB_UPLURAL_TYPE_CARDINAL = 0, ICUB_UPLURAL_TYPE_ORDINAL = 1 };

/// A UPluralRules.
typedef struct icub_uplrules { char opaque_; } icub_uplrules;

/// `uplrules_openForType`, `type` being ICUB_UPLURAL_TYPE_CARDINAL or _ORDINAL.
icub_uplrules *icub_uplrules_open(const char *locale, int32_t type, int32_t *status);
void icub_uplrules_close(icub_uplrules *rules);
/// The keyword of a double (`uplrules_select`).
int32_t icub_uplrules_select_double(const icub_uplrules *rules, double value, char *dest, int32_t capacity, int32_t *status);
/// Formats a decimal string with `formatter`, then selects on the formatted
/// number, so visible fraction digits count (`uplrules_selectFormatted`).
int32_t icub_uplrules_select_decimal(const icub_uplrules *rules, const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// The rules' keywords, separated by single spaces (`uplrules_getKeywords`).
int32_t icub_uplrules_keywords(const icub_uplrules *rules, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
