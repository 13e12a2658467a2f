import ICUBridge
import Testing

extension Internals.Bridge {
    /// ucal.c: canonical time zone IDs (UTF-8 in with a length) and the host's zone.
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
    }
}
