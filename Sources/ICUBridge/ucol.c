// ucol.c — collation (icub_ucol.h).
#include "icub_ucol.h"
#include "bridge_internal.h"
#include <unicode/ucol.h>
#include <unicode/uloc.h>

_Static_assert(ICUB_UCOL_FRENCH_COLLATION == UCOL_FRENCH_COLLATION &&
               ICUB_UCOL_ALTERNATE_HANDLING == UCOL_ALTERNATE_HANDLING &&
               ICUB_UCOL_CASE_FIRST == UCOL_CASE_FIRST &&
               ICUB_UCOL_CASE_LEVEL == UCOL_CASE_LEVEL &&
               ICUB_UCOL_NORMALIZATION_MODE == UCOL_NORMALIZATION_MODE &&
               ICUB_UCOL_STRENGTH == UCOL_STRENGTH &&
               ICUB_UCOL_NUMERIC_COLLATION == UCOL_NUMERIC_COLLATION, "UColAttribute");
_Static_assert(ICUB_UCOL_DEFAULT == UCOL_DEFAULT && ICUB_UCOL_PRIMARY == UCOL_PRIMARY &&
               ICUB_UCOL_SECONDARY == UCOL_SECONDARY && ICUB_UCOL_TERTIARY == UCOL_TERTIARY &&
               ICUB_UCOL_QUATERNARY == UCOL_QUATERNARY && ICUB_UCOL_IDENTICAL == UCOL_IDENTICAL &&
               ICUB_UCOL_OFF == UCOL_OFF && ICUB_UCOL_ON == UCOL_ON &&
               ICUB_UCOL_SHIFTED == UCOL_SHIFTED && ICUB_UCOL_NON_IGNORABLE == UCOL_NON_IGNORABLE &&
               ICUB_UCOL_LOWER_FIRST == UCOL_LOWER_FIRST && ICUB_UCOL_UPPER_FIRST == UCOL_UPPER_FIRST,
               "UColAttributeValue");

/// Whether ICU has the collation type `type` for `locale`.
static UBool has_type(const char *locale, const char *type, UErrorCode *status) {
    UEnumeration *e = ucol_getKeywordValuesForLocale("collation", locale, false, status);
    if (U_FAILURE(*status)) { uenum_close(e); return false; }
    UBool found = false;
    const char *value;
    while (!found && (value = uenum_next(e, NULL, status)) != NULL && U_SUCCESS(*status))
        found = strcmp(value, type) == 0;
    uenum_close(e);
    return found;
}

icub_ucol *icub_ucol_open(const char *locale, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    char type[ULOC_KEYWORDS_CAPACITY];
    UErrorCode local = U_ZERO_ERROR;
    int32_t n = uloc_getKeywordValue(locale, "collation", type, (int32_t)sizeof type, &local);
    if (U_FAILURE(local) || n >= (int32_t)sizeof type) { *st = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    // ICU opens the standard order for a type it has no data for, with at most a warning.
    if (n > 0 && !has_type(locale, type, st)) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UCollator *c = ucol_open(locale, st);
    if (U_FAILURE(*st)) { ucol_close(c); return NULL; }
    return (icub_ucol *)c;
}

void icub_ucol_close(icub_ucol *collator) { ucol_close((UCollator *)collator); }

void icub_ucol_set_attribute(icub_ucol *collator, int32_t attribute, int32_t value, int32_t *status) {
    ucol_setAttribute((UCollator *)collator, (UColAttribute)attribute, (UColAttributeValue)value, (UErrorCode *)status);
}

int32_t icub_ucol_attribute(const icub_ucol *collator, int32_t attribute, int32_t *status) {
    return (int32_t)ucol_getAttribute((const UCollator *)collator, (UColAttribute)attribute, (UErrorCode *)status);
}

int32_t icub_ucol_types(const char *locale, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    return icub_emit_enumeration(ucol_getKeywordValuesForLocale("collation", locale, false, st), dest, capacity, st);
}

const char *icub_ucol_valid_locale(const icub_ucol *collator, int32_t *status) {
    return ucol_getLocaleByType((const UCollator *)collator, ULOC_VALID_LOCALE, (UErrorCode *)status);
}

int32_t icub_ucol_compare(const icub_ucol *collator, const char *a, int32_t aLength, const char *b, int32_t bLength, int32_t *status) {
    return (int32_t)ucol_strcollUTF8((const UCollator *)collator, a, aLength, b, bLength, (UErrorCode *)status);
}

int32_t icub_ucol_sort_key(const icub_ucol *collator, const char *text, int32_t length, uint8_t *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 t;
    if (U_FAILURE(*st) || !icub_utf16_from_utf8(&t, text, length, st)) return 0;
    int32_t n = ucol_getSortKey((const UCollator *)collator, t.chars, t.length, dest, capacity);
    icub_utf16_release(&t);
    if (n == 0) *st = U_INTERNAL_PROGRAM_ERROR;
    else if (n > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return n;
}
