// msgfmt.cpp — ICU MessageFormat messages (icub_msgfmt.h): icu::MessageFormat
// with named arguments and icu::MessagePattern's parts, which ICU's C API lacks.
//
// A call with a few arguments builds their names and values on the stack.
#include "icub_msgfmt.h"
#include "bridge_internal.h"
#include <unicode/msgfmt.h>
#include <unicode/messagepattern.h>
#include <unicode/fmtable.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <memory>
#include <pthread.h>
#include <new>
#include <stdio.h>
#include <string>
#include <stdlib.h>

namespace {

/// The UTF-8 offset of ICU's UTF-16 parse error offset in `text`, or -1 when ICU gave none inside it.
int32_t utf8_error_offset(const icub_utf16 &text, const UParseError &pe) {
    return pe.offset >= 0 && pe.offset <= text.length ? icub_utf8_offset(text.chars, pe.offset) : -1;
}

/// ICU's MessagePattern reports a pattern beyond its limits (an argument number
/// over 32,767, an argument name over 65,535 UTF-16 units, over 32,767 levels of nesting) with
/// U_INDEX_OUTOFBOUNDS_ERROR, which elsewhere means a caller's bug; here it is
/// the pattern's fault, so it becomes the syntax error it is (F41).
void pattern_status(UErrorCode *st) {
    if (*st == U_INDEX_OUTOFBOUNDS_ERROR) *st = U_PATTERN_SYNTAX_ERROR;
}

/// The deepest a message may nest (a sub-message of `{n, plural, other{…}}` is one
/// level deeper than its message). ICU's parser and formatter recurse once a
/// level with no bound of their own below 32,767 levels: formatting took over
/// 1.3 KiB of stack a level, so 400 levels overflowed a 512 KiB thread and
/// parsing 3,200 did (F42). Sixty-four levels cost under 100 KiB.
constexpr int32_t maxNesting = 64;

struct NestingProbe {
    const icub_utf16 *text;
    UParseError pe;
    UErrorCode status;
    int32_t tooDeepAt;   ///< the UTF-16 index of the first sub-message deeper than maxNesting, or -1
};

void *probe_nesting(void *context) {
    NestingProbe *probe = static_cast<NestingProbe *>(context);
    icu::MessagePattern parts(icu::UnicodeString(probe->text->chars, probe->text->length), &probe->pe,
                              probe->status);
    if (U_FAILURE(probe->status)) return nullptr;
    const int32_t count = parts.countParts();
    for (int32_t i = 0; i < count; i++) {
        const icu::MessagePattern::Part &part = parts.getPart(i);
        if (part.getType() == UMSGPAT_PART_TYPE_MSG_START && part.getValue() > maxNesting) {
            probe->tooDeepAt = part.getIndex();
            break;
        }
    }
    return nullptr;
}

/// Refuses a pattern nested deeper than maxNesting with U_PATTERN_SYNTAX_ERROR
/// at the first too-deep sub-message, before ICU parses it on the caller's
/// stack. A pattern with no more `{` than that cannot nest deeper; any other is
/// parsed once by ICU on a thread of its own with a 16 MiB stack, which holds
/// ICU's 32,767 levels; its syntax errors are the caller's.
void check_nesting(const icub_utf16 &text, UParseError &pe, UErrorCode *st) {
    int32_t braces = 0;
    for (int32_t i = 0; i < text.length && braces <= maxNesting; i++) braces += text.chars[i] == u'{';
    if (braces <= maxNesting) return;
    NestingProbe probe;
    memset(&probe.pe, 0, sizeof probe.pe);
    probe.text = &text;
    probe.status = U_ZERO_ERROR;
    probe.tooDeepAt = -1;
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) != 0) { *st = U_MEMORY_ALLOCATION_ERROR; return; }
    int failed = pthread_attr_setstacksize(&attributes, (size_t)16 << 20);
    if (!failed) failed = pthread_create(&thread, &attributes, probe_nesting, &probe);
    pthread_attr_destroy(&attributes);
    if (failed) { *st = U_MEMORY_ALLOCATION_ERROR; return; }
    pthread_join(thread, nullptr);
    if (U_FAILURE(probe.status)) {
        // A malformed pattern may fail only after nesting deep: its error is kept
        // rather than parsing it again on the caller's stack.
        *st = probe.status;
        pe = probe.pe;
        pattern_status(st);
    } else if (probe.tooDeepAt >= 0) {
        *st = U_PATTERN_SYNTAX_ERROR;
        pe.offset = probe.tooDeepAt;
    }
}

