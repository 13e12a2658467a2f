// utypes.c — status codes and their names (icub_utypes.h).
#include "bridge_internal.h"

_Static_assert(sizeof(int32_t) == sizeof(UErrorCode), "UErrorCode is an int32_t enum");
_Static_assert(ICUB_ZERO_ERROR == U_ZERO_ERROR, "UErrorCode");
_Static_assert(ICUB_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "UErrorCode");
_Static_assert(ICUB_INVALID_FORMAT_ERROR == U_INVALID_FORMAT_ERROR, "UErrorCode");
_Static_assert(ICUB_MEMORY_ALLOCATION_ERROR == U_MEMORY_ALLOCATION_ERROR, "UErrorCode");
_Static_assert(ICUB_PARSE_ERROR == U_PARSE_ERROR, "UErrorCode");
_Static_assert(ICUB_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "UErrorCode");
_Static_assert(ICUB_UNSUPPORTED_ERROR == U_UNSUPPORTED_ERROR, "UErrorCode");
_Static_assert(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR == U_DECIMAL_NUMBER_SYNTAX_ERROR, "UErrorCode");
_Static_assert(ICUB_NUMBER_SKELETON_SYNTAX_ERROR == U_NUMBER_SKELETON_SYNTAX_ERROR, "UErrorCode");

const char *icub_u_error_name(int32_t status) { return u_errorName((UErrorCode)status); }
