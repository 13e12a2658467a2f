// icub_ucurr.h — currencies (ucurr.h, ucurr.c).
#ifndef ICUB_UCURR_H
#define ICUB_UCURR_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Values of ICU's UCurrNameStyle that the library reads; ucurr.c pins each to ICU's own.
enum { ICUB_UCURR_SYMBOL_NAME = 0, ICUB_UCURR_LONG_NAME = 1 };
/// Which codes icub_ucurr_iso_codes lists: those in use today, or every one ICU has data for.
enum { ICUB_UCURR_IN_USE = 0, ICUB_UCURR_ALL = 1 };

/// The locale's currency as an ISO 4217 code, such as "EUR" (`ucurr_forLocale`).
int32_t icub_ucurr_for_locale(const char *locale, char *dest, int32_t capacity, int32_t *status);
/// A currency's symbol or display name in a locale, `style` an ICUB_UCURR_*_NAME
/// value (`ucurr_getName`); ICU gives the code itself for a currency it has no name for.
/// Anything but a three-letter C string is ICUB_ILLEGAL_ARGUMENT_ERROR.
int32_t icub_ucurr_name(const char *isoCode, const char *locale, int32_t style, char *dest, int32_t capacity, int32_t *status);
/// The ISO 4217 numeric code of a three-letter C string, or 0 when ICU does not know it (`ucurr_getNumericCode`).
int32_t icub_ucurr_numeric_code(const char *isoCode);
/// The number of fraction digits a currency's amounts are written with, its
/// minor unit: 2 for EUR, 0 for JPY, 3 for BHD (`ucurr_getDefaultFractionDigits`).
/// Anything but a three-letter C string is ICUB_ILLEGAL_ARGUMENT_ERROR.
int32_t icub_ucurr_fraction_digits(const char *isoCode, int32_t *status);
/// ISO 4217 codes, each followed by '\n' (`ucurr_openISOCurrencies`): with ICUB_UCURR_IN_USE
/// the currencies in use today (`UCURR_COMMON | UCURR_NON_DEPRECATED`), with ICUB_UCURR_ALL
/// every code ICU has data for, historic and non-tender ones too (`UCURR_ALL`).
int32_t icub_ucurr_iso_codes(int32_t which, char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
