// icub_utypes.h — status codes and their names (utypes.h, utypes.c).
#ifndef ICUB_UTYPES_H
#define ICUB_UTYPES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UErrorCode that the library names; utypes.c pins each to ICU's own.
enum {
    ICUB_ZERO_ERROR = 0,
    ICUB_ILLEGAL_ARGUMENT_ERROR = 1,
    ICUB_MISSING_RESOURCE_ERROR = 2,
    ICUB_INVALID_FORMAT_ERROR = 3,
    ICUB_MEMORY_ALLOCATION_ERROR = 7,
    ICUB_PARSE_ERROR = 9,
    ICUB_BUFFER_OVERFLOW_ERROR = 15,
    ICUB_UNSUPPORTED_ERROR = 16,
    ICUB_DECIMAL_NUMBER_SYNTAX_ERROR = 0x10110,
    ICUB_NUMBER_SKELETON_SYNTAX_ERROR = 0x10113,
};

/// A field of formatted text, as the `…_fields` functions of unumf, unum and udat
/// write them: ICU's field code (UNumberFormatFields, UDateFormatField) and the
/// UTF-8 offsets of its first byte and of the byte after it, in the text the
/// same call wrote.
typedef struct icub_field_span {
    int32_t field;
    int32_t start;
    int32_t limit;
} icub_field_span;

/// The name of an ICU status code, such as "U_ILLEGAL_ARGUMENT_ERROR" (`u_errorName`).
const char *icub_u_error_name(int32_t status);

/// Whether a failure is the input's fault (a bad argument, format, pattern,
/// skeleton, character or text to parse, or a request ICU does not support)
/// rather than ICU's (memory, data, files, internal state).
int32_t icub_u_is_input_error(int32_t status);

#ifdef __cplusplus
}
#endif
#endif
