import ICUBridge
import Testing

extension Internals.Bridge {
    /// ucal.c: canonical time zone IDs (UTF-8 in with a length), the host's zone, and a
    /// calendar in a zone: its fields, offsets, transitions and week rules.
    @Suite("ucal.c")
    struct UCalBridgeTests {
        /// The ID's canonical form, and the `isSystemID` flag the call sets.
        static func canonical(_ id: [UInt8], capacity: Int = 64) -> (call: BridgeCall, isSystemID: Int32) {
            var system: Int32 = -1
            let call = withBridgeBytes(id) { zone, length in
                BridgeCall(capacity: capacity) { icub_ucal_canonical_time_zone_id(zone, length, $0, $1, &system, &$2) }
            }
            return (call, system)
        }

        @Test(arguments: [
            ("US/Pacific", "America/Los_Angeles", Int32(1)),
            ("UTC", "Etc/UTC", 1),
            ("Asia/Calcutta", "Asia/Calcutta", 1),
            ("GMT+3", "GMT+03:00", 0),
        ])
        func canonicalID(id: String, expected: String, isSystemID: Int32) {
            withBridgeText(id) { zone, length in
                expectPreflighting(expected) {
                    var system: Int32 = -1
                    return icub_ucal_canonical_time_zone_id(zone, length, $0, $1, &system, &$2)
                }
            }
            #expect(Self.canonical(Array(id.utf8)).isSystemID == isSystemID)
        }

        @Test(arguments: ["Not/AZone", "Europe/Z\u{FC}rich", "UTCx", ""])
        func textThatIsNoZoneFails(id: String) {
            let (call, system) = Self.canonical(Array(id.utf8))
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            #expect(call.length == 0)
            #expect(system == 0)
        }

        @Test func invalidUTF8Fails() {
            let (call, _) = Self.canonical(Array("UTC".utf8) + [0xFF])
            #expect(call.statusName == "U_INVALID_CHAR_FOUND")
        }

        /// ICU 72's zone lookup stops at an embedded NUL although it is given the
        /// length ("UTC\0x" would be UTC), so the bridge refuses a NUL in the ID.
        @Test func embeddedNULIsRefused() {
            let (call, system) = Self.canonical(Array("UTC\0x".utf8))
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            #expect(call.untouched(from: 0))
            #expect(system == 0)
        }

        /// The host's zone differs between machines; whatever it is, it comes out
        /// under the preflighting rules and is a zone ICU knows.
        @Test func hostTimeZone() {
            let host = BridgeCall(capacity: 128) { icub_ucal_host_time_zone($0, $1, &$2) }
            #expect(host.status <= 0)
            #expect(!host.text.isEmpty)
            expectPreflighting(host.text) { icub_ucal_host_time_zone($0, $1, &$2) }
            #expect(Self.canonical(Array(host.text.utf8)).call.status <= 0)
        }
    
        // MARK: a calendar in a zone: fields, offsets, transitions

        /// A calendar in a zone given as UTF-8 with a length (no NUL needed after it).
        static func calendar(_ zone: String, locale: String = "en_US@calendar=gregorian") -> (UnsafeMutablePointer<icub_ucal>?, Int32) {
            var status: Int32 = 0
            let calendar = withBridgeBytes(Array(zone.utf8) + Array("garbage".utf8)) { bytes, _ in
                icub_ucal_open_zone(bytes, Int32(zone.utf8.count), locale, &status)
            }
            return (calendar, status)
        }

        @Test func fieldsOfAnInstantInAZone() throws {
            let (opened, status) = Self.calendar("Asia/Kathmandu")
            let calendar = try #require(opened)
            defer { icub_ucal_close(calendar) }
            #expect(status <= 0)
            var callStatus: Int32 = 0
            icub_ucal_set_millis(calendar, 0, &callStatus)
            // 1970-01-01 05:30 in Kathmandu (UTC+5:30 until 1986).
            #expect(icub_ucal_get(calendar, Int32(ICUB_UCAL_HOUR_OF_DAY), &callStatus) == 5)
            #expect(icub_ucal_get(calendar, Int32(ICUB_UCAL_MINUTE), &callStatus) == 30)
            #expect(icub_ucal_get(calendar, Int32(ICUB_UCAL_JULIAN_DAY), &callStatus) == 2_440_588)
            #expect(callStatus == 0)
            var raw: Int32 = -1
            var dst: Int32 = -1
            icub_ucal_offsets(calendar, 1_720_000_000_000, &raw, &dst, &callStatus)
            #expect((raw, dst) == (20_700_000, 0))
            #expect(callStatus == 0)
        }

