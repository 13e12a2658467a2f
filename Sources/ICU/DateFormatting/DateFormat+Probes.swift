import FoundationEssentials

extension DateFormat.Storage.FastPath {
    /// Instants every compiled format is checked on at creation, in UTC: 1970 and
    /// the millisecond before it, leap days (2000 and 2024, at noon), the edges of a
    /// year and of a month, the Julian-to-Gregorian cutover (1582-10-04 and -15),
    /// 1900, year 1 and the millisecond before it (1 BC), a year far before it
    /// (about 1200 BC), the last second of 9999, the first day of Japan's Reiwa era
    /// (2019-05-01 in Tokyo), and instants with a few milliseconds (`.007`, `.123`,
    /// `.990`) for the fraction fields.
    static let fixedProbes: [Double] = [
        0, -1,
        951_825_600_000, 1_709_208_000_000,
        1_735_689_600_000 - 1, 1_735_689_600_000,
        1_743_465_600_000 - 1, 1_743_465_600_000,
        -12_219_379_200_000, -12_219_292_800_000,
        -2_208_988_800_000,
        -62_135_596_800_000, -62_135_596_800_000 - 1,
        -100_000_000_000_000,
        253_402_300_799_000, 253_402_300_799_999,
        1_556_636_400_000,
        1_700_000_000_007, 1_700_000_000_123, 1_700_000_000_990,
    ]

    /// The instants a format in `zone` is checked on at creation: ``fixedProbes``;
    /// both sides of the zone's transitions before and after `now` (when it has
    /// them); and in the zone's own time, the day of `now` at midnight, every
    /// third hour, exact noon, a minute and a second past noon, and its last
    /// millisecond, and both sides of midnight of the 1st of January and of April
    /// 2025 (where a UTC edge is not a local one).
    static func probes(zone: ZoneOffsets, now: Double) -> [Double] {
        var instants = fixedProbes
        let current = zone.interval(containing: now)
        var transitions: [Double] = []
        if current.start.isFinite {
            transitions.append(current.start)
            let previous = zone.interval(containing: current.start - 1)
            if previous.start.isFinite { transitions.append(previous.start) }
        }
        if current.end.isFinite { transitions.append(current.end) }
        for transition in transitions { instants += [transition - 1, transition] }

        /// The instant of a local wall time of the zone, `local` milliseconds since 1970 on its clocks.
        func instant(local: Double) -> Double {
            let offsets = zone.offsets(at: local)
            return local - Double(offsets.raw) - Double(offsets.dst)
        }
        let hour = 3_600_000.0
        let offsets = zone.offsets(at: now)
        let today = ((now + Double(offsets.raw) + Double(offsets.dst)) / (24 * hour)).rounded(.down) * 24 * hour
        for hours in stride(from: 0.0, to: 24, by: 3) { instants.append(instant(local: today + hours * hour)) }
        instants += [12 * hour + 60_000, 12 * hour + 1_000, 24 * hour - 1].map { instant(local: today + $0) }
        for edge in [1_735_689_600_000.0, 1_743_465_600_000] { instants += [instant(local: edge) - 1, instant(local: edge)] }
        return instants
    }

    /// Alters the compiled text of a probe instant, for tests, as an ICU whose
    /// date writing changed would make it differ from the compiled writer: the
    /// text of ``DateFormat/format(_:)`` (`parts` false) or of ``DateFormat/formatToParts(_:)``.
    typealias ProbeFault = @Sendable (_ millis: Double, _ parts: Bool, _ text: inout [UInt8]) -> Void

    /// Whether the compiled path writes every probe instant byte for byte as
    /// `udat_formatCalendar` does on `handle`, and the parts of the first few as
    /// `udat_formatCalendarForFields` reports them.
    func agreesWithICU(_ handle: UDateFormatHandle, instants: [Double], fault: ProbeFault?) throws(ICUError) -> Bool {
        for millis in instants {
            var compiled = Array(pattern.string(fields(millis), millis: millis).utf8)
            fault?(millis, false, &compiled)
            let agrees = try handle.output(millis: millis, "checking the compiled date pattern") { icu in
                icu.elementsEqual(compiled)
            }
            guard agrees else { return false }
        }
        for millis in instants.prefix(Self.partsProbeCount) {
            let compiled = pattern.fieldOutput(fields(millis), millis: millis)
            var text = Array(compiled.text.utf8)
            fault?(millis, true, &text)
            let icu = try handle.fields(millis: millis, "checking the compiled date pattern's parts")
            guard text.elementsEqual(icu.text.utf8), compiled.spans.count == icu.spans.count,
                  zip(compiled.spans, icu.spans).allSatisfy({ $0.code == $1.code && $0.utf8 == $1.utf8 }) else { return false }
        }
        return true
    }

    /// How many probes also check the parts: they come from the same writer, so a few suffice.
    static var partsProbeCount: Int { 4 }

    /// What the probes found for one pattern, by locale and zone: kept, so that a
    /// format created again (as a pool that evicts creates it) skips them.
    ///
    /// Kept by pattern in ``verdicts``, then by locale and zone in a small
    /// ``BoundedCache`` (the least recently used go first), rather than under one
    /// text of all three: a format created again finds its verdict by the texts it
    /// already holds, joining none.
    ///
    /// Sendable notes: the table is reached through its lock only.
    final class Verdicts: Sendable {
        /// A locale and a zone, compared by their bytes.
        private struct Place: Hashable {
            let locale: ExactText
            let zone: ExactText
        }

        /// The locales and zones kept for one pattern.
        static var capacity: Int { 16 }

        private let table = Lock(BoundedCache<Place, Bool>(capacity: Verdicts.capacity))

        /// The kept verdict for a locale and zone, if any.
        func agrees(locale: String, zone: String) -> Bool? {
            let place = Place(locale: ExactText(locale), zone: ExactText(zone))
            return table.withLock { $0.value(for: place) }
        }

        /// Keeps a verdict, unless another thread kept one for the same locale and zone meanwhile.
        func keep(_ agrees: Bool, locale: String, zone: String) {
            let place = Place(locale: ExactText(locale), zone: ExactText(zone))
            table.withLock { _ = $0.insert(agrees, for: place) }
        }
    }

    /// The verdicts of up to 1,024 patterns.
    static let verdicts = InternTable<Verdicts>(capacity: 1024)

    /// Whether the compiled path agrees with `udat` on `handle`: the verdict kept
    /// for the pattern, locale and zone, or the probes' (then kept); with a
    /// `fault`, always the probes', and none kept.
    func agreesWithICU(_ handle: UDateFormatHandle, pattern: String, locale: String, zone: ZoneOffsets,
                       fault: ProbeFault?) throws(ICUError) -> Bool {
        func probe() throws(ICUError) -> Bool {
            try agreesWithICU(handle, instants: Self.probes(zone: zone, now: Date().timeIntervalSince1970 * 1000), fault: fault)
        }
        guard fault == nil else { return try probe() }
        let kept = Self.verdicts.value(for: pattern) { _ in Verdicts() }
        if let agrees = kept.agrees(locale: locale, zone: zone.zone) { return agrees }
        let agrees = try probe()
        kept.keep(agrees, locale: locale, zone: zone.zone)
        return agrees
    }
}
