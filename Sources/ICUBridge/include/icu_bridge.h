// icu_bridge.h — the only C interface the Swift library sees.
//
// Why this header includes no ICU header: Foundation on Linux carries its own
// ICU module (_FoundationICU) whose `UErrorCode`, `UChar`, … clash with the
// system ICU's when one Swift module sees both. This header therefore speaks
// plain C only: integers, `char` UTF-8 text, and opaque pointer types of its
// own. The ICU headers are included by icu_bridge.c alone.
//
// Conventions, everywhere below:
// - `status` is ICU's UErrorCode as an int32_t: only a value > 0 is a failure.
// - Text goes in as UTF-8 with an explicit byte length (embedded NULs allowed).
// - Text comes out as UTF-8 into `dest`/`capacity`; the return value is the
//   full length in bytes. When it exceeds `capacity`, `status` is
//   ICUB_BUFFER_OVERFLOW_ERROR and the caller retries with a larger buffer
//   (ICU's preflighting convention). No NUL terminator is promised.
// - Positions reported back into an input (parse errors) are UTF-8 offsets.
// - Names carry no ICU version suffix: the .c file is compiled against the
//   distribution's headers, whose renaming macros pick the versioned symbols.
#ifndef ICU_BRIDGE_H
#define ICU_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Status codes (values of ICU's UErrorCode, fixed across ICU versions)
enum {
    ICUB_ZERO_ERROR = 0,
    ICUB_ILLEGAL_ARGUMENT_ERROR = 1,
    ICUB_PARSE_ERROR = 9,
    ICUB_BUFFER_OVERFLOW_ERROR = 15,
    ICUB_UNSUPPORTED_ERROR = 16,
    ICUB_INVALID_FORMAT_ERROR = 3,
    ICUB_NUMBER_SKELETON_SYNTAX_ERROR = 0x10113,
};

/// The name of an ICU status code, such as "U_ILLEGAL_ARGUMENT_ERROR" (`u_errorName`).
const char *icub_error_name(int32_t status);
/// ICU's version, such as "72.1" (`u_getVersion`).
void icub_version(char dest[32]);

// MARK: Locales (uloc)
int32_t icub_locale_canonicalize(const char *id, char *dest, int32_t capacity, int32_t *status);
int32_t icub_locale_for_language_tag(const char *tag, char *dest, int32_t capacity, int32_t *parsedLength, int32_t *status);
int32_t icub_locale_to_language_tag(const char *id, int strict, char *dest, int32_t capacity, int32_t *status);
/// part: 0 language, 1 script, 2 country, 3 variant, 4 base name.
int32_t icub_locale_part(const char *id, int32_t part, char *dest, int32_t capacity, int32_t *status);
int32_t icub_locale_keyword_value(const char *id, const char *keyword, char *dest, int32_t capacity, int32_t *status);
int32_t icub_locale_display_name(const char *id, const char *displayLocale, char *dest, int32_t capacity, int32_t *status);
int32_t icub_locale_available_count(void);
const char *icub_locale_available(int32_t index);

// MARK: Currencies and time zones
/// The locale's currency as an ISO 4217 code (`ucurr_forLocale`), into `dest` (4 bytes).
int32_t icub_currency_for_locale(const char *locale, char *dest, int32_t capacity, int32_t *status);
/// ISO 4217 numeric code, or 0 when ICU does not know the code (`ucurr_getNumericCode`).
int32_t icub_currency_numeric_code(const char *isoCode);
/// The canonical ID of a time zone (`ucal_getCanonicalTimeZoneID`); fails for unknown IDs.
int32_t icub_timezone_canonical_id(const char *id, int32_t length, char *dest, int32_t capacity, int32_t *isSystemID, int32_t *status);
/// The host's time zone (`ucal_getHostTimeZone`).
int32_t icub_timezone_host(char *dest, int32_t capacity, int32_t *status);

// MARK: Number formatting, thread-safe (unumf)
typedef struct icub_numfmt icub_numfmt;
/// Opens a `UNumberFormatter` from a skeleton; `errorOffset` gets the skeleton
/// offset (UTF-8) of a syntax error (`unumf_openForSkeletonAndLocaleWithError`).
icub_numfmt *icub_numfmt_open(const char *skeleton, int32_t length, const char *locale, int32_t *errorOffset, int32_t *status);
void icub_numfmt_close(icub_numfmt *formatter);
// Each call formats into a per-thread UFormattedNumber that is reused, never shared.
int32_t icub_numfmt_format_int(const icub_numfmt *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status);
int32_t icub_numfmt_format_double(const icub_numfmt *formatter, double value, char *dest, int32_t capacity, int32_t *status);
int32_t icub_numfmt_format_decimal(const icub_numfmt *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);

