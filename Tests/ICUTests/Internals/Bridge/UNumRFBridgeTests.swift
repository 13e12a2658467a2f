import ICUBridge
import Testing

extension Internals.Bridge {
    /// unumrf.c: ranges of decimal strings and doubles with preflighting, the
    /// identity result, the plural category of a range, and the arguments it refuses.
    @Suite("unumrf.c")
    struct UNumRFBridgeTests {
        /// Runs `body` with a range formatter that must open.
        static func with(skeleton: String = "", locale: String = "en",
                         collapse: Int32 = Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                         identityFallback: Int32 = Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY),
                         _ body: (UnsafeMutablePointer<icub_unumrf>) throws -> Void) throws {
            var status: Int32 = 0
            var offset: Int32 = -1
            let formatter = try #require(icub_unumrf_open(skeleton, Int32(skeleton.utf8.count), locale, collapse,
                                                          identityFallback, &offset, &status))
            defer { icub_unumrf_close(formatter) }
            #expect(status <= 0)
            try body(formatter)
        }

        // Plain digits and an en dash: the same in every CLDR the bridge supports.

        @Test func decimalRangePreflighting() throws {
            try Self.with { f in
                withBridgeText("3") { l, ln in
                    withBridgeText("12345678901234567890.5") { h, hn in
                        expectPreflighting("3–12,345,678,901,234,567,890.5") {
                            icub_unumrf_format_decimal(f, l, ln, h, hn, $0, $1, nil, &$2)
                        }
                    }
                }
            }
        }

        @Test func doubleRangePreflighting() throws {
            try Self.with { f in
                expectPreflighting("3–5") { icub_unumrf_format_double(f, 3, 5, $0, $1, nil, &$2) }
            }
        }

        @Test func identityResults() throws {
            try Self.with(skeleton: "precision-integer") { f in
                var identity: Int32 = -1
                _ = BridgeCall(capacity: 32) { icub_unumrf_format_double(f, 3, 5, $0, $1, &identity, &$2) }
                #expect(identity == Int32(ICUB_UNUM_IDENTITY_RESULT_NOT_EQUAL))
                _ = BridgeCall(capacity: 32) { icub_unumrf_format_double(f, 2.9, 3.1, $0, $1, &identity, &$2) }
                #expect(identity == Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING))
                _ = BridgeCall(capacity: 32) { icub_unumrf_format_double(f, 3, 3, $0, $1, &identity, &$2) }
                #expect(identity == Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING))
            }
        }

        /// ICU 72 takes decimal ends for equal before rounding only when they are
        /// one pointer: the bridge passes the same text as one.
        @Test func theSameDecimalTextInTwoBuffersIsEqualBeforeRounding() throws {
            try Self.with(skeleton: "precision-integer") { f in
                var identity: Int32 = -1
                withBridgeText("3") { l, ln in
                    withBridgeText("3") { h, hn in
                        _ = BridgeCall(capacity: 32) { icub_unumrf_format_decimal(f, l, ln, h, hn, $0, $1, &identity, &$2) }
                    }
                }
                #expect(identity == Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING))
                withBridgeText("3") { l, ln in
                    withBridgeText("3.0") { h, hn in
                        _ = BridgeCall(capacity: 32) { icub_unumrf_format_decimal(f, l, ln, h, hn, $0, $1, &identity, &$2) }
                    }
                }
                #expect(identity == Int32(ICUB_UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING))
            }
        }

        /// ICU would read a number only up to a NUL.
        @Test func aNULInANumberIsASyntaxError() throws {
            try Self.with { f in
                let call = withBridgeText("1\u{0}9") { l, ln in
                    withBridgeText("5") { h, hn in BridgeCall(capacity: 16) { icub_unumrf_format_decimal(f, l, ln, h, hn, $0, $1, nil, &$2) } }
                }
                #expect(call.status == Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR))
                #expect(call.untouched(from: 0))
            }
        }

        @Test func malformedNumbersAndNegativeLengths() throws {
            try Self.with { f in
                let malformed = withBridgeText("abc") { l, ln in
                    BridgeCall(capacity: 16) { icub_unumrf_format_decimal(f, l, ln, "5", 1, $0, $1, nil, &$2) }
                }
                #expect(malformed.status == Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR))
                let negative = BridgeCall(capacity: 16) { icub_unumrf_format_decimal(f, "3", -1, "5", 1, $0, $1, nil, &$2) }
                #expect(negative.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
        }

        @Test func skeletonErrorsHaveTheirOffset() {
            var status: Int32 = 0
            var offset: Int32 = -1
            let skeleton = "currency/EUR bogus"
            #expect(icub_unumrf_open(skeleton, Int32(skeleton.utf8.count), "en", 0, 2, &offset, &status) == nil)
            #expect(status == Int32(ICUB_NUMBER_SKELETON_SYNTAX_ERROR))
            #expect(offset == 13)
            status = 0
            #expect(icub_unumrf_open("scale/5\u{0}e999999999", 18, "en", 0, 2, &offset, &status) == nil)
            #expect(status == Int32(ICUB_NUMBER_SKELETON_SYNTAX_ERROR))
            #expect(offset == 7)
        }

        @Test(arguments: [(Int32(-1), Int32(0)), (4, 0), (0, -1), (0, 4)])
        func openRefusesUnknownCollapsesAndFallbacks(collapse: Int32, fallback: Int32) {
            var status: Int32 = 0
            var offset: Int32 = -1
            #expect(icub_unumrf_open("", 0, "en", collapse, fallback, &offset, &status) == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }

        /// French "0–1 jour": CLDR's plural ranges give the range of `one` and `one` the category `one`.
        @Test func pluralCategoryOfARange() throws {
            var status: Int32 = 0
            let rules = try #require(icub_uplrules_open("fr", Int32(ICUB_UPLURAL_TYPE_CARDINAL), &status))
            defer { icub_uplrules_close(rules) }
            try Self.with(skeleton: "precision-integer", locale: "fr",
                          identityFallback: Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)) { f in
                expectPreflighting("one") { icub_unumrf_select_plural(f, rules, "0", 1, "1", 1, $0, $1, &$2) }
                let nul = BridgeCall(capacity: 8) { icub_unumrf_select_plural(f, rules, "0\u{0}", 2, "1", 1, $0, $1, &$2) }
                #expect(nul.status == Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR))
            }
        }
    }
}
