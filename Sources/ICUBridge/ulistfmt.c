// ulistfmt.c — lists (icub_ulistfmt.h).
//
// Items cross the bridge as one UTF-8 buffer and a length per item, and go to
// ICU as one UTF-16 buffer and a pointer and a length per item: four
// allocations at most for any number of items (none for a short list). The
// joined text is ICU's UFormattedList of this thread, read in place.
#include "icub_ulistfmt.h"
#include "bridge_internal.h"
#include <unicode/ulistformatter.h>
#include "thread_result.h"

_Static_assert(ICUB_ULISTFMT_TYPE_AND == ULISTFMT_TYPE_AND && ICUB_ULISTFMT_TYPE_OR == ULISTFMT_TYPE_OR &&
               ICUB_ULISTFMT_TYPE_UNITS == ULISTFMT_TYPE_UNITS, "UListFormatterType");
_Static_assert(ICUB_ULISTFMT_WIDTH_WIDE == ULISTFMT_WIDTH_WIDE && ICUB_ULISTFMT_WIDTH_SHORT == ULISTFMT_WIDTH_SHORT &&
               ICUB_ULISTFMT_WIDTH_NARROW == ULISTFMT_WIDTH_NARROW, "UListFormatterWidth");

icub_ulistfmt *icub_ulistfmt_open(const char *locale, int32_t type, int32_t width, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return NULL;
    if (type < ICUB_ULISTFMT_TYPE_AND || type > ICUB_ULISTFMT_TYPE_UNITS ||
        width < ICUB_ULISTFMT_WIDTH_WIDE || width > ICUB_ULISTFMT_WIDTH_NARROW) {
        *st = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UListFormatter *f = ulistfmt_openForType(locale, (UListFormatterType)type, (UListFormatterWidth)width, st);
    if (U_FAILURE(*st)) { ulistfmt_close(f); return NULL; }
    return (icub_ulistfmt *)f;
}

void icub_ulistfmt_close(icub_ulistfmt *formatter) { ulistfmt_close((UListFormatter *)formatter); }

/// This thread's UFormattedList.
ICUB_DEFINE_THREAD_RESULT(thread_formatted_list, UFormattedList, ulistfmt_openResult, ulistfmt_closeResult)

/// Items of a short list go to ICU from the stack.
#define LIST_STACK_ITEMS 16

int32_t icub_ulistfmt_format(const icub_ulistfmt *formatter, const char *items, const int32_t *lengths, int32_t count,
                             char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = (UErrorCode *)status;
    if (U_FAILURE(*st)) return 0;
    if (count < 0) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++) {
        if (lengths[i] < 0) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
        total += lengths[i];
    }
    if (total >= INT32_MAX) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }

    // UTF-16 needs no more units than UTF-8 has bytes.
    UChar unitStack[ICUB_STACK_UNITS];
    const UChar *pointerStack[LIST_STACK_ITEMS];
    int32_t lengthStack[LIST_STACK_ITEMS];
    UChar *units = total <= ICUB_STACK_UNITS ? unitStack : (UChar *)malloc(sizeof(UChar) * (size_t)(total + 1));
    const UChar **pointers = count <= LIST_STACK_ITEMS ? pointerStack : (const UChar **)malloc(sizeof(UChar *) * (size_t)count);
    int32_t *unitLengths = count <= LIST_STACK_ITEMS ? lengthStack : (int32_t *)malloc(sizeof(int32_t) * (size_t)count);
    int32_t result = 0;
    if (!units || !pointers || !unitLengths) { *st = U_MEMORY_ALLOCATION_ERROR; goto done; }

    int32_t used = 0;
    const char *item = items;
    for (int32_t i = 0; i < count; i++) {
        int32_t written = 0;
        u_strFromUTF8(units + used, (int32_t)total + 1 - used, &written, item, lengths[i], st);
        if (U_FAILURE(*st)) goto done;
        pointers[i] = units + used;
        unitLengths[i] = written;
        used += written;
        item += lengths[i];
    }
    *st = U_ZERO_ERROR;  // u_strFromUTF8's warnings (an unterminated last item) are no failure.

    UFormattedList *list = thread_formatted_list(st);
    if (!list) goto done;
    ulistfmt_formatStringsToResult((const UListFormatter *)formatter, pointers, unitLengths, count, list, st);
    const UFormattedValue *value = ulistfmt_resultAsValue(list, st);
    int32_t length = 0;
    const UChar *text = ufmtval_getString(value, &length, st);
    if (U_FAILURE(*st)) goto done;
    result = icub_emit_utf8(text, length, dest, capacity, st);

done:
    if (units != unitStack) free(units);
    if (pointers != pointerStack) free((void *)pointers);
    if (unitLengths != lengthStack) free(unitLengths);
    return result;
}
