import FoundationEssentials
@_spi(Testing) @testable import ICU
import Testing

/// The compiled date path checks itself at creation: it writes a fixed set of
/// probe instants, and the zone's transitions around now, both ways, and stays
/// on `udat` when any differs. The faults here make the compiled text differ on
/// one probe, as an ICU whose date writing changed would.
@Suite("Compiled dates: the check at creation")
struct CompiledDateProbeTests {
    static let zone = "America/New_York"
    static let locale: LocaleID = "en_US"
    /// Every field kind the probes reach: era, years, month and weekday names, day
    /// period, 12-hour clock, fractions, zone name.
    static let pattern = "G y-MM-dd EEEE MMMM h:mm:ss.SSS a zzzz"
    static let dates = [0, -1, 1_709_208_000_000, 1_700_000_000_123, 253_402_300_799_999, -62_135_596_800_001]
        .map { Date(timeIntervalSince1970: Double($0) / 1000) }

    @Test func aFormatThatAgreesTakesTheCompiledPath() throws {
        let format = try DateFormat(pattern: Self.pattern, locale: Self.locale, timeZone: TimeZoneID(Self.zone),
                                    probeFault: nil)
        #expect(format.takesCompiledPath)
        for date in Self.dates {
            #expect(Array(format.format(date).utf8) == Array(format.formatThroughICU(date).utf8))
        }
    }

    /// One probe differs (1970-01-01, a fixed one; then the zone's next transition,
    /// one found at creation): the format stays on `udat`, and writes what ICU writes.
    @Test(arguments: [false, true])
    func oneDifferingProbeKeepsTheFormatOnUdat(atTransition: Bool) throws {
        let zone = try TimeZoneID(Self.zone)
        let now = Date().timeIntervalSince1970 * 1000
        let target = atTransition ? try ZoneOffsets.shared(zone: Self.zone).interval(containing: now).end : 0
        #expect(target.isFinite)
        let format = try DateFormat(pattern: Self.pattern, locale: Self.locale, timeZone: zone) { millis, parts, text in
            if millis == target, !parts { text[text.count - 1] &+= 1 }
        }
        #expect(!format.takesCompiledPath)
        let unaltered = try DateFormat(pattern: Self.pattern, locale: Self.locale, timeZone: zone, probeFault: nil)
        for date in Self.dates + [Date(timeIntervalSince1970: target / 1000)] {
            #expect(Array(format.format(date).utf8) == Array(format.formatThroughICU(date).utf8))
            #expect(Array(format.format(date).utf8) == Array(unaltered.format(date).utf8))
            #expect(format.formatToParts(date) == format.formatToPartsThroughICU(date))
        }
    }

    /// Parts are checked too: a fault in the parts' text alone keeps the format on `udat`.
    @Test func aDifferingPartKeepsTheFormatOnUdat() throws {
        let format = try DateFormat(pattern: Self.pattern, locale: Self.locale, timeZone: TimeZoneID(Self.zone)) {
            millis, parts, text in
            if millis == 0, parts { text[0] &+= 1 }
        }
        #expect(!format.takesCompiledPath)
    }

    /// A verdict is kept for the pattern, locale and zone, so that the format
    /// created again skips the probes; a faulted creation keeps none.
    @Test func theVerdictIsKeptButNotAFaultedOne() throws {
        let zone = try TimeZoneID(Self.zone)
        // A pattern of this test's own, so that no other test has kept a verdict for it.
        let pattern = "'verdict' yyyy-MM-dd HH:mm"
        let resolved = try DateFormat(pattern: pattern, locale: Self.locale, timeZone: zone, probeFault: { _, _, _ in })
        let verdicts = DateFormat.Storage.FastPath.verdicts
        #expect(verdicts.value(for: resolved.pattern) == nil)
        let format = try DateFormat(pattern: pattern, locale: Self.locale, timeZone: zone)
        #expect(format.takesCompiledPath)
        #expect(verdicts.value(for: resolved.pattern)?.agrees(locale: "en_US", zone: Self.zone) == true)
        #expect(verdicts.value(for: resolved.pattern)?.agrees(locale: "de_DE", zone: Self.zone) == nil)
    }

    /// Both sides of the zone's last and next transitions, its local midnight and
    /// noon today, and the fixed instants are probed.
    @Test func theProbesCoverTheZonesTransitions() throws {
        let offsets = try ZoneOffsets.shared(zone: Self.zone)
        let now = Date().timeIntervalSince1970 * 1000
        let probes = DateFormat.Storage.FastPath.probes(zone: offsets, now: now)
        let current = offsets.interval(containing: now)
        for edge in [current.start, current.end] {
            #expect(probes.contains(edge) && probes.contains(edge - 1))
        }
        #expect(probes.starts(with: DateFormat.Storage.FastPath.fixedProbes))
        let local = try DateFormat(pattern: "HH:mm:ss.SSS", locale: Self.locale, timeZone: TimeZoneID(Self.zone),
                                   probeFault: nil)
        let written = Set(probes.map { local.format(Date(timeIntervalSince1970: $0 / 1000)) })
        #expect(written.isSuperset(of: ["00:00:00.000", "12:00:00.000", "23:59:59.999"]))
    }
}
