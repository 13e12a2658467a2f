import ICUBridge
import Testing

extension Internals.Bridge {
    /// uloc.c: locale IDs in and out, through ICU's own char buffers.
    @Suite("uloc.c")
    struct ULocBridgeTests {
        @Test func canonicalize() {
            expectPreflighting("en_US_POSIX") { icub_uloc_canonicalize("en_us_POSIX", $0, $1, &$2) }
        }

        @Test func forLanguageTag() {
            var parsed: Int32 = -1
            expectPreflighting("de_DE@calendar=buddhist") {
                icub_uloc_for_language_tag("de-DE-u-ca-buddhist", $0, $1, &parsed, &$2)
            }
            #expect(parsed == 19)
        }

        /// `parsedLength` tells how much of the tag was read: ICU stops at an ill-formed subtag and succeeds.
        @Test func forLanguageTagStopsAtAnIllFormedSubtag() {
            var parsed: Int32 = -1
            let call = BridgeCall(capacity: 32) { icub_uloc_for_language_tag("de-DE-!!", $0, $1, &parsed, &$2) }
            #expect(call.status <= 0)
            #expect(call.text == "de_DE")
            #expect(parsed == 5)
        }

        @Test func toLanguageTag() {
            expectPreflighting("en-US-u-va-posix") { icub_uloc_to_language_tag("en_US_POSIX", 1, $0, $1, &$2) }
            expectPreflighting("de-DE-x-lvariant-1") { icub_uloc_to_language_tag("de_DE_1", 0, $0, $1, &$2) }
        }

        /// A variant too short for BCP 47 fails in strict mode only.
        @Test func toLanguageTagStrictFailsOnAnIllFormedID() {
            let call = BridgeCall(capacity: 32) { icub_uloc_to_language_tag("de_DE_1", 1, $0, $1, &$2) }
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
        }

        @Test(arguments: [
            (Int32(ICUB_ULOC_LANGUAGE), "sr"),
            (Int32(ICUB_ULOC_SCRIPT), "Latn"),
            (Int32(ICUB_ULOC_COUNTRY), "RS"),
            (Int32(ICUB_ULOC_VARIANT), "REVISED"),
            (Int32(ICUB_ULOC_BASE_NAME), "sr_Latn_RS_REVISED"),
        ])
        func parts(part: Int32, expected: String) {
            expectPreflighting(expected) { icub_uloc_get_part("sr_Latn_RS_REVISED@currency=EUR", part, $0, $1, &$2) }
        }

        @Test func unknownPartIsAnIllegalArgument() {
            let call = BridgeCall(capacity: 32) { icub_uloc_get_part("sr_Latn_RS", 99, $0, $1, &$2) }
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            #expect(call.length == 0)
            #expect(call.untouched(from: 0))
        }

        @Test func keywordValue() {
            expectPreflighting("buddhist") {
                icub_uloc_keyword_value("de_DE@calendar=buddhist;numbers=latn", "calendar", $0, $1, &$2)
            }
            // Absent: empty, and no failure.
            expectPreflighting("") { icub_uloc_keyword_value("de_DE", "calendar", $0, $1, &$2) }
            let malformed = BridgeCall(capacity: 32) { icub_uloc_keyword_value("de_DE@calendar=buddhist", "ca!", $0, $1, &$2) }
            #expect(malformed.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
        }

        /// Display names come from UTF-16, so their lengths are UTF-8 bytes.
        @Test(arguments: [
            ("fr_CH", "de", "Franz\u{F6}sisch (Schweiz)"),
            ("de_AT", "fr", "allemand (Autriche)"),
            ("ja_JP", "ja", "\u{65E5}\u{672C}\u{8A9E} (\u{65E5}\u{672C})"),
        ])
        func displayName(id: String, displayLocale: String, expected: String) {
            expectPreflighting(expected) { icub_uloc_display_name(id, displayLocale, $0, $1, &$2) }
        }

        @Test func availableLocales() {
            let count = icub_uloc_count_available()
            #expect(icub_uloc_available(count) == nil)
            #expect(icub_uloc_available(-1) == nil)
            let ids = (0..<count).map { String(cString: icub_uloc_available($0)) }
            #expect(Set(ids).count == Int(count))
            #expect(ids.first == "af")
            #expect(Set(["de_DE", "en_US", "fr_CH", "ja_JP", "sr_Latn_RS"]).isSubset(of: ids))
        }

        @Test func likelySubtags() {
            expectPreflighting(cldr42: "zh_Hant_TW") { icub_uloc_add_likely_subtags("zh_TW", $0, $1, &$2) }
            expectPreflighting(cldr42: "en") { icub_uloc_minimize_subtags("en_Latn_US", $0, $1, &$2) }
        }

        /// ICU's layout data for a locale it has, and a warning (not a failure) where it falls back.
        @Test func orientation() {
            var status: Int32 = 0
            #expect(icub_uloc_character_orientation("ar", &status) == Int32(ICUB_ULOC_LAYOUT_RTL) && status == 0)
            #expect(icub_uloc_line_orientation("ar", &status) == Int32(ICUB_ULOC_LAYOUT_TTB) && status == 0)
            #expect(icub_uloc_character_orientation("und_Arab", &status) == Int32(ICUB_ULOC_LAYOUT_LTR))
            #expect(errorName(status) == "U_USING_DEFAULT_WARNING")
            #expect(icub_uloc_is_right_to_left("und_Arab") == 1)
            #expect(icub_uloc_is_right_to_left("en") == 0)
        }
    }
}
