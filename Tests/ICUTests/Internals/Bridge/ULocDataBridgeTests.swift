import ICUBridge
import Testing

extension Internals.Bridge {
    /// ulocdata.c, and the conventions read through ucal.c, udatpg.c, unum.c and ucurr.c.
    @Suite("ulocdata.c and the conventions calls")
    struct ULocDataBridgeTests {
        @Test func delimitersPreflight() throws {
            var status: Int32 = 0
            let data = try #require(icub_ulocdata_open("de_DE", &status))
            defer { icub_ulocdata_close(data) }
            expectPreflighting(cldr42: "\u{201E}") { icub_ulocdata_delimiter(data, Int32(ICUB_ULOCDATA_QUOTATION_START), $0, $1, &$2) }
            expectPreflighting(cldr42: "\u{2018}") { icub_ulocdata_delimiter(data, Int32(ICUB_ULOCDATA_ALT_QUOTATION_END), $0, $1, &$2) }
            for type: Int32 in [-1, 4] {
                let call = BridgeCall(capacity: 8) { icub_ulocdata_delimiter(data, type, $0, $1, &$2) }
                #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            }
        }

        @Test func measurementAndPaper() {
            var status: Int32 = 0
            #expect(icub_ulocdata_measurement_system("en_US", &status) == Int32(ICUB_UMS_US))
            #expect(icub_ulocdata_measurement_system("en_GB", &status) == Int32(ICUB_UMS_UK))
            #expect(icub_ulocdata_measurement_system("de_DE", &status) == Int32(ICUB_UMS_SI))
            var height: Int32 = 0
            var width: Int32 = 0
            icub_ulocdata_paper_size("en_US", &height, &width, &status)
            #expect((height, width) == (279, 216))
            #expect(status <= 0)
        }

        @Test func weekData() throws {
            var status: Int32 = 0
            let calendar = try #require(icub_ucal_open("ar_EG", &status))
            defer { icub_ucal_close(calendar) }
            #expect(icub_ucal_first_day_of_week(calendar) == 7)
            #expect(icub_ucal_minimal_days_in_first_week(calendar) == 1)
            #expect((1...7).map { icub_ucal_day_of_week_type(calendar, Int32($0), &status) }
                == [0, 0, 0, 0, 0, 1, 1].map { Int32($0) })
            for day: Int32 in [0, 8] {
                var bad: Int32 = 0
                _ = icub_ucal_day_of_week_type(calendar, day, &bad)
                #expect(errorName(bad) == "U_ILLEGAL_ARGUMENT_ERROR")
            }
        }

        @Test func hourCycle() throws {
            var status: Int32 = 0
            let generator = try #require(icub_udatpg_open("en_US", &status))
            defer { icub_udatpg_close(generator) }
            #expect(icub_udatpg_default_hour_cycle(generator, &status) == Int32(ICUB_UDAT_HOUR_CYCLE_12))
        }

        @Test func numberSymbols() throws {
            var status: Int32 = 0
            let format = try #require(icub_unum_open(Int32(ICUB_UNUM_DECIMAL), "fr_FR", &status))
            defer { icub_unum_close(format) }
            expectPreflighting(cldr42: "\u{202F}") { icub_unum_symbol(format, Int32(ICUB_UNUM_GROUPING_SEPARATOR_SYMBOL), $0, $1, &$2) }
            let call = BridgeCall(capacity: 8) { icub_unum_symbol(format, 99, $0, $1, &$2) }
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
        }

        @Test func currencyNames() {
            expectPreflighting(cldr42: "Schweizer Franken") { icub_ucurr_name("CHF", "de_CH", Int32(ICUB_UCURR_LONG_NAME), $0, $1, &$2) }
            expectPreflighting(cldr42: "\u{FFE5}") { icub_ucurr_name("JPY", "ja_JP", Int32(ICUB_UCURR_SYMBOL_NAME), $0, $1, &$2) }
            for (code, style) in [("EURO", Int32(ICUB_UCURR_SYMBOL_NAME)), ("EUR", 7)] {
                let call = BridgeCall(capacity: 8) { icub_ucurr_name(code, "de_DE", style, $0, $1, &$2) }
                #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            }
        }
    }
}
