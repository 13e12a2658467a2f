/// The zone fields of a compiled pattern, as ICU itself writes them: each field
/// is formatted by `udat` with a pattern of that field alone, once per span of
/// time over which its text cannot change, and kept.
///
/// A zone's text at an instant depends on its offsets there (GMT and ISO
/// formats, daylight or standard names) and on the metazone the zone belongs to
/// then (specific names such as `PST`, `Japan Standard Time`; outside every
/// mapping, and after 9999, ICU writes a GMT format instead). The offsets change
/// only at the zone's transitions (`ucal_getTimeZoneTransitionDate`), the
/// metazone only at the bounds of its mappings in ICU's `metaZones` data; a span
/// is the stretch between two such instants. Generic names (`v`, `vvvv`) also
/// depend on the transitions of the metazone's reference zone, which no ICU C
/// API names: they are not compiled.
///
/// The spans are a ``SpanCache``: a hit in the thread's front takes no lock;
/// behind the fronts, at most ``capacity`` spans are kept, the least recently
/// used going first, so memory stays bounded whatever instants come.
///
/// Sendable notes: the handles format on calendars of their own (thread-safe);
/// the entries are immutable, kept by a `Sendable` cache.
final class ZoneTextCache: @unchecked Sendable {
    /// The texts of every zone field over one span of time; immutable.
    final class Entry: SpanValue {
        let span: Range<Double>
        let texts: [[UInt8]]

        init(span: Range<Double>, texts: [[UInt8]]) {
            self.span = span
            self.texts = texts
        }

        var frontCopy: (word: UInt64, object: AnyObject?) { (0, self) }
    }

    /// Whether a zone field (letter repeated) is written exactly from cached texts.
    static func isCacheable(_ field: String) -> Bool { field != "v" && field != "vvvv" }

    /// The most spans kept: 48 years of a zone with daylight saving time.
    static var capacity: Int { 96 }

    /// The zone's transitions.
    private let offsets: ZoneOffsets
    private let fields: [UDateFormatHandle]
    /// Where the zone's metazone may change, sorted.
    private let metazoneChanges: [Double]
    private let spans = SpanCache<Entry>(capacity: ZoneTextCache.capacity)

    /// - Parameters:
    ///   - fields: Each zone field of the pattern, such as `zzzz`.
    ///   - timeZone: The zone ID the pattern's format was opened with: its transitions come from ``ZoneOffsets``.
    init(fields: [String], locale: LocaleID, timeZone: String) throws(ICUError) {
        var handles: [UDateFormatHandle] = []
        for field in fields {
            handles.append(try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: locale,
                                                 timeZone: timeZone, pattern: field, lenient: false))
        }
        self.fields = handles
        self.offsets = try ZoneOffsets.shared(zone: timeZone)
        self.metazoneChanges = try URes.metazoneChanges(zone: UCal.canonicalTimeZone(timeZone))
    }

    /// The texts at an instant: from this thread's front (no lock), the kept spans, or ICU.
    @inline(__always)
    func entry(millis: Double) -> Entry {
        // Only entries are kept under this cache's serial.
        if let hit = spans.inFront(millis, { unsafeDowncast($0.object.unsafelyUnwrapped.takeUnretainedValue(), to: Entry.self) }) {
            return hit
        }
        return spans.missed(millis) { millis in infallible { () throws(ICUError) in try makeEntry(millis: millis) } }
    }

    private func texts(_ millis: Double) throws(ICUError) -> [[UInt8]] {
        var result: [[UInt8]] = []
        result.reserveCapacity(fields.count)
        for field in fields {
            result.append(try field.output(millis: millis, "formatting a time zone field") { Array($0) })
        }
        return result
    }

    private func makeEntry(millis: Double) throws(ICUError) -> Entry {
        let range = DateFormat.instantRange
        let interval = offsets.interval(containing: millis)
        var lower = Swift.max(interval.start, range.lowerBound)
        var upper = Swift.min(interval.end, range.upperBound + 1)
        for change in metazoneChanges {
            if change <= millis { lower = Swift.max(lower, change) } else { upper = Swift.min(upper, change); break }
        }
        let here = try texts(millis)
        // ICU formats whole milliseconds: the span's last one is its end less one. A
        // text that differs at an end (a change this model misses) keeps the span to
        // the one millisecond asked for: slower, still exact.
        guard try texts(lower) == here, try texts(upper - 1) == here else {
            let start = millis.rounded(.down)
            return Entry(span: start ..< start + 1, texts: here)
        }
        return Entry(span: lower ..< upper, texts: here)
    }
}
