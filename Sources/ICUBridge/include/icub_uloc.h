// icub_uloc.h — locale IDs (uloc.h, uloc.c). Locale IDs are NUL-terminated C strings.
#ifndef ICUB_ULOC_H
#define ICUB_ULOC_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's ULOC_FULLNAME_CAPACITY: the longest locale ID ICU keeps whole, NUL included.
enum { ICUB_ULOC_FULLNAME_CAPACITY = 157 };

/// The parts of a locale ID that icub_uloc_get_part reads.
enum {
    ICUB_ULOC_LANGUAGE = 0,   // uloc_getLanguage
    ICUB_ULOC_SCRIPT = 1,     // uloc_getScript
    ICUB_ULOC_COUNTRY = 2,    // uloc_getCountry
    ICUB_ULOC_VARIANT = 3,    // uloc_getVariant
    ICUB_ULOC_BASE_NAME = 4,  // uloc_getBaseName
};

/// Values of ICU's ULayoutType; uloc.c pins each to ICU's own.
enum {
    ICUB_ULOC_LAYOUT_LTR = 0,
    ICUB_ULOC_LAYOUT_RTL = 1,
    ICUB_ULOC_LAYOUT_TTB = 2,
    ICUB_ULOC_LAYOUT_BTT = 3,
    ICUB_ULOC_LAYOUT_UNKNOWN = 4,
};

/// The canonical form of an ICU locale ID (`uloc_canonicalize`).
int32_t icub_uloc_canonicalize(const char *id, char *dest, int32_t capacity, int32_t *status);
/// The ICU locale ID of a BCP 47 tag; `parsedLength` gets how much of the tag was read (`uloc_forLanguageTag`).
int32_t icub_uloc_for_language_tag(const char *tag, char *dest, int32_t capacity, int32_t *parsedLength, int32_t *status);
/// The BCP 47 tag of a locale ID; in strict mode an ill-formed ID fails (`uloc_toLanguageTag`).
int32_t icub_uloc_to_language_tag(const char *id, int strict, char *dest, int32_t capacity, int32_t *status);
/// One part of a locale ID, `part` being one of ICUB_ULOC_LANGUAGE … ICUB_ULOC_BASE_NAME.
int32_t icub_uloc_get_part(const char *id, int32_t part, char *dest, int32_t capacity, int32_t *status);
/// The value of a keyword (`calendar`, `numbers`, …), empty when absent (`uloc_getKeywordValue`).
int32_t icub_uloc_keyword_value(const char *id, const char *keyword, char *dest, int32_t capacity, int32_t *status);
/// The locale's name in the language of `displayLocale` (`uloc_getDisplayName`).
int32_t icub_uloc_display_name(const char *id, const char *displayLocale, char *dest, int32_t capacity, int32_t *status);
/// The ID with its likely script and region added: `zh_TW` gives `zh_Hant_TW` (`uloc_addLikelySubtags`).
/// The name of the ID's script as it stands alone (uloc_getDisplayScript: CLDR's
/// stand-alone form where it has one, `繁體中文` for Hant in zh_Hant_HK, else the
/// form used inside locale names), as UTF-8.
int32_t icub_uloc_display_script(const char *id, const char *displayLocale, char *dest, int32_t capacity, int32_t *status);
int32_t icub_uloc_add_likely_subtags(const char *id, char *dest, int32_t capacity, int32_t *status);
/// The shortest ID with the same likely subtags: `en_Latn_US` gives `en` (`uloc_minimizeSubtags`).
int32_t icub_uloc_minimize_subtags(const char *id, char *dest, int32_t capacity, int32_t *status);
/// The direction of characters in a line, one of ICUB_ULOC_LAYOUT_*
/// (`uloc_getCharacterOrientation`). `status` keeps ICU's warnings (< 0) when
/// the answer is not the locale's own data but a parent's or the root's.
int32_t icub_uloc_character_orientation(const char *id, int32_t *status);
/// The direction of lines on a page, one of ICUB_ULOC_LAYOUT_* (`uloc_getLineOrientation`),
/// with ICU's warnings as icub_uloc_character_orientation.
int32_t icub_uloc_line_orientation(const char *id, int32_t *status);
/// 1 when the locale's script, given or likely, is written right to left (`uloc_isRightToLeft`).
int32_t icub_uloc_is_right_to_left(const char *id);
/// How many locales ICU has data for (`uloc_countAvailable`).
int32_t icub_uloc_count_available(void);
/// The ID of available locale `index`, owned by ICU, or NULL for an index out of range (`uloc_getAvailable`).
const char *icub_uloc_available(int32_t index);

#ifdef __cplusplus
}
#endif
#endif
