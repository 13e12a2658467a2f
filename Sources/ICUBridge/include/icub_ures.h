// icub_ures.h — ICU's resource bundles (ures.h, ures.c): data no formatting API exposes.
#ifndef ICUB_URES_H
#define ICUB_URES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The dates (UTC) at which a zone's metazone may change: the `from` and `to` of
/// each of its mappings in ICU's `metaZones` bundle (`metazoneInfo`), with ICU's
/// defaults for a missing one (1970-01-01 00:00 and 9999-12-31 23:59), in the
/// bundle's order, each as five fields: year, month, day, hour, minute. `zone` is
/// a canonical zone ID. Returns the count of dates, writing at most `capacity`
/// of them (`5 * capacity` fields); a zone without mappings has none
/// (`ures_openDirect`, `ures_getByKey`, `ures_getStringByIndex`).
int32_t icub_ures_metazone_changes(const char *zone, int32_t *fields, int32_t capacity, int32_t *status);

/// CLDR's unit preferences by usage (the `units` bundle's `unitPreferenceData`,
/// ICU 68 or newer): one line per quantity and usage, "length road kilometer
/// meter mile foot …\n", the units those of every region, as ASCII. Returns the
/// full length, writing at most `capacity` bytes (ICUB_BUFFER_OVERFLOW_ERROR
/// when they did not fit) (`ures_openDirect`, `ures_getByKey`, `ures_getByIndex`,
/// `ures_getStringByKey`).
int32_t icub_ures_unit_preferences(char *dest, int32_t capacity, int32_t *status);

/// The unit preferences of one quantity, usage and region, as CLDR lists them
/// (`unitPreferenceData/length/road/US`): one line per preference, in order,
/// "unit<TAB>geq<TAB>skeleton\n", `geq` and `skeleton` empty where CLDR gives
/// none, as ASCII. ICUB_MISSING_RESOURCE_ERROR when CLDR has no such list.
/// Returns the full length, writing at most `capacity` bytes
/// (ICUB_BUFFER_OVERFLOW_ERROR when they did not fit) (`ures_openDirect`,
/// `ures_getByKey`, `ures_getByIndex`, `ures_getStringByKey`).
int32_t icub_ures_unit_preference_list(const char *quantity, const char *usage, const char *region,
                                       char *dest, int32_t capacity, int32_t *status);

/// The plural rules ICU's `uplrules_openForType` reads for a locale, as the
/// resource `plurals` holds them (CLDR's syntax, samples dropped): each
/// "keyword: condition" in the resource's order with `other` last, as ICU
/// orders them, joined by "; " ("one: i = 1 and v = 0; other: "). The
/// locale's base name, then its parents (`uloc_getParent`), as ICU looks them
/// up; ordinal rules when `ordinal` is not 0. A locale with none has ICU's
/// default, "other: ".
int32_t icub_ures_plural_rules(const char *locale, int32_t ordinal, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
