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
    /// Bounded, as zones come from clients: at most ``spanCapacity`` spans, of
    /// any zones and styles, the least recently used going first.
    ///
    /// The spans are a ``SpanCache`` tagged by zone and style: a hit in the
    /// thread's front takes no lock; a miss looks through the kept spans under
    /// their lock, then asks ICU.
    ///
    /// Sendable notes: the format serializes its calls; the spans are a ``SpanCache``.
    final class Storage: Sendable {
        let locale: LocaleID
        private let format: UTimeZoneFormatHandle
        private let spans = SpanCache<Span>(capacity: Storage.spanCapacity)

        /// The most spans kept: for 64 zones in every style, today's and both sides of a transition.
        static let spanCapacity = 1024
        /// ICU's `kDstCheckRange`: 184 days.
        private static let daylightCheckRange = 184.0 * 86_400_000

        /// A name and the instants over which it holds; immutable.
        final class Span: SpanValue {
            let zone: TimeZoneID
            let style: Style
            let span: Range<Double>
            let name: String

            init(zone: TimeZoneID, style: Style, instants: Range<Double>, name: String) {
                self.zone = zone
                self.style = style
                self.span = instants
                self.name = name
            }

            var frontCopy: (word: UInt64, object: AnyObject?) { (0, self) }
        }

        init(locale: LocaleID) throws(ICUError) {
            format = try UTimeZoneFormatHandle(locale: locale)
            self.locale = locale
        }

        /// The spans' tag of a zone and style: the address of the zone's entry,
        /// which every span of the zone retains, and the style in its low bits.
        @inline(__always)
        private static func tag(_ zone: TimeZoneID, _ style: Style) -> UInt64 {
            UInt64(UInt(bitPattern: ObjectIdentifier(zone.entry))) | UInt64(style.index)
        }

        @inline(__always)
        func name(of zone: TimeZoneID, millis: Double, style: Style) throws(ICUError) -> String {
            let tag = Self.tag(zone, style)
            // Only spans are kept under this storage's serial.
            if let hit = spans.inFront(millis, tag: tag, {
                unsafeDowncast($0.object.unsafelyUnwrapped.takeUnretainedValue(), to: Span.self).name
            }) {
                return hit
            }
            return try spans.missed(millis, tag: tag) { millis throws(ICUError) in
                try span(of: zone, millis: millis, style: style)
            }.name
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
    /// A number for each style, below 16.
    var index: Int {
        switch self {
        case .longSpecific: 0
        case .shortSpecific: 1
        case .longGeneric: 2
        case .shortGeneric: 3
        case .location: 4
        case .localizedGMT: 5
        case .shortLocalizedGMT: 6
        }
    }

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
