import ICUBridge
import Testing

extension Internals.Bridge {
    /// ureldatefmt.c: both format calls and their preflighting, the checks of
    /// style, capitalization and unit that ICU does not make, and what ICU
    /// writes for NaN and the infinities.
    @Suite("ureldatefmt.c")
    struct UReldatefmtBridgeTests {
        /// Runs `body` with a formatter that must open.
        static func with(locale: String, style: Int32 = Int32(ICUB_UDAT_STYLE_LONG),
                         capitalization: Int32 = Int32(ICUB_UDISPCTX_CAPITALIZATION_NONE),
                         _ body: (UnsafeMutablePointer<icub_ureldatefmt>) throws -> Void) throws {
            var status: Int32 = 0
            let formatter = try #require(icub_ureldatefmt_open(locale, style, capitalization, &status))
            defer { icub_ureldatefmt_close(formatter) }
            #expect(status <= 0)
            try body(formatter)
        }

        @Test func numericAndAutomatic() throws {
            try Self.with(locale: "en") { f in
                let day = Int32(ICUB_UDAT_REL_UNIT_DAY)
                expectPreflighting(cldr42: "1 day ago") { icub_ureldatefmt_format(f, -1, day, 1, $0, $1, &$2) }
                expectPreflighting(cldr42: "yesterday") { icub_ureldatefmt_format(f, -1, day, 0, $0, $1, &$2) }
                expectPreflighting(cldr42: "in 1.5 days") { icub_ureldatefmt_format(f, 1.5, day, 1, $0, $1, &$2) }
            }
            try Self.with(locale: "de") { f in
                expectPreflighting(cldr42: "vorgestern") {
                    icub_ureldatefmt_format(f, -2, Int32(ICUB_UDAT_REL_UNIT_DAY), 0, $0, $1, &$2)
                }
            }
        }

        /// Output longer than the bridge's stack buffer comes back whole.
        @Test func longOutput() throws {
            try Self.with(locale: "en") { f in
                let call = BridgeCall(capacity: 4096) { icub_ureldatefmt_format(f, 1e300, Int32(ICUB_UDAT_REL_UNIT_DAY), 1, $0, $1, &$2) }
                #expect(call.status <= 0)
                #expect(call.text.hasPrefix("in 1,000,000,000"))
                #expect(call.text.utf8.count > 300)
            }
        }

        @Test func capitalization() throws {
            try Self.with(locale: "fr", capitalization: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE)) { f in
                expectPreflighting(cldr42: "Hier") { icub_ureldatefmt_format(f, -1, Int32(ICUB_UDAT_REL_UNIT_DAY), 0, $0, $1, &$2) }
            }
        }

        /// ICU 72 formats with a style or context out of range, and reads past
        /// its tables (or crashes) for a unit out of range: the bridge refuses them.
        @Test func valuesOutOfRangeAreRefused() throws {
            for (style, capitalization) in [(Int32(3), Int32(ICUB_UDISPCTX_CAPITALIZATION_NONE)), (-1, Int32(ICUB_UDISPCTX_CAPITALIZATION_NONE)),
                                            (Int32(ICUB_UDAT_STYLE_LONG), Int32(ICUB_UDISPCTX_DIALECT_NAMES)),
                                            (Int32(ICUB_UDAT_STYLE_LONG), Int32(ICUB_UDISPCTX_LENGTH_FULL))] {
                var status: Int32 = 0
                #expect(icub_ureldatefmt_open("en", style, capitalization, &status) == nil)
                #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
            try Self.with(locale: "en") { f in
                for unit in [Int32(-1), Int32(ICUB_UDAT_REL_UNIT_COUNT), 99, Int32.max] {
                    for numeric in [Int32(0), 1] {
                        let call = BridgeCall(capacity: 64) { icub_ureldatefmt_format(f, 1, unit, numeric, $0, $1, &$2) }
                        #expect(call.status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR), "unit \(unit)")
                        #expect(call.length == 0)
                    }
                }
            }
        }

        /// The bridge passes NaN and the infinities to ICU, which writes them as
        /// numbers; the library refuses them before.
        @Test func nanAndInfinityAreWrittenAsICUWritesThem() throws {
            try Self.with(locale: "en") { f in
                let day = Int32(ICUB_UDAT_REL_UNIT_DAY)
                expectPreflighting(cldr42: "in NaN days") { icub_ureldatefmt_format(f, .nan, day, 1, $0, $1, &$2) }
                expectPreflighting(cldr42: "in ∞ days") { icub_ureldatefmt_format(f, .infinity, day, 1, $0, $1, &$2) }
                expectPreflighting(cldr42: "∞ days ago") { icub_ureldatefmt_format(f, -.infinity, day, 0, $0, $1, &$2) }
            }
        }

        @Test func aFailedStatusIsKept() throws {
            try Self.with(locale: "en") { f in
                var status = Int32(ICUB_ILLEGAL_ARGUMENT_ERROR)
                var buffer = [CChar](repeating: 0, count: 16)
                #expect(icub_ureldatefmt_format(f, 1, Int32(ICUB_UDAT_REL_UNIT_DAY), 1, &buffer, 16, &status) == 0)
                #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
            }
        }
    }
}
