// icub_ulistfmt.h — lists of items joined as a language joins them ("a, b, and c")
// (ulistformatter.h, ulistfmt.c). Formatting only reads the formatter, which
// may be shared between threads.
#ifndef ICUB_ULISTFMT_H
#define ICUB_ULISTFMT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UListFormatterType; ulistfmt.c pins each to ICU's own.
enum { ICUB_ULISTFMT_TYPE_AND = 0, ICUB_ULISTFMT_TYPE_OR = 1, ICUB_ULISTFMT_TYPE_UNITS = 2 };
/// Values of ICU's UListFormatterWidth; ulistfmt.c pins each to ICU's own.
enum { ICUB_ULISTFMT_WIDTH_WIDE = 0, ICUB_ULISTFMT_WIDTH_SHORT = 1, ICUB_ULISTFMT_WIDTH_NARROW = 2 };

/// A UListFormatter.
typedef struct icub_ulistfmt { char opaque_; } icub_ulistfmt;

/// `ulistfmt_openForType` for a locale ID, an ICUB_ULISTFMT_TYPE_* and an
/// ICUB_ULISTFMT_WIDTH_*; any other type or width is ICUB_ILLEGAL_ARGUMENT_ERROR.
icub_ulistfmt *icub_ulistfmt_open(const char *locale, int32_t type, int32_t width, int32_t *status);
void icub_ulistfmt_close(icub_ulistfmt *formatter);
/// Joins `count` items (`ulistfmt_formatStringsToResult`, `ufmtval_getString`):
/// their UTF-8 one after the other in `items`, item i being `lengths[i]` bytes
/// (embedded NULs allowed). No items is the empty text. A negative count or
/// length, or lengths whose sum is not below 2 GiB, is ICUB_ILLEGAL_ARGUMENT_ERROR.
/// The result is formatted into a per-thread UFormattedList that is reused,
/// never shared.
int32_t icub_ulistfmt_format(const icub_ulistfmt *formatter, const char *items, const int32_t *lengths, int32_t count,
                             char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
