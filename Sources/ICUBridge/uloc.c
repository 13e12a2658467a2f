// uloc.c — locale IDs (icub_uloc.h).
#include "icub_uloc.h"
#include "bridge_internal.h"
#include <unicode/uloc.h>

_Static_assert(ICUB_ULOC_FULLNAME_CAPACITY == ULOC_FULLNAME_CAPACITY, "ULOC_FULLNAME_CAPACITY");
_Static_assert(ICUB_ULOC_LAYOUT_LTR == ULOC_LAYOUT_LTR && ICUB_ULOC_LAYOUT_RTL == ULOC_LAYOUT_RTL &&
               ICUB_ULOC_LAYOUT_TTB == ULOC_LAYOUT_TTB && ICUB_ULOC_LAYOUT_BTT == ULOC_LAYOUT_BTT &&
               ICUB_ULOC_LAYOUT_UNKNOWN == ULOC_LAYOUT_UNKNOWN, "ULayoutType");

int32_t icub_uloc_canonicalize(const char *id, char *dest, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(id, dest, capacity, (UErrorCode *)status);
}

int32_t icub_uloc_for_language_tag(const char *tag, char *dest, int32_t capacity, int32_t *parsedLength, int32_t *status) {
    return uloc_forLanguageTag(tag, dest, capacity, parsedLength, (UErrorCode *)status);
}

int32_t icub_uloc_to_language_tag(const char *id, int strict, char *dest, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(id, dest, capacity, strict ? true : false, (UErrorCode *)status);
}

int32_t icub_uloc_get_part(const char *id, int32_t part, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    switch (part) {
    case ICUB_ULOC_LANGUAGE: return uloc_getLanguage(id, dest, capacity, st);
    case ICUB_ULOC_SCRIPT: return uloc_getScript(id, dest, capacity, st);
    case ICUB_ULOC_COUNTRY: return uloc_getCountry(id, dest, capacity, st);
    case ICUB_ULOC_VARIANT: return uloc_getVariant(id, dest, capacity, st);
    case ICUB_ULOC_BASE_NAME: return uloc_getBaseName(id, dest, capacity, st);
    default:
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
}

int32_t icub_uloc_keyword_value(const char *id, const char *keyword, char *dest, int32_t capacity, int32_t *status) {
    return uloc_getKeywordValue(id, keyword, dest, capacity, (UErrorCode *)status);
}

int32_t icub_uloc_display_name(const char *id, const char *displayLocale, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) uloc_getDisplayName(id, displayLocale, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_uloc_display_script(const char *id, const char *displayLocale, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) uloc_getDisplayScript(id, displayLocale, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_uloc_add_likely_subtags(const char *id, char *dest, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(id, dest, capacity, (UErrorCode *)status);
}

int32_t icub_uloc_minimize_subtags(const char *id, char *dest, int32_t capacity, int32_t *status) {
    return uloc_minimizeSubtags(id, dest, capacity, (UErrorCode *)status);
}

int32_t icub_uloc_character_orientation(const char *id, int32_t *status) {
    return (int32_t)uloc_getCharacterOrientation(id, (UErrorCode *)status);
}

int32_t icub_uloc_line_orientation(const char *id, int32_t *status) {
    return (int32_t)uloc_getLineOrientation(id, (UErrorCode *)status);
}

int32_t icub_uloc_is_right_to_left(const char *id) { return uloc_isRightToLeft(id) ? 1 : 0; }

int32_t icub_uloc_count_available(void) { return uloc_countAvailable(); }
const char *icub_uloc_available(int32_t index) {
    if (index < 0 || index >= uloc_countAvailable()) return NULL;
    return uloc_getAvailable(index);
}
