// ures.c — ICU's resource bundles (icub_ures.h).
#include "icub_ures.h"
#include "bridge_internal.h"
#include <unicode/ures.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>
#include <string.h>

/// "yyyy-MM-dd HH:mm" as its five fields (year, month, day, hour, minute), as ICU's
/// zonemeta.cpp parses mapping dates. The instant they name is counted in Swift
/// (`CivilCalendar`), where the library's one writing of that arithmetic lives.
static UBool icub_metazone_date(const UChar *s, int32_t length, int32_t fields[5]) {
    if (length != 16) return false;
    const int starts[5] = {0, 5, 8, 11, 14}, lengths[5] = {4, 2, 2, 2, 2};
    for (int i = 0; i < 5; i++) {
        fields[i] = 0;
        for (int j = 0; j < lengths[i]; j++) {
            UChar c = s[starts[i] + j];
            if (c < '0' || c > '9') return false;
            fields[i] = fields[i] * 10 + (c - '0');
        }
    }
    return true;
}

int32_t icub_ures_metazone_changes(const char *zone, int32_t *fields, int32_t capacity, int32_t *status) {
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
            int32_t from[5] = {0}, to[5] = {0};
            if (U_SUCCESS(*st) && ures_getSize(mapping) == 3) {
                int32_t fromLength = 0, toLength = 0;
                const UChar *f = ures_getStringByIndex(mapping, 1, &fromLength, st);
                const UChar *t = ures_getStringByIndex(mapping, 2, &toLength, st);
                if (U_SUCCESS(*st) && (!icub_metazone_date(f, fromLength, from) || !icub_metazone_date(t, toLength, to))) {
                    *st = U_INVALID_FORMAT_ERROR;
                }
            } else {
                icub_metazone_date(u"1970-01-01 00:00", 16, from);
                icub_metazone_date(u"9999-12-31 23:59", 16, to);
            }
            ures_close(mapping);
            if (count < capacity) memcpy(fields + 5 * count, from, sizeof from);
            if (count + 1 < capacity) memcpy(fields + 5 * (count + 1), to, sizeof to);
            count += 2;
        }
    }
    ures_close(mappings);
    ures_close(info);
    ures_close(bundle);
    if (U_SUCCESS(*st) && count > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return count;
}

/// Text written up to a capacity and counted beyond it.
typedef struct {
    char *dest;
    int32_t capacity;
    int32_t length;
} preference_text;

static void preference_put(preference_text *text, char c) {
    if (text->length < text->capacity) text->dest[text->length] = c;
    text->length++;
}

static void preference_put_key(preference_text *text, const char *key) {
    for (; *key; key++) preference_put(text, *key);
}

/// Writes a unit identifier (ASCII in ICU's data), before it a space.
static void preference_put_unit(preference_text *text, const UChar *unit, int32_t length) {
    preference_put(text, ' ');
    for (int32_t i = 0; i < length; i++) preference_put(text, unit[i] < 0x80 ? (char)unit[i] : '?');
}

