// unumf_units.cpp — measures with the unit a usage converted them to (icub_unumf.h):
// ICU's C API formats `unit/meter usage/road` but only its C++ FormattedNumber
// tells which unit the locale's preferences chose (`getOutputUnit`).
#include "icub_unumf.h"
#include "bridge_internal.h"
#include <unicode/uversion.h>

// Usages and FormattedNumber::getOutputUnit are ICU 68 API: on an older ICU
// opening fails with U_UNSUPPORTED_ERROR, so that a format asking for its
// output unit throws when it is created, and the bridge still builds.
#if U_ICU_VERSION_MAJOR_NUM >= 68
#include <unicode/numberformatter.h>
#include <unicode/measunit.h>
#include <unicode/fmtable.h>

namespace {

using icu::number::LocalizedNumberFormatter;
using icu::number::FormattedNumber;

/// Compiles a skeleton (`NumberFormatter::forSkeleton`) and localizes it.
LocalizedNumberFormatter *open_formatter(const icu::UnicodeString &skeleton, const char *locale,
                                         UParseError *parseError, UErrorCode *status) {
    LocalizedNumberFormatter formatter =
        icu::number::NumberFormatter::forSkeleton(skeleton, *parseError, *status).locale(icu::Locale(locale));
    if (U_FAILURE(*status)) return nullptr;
    // ICU's UMemory::operator new returns NULL when it cannot allocate.
    LocalizedNumberFormatter *kept = new LocalizedNumberFormatter(std::move(formatter));
    if (!kept) *status = U_MEMORY_ALLOCATION_ERROR;
    return kept;
}

/// Writes the result's text into `dest` and its output unit's identifier into
/// `unit` (`FormattedNumber::getOutputUnit`, `MeasureUnit::getIdentifier`).
int32_t emit(const FormattedNumber &result, char *dest, int32_t capacity, char *unit, UErrorCode *st) {
    unit[0] = '\0';
    if (U_FAILURE(*st)) return 0;
    icu::MeasureUnit output = result.getOutputUnit(*st);
    if (U_FAILURE(*st)) return 0;
    const char *identifier = output.getIdentifier();
    size_t length = identifier ? strlen(identifier) : 0;
    if (length >= ICUB_UNUMF_UNIT_CAPACITY) { *st = U_BUFFER_OVERFLOW_ERROR; return 0; }
    if (length > 0) memcpy(unit, identifier, length + 1);
    const icu::UnicodeString &text = result.toTempString(*st);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_utf8(text.getBuffer(), text.length(), dest, capacity, st);
}

const LocalizedNumberFormatter *formatter_of(const icub_unumf_units *formatter) {
    return reinterpret_cast<const LocalizedNumberFormatter *>(formatter);
}

} // namespace

icub_unumf_units *icub_unumf_units_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    *errorOffset = -1;
    if (U_FAILURE(*st)) return nullptr;
    // As in unumf.c: ICU reads a skeleton's numbers as C strings.
    int32_t nul = icub_nul_offset(skeleton, length);
    if (nul >= 0) {
        *errorOffset = nul;
        *st = U_NUMBER_SKELETON_SYNTAX_ERROR;
        return nullptr;
    }
    icub_utf16 sk;
    if (!icub_utf16_from_utf8(&sk, skeleton, length, st)) return nullptr;
    UParseError pe;
    memset(&pe, 0, sizeof pe);
    LocalizedNumberFormatter *f = open_formatter(icu::UnicodeString(sk.chars, sk.length), locale, &pe, st);
    if (U_FAILURE(*st)) {
        *errorOffset = pe.offset >= 0 && pe.offset <= sk.length ? icub_utf8_offset(sk.chars, pe.offset) : -1;
        delete f;
        f = nullptr;
    }
    icub_utf16_release(&sk);
    return reinterpret_cast<icub_unumf_units *>(f);
}

void icub_unumf_units_close(icub_unumf_units *formatter) {
    delete reinterpret_cast<LocalizedNumberFormatter *>(formatter);
}

int32_t icub_unumf_units_format_double(const icub_unumf_units *formatter, double value, char *dest, int32_t capacity,
                                       char *unit, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    unit[0] = '\0';
    if (U_FAILURE(*st)) return 0;
    FormattedNumber result = formatter_of(formatter)->formatDouble(value, *st);
    return emit(result, dest, capacity, unit, st);
}

int32_t icub_unumf_units_format_int(const icub_unumf_units *formatter, int64_t value, char *dest, int32_t capacity,
                                    char *unit, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    unit[0] = '\0';
    if (U_FAILURE(*st)) return 0;
    FormattedNumber result = formatter_of(formatter)->formatInt(value, *st);
    return emit(result, dest, capacity, unit, st);
}

int32_t icub_unumf_units_format_decimal(const icub_unumf_units *formatter, const char *number, int32_t length,
                                        char *dest, int32_t capacity, char *unit, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    unit[0] = '\0';
    if (U_FAILURE(*st)) return 0;
    // ICU would read the number only up to a NUL.
    if (length < 0 || icub_has_nul(number, length)) { *st = U_DECIMAL_NUMBER_SYNTAX_ERROR; return 0; }
    // ICU 72's formatDecimal counts a call whose number does not parse, and
    // the call that reaches its threshold compiles the formatter with the
    // parse's failure in the status: a formatter it keeps, broken, for good
    // (every later call is U_INTERNAL_PROGRAM_ERROR). The C API stops before
    // that; here the number is read first, by the same parser.
    icu::Formattable parsed;
    parsed.setDecimalNumber(icu::StringPiece(number, length), *st);
    if (U_FAILURE(*st)) return 0;
    FormattedNumber result = formatter_of(formatter)->formatDecimal(icu::StringPiece(number, length), *st);
    return emit(result, dest, capacity, unit, st);
}

#else

static void unsupported(int32_t *status) {
    if (*status <= 0) *status = U_UNSUPPORTED_ERROR;
}

icub_unumf_units *icub_unumf_units_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status) {
    (void)skeleton; (void)length; (void)locale;
    *errorOffset = -1;
    unsupported(status);
    return nullptr;
}

void icub_unumf_units_close(icub_unumf_units *formatter) { (void)formatter; }

int32_t icub_unumf_units_format_double(const icub_unumf_units *formatter, double value, char *dest, int32_t capacity,
                                       char *unit, int32_t *status) {
    (void)formatter; (void)value; (void)dest; (void)capacity;
    unit[0] = '\0';
    unsupported(status);
    return 0;
}

int32_t icub_unumf_units_format_int(const icub_unumf_units *formatter, int64_t value, char *dest, int32_t capacity,
                                    char *unit, int32_t *status) {
    (void)formatter; (void)value; (void)dest; (void)capacity;
    unit[0] = '\0';
    unsupported(status);
    return 0;
}

int32_t icub_unumf_units_format_decimal(const icub_unumf_units *formatter, const char *number, int32_t length,
                                        char *dest, int32_t capacity, char *unit, int32_t *status) {
    (void)formatter; (void)number; (void)length; (void)dest; (void)capacity;
    unit[0] = '\0';
    unsupported(status);
    return 0;
}

#endif
