import ICUBridge
import Testing

extension Internals.Bridge {
    /// ucasemap.c: the four mappings of UTF-8 text, their preflighting, the
    /// options, and what ICU does with bytes that are not UTF-8.
    @Suite("ucasemap.c")
    struct UCaseMapBridgeTests {
        /// Runs `body` with a map that must open.
        static func with(locale: String, options: UInt32 = 0,
                         _ body: (UnsafeMutablePointer<icub_ucasemap>) throws -> Void) throws {
            var status: Int32 = 0
            let map = try #require(icub_ucasemap_open(locale, options, &status))
            defer { icub_ucasemap_close(map) }
            #expect(status <= 0)
            try body(map)
        }

        // The expected texts are Unicode's case mappings (SpecialCasing, and ICU's
        // rules for Greek and Dutch), which hold on every ICU the bridge supports.

        @Test(arguments: [
            ("tr", "istanbul", "İSTANBUL"), ("az", "istanbul", "İSTANBUL"), ("en", "istanbul", "ISTANBUL"),
            ("el", "άδεια", "ΑΔΕΙΑ"), ("en", "άδεια", "ΆΔΕΙΑ"), ("de", "straße", "STRASSE"),
            ("lt", "i\u{307}", "I"), ("en", "i\u{307}", "I\u{307}"),
        ])
        func upper(locale: String, text: String, expected: String) throws {
            try Self.with(locale: locale) { map in
                withBridgeText(text) { s, n in
                    expectPreflighting(expected) { icub_ucasemap_to_upper(map, s, n, $0, $1, &$2) }
                }
            }
        }

        @Test(arguments: [
            ("tr", "I", "ı"), ("az", "I", "ı"), ("tr", "İ", "i"), ("en", "I", "i"),
            ("lt", "Ì", "i\u{307}\u{300}"), ("en", "Ì", "ì"), ("el", "ΟΔΟΣ", "οδο\u{3C2}"),
        ])
        func lower(locale: String, text: String, expected: String) throws {
            try Self.with(locale: locale) { map in
                withBridgeText(text) { s, n in
                    expectPreflighting(expected) { icub_ucasemap_to_lower(map, s, n, $0, $1, &$2) }
                }
            }
        }

        @Test(arguments: [
            ("nl", UInt32(0), "ijssel", "IJssel"), ("en", UInt32(0), "ijssel", "Ijssel"),
            ("tr", UInt32(0), "istanbul izmir", "İstanbul İzmir"),
            ("en", UInt32(0), "hELLO wORLD", "Hello World"),
            ("en", UInt32(ICUB_U_TITLECASE_NO_LOWERCASE), "hELLO wORLD", "HELLO WORLD"),
            ("en", UInt32(0), "_abc", "_Abc"),
            ("en", UInt32(ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT), "_abc", "_abc"),
        ])
        func title(locale: String, options: UInt32, text: String, expected: String) throws {
            try Self.with(locale: locale, options: options) { map in
                withBridgeText(text) { s, n in
                    expectPreflighting(expected) { icub_ucasemap_to_title(map, s, n, $0, $1, &$2) }
                }
            }
        }

        /// Folding reads the option, not the locale.
        @Test(arguments: [
            ("en", UInt32(0), "Iİ", "ii\u{307}"), ("tr", UInt32(0), "Iİ", "ii\u{307}"),
            ("en", UInt32(ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I), "Iİ", "ıi"), ("de", UInt32(0), "Straße", "strasse"),
        ])
        func fold(locale: String, options: UInt32, text: String, expected: String) throws {
            try Self.with(locale: locale, options: options) { map in
                withBridgeText(text) { s, n in
                    expectPreflighting(expected) { icub_ucasemap_fold_case(map, s, n, $0, $1, &$2) }
                }
            }
        }

