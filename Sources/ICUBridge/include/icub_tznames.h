// icub_tznames.h — time zone names and the zone facts ICU's C API lacks
// (tznames.cpp: icu::TimeZoneFormat, icu::TimeZone).
#ifndef ICUB_TZNAMES_H
#define ICUB_TZNAMES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An icu::TimeZoneFormat for one locale.
typedef struct icub_tznames { char opaque_; } icub_tznames;

/// Values of ICU's UTimeZoneFormatStyle that name a zone; tznames.cpp pins each to ICU's own.
enum {
    ICUB_TZNAMES_GENERIC_LOCATION = 0, ICUB_TZNAMES_GENERIC_LONG = 1, ICUB_TZNAMES_GENERIC_SHORT = 2,
    ICUB_TZNAMES_SPECIFIC_LONG = 3, ICUB_TZNAMES_SPECIFIC_SHORT = 4, ICUB_TZNAMES_LOCALIZED_GMT = 5,
    ICUB_TZNAMES_LOCALIZED_GMT_SHORT = 6,
};

/// The zone formats of a locale (`TimeZoneFormat::createInstance`).
icub_tznames *icub_tznames_open(const char *locale, int32_t *status);
void icub_tznames_close(icub_tznames *names);
/// The name of a zone (UTF-8, validated by the caller: ICU reads an unknown ID
/// as GMT) at an instant in one ICUB_TZNAMES_* style, with ICU's fallbacks
/// (a location, then a GMT offset) where the locale has no such name
/// (`TimeZoneFormat::format`). A NUL in the ID fails.
int32_t icub_tznames_name(const icub_tznames *names, int32_t style, const char *zone, int32_t length, double millis,
                          char *dest, int32_t capacity, int32_t *status);
/// The reference zone of the zone's metazone at an instant, for the locale's
/// region (`America/Los_Angeles` for `America/Vancouver` in en_US): where a
/// zone's offsets differ from it, a generic name becomes a partial location;
/// empty when the zone has no metazone then (`TimeZoneNames::getMetaZoneID`,
/// `TimeZoneNames::getReferenceZoneID`).
int32_t icub_tznames_reference_zone(const icub_tznames *names, const char *zone, int32_t length, double millis,
                                    char *dest, int32_t capacity, int32_t *status);
/// The zone IDs equivalent to a zone ID (its aliases and itself), each followed
/// by '\n' (`TimeZone::countEquivalentIDs`, `TimeZone::getEquivalentID`).
int32_t icub_tznames_equivalent_ids(const char *zone, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// The region of a zone ID (`US`; `001` for zones of no region), or a failure
/// for an ID that is not ICU's own (`TimeZone::getRegion`).
int32_t icub_tznames_region(const char *zone, int32_t length, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
