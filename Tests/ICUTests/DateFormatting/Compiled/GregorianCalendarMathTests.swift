@testable import ICU
import ICUBridge
import Testing

/// `GregorianCalendarMath` and `ZoneOffsets` against ICU 72's own calendar: every field of
/// `DateFields`, read with `ucal_setMillis` and `ucal_get` from a UCalendar with the same zone and
/// week rules, for about 100,000 instants — both sides of every transition of ten zones, each
/// day of years around the calendar's edges (1, 999, the 1582 cutover, 9999, BC years, the ends
/// of ICU's range) in five locales' week rules and all 49 others, and random instants anywhere.
@Suite("GregorianCalendarMath: the fields ICU 72's calendar reports")
struct GregorianCalendarMathTests {
    static let zones = ["America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns",
                        "Pacific/Chatham", "Europe/Dublin", "UTC", "Asia/Tokyo", "America/Sao_Paulo",
                        "Africa/Casablanca"]
    static let locales = ["en_US", "de_DE", "ar_EG", "fr_FR", "en_GB"]

    /// A Gregorian calendar of ICU's in a zone, whose fields the library reads with
    /// `ucal_get` (``UCalendarHandle/fields(millis:)``), apart from its own arithmetic.
    final class Reference {
        let handle: UCalendarHandle
        var calendar: UnsafeMutablePointer<icub_ucal> { handle.raw }
        let zone: String

        init(zone: String, locale: String) throws {
            var status: Int32 = 0
            let opened = zone.withCString { icub_ucal_open_zone($0, Int32(zone.utf8.count), locale, &status) }
            handle = UCalendarHandle(owning: try #require(opened))
            try #require(status <= 0)
            self.zone = zone
        }

        var math: GregorianCalendarMath {
            GregorianCalendarMath(firstWeekday: icub_ucal_first_day_of_week(calendar),
                                  minimalDaysInFirstWeek: icub_ucal_minimal_days_in_first_week(calendar))
        }

        func setWeekRules(_ firstWeekday: Int32, _ minimalDays: Int32) {
            icub_ucal_set_week_rules(calendar, firstWeekday, minimalDays)
        }

        func fields(_ millis: Double) -> DateFields {
            do {
                return try handle.fields(millis: millis)
            } catch {
                preconditionFailure("ucal_get at \(millis) in \(zone): \(error)")
            }
        }

        /// The zone's transitions after `millis`, at most `limit` of them.
        func transitions(after millis: Double, limit: Int) -> [Double] {
            var found: [Double] = []
            var status: Int32 = 0
            var at = millis
            while found.count < limit {
                icub_ucal_set_millis(calendar, at, &status)
                var next = 0.0
                guard icub_ucal_time_zone_transition(calendar, Int32(ICUB_UCAL_TZ_TRANSITION_NEXT), &next, &status) != 0,
                      next <= DateFormat.instantRange.upperBound else { break }
                found.append(next)
                at = next
            }
            return found
        }
    }

    /// Compares every instant in `instants`; returns how many it compared, and records the first
    /// few differences.
    @discardableResult
    static func compare(_ instants: [Double], _ reference: Reference, _ math: GregorianCalendarMath,
                        _ offsets: ZoneOffsets, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var differences = 0
        for millis in instants where DateFormat.instantRange.contains(millis) {
            let zone = offsets.offsets(at: millis)
            let computed = math.fields(millis: millis, rawOffset: zone.raw, dstOffset: zone.dst)
            let expected = reference.fields(millis)
            if computed != expected {
                differences += 1
                if differences <= 5 {
                    Issue.record("\(reference.zone) \(math) at \(millis):\n  ICU   \(expected)\n  Swift \(computed)",
                                 sourceLocation: sourceLocation)
                }
            }
        }
        #expect(differences == 0, "\(differences) differences in \(reference.zone)", sourceLocation: sourceLocation)
        return instants.count
    }

    /// The local midnight of every day from `days` before to `days` after an instant, a millisecond
    /// before it, and a time of day drawn at random.
    static func days(around millis: Double, _ days: Int, _ reference: Reference, _ random: inout SplitMix64) -> [Double] {
        let day = 86_400_000.0
        let first = (millis / day).rounded(.down) - Double(days)
        var instants: [Double] = []
        for index in 0...(2 * days) {
            let utcMidnight = (first + Double(index)) * day
            let offset = reference.fields(utcMidnight)
            let midnight = utcMidnight - Double(offset.zoneOffset + offset.dstOffset)
            instants += [midnight - 1, midnight, midnight + Double(random.next() % UInt64(day))]
        }
        return instants
    }

    /// The first instant of a year's 1 January in UTC, as ICU reckons it (Julian before 1582).
    static func january1(_ year: Int, _ reference: Reference) -> Double {
        // Near enough (a mean Gregorian year), then moved by the days ICU says are left.
        let day = 86_400_000.0
        var millis = ((Double(year - 1970) * 365.2425).rounded(.down)) * day
        for _ in 0..<10 {
            let fields = reference.fields(millis)
            let days = (year - Int(fields.extendedYear)) * 365 - Int(fields.dayOfYear - 1)
            if days == 0 { break }
            millis += Double(days) * day
        }
        return millis
    }

    /// Years at the calendar's edges: the first ones, the Julian centuries, the cutover, Gregorian
    /// century rules, the epoch, leap years, the last four-digit year, BC years.
    static let years = [1, 2, 4, 5, 99, 100, 999, 1000, 1500, 1581, 1582, 1583, 1600, 1700, 1900, 1969, 1970,
                        2000, 2023, 2024, 2100, 9999, 10000, 0, -1, -3, -4, -99, -1000]

