// ucasemap.c — locale-aware case mapping (icub_ucasemap.h). UTF-8 goes to ICU
// and comes back as it is: no UTF-16 conversion on either side.
#include "icub_ucasemap.h"
#include "bridge_internal.h"
#include <unicode/ucasemap.h>

_Static_assert(ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I == U_FOLD_CASE_EXCLUDE_SPECIAL_I &&
               ICUB_U_TITLECASE_NO_LOWERCASE == U_TITLECASE_NO_LOWERCASE &&
               ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT == U_TITLECASE_NO_BREAK_ADJUSTMENT, "ucasemap options");

static const uint32_t known_options = ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I | ICUB_U_TITLECASE_NO_LOWERCASE |
                                      ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT;

icub_ucasemap *icub_ucasemap_open(const char *locale, uint32_t options, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    if (options & ~known_options) { *st = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    UCaseMap *map = ucasemap_open(locale, options, st);
    if (U_FAILURE(*st)) { ucasemap_close(map); return NULL; }
    return (icub_ucasemap *)map;
}

void icub_ucasemap_close(icub_ucasemap *map) { ucasemap_close((UCaseMap *)map); }

// A negative length would make ICU read up to a NUL: lengths are explicit here.
#define ICUB_CASEMAP_CALL(FN, map, text, length, dest, capacity, status)                  \
    do {                                                                                 \
        UErrorCode *st_ = (UErrorCode *)(status);                                        \
        if (U_FAILURE(*st_)) return 0;                                                   \
        if (length < 0) { *st_ = U_ILLEGAL_ARGUMENT_ERROR; return 0; }                   \
        return FN(map, dest, capacity, text, length, st_);                               \
    } while (0)

int32_t icub_ucasemap_to_upper(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    ICUB_CASEMAP_CALL(ucasemap_utf8ToUpper, (const UCaseMap *)map, text, length, dest, capacity, status);
}

int32_t icub_ucasemap_to_lower(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    ICUB_CASEMAP_CALL(ucasemap_utf8ToLower, (const UCaseMap *)map, text, length, dest, capacity, status);
}

int32_t icub_ucasemap_fold_case(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    ICUB_CASEMAP_CALL(ucasemap_utf8FoldCase, (const UCaseMap *)map, text, length, dest, capacity, status);
}

int32_t icub_ucasemap_to_title(icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    ICUB_CASEMAP_CALL(ucasemap_utf8ToTitle, (UCaseMap *)map, text, length, dest, capacity, status);
}
