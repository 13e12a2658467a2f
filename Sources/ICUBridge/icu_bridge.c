// icu_bridge.c — the one place that includes ICU's headers.
// See icu_bridge.h for the conventions every function here follows.
#include "icu_bridge.h"
// The same headers the CICU module map names; CICU (a dependency) supplies
// pkg-config's include path and the link against icui18n/icuuc.
#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ucal.h>
#include <unicode/upluralrules.h>
#include <unicode/ucurr.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(ICUB_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "UErrorCode");
_Static_assert(ICUB_INVALID_FORMAT_ERROR == U_INVALID_FORMAT_ERROR, "UErrorCode");
_Static_assert(ICUB_PARSE_ERROR == U_PARSE_ERROR, "UErrorCode");
_Static_assert(ICUB_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "UErrorCode");
_Static_assert(ICUB_UNSUPPORTED_ERROR == U_UNSUPPORTED_ERROR, "UErrorCode");
_Static_assert(ICUB_NUMBER_SKELETON_SYNTAX_ERROR == U_NUMBER_SKELETON_SYNTAX_ERROR, "UErrorCode");
_Static_assert(ICUB_UNUM_DECIMAL == UNUM_DECIMAL && ICUB_UNUM_CURRENCY == UNUM_CURRENCY &&
               ICUB_UNUM_PERCENT == UNUM_PERCENT && ICUB_UNUM_SCIENTIFIC == UNUM_SCIENTIFIC &&
               ICUB_UNUM_SPELLOUT == UNUM_SPELLOUT && ICUB_UNUM_ORDINAL == UNUM_ORDINAL &&
               ICUB_UNUM_COMPACT_SHORT == UNUM_DECIMAL_COMPACT_SHORT &&
               ICUB_UNUM_COMPACT_LONG == UNUM_DECIMAL_COMPACT_LONG, "UNumberFormatStyle");
_Static_assert(ICUB_UDAT_FULL == UDAT_FULL && ICUB_UDAT_LONG == UDAT_LONG && ICUB_UDAT_MEDIUM == UDAT_MEDIUM &&
               ICUB_UDAT_SHORT == UDAT_SHORT && ICUB_UDAT_NONE == UDAT_NONE && ICUB_UDAT_PATTERN == UDAT_PATTERN,
               "UDateFormatStyle");
_Static_assert(sizeof(int32_t) == sizeof(UErrorCode), "UErrorCode is an int32_t enum");

#define STACK_UNITS 256

// MARK: - UTF-8 <-> UTF-16

// UTF-16 text converted from a UTF-8 input: on the stack when short, on the heap when not.
typedef struct {
    UChar stack[STACK_UNITS];
    UChar *chars;
    int32_t length;
} utf16_text;

static void utf16_release(utf16_text *t) {
    if (t->chars != t->stack) free(t->chars);
    t->chars = NULL;
}

static UBool utf16_from_utf8(utf16_text *t, const char *s, int32_t length, UErrorCode *status) {
    t->chars = t->stack;
    t->length = 0;
    if (U_FAILURE(*status)) return false;
    UErrorCode local = U_ZERO_ERROR;
    u_strFromUTF8(t->stack, STACK_UNITS, &t->length, s, length, &local);
    if (local == U_BUFFER_OVERFLOW_ERROR || local == U_STRING_NOT_TERMINATED_WARNING) {
        t->chars = (UChar *)malloc(sizeof(UChar) * ((size_t)t->length + 1));
        if (!t->chars) { t->chars = t->stack; *status = U_MEMORY_ALLOCATION_ERROR; return false; }
        local = U_ZERO_ERROR;
        u_strFromUTF8(t->chars, t->length + 1, &t->length, s, length, &local);
    }
    if (U_FAILURE(local)) { *status = local; utf16_release(t); t->chars = t->stack; return false; }
    return true;
}

