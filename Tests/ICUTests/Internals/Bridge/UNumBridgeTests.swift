import ICUBridge
import Testing

extension Internals.Bridge {
    /// unum.c: the legacy formatter, and parsing with UTF-8 error offsets.
    @Suite("unum.c")
    struct UNumBridgeTests {
        /// Runs `body` with a formatter of `style` that must open.
        static func with(_ style: Int32, locale: String, _ body: (UnsafeMutablePointer<icub_unum>) -> Void) throws {
            var status: Int32 = 0
            let formatter = try #require(icub_unum_open(style, locale, &status))
            defer { icub_unum_close(formatter) }
            #expect(status <= 0)
            body(formatter)
        }

        /// One parse: the call (its output is the decimal string) and the error offset.
        static func parse(_ f: UnsafeMutablePointer<icub_unum>, _ text: String, capacity: Int = 32) -> (BridgeCall, Int32) {
            var offset: Int32 = -2
            let call = withBridgeText(text) { t, length in
                BridgeCall(capacity: capacity) { icub_unum_parse_decimal(f, t, length, &offset, $0, $1, &$2) }
            }
            return (call, offset)
        }

        @Test func format() throws {
            try Self.with(Int32(ICUB_UNUM_DECIMAL), locale: "de_DE") { f in
                expectPreflighting(cldr42: "-1.234.567") { icub_unum_format_int(f, -1_234_567, $0, $1, &$2) }
                expectPreflighting(cldr42: "1.234,5") { icub_unum_format_double(f, 1_234.5, $0, $1, &$2) }
                withBridgeText("1234.5") { number, length in
                    expectPreflighting(cldr42: "1.234,5") { icub_unum_format_decimal(f, number, length, $0, $1, &$2) }
                }
            }
            try Self.with(Int32(ICUB_UNUM_PERCENT), locale: "de_DE") { f in
                expectPreflighting(cldr42: "25\u{A0}%") { icub_unum_format_double(f, 0.25, $0, $1, &$2) }
            }
            try Self.with(Int32(ICUB_UNUM_SPELLOUT), locale: "en_US") { f in
                expectPreflighting(cldr42: "one thousand two hundred thirty-four") { icub_unum_format_int(f, 1_234, $0, $1, &$2) }
            }
        }

        @Test func setCurrency() throws {
            try Self.with(Int32(ICUB_UNUM_CURRENCY), locale: "de_DE") { f in
                expectPreflighting(cldr42: "1.234,50\u{A0}\u{20AC}") { icub_unum_format_double(f, 1_234.5, $0, $1, &$2) }
                var status: Int32 = 0
                icub_unum_set_currency(f, "JPY", &status)
                #expect(status <= 0)
                // Yen have no fraction digits; 1234.5 rounds half to even.
                expectPreflighting(cldr42: "1.234\u{A0}\u{A5}") { icub_unum_format_double(f, 1_234.5, $0, $1, &$2) }
            }
        }

        /// Anything but three ASCII bytes is refused before ICU sees it, and the currency stays.
        @Test(arguments: ["US", "USDX", "U\u{E9}", ""])
        func setCurrencyRefusesWhatIsNoCode(code: String) throws {
            try Self.with(Int32(ICUB_UNUM_CURRENCY), locale: "de_DE") { f in
                var status: Int32 = 0
                icub_unum_set_currency(f, code, &status)
                #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
                let call = BridgeCall(capacity: 32) { icub_unum_format_double(f, 1.5, $0, $1, &$2) }
                #expect(call.text == RawICU.number(1.5, unumStyle: Int32(ICUB_UNUM_CURRENCY), locale: "de_DE"))
            }
        }

        @Test func openFailsOnAnUnknownStyle() {
            var status: Int32 = 0
            let formatter = icub_unum_open(99, "en_US", &status)
            #expect(formatter == nil)
            #expect(errorName(status) == "U_UNSUPPORTED_ERROR")
        }

