// ures.c — ICU's resource bundles (icub_ures.h).
#include "icub_ures.h"
#include "bridge_internal.h"
#include <unicode/ures.h>

/// Days from 1970-01-01 to a proleptic Gregorian date (ICU's Grego::fieldsToDay).
static double icub_days_from_civil(int64_t y, int64_t m, int64_t d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (double)(era * 146097 + doe - 719468);
}

/// "yyyy-MM-dd HH:mm" in UTC as milliseconds, as ICU's zonemeta.cpp parses mapping dates.
static UBool icub_metazone_date(const UChar *s, int32_t length, double *millis) {
    if (length != 16) return false;
    int64_t v[5] = {0};
    const int starts[5] = {0, 5, 8, 11, 14}, lengths[5] = {4, 2, 2, 2, 2};
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < lengths[i]; j++) {
            UChar c = s[starts[i] + j];
            if (c < '0' || c > '9') return false;
            v[i] = v[i] * 10 + (c - '0');
        }
    }
    *millis = (icub_days_from_civil(v[0], v[1], v[2]) * 86400.0 + (double)(v[3] * 3600 + v[4] * 60)) * 1000.0;
    return true;
}

int32_t icub_ures_metazone_changes(const char *zone, double *changes, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    // The bundle's keys spell '/' as ':'.
    char key[128];
    size_t n = strlen(zone);
    if (n >= sizeof key) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    for (size_t i = 0; i <= n; i++) key[i] = zone[i] == '/' ? ':' : zone[i];
    UResourceBundle *bundle = ures_openDirect(NULL, "metaZones", st);
    UResourceBundle *info = ures_getByKey(bundle, "metazoneInfo", NULL, st);
    UErrorCode local = U_ZERO_ERROR;
    UResourceBundle *mappings = ures_getByKey(info, key, NULL, &local);
    int32_t count = 0;
    if (U_SUCCESS(*st) && U_SUCCESS(local)) {
        int32_t size = ures_getSize(mappings);
        for (int32_t i = 0; i < size && U_SUCCESS(*st); i++) {
            UResourceBundle *mapping = ures_getByIndex(mappings, i, NULL, st);
            double from = 0, to = 0;
            if (U_SUCCESS(*st) && ures_getSize(mapping) == 3) {
                int32_t fromLength = 0, toLength = 0;
                const UChar *f = ures_getStringByIndex(mapping, 1, &fromLength, st);
                const UChar *t = ures_getStringByIndex(mapping, 2, &toLength, st);
                if (U_SUCCESS(*st) && (!icub_metazone_date(f, fromLength, &from) || !icub_metazone_date(t, toLength, &to))) {
                    *st = U_INVALID_FORMAT_ERROR;
                }
            } else {
                icub_metazone_date(u"1970-01-01 00:00", 16, &from);
                icub_metazone_date(u"9999-12-31 23:59", 16, &to);
            }
            ures_close(mapping);
            if (count < capacity) changes[count] = from;
            if (count + 1 < capacity) changes[count + 1] = to;
            count += 2;
        }
    }
    ures_close(mappings);
    ures_close(info);
    ures_close(bundle);
    if (U_SUCCESS(*st) && count > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return count;
}
