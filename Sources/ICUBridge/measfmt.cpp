// measfmt.cpp — durations (icub_measfmt.h): icu::MeasureFormat::formatMeasures,
// which ICU's C API lacks.
//
// Each call builds its Measures on the stack (each adopts a clone of its unit,
// as Measure requires) and reads ICU's UnicodeString in place.
#include "icub_measfmt.h"
#include "bridge_internal.h"
#include <unicode/measfmt.h>
#include <unicode/measure.h>
#include <unicode/measunit.h>
#include <unicode/numfmt.h>
#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <memory>
#include <new>
#include <stdlib.h>

static_assert(ICUB_MEASFMT_WIDTH_WIDE == (int)UMEASFMT_WIDTH_WIDE && ICUB_MEASFMT_WIDTH_SHORT == (int)UMEASFMT_WIDTH_SHORT &&
              ICUB_MEASFMT_WIDTH_NARROW == (int)UMEASFMT_WIDTH_NARROW &&
              ICUB_MEASFMT_WIDTH_NUMERIC == (int)UMEASFMT_WIDTH_NUMERIC,
              "UMeasureFormatWidth");

namespace {

/// The ICU unit of an ICUB_MEASFMT_UNIT_*; false for any other value.
bool unit_of(int32_t unit, icu::MeasureUnit &out) {
    switch (unit) {
    case ICUB_MEASFMT_UNIT_YEAR: out = icu::MeasureUnit::getYear(); return true;
    case ICUB_MEASFMT_UNIT_MONTH: out = icu::MeasureUnit::getMonth(); return true;
    case ICUB_MEASFMT_UNIT_WEEK: out = icu::MeasureUnit::getWeek(); return true;
    case ICUB_MEASFMT_UNIT_DAY: out = icu::MeasureUnit::getDay(); return true;
    case ICUB_MEASFMT_UNIT_HOUR: out = icu::MeasureUnit::getHour(); return true;
    case ICUB_MEASFMT_UNIT_MINUTE: out = icu::MeasureUnit::getMinute(); return true;
    case ICUB_MEASFMT_UNIT_SECOND: out = icu::MeasureUnit::getSecond(); return true;
    case ICUB_MEASFMT_UNIT_MILLISECOND: out = icu::MeasureUnit::getMillisecond(); return true;
    case ICUB_MEASFMT_UNIT_MICROSECOND: out = icu::MeasureUnit::getMicrosecond(); return true;
    case ICUB_MEASFMT_UNIT_NANOSECOND: out = icu::MeasureUnit::getNanosecond(); return true;
    default: return false;
    }
}

/// Measures of a short duration are built on the stack.
constexpr int32_t stackMeasures = 12;

/// Measures built in place, destroyed with the array.
struct Measures {
    alignas(icu::Measure) unsigned char stack[stackMeasures * sizeof(icu::Measure)];
    icu::Measure *items;
    int32_t built = 0;

    explicit Measures(int32_t count) {
        items = count <= stackMeasures ? reinterpret_cast<icu::Measure *>(stack)
                                       : static_cast<icu::Measure *>(malloc(sizeof(icu::Measure) * (size_t)count));
    }
    ~Measures() {
        for (int32_t i = 0; i < built; i++) items[i].~Measure();
        if (items != reinterpret_cast<icu::Measure *>(stack)) free(items);
    }
    Measures(const Measures &) = delete;
    Measures &operator=(const Measures &) = delete;
};

} // namespace

extern "C" icub_measfmt *icub_measfmt_open(const char *locale, int32_t width, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    if (width < ICUB_MEASFMT_WIDTH_WIDE || width > ICUB_MEASFMT_WIDTH_NUMERIC) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    icu::Locale target(locale);
    std::unique_ptr<icu::NumberFormat> numbers(icu::NumberFormat::createInstance(target, *st));
    if (U_FAILURE(*st) || !numbers) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    numbers->setMaximumFractionDigits(ICUB_MEASFMT_MAX_FRACTION_DIGITS);
    // ICU adopts the number format at once, failing or not; UObject's new returns NULL when memory runs out.
    std::unique_ptr<icu::MeasureFormat> format(
        new icu::MeasureFormat(target, static_cast<UMeasureFormatWidth>(width), numbers.release(), *st));
    if (!format) { *st = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    if (U_FAILURE(*st)) return nullptr;
    return reinterpret_cast<icub_measfmt *>(format.release());
}

extern "C" void icub_measfmt_close(icub_measfmt *format) { delete reinterpret_cast<icu::MeasureFormat *>(format); }

extern "C" int32_t icub_measfmt_format_durations(const icub_measfmt *format, const icub_measfmt_amount *amounts,
                                                 int32_t count, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    if (count < 0) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    Measures measures(count);
    if (!measures.items) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    for (int32_t i = 0; i < count; i++) {
        const icub_measfmt_amount &amount = amounts[i];
        icu::MeasureUnit unit;
        if (!unit_of(amount.unit, unit)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
        icu::Formattable number(amount.value);
        icu::MeasureUnit *adopted = unit.clone();
        if (!adopted) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
        new (&measures.items[i]) icu::Measure(number, adopted, *st);
        measures.built++;
        if (U_FAILURE(*st)) return 0;
    }
    icu::UnicodeString text;
    icu::FieldPosition position(icu::FieldPosition::DONT_CARE);
    reinterpret_cast<const icu::MeasureFormat *>(format)->formatMeasures(measures.items, count, text, position, *st);
    if (U_FAILURE(*st)) return 0;
    if (text.isBogus()) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    return icub_emit_utf8(text.getBuffer(), text.length(), dest, capacity, st);
}
