import ICUBridge
import Testing

/// The bridge's zone names and zone facts (tznames.cpp, and the zone functions of
/// ucal.c): preflighting at capacities 0, 1 and exact, text after an ID's length
/// never read, and a NUL inside an ID refused.
@Suite("Bridge: tznames and ucal's zone IDs")
struct TZNamesBridgeTests {
    static let july = 1_719_792_000_000.0

    static func names(_ locale: String) throws -> UnsafeMutablePointer<icub_tznames> {
        var status: Int32 = 0
        let names = try #require(icub_tznames_open(locale, &status))
        #expect(status <= 0)
        return names
    }

    @Test func namesPreflight() throws {
        let names = try Self.names("en_US")
        defer { icub_tznames_close(names) }
        // The ID is followed by text that must not be read.
        let bytes = Array("America/Los_Angeles".utf8) + Array("xyz".utf8)
        expectPreflighting(cldr42: "Pacific Daylight Time") { dest, capacity, status in
            withBridgeBytes(bytes) { id, _ in
                icub_tznames_name(names, Int32(ICUB_TZNAMES_SPECIFIC_LONG), id, 19, Self.july, dest, capacity, &status)
            }
        }
        expectPreflighting("America/Los_Angeles") { dest, capacity, status in
            withBridgeBytes(Array("America/Vancouver".utf8)) { id, count in
                icub_tznames_reference_zone(names, id, count, Self.july, dest, capacity, &status)
            }
        }
    }

    @Test func badStylesAndNULsFail() throws {
        let names = try Self.names("en_US")
        defer { icub_tznames_close(names) }
        for style in [Int32(-1), 7, 100] {
            let call = BridgeCall(capacity: 64) { dest, capacity, status in
                withBridgeText("UTC") { icub_tznames_name(names, style, $0, $1, 0, dest, capacity, &status) }
            }
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
        }
        let withNUL = Array("UTC\0x".utf8)
        let calls = [
            BridgeCall(capacity: 64) { dest, capacity, status in
                withBridgeBytes(withNUL) { icub_tznames_name(names, Int32(ICUB_TZNAMES_GENERIC_LONG), $0, $1, 0, dest, capacity, &status) }
            },
            BridgeCall(capacity: 64) { dest, capacity, status in
                withBridgeBytes(withNUL) { icub_tznames_equivalent_ids($0, $1, dest, capacity, &status) }
            },
            BridgeCall(capacity: 64) { dest, capacity, status in
                withBridgeBytes(withNUL) { icub_tznames_region($0, $1, dest, capacity, &status) }
            },
            BridgeCall(capacity: 64) { dest, capacity, status in
                withBridgeBytes(withNUL) { icub_ucal_windows_time_zone_id($0, $1, dest, capacity, &status) }
            },
            BridgeCall(capacity: 64) { dest, capacity, status in
                withBridgeBytes(withNUL) { icub_ucal_time_zone_id_for_windows_id($0, $1, nil, dest, capacity, &status) }
            },
        ]
        for call in calls {
            #expect(call.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
            #expect(call.untouched(from: 0))
        }
    }

    @Test func idsPreflight() {
        let zone = Array("US/Pacific".utf8)
        expectPreflighting(cldr42: "America/Los_Angeles\nPST\nUS/Pacific\nUS/Pacific-New\n") { dest, capacity, status in
            withBridgeBytes(zone) { icub_tznames_equivalent_ids($0, $1, dest, capacity, &status) }
        }
        expectPreflighting("US") { dest, capacity, status in
            withBridgeBytes(zone) { icub_tznames_region($0, $1, dest, capacity, &status) }
        }
        expectPreflighting("Pacific Standard Time") { dest, capacity, status in
            withBridgeBytes(zone) { icub_ucal_windows_time_zone_id($0, $1, dest, capacity, &status) }
        }
        expectPreflighting("America/Vancouver") { dest, capacity, status in
            withBridgeText("Pacific Standard Time") { icub_ucal_time_zone_id_for_windows_id($0, $1, "CA", dest, capacity, &status) }
        }
        expectPreflighting("Europe/Berlin\nEurope/Busingen\n") { dest, capacity, status in
            icub_ucal_time_zones_of_region("DE", dest, capacity, &status)
        }
        let region = BridgeCall(capacity: 64) { dest, capacity, status in
            withBridgeText("GMT+03:00") { icub_tznames_region($0, $1, dest, capacity, &status) }
        }
        #expect(region.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    @Test func calendarZoneNames() throws {
        var status: Int32 = 0
        let calendar = try #require(icub_ucal_open_zone("Europe/Berlin", 13, "de_DE", &status))
        defer { icub_ucal_close(calendar) }
        expectPreflighting("Europe/Berlin") { icub_ucal_time_zone_id(calendar, $0, $1, &$2) }
        icub_ucal_set_millis(calendar, Self.july, &status)
        expectPreflighting(cldr42: "MESZ") { dest, capacity, status in
            icub_ucal_time_zone_display_name(calendar, Int32(ICUB_UCAL_SHORT_DST), "de_DE", dest, capacity, &status)
        }
        let bad = BridgeCall(capacity: 64) { dest, capacity, status in
            icub_ucal_time_zone_display_name(calendar, 4, "de_DE", dest, capacity, &status)
        }
        #expect(bad.statusName == "U_ILLEGAL_ARGUMENT_ERROR")
    }
}
