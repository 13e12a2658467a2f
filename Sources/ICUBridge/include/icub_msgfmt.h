// icub_msgfmt.h — ICU MessageFormat messages ("{count, plural, one{# file} other{# files}}")
// (msgfmt.h, messagepattern.h, msgfmt.cpp: the C++ icu::MessageFormat, whose C
// API `umsg` takes numbered variadic arguments only). A format keeps caches
// it fills while formatting, and its date formats move their calendars: no two
// threads may format with one handle at once (clone it).
#ifndef ICUB_MSGFMT_H
#define ICUB_MSGFMT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What an argument value is; msgfmt.cpp makes each an icu::Formattable.
enum {
    ICUB_MSGFMT_VALUE_INT64 = 0,   ///< `integer`: Formattable(int64_t)
    ICUB_MSGFMT_VALUE_DOUBLE = 1,  ///< `number`: Formattable(double)
    ICUB_MSGFMT_VALUE_DECIMAL = 2, ///< `text`, a decimal number: Formattable(StringPiece, status)
    ICUB_MSGFMT_VALUE_STRING = 3,  ///< `text`: Formattable(UnicodeString)
    ICUB_MSGFMT_VALUE_DATE = 4,    ///< `number`, milliseconds since 1970: Formattable(UDate, kIsDate)
};

/// One argument: its name as the pattern spells it ("0" for `{0}`, "count"
/// for `{count}`), UTF-8, and its value.
typedef struct icub_msgfmt_arg {
    const char *name;
    int32_t name_length;
    int32_t type;
    int64_t integer;
    double number;
    const char *text;
    int32_t text_length;
} icub_msgfmt_arg;

/// An icu::MessageFormat.
typedef struct icub_msgfmt { char opaque_; } icub_msgfmt;

/// `MessageFormat(pattern, locale, parseError, status)` for a locale ID whose
/// `timezone` keyword is set to `zone` (a C string), so that every date and
/// time argument, nested ones too, is written in that zone. A malformed pattern
/// sets `errorOffset` to the UTF-8 offset of ICU's `UParseError.offset`; a zone
/// a locale keyword cannot hold (`GMT+05:30`) is ICUB_ILLEGAL_ARGUMENT_ERROR.
icub_msgfmt *icub_msgfmt_open(const char *locale, const char *zone, const char *pattern, int32_t length,
                              int32_t *errorOffset, int32_t *status);
/// A copy of the format that no other thread uses (`MessageFormat::clone`).
icub_msgfmt *icub_msgfmt_clone(const icub_msgfmt *format, int32_t *status);
void icub_msgfmt_close(icub_msgfmt *format);

/// Every argument of a pattern, nested ones included, in pattern order, one
/// line each: `<type>\t<number>\t<name>\n`, where type is `none` (`{x}`), the
/// type as written for a simple argument (`number`, `date`, `Date`, `spellout`,
/// …), or `choice`, `plural`, `select`, `selectordinal`; number is the
/// argument's number, or -1 for a named one (`icu::MessagePattern`'s parts).
/// A malformed pattern is a failure, with `errorOffset` as for open.
int32_t icub_msgfmt_pattern_arguments(const char *pattern, int32_t length, int32_t *errorOffset,
                                      char *dest, int32_t capacity, int32_t *status);

/// The message with these arguments (`MessageFormat::format(argumentNames,
/// arguments, count, appendTo, status)`). An argument the pattern names but
/// `args` lacks is written `{name}` by ICU: callers check first.
int32_t icub_msgfmt_format(icub_msgfmt *format, const icub_msgfmt_arg *args, int32_t count,
                           char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
