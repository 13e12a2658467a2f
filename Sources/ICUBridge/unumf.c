// unumf.c — number formatting from skeletons (icub_unumf.h).
#include "bridge_internal.h"

icub_unumf *icub_unumf_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *errorOffset = -1;
    icub_utf16 sk;
    if (!icub_utf16_from_utf8(&sk, skeleton, length, st)) return NULL;
    UParseError pe;
    memset(&pe, 0, sizeof pe);
    UNumberFormatter *f = unumf_openForSkeletonAndLocaleWithError(sk.chars, sk.length, locale, &pe, st);
    if (U_FAILURE(*st)) {
        *errorOffset = pe.offset >= 0 && pe.offset <= sk.length ? icub_utf8_offset(sk.chars, pe.offset) : -1;
        unumf_close(f);
        f = NULL;
    }
    icub_utf16_release(&sk);
    return (icub_unumf *)f;
}

void icub_unumf_close(icub_unumf *formatter) { unumf_close((UNumberFormatter *)formatter); }

static int32_t emit_result(UFormattedNumber *r, char *dest, int32_t capacity, UErrorCode *st) {
    if (U_FAILURE(*st)) return 0;
    int32_t length = 0;
    const UChar *s = ufmtval_getString(unumf_resultAsValue(r, st), &length, st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_utf8(s, length, dest, capacity, st);
}

int32_t icub_unumf_format_int(const icub_unumf *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = icub_thread_formatted_number(st);
    if (!r) return 0;
    unumf_formatInt((const UNumberFormatter *)formatter, value, r, st);
    return emit_result(r, dest, capacity, st);
}

int32_t icub_unumf_format_double(const icub_unumf *formatter, double value, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = icub_thread_formatted_number(st);
    if (!r) return 0;
    unumf_formatDouble((const UNumberFormatter *)formatter, value, r, st);
    return emit_result(r, dest, capacity, st);
}

int32_t icub_unumf_format_decimal(const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = icub_thread_formatted_number(st);
    if (!r) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, st);
    return emit_result(r, dest, capacity, st);
}