        /// Parsed numbers come out under the same preflighting rules, through ICU's own char buffer.
        @Test func parseDecimal() throws {
            try Self.with(Int32(ICUB_UNUM_DECIMAL), locale: "de_DE") { f in
                withBridgeText("-1.234,5") { text, length in
                    var offset: Int32 = -2
                    expectPreflighting("-1234.5") { icub_unum_parse_decimal(f, text, length, &offset, $0, $1, &$2) }
                    #expect(offset == -1)
                }
            }
        }

        /// Where a parse stops, in UTF-8 bytes of the text: the multi-byte
        /// characters before it count in full (€ 3 bytes, U+00A0 2, Arabic digits 2).
        @Test(arguments: [
            (Int32(ICUB_UNUM_CURRENCY), "de_DE", false, "1.234,50\u{A0}\u{20AC}x", Int32(13)),
            (Int32(ICUB_UNUM_CURRENCY), "de_DE", true, "1.234,50\u{A0}\u{20AC}x", 13),
            (Int32(ICUB_UNUM_CURRENCY), "de_DE", false, "1.234,5\u{20AC}x", 10),
            (Int32(ICUB_UNUM_CURRENCY), "de_DE", true, "1.234,5\u{20AC}x", 10),
            (Int32(ICUB_UNUM_DECIMAL), "de_DE", false, "1.234,5x", 7),
            (Int32(ICUB_UNUM_DECIMAL), "ar_EG", false, "\u{661}\u{662}\u{663}x", 6),
            (Int32(ICUB_UNUM_DECIMAL), "ar_EG", true, "\u{661}\u{66C}\u{662}\u{663}\u{664}x", 10),
            (Int32(ICUB_UNUM_DECIMAL), "de_DE", true, "\u{E9}\u{E9}12", 0),
            (Int32(ICUB_UNUM_DECIMAL), "de_DE", false, "", 0),
        ])
        func parseErrorOffsetsAreUTF8(style: Int32, locale: String, lenient: Bool, text: String, offset: Int32) throws {
            try Self.with(style, locale: locale) { f in
                icub_unum_set_lenient(f, lenient ? 1 : 0)
                let (call, errorOffset) = Self.parse(f, text)
                #expect(call.statusName == "U_PARSE_ERROR")
                #expect(errorOffset == offset)
                // ICU has written the part it parsed into the buffer by then; the length says there is nothing.
                #expect(call.length == 0)
            }
        }

        /// The lenient parser takes a currency sign without its U+00A0.
        @Test func lenientParseOfCurrency() throws {
            try Self.with(Int32(ICUB_UNUM_CURRENCY), locale: "de_DE") { f in
                icub_unum_set_lenient(f, 1)
                let (call, offset) = Self.parse(f, "1.234,5\u{20AC}")
                #expect(call.status <= 0)
                #expect(call.text == "1234.5")
                #expect(offset == -1)
            }
        }

        /// The whole text is read: the parse stops at the NUL and the rest is left over.
        @Test func parseOfAnEmbeddedNULIsAnError() throws {
            try Self.with(Int32(ICUB_UNUM_DECIMAL), locale: "de_DE") { f in
                let (call, offset) = Self.parse(f, "12\03")
                #expect(call.statusName == "U_PARSE_ERROR")
                #expect(offset == 2)
            }
        }

        /// ICU 72's `unum_formatDecimal` reads the number only up to an embedded
        /// NUL although it is given the length ("12\03" would format as 12), so
        /// the bridge refuses a NUL in a decimal number.
        @Test func formatDecimalRefusesAnEmbeddedNUL() throws {
            try Self.with(Int32(ICUB_UNUM_DECIMAL), locale: "de_DE") { f in
                let call = withBridgeText("12\03") { number, length in
                    BridgeCall(capacity: 16) { icub_unum_format_decimal(f, number, length, $0, $1, &$2) }
                }
                #expect(call.statusName == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
                #expect(call.untouched(from: 0))
                let bad = withBridgeText("1x") { number, length in
                    BridgeCall(capacity: 16) { icub_unum_format_decimal(f, number, length, $0, $1, &$2) }
                }
                #expect(bad.statusName == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
            }
        }
    }
}
