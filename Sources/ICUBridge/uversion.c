// uversion.c — the versions of ICU, of its Unicode data, and of the ICU the bridge
// was compiled against (icub_uversion.h). `u_getUnicodeVersion` is declared in
// uchar.h but shares the `u_` prefix and the UVersionInfo type, so it lives here.
#include "icub_uversion.h"
#include "bridge_internal.h"
#include <unicode/uversion.h>
#include <unicode/uchar.h>

_Static_assert(ICUB_MAX_VERSION_LENGTH == U_MAX_VERSION_LENGTH, "UVersionInfo");

void icub_u_version(uint8_t *version) { u_getVersion(version); }

void icub_u_unicode_version(uint8_t *version) { u_getUnicodeVersion(version); }

int32_t icub_u_compiled_major(void) { return U_ICU_VERSION_MAJOR_NUM; }
