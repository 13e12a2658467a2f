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

/// What a part of a parsed pattern is (`UMessagePatternPartType`).
enum {
    ICUB_MSGPAT_MSG_START = 0,      ///< a message or sub-message starts; value: its nesting level
    ICUB_MSGPAT_MSG_LIMIT = 1,      ///< it ends
    ICUB_MSGPAT_SKIP_SYNTAX = 2,    ///< text that is syntax, not output (a quoting apostrophe)
    ICUB_MSGPAT_INSERT_CHAR = 3,    ///< a character to insert when quoting automatically (length 0)
    ICUB_MSGPAT_REPLACE_NUMBER = 4, ///< `#` in a plural's sub-message
    ICUB_MSGPAT_ARG_START = 5,      ///< `{`; arg_type says which argument
    ICUB_MSGPAT_ARG_LIMIT = 6,      ///< `}`
    ICUB_MSGPAT_ARG_NUMBER = 7,     ///< the argument's number; value: the number
    ICUB_MSGPAT_ARG_NAME = 8,       ///< the argument's name
    ICUB_MSGPAT_ARG_TYPE = 9,       ///< a simple argument's type (`number`, `date`, …)
    ICUB_MSGPAT_ARG_STYLE = 10,     ///< a simple argument's style
    ICUB_MSGPAT_ARG_SELECTOR = 11,  ///< a selector (`one`, `=1`, `male`, `offset:` is not one)
    ICUB_MSGPAT_ARG_INT = 12,       ///< an integer value (`=1`, `offset:1`); number: the value
    ICUB_MSGPAT_ARG_DOUBLE = 13,    ///< a value with a fraction; number: the value
};

/// What an argument is (`UMessagePatternArgType`).
enum {
    ICUB_MSGPAT_ARG_TYPE_NONE = 0,          ///< `{x}`
    ICUB_MSGPAT_ARG_TYPE_SIMPLE = 1,        ///< `{x, number}`, `{x, date, short}`, …
    ICUB_MSGPAT_ARG_TYPE_CHOICE = 2,
    ICUB_MSGPAT_ARG_TYPE_PLURAL = 3,
    ICUB_MSGPAT_ARG_TYPE_SELECT = 4,
    ICUB_MSGPAT_ARG_TYPE_SELECTORDINAL = 5,
};

/// One part of a parsed pattern (`icu::MessagePattern::Part`): where it stands
/// in the pattern's UTF-16 text, and its values.
typedef struct icub_msgfmt_part {
    int32_t type;       ///< ICUB_MSGPAT_*
    int32_t index;      ///< UTF-16 offset in the pattern
    int32_t length;     ///< UTF-16 length
    int32_t value;      ///< `Part::getValue`
    int32_t arg_type;   ///< ICUB_MSGPAT_ARG_TYPE_* for ARG_START and ARG_LIMIT, else 0
    int32_t limit;      ///< for MSG_START and ARG_START, the index of the matching limit part, else -1
    double number;      ///< `MessagePattern::getNumericValue` for ARG_INT and ARG_DOUBLE, else 0
} icub_msgfmt_part;

/// The parts of a pattern as `MessageFormat` reads it (`icu::MessagePattern`
/// in MessageFormat's own apostrophe mode, `UMSGPAT_APOS_DOUBLE_OPTIONAL`), in order; returns how many there
/// are, ICUB_BUFFER_OVERFLOW_ERROR when more than `capacity`. A malformed
/// pattern fails as for icub_msgfmt_pattern_arguments.
int32_t icub_msgfmt_pattern_parts(const char *pattern, int32_t length, int32_t *errorOffset,
                                  icub_msgfmt_part *dest, int32_t capacity, int32_t *status);

/// The message with these arguments (`MessageFormat::format(argumentNames,
/// arguments, count, appendTo, status)`). An argument the pattern names but
/// `args` lacks is written `{name}` by ICU: callers check first.
int32_t icub_msgfmt_format(icub_msgfmt *format, const icub_msgfmt_arg *args, int32_t count,
                           char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
