import ICUBridge
import Testing

extension Internals.Bridge {
    /// uplrules.c: plural keywords for doubles and formatted decimals, and the keyword list.
    @Suite("uplrules.c")
    struct UPlRulesBridgeTests {
        /// Runs `body` with rules that must open.
        static func with(locale: String, type: Int32 = Int32(ICUB_UPLURAL_TYPE_CARDINAL),
                         _ body: (UnsafeMutablePointer<icub_uplrules>) throws -> Void) throws {
            var status: Int32 = 0
            let rules = try #require(icub_uplrules_open(locale, type, &status))
            defer { icub_uplrules_close(rules) }
            #expect(status <= 0)
            try body(rules)
        }

        /// The keywords in ICU's order, which is not alphabetical for every locale; the bridge joins them itself.
        @Test(arguments: [
            ("ru", Int32(ICUB_UPLURAL_TYPE_CARDINAL), "few many one other"),
            ("en", Int32(ICUB_UPLURAL_TYPE_CARDINAL), "one other"),
            ("en", Int32(ICUB_UPLURAL_TYPE_ORDINAL), "few one two other"),
            ("xx", Int32(ICUB_UPLURAL_TYPE_CARDINAL), "other"),
        ])
        func keywords(locale: String, type: Int32, expected: String) throws {
            try Self.with(locale: locale, type: type) { rules in
                expectPreflighting(expected) { icub_uplrules_keywords(rules, $0, $1, &$2) }
            }
        }

        @Test(arguments: [(1.0, "one"), (2, "few"), (5, "many"), (21, "one"), (0, "many"), (1.5, "other")])
        func selectDoubleInRussian(value: Double, expected: String) throws {
            try Self.with(locale: "ru") { rules in
                expectPreflighting(expected) { icub_uplrules_select_double(rules, value, $0, $1, &$2) }
            }
        }

        /// Visible fraction digits count: English 1 is "one", 1.00 is "other".
        @Test(arguments: [("precision-integer", "1.0", "one"), (".00", "1", "other"), ("", "1", "one")])
        func selectDecimalOnTheFormattedNumber(skeleton: String, number: String, expected: String) throws {
            try Self.with(locale: "en") { rules in
                try UNumFBridgeTests.with(skeleton, locale: "en") { formatter in
                    withBridgeText(number) { n, length in
                        expectPreflighting(expected) { icub_uplrules_select_decimal(rules, formatter, n, length, $0, $1, &$2) }
                    }
                }
            }
        }

        @Test func selectDecimalRejectsWhatIsNoNumber() throws {
            try Self.with(locale: "en") { rules in
                try UNumFBridgeTests.with("", locale: "en") { formatter in
                    let call = BridgeCall(capacity: 8) { icub_uplrules_select_decimal(rules, formatter, "x", 1, $0, $1, &$2) }
                    #expect(call.statusName == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
                    #expect(call.untouched(from: 0))
                }
            }
        }

        @Test(arguments: [Int32(7), -1])
        func openRefusesAnUnknownType(type: Int32) {
            var status: Int32 = 0
            #expect(icub_uplrules_open("en", type, &status) == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }
    }
}
