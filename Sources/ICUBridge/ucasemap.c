// ucasemap.c — locale-aware case mapping (icub_ucasemap.h).
//
// Lower case and folding go to ICU as UTF-8 and come back as UTF-8. Upper and
// title case go through UTF-16 instead: ICU 72's UTF-8 upper-casing appends the
// output one code point at a time and costs more than converting the text to
// UTF-16, upper-casing that and converting back (the CaseMapping.upper.*.1KB
// benchmark rows, whose raw row is ucasemap_utf8ToUpper), and its UTF-8
// title-casing likewise costs more than ucasemap_toTitle on UTF-16. Text that
// is not UTF-8 takes ICU's UTF-8 path in all four, which copies the ill-formed
// bytes through unchanged.
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
#define CHECK_CASE_ARGUMENTS(length, st)                                                     \
    do {                                                                                     \
        if (U_FAILURE(*(st))) return 0;                                                      \
        if ((length) < 0) { *(st) = U_ILLEGAL_ARGUMENT_ERROR; return 0; }                    \
    } while (0)

/// UTF-16 units of the stack buffers of the UTF-16 path: a text of up to 2 KB
/// is mapped without a heap allocation.
#define CASE_STACK_UNITS 2048

/// Maps UTF-8 text through UTF-16 with `CALL(dest, capacity, src, length, status)`.
/// Returns -1, having changed nothing, when the text is not UTF-8.
#define CASE_VIA_UTF16(CALL, text, length, dest, capacity, st)                                \
    do {                                                                                     \
        UChar inStack_[CASE_STACK_UNITS];                                                    \
        UChar *in_ = inStack_;                                                               \
        int32_t inLength_ = 0;                                                               \
        UErrorCode local_ = U_ZERO_ERROR;                                                    \
        u_strFromUTF8(in_, CASE_STACK_UNITS, &inLength_, text, length, &local_);            \
        if (local_ == U_BUFFER_OVERFLOW_ERROR) {                                             \
            in_ = (UChar *)malloc(sizeof(UChar) * ((size_t)inLength_ + 1));                  \
            if (!in_) { *(st) = U_MEMORY_ALLOCATION_ERROR; return 0; }                       \
            local_ = U_ZERO_ERROR;                                                           \
            u_strFromUTF8(in_, inLength_ + 1, &inLength_, text, length, &local_);           \
        }                                                                                    \
        if (U_FAILURE(local_)) {                                                             \
            if (in_ != inStack_) free(in_);                                                  \
            if (local_ == U_INVALID_CHAR_FOUND) return -1;                             \
            *(st) = local_;                                                                  \
            return 0;                                                                        \
        }                                                                                    \
        UChar outStack_[CASE_STACK_UNITS];                                                   \
        UChar *out_ = outStack_;                                                             \
        local_ = U_ZERO_ERROR;                                                               \
        int32_t outLength_ = CALL(out_, CASE_STACK_UNITS, in_, inLength_, &local_);          \
        if (local_ == U_BUFFER_OVERFLOW_ERROR) {                                             \
            out_ = (UChar *)malloc(sizeof(UChar) * ((size_t)outLength_ + 1));                \
            if (!out_) {                                                                     \
                if (in_ != inStack_) free(in_);                                              \
                *(st) = U_MEMORY_ALLOCATION_ERROR;                                           \
                return 0;                                                                    \
            }                                                                                \
            local_ = U_ZERO_ERROR;                                                           \
            outLength_ = CALL(out_, outLength_ + 1, in_, inLength_, &local_);                \
        }                                                                                    \
        int32_t result_ = 0;                                                                 \
        if (U_FAILURE(local_)) *(st) = local_;                                               \
        else result_ = icub_emit_utf8(out_, outLength_, dest, capacity, st);                 \
        if (in_ != inStack_) free(in_);                                                      \
        if (out_ != outStack_) free(out_);                                                   \
        return result_;                                                                      \
    } while (0)

static int32_t upper_via_utf16(const UCaseMap *map, const char *text, int32_t length, char *dest, int32_t capacity, UErrorCode *st) {
    CHECK_CASE_ARGUMENTS(length, st);
    const char *locale = ucasemap_getLocale(map);
#define CALL(d, c, s, n, status) u_strToUpper(d, c, s, n, locale, status)
    CASE_VIA_UTF16(CALL, text, length, dest, capacity, st);
#undef CALL
}

static int32_t title_via_utf16(UCaseMap *map, const char *text, int32_t length, char *dest, int32_t capacity, UErrorCode *st) {
    CHECK_CASE_ARGUMENTS(length, st);
#define CALL(d, c, s, n, status) ucasemap_toTitle(map, d, c, s, n, status)
    CASE_VIA_UTF16(CALL, text, length, dest, capacity, st);
#undef CALL
}

int32_t icub_ucasemap_to_upper(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    int32_t n = upper_via_utf16((const UCaseMap *)map, text, length, dest, capacity, (UErrorCode *)status);
    return n >= 0 ? n : icub_ucasemap_utf8_to_upper(map, text, length, dest, capacity, status);
}

int32_t icub_ucasemap_to_lower(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    CHECK_CASE_ARGUMENTS(length, st);
    return ucasemap_utf8ToLower((const UCaseMap *)map, dest, capacity, text, length, st);
}

int32_t icub_ucasemap_fold_case(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    CHECK_CASE_ARGUMENTS(length, st);
    return ucasemap_utf8FoldCase((const UCaseMap *)map, dest, capacity, text, length, st);
}

int32_t icub_ucasemap_to_title(icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    int32_t n = title_via_utf16((UCaseMap *)map, text, length, dest, capacity, (UErrorCode *)status);
    return n >= 0 ? n : icub_ucasemap_utf8_to_title(map, text, length, dest, capacity, status);
}

int32_t icub_ucasemap_utf8_to_upper(const icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    CHECK_CASE_ARGUMENTS(length, st);
    return ucasemap_utf8ToUpper((const UCaseMap *)map, dest, capacity, text, length, st);
}

int32_t icub_ucasemap_utf8_to_title(icub_ucasemap *map, const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    CHECK_CASE_ARGUMENTS(length, st);
    return ucasemap_utf8ToTitle((UCaseMap *)map, dest, capacity, text, length, st);
}
