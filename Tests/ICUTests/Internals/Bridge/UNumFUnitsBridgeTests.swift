import ICUBridge
import Testing

extension Internals.Bridge {
    /// unumf_units.cpp: measures with the unit a usage converted them to, and
    /// ures.c's unit preferences.
    @Suite("unumf_units.cpp")
    struct UNumFUnitsBridgeTests {
        /// Runs `body` with a formatter that must open.
        static func with(_ skeleton: String, locale: String,
                         _ body: (UnsafeMutablePointer<icub_unumf_units>) -> Void) throws {
            var status: Int32 = 0
            var offset: Int32 = -2
            let formatter = withBridgeText(skeleton) { icub_unumf_units_open($0, $1, locale, &offset, &status) }
            #expect(status <= 0, "\(errorName(status))")
            #expect(offset == -1)
            let opened = try #require(formatter)
            defer { icub_unumf_units_close(opened) }
            body(opened)
        }

        /// The unit a call wrote, and its text through the preflighting convention.
        static func unit(of write: (UnsafeMutablePointer<CChar>) -> Void) -> String {
            var unit = [CChar](repeating: 0x55, count: Int(ICUB_UNUMF_UNIT_CAPACITY))
            unit.withUnsafeMutableBufferPointer { write($0.baseAddress!) }
            return String(cString: unit)
        }

        @Test func textFollowsThePreflightingConvention() throws {
            try Self.with("unit/meter usage/road", locale: "en_US") { f in
                var unit = [CChar](repeating: 0, count: Int(ICUB_UNUMF_UNIT_CAPACITY))
                expectPreflighting(cldr42: "1.1 mi") { icub_unumf_units_format_double(f, 1800, $0, $1, &unit, &$2) }
                expectPreflighting(cldr42: "1.1 mi") { dest, capacity, status in
                    withBridgeText("1800") { icub_unumf_units_format_decimal(f, $0, $1, dest, capacity, &unit, &status) }
                }
                expectPreflighting(cldr42: "1.1 mi") { icub_unumf_units_format_int(f, 1800, $0, $1, &unit, &$2) }
            }
        }

        /// Every call names the unit, also when the text did not fit.
        @Test func unitIsWrittenWithTheText() throws {
            try Self.with("unit/meter usage/person-height", locale: "sv_SE") { f in
                for capacity in [0, 1, 64] {
                    var status: Int32 = 0
                    let unit = Self.unit { u in
                        var buffer = [CChar](repeating: 0, count: 64)
                        _ = icub_unumf_units_format_double(f, 1.8, &buffer, Int32(capacity), u, &status)
                    }
                    #expect(unit == "meter-and-centimeter", "capacity \(capacity)")
                }
            }
        }

        /// Without a usage ICU names no unit (the result is in the format's own), and a mixed unit names itself.
        @Test func noUsageNamesNoUnit() throws {
            try Self.with("unit/kilometer-per-hour", locale: "en") { f in
                var status: Int32 = 0
                var buffer = [CChar](repeating: 0, count: 64)
                #expect(Self.unit { _ = icub_unumf_units_format_double(f, 5, &buffer, 64, $0, &status) } == "")
                #expect(status <= 0)
            }
            try Self.with("unit/foot-and-inch", locale: "en") { f in
                var status: Int32 = 0
                var buffer = [CChar](repeating: 0, count: 64)
                #expect(Self.unit { _ = icub_unumf_units_format_double(f, 5.5, &buffer, 64, $0, &status) } == "foot-and-inch")
            }
        }

        /// Offsets as unumf.c's C open reports them; a NUL is refused where it stands.
        @Test func syntaxErrorsCarryTheirUTF8Offset() {
            for skeleton in ["unit/bogus", "précision unit/meter", "unit/meter usage/", "unit/meter\0usage/road"] {
                var status: Int32 = 0
                var errorOffset: Int32 = -2
                let formatter = withBridgeText(skeleton) { icub_unumf_units_open($0, $1, "en", &errorOffset, &status) }
                let c = UNumFBridgeTests.open(skeleton, locale: "en")
                if let f = c.formatter { icub_unumf_close(f) }
                #expect(formatter == nil, "\(skeleton)")
                #expect(status == Int32(ICUB_NUMBER_SKELETON_SYNTAX_ERROR), "\(skeleton): \(errorName(status))")
                #expect(errorOffset == c.errorOffset && errorOffset >= 0, "\(skeleton)")
            }
        }

        @Test func decimalWithNULIsASyntaxError() throws {
            try Self.with("unit/meter", locale: "en") { f in
                var status: Int32 = 0
                var buffer = [CChar](repeating: 0, count: 64)
                var unit = [CChar](repeating: 0, count: Int(ICUB_UNUMF_UNIT_CAPACITY))
                _ = withBridgeBytes(Array("12\0003".utf8)) { icub_unumf_units_format_decimal(f, $0, $1, &buffer, 64, &unit, &status) }
                #expect(status == Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR))
            }
        }

        /// ICU 72's C++ formatDecimal compiles a formatter on its third call even
        /// when that call's number did not parse, and keeps it broken: the bridge
        /// reads the number first, so bad numbers leave the formatter as it was.
        @Test func badDecimalsDoNotBreakTheFormatter() throws {
            try Self.with("unit/kilometer usage/person-height", locale: "de_DE") { f in
                var unit = [CChar](repeating: 0, count: Int(ICUB_UNUMF_UNIT_CAPACITY))
                var buffer = [CChar](repeating: 0, count: 64)
                for text in ["", "x", "1.2.3", "--1"] {
                    var status: Int32 = 0
                    _ = withBridgeText(text) { icub_unumf_units_format_decimal(f, $0, $1, &buffer, 64, &unit, &status) }
                    #expect(status == Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR), "\(text): \(errorName(status))")
                }
                for value in [0.0, 1.8] {
                    var status: Int32 = 0
                    _ = icub_unumf_units_format_double(f, value, &buffer, 64, &unit, &status)
                    #expect(status <= 0, "\(value): \(errorName(status))")
                }
            }
        }

        /// `unitPreferenceData` as lines: quantity, usage, then units.
        @Test func unitPreferencesArePreflighted() {
            let full = BridgeCall(capacity: 1 << 16) { icub_ures_unit_preferences($0, $1, &$2) }
            #expect(full.status <= 0)
            let lines = full.text.split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("length road ") && $0.contains(" mile") })
            #expect(lines.contains { $0.hasPrefix("length person-height ") && $0.contains(" foot-and-inch") })
            expectPreflighting(full.text) { icub_ures_unit_preferences($0, $1, &$2) }
        }
    }
}
