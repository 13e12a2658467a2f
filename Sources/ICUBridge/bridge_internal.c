// bridge_internal.c — the helpers every bridge file shares (see bridge_internal.h).
#include "bridge_internal.h"
#include <pthread.h>
#include <unicode/uloc.h>

UBool icub_utf16_from_utf8(icub_utf16 *t, const char *s, int32_t length, UErrorCode *status) {
    t->chars = t->stack;
    t->length = 0;
    if (U_FAILURE(*status)) return false;
    UErrorCode local = U_ZERO_ERROR;
    u_strFromUTF8(t->stack, ICUB_STACK_UNITS, &t->length, s, length, &local);
    if (local == U_BUFFER_OVERFLOW_ERROR || local == U_STRING_NOT_TERMINATED_WARNING) {
        t->chars = (UChar *)malloc(sizeof(UChar) * ((size_t)t->length + 1));
        if (!t->chars) { t->chars = t->stack; *status = U_MEMORY_ALLOCATION_ERROR; return false; }
        local = U_ZERO_ERROR;
        u_strFromUTF8(t->chars, t->length + 1, &t->length, s, length, &local);
    }
    if (U_FAILURE(local)) { *status = local; icub_utf16_release(t); return false; }
    return true;
}

void icub_utf16_release(icub_utf16 *t) {
    if (t->chars != t->stack) free(t->chars);
    t->chars = t->stack;
}

int32_t icub_emit_utf8(const UChar *s, int32_t length, char *dest, int32_t capacity, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t out = 0;
    int32_t substitutions = 0;
    u_strToUTF8WithSub(dest, capacity, &out, s, length, 0xFFFD, &substitutions, status);
    return out;
}

int32_t icub_emit_enumeration(UEnumeration *e, char *dest, int32_t capacity, UErrorCode *status) {
    int32_t total = 0;
    if (U_SUCCESS(*status)) {
        int32_t length = 0;
        const char *item;
        while ((item = uenum_next(e, &length, status)) != NULL && U_SUCCESS(*status)) {
            if (total + length + 1 <= capacity) {
                memcpy(dest + total, item, (size_t)length);
                dest[total + length] = '\n';
            }
            total += length + 1;
        }
        if (U_SUCCESS(*status) && total > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    }
    uenum_close(e);
    return total;
}

int32_t icub_utf8_offset(const UChar *s, int32_t utf16Offset) {
    int32_t out = 0;
    UErrorCode local = U_ZERO_ERROR;
    u_strToUTF8(NULL, 0, &out, s, utf16Offset, &local);
    return out;
}

UBool icub_begin_parse(icub_utf16 *t, const char *s, int32_t length, int32_t *errorOffset, UErrorCode *status) {
    *errorOffset = -1;
    return icub_utf16_from_utf8(t, s, length, status);
}

UErrorCode icub_finish_parse(const icub_utf16 *t, int32_t position, UErrorCode local, int32_t *errorOffset) {
    if (local == U_PARSE_ERROR || (U_SUCCESS(local) && position != t->length)) {
        int32_t clamped = position < 0 ? 0 : (position > t->length ? t->length : position);
        *errorOffset = icub_utf8_offset(t->chars, clamped);
        return U_PARSE_ERROR;
    }
    return local;
}

static pthread_once_t root_default_once = PTHREAD_ONCE_INIT;
static void set_root_default(void) {
    UErrorCode status = U_ZERO_ERROR;
    uloc_setDefault("und", &status);
}

void icub_use_root_default(void) { pthread_once(&root_default_once, set_root_default); }

static pthread_key_t result_key;
static pthread_once_t result_once = PTHREAD_ONCE_INIT;
static void close_result(void *r) { unumf_closeResult((UFormattedNumber *)r); }
static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

UFormattedNumber *icub_thread_formatted_number(UErrorCode *status) {
    static __thread UFormattedNumber *cached = NULL;
    if (cached) return cached;
    pthread_once(&result_once, make_result_key);
    cached = unumf_openResult(status);
    if (U_FAILURE(*status)) { cached = NULL; return NULL; }
    pthread_setspecific(result_key, cached);
    return cached;
}

int32_t icub_nul_offset(const char *s, int32_t length) {
    const char *nul = length > 0 ? memchr(s, 0, (size_t)length) : NULL;
    return nul ? (int32_t)(nul - s) : -1;
}

UBool icub_has_nul(const char *s, int32_t length) {
    return icub_nul_offset(s, length) >= 0;
}

UBool icub_iso4217(const char *code, UChar out[4]) {
    for (int i = 0; i < 3; i++) {
        unsigned char c = (unsigned char)code[i];
        if (c == 0 || c >= 0x80) return false;
        out[i] = (UChar)c;
    }
    out[3] = 0;
    return code[3] == 0;
}