// MARK: Number formatting and parsing, legacy (unum): NOT thread-safe, one caller at a time.
typedef struct icub_unum icub_unum;
enum {
    ICUB_UNUM_DECIMAL = 1, ICUB_UNUM_CURRENCY = 2, ICUB_UNUM_PERCENT = 3, ICUB_UNUM_SCIENTIFIC = 4,
    ICUB_UNUM_SPELLOUT = 5, ICUB_UNUM_ORDINAL = 6, ICUB_UNUM_COMPACT_SHORT = 14, ICUB_UNUM_COMPACT_LONG = 15,
};
icub_unum *icub_unum_open(int32_t style, const char *locale, int32_t *status);
void icub_unum_close(icub_unum *formatter);
/// Sets `UNUM_LENIENT_PARSE` (1) or clears it (0).
void icub_unum_set_lenient(icub_unum *formatter, int lenient);
/// Sets the currency (`UNUM_CURRENCY_CODE` text attribute) of a currency formatter.
void icub_unum_set_currency(icub_unum *formatter, const char *isoCode, int32_t *status);
int32_t icub_unum_format_int(const icub_unum *formatter, int64_t value, char *dest, int32_t capacity, int32_t *status);
int32_t icub_unum_format_double(const icub_unum *formatter, double value, char *dest, int32_t capacity, int32_t *status);
int32_t icub_unum_format_decimal(const icub_unum *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// Parses the whole text into a decimal number string (`unum_parseDecimal`).
/// Text left over is ICUB_PARSE_ERROR with `errorOffset` (UTF-8) where parsing stopped.
int32_t icub_unum_parse_decimal(const icub_unum *formatter, const char *text, int32_t length, int32_t *errorOffset, char *dest, int32_t capacity, int32_t *status);

// MARK: Dates (udat): format and parse are safe on a shared handle; setters are not.
typedef struct icub_udat icub_udat;
enum {
    ICUB_UDAT_FULL = 0, ICUB_UDAT_LONG = 1, ICUB_UDAT_MEDIUM = 2, ICUB_UDAT_SHORT = 3,
    ICUB_UDAT_NONE = -1, ICUB_UDAT_PATTERN = -2,
};
icub_udat *icub_udat_open(int32_t timeStyle, int32_t dateStyle, const char *locale,
                          const char *timeZone, int32_t timeZoneLength,
                          const char *pattern, int32_t patternLength, int32_t *status);
icub_udat *icub_udat_clone(const icub_udat *formatter, int32_t *status);
void icub_udat_close(icub_udat *formatter);
void icub_udat_set_lenient(icub_udat *formatter, int lenient);
int32_t icub_udat_pattern(const icub_udat *formatter, char *dest, int32_t capacity, int32_t *status);
/// Formats milliseconds since 1970 (`udat_format`).
int32_t icub_udat_format(const icub_udat *formatter, double millis, char *dest, int32_t capacity, int32_t *status);
/// A calendar for formatting with `formatter`: a clone of its own (`ucal_clone` of
/// `udat_getCalendar`). A calendar is mutable: one thread at a time.
typedef struct icub_ucal icub_ucal;
icub_ucal *icub_udat_calendar_clone(const icub_udat *formatter, int32_t *status);
void icub_ucal_close(icub_ucal *calendar);
/// Formats milliseconds since 1970 on the caller's calendar (`ucal_setMillis`,
/// `udat_formatCalendar`): no calendar is cloned per call, as `udat_format` does.
int32_t icub_udat_format_calendar(const icub_udat *formatter, icub_ucal *calendar, double millis, char *dest, int32_t capacity, int32_t *status);
/// Parses the whole text into milliseconds since 1970 (`udat_parse`); text left
/// over is ICUB_PARSE_ERROR with `errorOffset` (UTF-8).
double icub_udat_parse(const icub_udat *formatter, const char *text, int32_t length, int32_t *errorOffset, int32_t *status);

// MARK: Date-time pattern generator (udatpg): NOT thread-safe, one caller at a time.
typedef struct icub_udatpg icub_udatpg;
icub_udatpg *icub_udatpg_open(const char *locale, int32_t *status);
void icub_udatpg_close(icub_udatpg *generator);
int32_t icub_udatpg_best_pattern(icub_udatpg *generator, const char *skeleton, int32_t length, char *dest, int32_t capacity, int32_t *status);

// MARK: Plural rules (uplrules): select is safe on a shared handle.
typedef struct icub_plurals icub_plurals;
icub_plurals *icub_plurals_open(const char *locale, int32_t ordinal, int32_t *status);
void icub_plurals_close(icub_plurals *rules);
int32_t icub_plurals_select_double(const icub_plurals *rules, double value, char *dest, int32_t capacity, int32_t *status);
/// Formats a decimal string with `formatter`, then selects on the formatted
/// number, so visible fraction digits count (`uplrules_selectFormatted`).
int32_t icub_plurals_select_decimal(const icub_plurals *rules, const icub_numfmt *formatter, const char *number, int32_t length, char *dest, int32_t capacity, int32_t *status);
/// The rules' keywords, separated by single spaces (`uplrules_getKeywords`).
int32_t icub_plurals_keywords(const icub_plurals *rules, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
