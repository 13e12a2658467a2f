// localematcher.cpp — best-fit locale matching (icub_localematcher.h): ICU's
// C API has only uloc_acceptLanguage, so this uses icu::LocaleMatcher, CLDR's
// language distance, behind the plain-C header.
#include "bridge_internal.h"
#include <unicode/localematcher.h>
#include <unicode/locid.h>

namespace {

/// Desired locales as ICU's iterator over an array of IDs.
class IDIterator : public icu::Locale::Iterator {
public:
    IDIterator(const char *const *ids, int32_t count) : ids(ids), count(count) {}
    UBool hasNext() const override { return index < count; }
    const icu::Locale &next() override {
        current = icu::Locale(ids[index++]);
        return current;
    }
private:
    const char *const *ids;
    int32_t count;
    int32_t index = 0;
    icu::Locale current;
};

} // namespace

extern "C" icub_localematcher *icub_localematcher_open(const char *const *supported, int32_t count, int32_t *status) {
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

extern "C" int32_t icub_localematcher_best(const icub_localematcher *matcher, const char *const *desired, int32_t count,
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
