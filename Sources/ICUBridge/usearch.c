// usearch.c — search by collation equality (icub_usearch.h).
#include "icub_usearch.h"
#include "bridge_internal.h"
#include <unicode/usearch.h>

/// The text a search holds between calls: ICU needs some text to open a
/// search, and keeps a pointer to it (a static string outlives every search).
static const UChar placeholder[] = { 0x20, 0 };

/// What an icub_usearch points to: ICU keeps a pointer to the pattern, not
/// a copy, so the pattern lives beside the search and is freed with it.
typedef struct {
    UStringSearch *search;
    UChar pattern[];
} search_box;

icub_usearch *icub_usearch_open(const char *pattern, int32_t length, const icub_ucol *collator, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    icub_utf16 p;
    if (U_FAILURE(*st) || !icub_utf16_from_utf8(&p, pattern, length, st)) return NULL;
    if (p.length == 0) { *st = U_ILLEGAL_ARGUMENT_ERROR; return NULL; }
    search_box *box = (search_box *)malloc(sizeof(search_box) + sizeof(UChar) * (size_t)p.length);
    if (!box) { icub_utf16_release(&p); *st = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    memcpy(box->pattern, p.chars, sizeof(UChar) * (size_t)p.length);
    box->search = usearch_openFromCollator(box->pattern, p.length, placeholder, 1, (const UCollator *)collator, NULL, st);
    icub_utf16_release(&p);
    if (U_FAILURE(*st)) { usearch_close(box->search); free(box); return NULL; }
    return (icub_usearch *)box;
}

void icub_usearch_close(icub_usearch *search) {
    if (!search) return;
    search_box *box = (search_box *)search;
    usearch_close(box->search);
    free(box);
}

int32_t icub_usearch_find(icub_usearch *search, const char *text, int32_t length, int32_t limit,
                          int32_t *ranges, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    UStringSearch *s = ((search_box *)search)->search;
    icub_utf16 t;
    if (U_FAILURE(*st) || !icub_utf16_from_utf8(&t, text, length, st)) return 0;
    if (t.length == 0) { icub_utf16_release(&t); return 0; }
    usearch_setText(s, t.chars, t.length, st);
    int32_t count = 0;
    // UTF-16 offsets become UTF-8 ones by counting forward from the last one mapped:
    // matches come in increasing order, so the text is read once.
    int32_t at16 = 0, at8 = 0;
    for (int32_t start = usearch_first(s, st); U_SUCCESS(*st) && start != USEARCH_DONE; start = usearch_next(s, st)) {
        if (count < capacity) {
            int32_t end = start + usearch_getMatchedLength(s);
            int32_t offsets[2] = { start, end };
            for (int k = 0; k < 2; k++) {
                if (offsets[k] < at16) { at16 = 0; at8 = 0; }
                at8 += icub_utf8_offset(t.chars + at16, offsets[k] - at16);
                at16 = offsets[k];
                ranges[2 * count + k] = at8;
            }
        }
        count++;
        if (limit > 0 && count >= limit) break;
    }
    // The search must not keep a pointer to text about to be freed.
    UErrorCode local = U_ZERO_ERROR;
    usearch_setText(s, placeholder, 1, &local);
    icub_utf16_release(&t);
    if (U_SUCCESS(*st) && count > capacity) *st = U_BUFFER_OVERFLOW_ERROR;
    return U_SUCCESS(*st) || *st == U_BUFFER_OVERFLOW_ERROR ? count : 0;
}
