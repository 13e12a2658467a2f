import ICUBridge
import Testing

extension Internals.Bridge {
    /// ucol.c and usearch.c: strict opening, attributes, comparing and sort keys
    /// of UTF-8, and matches mapped back to UTF-8 offsets.
    @Suite("ucol.c")
    struct UColBridgeTests {
        /// Runs `body` with a collator that must open.
        static func with(locale: String, _ body: (UnsafeMutablePointer<icub_ucol>) throws -> Void) throws {
            var status: Int32 = 0
            let collator = try #require(icub_ucol_open(locale, &status))
            defer { icub_ucol_close(collator) }
            #expect(status <= 0)
            try body(collator)
        }

        static func compare(_ collator: UnsafeMutablePointer<icub_ucol>, _ a: [UInt8], _ b: [UInt8]) -> (Int32, Int32) {
            var status: Int32 = 0
            let order = a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in
                    x.withMemoryRebound(to: CChar.self) { x in
                        y.withMemoryRebound(to: CChar.self) { y in
                            icub_ucol_compare(collator, x.baseAddress, Int32(x.count), y.baseAddress, Int32(y.count), &status)
                        }
                    }
                }
            }
            return (order, status)
        }

        static func sortKey(_ collator: UnsafeMutablePointer<icub_ucol>, _ text: [UInt8], capacity: Int) -> (length: Int32, status: Int32, bytes: [UInt8]) {
            var status: Int32 = 0
            var out = [UInt8](repeating: 0xEE, count: capacity + 4)
            let length = text.withUnsafeBufferPointer { t in
                t.withMemoryRebound(to: CChar.self) { t in
                    icub_ucol_sort_key(collator, t.baseAddress, Int32(t.count), &out, Int32(capacity), &status)
                }
            }
            return (length, status, out)
        }

        /// ICU opens the standard order for a collation type a locale lacks; the bridge refuses it.
        @Test(arguments: ["de@collation=nonsense", "en@collation=phonebook", "es@collation=pinyin"])
        func unknownCollationTypeDoesNotOpen(locale: String) {
            var status: Int32 = 0
            let collator = icub_ucol_open(locale, &status)
            #expect(collator == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            icub_ucol_close(collator)
        }

        @Test(arguments: ["de@collation=phonebook", "de@collation=standard", "es@collation=traditional",
                          "zh@collation=pinyin", "zh@collation=stroke", "ja", "sv", "xx", "root"])
        func knownTypesOpen(locale: String) throws {
            try Self.with(locale: locale) { _ in }
        }

        @Test func badAttributeKeywordIsICUsError() {
            var status: Int32 = 0
            let collator = icub_ucol_open("de@colStrength=bogus", &status)
            #expect(collator == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }

        @Test func attributesRoundTrip() throws {
            try Self.with(locale: "en") { collator in
                var status: Int32 = 0
                #expect(icub_ucol_attribute(collator, Int32(ICUB_UCOL_NUMERIC_COLLATION), &status) == Int32(ICUB_UCOL_OFF))
                icub_ucol_set_attribute(collator, Int32(ICUB_UCOL_NUMERIC_COLLATION), Int32(ICUB_UCOL_ON), &status)
                #expect(icub_ucol_attribute(collator, Int32(ICUB_UCOL_NUMERIC_COLLATION), &status) == Int32(ICUB_UCOL_ON))
                icub_ucol_set_attribute(collator, Int32(ICUB_UCOL_STRENGTH), 99, &status)
                #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
        }

        @Test func typesListStandard() throws {
            let call = BridgeCall(capacity: 512) { icub_ucol_types("de", $0, $1, &$2) }
            #expect(call.status <= 0)
            #expect(call.text.split(separator: "\n").contains("phonebook"))
            #expect(call.text.split(separator: "\n").contains("standard"))
            expectPreflighting(call.text) { icub_ucol_types("de", $0, $1, &$2) }
        }

        @Test func validLocaleNamesTheType() throws {
            try Self.with(locale: "de@collation=phonebook") { collator in
                var status: Int32 = 0
                let locale = try #require(icub_ucol_valid_locale(collator, &status))
                #expect(String(cString: locale) == "de@collation=phonebook")
            }
        }

        /// Embedded NULs are text like any other; ICU compares an ill-formed byte as U+FFFD.
        @Test func compareUTF8() throws {
            try Self.with(locale: "sv") { collator in
                #expect(Self.compare(collator, Array("ä".utf8), Array("z".utf8)) == (1, 0))
                #expect(Self.compare(collator, [0x61, 0, 0x62], [0x61, 0, 0x63]).0 == -1)
                #expect(Self.compare(collator, [], []) == (0, 0))
                #expect(Self.compare(collator, [0x61, 0xFF], Array("a\u{FFFD}".utf8)) == (0, 0))
            }
        }

        /// The preflighting convention of a byte output: the full length, overflow, nothing usable.
        @Test func sortKeyCapacities() throws {
            try Self.with(locale: "de") { collator in
                let text = Array("Straße".utf8)
                let full = Self.sortKey(collator, text, capacity: 64)
                #expect(full.status <= 0)
                let length = Int(full.length)
                #expect(length > 1 && full.bytes[length - 1] == 0)
                for capacity in [0, 1, length - 1] {
                    let call = Self.sortKey(collator, text, capacity: capacity)
                    #expect(call.length == full.length)
                    #expect(call.status == Int32(ICUB_BUFFER_OVERFLOW_ERROR))
                }
                let exact = Self.sortKey(collator, text, capacity: length)
                #expect(exact.status <= 0 && exact.bytes.prefix(length) == full.bytes.prefix(length))
                #expect(exact.bytes[length] == 0xEE)
                #expect(Self.sortKey(collator, [0xC3], capacity: 64).status > 0)
                #expect(Self.sortKey(collator, [], capacity: 64).status <= 0)
            }
        }

        static func find(_ search: UnsafeMutablePointer<icub_usearch>, _ text: String, limit: Int32 = 0, capacity: Int32 = 8) -> (count: Int32, status: Int32, ranges: [Int32]) {
            var status: Int32 = 0
            var ranges = [Int32](repeating: -7, count: 2 * Int(capacity) + 2)
            let count = withBridgeText(text) { t, length in
                icub_usearch_find(search, t, length, limit, &ranges, capacity, &status)
            }
            return (count, status, ranges)
        }

        /// Matches come back as UTF-8 offsets of the text, past two-byte and four-byte characters.
        @Test func searchRangesAreUTF8Offsets() throws {
            try Self.with(locale: "de") { collator in
                var status: Int32 = 0
                icub_ucol_set_attribute(collator, Int32(ICUB_UCOL_STRENGTH), Int32(ICUB_UCOL_PRIMARY), &status)
                let search = try #require(icub_usearch_open("strasse", 7, collator, &status))
                defer { icub_usearch_close(search) }
                let text = "😀 Straße, STRASSE"
                let found = Self.find(search, text)
                #expect(found.status <= 0)
                #expect(found.count == 2)
                #expect(Array(found.ranges.prefix(4)) == [5, 12, 14, 21])
                #expect(Array(text.utf8)[5..<12].elementsEqual("Straße".utf8))
                let first = Self.find(search, text, limit: 1)
                #expect(first.count == 1 && Array(first.ranges.prefix(3)) == [5, 12, -7])
                let small = Self.find(search, text, capacity: 1)
                #expect(small.count == 2 && small.status == Int32(ICUB_BUFFER_OVERFLOW_ERROR))
                #expect(Array(small.ranges.prefix(3)) == [5, 12, -7])
                #expect(Self.find(search, "").count == 0)
                #expect(Self.find(search, "nothing").count == 0)
            }
        }

        @Test func emptyPatternDoesNotOpen() throws {
            try Self.with(locale: "en") { collator in
                var status: Int32 = 0
                #expect(icub_usearch_open("", 0, collator, &status) == nil)
                #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
        }
    }
}
