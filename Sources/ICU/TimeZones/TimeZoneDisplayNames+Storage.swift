import Synchronization

extension TimeZoneDisplayNames {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What ``TimeZoneDisplayNames`` share between their copies: ICU's zone
    /// format of the locale, and the names it gave, each with the stretch of time
    /// over which it holds.
    ///
    /// A zone's name changes only where its offsets change (its transitions),
    /// where its metazone changes (ICU's `metaZones` data), and, for generic
    /// names, where the offsets of the metazone's reference zone change and 184
    /// days from the zone's transitions (a zone in standard time with daylight
    /// saving that near takes its generic name; ICU's `kDstCheckRange`). A kept
    /// span is the stretch between the nearest such instants; its name is checked
    /// at both ends, and a name that differs at an end is kept for its one
    /// millisecond only: slower, still exact.
    ///
    /// Bounded, as zones come from clients: past ``keptCapacity`` zone and style
    /// pairs, the least recently used go (a ``BoundedCache``), and each pair keeps
    /// its ``spansPerName`` most recent spans.
    ///
    /// A hit on a recent span takes no lock: the first ``publishedCapacity``
    /// spans made are kept for the storage's life and the last ones used sit in a
    /// few slots that readers load atomically, as `ZoneTextCache` keeps zone
    /// texts. Other hits take the lock of the bounded table.
    ///
    /// Sendable notes: the format serializes its calls; the table is reached
    /// through its lock only; the slots are atomics that point at immutable spans
    /// kept alive by `published`, which only grows, under its lock.
    final class Storage: @unchecked Sendable {
        let locale: LocaleID
        private let format: UTimeZoneFormatHandle
        private let kept = Lock(BoundedCache<Key, [Span]>(capacity: Storage.keptCapacity))
        /// Each slot: the address of a span in `published`, or 0.
        private let slots: UnsafeMutablePointer<Atomic<UInt>>
        /// The slot a lookup tries first: the last one that answered.
        private let hint = Atomic<Int>(0)
        /// Every span a slot ever pointed at, kept alive for the readers, and the slot the next one goes in.
        private let published = Lock<(spans: [Span], nextSlot: Int)>(([], 0))

        /// The most zone and style pairs kept.
        static let keptCapacity = 512
        /// The spans kept for each pair: today's, and both sides of the last and next transitions.
        static let spansPerName = 8
        /// Slots readers search without a lock: a power of two.
        static var slotCount: Int { 8 }
        /// Spans kept for the storage's life, and published in the slots.
        static var publishedCapacity: Int { 256 }
        /// ICU's `kDstCheckRange`: 184 days.
        private static let daylightCheckRange = 184.0 * 86_400_000

        private struct Key: Hashable {
            let zone: TimeZoneID
            let style: Style
        }

        /// A name and the instants over which it holds; immutable.
        private final class Span: Sendable {
            let zone: TimeZoneID
            let style: Style
            let instants: Range<Double>
            let name: String

            init(zone: TimeZoneID, style: Style, instants: Range<Double>, name: String) {
                self.zone = zone
                self.style = style
                self.instants = instants
                self.name = name
            }

            @inline(__always)
            func holds(_ zone: TimeZoneID, _ style: Style, _ millis: Double) -> Bool {
                self.style == style && instants.contains(millis) && self.zone == zone
            }
        }

        init(locale: LocaleID) throws(ICUError) {
            format = try UTimeZoneFormatHandle(locale: locale.identifier)
            self.locale = locale
            slots = .allocate(capacity: Self.slotCount)
            for index in 0..<Self.slotCount {
                (slots + index).initialize(to: Atomic<UInt>(0))
            }
        }

        deinit {
            slots.deinitialize(count: Self.slotCount)
            slots.deallocate()
        }

