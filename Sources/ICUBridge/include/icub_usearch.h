// icub_usearch.h — search by collation equality (usearch.h, usearch.c). A
// search holds its text and position: one thread at a time.
#ifndef ICUB_USEARCH_H
#define ICUB_USEARCH_H

#include <stdint.h>
#include "icub_ucol.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A UStringSearch.
typedef struct icub_usearch { char opaque_; } icub_usearch;

/// `usearch_openFromCollator` for a UTF-8 pattern, with the collator's
/// strength and other attributes. The collator must outlive the search. An
/// empty pattern is ICUB_ILLEGAL_ARGUMENT_ERROR, as in ICU.
icub_usearch *icub_usearch_open(const char *pattern, int32_t length, const icub_ucol *collator, int32_t *status);
void icub_usearch_close(icub_usearch *search);
/// Finds the pattern's matches in UTF-8 text (`usearch_setText`,
/// `usearch_first`, `usearch_next`), each as two UTF-8 offsets into `text` (its
/// first byte, the byte after it) in `ranges[2i]`, `ranges[2i+1]`. Stops after
/// `limit` matches (all when `limit` is 0). Returns how many matches there are;
/// when they exceed `capacity` (in matches), those that fit are written and
/// `status` is ICUB_BUFFER_OVERFLOW_ERROR. Empty text has no matches. Invalid
/// UTF-8 is a failure (U_INVALID_CHAR_FOUND).
int32_t icub_usearch_find(icub_usearch *search, const char *text, int32_t length, int32_t limit,
                          int32_t *ranges, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