/// Parses UTF-8 `pattern` into `parts` (made with MessageFormat's own
/// apostrophe mode, the default), refusing nesting deeper than maxNesting;
/// false with `status` and `errorOffset` set for a malformed pattern.
bool parse_pattern(const char *pattern, int32_t length, icu::MessagePattern &parts, int32_t *errorOffset,
                   UErrorCode *st) {
    if (U_FAILURE(*st)) return false;
    icub_utf16 text;
    if (!icub_utf16_from_utf8(&text, pattern, length, st)) return false;
    UParseError pe;
    memset(&pe, 0, sizeof pe);
    check_nesting(text, pe, st);
    if (U_SUCCESS(*st)) parts.parse(icu::UnicodeString(text.chars, text.length), &pe, *st);
    if (U_FAILURE(*st)) {
        pattern_status(st);
        *errorOffset = utf8_error_offset(text, pe);
    }
    icub_utf16_release(&text);
    return U_SUCCESS(*st);
}

/// Arguments of a short message are built on the stack.
constexpr int32_t stackArguments = 8;

/// `count` objects of T built in place, destroyed with the array: on the stack
/// for a few, on the heap for more.
template <typename T> struct Built {
    alignas(T) unsigned char stack[stackArguments * sizeof(T)];
    T *items;
    int32_t built = 0;

    explicit Built(int32_t count) {
        items = count <= stackArguments ? reinterpret_cast<T *>(stack)
                                        : static_cast<T *>(malloc(sizeof(T) * (size_t)count));
    }
    ~Built() {
        for (int32_t i = 0; i < built; i++) items[i].~T();
        if (items != reinterpret_cast<T *>(stack)) free(items);
    }
    Built(const Built &) = delete;
    Built &operator=(const Built &) = delete;
};

/// The Formattable an argument's value becomes, built at `place`.
void build_value(const icub_msgfmt_arg &arg, icu::Formattable *place, UErrorCode &status) {
    switch (arg.type) {
    case ICUB_MSGFMT_VALUE_INT64: new (place) icu::Formattable(static_cast<int64_t>(arg.integer)); return;
    case ICUB_MSGFMT_VALUE_DOUBLE: new (place) icu::Formattable(arg.number); return;
    case ICUB_MSGFMT_VALUE_DECIMAL:
        // ICU reads a decimal number up to a NUL: "1\0junk" would be read as 1.
        if (icub_has_nul(arg.text, arg.text_length)) {
            new (place) icu::Formattable();
            status = U_DECIMAL_NUMBER_SYNTAX_ERROR;
            return;
        }
        new (place) icu::Formattable(icu::StringPiece(arg.text, arg.text_length), status);
        return;
    case ICUB_MSGFMT_VALUE_STRING:
        new (place) icu::Formattable(icu::UnicodeString::fromUTF8(icu::StringPiece(arg.text, arg.text_length)));
        return;
    case ICUB_MSGFMT_VALUE_DATE: new (place) icu::Formattable(arg.number, icu::Formattable::kIsDate); return;
    default:
        new (place) icu::Formattable();
        status = U_ILLEGAL_ARGUMENT_ERROR;
        return;
    }
}

} // namespace

extern "C" icub_msgfmt *icub_msgfmt_open(const char *locale, const char *zone, const char *pattern, int32_t length,
                                         int32_t *errorOffset, int32_t *status) {
    icub_use_root_default();
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    *errorOffset = -1;
    if (U_FAILURE(*st)) return nullptr;
    icu::Locale target(locale);
    if (target.isBogus()) { *st = U_ILLEGAL_ARGUMENT_ERROR; return nullptr; }
    // The date formats a message makes take their zone from the locale
    // (`TimeZone::forLocaleOrDefault`), nested ones included: no zone is set after.
    target.setKeywordValue("timezone", zone, *st);
    if (U_FAILURE(*st)) return nullptr;
    icub_utf16 text;
    if (!icub_utf16_from_utf8(&text, pattern, length, st)) return nullptr;
    UParseError pe;
    memset(&pe, 0, sizeof pe);
    check_nesting(text, pe, st);
    if (U_FAILURE(*st)) {
        *errorOffset = utf8_error_offset(text, pe);
        icub_utf16_release(&text);
        return nullptr;
    }
    std::unique_ptr<icu::MessageFormat> format(
        new icu::MessageFormat(icu::UnicodeString(text.chars, text.length), target, pe, *st));
    if (!format && U_SUCCESS(*st)) *st = U_MEMORY_ALLOCATION_ERROR;
    if (U_FAILURE(*st)) {
        pattern_status(st);
        *errorOffset = utf8_error_offset(text, pe);
        icub_utf16_release(&text);
        return nullptr;
    }
    icub_utf16_release(&text);
    return reinterpret_cast<icub_msgfmt *>(format.release());
}

