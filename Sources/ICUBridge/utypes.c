// utypes.c — status codes and their names (icub_utypes.h).
#include "icub_utypes.h"
#include "bridge_internal.h"

_Static_assert(sizeof(int32_t) == sizeof(UErrorCode), "UErrorCode is an int32_t enum");
_Static_assert(ICUB_ZERO_ERROR == U_ZERO_ERROR, "UErrorCode");
_Static_assert(ICUB_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "UErrorCode");
_Static_assert(ICUB_MISSING_RESOURCE_ERROR == U_MISSING_RESOURCE_ERROR, "UErrorCode");
_Static_assert(ICUB_INVALID_FORMAT_ERROR == U_INVALID_FORMAT_ERROR, "UErrorCode");
_Static_assert(ICUB_MEMORY_ALLOCATION_ERROR == U_MEMORY_ALLOCATION_ERROR, "UErrorCode");
_Static_assert(ICUB_PARSE_ERROR == U_PARSE_ERROR, "UErrorCode");
_Static_assert(ICUB_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "UErrorCode");
_Static_assert(ICUB_UNSUPPORTED_ERROR == U_UNSUPPORTED_ERROR, "UErrorCode");
_Static_assert(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR == U_DECIMAL_NUMBER_SYNTAX_ERROR, "UErrorCode");
_Static_assert(ICUB_NUMBER_SKELETON_SYNTAX_ERROR == U_NUMBER_SKELETON_SYNTAX_ERROR, "UErrorCode");

const char *icub_u_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

int32_t icub_u_is_input_error(int32_t status) {
    UErrorCode code = (UErrorCode)status;
    switch (code) {
    case U_ILLEGAL_ARGUMENT_ERROR: case U_INVALID_FORMAT_ERROR: case U_MESSAGE_PARSE_ERROR:
    case U_PARSE_ERROR: case U_INVALID_CHAR_FOUND: case U_TRUNCATED_CHAR_FOUND: case U_ILLEGAL_CHAR_FOUND:
    case U_UNSUPPORTED_ERROR: case U_ILLEGAL_ESCAPE_SEQUENCE: case U_UNSUPPORTED_ESCAPE_SEQUENCE:
    case U_INPUT_TOO_LONG_ERROR:
        return 1;
    default:
        // Format, rule-syntax (ICU's "parse errors", which number patterns report too:
        // U_UNQUOTED_SPECIAL), break-iterator, regular-expression and IDNA errors: syntax of the input.
        return (code >= U_FMT_PARSE_ERROR_START && code < U_FMT_PARSE_ERROR_LIMIT)
            || (code >= U_PARSE_ERROR_START && code < U_PARSE_ERROR_LIMIT)
            || (code >= U_BRK_ERROR_START && code < U_BRK_ERROR_LIMIT)
            || (code >= U_REGEX_ERROR_START && code < U_REGEX_ERROR_LIMIT)
            || (code >= U_IDNA_ERROR_START && code < U_IDNA_ERROR_LIMIT);
    }
}
