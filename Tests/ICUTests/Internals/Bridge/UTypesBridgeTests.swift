import ICUBridge
import Testing

extension Internals.Bridge {
    /// utypes.c: the status codes the header names, and their names.
    @Suite("utypes.c")
    struct UTypesBridgeTests {
        /// Each ICUB_ constant names the ICU code it claims to (utypes.c also pins the values at compile time).
        @Test(arguments: [
            ("U_ZERO_ERROR", ICUB_ZERO_ERROR),
            ("U_ILLEGAL_ARGUMENT_ERROR", ICUB_ILLEGAL_ARGUMENT_ERROR),
            ("U_INVALID_FORMAT_ERROR", ICUB_INVALID_FORMAT_ERROR),
            ("U_MEMORY_ALLOCATION_ERROR", ICUB_MEMORY_ALLOCATION_ERROR),
            ("U_PARSE_ERROR", ICUB_PARSE_ERROR),
            ("U_BUFFER_OVERFLOW_ERROR", ICUB_BUFFER_OVERFLOW_ERROR),
            ("U_UNSUPPORTED_ERROR", ICUB_UNSUPPORTED_ERROR),
            ("U_DECIMAL_NUMBER_SYNTAX_ERROR", ICUB_DECIMAL_NUMBER_SYNTAX_ERROR),
            ("U_NUMBER_SKELETON_SYNTAX_ERROR", ICUB_NUMBER_SKELETON_SYNTAX_ERROR),
        ])
        func namedCodes(name: String, code: Int) {
            #expect(errorName(Int32(code)) == name)
        }

        @Test func bufferOverflowIs15() {
            #expect(ICUB_BUFFER_OVERFLOW_ERROR == 15)
            #expect(errorName(15) == "U_BUFFER_OVERFLOW_ERROR")
        }

        /// Warnings are negative, and not failures: calls that succeed may leave them in `status`.
        @Test(arguments: [
            (Int32(-124), "U_STRING_NOT_TERMINATED_WARNING"),
            (Int32(-127), "U_USING_DEFAULT_WARNING"),
            (Int32(-128), "U_USING_FALLBACK_WARNING"),
        ])
        func warnings(code: Int32, name: String) {
            #expect(errorName(code) == name)
        }

        /// A code ICU does not define still gets a name, never a null pointer.
        @Test(arguments: [Int32(9_999), Int32(-9_999), Int32.max])
        func unknownCodes(code: Int32) {
            #expect(errorName(code) == "[BOGUS UErrorCode]")
        }
    }
}
