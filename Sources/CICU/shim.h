// The system ICU, as Debian's libicu-dev (and other distributions) install it.
// Only the ICUBridge target's .c file includes this module's headers: its
// public header exposes none of ICU's types, so a client may import Foundation
// (which carries its own ICU module) beside our library.
#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ucal.h>
#include <unicode/upluralrules.h>
#include <unicode/ucurr.h>
