// uplrules.c — plural rules (icub_uplrules.h).
#include "icub_uplrules.h"
#include "bridge_internal.h"
#include <unicode/upluralrules.h>

_Static_assert(ICUB_UPLURAL_TYPE_CARDINAL == UPLURAL_TYPE_CARDINAL &&
               ICUB_UPLURAL_TYPE_ORDINAL == UPLURAL_TYPE_ORDINAL, "UPluralType");

icub_uplrules *icub_uplrules_open(const char *locale, int32_t type, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (type != ICUB_UPLURAL_TYPE_CARDINAL && type != ICUB_UPLURAL_TYPE_ORDINAL) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UPluralRules *r = uplrules_openForType(locale, (UPluralType)type, st);
    if (U_FAILURE(*st)) { uplrules_close(r); return NULL; }
    return (icub_uplrules *)r;
}

void icub_uplrules_close(icub_uplrules *rules) { uplrules_close((UPluralRules *)rules); }

int32_t icub_uplrules_select_double(const icub_uplrules *rules, double value, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) uplrules_select((const UPluralRules *)rules, value, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_uplrules_select_decimal(const icub_uplrules *rules, const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (icub_has_nul(number, length)) { *st = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
    UFormattedNumber *r = icub_thread_formatted_number(st);
    if (!r) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, st);
#define CALL(b, c, s) uplrules_selectFormatted((const UPluralRules *)rules, r, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

int32_t icub_uplrules_keywords(const icub_uplrules *rules, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *e = uplrules_getKeywords((const UPluralRules *)rules, st);
    if (U_FAILURE(*st)) { uenum_close(e); return 0; }
    int32_t total = 0;
    const char *word;
    int32_t length = 0;
    while ((word = uenum_next(e, &length, st)) != NULL && U_SUCCESS(*st)) {
        int32_t needed = total + (total ? 1 : 0) + length;
        if (needed <= capacity) {
            if (total) dest[total] = ' ';
            memcpy(dest + needed - length, word, (size_t)length);
        }
        total = needed;
    }
    uenum_close(e);
    if (U_SUCCESS(*st) && total > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return total;
}
