// icub_localematcher.h — best-fit locale matching (localematcher.h, localematcher.cpp).
#ifndef ICUB_LOCALEMATCHER_H
#define ICUB_LOCALEMATCHER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An `icu::LocaleMatcher`: immutable once built, so one may be used by any
/// number of threads at once.
typedef struct icub_localematcher { char opaque_; } icub_localematcher;

/// Builds a matcher for `count` supported ICU locale IDs (NUL-terminated, laid
/// end to end in `supported`), in order of preference
/// (`LocaleMatcher::Builder::setSupportedLocales`); no default locale: a desired
/// list that matches nothing well enough gives index -1. NULL on failure.
icub_localematcher *icub_localematcher_open(const char *supported, int32_t count, int32_t *status);

/// Frees a matcher.
void icub_localematcher_close(icub_localematcher *matcher);

/// The index of the supported locale that best matches `count` desired ICU
/// locale IDs (best first, laid out as for icub_localematcher_open), or -1 when none matches well enough; `desiredIndex`
/// is set to the index of the desired locale it matched, or -1
/// (`LocaleMatcher::getBestMatchResult`).
int32_t icub_localematcher_best(const icub_localematcher *matcher, const char *desired, int32_t count,
                                int32_t *desiredIndex, int32_t *status);

/// The ICU locale ID of the supported locale that best matches an
/// `Accept-Language` header as ICU itself reads it
/// (`LocaleMatcher::getBestMatchForListString`), written to `dest`; its length,
/// or 0 when none matches well enough. ICU rejects a whole header for one
/// malformed entry (U_ILLEGAL_ARGUMENT_ERROR); the library reads headers itself
/// and calls this only to be compared with ICU.
int32_t icub_localematcher_best_for_header(const icub_localematcher *matcher, const char *header, int32_t length,
                                           char *dest, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
