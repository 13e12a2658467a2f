// icub_ucasemap.h — locale-aware case mapping of UTF-8 text (ucasemap.h, ucasemap.c).
//
// Upper, lower and fold only read the map and may share one handle between
// threads; title case uses the word break iterator the map holds, so a
// handle that titlecases is used by one thread at a time.
//
// Text goes in and comes out as UTF-8; upper and title case convert it to
// UTF-16 on the way, which costs less than ICU 72's UTF-8 upper- and
// title-casing (ucasemap.c). ICU copies ill-formed UTF-8 in the input to the
// output unchanged.
#ifndef ICUB_UCASEMAP_H
#define ICUB_UCASEMAP_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Option bits of ucasemap_open; ucasemap.c pins each to ICU's own.
enum {
    /// U_FOLD_CASE_EXCLUDE_SPECIAL_I: fold I to ı and İ to i (Turkic).
    ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I = 1,
    /// U_TITLECASE_NO_LOWERCASE: leave the rest of each word as it is.
    ICUB_U_TITLECASE_NO_LOWERCASE = 0x100,
    /// U_TITLECASE_NO_BREAK_ADJUSTMENT: titlecase each word's first character, cased or not.
    ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT = 0x200
};

/// A UCaseMap.
typedef struct icub_ucasemap { char opaque_; } icub_ucasemap;

/// `ucasemap_open` for a locale ID and a combination of the options above;
/// any other option bit is ICUB_ILLEGAL_ARGUMENT_ERROR.
icub_ucasemap *icub_ucasemap_open(const char *locale, uint32_t options, int32_t *status);
void icub_ucasemap_close(icub_ucasemap *map);

/// Upper case (`u_strToUpper` in the map's locale; `ucasemap_utf8ToUpper` for
/// text that is not UTF-8): `length` bytes of UTF-8 in, UTF-8 out (preflighting).
int32_t icub_ucasemap_to_upper(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// `ucasemap_utf8ToLower`.
int32_t icub_ucasemap_to_lower(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// `ucasemap_utf8FoldCase`: the locale plays no part, the fold option does.
int32_t icub_ucasemap_fold_case(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// Title case (`ucasemap_toTitle`; `ucasemap_utf8ToTitle` for text that is not
/// UTF-8), with the word break iterator of the map's locale, opened on the
/// first call and kept: not safe on a handle another thread uses.
int32_t icub_ucasemap_to_title(icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// `ucasemap_utf8ToUpper` alone, ICU's UTF-8 upper-casing, for comparison
/// with icub_ucasemap_to_upper (the tests, and the benchmarks' raw row).
int32_t icub_ucasemap_utf8_to_upper(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// `ucasemap_utf8ToTitle` alone, for comparison with icub_ucasemap_to_title.
int32_t icub_ucasemap_utf8_to_title(icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
