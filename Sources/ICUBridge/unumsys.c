// unumsys.c — numbering systems (icub_unumsys.h).
#include "icub_unumsys.h"
#include "bridge_internal.h"
#include <unicode/unumsys.h>

int32_t icub_unumsys_describe(const char *locale, int32_t *isAlgorithmic, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *isAlgorithmic = 0;
    if (U_FAILURE(*st)) return 0;
    icub_use_root_default();
    UNumberingSystem *system = unumsys_open(locale, st);
    if (U_FAILURE(*st)) { unumsys_close(system); return 0; }
    *isAlgorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
    const char *name = unumsys_getName(system);
    int32_t length = (int32_t)strlen(name);
    if (length <= capacity) memcpy(dest, name, (size_t)length);
    else *st = U_BUFFER_OVERFLOW_ERROR;
    unumsys_close(system);
    return length;
}
