import ICUBridge
import Testing

extension Internals.Bridge {
    /// udtitvfmt.c: opening with UTF-8 skeletons and zones, and the preflighting of the formatted text.
    @Suite("udtitvfmt.c")
    struct UDtItvFmtBridgeTests {
        /// Runs `body` with a format that must open.
        static func with(_ skeleton: String, locale: String, zone: String = "UTC",
                         _ body: (UnsafeMutablePointer<icub_udtitvfmt>) throws -> Void) throws {
            var status: Int32 = 0
            let format = try #require(withBridgeText(skeleton) { s, n in
                withBridgeText(zone) { z, m in icub_udtitvfmt_open(locale, s, n, z, m, &status) }
            })
            defer { icub_udtitvfmt_close(format) }
            #expect(status <= 0)
            try body(format)
        }

        /// 2014-01-05T10:00:00Z and two days later, in milliseconds.
        static let (from, to) = (1_388_916_000_000.0, 1_389_088_800_000.0)

        /// Capacity 0, 1 and exact, with multibyte text (U+2009, U+2013 and Cyrillic).
        @Test func preflighting() throws {
            try Self.with("yMMMd", locale: "en_US") { format in
                expectPreflighting(cldr42: "Jan 5\u{2009}\u{2013}\u{2009}7, 2014") { icub_udtitvfmt_format(format, Self.from, Self.to, $0, $1, &$2) }
            }
            try Self.with("yMMMEd", locale: "ru_RU") { format in
                expectPreflighting(cldr42: "вс, 5 \u{2013} вт, 7 янв. 2014\u{202F}г.") { icub_udtitvfmt_format(format, Self.from, Self.to, $0, $1, &$2) }
            }
        }

        /// Text longer than the bridge's 256-unit stack buffer comes back whole.
        @Test func longOutput() throws {
            try Self.with("GGGGyMMMMEEEEdjmmssSSSzzzz", locale: "en_US", zone: "America/Los_Angeles") { format in
                let call = BridgeCall(capacity: 4096) { icub_udtitvfmt_format(format, Self.from, Self.to + 0.5e13, $0, $1, &$2) }
                #expect(call.status <= 0 && call.length > 120 && call.text.contains("Pacific Standard Time"))
                expectPreflighting(call.text) { icub_udtitvfmt_format(format, Self.from, Self.to + 0.5e13, $0, $1, &$2) }
            }
        }

        /// ICU would read a zone ID only up to the NUL.
        @Test func openRefusesAZoneWithANUL() {
            var status: Int32 = 0
            let zone: [CChar] = Array("UTC\0Asia/Tokyo".utf8CString.dropLast())
            let format = icub_udtitvfmt_open("en_US", "yMMMd", 5, zone, Int32(zone.count), &status)
            #expect(format == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }

        @Test func openRefusesInvalidUTF8() {
            var status: Int32 = 0
            let skeleton: [CChar] = [0x79, CChar(bitPattern: 0xC3), 0x28]
            let format = icub_udtitvfmt_open("en_US", skeleton, 3, "UTC", 3, &status)
            #expect(format == nil)
            #expect(status > 0, "\(errorName(status))")
        }
    }
}
