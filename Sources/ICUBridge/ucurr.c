// ucurr.c — currencies (icub_ucurr.h).
#include "bridge_internal.h"
#include <unicode/ucurr.h>

int32_t icub_ucurr_for_locale(const char *locale, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucurr_forLocale(locale, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_ucurr_numeric_code(const char *isoCode) {
    UChar code[4];
    if (!icub_iso4217(isoCode, code)) return 0;
    return ucurr_getNumericCode(code);
}

int32_t icub_ucurr_iso_codes(char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_COMMON | UCURR_NON_DEPRECATED, st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_enumeration(codes, dest, capacity, st);
}