// Writes UTF-16 as UTF-8 into dest; returns the full UTF-8 length (preflighting on overflow).
static int32_t emit(const UChar *s, int32_t length, char *dest, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t out = 0;
    u_strToUTF8(dest, capacity, &out, s, length, status);
    return out;
}

static int32_t utf8_offset(const UChar *s, int32_t utf16Offset) {
    int32_t out = 0;
    UErrorCode local = U_ZERO_ERROR;
    u_strToUTF8(NULL, 0, &out, s, utf16Offset, &local);
    return out;
}

// Calls an ICU function that writes UTF-16 into a buffer: first into a stack
// buffer, then, on overflow, into a heap buffer of the size ICU asked for; the
// result goes out as UTF-8 and its length into `result`. `CALL(buffer,
// capacity, statusPtr)` is the ICU call.
#define EMIT_UTF16(result, CALL, dest, capacity, status)                                  \
    do {                                                                                  \
        (result) = 0;                                                                     \
        if (U_FAILURE(*(status))) break;                                                  \
        UChar stack_[STACK_UNITS];                                                        \
        UErrorCode local_ = U_ZERO_ERROR;                                                 \
        int32_t n_ = CALL(stack_, STACK_UNITS, &local_);                                  \
        if (local_ == U_BUFFER_OVERFLOW_ERROR) {                                          \
            UChar *heap_ = (UChar *)malloc(sizeof(UChar) * ((size_t)n_ + 1));             \
            if (!heap_) { *(status) = U_MEMORY_ALLOCATION_ERROR; break; }                 \
            local_ = U_ZERO_ERROR;                                                        \
            n_ = CALL(heap_, n_ + 1, &local_);                                            \
            if (U_FAILURE(local_)) *(status) = local_;                                    \
            else (result) = emit(heap_, n_, dest, capacity, status);                      \
            free(heap_);                                                                  \
            break;                                                                        \
        }                                                                                 \
        if (U_FAILURE(local_)) { *(status) = local_; break; }                             \
        (result) = emit(stack_, n_, dest, capacity, status);                              \
    } while (0)

// The common case: a function whose whole body is one EMIT_UTF16.
#define RETURN_UTF16(CALL, dest, capacity, status)                                        \
    do {                                                                                  \
        int32_t r_;                                                                       \
        EMIT_UTF16(r_, CALL, dest, capacity, status);                                     \
        return r_;                                                                        \
    } while (0)

// MARK: - General

const char *icub_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void icub_version(char dest[32]) {
    UVersionInfo v;
    u_getVersion(v);
    u_versionToString(v, dest);
}

// MARK: - Locales

int32_t icub_locale_canonicalize(const char *id, char *dest, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(id, dest, capacity, (UErrorCode *)status);
}

int32_t icub_locale_for_language_tag(const char *tag, char *dest, int32_t capacity, int32_t *parsedLength, int32_t *status) {
    return uloc_forLanguageTag(tag, dest, capacity, parsedLength, (UErrorCode *)status);
}

int32_t icub_locale_to_language_tag(const char *id, int strict, char *dest, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(id, dest, capacity, strict ? true : false, (UErrorCode *)status);
}

int32_t icub_locale_part(const char *id, int32_t part, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    switch (part) {
    case 0: return uloc_getLanguage(id, dest, capacity, st);
    case 1: return uloc_getScript(id, dest, capacity, st);
    case 2: return uloc_getCountry(id, dest, capacity, st);
    case 3: return uloc_getVariant(id, dest, capacity, st);
    default: return uloc_getBaseName(id, dest, capacity, st);
    }
}

int32_t icub_locale_keyword_value(const char *id, const char *keyword, char *dest, int32_t capacity, int32_t *status) {
    return uloc_getKeywordValue(id, keyword, dest, capacity, (UErrorCode *)status);
}

