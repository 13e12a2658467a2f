// ucurr.c — currencies (icub_ucurr.h).
#include "icub_ucurr.h"
#include "bridge_internal.h"
#include <unicode/ucurr.h>

int32_t icub_ucurr_for_locale(const char *locale, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucurr_forLocale(locale, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

_Static_assert(ICUB_UCURR_SYMBOL_NAME == UCURR_SYMBOL_NAME && ICUB_UCURR_LONG_NAME == UCURR_LONG_NAME, "UCurrNameStyle");

int32_t icub_ucurr_name(const char *isoCode, const char *locale, int32_t style, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar code[4];
    if (!icub_iso4217(isoCode, code) || (style != ICUB_UCURR_SYMBOL_NAME && style != ICUB_UCURR_LONG_NAME)) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    icub_use_root_default();
    UBool isChoiceFormat = false;
    int32_t length = 0;
    const UChar *name = ucurr_getName(code, locale, (UCurrNameStyle)style, &isChoiceFormat, &length, st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_utf8(name, length, dest, capacity, st);
}

int32_t icub_ucurr_numeric_code(const char *isoCode) {
    UChar code[4];
    if (!icub_iso4217(isoCode, code)) return 0;
    return ucurr_getNumericCode(code);
}

int32_t icub_ucurr_iso_codes(int32_t which, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    uint32_t types = which == ICUB_UCURR_ALL ? UCURR_ALL : (UCURR_COMMON | UCURR_NON_DEPRECATED);
    UEnumeration *codes = ucurr_openISOCurrencies(types, st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_enumeration(codes, dest, capacity, st);
}

int32_t icub_ucurr_fraction_digits(const char *isoCode, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UChar code[4];
    if (!icub_iso4217(isoCode, code)) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return ucurr_getDefaultFractionDigits(code, st);
}
