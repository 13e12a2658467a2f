// bridge_internal.h — what every bridge file shares; private to the bridge
// (outside include/, so no client sees ICU's types through it).
//
// Conventions of every public function, stated once in include/icu_bridge.h:
// status is ICU's UErrorCode as an int32_t (> 0 is failure), text goes in as
// UTF-8 with a byte length and comes out as UTF-8 with ICU's preflighting.
#ifndef ICUB_BRIDGE_INTERNAL_H
#define ICUB_BRIDGE_INTERNAL_H

#include "icub_utypes.h"
#include <unicode/utypes.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <unicode/unumberformatter.h>
#include <unicode/ufieldpositer.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/// UTF-16 units of the stack buffers below; longer text goes to the heap.
#define ICUB_STACK_UNITS 256

// MARK: UTF-8 in

/// UTF-16 text converted from a UTF-8 input: on the stack when short, on the heap when not.
typedef struct {
    UChar stack[ICUB_STACK_UNITS];
    UChar *chars;
    int32_t length;
} icub_utf16;

/// Converts `length` bytes of UTF-8 (embedded NULs allowed); false, with
/// `status` set, on invalid UTF-8 or a failed allocation. Release with icub_utf16_release.
UBool icub_utf16_from_utf8(icub_utf16 *text, const char *s, int32_t length, UErrorCode *status);
void icub_utf16_release(icub_utf16 *text);

// MARK: UTF-8 out

/// Writes every string of an enumeration (ASCII IDs and codes), each followed
/// by '\n', into dest; returns the full length (ICU_BUFFER_OVERFLOW_ERROR when
/// it did not fit). Closes the enumeration.
int32_t icub_emit_enumeration(UEnumeration *e, char *dest, int32_t capacity, UErrorCode *status);

/// Writes UTF-16 as UTF-8 into dest; returns the full UTF-8 length (preflighting on overflow).
/// An unpaired surrogate, which ICU 72 writes for a two-digit exponent in
/// supplementary-plane digits (ccp, ff_Adlm), becomes U+FFFD, as Swift's
/// `String(decoding:as:)` would make it, rather than a failure of the format.
int32_t icub_emit_utf8(const UChar *s, int32_t length, char *dest, int32_t capacity, UErrorCode *status);

/// The UTF-8 length of the first `utf16Offset` units of `s`.
int32_t icub_utf8_offset(const UChar *s, int32_t utf16Offset);

/// Calls an ICU function that writes UTF-16 into a buffer: first into a stack
/// buffer, then, on overflow, into a heap buffer of the size ICU asked for; the
/// result goes out as UTF-8 and its length into `result`. `CALL(buffer,
/// capacity, statusPtr)` is the ICU call.
#define ICUB_EMIT_UTF16(result, CALL, dest, capacity, status)                             \
    ICUB_EMIT_UTF16_WITH(result, CALL, icub_emit_utf8, dest, capacity, status)

/// ICUB_EMIT_UTF16 with the last step its own: `EMIT(chars, length, dest,
/// capacity, statusPtr)` writes ICU's UTF-16 result out (icub_emit_utf8, or
/// icub_emit_utf8_fields for a call that also reported fields).
#define ICUB_EMIT_UTF16_WITH(result, CALL, EMIT, dest, capacity, status)                  \
    do {                                                                                  \
        (result) = 0;                                                                     \
        if (U_FAILURE(*(status))) break;                                                  \
        UChar stack_[ICUB_STACK_UNITS];                                                   \
        UErrorCode local_ = U_ZERO_ERROR;                                                 \
        int32_t n_ = CALL(stack_, ICUB_STACK_UNITS, &local_);                             \
        if (local_ == U_BUFFER_OVERFLOW_ERROR) {                                          \
            UChar *heap_ = (UChar *)malloc(sizeof(UChar) * ((size_t)n_ + 1));             \
            if (!heap_) { *(status) = U_MEMORY_ALLOCATION_ERROR; break; }                 \
            local_ = U_ZERO_ERROR;                                                        \
            n_ = CALL(heap_, n_ + 1, &local_);                                            \
            if (U_FAILURE(local_)) *(status) = local_;                                    \
            else (result) = EMIT(heap_, n_, dest, capacity, status);                      \
            free(heap_);                                                                  \
            break;                                                                        \
        }                                                                                 \
        if (U_FAILURE(local_)) { *(status) = local_; break; }                             \
        (result) = EMIT(stack_, n_, dest, capacity, status);                              \
    } while (0)