        @Test func fieldsOutOfRangeAreIllegal() throws {
            let calendar = try #require(Self.calendar("UTC").0)
            defer { icub_ucal_close(calendar) }
            // ICU 73 added UCAL_ORDINAL_MONTH after UCAL_IS_LEAP_MONTH: the first field beyond is the bridged ICU's.
            let fieldCount = Int32(ICUB_UCAL_IS_LEAP_MONTH) + (icub_u_compiled_major() >= 73 ? 2 : 1)
            for field in [Int32(-1), fieldCount] {
                var status: Int32 = 0
                #expect(icub_ucal_get(calendar, field, &status) == 0)
                #expect(errorName(status) == "U_ILLEGAL_ARGUMENT_ERROR")
            }
            var status: Int32 = 0
            var transition = -1.0
            #expect(icub_ucal_time_zone_transition(calendar, 4, &transition, &status) == 0)
            #expect(errorName(status) == "U_ILLEGAL_ARGUMENT_ERROR")
            #expect(transition == 0)
        }

        /// Los Angeles' transitions around mid-2024, in each direction; UTC has none.
        @Test func transitions() throws {
            let calendar = try #require(Self.calendar("America/Los_Angeles").0)
            defer { icub_ucal_close(calendar) }
            var status: Int32 = 0
            let march10 = 1_710_064_800_000.0
            func transition(_ type: Int) -> Double? {
                var at = -1.0
                return icub_ucal_time_zone_transition(calendar, Int32(type), &at, &status) != 0 ? at : nil
            }
            icub_ucal_set_millis(calendar, march10, &status)
            #expect(transition(ICUB_UCAL_TZ_TRANSITION_PREVIOUS_INCLUSIVE) == march10)
            #expect(transition(ICUB_UCAL_TZ_TRANSITION_NEXT_INCLUSIVE) == march10)
            #expect(transition(ICUB_UCAL_TZ_TRANSITION_NEXT) == 1_730_624_400_000)
            #expect(transition(ICUB_UCAL_TZ_TRANSITION_PREVIOUS) == 1_699_174_800_000)
            #expect(status == 0)
            let utc = try #require(Self.calendar("UTC").0)
            defer { icub_ucal_close(utc) }
            var at = -1.0
            #expect(icub_ucal_time_zone_transition(utc, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &at, &status) == 0)
            #expect(at == 0)
            #expect(status == 0)
        }

        @Test func weekRulesAreSet() throws {
            let calendar = try #require(Self.calendar("UTC").0)
            defer { icub_ucal_close(calendar) }
            #expect(icub_ucal_first_day_of_week(calendar) == 1)
            icub_ucal_set_week_rules(calendar, 2, 4)
            #expect(icub_ucal_first_day_of_week(calendar) == 2)
            #expect(icub_ucal_minimal_days_in_first_week(calendar) == 4)
        }

        @Test func aZoneInInvalidUTF8Fails() {
            var status: Int32 = 0
            let calendar = withBridgeBytes(Array("UTC".utf8) + [0xFF]) { icub_ucal_open_zone($0, $1, "en_US", &status) }
            #expect(calendar == nil)
            #expect(errorName(status) == "U_INVALID_CHAR_FOUND")
        }

        @Test func callsAfterAFailureDoNothing() throws {
            let calendar = try #require(Self.calendar("Asia/Tokyo").0)
            defer { icub_ucal_close(calendar) }
            var status = Int32(ICUB_ILLEGAL_ARGUMENT_ERROR)
            var raw: Int32 = -1
            var dst: Int32 = -1
            var at = -1.0
            #expect(icub_ucal_get(calendar, Int32(ICUB_UCAL_YEAR), &status) == 0)
            icub_ucal_offsets(calendar, 0, &raw, &dst, &status)
            #expect((raw, dst) == (0, 0))
            #expect(icub_ucal_time_zone_transition(calendar, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &at, &status) == 0)
            #expect(status == Int32(ICUB_ILLEGAL_ARGUMENT_ERROR))
        }
    }
}
