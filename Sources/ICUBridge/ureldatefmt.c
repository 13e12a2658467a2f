// ureldatefmt.c — relative times (icub_ureldatefmt.h).
#include "icub_ureldatefmt.h"
#include "bridge_internal.h"
#include <unicode/ureldatefmt.h>

_Static_assert(ICUB_UDAT_STYLE_LONG == UDAT_STYLE_LONG && ICUB_UDAT_STYLE_SHORT == UDAT_STYLE_SHORT &&
               ICUB_UDAT_STYLE_NARROW == UDAT_STYLE_NARROW, "UDateRelativeDateTimeFormatterStyle");
_Static_assert(ICUB_UDAT_REL_UNIT_YEAR == UDAT_REL_UNIT_YEAR && ICUB_UDAT_REL_UNIT_QUARTER == UDAT_REL_UNIT_QUARTER &&
               ICUB_UDAT_REL_UNIT_MONTH == UDAT_REL_UNIT_MONTH && ICUB_UDAT_REL_UNIT_WEEK == UDAT_REL_UNIT_WEEK &&
               ICUB_UDAT_REL_UNIT_DAY == UDAT_REL_UNIT_DAY && ICUB_UDAT_REL_UNIT_HOUR == UDAT_REL_UNIT_HOUR &&
               ICUB_UDAT_REL_UNIT_MINUTE == UDAT_REL_UNIT_MINUTE && ICUB_UDAT_REL_UNIT_SECOND == UDAT_REL_UNIT_SECOND &&
               ICUB_UDAT_REL_UNIT_SUNDAY == UDAT_REL_UNIT_SUNDAY && ICUB_UDAT_REL_UNIT_MONDAY == UDAT_REL_UNIT_MONDAY &&
               ICUB_UDAT_REL_UNIT_TUESDAY == UDAT_REL_UNIT_TUESDAY &&
               ICUB_UDAT_REL_UNIT_WEDNESDAY == UDAT_REL_UNIT_WEDNESDAY &&
               ICUB_UDAT_REL_UNIT_THURSDAY == UDAT_REL_UNIT_THURSDAY && ICUB_UDAT_REL_UNIT_FRIDAY == UDAT_REL_UNIT_FRIDAY &&
               ICUB_UDAT_REL_UNIT_SATURDAY == UDAT_REL_UNIT_SATURDAY && ICUB_UDAT_REL_UNIT_COUNT == UDAT_REL_UNIT_COUNT,
               "URelativeDateTimeUnit");
_Static_assert(ICUB_UDISPCTX_CAPITALIZATION_NONE == UDISPCTX_CAPITALIZATION_NONE, "UDisplayContext capitalization");

icub_ureldatefmt *icub_ureldatefmt_open(const char *locale, int32_t style, int32_t capitalization, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    // ICU 72 keeps a style or context out of range without a word, and formats with it.
    if (style < ICUB_UDAT_STYLE_LONG || style > ICUB_UDAT_STYLE_NARROW ||
        capitalization < ICUB_UDISPCTX_CAPITALIZATION_NONE ||
        capitalization > ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    URelativeDateTimeFormatter *f = ureldatefmt_open(locale, NULL, (UDateRelativeDateTimeFormatterStyle)style,
                                                     (UDisplayContext)capitalization, st);
    if (U_FAILURE(*st)) { ureldatefmt_close(f); return NULL; }
    return (icub_ureldatefmt *)f;
}

void icub_ureldatefmt_close(icub_ureldatefmt *formatter) { ureldatefmt_close((URelativeDateTimeFormatter *)formatter); }

int32_t icub_ureldatefmt_format(const icub_ureldatefmt *formatter, double offset, int32_t unit, int32_t numeric,
                                char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (unit < 0 || unit >= ICUB_UDAT_REL_UNIT_COUNT) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    const URelativeDateTimeFormatter *f = (const URelativeDateTimeFormatter *)formatter;
    URelativeDateTimeUnit u = (URelativeDateTimeUnit)unit;
    if (numeric) {
#define CALL(b, c, s) ureldatefmt_formatNumeric(f, offset, u, b, c, s)
        ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
    }
#define CALL(b, c, s) ureldatefmt_format(f, offset, u, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}
