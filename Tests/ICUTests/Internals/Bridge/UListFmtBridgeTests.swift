import ICUBridge
import Testing

extension Internals.Bridge {
    /// ulistfmt.c: items in as one UTF-8 buffer with lengths, the joined text
    /// out with preflighting, and the arguments it refuses.
    @Suite("ulistfmt.c")
    struct UListFmtBridgeTests {
        /// Runs `body` with a formatter that must open.
        static func with(locale: String, type: Int32 = Int32(ICUB_ULISTFMT_TYPE_AND),
                         width: Int32 = Int32(ICUB_ULISTFMT_WIDTH_WIDE),
                         _ body: (UnsafeMutablePointer<icub_ulistfmt>) throws -> Void) throws {
            var status: Int32 = 0
            let formatter = try #require(icub_ulistfmt_open(locale, type, width, &status))
            defer { icub_ulistfmt_close(formatter) }
            #expect(status <= 0)
            try body(formatter)
        }

        // English's conjunctions, the same in every CLDR the bridge supports.

        @Test func preflighting() throws {
            try Self.with(locale: "en") { f in
                withListItems(["one", "two", "three"]) { items, lengths, count in
                    expectPreflighting("one, two, and three") { icub_ulistfmt_format(f, items, lengths, count, $0, $1, &$2) }
                }
            }
        }

        /// Past the stack buffers: 40 items and more than 256 UTF-16 units.
        @Test func longList() throws {
            let items = (0..<40).map { "item number \($0)" }
            let expected = items.dropLast().joined(separator: ", ") + ", and " + items.last!
            try Self.with(locale: "en") { f in
                withListItems(items) { items, lengths, count in
                    expectPreflighting(expected) { icub_ulistfmt_format(f, items, lengths, count, $0, $1, &$2) }
                }
            }
        }

        /// An item's NUL is a character of the item, and empty items stay empty.
        @Test func embeddedNULsAndEmptyItems() throws {
            try Self.with(locale: "en") { f in
                withListItems(["a\0b", "", "c\0"]) { items, lengths, count in
                    expectPreflighting("a\0b, , and c\0") { icub_ulistfmt_format(f, items, lengths, count, $0, $1, &$2) }
                }
            }
        }

        @Test func noItemsIsTheEmptyText() throws {
            try Self.with(locale: "en") { f in
                withListItems([]) { items, lengths, count in
                    expectPreflighting("") { icub_ulistfmt_format(f, items, lengths, count, $0, $1, &$2) }
                }
            }
        }

        @Test func negativeCountOrLengthIsAnIllegalArgument() throws {
            try Self.with(locale: "en") { f in
                let lengths: [Int32] = [1, -1]
                let negativeLength = BridgeCall(capacity: 8) { icub_ulistfmt_format(f, "ab", lengths, 2, $0, $1, &$2) }
                #expect(negativeLength.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
                #expect(negativeLength.untouched(from: 0))
                let negativeCount = BridgeCall(capacity: 8) { icub_ulistfmt_format(f, "ab", lengths, -1, $0, $1, &$2) }
                #expect(negativeCount.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
        }

        /// Lengths that add up to 2 GiB or more are refused before any byte is read.
        @Test func lengthsOverTwoGiBAreAnIllegalArgument() throws {
            try Self.with(locale: "en") { f in
                let lengths: [Int32] = [Int32.max, Int32.max]
                let call = BridgeCall(capacity: 8) { icub_ulistfmt_format(f, "", lengths, 2, $0, $1, &$2) }
                #expect(call.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
        }

        /// Bytes that are not UTF-8 fail the conversion (the library's `String`s never hold them).
        @Test func illFormedUTF8Fails() throws {
            try Self.with(locale: "en") { f in
                let call = withBridgeBytes([0x61, 0xFF, 0x62]) { s, n in
                    [n].withUnsafeBufferPointer { lengths in
                        BridgeCall(capacity: 16) { icub_ulistfmt_format(f, s, lengths.baseAddress!, 1, $0, $1, &$2) }
                    }
                }
                #expect(call.status > 0)
                #expect(call.statusName == "U_INVALID_CHAR_FOUND")
            }
        }

        @Test(arguments: [(Int32(-1), Int32(0)), (3, 0), (0, -1), (0, 3)])
        func openRefusesUnknownTypesAndWidths(type: Int32, width: Int32) {
            var status: Int32 = 0
            #expect(icub_ulistfmt_open("en", type, width, &status) == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }
    }
}
