import ICUBridge

/// An `icu::TimeZoneFormat` of one locale (tznames.cpp): zone names in every
/// style, and the zone facts ICU's C API lacks (aliases, regions).
///
/// Sendable notes: ICU documents no thread safety for `TimeZoneFormat`, whose
/// names load lazily: the handle is reached only under its lock. Callers keep what it
/// answers (``name(style:zone:millis:)`` is called once per span of time in
/// which a zone's name cannot change), so the lock is not on a hot path.
final class UTimeZoneFormatHandle: @unchecked Sendable {
    /// The format, reached only under the lock.
    private let guarded: Lock<UnsafeMutablePointer<icub_tznames>>

    /// A naming style, as the bridge's `ICUB_TZNAMES_*` values (`UTimeZoneFormatStyle`).
    enum Style: Int32, Sendable, Hashable, CaseIterable {
        case genericLocation, genericLong, genericShort, specificLong, specificShort, localizedGMT, localizedGMTShort

        var icuValue: Int32 {
            switch self {
            case .genericLocation: Int32(ICUB_TZNAMES_GENERIC_LOCATION)
            case .genericLong: Int32(ICUB_TZNAMES_GENERIC_LONG)
            case .genericShort: Int32(ICUB_TZNAMES_GENERIC_SHORT)
            case .specificLong: Int32(ICUB_TZNAMES_SPECIFIC_LONG)
            case .specificShort: Int32(ICUB_TZNAMES_SPECIFIC_SHORT)
            case .localizedGMT: Int32(ICUB_TZNAMES_LOCALIZED_GMT)
            case .localizedGMTShort: Int32(ICUB_TZNAMES_LOCALIZED_GMT_SHORT)
            }
        }

        /// Whether the name depends on the offsets of the metazone's reference
        /// zone, and on daylight saving within 184 days (generic non-location names).
        var comparesWithReferenceZone: Bool { self == .genericLong || self == .genericShort }
    }

    /// `TimeZoneFormat::createInstance` for an ICU locale ID.
    init(locale: LocaleID) throws(ICUError) {
        let locale = try locale.icuName
        guarded = Lock(try openHandle("opening the time zone names of '\(locale)'") { status, _ in
            icub_tznames_open(locale, &status)
        })
    }

    deinit { guarded.withLock { icub_tznames_close($0) } }

    /// A zone's name at an instant (`TimeZoneFormat::format`); `zone` is a zone ID ICU knows.
    func name(style: Style, zone: String, millis: Double) throws(ICUError) -> String {
        try guarded.withLock { raw throws(ICUError) in
            try BridgeText.withUTF8(zone, "naming time zone \(zone)") { bytes, count throws(ICUError) in
                try BridgeText.string("naming time zone \(zone)") { dest, capacity, status in
                    icub_tznames_name(raw, style.icuValue, bytes, count, millis, dest, capacity, &status)
                }
            }
        }
    }

    /// The reference zone of the zone's metazone at an instant for this
    /// locale's region, or `""` (`TimeZoneNames::getReferenceZoneID`).
    func referenceZone(of zone: String, millis: Double) throws(ICUError) -> String {
        try guarded.withLock { raw throws(ICUError) in
            try BridgeText.withUTF8(zone, "finding the reference zone of \(zone)") { bytes, count throws(ICUError) in
                try BridgeText.string("finding the reference zone of \(zone)") { dest, capacity, status in
                    icub_tznames_reference_zone(raw, bytes, count, millis, dest, capacity, &status)
                }
            }
        }
    }

    /// The IDs of one zone: its aliases and itself (`TimeZone::getEquivalentID`).
    static func equivalentIDs(_ zone: String) throws(ICUError) -> [String] {
        let text = try BridgeText.withUTF8(zone, "listing the aliases of \(zone.prefix(64))") { bytes, count throws(ICUError) in
            try BridgeText.string("listing the aliases of \(zone.prefix(64))") { dest, capacity, status in
                icub_tznames_equivalent_ids(bytes, count, dest, capacity, &status)
            }
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// The region of a zone ID, such as `US`, or `001` (`TimeZone::getRegion`).
    static func region(_ zone: String) throws(ICUError) -> String {
        try BridgeText.withUTF8(zone, "finding the region of \(zone.prefix(64))") { bytes, count throws(ICUError) in
            try BridgeText.string("finding the region of \(zone.prefix(64))") { dest, capacity, status in
                icub_tznames_region(bytes, count, dest, capacity, &status)
            }
        }
    }
}
