// icub_measfmt.h — durations written as a language writes amounts of time units
// ("1 hour, 2 minutes, 3 seconds", "1:02:03") (measfmt.h, measfmt.cpp: the C++
// icu::MeasureFormat, which has no C API). Formatting only reads the format,
// which may be shared between threads.
#ifndef ICUB_MEASFMT_H
#define ICUB_MEASFMT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UMeasureFormatWidth; measfmt.cpp pins each to ICU's own.
enum {
    ICUB_MEASFMT_WIDTH_WIDE = 0, ICUB_MEASFMT_WIDTH_SHORT = 1, ICUB_MEASFMT_WIDTH_NARROW = 2,
    ICUB_MEASFMT_WIDTH_NUMERIC = 3,
};

/// The units of time a duration's amounts may have, largest first; measfmt.cpp
/// maps each to its icu::MeasureUnit (`MeasureUnit::getYear`, …).
enum {
    ICUB_MEASFMT_UNIT_YEAR = 0, ICUB_MEASFMT_UNIT_MONTH = 1, ICUB_MEASFMT_UNIT_WEEK = 2, ICUB_MEASFMT_UNIT_DAY = 3,
    ICUB_MEASFMT_UNIT_HOUR = 4, ICUB_MEASFMT_UNIT_MINUTE = 5, ICUB_MEASFMT_UNIT_SECOND = 6,
    ICUB_MEASFMT_UNIT_MILLISECOND = 7, ICUB_MEASFMT_UNIT_MICROSECOND = 8, ICUB_MEASFMT_UNIT_NANOSECOND = 9,
};

/// The most fraction digits an amount is written with (`setMaximumFractionDigits`
/// of the format's number format): ICU rounds a longer fraction half-even.
enum { ICUB_MEASFMT_MAX_FRACTION_DIGITS = 9 };

/// One amount of a duration: its unit (ICUB_MEASFMT_UNIT_*) and its value.
/// ICU 72 formats an amount as a double even when given decimal text, so a
/// double is what crosses: exact for integers below 2^53 and for decimals of
/// up to 15 significant digits, which its shortest form gives back.
typedef struct icub_measfmt_amount {
    int32_t unit;
    double value;
} icub_measfmt_amount;

/// An icu::MeasureFormat.
typedef struct icub_measfmt { char opaque_; } icub_measfmt;

/// `MeasureFormat(locale, width, numberFormat, status)` for a locale ID and an
/// ICUB_MEASFMT_WIDTH_*, with the locale's decimal number format writing up
/// to ICUB_MEASFMT_MAX_FRACTION_DIGITS fraction digits; any other width is
/// ICUB_ILLEGAL_ARGUMENT_ERROR.
icub_measfmt *icub_measfmt_open(const char *locale, int32_t width, int32_t *status);
void icub_measfmt_close(icub_measfmt *format);
/// The amounts written in their order (`MeasureFormat::formatMeasures`). ICU
/// writes every amount but the last with its fraction cut off. No amounts is
/// the empty text. A negative count or an unknown unit is
/// ICUB_ILLEGAL_ARGUMENT_ERROR. NaN and infinities are written as ICU writes
/// them ("NaN", "∞").
int32_t icub_measfmt_format_durations(const icub_measfmt *format, const icub_measfmt_amount *amounts, int32_t count,
                                      char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
