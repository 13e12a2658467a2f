// icub_ureldatefmt.h — relative times, "in 3 days", "yesterday" (ureldatefmt.h, ureldatefmt.c).
//
// A formatter only reads itself when it formats (ICU documents
// RelativeDateTimeFormatter as thread-safe, and serializes the break iterator
// of a sentence-start capitalization itself), so one handle may be shared.
#ifndef ICUB_URELDATEFMT_H
#define ICUB_URELDATEFMT_H

#include <stdint.h>
#include "icub_uldn.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UDateRelativeDateTimeFormatterStyle; ureldatefmt.c pins each to ICU's own.
enum { ICUB_UDAT_STYLE_LONG = 0, ICUB_UDAT_STYLE_SHORT = 1, ICUB_UDAT_STYLE_NARROW = 2 };

/// Values of ICU's URelativeDateTimeUnit; ureldatefmt.c pins each to ICU's own.
enum {
    ICUB_UDAT_REL_UNIT_YEAR = 0,
    ICUB_UDAT_REL_UNIT_QUARTER = 1,
    ICUB_UDAT_REL_UNIT_MONTH = 2,
    ICUB_UDAT_REL_UNIT_WEEK = 3,
    ICUB_UDAT_REL_UNIT_DAY = 4,
    ICUB_UDAT_REL_UNIT_HOUR = 5,
    ICUB_UDAT_REL_UNIT_MINUTE = 6,
    ICUB_UDAT_REL_UNIT_SECOND = 7,
    ICUB_UDAT_REL_UNIT_SUNDAY = 8,
    ICUB_UDAT_REL_UNIT_MONDAY = 9,
    ICUB_UDAT_REL_UNIT_TUESDAY = 10,
    ICUB_UDAT_REL_UNIT_WEDNESDAY = 11,
    ICUB_UDAT_REL_UNIT_THURSDAY = 12,
    ICUB_UDAT_REL_UNIT_FRIDAY = 13,
    ICUB_UDAT_REL_UNIT_SATURDAY = 14,
    /// How many units there are; a unit outside 0..<COUNT is ICUB_ILLEGAL_ARGUMENT_ERROR.
    ICUB_UDAT_REL_UNIT_COUNT = 15
};

/// UDISPCTX_CAPITALIZATION_NONE: the text as CLDR writes it. The other
/// capitalization contexts are icub_uldn.h's ICUB_UDISPCTX_CAPITALIZATION_FOR_*.
enum { ICUB_UDISPCTX_CAPITALIZATION_NONE = 0x100 };

/// A URelativeDateTimeFormatter.
typedef struct icub_ureldatefmt { char opaque_; } icub_ureldatefmt;

/// `ureldatefmt_open` for a locale ID with the locale's default number format,
/// `style` one of ICUB_UDAT_STYLE_*, `capitalization` ICUB_UDISPCTX_CAPITALIZATION_NONE
/// or one of ICUB_UDISPCTX_CAPITALIZATION_FOR_*; any other value (which ICU
/// 72 would accept) is ICUB_ILLEGAL_ARGUMENT_ERROR.
icub_ureldatefmt *icub_ureldatefmt_open(const char *locale, int32_t style, int32_t capitalization, int32_t *status);
void icub_ureldatefmt_close(icub_ureldatefmt *formatter);

/// `offset` of `unit` as UTF-8 (preflighting): `ureldatefmt_format` ("yesterday",
/// "in 3 days") when `numeric` is 0, `ureldatefmt_formatNumeric` ("1 day ago")
/// otherwise. A unit outside 0..<ICUB_UDAT_REL_UNIT_COUNT, which ICU 72 reads
/// past its tables, is ICUB_ILLEGAL_ARGUMENT_ERROR. NaN and infinities are
/// written as ICU writes them ("in NaN days").
int32_t icub_ureldatefmt_format(const icub_ureldatefmt *formatter, double offset, int32_t unit, int32_t numeric,
                                char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
