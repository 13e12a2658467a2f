// icub_ucol.h — collation (ucol.h, ucol.c). A collator is only read by
// comparing and sort keys, and may be shared once its attributes are set.
#ifndef ICUB_UCOL_H
#define ICUB_UCOL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UColAttribute that the library sets; ucol.c pins each to ICU's own.
enum {
    ICUB_UCOL_FRENCH_COLLATION = 0,
    ICUB_UCOL_ALTERNATE_HANDLING = 1,
    ICUB_UCOL_CASE_FIRST = 2,
    ICUB_UCOL_CASE_LEVEL = 3,
    ICUB_UCOL_NORMALIZATION_MODE = 4,
    ICUB_UCOL_STRENGTH = 5,
    ICUB_UCOL_NUMERIC_COLLATION = 7,
};

/// Values of ICU's UColAttributeValue that the library uses; ucol.c pins each to ICU's own.
enum {
    ICUB_UCOL_DEFAULT = -1,
    ICUB_UCOL_PRIMARY = 0,
    ICUB_UCOL_SECONDARY = 1,
    ICUB_UCOL_TERTIARY = 2,
    ICUB_UCOL_QUATERNARY = 3,
    ICUB_UCOL_IDENTICAL = 15,
    ICUB_UCOL_OFF = 16,
    ICUB_UCOL_ON = 17,
    ICUB_UCOL_SHIFTED = 20,
    ICUB_UCOL_NON_IGNORABLE = 21,
    ICUB_UCOL_LOWER_FIRST = 24,
    ICUB_UCOL_UPPER_FIRST = 25,
};

/// A UCollator.
typedef struct icub_ucol { char opaque_; } icub_ucol;

/// `ucol_open` for an ICU locale ID, keywords included (`collation=phonebook`,
/// `colNumeric=yes`, …). ICU falls back silently to the locale's standard
/// order for a `collation` type it has no data for; this does not open the
/// collator then, and sets ICUB_ILLEGAL_ARGUMENT_ERROR (see icub_ucol_types).
icub_ucol *icub_ucol_open(const char *locale, int32_t *status);
void icub_ucol_close(icub_ucol *collator);
/// `ucol_setAttribute`; only before the collator is shared.
void icub_ucol_set_attribute(icub_ucol *collator, int32_t attribute, int32_t value, int32_t *status);
/// `ucol_getAttribute`.
int32_t icub_ucol_attribute(const icub_ucol *collator, int32_t attribute, int32_t *status);
/// The collation types ICU has for a locale, `standard` among them, each
/// followed by '\n' (`ucol_getKeywordValuesForLocale`).
int32_t icub_ucol_types(const char *locale, char *dest, int32_t capacity, int32_t *status);
/// The locale whose data the collator uses, with its `collation` keyword when
/// the type is not the locale's default (`ucol_getLocaleByType`, ULOC_VALID_LOCALE), as a C string.
const char *icub_ucol_valid_locale(const icub_ucol *collator, int32_t *status);
/// Compares two UTF-8 strings: -1, 0 or 1 (`ucol_strcollUTF8`). ICU reads
/// an ill-formed byte sequence as U+FFFD.
int32_t icub_ucol_compare(const icub_ucol *collator, const char *a, int32_t aLength, const char *b, int32_t bLength, int32_t *status);
/// The sort key of UTF-8 text, its terminating zero byte included
/// (`ucol_getSortKey`): the full length; when it exceeds `capacity`, `dest`
/// holds nothing usable and `status` is ICUB_BUFFER_OVERFLOW_ERROR. Invalid
/// UTF-8 is a failure (U_INVALID_CHAR_FOUND).
int32_t icub_ucol_sort_key(const icub_ucol *collator, const char *text, int32_t length, uint8_t *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
