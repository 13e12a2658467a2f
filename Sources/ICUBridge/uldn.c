// uldn.c — display names of locales and their parts (icub_uldn.h).
#include "icub_uldn.h"
#include "bridge_internal.h"
#include <unicode/uldnames.h>

_Static_assert(ICUB_UDISPCTX_STANDARD_NAMES == UDISPCTX_STANDARD_NAMES &&
               ICUB_UDISPCTX_DIALECT_NAMES == UDISPCTX_DIALECT_NAMES, "UDisplayContext dialect");
_Static_assert(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE == UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE &&
               ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE == UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE &&
               ICUB_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU == UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU &&
               ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE == UDISPCTX_CAPITALIZATION_FOR_STANDALONE,
               "UDisplayContext capitalization");
_Static_assert(ICUB_UDISPCTX_LENGTH_FULL == UDISPCTX_LENGTH_FULL &&
               ICUB_UDISPCTX_LENGTH_SHORT == UDISPCTX_LENGTH_SHORT, "UDisplayContext length");
_Static_assert(ICUB_UDISPCTX_SUBSTITUTE == UDISPCTX_SUBSTITUTE &&
               ICUB_UDISPCTX_NO_SUBSTITUTE == UDISPCTX_NO_SUBSTITUTE, "UDisplayContext substitute");

/// Whether `value` is one of the contexts `first` … `last`.
static UBool icub_in(int32_t value, int32_t first, int32_t last) { return value >= first && value <= last; }

icub_uldn *icub_uldn_open(const char *displayLocale, int32_t dialect, int32_t capitalization,
                          int32_t length, int32_t substitute, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    if (!icub_in(dialect, ICUB_UDISPCTX_STANDARD_NAMES, ICUB_UDISPCTX_DIALECT_NAMES) ||
        !icub_in(capitalization, ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE,
                 ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE) ||
        !icub_in(length, ICUB_UDISPCTX_LENGTH_FULL, ICUB_UDISPCTX_LENGTH_SHORT) ||
        !icub_in(substitute, ICUB_UDISPCTX_SUBSTITUTE, ICUB_UDISPCTX_NO_SUBSTITUTE)) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UDisplayContext contexts[4] = {
        (UDisplayContext)dialect, (UDisplayContext)capitalization,
        (UDisplayContext)length, (UDisplayContext)substitute,
    };
    ULocaleDisplayNames *names = uldn_openForContext(displayLocale, contexts, 4, st);
    if (U_FAILURE(*st)) { if (names) uldn_close(names); return NULL; }
    return (icub_uldn *)names;
}

void icub_uldn_close(icub_uldn *names) { if (names) uldn_close((ULocaleDisplayNames *)names); }

/// The uldn_*DisplayName function that names one kind of code; all have one signature.
typedef int32_t (*icub_uldn_namer)(const ULocaleDisplayNames *, const char *, UChar *, int32_t, UErrorCode *);

static icub_uldn_namer namer(int32_t what) {
    switch (what) {
    case ICUB_ULDN_LOCALE: return uldn_localeDisplayName;
    case ICUB_ULDN_LANGUAGE: return uldn_languageDisplayName;
    case ICUB_ULDN_SCRIPT: return uldn_scriptDisplayName;
    case ICUB_ULDN_REGION: return uldn_regionDisplayName;
    case ICUB_ULDN_VARIANT: return uldn_variantDisplayName;
    case ICUB_ULDN_KEY: return uldn_keyDisplayName;
    default: return NULL;
    }
}

int32_t icub_uldn_name(const icub_uldn *names, int32_t what, const char *code,
                       char *dest, int32_t capacity, int32_t *status) {
    const ULocaleDisplayNames *n = (const ULocaleDisplayNames *)names;
    UErrorCode *st = (UErrorCode *)status;
    icub_uldn_namer name = namer(what);
    if (name == NULL) {
        if (U_SUCCESS(*st)) *st = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
#define CALL(b, c, s) name(n, code, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, st);
#undef CALL
}

int32_t icub_uldn_key_value_name(const icub_uldn *names, const char *key, const char *value,
                                 char *dest, int32_t capacity, int32_t *status) {
#define CALL(b, c, s) uldn_keyValueDisplayName((const ULocaleDisplayNames *)names, key, value, b, c, s)
    ICUB_RETURN_UTF16(CALL, dest, capacity, (UErrorCode *)status);
#undef CALL
}
