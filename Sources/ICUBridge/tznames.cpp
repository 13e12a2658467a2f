// tznames.cpp — time zone names and the zone facts ICU's C API lacks (icub_tznames.h):
// generic names (`Pacific Time`) through icu::TimeZoneFormat, aliases and regions through icu::TimeZone.
#include "icub_tznames.h"
#include "bridge_internal.h"
#include <unicode/tzfmt.h>
#include <unicode/timezone.h>
#include <unicode/locid.h>
#include <memory>

static_assert(ICUB_TZNAMES_GENERIC_LOCATION == UTZFMT_STYLE_GENERIC_LOCATION &&
              ICUB_TZNAMES_GENERIC_LONG == UTZFMT_STYLE_GENERIC_LONG &&
              ICUB_TZNAMES_GENERIC_SHORT == UTZFMT_STYLE_GENERIC_SHORT &&
              ICUB_TZNAMES_SPECIFIC_LONG == UTZFMT_STYLE_SPECIFIC_LONG &&
              ICUB_TZNAMES_SPECIFIC_SHORT == UTZFMT_STYLE_SPECIFIC_SHORT &&
              ICUB_TZNAMES_LOCALIZED_GMT == UTZFMT_STYLE_LOCALIZED_GMT &&
              ICUB_TZNAMES_LOCALIZED_GMT_SHORT == UTZFMT_STYLE_LOCALIZED_GMT_SHORT,
              "UTimeZoneFormatStyle");

namespace {

/// A zone ID given as UTF-8, as ICU's UnicodeString; false, with `status` set,
/// for invalid UTF-8 or a NUL, which ICU would read as the ID's end.
bool zone_id(const char *zone, int32_t length, icu::UnicodeString &id, UErrorCode *status) {
    if (icub_has_nul(zone, length)) { *status = U_ILLEGAL_ARGUMENT_ERROR; return false; }
    icub_utf16 text;
    if (!icub_utf16_from_utf8(&text, zone, length, status)) return false;
    // A constructor ICU exports, not setTo, whose inline body calls UnicodeString's private members.
    id = icu::UnicodeString(text.chars, text.length);
    icub_utf16_release(&text);
    return true;
}

/// What an icub_tznames points at: the format, and the region whose reference
/// zones generic names compare with (as TimeZoneGenericNames picks it: the
/// locale's region, else its likely region, else 001).
struct Names {
    std::unique_ptr<icu::TimeZoneFormat> format;
    char region[ULOC_COUNTRY_CAPACITY];
};

const Names *names_of(const icub_tznames *names) { return reinterpret_cast<const Names *>(names); }

} // namespace

extern "C" icub_tznames *icub_tznames_open(const char *locale, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    icu::Locale target(locale);
    std::unique_ptr<Names> names(new (std::nothrow) Names());
    if (!names) { *st = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    names->format.reset(icu::TimeZoneFormat::createInstance(target, *st));
    if (U_FAILURE(*st) || !names->format) {
        if (U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    const char *region = target.getCountry();
    icu::Locale likely(target);
    if (*region == 0) {
        UErrorCode local = U_ZERO_ERROR;
        likely.addLikelySubtags(local);
        region = U_SUCCESS(local) ? likely.getCountry() : "";
    }
    if (*region == 0) region = "001";
    strncpy(names->region, region, sizeof names->region - 1);
    names->region[sizeof names->region - 1] = 0;
    return reinterpret_cast<icub_tznames *>(names.release());
}

extern "C" void icub_tznames_close(icub_tznames *names) { delete reinterpret_cast<Names *>(names); }

extern "C" int32_t icub_tznames_name(const icub_tznames *names, int32_t style, const char *zone, int32_t length,
                                     double millis, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    if (style < UTZFMT_STYLE_GENERIC_LOCATION || style > UTZFMT_STYLE_LOCALIZED_GMT_SHORT) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    icu::UnicodeString id;
    if (!zone_id(zone, length, id, st)) return 0;
    std::unique_ptr<icu::TimeZone> timeZone(icu::TimeZone::createTimeZone(id));
    if (!timeZone) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    icu::UnicodeString name;
    names_of(names)->format->format(
        static_cast<UTimeZoneFormatStyle>(style), *timeZone, millis, name, nullptr);
    if (name.isBogus()) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    return icub_emit_utf8(name.getBuffer(), name.length(), dest, capacity, st);
}

extern "C" int32_t icub_tznames_equivalent_ids(const char *zone, int32_t length, char *dest, int32_t capacity,
                                               int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    icu::UnicodeString id;
    if (!zone_id(zone, length, id, st)) return 0;
    int32_t count = icu::TimeZone::countEquivalentIDs(id);
    int32_t total = 0;
    for (int32_t i = 0; i < count && U_SUCCESS(*st); i++) {
        icu::UnicodeString alias = icu::TimeZone::getEquivalentID(id, i);
        UErrorCode local = U_ZERO_ERROR;
        int32_t room = capacity > total ? capacity - total : 0;
        int32_t written = icub_emit_utf8(alias.getBuffer(), alias.length(), room > 0 ? dest + total : nullptr, room, &local);
        if (U_FAILURE(local) && local != U_BUFFER_OVERFLOW_ERROR && local != U_STRING_NOT_TERMINATED_WARNING) {
            *st = local;
            return 0;
        }
        if (total + written + 1 <= capacity) dest[total + written] = '\n';
        total += written + 1;
    }
    if (U_SUCCESS(*st) && total > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return total;
}

extern "C" int32_t icub_tznames_region(const char *zone, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    icu::UnicodeString id;
    if (!zone_id(zone, length, id, st)) return 0;
    // ICU writes a NUL into a buffer too small for the region: it gets one of its own.
    char region[16];
    int32_t regionLength = icu::TimeZone::getRegion(id, region, sizeof region, *st);
    if (U_FAILURE(*st)) return 0;
    if (regionLength <= capacity) memcpy(dest, region, (size_t)regionLength);
    else *st = U_BUFFER_OVERFLOW_ERROR;
    return regionLength;
}

extern "C" int32_t icub_tznames_reference_zone(const icub_tznames *names, const char *zone, int32_t length, double millis,
                                               char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    icu::UnicodeString id;
    if (!zone_id(zone, length, id, st)) return 0;
    const icu::TimeZoneNames *zoneNames = names_of(names)->format->getTimeZoneNames();
    if (zoneNames == nullptr) return icub_emit_utf8(nullptr, 0, dest, capacity, st);
    icu::UnicodeString canonical, metazone, reference;
    UBool system = false;
    icu::TimeZone::getCanonicalID(id, canonical, system, *st);
    if (U_FAILURE(*st)) return 0;
    zoneNames->getMetaZoneID(canonical, millis, metazone);
    if (!metazone.isEmpty()) zoneNames->getReferenceZoneID(metazone, names_of(names)->region, reference);
    return icub_emit_utf8(reference.getBuffer(), reference.length(), dest, capacity, st);
}
