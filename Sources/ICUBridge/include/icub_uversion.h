// icub_uversion.h — the versions of ICU, of its Unicode data, and of the ICU the
// bridge was compiled against (uversion.h, uchar.h; uversion.c).
#ifndef ICUB_UVERSION_H
#define ICUB_UVERSION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Bytes in a version (ICU's U_MAX_VERSION_LENGTH): major, minor, milli, micro.
enum { ICUB_MAX_VERSION_LENGTH = 4 };

/// The version of the ICU library loaded at run time, into `version[0..<4]` (`u_getVersion`).
void icub_u_version(uint8_t *version);
/// The version of the Unicode data ICU carries, into `version[0..<4]` (`u_getUnicodeVersion`).
void icub_u_unicode_version(uint8_t *version);
/// The major version of the ICU whose headers the bridge was compiled against
/// (`U_ICU_VERSION_MAJOR_NUM`); the library loaded at run time may differ only
/// where the distribution's symbol suffixes allow it, so the two agree in practice.
int32_t icub_u_compiled_major(void);

#ifdef __cplusplus
}
#endif
#endif