int32_t icub_locale_display_name(const char *id, const char *displayLocale, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) uloc_getDisplayName(id, displayLocale, b, c, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_locale_available_count(void) { return uloc_countAvailable(); }
const char *icub_locale_available(int32_t index) { return uloc_getAvailable(index); }

// MARK: - Currencies and time zones

int32_t icub_currency_for_locale(const char *locale, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucurr_forLocale(locale, b, c, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_currency_numeric_code(const char *isoCode) {
    UChar code[4] = {0};
    for (int i = 0; i < 3; i++) {
        if (!isoCode[i]) return 0;
        code[i] = (UChar)(unsigned char)isoCode[i];
    }
    if (isoCode[3]) return 0;
    return ucurr_getNumericCode(code);
}

int32_t icub_timezone_canonical_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *isSystemID, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    utf16_text zone;
    if (!utf16_from_utf8(&zone, id, length, st)) return 0;
    UBool system = false;
#define CALL(b, c, s) ucal_getCanonicalTimeZoneID(zone.chars, zone.length, b, c, &system, s)
    int32_t result;
    EMIT_UTF16(result, CALL, dest, capacity, st);
#undef CALL
    utf16_release(&zone);
    *isSystemID = system ? 1 : 0;
    return result;
}

int32_t icub_timezone_host(char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) ucal_getHostTimeZone(b, c, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

// MARK: - Number formatting (unumf)

// One UFormattedNumber per thread, reused by every call on that thread and
// closed when the thread exits: results are never shared between threads, and
// a format call allocates no result object.
static pthread_key_t result_key;
static pthread_once_t result_once = PTHREAD_ONCE_INIT;
static void close_result(void *r) { unumf_closeResult((UFormattedNumber *)r); }
static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *thread_result(UErrorCode *status) {
    static __thread UFormattedNumber *cached = NULL;
    if (cached) return cached;
    pthread_once(&result_once, make_result_key);
    cached = unumf_openResult(status);
    if (U_FAILURE(*status)) { cached = NULL; return NULL; }
    pthread_setspecific(result_key, cached);
    return cached;
}

icub_numfmt *icub_numfmt_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    utf16_text sk;
    if (!utf16_from_utf8(&sk, skeleton, length, st)) return NULL;
    UParseError pe;
    memset(&pe, 0, sizeof pe);
    UNumberFormatter *f = unumf_openForSkeletonAndLocaleWithError(sk.chars, sk.length, locale, &pe, st);
    if (U_FAILURE(*st)) {
        *errorOffset = pe.offset >= 0 && pe.offset <= sk.length ? utf8_offset(sk.chars, pe.offset) : -1;
        unumf_close(f);
        f = NULL;
    }
    utf16_release(&sk);
    return (icub_numfmt *)f;
}

void icub_numfmt_close(icub_numfmt *formatter) { unumf_close((UNumberFormatter *)formatter); }

static int32_t emit_result(UFormattedNumber *r, char *dest, int32_t capacity, UErrorCode *st) {
    int32_t length = 0;
    const UChar *s = ufmtval_getString(unumf_resultAsValue(r, st), &length, st);
    if (U_FAILURE(*st)) return 0;
    return emit(s, length, dest, capacity, st);
}

int32_t icub_numfmt_format_int(const icub_numfmt *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = thread_result(st);
    if (!r) return 0;
    unumf_formatInt((const UNumberFormatter *)formatter, value, r, st);
    return emit_result(r, dest, capacity, st);
}

int32_t icub_numfmt_format_double(const icub_numfmt *formatter, double value, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = thread_result(st);
    if (!r) return 0;
    unumf_formatDouble((const UNumberFormatter *)formatter, value, r, st);
    return emit_result(r, dest, capacity, st);
}

int32_t icub_numfmt_format_decimal(const icub_numfmt *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = thread_result(st);
    if (!r) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, st);
    return emit_result(r, dest, capacity, st);
}

// MARK: - Number formatting and parsing (unum)

icub_unum *icub_unum_open(int32_t style, const char *locale, int32_t *status) {
    UNumberFormat *f = unum_open((UNumberFormatStyle)style, NULL, 0, locale, NULL, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { unum_close(f); return NULL; }
    return (icub_unum *)f;
}

void icub_unum_close(icub_unum *formatter) { unum_close((UNumberFormat *)formatter); }

void icub_unum_set_lenient(icub_unum *formatter, int lenient) {
    unum_setAttribute((UNumberFormat *)formatter, UNUM_LENIENT_PARSE, lenient ? 1 : 0);
}

void icub_unum_set_currency(icub_unum *formatter, const char *isoCode, int32_t *status) {
    UChar code[4] = {0};
    for (int i = 0; i < 3 && isoCode[i]; i++) code[i] = (UChar)(unsigned char)isoCode[i];
    unum_setTextAttribute((UNumberFormat *)formatter, UNUM_CURRENCY_CODE, code, 3, (UErrorCode *)status);
}

int32_t icub_unum_format_int(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) unum_formatInt64((const UNumberFormat *)formatter, value, b, c, NULL, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_format_double(const icub_unum *formatter, double value, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) unum_formatDouble((const UNumberFormat *)formatter, value, b, c, NULL, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_format_decimal(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) unum_formatDecimal((const UNumberFormat *)formatter, number, length, b, c, NULL, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_unum_parse_decimal(const icub_unum *formatter, const char *text, int32_t length, int32_t *errorOffset, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *errorOffset = -1;
    utf16_text t;
    if (!utf16_from_utf8(&t, text, length, st)) return 0;
    int32_t position = 0;
    UErrorCode local = U_ZERO_ERROR;
    int32_t n = unum_parseDecimal((const UNumberFormat *)formatter, t.chars, t.length, &position, dest, capacity, &local);
    if (local == U_PARSE_ERROR || (U_SUCCESS(local) && position != t.length)) {
        *errorOffset = utf8_offset(t.chars, position);
        local = U_PARSE_ERROR;
    }
    utf16_release(&t);
    if (U_FAILURE(local)) { *st = local; return local == U_BUFFER_OVERFLOW_ERROR ? n : 0; }
    if (n > capacity) { *st = U_BUFFER_OVERFLOW_ERROR; }
    return n;
}

// MARK: - Dates (udat)

icub_udat *icub_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale,
                          const char *timeZone, int32_t timeZoneLength,
                          const char *pattern, int32_t patternLength, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    utf16_text zone, pat;
    if (!utf16_from_utf8(&zone, timeZone, timeZoneLength, st)) return NULL;
    if (!utf16_from_utf8(&pat, pattern ? pattern : "", pattern ? patternLength : 0, st)) { utf16_release(&zone); return NULL; }
    UDateFormat *f = udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale,
                               zone.chars, zone.length, pattern ? pat.chars : NULL, pattern ? pat.length : 0, st);
    utf16_release(&zone);
    utf16_release(&pat);
    if (U_FAILURE(*st)) { udat_close(f); return NULL; }
    return (icub_udat *)f;
}

icub_udat *icub_udat_clone(const icub_udat *formatter, int32_t *status) {
    UDateFormat *f = udat_clone((const UDateFormat *)formatter, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { udat_close(f); return NULL; }
    return (icub_udat *)f;
}

void icub_udat_close(icub_udat *formatter) { udat_close((UDateFormat *)formatter); }

void icub_udat_set_lenient(icub_udat *formatter, int lenient) {
    udat_setLenient((UDateFormat *)formatter, lenient ? true : false);
}

int32_t icub_udat_pattern(const icub_udat *formatter, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udat_toPattern((const UDateFormat *)formatter, false, b, c, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_udat_format(const icub_udat *formatter, double millis, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) udat_format((const UDateFormat *)formatter, millis, b, c, NULL, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

icub_ucal *icub_udat_calendar_clone(const icub_udat *formatter, int32_t *status) {
    UCalendar *c = ucal_clone(udat_getCalendar((const UDateFormat *)formatter), (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { ucal_close(c); return NULL; }
    return (icub_ucal *)c;
}

void icub_ucal_close(icub_ucal *calendar) { ucal_close((UCalendar *)calendar); }

int32_t icub_udat_format_calendar(const icub_udat *formatter, icub_ucal *calendar, double millis, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    ucal_setMillis((UCalendar *)calendar, millis, st);
#define CALL(b, c, s) udat_formatCalendar((const UDateFormat *)formatter, (UCalendar *)calendar, b, c, NULL, s)
    RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

double icub_udat_parse(const icub_udat *formatter, const char *text, int32_t length, int32_t *errorOffset, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    *errorOffset = -1;
    utf16_text t;
    if (!utf16_from_utf8(&t, text, length, st)) return 0;
    int32_t position = 0;
    UErrorCode local = U_ZERO_ERROR;
    UDate d = udat_parse((const UDateFormat *)formatter, t.chars, t.length, &position, &local);
    if (local == U_PARSE_ERROR || (U_SUCCESS(local) && position != t.length)) {
        // udat_parse reports the failure position as the parse position itself.
        *errorOffset = utf8_offset(t.chars, position < 0 ? 0 : (position > t.length ? t.length : position));
        local = U_PARSE_ERROR;
    }
    utf16_release(&t);
    if (U_FAILURE(local)) { *st = local; return 0; }
    return d;
}

// MARK: - Date-time pattern generator (udatpg)

icub_udatpg *icub_udatpg_open(const char *locale, int32_t *status) {
    UDateTimePatternGenerator *g = udatpg_open(locale, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { udatpg_close(g); return NULL; }
    return (icub_udatpg *)g;
}

void icub_udatpg_close(icub_udatpg *generator) { udatpg_close((UDateTimePatternGenerator *)generator); }

int32_t icub_udatpg_best_pattern(icub_udatpg *generator, const char *skeleton, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    utf16_text sk;
    if (!utf16_from_utf8(&sk, skeleton, length, st)) return 0;
    int32_t result;
#define CALL(b, c, s) udatpg_getBestPattern((UDateTimePatternGenerator *)generator, sk.chars, sk.length, b, c, s)
    EMIT_UTF16(result, CALL, dest, capacity, st);
#undef CALL
    utf16_release(&sk);
    return result;
}

// MARK: - Plural rules (uplrules)

icub_plurals *icub_plurals_open(const char *locale, int32_t ordinal, int32_t *status) {
    UPluralRules *r = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, (UErrorCode *)status);
    if (U_FAILURE(*(UErrorCode *)status)) { uplrules_close(r); return NULL; }
    return (icub_plurals *)r;
}

void icub_plurals_close(icub_plurals *rules) { uplrules_close((UPluralRules *)rules); }

int32_t icub_plurals_select_double(const icub_plurals *rules, double value, char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) uplrules_select((const UPluralRules *)rules, value, b, c, s)
    RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}

int32_t icub_plurals_select_decimal(const icub_plurals *rules, const icub_numfmt *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UFormattedNumber *r = thread_result(st);
    if (!r) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, number, length, r, st);
#define CALL(b, c, s) uplrules_selectFormatted((const UPluralRules *)rules, r, b, c, s)
    RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

int32_t icub_plurals_keywords(const icub_plurals *rules, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    UEnumeration *e = uplrules_getKeywords((const UPluralRules *)rules, st);
    if (U_FAILURE(*st)) { uenum_close(e); return 0; }
    int32_t total = 0;
    const char *word;
    int32_t length = 0;
    while ((word = uenum_next(e, &length, st)) != NULL && U_SUCCESS(*st)) {
        int32_t needed = total + (total ? 1 : 0) + length;
        if (needed <= capacity) {
            if (total) dest[total] = ' ';
            memcpy(dest + needed - length, word, (size_t)length);
        }
        total = needed;
    }
    uenum_close(e);
    if (U_SUCCESS(*st) && total > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return total;
}
