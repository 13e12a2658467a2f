// icub_ucal.h — calendars and time zones (ucal.h, ucal.c).
#ifndef ICUB_UCAL_H
#define ICUB_UCAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A UCalendar. Mutable: one thread at a time.
typedef struct icub_ucal { char opaque_; } icub_ucal;

void icub_ucal_close(icub_ucal *calendar);

/// The canonical ID of a time zone given as UTF-8; fails for IDs that are not
/// zone IDs at all, and for a NUL in the ID, which ICU would read as its end
/// (`ucal_getCanonicalTimeZoneID`). `isSystemID` gets whether
/// it is one of ICU's own (not a custom `GMT+03:00`).
int32_t icub_ucal_canonical_time_zone_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *isSystemID, int32_t *status);
/// The host's time zone ID (`ucal_getHostTimeZone`).
int32_t icub_ucal_host_time_zone(char *dest, int32_t capacity, int32_t *status);
/// Every time zone ID ICU knows, each followed by '\n' (`ucal_openTimeZones`).
int32_t icub_ucal_time_zones(char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
