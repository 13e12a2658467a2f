// thread_result.h — a per-thread ICU result object, private to the bridge
// (outside include/). ICU's formatted results (UFormattedList,
// UFormattedNumberRange, …) are mutable: each thread formats into its own,
// opened on first use, reused by every call, and closed when the thread exits,
// so that a format call allocates no result object and no result is shared.
#ifndef ICUB_THREAD_RESULT_H
#define ICUB_THREAD_RESULT_H

#include <pthread.h>

/// Defines `static TYPE *NAME(UErrorCode *status)`: this thread's result,
/// opened with `OPEN(status)` on first use and closed with `CLOSE` when the
/// thread exits; NULL, with `status` set, when it cannot be opened.
#define ICUB_DEFINE_THREAD_RESULT(NAME, TYPE, OPEN, CLOSE)                                \
    static pthread_key_t NAME##_key_;                                                     \
    static pthread_once_t NAME##_once_ = PTHREAD_ONCE_INIT;                               \
    static void NAME##_close_(void *r) { CLOSE((TYPE *)r); }                              \
    static void NAME##_make_key_(void) { pthread_key_create(&NAME##_key_, NAME##_close_); } \
    static TYPE *NAME(UErrorCode *status) {                                               \
        static __thread TYPE *cached = NULL;                                              \
        if (cached) return cached;                                                        \
        pthread_once(&NAME##_once_, NAME##_make_key_);                                    \
        cached = OPEN(status);                                                            \
        if (U_FAILURE(*status)) { cached = NULL; return NULL; }                           \
        pthread_setspecific(NAME##_key_, cached);                                         \
        return cached;                                                                    \
    }

#endif
