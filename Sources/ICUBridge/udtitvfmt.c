// udtitvfmt.c — date interval formatting (icub_udtitvfmt.h).
#include "icub_udtitvfmt.h"
#include "bridge_internal.h"
#include <unicode/udateintervalformat.h>

icub_udtitvfmt *icub_udtitvfmt_open(const char *locale, const char *skeleton, int32_t skeletonLength,
                                    const char *timeZone, int32_t timeZoneLength, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    // ICU reads a zone ID only up to its first NUL.
    if (icub_has_nul(timeZone, timeZoneLength)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    icub_utf16 sk, zone;
    if (!icub_utf16_from_utf8(&sk, skeleton, skeletonLength, st)) return NULL;
    if (!icub_utf16_from_utf8(&zone, timeZone, timeZoneLength, st)) {
        icub_utf16_release(&sk);
        return NULL;
    }
    UDateIntervalFormat *f = udtitvfmt_open(locale, sk.chars, sk.length, zone.chars, zone.length, st);
    icub_utf16_release(&sk);
    icub_utf16_release(&zone);
    if (U_FAILURE(*st)) { udtitvfmt_close(f); return NULL; }
    return (icub_udtitvfmt *)f;
}

void icub_udtitvfmt_close(icub_udtitvfmt *formatter) { udtitvfmt_close((UDateIntervalFormat *)formatter); }

int32_t icub_udtitvfmt_format(icub_udtitvfmt *formatter, double from, double to,
                              char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udtitvfmt_format((const UDateIntervalFormat *)formatter, from, to, b, c, NULL, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_udtitvfmt_format_fields(icub_udtitvfmt *formatter, double from, double to,
                                     char *dest, int32_t capacity,
                                     icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    icub_span_sink sink = icub_span_sink_make(spans, spanCapacity);
    *spanCount = 0;
    if (U_FAILURE(*st)) return 0;
    UFormattedDateInterval *result = udtitvfmt_openResult(st);
    udtitvfmt_formatToResult((const UDateIntervalFormat *)formatter, from, to, result, st);
    const UFormattedValue *value = udtitvfmt_resultAsValue(result, st);
    int32_t length = 0;
    const UChar *s = ufmtval_getString(value, &length, st);
    UConstrainedFieldPosition *position = ucfpos_open(st);
    while (U_SUCCESS(*st) && ufmtval_nextPosition(value, position, st)) {
        int32_t start = 0, limit = 0;
        ucfpos_getIndexes(position, &start, &limit, st);
        int32_t category = ucfpos_getCategory(position, st);
        int32_t field = ucfpos_getField(position, st);
        if (category == UFIELD_CATEGORY_DATE) {
            icub_span_add(&sink, field, start, limit);
        } else if (category == UFIELD_CATEGORY_DATE_INTERVAL_SPAN && (field == 0 || field == 1)) {
            icub_span_add(&sink, ICUB_UDTITVFMT_SPAN_FROM + field, start, limit);
        }
    }
    ucfpos_close(position);
    int32_t n = 0;
    if (U_SUCCESS(*st)) {
        n = icub_emit_utf8_spans(s, length, dest, capacity, &sink, st);
        *spanCount = sink.count;
    }
    udtitvfmt_closeResult(result);
    return n;
}