        @inline(__always)
        func name(of zone: TimeZoneID, millis: Double, style: Style) throws(ICUError) -> String {
            let first = hint.load(ordering: .relaxed)
            for step in 0..<Self.slotCount {
                let index = (first &+ step) & (Self.slotCount - 1)
                // Acquiring: the span's fields were written before the releasing store that published it.
                let address = slots[index].load(ordering: .acquiring)
                guard address != 0 else { continue }
                let span = Unmanaged<Span>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
                if span.holds(zone, style, millis) {
                    if step != 0 { hint.store(index, ordering: .relaxed) }
                    return span.name
                }
            }
            return try missed(zone, millis, style)
        }

        private func missed(_ zone: TimeZoneID, _ millis: Double, _ style: Style) throws(ICUError) -> String {
            let key = Key(zone: zone, style: style)
            if let found = kept.withLock({ $0.value(for: key)?.first { $0.instants.contains(millis) } }) {
                publishIfKept(found)
                return found.name
            }
            let made = try span(of: zone, millis: millis, style: style)
            kept.withLock { cache in
                var spans = cache.peek(key) ?? []
                if spans.count >= Self.spansPerName { spans.removeFirst() }
                spans.append(made)
                cache.removeValue(for: key)
                _ = cache.insert(spans, for: key)
            }
            publishIfKept(made, new: true)
            return made.name
        }

        /// Points the next slot at a span kept for the storage's life: one already
        /// kept, or a new one while there is room.
        private func publishIfKept(_ span: Span, new: Bool = false) {
            published.withLock { state in
                if !state.spans.contains(where: { $0 === span }) {
                    guard new, state.spans.count < Self.publishedCapacity else { return }
                    state.spans.append(span)
                }
                let index = state.nextSlot
                // Releasing: a reader that loads the address sees the span's fields.
                slots[index].store(UInt(bitPattern: Unmanaged.passUnretained(span).toOpaque()), ordering: .releasing)
                hint.store(index, ordering: .relaxed)
                state.nextSlot = (index + 1) & (Self.slotCount - 1)
            }
        }

        private func span(of zone: TimeZoneID, millis: Double, style publicStyle: Style) throws(ICUError) -> Span {
            let style = publicStyle.icuStyle
            let id = zone.identifier
            let here = try format.name(style: style, zone: id, millis: millis)
            let range = DateFormat.instantRange
            let interval = try ZoneOffsets.shared(zone: id).interval(containing: millis)
            var lower = Swift.max(interval.start, range.lowerBound)
            var upper = Swift.min(interval.end, range.upperBound + 1)
            func cut(at instant: Double) {
                if instant <= millis { lower = Swift.max(lower, instant) } else { upper = Swift.min(upper, instant) }
            }
            // The metazones of the canonical zone's own canonical ID: ICU's first answer for
            // `GMT+0` is `GMT`, which has no metazone data, where `Etc/GMT` has.
            for change in try URes.metazoneChanges(zone: zone.canonical.identifier) { cut(at: change) }
            if style.comparesWithReferenceZone {
                cut(at: interval.start + Self.daylightCheckRange)
                cut(at: interval.end - Self.daylightCheckRange)
                let reference = try format.referenceZone(of: id, millis: millis)
                if !reference.isEmpty, reference != zone.canonical.identifier {
                    let other = try ZoneOffsets.shared(zone: reference).interval(containing: millis)
                    cut(at: other.start)
                    cut(at: other.end)
                }
            }
            // ICU names whole milliseconds: a span's last one is its end less one.
            guard try format.name(style: style, zone: id, millis: lower) == here,
                  try format.name(style: style, zone: id, millis: upper - 1) == here else {
                let start = millis.rounded(.down)
                return Span(zone: zone, style: publicStyle, instants: start ..< start + 1, name: here)
            }
            return Span(zone: zone, style: publicStyle, instants: lower ..< upper, name: here)
        }
    }
}

extension TimeZoneDisplayNames.Style {
    /// The ICU style of this one.
    var icuStyle: UTimeZoneFormatHandle.Style {
        switch self {
        case .longSpecific: .specificLong
        case .shortSpecific: .specificShort
        case .longGeneric: .genericLong
        case .shortGeneric: .genericShort
        case .location: .genericLocation
        case .localizedGMT: .localizedGMT
        case .shortLocalizedGMT: .localizedGMTShort
        }
    }
}