int32_t icub_ures_unit_preferences(char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    preference_text text = {dest, capacity < 0 ? 0 : capacity, 0};
    UResourceBundle *units = ures_openDirect(NULL, "units", st);
    UResourceBundle *data = ures_getByKey(units, "unitPreferenceData", NULL, st);
    UResourceBundle *quantity = NULL, *usage = NULL, *region = NULL, *entry = NULL;
    for (int32_t q = 0; U_SUCCESS(*st) && q < ures_getSize(data); q++) {
        quantity = ures_getByIndex(data, q, quantity, st);
        for (int32_t u = 0; U_SUCCESS(*st) && u < ures_getSize(quantity); u++) {
            usage = ures_getByIndex(quantity, u, usage, st);
            if (U_FAILURE(*st)) break;
            preference_put_key(&text, ures_getKey(quantity));
            preference_put(&text, ' ');
            preference_put_key(&text, ures_getKey(usage));
            for (int32_t r = 0; U_SUCCESS(*st) && r < ures_getSize(usage); r++) {
                region = ures_getByIndex(usage, r, region, st);
                for (int32_t e = 0; U_SUCCESS(*st) && e < ures_getSize(region); e++) {
                    entry = ures_getByIndex(region, e, entry, st);
                    int32_t length = 0;
                    const UChar *unit = ures_getStringByKey(entry, "unit", &length, st);
                    if (U_SUCCESS(*st)) preference_put_unit(&text, unit, length);
                }
            }
            preference_put(&text, '\n');
        }
    }
    ures_close(entry);
    ures_close(region);
    ures_close(usage);
    ures_close(quantity);
    ures_close(data);
    ures_close(units);
    if (U_FAILURE(*st)) return 0;
    if (text.length > text.capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return text.length;
}

/// Writes a string of an entry (ASCII in ICU's data), nothing when it has none.
static void preference_put_field(preference_text *text, UResourceBundle *entry, const char *key) {
    UErrorCode missing = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *value = ures_getStringByKey(entry, key, &length, &missing);
    if (U_FAILURE(missing)) return;
    for (int32_t i = 0; i < length; i++) preference_put(text, value[i] < 0x80 ? (char)value[i] : '?');
}

int32_t icub_ures_unit_preference_list(const char *quantity, const char *usage, const char *region,
                                       char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    preference_text text = {dest, capacity < 0 ? 0 : capacity, 0};
    UResourceBundle *units = ures_openDirect(NULL, "units", st);
    UResourceBundle *list = ures_getByKey(units, "unitPreferenceData", NULL, st);
    list = ures_getByKey(list, quantity, list, st);
    list = ures_getByKey(list, usage, list, st);
    list = ures_getByKey(list, region, list, st);
    UResourceBundle *entry = NULL;
    for (int32_t e = 0; U_SUCCESS(*st) && e < ures_getSize(list); e++) {
        entry = ures_getByIndex(list, e, entry, st);
        if (U_FAILURE(*st)) break;
        preference_put_field(&text, entry, "unit");
        preference_put(&text, '\t');
        preference_put_field(&text, entry, "geq");
        preference_put(&text, '\t');
        preference_put_field(&text, entry, "skeleton");
        preference_put(&text, '\n');
    }
    ures_close(entry);
    ures_close(list);
    ures_close(units);
    if (U_FAILURE(*st)) return 0;
    if (text.length > text.capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return text.length;
}

int32_t icub_ures_plural_rules(const char *locale, int32_t ordinal, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    char name[ULOC_FULLNAME_CAPACITY];
    uloc_getBaseName(locale, name, (int32_t)sizeof name, st);
    if (U_FAILURE(*st) || *st == U_STRING_NOT_TERMINATED_WARNING) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UResourceBundle *top = ures_openDirect(NULL, "plurals", st);
    UResourceBundle *locales = ures_getByKey(top, ordinal ? "locales_ordinals" : "locales", NULL, st);
    const UChar *set = NULL;
    int32_t setLength = 0;
    if (U_SUCCESS(*st)) {
        // As PluralRules::getRuleFromResource: the base name, then each parent.
        for (;;) {
            UErrorCode lookup = U_ZERO_ERROR;
            set = ures_getStringByKey(locales, name, &setLength, &lookup);
            if (set != NULL && U_SUCCESS(lookup)) break;
            set = NULL;
            UErrorCode parent = U_ZERO_ERROR;
            if (uloc_getParent(name, name, (int32_t)sizeof name, &parent) <= 0 || U_FAILURE(parent)) break;
        }
    }
    // No rules for the locale: ICU's default rule, "other: n" (plurrule.cpp's PLURAL_DEFAULT_RULE).
    if (U_SUCCESS(*st) && set == NULL) {
        ures_close(locales);
        ures_close(top);
        static const UChar other[] = {u'o', u't', u'h', u'e', u'r', u':', u' '};
        return icub_emit_utf8(other, 7, dest, capacity, st);
    }
    char setName[64];
    if (U_SUCCESS(*st)) {
        if (setLength <= 0 || setLength >= (int32_t)sizeof setName) {
            *st = U_MISSING_RESOURCE_ERROR;
        } else {
            u_UCharsToChars(set, setName, setLength);
            setName[setLength] = 0;
        }
    }
    UResourceBundle *rules = ures_getByKey(top, "rules", NULL, st);
    UResourceBundle *chosen = ures_getByKey(rules, setName, NULL, st);
    // Rules without samples are short: the longest of CLDR 42 has a few hundred units.
    enum { limit = 8192 };
    UChar text[limit];
    int32_t length = 0;
    const int32_t count = U_SUCCESS(*st) ? ures_getSize(chosen) : 0;
    // ICU keeps "other" last, where it applies when no other rule does; the
    // resource sorts it among the others ("one", "other", "two").
    for (int32_t pass = 0; pass < 2; pass++)
    for (int32_t i = 0; i < count && U_SUCCESS(*st); i++) {
        UResourceBundle *rule = ures_getByIndex(chosen, i, NULL, st);
        int32_t ruleLength = 0;
        const UChar *condition = ures_getString(rule, &ruleLength, st);
        const char *keyword = ures_getKey(rule);
        if (U_SUCCESS(*st) && keyword != NULL && (strcmp(keyword, "other") == 0) == (pass == 1)) {
            int32_t end = 0;
            while (end < ruleLength && condition[end] != u'@') end++;
            while (end > 0 && condition[end - 1] == u' ') end--;
            int32_t start = 0;
            while (start < end && condition[start] == u' ') start++;
            const int32_t keywordLength = (int32_t)strlen(keyword);
            if (length + keywordLength + 4 + (end - start) > limit) {
                *st = U_INPUT_TOO_LONG_ERROR;
            } else {
                if (length > 0) { text[length++] = u';'; text[length++] = u' '; }
                u_charsToUChars(keyword, text + length, keywordLength);
                length += keywordLength;
                text[length++] = u':';
                text[length++] = u' ';
                u_memcpy(text + length, condition + start, end - start);
                length += end - start;
            }
        }
        ures_close(rule);
    }
    ures_close(chosen);
    ures_close(rules);
    ures_close(locales);
    ures_close(top);
    if (U_FAILURE(*st)) return 0;
    return icub_emit_utf8(text, length, dest, capacity, st);
}
