// unum_fields.cpp — legacy number formatting with fields, for integers and
// decimal strings (icub_unum.h): ICU's C API has unum_formatDoubleForFields
// only, so these call the C++ API behind the same plain-C header.
#include "icub_unum.h"
#include "bridge_internal.h"
#include <unicode/unum.h>
#include <unicode/numfmt.h>
#include <unicode/fpositer.h>
#include <unicode/stringpiece.h>
#include <unicode/unistr.h>

namespace {

/// Formats with `format(numberFormat, text, iterator, status)`, which appends to
/// `text` and sets the iterator, and writes the text and its fields out.
template <typename Format>
int32_t format_fields(const icub_unum *formatter, Format format, char *dest, int32_t capacity,
                      icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    icub_span_sink sink = icub_span_sink_make(spans, spanCapacity);
    *spanCount = 0;
    UFieldPositionIterator *fields = ufieldpositer_open(st);
    if (U_FAILURE(*st)) return 0;
    // ICU's own unum.cpp and ufieldpositer.cpp cast the C handles to these classes the same way.
    const icu::NumberFormat *numberFormat = reinterpret_cast<const icu::NumberFormat *>(formatter);
    icu::UnicodeString text;
    format(*numberFormat, text, reinterpret_cast<icu::FieldPositionIterator *>(fields), *st);
    if (U_SUCCESS(*st) && text.isBogus()) *st = U_MEMORY_ALLOCATION_ERROR;
    int32_t n = icub_emit_utf8_fields(text.getBuffer(), text.length(), dest, capacity, fields, &sink, st);
    ufieldpositer_close(fields);
    *spanCount = sink.count;
    return n;
}

} // namespace

extern "C" int32_t icub_unum_format_int_fields(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity,
                                               icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status) {
    auto format = [value](const icu::NumberFormat &f, icu::UnicodeString &text, icu::FieldPositionIterator *fields, UErrorCode &st) {
        f.format(value, text, fields, st);
    };
    return format_fields(formatter, format, dest, capacity, spans, spanCapacity, spanCount, status);
}

extern "C" int32_t icub_unum_format_decimal_fields(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity,
                                                   icub_field_span *spans, int32_t spanCapacity, int32_t *spanCount, int32_t *status) {
    *spanCount = 0;
    if (icub_has_nul(number, length)) { *status = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
    auto format = [number, length](const icu::NumberFormat &f, icu::UnicodeString &text, icu::FieldPositionIterator *fields, UErrorCode &st) {
        f.format(icu::StringPiece(number, length), text, fields, st);
    };
    return format_fields(formatter, format, dest, capacity, spans, spanCapacity, spanCount, status);
}
