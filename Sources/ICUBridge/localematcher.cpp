// localematcher.cpp — best-fit locale matching (icub_localematcher.h): ICU's
// C API has only uloc_acceptLanguage, so this uses icu::LocaleMatcher, CLDR's
// language distance, behind the plain-C header.
#include "icub_localematcher.h"
#include "bridge_internal.h"
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <string.h>

namespace {

/// Locales as ICU's iterator over `count` NUL-terminated IDs laid end to end.
class IDIterator : public icu::Locale::Iterator {
public:
    IDIterator(const char *ids, int32_t count) : id(ids), left(count) {}
    UBool hasNext() const override { return left > 0; }
    const icu::Locale &next() override {
        current = icu::Locale(id);
        id += strlen(id) + 1;
        left--;
        return current;
    }
private:
    const char *id;
    int32_t left;
    icu::Locale current;
};

} // namespace

extern "C" icub_localematcher *icub_localematcher_open(const char *supported, int32_t count, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return nullptr;
    IDIterator locales(supported, count);
    icu::LocaleMatcher::Builder builder;
    builder.setSupportedLocales(locales);
    icu::LocaleMatcher matcher = builder.build(*st);
    if (U_FAILURE(*st)) return nullptr;
    auto *held = new icu::LocaleMatcher(std::move(matcher));
    if (held == nullptr) { *st = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    return reinterpret_cast<icub_localematcher *>(held);
}

extern "C" void icub_localematcher_close(icub_localematcher *matcher) {
    delete reinterpret_cast<icu::LocaleMatcher *>(matcher);
}

extern "C" int32_t icub_localematcher_best(const icub_localematcher *matcher, const char *desired, int32_t count,
                                           int32_t *desiredIndex, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    *desiredIndex = -1;
    if (U_FAILURE(*st)) return -1;
    IDIterator locales(desired, count);
    auto result = reinterpret_cast<const icu::LocaleMatcher *>(matcher)->getBestMatchResult(locales, *st);
    if (U_FAILURE(*st)) return -1;
    *desiredIndex = result.getDesiredIndex();
    return result.getSupportedIndex();
}

extern "C" int32_t icub_localematcher_best_for_header(const icub_localematcher *matcher, const char *header, int32_t length,
                                                      char *dest, int32_t capacity, int32_t *status) {
    UErrorCode *st = reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(*st)) return 0;
    const icu::Locale *best = reinterpret_cast<const icu::LocaleMatcher *>(matcher)->getBestMatchForListString(
        icu::StringPiece(header, length), *st);
    if (U_FAILURE(*st) || best == nullptr) return 0;
    // As ICU's own char* getters do: copy what fits, terminate when there is room.
    const char *name = best->getName();
    int32_t nameLength = static_cast<int32_t>(strlen(name));
    if (nameLength <= capacity) memcpy(dest, name, static_cast<size_t>(nameLength));
    if (nameLength < capacity) {
        dest[nameLength] = 0;
    } else {
        *st = nameLength == capacity ? U_STRING_NOT_TERMINATED_WARNING : U_BUFFER_OVERFLOW_ERROR;
    }
    return nameLength;
}