        /// ICU copies bytes that are not UTF-8 to the output as they are, and
        /// maps the text around them; upper and title case, which go through
        /// UTF-16 for well-formed text, take ICU's UTF-8 path for such text. The
        /// library's `String`s never hold such bytes, and `icufmt case` refuses
        /// a line that does.
        @Test func illFormedBytesPassThroughUnchanged() throws {
            let input: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x63, 0xED, 0xA0, 0x80, 0x64, 0x20, 0x65]
            try Self.with(locale: "en") { map in
                let upper = withBridgeBytes(input) { s, n in
                    BridgeCall(capacity: 32) { icub_ucasemap_to_upper(map, s, n, $0, $1, &$2) }
                }
                #expect(upper.status <= 0, "\(upper.statusName)")
                #expect(Array(upper.bytes) == [0x41, 0xFF, 0x42, 0xC3, 0x43, 0xED, 0xA0, 0x80, 0x44, 0x20, 0x45])
                let title = withBridgeBytes(input) { s, n in
                    BridgeCall(capacity: 32) { icub_ucasemap_to_title(map, s, n, $0, $1, &$2) }
                }
                #expect(title.status <= 0, "\(title.statusName)")
                // Title case breaks words at each ill-formed sequence.
                #expect(Array(title.bytes) == [0x41, 0xFF, 0x42, 0xC3, 0x43, 0xED, 0xA0, 0x80, 0x44, 0x20, 0x45])
            }
        }

        /// Upper and title case through UTF-16 write what ICU's UTF-8 functions
        /// write, in every language with rules of its own, for text of any length
        /// (past the 2,048 units of the stack buffers too).
        @Test(arguments: ["tr", "az", "lt", "el", "nl", "de", "en"])
        func throughUTF16AsICUsUTF8Functions(locale: String) throws {
            let texts = ["istanbul ılık İzmir", "άδεια ΐ ΟΔΟΣ οδός", "ijssel IJSSEL Ijssel", "Ì i\u{307} j\u{307}\u{301}",
                         "straße ǆemal ﬀ", "_abc 'hello' 1st", "",
                         String(repeating: "Straße İstanbul ΐ ", count: 200)]
            try Self.with(locale: locale) { map in
                for text in texts {
                    let upper = RawICU.text { d, c, s in withBridgeText(text) { icub_ucasemap_to_upper(map, $0, $1, d, c, &s) } }
                    let upper8 = RawICU.text { d, c, s in withBridgeText(text) { icub_ucasemap_utf8_to_upper(map, $0, $1, d, c, &s) } }
                    #expect(upper != nil && upper == upper8, "\(text.prefix(40))")
                    let title = RawICU.text { d, c, s in withBridgeText(text) { icub_ucasemap_to_title(map, $0, $1, d, c, &s) } }
                    let title8 = RawICU.text { d, c, s in withBridgeText(text) { icub_ucasemap_utf8_to_title(map, $0, $1, d, c, &s) } }
                    #expect(title != nil && title == title8, "\(text.prefix(40))")
                }
            }
        }

        @Test func embeddedNULsAndEmptyText() throws {
            try Self.with(locale: "en") { map in
                withBridgeText("a\0b") { s, n in
                    expectPreflighting("A\0B") { icub_ucasemap_to_upper(map, s, n, $0, $1, &$2) }
                }
                let empty = withBridgeText("") { s, n in
                    BridgeCall(capacity: 4) { icub_ucasemap_to_title(map, s, n, $0, $1, &$2) }
                }
                #expect(empty.length == 0)
                #expect(empty.status <= 0)
            }
        }

        @Test func negativeLengthIsAnIllegalArgument() throws {
            try Self.with(locale: "en") { map in
                let call = BridgeCall(capacity: 8) { icub_ucasemap_to_lower(map, "ABC", -1, $0, $1, &$2) }
                #expect(call.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
                #expect(call.untouched(from: 0))
            }
        }

        @Test(arguments: [UInt32(2), 0x400, 0xFFFF_FFFF])
        func openRefusesUnknownOptions(options: UInt32) {
            var status: Int32 = 0
            #expect(icub_ucasemap_open("en", options, &status) == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }
    }
}
