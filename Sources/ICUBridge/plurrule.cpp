// plurrule.cpp — a plural rules' text (icub_uplrules.h): icu::PluralRules::getRules,
// which ICU's C API lacks. A UPluralRules is an icu::PluralRules (upluralrules.cpp casts one to the other).
#include "icub_uplrules.h"
#include "bridge_internal.h"
#include <unicode/plurrule.h>

int32_t icub_uplrules_rules(const icub_uplrules *rules, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    icu::UnicodeString text = reinterpret_cast<const icu::PluralRules *>(rules)->getRules();
    if (text.isBogus()) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    return icub_emit_utf8(text.getBuffer(), text.length(), dest, capacity, st);
}
