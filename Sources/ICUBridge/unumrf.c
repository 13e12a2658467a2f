// unumrf.c — number ranges (icub_unumrf.h).
#include "icub_unumrf.h"
#include "bridge_internal.h"
#include <unicode/uversion.h>

// Number ranges are ICU 68 API (unumrf_*, uplrules_selectForRange). On an older ICU every
// function below fails with U_UNSUPPORTED_ERROR, so that NumberRangeFormat and
// PluralRules.category(forRangeFrom:to:) throw when created or called instead of the
// bridge failing to build.
#if U_ICU_VERSION_MAJOR_NUM >= 68
#include <unicode/unumberrangeformatter.h>
#include <unicode/upluralrules.h>
#include "thread_result.h"

_Static_assert(ICUB_UNUM_RANGE_COLLAPSE_AUTO == UNUM_RANGE_COLLAPSE_AUTO &&
               ICUB_UNUM_RANGE_COLLAPSE_NONE == UNUM_RANGE_COLLAPSE_NONE &&
               ICUB_UNUM_RANGE_COLLAPSE_UNIT == UNUM_RANGE_COLLAPSE_UNIT &&
               ICUB_UNUM_RANGE_COLLAPSE_ALL == UNUM_RANGE_COLLAPSE_ALL, "UNumberRangeCollapse");
_Static_assert(ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE == UNUM_IDENTITY_FALLBACK_SINGLE_VALUE &&
               ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE == UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE &&
               ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY == UNUM_IDENTITY_FALLBACK_APPROXIMATELY &&
               ICUB_UNUM_IDENTITY_FALLBACK_RANGE == UNUM_IDENTITY_FALLBACK_RANGE, "UNumberRangeIdentityFallback");
_Static_assert(ICUB_UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING == UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING &&
               ICUB_UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING == UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING &&
               ICUB_UNUM_IDENTITY_RESULT_NOT_EQUAL == UNUM_IDENTITY_RESULT_NOT_EQUAL, "UNumberRangeIdentityResult");

icub_unumrf *icub_unumrf_open(const char *skeleton, int32_t length, const char *locale, int32_t collapse,
                              int32_t identityFallback, int32_t *errorOffset, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    *errorOffset = -1;
    if (U_FAILURE(*st)) return NULL;
    // As in unumf.c: ICU reads a skeleton's numbers as C strings.
    int32_t nul = length > 0 ? icub_nul_offset(skeleton, length) : -1;
    if (nul >= 0) {
        *errorOffset = nul;
        *st = U_NUMBER_SKELETON_SYNTAX_ERROR;
        return NULL;
    }
    if (collapse < ICUB_UNUM_RANGE_COLLAPSE_AUTO || collapse > ICUB_UNUM_RANGE_COLLAPSE_ALL ||
        identityFallback < ICUB_UNUM_IDENTITY_FALLBACK_SINGLE_VALUE || identityFallback > ICUB_UNUM_IDENTITY_FALLBACK_RANGE ||
        length < 0) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    icub_utf16 sk;
    if (!icub_utf16_from_utf8(&sk, skeleton, length, st)) return NULL;
    UParseError pe;
    memset(&pe, 0, sizeof pe);
    UNumberRangeFormatter *f = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
        sk.chars, sk.length, (UNumberRangeCollapse)collapse, (UNumberRangeIdentityFallback)identityFallback, locale, &pe, st);
    if (U_FAILURE(*st)) {
        *errorOffset = pe.offset >= 0 && pe.offset <= sk.length ? icub_utf8_offset(sk.chars, pe.offset) : -1;
        unumrf_close(f);
        f = NULL;
    }
    icub_utf16_release(&sk);
    return (icub_unumrf *)f;
}

void icub_unumrf_close(icub_unumrf *formatter) { unumrf_close((UNumberRangeFormatter *)formatter); }

/// This thread's UFormattedNumberRange.
static UFormattedNumberRange *open_range_result(UErrorCode *status) { return unumrf_openResult(status); }
static void close_range_result(UFormattedNumberRange *result) { unumrf_closeResult(result); }
ICUB_DEFINE_THREAD_RESULT(thread_formatted_range, UFormattedNumberRange, open_range_result, close_range_result)

