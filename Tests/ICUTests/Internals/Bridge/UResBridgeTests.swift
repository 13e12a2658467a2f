import Foundation
@testable import ICU
import ICUBridge
import Testing

extension Internals.Bridge {
    /// ures.c's metazone dates: five fields a date (the bridge counts no days),
    /// counted into instants by `URes` with `CivilCalendar`.
    @Suite("ures.c")
    struct UResBridgeTests {
        /// The fields of every date a zone's mappings name.
        private func fields(_ zone: String) -> [[Int32]] {
            var status: Int32 = 0
            let count = icub_ures_metazone_changes(zone, nil, 0, &status)
            #expect(status == ICUStatus.bufferOverflow || count == 0, "\(errorName(status))")
            var fields = [Int32](repeating: -1, count: 5 * Int(count) + 5)
            status = 0
            let again = fields.withUnsafeMutableBufferPointer { icub_ures_metazone_changes(zone, $0.baseAddress, count, &status) }
            #expect(status <= 0, "\(errorName(status))")
            #expect(again == count)
            #expect(fields.suffix(5) == [-1, -1, -1, -1, -1], "written past the capacity")
            return (0..<Int(count)).map { Array(fields[(5 * $0)..<(5 * $0 + 5)]) }
        }

        /// Every date is a valid "yyyy-MM-dd HH:mm", from the bundle or ICU's default bounds.
        @Test(arguments: ["America/Los_Angeles", "Europe/Moscow", "Asia/Tokyo", "Pacific/Apia"])
        func datesAreFieldsOfValidDates(_ zone: String) {
            let dates = fields(zone)
            #expect(!dates.isEmpty)
            #expect(dates.count % 2 == 0, "a from and a to for each mapping")
            for date in dates {
                #expect((1970...9999).contains(date[0]) && (1...12).contains(date[1]) && (1...31).contains(date[2])
                        && (0...23).contains(date[3]) && (0...59).contains(date[4]), "\(date)")
            }
        }

        /// URes counts each date as Foundation's Gregorian calendar in UTC does.
        @Test(arguments: ["America/Los_Angeles", "Europe/Moscow", "Asia/Tokyo", "Pacific/Apia"])
        func instantsAreTheDatesInUTC(_ zone: String) throws {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
            let expected = try fields(zone).map { date in
                let components = DateComponents(year: Int(date[0]), month: Int(date[1]), day: Int(date[2]),
                                                hour: Int(date[3]), minute: Int(date[4]))
                return try #require(calendar.date(from: components)).timeIntervalSince1970 * 1000
            }
            #expect(try URes.metazoneChanges(zone: zone) == Array(Set(expected)).sorted())
            // ICU's default end of a mapping: 9999-12-31 23:59 UTC.
            #expect(try URes.metazoneChanges(zone: zone).last == 253_402_300_740_000)
        }

        @Test func aZoneWithoutMappingsHasNoDates() throws {
            #expect(fields("Etc/GMT+5").isEmpty)
            #expect(try URes.metazoneChanges(zone: "Etc/GMT+5").isEmpty)
        }
    }
}
