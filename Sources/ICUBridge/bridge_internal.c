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

icub_span_sink icub_span_sink_make(icub_field_span *spans, int32_t capacity) {
    icub_span_sink sink = { spans, spans ? capacity : 0, 0 };
    return sink;
}

void icub_span_add(icub_span_sink *sink, int32_t field, int32_t start, int32_t limit) {
    if (sink->count < sink->capacity) {
        icub_field_span span = { field, start, limit };
        sink->spans[sink->count] = span;
    }
    sink->count++;
}

/// UTF-8 bytes of the UTF-16 unit at `i`: a surrogate pair's four count at its lead.
static int32_t utf8_units(const UChar *s, int32_t length, int32_t i) {
    UChar c = s[i];
    if (c < 0x80) return 1;
    if (c < 0x800) return 2;
    if (U16_IS_LEAD(c) && i + 1 < length && U16_IS_TRAIL(s[i + 1])) return 4;
    if (U16_IS_TRAIL(c) && i > 0 && U16_IS_LEAD(s[i - 1])) return 0;
    return 3;
}

int32_t icub_emit_utf8_spans(const UChar *s, int32_t length, char *dest, int32_t capacity,
                             icub_span_sink *sink, UErrorCode *status) {
    int32_t written = sink->count < sink->capacity ? sink->count : sink->capacity;
    if (U_FAILURE(*status)) return 0;
    if (written > 0) {
        // One pass over the text maps every UTF-16 offset to its UTF-8 offset, so
        // that converting n spans costs the text's length, not n times it.
        int32_t stack[ICUB_STACK_UNITS + 1];
        int32_t *utf8 = length <= ICUB_STACK_UNITS ? stack : (int32_t *)malloc(sizeof(int32_t) * ((size_t)length + 1));
        if (!utf8) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
        int32_t offset = 0;
        for (int32_t i = 0; i < length; i++) {
            utf8[i] = offset;
            offset += utf8_units(s, length, i);
        }
        utf8[length] = offset;
        for (int32_t i = 0; i < written; i++) {
            icub_field_span *span = &sink->spans[i];
            int32_t start = span->start < 0 ? 0 : (span->start > length ? length : span->start);
            int32_t limit = span->limit < start ? start : (span->limit > length ? length : span->limit);
            span->start = utf8[start];
            span->limit = utf8[limit];
        }
        if (utf8 != stack) free(utf8);
    }
    int32_t n = icub_emit_utf8(s, length, dest, capacity, status);
    if (U_SUCCESS(*status) && sink->count > sink->capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return n;
}

int32_t icub_emit_utf8_fields(const UChar *s, int32_t length, char *dest, int32_t capacity,
                              UFieldPositionIterator *fields, icub_span_sink *sink, UErrorCode *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t start = 0, limit = 0, field;
    while ((field = ufieldpositer_next(fields, &start, &limit)) >= 0) icub_span_add(sink, field, start, limit);
    return icub_emit_utf8_spans(s, length, dest, capacity, sink, status);
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