/// Formats two decimal strings into this thread's result; NULL, with `status` set, on failure.
static UFormattedNumberRange *format_decimals(const icub_unumrf *formatter, const char *low, int32_t lowLength,
                                              const char *high, int32_t highLength, UErrorCode *st) {
    if (U_FAILURE(*st)) return NULL;
    if (lowLength < 0 || highLength < 0) { *st = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    // ICU would read each number only up to a NUL.
    if (icub_has_nul(low, lowLength) || icub_has_nul(high, highLength)) { *st = U_DECIMAL_NUMBER_SYNTAX_ERROR; return NULL; }
    UFormattedNumberRange *r = thread_formatted_range(st);
    if (!r) return NULL;
    // ICU 72's unumrf_formatDecimalRange takes the ends for equal before
    // rounding only when they are one pointer (it compares `first == second`):
    // the same text in two buffers would be "equal after rounding" at best, and
    // which one a caller gets would hang on where its strings live.
    if (lowLength == highLength && memcmp(low, high, (size_t)lowLength) == 0) high = low;
    unumrf_formatDecimalRange((const UNumberRangeFormatter *)formatter, low, lowLength, high, highLength, r, st);
    return U_SUCCESS(*st) ? r : NULL;
}

/// Writes a formatted range out as UTF-8, with its identity result.
static int32_t emit_range(UFormattedNumberRange *r, char *dest, int32_t capacity, int32_t *identity, UErrorCode *st) {
    if (!r || U_FAILURE(*st)) return 0;
    if (identity) *identity = (int32_t)unumrf_resultGetIdentityResult(r, st);
    int32_t length = 0;
    const UChar *s = ufmtval_getString(unumrf_resultAsValue(r, st), &length, st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_utf8(s, length, dest, capacity, st);
}

int32_t icub_unumrf_format_decimal(const icub_unumrf *formatter, const char *low, int32_t lowLength,
                                   const char *high, int32_t highLength, char *dest, int32_t capacity,
                                   int32_t *identity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    return emit_range(format_decimals(formatter, low, lowLength, high, highLength, st), dest, capacity, identity, st);
}

int32_t icub_unumrf_format_double(const icub_unumrf *formatter, double low, double high, char *dest, int32_t capacity,
                                  int32_t *identity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UFormattedNumberRange *r = thread_formatted_range(st);
    if (!r) return 0;
    unumrf_formatDoubleRange((const UNumberRangeFormatter *)formatter, low, high, r, st);
    return emit_range(U_SUCCESS(*st) ? r : NULL, dest, capacity, identity, st);
}

int32_t icub_unumrf_select_plural(const icub_unumrf *formatter, const icub_uplrules *rules, const char *low,
                                  int32_t lowLength, const char *high, int32_t highLength, char *dest,
                                  int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumberRange *r = format_decimals(formatter, low, lowLength, high, highLength, st);
    if (!r) return 0;
#define CALL(b, c, s) uplrules_selectForRange((const UPluralRules *)rules, r, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

#else  // ICU 67: no number ranges.

static void unsupported(int32_t *status) {
    if (*status <= 0) *status = U_UNSUPPORTED_ERROR;
}

icub_unumrf *icub_unumrf_open(const char *skeleton, int32_t length, const char *locale, int32_t collapse,
                              int32_t identityFallback, int32_t *errorOffset, int32_t *status) {
    (void)skeleton; (void)length; (void)locale; (void)collapse; (void)identityFallback;
    *errorOffset = -1;
    unsupported(status);
    return NULL;
}

void icub_unumrf_close(icub_unumrf *formatter) { (void)formatter; }

int32_t icub_unumrf_format_decimal(const icub_unumrf *formatter, const char *low, int32_t lowLength,
                                   const char *high, int32_t highLength, char *dest, int32_t capacity,
                                   int32_t *identity, int32_t *status) {
    (void)formatter; (void)low; (void)lowLength; (void)high; (void)highLength; (void)dest; (void)capacity; (void)identity;
    unsupported(status);
    return 0;
}

int32_t icub_unumrf_format_double(const icub_unumrf *formatter, double low, double high, char *dest, int32_t capacity,
                                  int32_t *identity, int32_t *status) {
    (void)formatter; (void)low; (void)high; (void)dest; (void)capacity; (void)identity;
    unsupported(status);
    return 0;
}

int32_t icub_unumrf_select_plural(const icub_unumrf *formatter, const icub_uplrules *rules, const char *low,
                                  int32_t lowLength, const char *high, int32_t highLength, char *dest,
                                  int32_t capacity, int32_t *status) {
    (void)formatter; (void)rules; (void)low; (void)lowLength; (void)high; (void)highLength; (void)dest; (void)capacity;
    unsupported(status);
    return 0;
}

#endif
