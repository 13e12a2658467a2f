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
    final class Storage: Sendable {
        let locale: LocaleID
        private let format: UTimeZoneFormatHandle
        private let kept = Lock(BoundedCache<Key, [Span]>(capacity: Storage.keptCapacity))

        /// The most zone and style pairs kept.
        static let keptCapacity = 512
        /// The spans kept for each pair: today's, and both sides of the last and next transitions.
        static let spansPerName = 8
        /// ICU's `kDstCheckRange`: 184 days.
        private static let daylightCheckRange = 184.0 * 86_400_000

        private struct Key: Hashable {
            let zone: TimeZoneID
            let style: Style
        }

        private struct Span {
            let instants: Range<Double>
            let name: String
        }

        init(locale: LocaleID) throws(ICUError) {
            format = try UTimeZoneFormatHandle(locale: locale.identifier)
            self.locale = locale
        }

        func name(of zone: TimeZoneID, millis: Double, style: Style) throws(ICUError) -> String {
            let key = Key(zone: zone, style: style)
            if let name = kept.withLock({ $0.value(for: key)?.first { $0.instants.contains(millis) }?.name }) {
                return name
            }
            let made = try span(of: zone, millis: millis, style: style.icuStyle)
            kept.withLock { cache in
                var spans = cache.peek(key) ?? []
                if spans.count >= Self.spansPerName { spans.removeFirst() }
                spans.append(made)
                cache.removeValue(for: key)
                _ = cache.insert(spans, for: key)
            }
            return made.name
        }

        private func span(of zone: TimeZoneID, millis: Double, style: UTimeZoneFormatHandle.Style) throws(ICUError) -> Span {
            let id = zone.identifier
            let here = try format.name(style: style, zone: id, millis: millis)
            let range = DateFormat.instantRange
            let interval = try ZoneOffsets.shared(zone: id).interval(containing: millis)
            var lower = Swift.max(interval.start, range.lowerBound)
            var upper = Swift.min(interval.end, range.upperBound + 1)
            func cut(at instant: Double) {
                if instant <= millis { lower = Swift.max(lower, instant) } else { upper = Swift.min(upper, instant) }
            }
            for change in try URes.metazoneChanges(zone: zone.canonicalIdentifier) { cut(at: change) }
            if style.comparesWithReferenceZone {
                cut(at: interval.start + Self.daylightCheckRange)
                cut(at: interval.end - Self.daylightCheckRange)
                let reference = try format.referenceZone(of: id, millis: millis)
                if !reference.isEmpty, reference != zone.canonicalIdentifier {
                    let other = try ZoneOffsets.shared(zone: reference).interval(containing: millis)
                    cut(at: other.start)
                    cut(at: other.end)
                }
            }
            // ICU names whole milliseconds: a span's last one is its end less one.
            guard try format.name(style: style, zone: id, millis: lower) == here,
                  try format.name(style: style, zone: id, millis: upper - 1) == here else {
                let start = millis.rounded(.down)
                return Span(instants: start ..< start + 1, name: here)
            }
            return Span(instants: lower ..< upper, name: here)
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
