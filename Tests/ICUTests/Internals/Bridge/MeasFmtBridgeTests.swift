import ICUBridge
import Testing

extension Internals.Bridge {
    /// measfmt.cpp: amounts in as doubles or exact decimal text, the text out
    /// with preflighting, and the arguments it refuses.
    @Suite("measfmt.cpp")
    struct MeasFmtBridgeTests {
        static let hour = Int32(ICUB_MEASFMT_UNIT_HOUR), minute = Int32(ICUB_MEASFMT_UNIT_MINUTE)
        static let second = Int32(ICUB_MEASFMT_UNIT_SECOND)

        /// Runs `body` with a format that must open.
        static func with(locale: String, width: Int32 = Int32(ICUB_MEASFMT_WIDTH_WIDE),
                         _ body: (UnsafeMutablePointer<icub_measfmt>) throws -> Void) throws {
            var status: Int32 = 0
            let format = try #require(icub_measfmt_open(locale, width, &status))
            defer { icub_measfmt_close(format) }
            #expect(status <= 0)
            try body(format)
        }

        @Test func preflighting() throws {
            try Self.with(locale: "en") { f in
                withMeasfmtAmounts([(Self.hour, 1), (Self.minute, 2), (Self.second, 3)]) { items, count in
                    expectPreflighting(cldr42: "1 hour, 2 minutes, 3 seconds") {
                        icub_measfmt_format_durations(f, items, count, $0, $1, &$2)
                    }
                }
            }
        }

        /// Past the 256-unit stack buffer of ICU's text and the bridge's twelve stack measures.
        @Test func longDuration() throws {
            let units = (0..<10).map { Int32($0) }
            let amounts = (0..<30).map { (units[$0 % 10], Double(1_000_000 + $0)) }
            try Self.with(locale: "en") { f in
                withMeasfmtAmounts(amounts) { items, count in
                    let call = BridgeCall(capacity: 4096) { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                    #expect(call.status <= 0)
                    #expect(call.text.utf8.count > 256)
                    expectPreflighting(call.text) { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                }
            }
        }

        /// A fraction is written with up to nine digits, rounded beyond.
        @Test func nineFractionDigits() throws {
            try Self.with(locale: "en", width: Int32(ICUB_MEASFMT_WIDTH_NARROW)) { f in
                withMeasfmtAmounts([(Self.second, 999_999.999999999)]) { items, count in
                    expectPreflighting(cldr42: "999,999.999999999s") { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                }
                withMeasfmtAmounts([(Self.second, 0.1234567891)]) { items, count in
                    expectPreflighting(cldr42: "0.123456789s") { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                }
            }
        }

        @Test func noAmountsIsTheEmptyText() throws {
            try Self.with(locale: "en") { f in
                withMeasfmtAmounts([]) { items, count in
                    expectPreflighting("") { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                }
            }
        }

        @Test(arguments: [Int32(-1), 10, 1000])
        func unknownUnitsAreAnIllegalArgument(unit: Int32) throws {
            try Self.with(locale: "en") { f in
                withMeasfmtAmounts([(Self.hour, 1), (unit, 2)]) { items, count in
                    let call = BridgeCall(capacity: 64) { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                    #expect(call.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
                    #expect(call.untouched(from: 0))
                }
            }
        }

        @Test func aNegativeCountIsAnIllegalArgument() throws {
            try Self.with(locale: "en") { f in
                withMeasfmtAmounts([(Self.hour, 1)]) { items, _ in
                    let call = BridgeCall(capacity: 64) { icub_measfmt_format_durations(f, items, -1, $0, $1, &$2) }
                    #expect(call.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
                }
            }
        }

        /// NaN and infinities, which the library refuses before the bridge, are written as ICU writes them.
        @Test func nanAndInfinitiesAreWrittenAsICUWritesThem() throws {
            try Self.with(locale: "en") { f in
                for value in [Double.nan, .infinity, -.infinity] {
                    withMeasfmtAmounts([(Self.second, value)]) { items, count in
                        let call = BridgeCall(capacity: 64) { icub_measfmt_format_durations(f, items, count, $0, $1, &$2) }
                        #expect(call.status <= 0)
                        #expect(call.text.hasSuffix(" seconds"), "\(call.text)")
                    }
                }
            }
        }

        @Test(arguments: [Int32(-1), 4, 100])
        func openRefusesUnknownWidths(width: Int32) {
            var status: Int32 = 0
            #expect(icub_measfmt_open("en", width, &status) == nil)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }

        /// A failure passed in is kept, and nothing is opened or written.
        @Test func aFailureInIsAFailureOut() throws {
            var status = Int32(ICUB_PARSE_ERROR)
            #expect(icub_measfmt_open("en", Int32(ICUB_MEASFMT_WIDTH_WIDE), &status) == nil)
            #expect(status == Int32(ICUB_PARSE_ERROR))
        }
    }
}
