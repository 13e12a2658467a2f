// udat_symbols.cpp — the date symbols ICU's C API does not hand out (icub_udat.h):
// narrow eras (`GGGGG`), read from the format's DateFormatSymbols through the C++ API.
#include "icub_udat.h"
#include "bridge_internal.h"
#include <unicode/udat.h>
#include <unicode/smpdtfmt.h>
#include <unicode/dtfmtsym.h>

namespace {

/// The format's narrow eras and their count; nullptr when it is not a
/// SimpleDateFormat (ICU's own udat.cpp tells them apart the same way).
const icu::UnicodeString *narrow_eras(const icub_udat *formatter, int32_t &count) {
    count = 0;
    const icu::DateFormat *format = reinterpret_cast<const icu::DateFormat *>(formatter);
    const icu::SimpleDateFormat *simple = dynamic_cast<const icu::SimpleDateFormat *>(format);
    if (simple == nullptr || simple->getDateFormatSymbols() == nullptr) return nullptr;
    return simple->getDateFormatSymbols()->getNarrowEras(count);
}

} // namespace

extern "C" int32_t icub_udat_count_narrow_eras(const icub_udat *formatter) {
    int32_t count = 0;
    return narrow_eras(formatter, count) == nullptr ? 0 : count;
}

extern "C" int32_t icub_udat_narrow_era(const icub_udat *formatter, int32_t index, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    int32_t count = 0;
    const icu::UnicodeString *eras = narrow_eras(formatter, count);
    if (eras == nullptr || index < 0 || index >= count) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    const icu::UnicodeString &era = eras[index];
    return icub_emit_utf8(era.getBuffer(), era.length(), dest, capacity, st);
}
