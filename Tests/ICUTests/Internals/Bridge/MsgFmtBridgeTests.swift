import ICUBridge
import Testing

extension Internals.Bridge {
    /// msgfmt.cpp: patterns in as UTF-8 with syntax errors at UTF-8 offsets, the
    /// arguments a pattern names, named arguments in, the text out with
    /// preflighting, clones, and the values it refuses.
    @Suite("msgfmt.cpp")
    struct MsgFmtBridgeTests {
        /// Runs `body` with a format that must open.
        static func with(_ pattern: String, locale: String = "en", zone: String = "UTC",
                         _ body: (UnsafeMutablePointer<icub_msgfmt>) throws -> Void) throws {
            var status: Int32 = 0
            var offset: Int32 = -1
            let format = try #require(icub_msgfmt_open(locale, zone, pattern, Int32(pattern.utf8.count), &offset, &status))
            defer { icub_msgfmt_close(format) }
            #expect(status <= 0)
            #expect(offset == -1)
            try body(format)
        }

        /// One integer argument named `name`.
        static func withInteger<R>(_ name: String, _ value: Int64, _ body: (UnsafePointer<icub_msgfmt_arg>) -> R) -> R {
            name.withCString { n in
                var arg = icub_msgfmt_arg(name: n, name_length: Int32(name.utf8.count), type: Int32(ICUB_MSGFMT_VALUE_INT64),
                                          integer: value, number: 0, text: nil, text_length: 0)
                return withUnsafePointer(to: &arg) { body($0) }
            }
        }

        @Test func preflighting() throws {
            try Self.with("{n, plural, one {# file} other {# files}} ok") { f in
                Self.withInteger("n", 1200) { arg in
                    expectPreflighting(cldr42: "1,200 files ok") { icub_msgfmt_format(f, arg, 1, $0, $1, &$2) }
                }
            }
        }

        /// Past the 256-unit stack buffers: a long pattern and a long result.
        @Test func longText() throws {
            let long = String(repeating: "é", count: 600)
            try Self.with(long + "{n}") { f in
                Self.withInteger("n", 7) { arg in
                    expectPreflighting(long + "7") { icub_msgfmt_format(f, arg, 1, $0, $1, &$2) }
                }
            }
        }

        @Test func clonesFormatAlike() throws {
            try Self.with("{n, spellout}") { f in
                var status: Int32 = 0
                let copy = try #require(icub_msgfmt_clone(f, &status))
                defer { icub_msgfmt_close(copy) }
                Self.withInteger("n", 42) { arg in
                    let a = BridgeCall(capacity: 256) { icub_msgfmt_format(f, arg, 1, $0, $1, &$2) }
                    let b = BridgeCall(capacity: 256) { icub_msgfmt_format(copy, arg, 1, $0, $1, &$2) }
                    #expect(a.text == b.text && !a.text.isEmpty)
                }
            }
        }

        @Test func syntaxErrorsAtUTF8Offsets() {
            for (pattern, offset) in [("abc {0, plural, other{x}", Int32(15)), ("héllo {0, plural, other{x}", 18), ("日{}", 4)] {
                var status: Int32 = 0
                var errorOffset: Int32 = -1
                let format = icub_msgfmt_open("en", "UTC", pattern, Int32(pattern.utf8.count), &errorOffset, &status)
                #expect(format == nil)
                #expect(errorName(status) == "U_PATTERN_SYNTAX_ERROR")
                #expect(errorOffset == offset, "\(pattern)")
                let listing = BridgeCall(capacity: 256) { dest, capacity, status in
                    var listingOffset: Int32 = -1
                    let length = icub_msgfmt_pattern_arguments(pattern, Int32(pattern.utf8.count), &listingOffset, dest, capacity, &status)
                    #expect(listingOffset == offset)
                    return length
                }
                #expect(listing.statusName == "U_PATTERN_SYNTAX_ERROR")
            }
        }

        @Test func argumentsInPatternOrder() {
            let pattern = "{0} {n, number, ::percent} {g, select, a {{d, Date, short}} other {{n, plural, other {#}}}} {1, SPELLOUT}"
            expectPreflighting("none\t0\t0\nnumber\t-1\tn\nselect\t-1\tg\nDate\t-1\td\nplural\t-1\tn\nSPELLOUT\t1\t1\n") {
                var offset: Int32 = -1
                return icub_msgfmt_pattern_arguments(pattern, Int32(pattern.utf8.count), &offset, $0, $1, &$2)
            }
        }

        @Test func refusedValues() throws {
            try Self.with("{n, number}") { f in
                "n".withCString { n in
                    "1\u{0}2".withCString { text in
                        var arg = icub_msgfmt_arg(name: n, name_length: 1, type: Int32(ICUB_MSGFMT_VALUE_DECIMAL),
                                                  integer: 0, number: 0, text: text, text_length: 3)
                        let nul = BridgeCall(capacity: 64) { icub_msgfmt_format(f, &arg, 1, $0, $1, &$2) }
                        #expect(nul.statusName == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
                        arg.type = 99
                        let unknown = BridgeCall(capacity: 64) { icub_msgfmt_format(f, &arg, 1, $0, $1, &$2) }
                        #expect(unknown.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
                    }
                }
                let negative = BridgeCall(capacity: 64) { icub_msgfmt_format(f, nil, -1, $0, $1, &$2) }
                #expect(negative.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            }
            var status: Int32 = 0
            var offset: Int32 = -1
            #expect(icub_msgfmt_open("en", "GMT+05:30", "{d, time}", 9, &offset, &status) == nil)
            #expect(errorName(status) == "U_ILLEGAL_ARGUMENT_ERROR")
        }
    }
}
