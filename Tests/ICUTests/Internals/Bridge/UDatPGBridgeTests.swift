import ICUBridge
import Testing

extension Internals.Bridge {
    /// udatpg.c: best patterns for UTF-8 skeletons.
    @Suite("udatpg.c")
    struct UDatPGBridgeTests {
        /// Runs `body` with a generator that must open.
        static func with(locale: String, _ body: (UnsafeMutablePointer<icub_udatpg>) -> Void) throws {
            var status: Int32 = 0
            let generator = try #require(icub_udatpg_open(locale, &status))
            defer { icub_udatpg_close(generator) }
            #expect(status <= 0)
            body(generator)
        }

        static func bestPattern(_ g: UnsafeMutablePointer<icub_udatpg>, _ skeleton: String) -> BridgeCall {
            withBridgeText(skeleton) { s, length in
                BridgeCall(capacity: 64) { icub_udatpg_best_pattern(g, s, length, $0, $1, &$2) }
            }
        }

        /// CLDR 42 puts U+202F before AM/PM.
        @Test(arguments: [
            ("de_DE", "yMMMd", "d. MMM y"),
            ("de_DE", "yMMMMEEEEd", "EEEE, d. MMMM y"),
            ("de_DE", "jmm", "HH:mm"),
            ("en_US", "jmm", "h:mm\u{202F}a"),
            ("en_US", "yMMMd", "MMM d, y"),
        ])
        func bestPattern(locale: String, skeleton: String, expected: String) throws {
            try Self.with(locale: locale) { g in
                withBridgeText(skeleton) { s, length in
                    expectPreflighting(expected) { icub_udatpg_best_pattern(g, s, length, $0, $1, &$2) }
                }
            }
        }

        /// The whole skeleton is read: the "x" after the NUL adds a zone offset
        /// field, as it does without the NUL, which the generator skips like any
        /// character that is no field.
        @Test func embeddedNULDoesNotEndTheSkeleton() throws {
            try Self.with(locale: "de_DE") { g in
                #expect(Self.bestPattern(g, "yMMMd\0x").text == Self.bestPattern(g, "yMMMdx").text)
                #expect(Self.bestPattern(g, "yMMMd\0").text == Self.bestPattern(g, "yMMMd").text)
                #expect(!TestedICU.isPinned || Self.bestPattern(g, "yMMMdx").text == "d. MMM y, x")
            }
        }

        /// Characters that are no field are skipped, not errors.
        @Test(arguments: [("\u{E9}", ""), ("yM\u{E9}", "MM/y"), ("{", "")])
        func charactersThatAreNoFieldAreSkipped(skeleton: String, expected: String) throws {
            try Self.with(locale: "de_DE") { g in
                let call = Self.bestPattern(g, skeleton)
                #expect(call.status <= 0)
                // As the skeleton of its ASCII letters alone, on any ICU; CLDR 42's pattern on ICU 72.
                #expect(call.text == Self.bestPattern(g, String(skeleton.filter { $0.isASCII && $0.isLetter })).text)
                #expect(!TestedICU.isPinned || call.text == expected)
            }
        }

        @Test func invalidUTF8Fails() throws {
            try Self.with(locale: "de_DE") { g in
                let call = withBridgeBytes([0x79, 0xFF]) { s, length in
                    BridgeCall(capacity: 16) { icub_udatpg_best_pattern(g, s, length, $0, $1, &$2) }
                }
                #expect(call.statusName == "U_INVALID_CHAR_FOUND")
                #expect(call.untouched(from: 0))
            }
        }

        @Test func openFailsOnAMalformedLocale() {
            var status: Int32 = 0
            #expect(icub_udatpg_open("@@@@", &status) == nil)
            #expect(errorName(status) == "U_ILLEGAL_ARGUMENT_ERROR")
        }
    }
}
