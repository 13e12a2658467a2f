// icub_uldn.h — display names of locales and their parts (uldnames.h, uldn.c).
// Every name call only reads the handle: safe on a shared handle (ICU
// serializes the one mutable part, the titlecasing break iterator).
#ifndef ICUB_ULDN_H
#define ICUB_ULDN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A ULocaleDisplayNames.
typedef struct icub_uldn { char opaque_; } icub_uldn;

/// Values of ICU's UDisplayContext that icub_uldn_open takes; uldn.c pins each to ICU's own.
enum {
    ICUB_UDISPCTX_STANDARD_NAMES = 0x000,
    ICUB_UDISPCTX_DIALECT_NAMES = 0x001,
    ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE = 0x101,
    ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE = 0x102,
    ICUB_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU = 0x103,
    ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE = 0x104,
    ICUB_UDISPCTX_LENGTH_FULL = 0x200,
    ICUB_UDISPCTX_LENGTH_SHORT = 0x201,
    ICUB_UDISPCTX_SUBSTITUTE = 0x300,
    ICUB_UDISPCTX_NO_SUBSTITUTE = 0x301,
};

/// What icub_uldn_name names.
enum {
    ICUB_ULDN_LOCALE = 0,    // uldn_localeDisplayName
    ICUB_ULDN_LANGUAGE = 1,  // uldn_languageDisplayName
    ICUB_ULDN_SCRIPT = 2,    // uldn_scriptDisplayName
    ICUB_ULDN_REGION = 3,    // uldn_regionDisplayName
    ICUB_ULDN_VARIANT = 4,   // uldn_variantDisplayName
    ICUB_ULDN_KEY = 5,       // uldn_keyDisplayName
};

/// `uldn_openForContext` for a display locale, with one context of each kind:
/// `dialect` ICUB_UDISPCTX_STANDARD_NAMES or _DIALECT_NAMES, `capitalization`
/// one of ICUB_UDISPCTX_CAPITALIZATION_FOR_*, `length` ICUB_UDISPCTX_LENGTH_*,
/// `substitute` ICUB_UDISPCTX_SUBSTITUTE or _NO_SUBSTITUTE.
icub_uldn *icub_uldn_open(const char *displayLocale, int32_t dialect, int32_t capitalization,
                          int32_t length, int32_t substitute, int32_t *status);
void icub_uldn_close(icub_uldn *names);
/// The name of a locale ID or of one code, `what` being one of ICUB_ULDN_*.
/// Without substitution, a code ICU has no name for is ICUB_ILLEGAL_ARGUMENT_ERROR.
int32_t icub_uldn_name(const icub_uldn *names, int32_t what, const char *code,
                       char *dest, int32_t capacity, int32_t *status);
/// The name of a keyword's value, such as `hebrew` of `calendar` (`uldn_keyValueDisplayName`).
int32_t icub_uldn_key_value_name(const icub_uldn *names, const char *key, const char *value,
                                 char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
