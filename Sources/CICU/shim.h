// The system ICU, as Debian's libicu-dev (and other distributions) install it.
// This module exists for its link flags (module.modulemap) and pkg-config's
// include path; the bridge's .c files include the ICU headers they use
// themselves, and no Swift file imports it (Foundation carries its own ICU
// module, whose types would clash with these). Hence one header only.
#include <unicode/utypes.h>
