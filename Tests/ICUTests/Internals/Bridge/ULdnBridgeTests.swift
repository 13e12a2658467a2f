import ICUBridge
import Testing

extension Internals.Bridge {
    /// uldn.c: display names through ICU's UTF-16, out as UTF-8 with preflighting.
    @Suite("uldn.c")
    struct ULdnBridgeTests {
        /// Runs `body` with display names that must open.
        static func with(displayLocale: String, dialect: Int32 = Int32(ICUB_UDISPCTX_STANDARD_NAMES),
                         capitalization: Int32 = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE),
                         substitute: Bool = true,
                         _ body: (UnsafeMutablePointer<icub_uldn>) throws -> Void) throws {
            var status: Int32 = 0
            let names = try #require(icub_uldn_open(displayLocale, dialect, capitalization, Int32(ICUB_UDISPCTX_LENGTH_FULL),
                                                    Int32(substitute ? ICUB_UDISPCTX_SUBSTITUTE : ICUB_UDISPCTX_NO_SUBSTITUTE), &status))
            defer { icub_uldn_close(names) }
            #expect(status <= 0)
            try body(names)
        }

        @Test(arguments: [
            (Int32(ICUB_ULDN_LOCALE), "de_CH", "Deutsch (Schweiz)"),
            (Int32(ICUB_ULDN_LANGUAGE), "fr", "Franz\u{F6}sisch"),
            (Int32(ICUB_ULDN_SCRIPT), "Hant", "Traditionell"),
            (Int32(ICUB_ULDN_REGION), "CH", "Schweiz"),
            (Int32(ICUB_ULDN_VARIANT), "POSIX", "Posix"),
            (Int32(ICUB_ULDN_KEY), "calendar", "Kalender"),
        ])
        func names(what: Int32, code: String, expected: String) throws {
            try Self.with(displayLocale: "de") { names in
                expectPreflighting(expected) { icub_uldn_name(names, what, code, $0, $1, &$2) }
            }
        }

        @Test func keyValueName() throws {
            try Self.with(displayLocale: "de") { names in
                expectPreflighting(cldr42: "Hebr\u{E4}ischer Kalender") { icub_uldn_key_value_name(names, "calendar", "hebrew", $0, $1, &$2) }
            }
        }

        @Test func dialectAndCapitalization() throws {
            try Self.with(displayLocale: "fr", dialect: Int32(ICUB_UDISPCTX_DIALECT_NAMES),
                          capitalization: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU)) { names in
                expectPreflighting(cldr42: "Anglais britannique") { icub_uldn_name(names, Int32(ICUB_ULDN_LOCALE), "en_GB", $0, $1, &$2) }
            }
        }

        /// Without substitution, a code ICU has no name for fails; with it, the code comes back.
        @Test func substitution() throws {
            try Self.with(displayLocale: "en", substitute: false) { names in
                let call = BridgeCall(capacity: 32) { icub_uldn_name(names, Int32(ICUB_ULDN_LANGUAGE), "zz", $0, $1, &$2) }
                #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
                #expect(call.untouched(from: 0))
            }
            try Self.with(displayLocale: "en") { names in
                expectPreflighting("zz") { icub_uldn_name(names, Int32(ICUB_ULDN_LANGUAGE), "zz", $0, $1, &$2) }
            }
        }

        @Test func unknownSelectorIsAnIllegalArgument() throws {
            try Self.with(displayLocale: "en") { names in
                let call = BridgeCall(capacity: 32) { icub_uldn_name(names, 99, "de", $0, $1, &$2) }
                #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
                #expect(call.length == 0)
                #expect(call.untouched(from: 0))
            }
        }

        /// A context of the wrong kind, or none ICU defines, opens nothing.
        @Test(arguments: [
            (Int32(ICUB_UDISPCTX_LENGTH_FULL), Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE)),
            (Int32(ICUB_UDISPCTX_STANDARD_NAMES), Int32(ICUB_UDISPCTX_DIALECT_NAMES)),
            (Int32(2), Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE)),
            (Int32(ICUB_UDISPCTX_STANDARD_NAMES), Int32(0x105)),
        ])
        func badContextsOpenNothing(dialect: Int32, capitalization: Int32) {
            var status: Int32 = 0
            let names = icub_uldn_open("en", dialect, capitalization, Int32(ICUB_UDISPCTX_LENGTH_FULL),
                                       Int32(ICUB_UDISPCTX_SUBSTITUTE), &status)
            #expect(names == nil)
            #expect(errorName(status) == "U_ILLEGAL_ARGUMENT_ERROR")
        }
    }
}
