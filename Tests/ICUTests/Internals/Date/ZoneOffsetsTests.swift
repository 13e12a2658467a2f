@testable import ICU
import Synchronization
import Testing

extension Internals.Date {
    /// ZoneOffsets: intervals as ICU's transitions bound them, answers that match ICU's own offsets
    /// when eight threads read and fill the slots at once, and memory that stays at eight intervals.
    @Suite("ZoneOffsets")
    struct ZoneOffsetsTests {
        /// Los Angeles in 2024: PST until 10 March 10:00 UTC, PDT until 3 November 09:00 UTC.
        @Test func intervalsEndAtTheZonesTransitions() throws {
            let offsets = try ZoneOffsets(zone: "America/Los_Angeles")
            let march10 = 1_710_064_800_000.0
            let november3 = 1_730_624_400_000.0
            let summer = offsets.interval(containing: 1_720_000_000_000)
            #expect(summer == ZoneOffsets.Interval(start: march10, end: november3,
                                                   offsets: .init(raw: -28_800_000, dst: 3_600_000)))
            #expect(offsets.interval(containing: march10) == summer)
            #expect(offsets.interval(containing: march10 - 1).end == march10)
            #expect(offsets.interval(containing: march10 - 1).offsets == .init(raw: -28_800_000, dst: 0))
            #expect(offsets.interval(containing: november3).start == november3)
            #expect(offsets.offsets(at: november3 - 0.5) == .init(raw: -28_800_000, dst: 3_600_000))
            #expect(offsets.offsets(at: november3) == .init(raw: -28_800_000, dst: 0))
        }

        /// ICU 72's data gives Dublin a standard time of GMT and a daylight time of GMT+1 in summer
        /// (tzdata's rearguard form), not Irish Standard Time with a negative winter offset.
        @Test func dublinHasSummerTimeNotNegativeWinterTime() throws {
            let offsets = try ZoneOffsets(zone: "Europe/Dublin")
            #expect(offsets.offsets(at: 1_705_000_000_000) == .init(raw: 0, dst: 0))
            #expect(offsets.offsets(at: 1_720_000_000_000) == .init(raw: 0, dst: 3_600_000))
        }

        @Test func formatsInOneZoneShareItsOffsets() throws {
            let first = try ZoneOffsets.shared(zone: "Asia/Kathmandu")
            #expect(try ZoneOffsets.shared(zone: "Asia/Kathmandu") === first)
            #expect(try ZoneOffsets.shared(zone: "Asia/Tokyo") !== first)
            #expect(first.offsets(at: 0) == .init(raw: 19_800_000, dst: 0))
        }

        /// A zone without transitions is one interval over all time.
        @Test func utcIsOneInterval() throws {
            let offsets = try ZoneOffsets(zone: "UTC")
            #expect(offsets.interval(containing: 0) == ZoneOffsets.Interval(start: -.infinity, end: .infinity,
                                                                            offsets: .init(raw: 0, dst: 0)))
            #expect(offsets.offsets(at: DateFormat.instantRange.lowerBound) == .init(raw: 0, dst: 0))
            #expect(offsets.offsets(at: DateFormat.instantRange.upperBound) == .init(raw: 0, dst: 0))
        }

        /// Eight threads look up instants spread over 48 intervals (more than a zone keeps, so kept
        /// intervals are evicted and made again while others read them); every answer is ICU's.
        @Test func eightThreadsGetICUsOffsetsWhileIntervalsAreEvicted() throws {
            #expect(48 > ZoneOffsets.intervalCapacity)
            let offsets = try ZoneOffsets(zone: "Australia/Lord_Howe")
            let reference = try ZoneOffsets(zone: "Australia/Lord_Howe")
            // 2000 to 2024: two transitions a year.
            let instants = (0..<4_800).map { 946_684_800_000 + Double($0) * 157_680_000 + Double($0 % 7) }
            let expected = instants.map { reference.interval(containing: $0).offsets }
            #expect(Set(expected.map(\.dst)) == [0, 1_800_000])
            let wrong = Atomic<Int>(0)
            onThreads(8) { thread in
                var random = SplitMix64(seed: UInt64(thread))
                for _ in 0..<20_000 {
                    let index = Int(random.next() % UInt64(instants.count))
                    if offsets.offsets(at: instants[index]) != expected[index] {
                        wrong.add(1, ordering: .relaxed)
                    }
                }
            }
            #expect(wrong.load(ordering: .relaxed) == 0)
        }
    }
}
