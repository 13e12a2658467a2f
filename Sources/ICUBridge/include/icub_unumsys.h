// icub_unumsys.h — numbering systems (unumsys.h, unumsys.c).
#ifndef ICUB_UNUMSYS_H
#define ICUB_UNUMSYS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The name of the locale's numbering system (`latn`, `arab`, `roman`, …) into
/// `dest`, and whether it is algorithmic (`roman`, `hebr`: written by rules,
/// not digit by digit) into `isAlgorithmic` (`unumsys_open`, `unumsys_getName`,
/// `unumsys_isAlgorithmic`). An unknown `numbers` keyword is
/// ICUB_UNSUPPORTED_ERROR.
int32_t icub_unumsys_describe(const char *locale, int32_t *isAlgorithmic, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
