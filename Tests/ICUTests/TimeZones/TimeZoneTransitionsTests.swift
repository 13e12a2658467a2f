import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// Offsets and transitions, as ICU's calendars in the zone report them.
@Suite("TimeZoneID offsets and transitions")
struct TimeZoneTransitionsTests {
    static let newYear2024 = Date(timeIntervalSince1970: 1_704_067_200)

    @Test func losAngeles() throws {
        let zone = try TimeZoneID("America/Los_Angeles")
        #expect(try zone.offsets(at: Self.newYear2024) == .init(raw: -28_800, daylight: 0))
        let spring = try #require(try zone.nextTransition(after: Self.newYear2024))
        #expect(spring.timeIntervalSince1970 == 1_710_064_800)   // 2024-03-10T10:00:00Z, 2 a.m. PST
        #expect(try zone.offsets(at: spring) == .init(raw: -28_800, daylight: 3_600))
        #expect(try zone.offsets(at: spring.addingTimeInterval(-0.001)).daylight == 0)
        let autumn = try #require(try zone.nextTransition(after: spring))
        #expect(autumn.timeIntervalSince1970 == 1_730_624_400)   // 2024-11-03T09:00:00Z, 2 a.m. PDT
        #expect(try zone.offsets(at: autumn).total == -28_800)
        // Strictly before and strictly after.
        #expect(try zone.previousTransition(before: autumn) == spring)
        #expect(try zone.previousTransition(before: autumn.addingTimeInterval(0.001)) == autumn)
        #expect(try zone.nextTransition(after: autumn.addingTimeInterval(-0.001)) == autumn)
    }

    /// Lord Howe Island moves its clocks by half an hour.
    @Test func lordHoweHalfHour() throws {
        let zone = try TimeZoneID("Australia/Lord_Howe")
        let summer = try zone.offsets(at: Self.newYear2024)
        #expect(summer == .init(raw: 37_800, daylight: 1_800))
        #expect(summer.total == 39_600)
        #expect(summer.isDaylightSavingTime)
        let april = try #require(try zone.nextTransition(after: Self.newYear2024))
        #expect(april.timeIntervalSince1970 == 1_712_415_600)    // 2024-04-06T15:00:00Z
        #expect(try zone.offsets(at: april) == .init(raw: 37_800, daylight: 0))
        let october = try #require(try zone.nextTransition(after: april))
        #expect(october.timeIntervalSince1970 == 1_728_142_200)  // 2024-10-05T15:30:00Z
        #expect(try zone.offsets(at: october).daylight == 1_800)
    }

    @Test("zones without transitions", arguments: ["UTC", "Etc/GMT-9", "GMT+03:30", "GMT+00"])
    func noTransitions(id: String) throws {
        let zone = try TimeZoneID(id)
        for date in [Self.newYear2024, Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -86_400)] {
            #expect(try zone.nextTransition(after: date) == nil)
            #expect(try zone.previousTransition(before: date) == nil)
        }
    }

    /// The previous transition of an instant on a day's start, or a fraction of a millisecond after a transition.
    @Test func previousTransitionAtDayStartsAndFractions() throws {
        let zone = try TimeZoneID("America/Los_Angeles")
        let spring = Date(timeIntervalSince1970: 1_710_064_800)
        #expect(try zone.previousTransition(before: Date(timeIntervalSince1970: 1_710_028_800)) != nil)   // 2024-03-10T00:00Z
        #expect(try zone.previousTransition(before: spring.addingTimeInterval(0.0005)) == spring)
        #expect(try zone.previousTransition(before: spring) != spring)
        #expect(try TimeZoneID("UTC").previousTransition(before: Date(timeIntervalSince1970: -184_303_902_528_000)) == nil)
    }

    /// The same answers as a calendar in the zone, at seeded random instants from 1800 to 2100.
    @Test("offsets and transitions as ucal's", arguments: ["America/Los_Angeles", "Australia/Lord_Howe", "Europe/Dublin",
                                                            "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Chatham"])
    func asUcal(id: String) throws {
        let zone = try TimeZoneID(id)
        var status: Int32 = 0
        let calendar = try #require(icub_ucal_open_zone(id, Int32(id.utf8.count), "en_US", &status))
        defer { icub_ucal_close(calendar) }
        var random = SplitMix64(seed: 23)
        for _ in 0..<500 {
            let millis = Double(Int64.random(in: -5_364_662_400_000 ... 4_102_444_800_000, using: &random))
            let date = Date(timeIntervalSince1970: millis / 1000)
            var raw: Int32 = 0, dst: Int32 = 0
            icub_ucal_offsets(calendar, millis, &raw, &dst, &status)
            #expect(try zone.offsets(at: date) == .init(raw: Int(raw) / 1000, daylight: Int(dst) / 1000))
            var next = 0.0
            let hasNext = icub_ucal_time_zone_transition(calendar, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &next, &status) != 0
            #expect(try zone.nextTransition(after: date)?.timeIntervalSince1970 == (hasNext ? next / 1000 : nil))
            var previous = 0.0
            let hasPrevious = icub_ucal_time_zone_transition(calendar, Int32(ICUB_UCAL_TZ_TRANSITION_PREVIOUS), &previous, &status) != 0
            #expect(try zone.previousTransition(before: date)?.timeIntervalSince1970 == (hasPrevious ? previous / 1000 : nil))
            #expect(status <= 0)
        }
    }

    @Test("a NaN or unreachable instant is U_ILLEGAL_ARGUMENT_ERROR", arguments: [Double.nan, .infinity, -.infinity, -1e300])
    func badInstant(seconds: Double) throws {
        let zone = try TimeZoneID("Europe/Berlin")
        let date = Date(timeIntervalSince1970: seconds)
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "Europe/Berlin") { try zone.offsets(at: date) }
        #expect(error.reason == (seconds.isNaN ? "the instant is NaN" : "the instant is beyond the range of ICU's calendars"))
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "Europe/Berlin") { try zone.nextTransition(after: date) }
        try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "Europe/Berlin") { try zone.previousTransition(before: date) }
    }
}
