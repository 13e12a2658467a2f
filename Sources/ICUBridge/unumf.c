// unumf.c — number formatting from skeletons (icub_unumf.h).
#include "icub_unumf.h"
#include "bridge_internal.h"
#include <unicode/uversion.h>

icub_unumf *icub_unumf_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    *errorOffset = -1;
    // ICU reads a skeleton's numbers (scale/…, precision-increment/…) as C strings:
    // "scale/5\0…" would be read as scale/5 and the rest never checked.
    int32_t nul = icub_nul_offset(skeleton, length);
    if (nul >= 0) {
        *errorOffset = nul;
        *st = U_NUMBER_SKELETON_SYNTAX_ERROR;
        return NULL;
    }
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

/// emit_result, with the number fields of the result (`ufmtval_nextPosition` in
/// UFIELD_CATEGORY_NUMBER) written into `spans` and counted in `spanCount`.
static int32_t emit_result_fields(UFormattedNumber *r, char *dest, int32_t capacity,
                                  icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, UErrorCode *st) {
    icub_span_sink sink = icub_span_sink_make(spans, spanCapacity);
    *spanCount = 0;
    if (U_FAILURE(*st)) return 0;
    const UFormattedValue *value = unumf_resultAsValue(r, st);
    int32_t length = 0;
    const UChar *s = ufmtval_getString(value, &length, st);
    UConstrainedFieldPosition *position = ucfpos_open(st);
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, st);
    while (U_SUCCESS(*st) && ufmtval_nextPosition(value, position, st)) {
        int32_t start = 0, limit = 0;
        ucfpos_getIndexes(position, &start, &limit, st);
        icub_span_add(&sink, ucfpos_getField(position, st), start, limit);
    }
    ucfpos_close(position);
    if (U_FAILURE(*st)) return 0;
    int32_t n = icub_emit_utf8_spans(s, length, dest, capacity, &sink, st);
    *spanCount = sink.count;
    return n;
}

// The body of every format function: `FORMAT(result, status)` formats into this
// thread's UFormattedNumber, whose text (and fields) `EMIT(result, status)` then writes out.
#define FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT)                       \
    do {                                                              \
        UErrorCode *st_ = (UErrorCode *)status;                       \
        UFormattedNumber *r_ = icub_thread_formatted_number(st_);     \
        if (!r_) return 0;                                            \
        FORMAT(r_, st_);                                              \
        return EMIT(r_, st_);                                         \
    } while (0)

#define EMIT(r, s) emit_result(r, dest, capacity, s)
#define EMIT_FIELDS(r, s) emit_result_fields(r, dest, capacity, spans, spanCapacity, spanCount, s)

int32_t icub_unumf_format_int(const icub_unumf *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status) {
#define FORMAT(r, s) unumf_formatInt((const UNumberFormatter *)formatter, value, r, s)
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT);
#undef FORMAT
}

int32_t icub_unumf_format_double(const icub_unumf *formatter, double value, char *dest, int32_t capacity, int32_t *status) {
#define FORMAT(r, s) unumf_formatDouble((const UNumberFormatter *)formatter, value, r, s)
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT);
#undef FORMAT
}

int32_t icub_unumf_format_decimal(const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    if (icub_has_nul(number, length)) { *status = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
#define FORMAT(r, s) unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, s)
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT);
#undef FORMAT
}

// The same three, with fields; a failure before ICU formats leaves no spans.
#define FIELDS_PARAMETERS icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status

int32_t icub_unumf_format_int_fields(const icub_unumf *formatter, int64_t value, char *dest, int32_t capacity, FIELDS_PARAMETERS) {
    *spanCount = 0;
#define FORMAT(r, s) unumf_formatInt((const UNumberFormatter *)formatter, value, r, s)
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT_FIELDS);
#undef FORMAT
}

int32_t icub_unumf_format_double_fields(const icub_unumf *formatter, double value, char *dest, int32_t capacity, FIELDS_PARAMETERS) {
    *spanCount = 0;
#define FORMAT(r, s) unumf_formatDouble((const UNumberFormatter *)formatter, value, r, s)
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT_FIELDS);
#undef FORMAT
}

int32_t icub_unumf_format_decimal_fields(const icub_unumf *formatter, const char *number, int32_t length, char *dest, int32_t capacity, FIELDS_PARAMETERS) {
    *spanCount = 0;
    if (icub_has_nul(number, length)) { *status = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
#define FORMAT(r, s) unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, s)
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT_FIELDS);
#undef FORMAT
}

// MARK: The value a format writes

int32_t icub_unumf_format_decimal_rounded(const icub_unumf *formatter, const char *number, int32_t length,
                                          char *dest, int32_t capacity, int32_t *status) {
#if U_ICU_VERSION_MAJOR_NUM >= 68
    if (icub_has_nul(number, length)) { *status = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
#define FORMAT(r, s) unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, s)
#define EMIT_NUMBER(r, s) (U_FAILURE(*(s)) ? 0 : unumf_resultToDecimalNumber(r, dest, capacity, s))
    FORMAT_INTO_THREAD_RESULT(FORMAT, EMIT_NUMBER);
#undef EMIT_NUMBER
#undef FORMAT
#else
    (void)formatter; (void)number; (void)length; (void)dest; (void)capacity;
    if (U_SUCCESS(*(UErrorCode *)status)) *status = U_UNSUPPORTED_ERROR;
    return 0;
#endif
}