extern "C" icub_msgfmt *icub_msgfmt_clone(const icub_msgfmt *format, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    icu::MessageFormat *copy = reinterpret_cast<const icu::MessageFormat *>(format)->clone();
    if (!copy) { *st = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    return reinterpret_cast<icub_msgfmt *>(copy);
}

extern "C" void icub_msgfmt_close(icub_msgfmt *format) { delete reinterpret_cast<icu::MessageFormat *>(format); }

extern "C" int32_t icub_msgfmt_pattern_arguments(const char *pattern, int32_t length, int32_t *errorOffset,
                                                 char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    *errorOffset = -1;
    if (U_FAILURE(*st)) return 0;
    icu::MessagePattern parts(*st);
    if (!parse_pattern(pattern, length, parts, errorOffset, st)) return 0;
    // Built as UTF-8 directly (UnicodeString's append is inline code over undocumented API).
    std::string out;
    const int32_t count = parts.countParts();
    for (int32_t i = 0; i + 1 < count; i++) {
        const icu::MessagePattern::Part &part = parts.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        const icu::MessagePattern::Part &name = parts.getPart(i + 1);
        switch (part.getArgType()) {
        case UMSGPAT_ARG_TYPE_NONE: out += "none"; break;
        case UMSGPAT_ARG_TYPE_SIMPLE: parts.getSubstring(parts.getPart(i + 2)).toUTF8String(out); break;
        case UMSGPAT_ARG_TYPE_CHOICE: out += "choice"; break;
        case UMSGPAT_ARG_TYPE_PLURAL: out += "plural"; break;
        case UMSGPAT_ARG_TYPE_SELECT: out += "select"; break;
        case UMSGPAT_ARG_TYPE_SELECTORDINAL: out += "selectordinal"; break;
        default: *st = U_INTERNAL_PROGRAM_ERROR; return 0;
        }
        char number[16];
        snprintf(number, sizeof number, "%d",
                 name.getType() == UMSGPAT_PART_TYPE_ARG_NUMBER ? (int)name.getValue() : -1);
        out += '\t';
        out += number;
        out += '\t';
        parts.getSubstring(name).toUTF8String(out);
        out += '\n';
    }
    if (out.size() >= (size_t)INT32_MAX) { *st = U_INPUT_TOO_LONG_ERROR; return 0; }
    const int32_t total = (int32_t)out.size();
    if (total > capacity) {
        *st = U_BUFFER_OVERFLOW_ERROR;
    } else if (total > 0) {
        memcpy(dest, out.data(), (size_t)total);
    }
    return total;
}

namespace {

int32_t part_type(UMessagePatternPartType type) {
    switch (type) {
    case UMSGPAT_PART_TYPE_MSG_START: return ICUB_MSGPAT_MSG_START;
    case UMSGPAT_PART_TYPE_MSG_LIMIT: return ICUB_MSGPAT_MSG_LIMIT;
    case UMSGPAT_PART_TYPE_SKIP_SYNTAX: return ICUB_MSGPAT_SKIP_SYNTAX;
    case UMSGPAT_PART_TYPE_INSERT_CHAR: return ICUB_MSGPAT_INSERT_CHAR;
    case UMSGPAT_PART_TYPE_REPLACE_NUMBER: return ICUB_MSGPAT_REPLACE_NUMBER;
    case UMSGPAT_PART_TYPE_ARG_START: return ICUB_MSGPAT_ARG_START;
    case UMSGPAT_PART_TYPE_ARG_LIMIT: return ICUB_MSGPAT_ARG_LIMIT;
    case UMSGPAT_PART_TYPE_ARG_NUMBER: return ICUB_MSGPAT_ARG_NUMBER;
    case UMSGPAT_PART_TYPE_ARG_NAME: return ICUB_MSGPAT_ARG_NAME;
    case UMSGPAT_PART_TYPE_ARG_TYPE: return ICUB_MSGPAT_ARG_TYPE;
    case UMSGPAT_PART_TYPE_ARG_STYLE: return ICUB_MSGPAT_ARG_STYLE;
    case UMSGPAT_PART_TYPE_ARG_SELECTOR: return ICUB_MSGPAT_ARG_SELECTOR;
    case UMSGPAT_PART_TYPE_ARG_INT: return ICUB_MSGPAT_ARG_INT;
    case UMSGPAT_PART_TYPE_ARG_DOUBLE: return ICUB_MSGPAT_ARG_DOUBLE;
    default: return -1;
    }
}

int32_t arg_type(UMessagePatternArgType type) {
    switch (type) {
    case UMSGPAT_ARG_TYPE_NONE: return ICUB_MSGPAT_ARG_TYPE_NONE;
    case UMSGPAT_ARG_TYPE_SIMPLE: return ICUB_MSGPAT_ARG_TYPE_SIMPLE;
    case UMSGPAT_ARG_TYPE_CHOICE: return ICUB_MSGPAT_ARG_TYPE_CHOICE;
    case UMSGPAT_ARG_TYPE_PLURAL: return ICUB_MSGPAT_ARG_TYPE_PLURAL;
    case UMSGPAT_ARG_TYPE_SELECT: return ICUB_MSGPAT_ARG_TYPE_SELECT;
    case UMSGPAT_ARG_TYPE_SELECTORDINAL: return ICUB_MSGPAT_ARG_TYPE_SELECTORDINAL;
    default: return -1;
    }
}

} // namespace

extern "C" int32_t icub_msgfmt_pattern_parts(const char *pattern, int32_t length, int32_t *errorOffset,
                                             icub_msgfmt_part *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    *errorOffset = -1;
    if (U_FAILURE(*st)) return 0;
    if (capacity < 0 || (capacity > 0 && !dest)) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    icu::MessagePattern parts(*st);
    if (!parse_pattern(pattern, length, parts, errorOffset, st)) return 0;
    const int32_t count = parts.countParts();
    if (count > capacity) { *st = U_BUFFER_OVERFLOW_ERROR; return count; }
    for (int32_t i = 0; i < count; i++) {
        const icu::MessagePattern::Part &part = parts.getPart(i);
        icub_msgfmt_part &out = dest[i];
        out.type = part_type(part.getType());
        if (out.type < 0) { *st = U_INTERNAL_PROGRAM_ERROR; return 0; }
        out.index = part.getIndex();
        out.length = part.getLength();
        out.value = part.getValue();
        const bool starts = part.getType() == UMSGPAT_PART_TYPE_ARG_START || part.getType() == UMSGPAT_PART_TYPE_MSG_START;
        const bool hasArgType = starts || part.getType() == UMSGPAT_PART_TYPE_ARG_LIMIT;
        out.arg_type = part.getType() == UMSGPAT_PART_TYPE_MSG_START ? 0 : hasArgType ? arg_type(part.getArgType()) : 0;
        if (out.arg_type < 0) { *st = U_INTERNAL_PROGRAM_ERROR; return 0; }
        out.limit = starts ? parts.getLimitPartIndex(i) : -1;
        out.number = icu::MessagePattern::Part::hasNumericValue(part.getType()) ? parts.getNumericValue(part) : 0;
    }
    return count;
}

extern "C" int32_t icub_msgfmt_format(icub_msgfmt *format, const icub_msgfmt_arg *args, int32_t count,
                                      char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    if (count < 0) { *st = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    Built<icu::UnicodeString> names(count);
    Built<icu::Formattable> values(count);
    if (!names.items || !values.items) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    for (int32_t i = 0; i < count; i++) {
        new (&names.items[i]) icu::UnicodeString(
            icu::UnicodeString::fromUTF8(icu::StringPiece(args[i].name, args[i].name_length)));
        names.built++;
        build_value(args[i], &values.items[i], *st);
        values.built++;
        if (U_FAILURE(*st)) return 0;
    }
    icu::UnicodeString text;
    reinterpret_cast<icu::MessageFormat *>(format)->format(names.items, values.items, count, text, *st);
    if (U_FAILURE(*st)) return 0;
    if (text.isBogus()) { *st = U_MEMORY_ALLOCATION_ERROR; return 0; }
    return icub_emit_utf8(text.getBuffer(), text.length(), dest, capacity, st);
}