/// The common case: a function whose whole body is one ICUB_EMIT_UTF16.
#define ICUB_RETURN_UTF16(CALL, dest, capacity, status)                                   \
    do {                                                                                  \
        int32_t r_;                                                                       \
        ICUB_EMIT_UTF16(r_, CALL, dest, capacity, status);                                \
        return r_;                                                                        \
    } while (0)

// MARK: Fields

/// Spans written into a caller's array: every span is counted, those that fit are written.
typedef struct {
    icub_field_span *spans;
    int32_t capacity;
    int32_t count;
} icub_span_sink;

/// A sink writing into `spans[0..<capacity]` (`spans` may be NULL when `capacity` is 0).
icub_span_sink icub_span_sink_make(icub_field_span *spans, int32_t capacity);
/// Counts a span with UTF-16 offsets, and writes it when it fits.
void icub_span_add(icub_span_sink *sink, int32_t field, int32_t start, int32_t limit);

/// Writes UTF-16 text out as UTF-8 (as icub_emit_utf8) and turns the spans the
/// sink holds from UTF-16 offsets into UTF-8 offsets in it. Spans that did not
/// fit are ICUB_BUFFER_OVERFLOW_ERROR, as text that did not fit is.
int32_t icub_emit_utf8_spans(const UChar *s, int32_t length, char *dest, int32_t capacity,
                             icub_span_sink *sink, UErrorCode *status);

/// icub_emit_utf8_spans with the fields of `fields` (`ufieldpositer_next`),
/// which a …ForFields call set for the text `s`.
int32_t icub_emit_utf8_fields(const UChar *s, int32_t length, char *dest, int32_t capacity,
                              UFieldPositionIterator *fields, icub_span_sink *sink, UErrorCode *status);

// MARK: Parsing

/// Starts a parse: `errorOffset` is -1 until a parse error sets it, and the
/// UTF-8 input is converted (false, with `status` set, when it cannot be).
UBool icub_begin_parse(icub_utf16 *text, const char *s, int32_t length, int32_t *errorOffset, UErrorCode *status);

/// Ends a parse of `text` that stopped at `position` with `local`: text left
/// over is U_PARSE_ERROR. On a parse error, `errorOffset` gets the UTF-8 offset
/// where parsing stopped (ICU reports it as the position, clamped to the text).
/// Returns the parse's final status.
UErrorCode icub_finish_parse(const icub_utf16 *text, int32_t position, UErrorCode local, int32_t *errorOffset);

// MARK: Shared ICU objects

/// Makes the root locale ICU's default, once per process, before anything is
/// opened: a locale ICU has no data for (`zz`, `qaa`) then falls back to root,
/// not to the process's environment (`LANG`), which is ICU's own default.
/// Every `…_open` of the bridge calls it first.
void icub_use_root_default(void);

/// This thread's UFormattedNumber, opened on first use and closed when the
/// thread exits: results are never shared between threads, and a format call
/// allocates no result object. NULL, with `status` set, when it cannot be opened.
UFormattedNumber *icub_thread_formatted_number(UErrorCode *status);

/// Whether `length` bytes of `s` hold a NUL. ICU reads some inputs given with
/// a length only up to their first NUL (decimal numbers, zone IDs), so those
/// are refused rather than silently cut short.
UBool icub_has_nul(const char *s, int32_t length);
/// The byte offset of the first NUL in `s[0..<length]`, or -1.
int32_t icub_nul_offset(const char *s, int32_t length);

/// An ISO 4217 code as ICU's UChar[4] (NUL-terminated); false unless it is exactly three ASCII bytes.
UBool icub_iso4217(const char *code, UChar out[4]);

#ifdef __cplusplus
}
#endif
#endif