    @Test func transitionsOfEveryZone() throws {
        var random = SplitMix64(seed: 12)
        var compared = 0
        for (index, zone) in Self.zones.enumerated() {
            let reference = try Reference(zone: zone, locale: Self.locales[index % Self.locales.count] + "@calendar=gregorian")
            let math = reference.math
            let offsets = try ZoneOffsets(zone: zone)
            // Every transition from 1850 on (the table's, then the rules' to 2040), and some of the
            // rules' far ahead, each from both sides: the skipped and the repeated hour.
            var transitions = reference.transitions(after: -3_786_825_600_000, limit: 400)
            transitions += reference.transitions(after: 10_000_000_000_000, limit: 4)
            transitions += reference.transitions(after: 253_402_300_800_000, limit: 4)
            var instants: [Double] = []
            for transition in transitions {
                for delta in [-3_600_001.0, -3_600_000, -1_800_000, -1, 0, 1, 1_800_000, 3_599_999, 3_600_000, 7_200_000] {
                    instants.append(transition + delta)
                }
                instants.append(transition + Double(random.next() % 86_400_000) - 43_200_000)
            }
            compared += Self.compare(instants, reference, math, offsets)
        }
        #expect(compared > 20_000)
    }

    /// Each day of the years at the calendar's edges, in UTC and two zones with offsets that are no
    /// whole hours, with the week rules of five locales.
    @Test(arguments: locales)
    func daysOfEdgeYears(locale: String) throws {
        var random = SplitMix64(seed: UInt64(locale.utf8.count))
        for zone in ["UTC", "Asia/Kathmandu", "America/St_Johns"] {
            let reference = try Reference(zone: zone, locale: locale + "@calendar=gregorian")
            let offsets = try ZoneOffsets(zone: zone)
            var instants: [Double] = []
            for year in Self.years {
                instants += Self.days(around: Self.january1(year, reference), 12, reference, &random)
            }
            // All of 1582 and of 2024 (a leap year), and the cutover's days.
            instants += Self.days(around: Self.january1(1582, reference) + 182 * 86_400_000, 190, reference, &random)
            instants += Self.days(around: Self.january1(2024, reference) + 182 * 86_400_000, 190, reference, &random)
            instants += Self.days(around: -12_219_292_800_000, 3, reference, &random)
            Self.compare(instants, reference, reference.math, offsets)
        }
    }

    /// Every pair of week rules (first day 1…7 × minimal days 1…7) on the days around each 1 January.
    @Test func everyWeekRule() throws {
        var random = SplitMix64(seed: 49)
        let reference = try Reference(zone: "America/Los_Angeles", locale: "en_US@calendar=gregorian")
        let offsets = try ZoneOffsets(zone: "America/Los_Angeles")
        let starts = Self.years.map { Self.january1($0, reference) }
        for firstWeekday in Int32(1)...7 {
            for minimalDays in Int32(1)...7 {
                reference.setWeekRules(firstWeekday, minimalDays)
                let math = GregorianCalendarMath(firstWeekday: firstWeekday, minimalDaysInFirstWeek: minimalDays)
                var instants: [Double] = []
                for start in starts {
                    instants += Self.days(around: start, 8, reference, &random).enumerated().filter { $0.offset % 3 != 1 }.map(\.element)
                }
                Self.compare(instants, reference, math, offsets)
            }
        }
    }

    /// Instants drawn anywhere in ICU's range, and near its ends, in every zone.
    @Test func randomInstantsAndTheRangeEnds() throws {
        var random = SplitMix64(seed: 1582)
        let range = DateFormat.instantRange
        for (index, zone) in Self.zones.enumerated() {
            let reference = try Reference(zone: zone, locale: Self.locales[(index + 2) % Self.locales.count] + "@calendar=gregorian")
            let offsets = try ZoneOffsets(zone: zone)
            var instants = [range.lowerBound, range.lowerBound + 1, range.lowerBound + 86_400_000 + 0.5,
                            range.upperBound, range.upperBound - 1, range.upperBound - 86_400_000 - 0.25,
                            -0.5, -1, 0, 0.999, -62_135_596_800_000, -62_135_596_800_001]
            for _ in 0..<1_000 {
                let unit = Double(random.next() >> 11) / Double(1 << 53)
                instants.append((range.lowerBound + unit * (range.upperBound - range.lowerBound)).rounded(.down))
            }
            for _ in 0..<1_000 {
                // Years 1 to 2100, with fractions of a millisecond.
                instants.append(-62_135_596_800_000 + Double(random.next() % 4_102_444_800_000_000) / 1000)
            }
            Self.compare(instants, reference, reference.math, offsets)
        }
    }

    /// ICU 72's `iso8601` calendar: the Gregorian one (with the cutover) with ISO weeks, whatever
    /// the locale's own week rules.
    @Test(arguments: ["en_US", "ar_EG"])
    func iso8601(locale: String) throws {
        var random = SplitMix64(seed: 8601)
        let reference = try Reference(zone: "Europe/Dublin", locale: locale + "@calendar=iso8601")
        #expect(reference.math == .iso8601)
        let offsets = try ZoneOffsets(zone: "Europe/Dublin")
        var instants: [Double] = []
        for year in Self.years {
            instants += Self.days(around: Self.january1(year, reference), 8, reference, &random)
        }
        Self.compare(instants, reference, .iso8601, offsets)
    }
}
