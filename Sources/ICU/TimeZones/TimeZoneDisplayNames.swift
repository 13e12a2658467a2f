import FoundationEssentials

/// Names of time zones for people, in one locale: `Pacific Daylight Time`,
/// `PDT`, `Pacific Time` and `PT` in `en`; `heure du Pacifique` in `fr`.
///
/// ```swift
/// let names = try TimeZoneDisplayNames(locale: "en_US")
/// let zone = try TimeZoneID("America/Los_Angeles")
/// let july = Date(timeIntervalSince1970: 1_719_792_000)
/// try names.name(of: zone, at: july, style: .longSpecific)   // Pacific Daylight Time
/// try names.name(of: zone, at: july, style: .shortSpecific)  // PDT
/// try names.name(of: zone, at: july, style: .longGeneric)    // Pacific Time
/// try names.name(of: zone, at: july, style: .shortGeneric)   // PT
/// ```
///
/// A name always has an answer: where the locale has no name of a style for a
/// zone, it falls back as ICU's date formats do, to the zone's location
/// (`Germany Time`) or its offset (`GMT+2`).
///
/// Names depend on the instant: daylight or standard time, and the set of
/// names (the metazone) the zone belongs to then. Each name is kept for the
/// stretch of time over which it cannot change, so naming a zone again in that
/// stretch asks ICU nothing. Creation loads ICU's zone names, which costs
/// milliseconds the first time in a process: keep one, or take it from a
/// ``FormatterPool`` (`pool.timeZoneDisplayNames(locale:)`). Safe to share between threads.
///
/// The corresponding C++ function is `TimeZoneFormat::format`.
public struct TimeZoneDisplayNames: Sendable {
    /// Which name of a zone, and how long; the pattern letters of the same names
    /// in date patterns follow each case.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// `Pacific Daylight Time`, `Pacific Standard Time` (`zzzz`, `UTZFMT_STYLE_SPECIFIC_LONG`).
        case longSpecific
        /// `PDT`, `PST`, where the locale has short names; else the offset,
        /// `GMT+2` (`z`, `UTZFMT_STYLE_SPECIFIC_SHORT`).
        case shortSpecific
        /// `Pacific Time`, the same all year (`vvvv`, `UTZFMT_STYLE_GENERIC_LONG`).
        case longGeneric
        /// `PT`, where the locale has short names; else the location,
        /// `Germany Time` (`v`, `UTZFMT_STYLE_GENERIC_SHORT`).
        case shortGeneric
        /// `Los Angeles Time`, `Germany Time` (`VVVV`, `UTZFMT_STYLE_GENERIC_LOCATION`).
        case location
        /// `GMT-07:00` (`OOOO`, `UTZFMT_STYLE_LOCALIZED_GMT`).
        case localizedGMT
        /// `GMT-7` (`O`, `UTZFMT_STYLE_LOCALIZED_GMT_SHORT`).
        case shortLocalizedGMT
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose language the names are in.
    public var locale: LocaleID { storage.locale }

    /// Opens the zone names of a locale.
    ///
    /// A locale ICU has no names for (`zz`) names zones by their locations and offsets in its root data.
    ///
    /// - Throws: ``ICUError`` for an invalid locale literal, or when ICU cannot open its names.
    ///
    /// The corresponding C++ function is `TimeZoneFormat::createInstance`.
    public init(locale: LocaleID) throws(ICUError) {
        storage = try Storage(locale: locale)
    }

    /// A zone's name at an instant.
    ///
    /// - Parameters:
    ///   - zone: The zone.
    ///   - date: The instant: specific names change with daylight saving time,
    ///     and every name with the zone's history (`Europe/Moscow` had names of
    ///     its own before 2014).
    ///   - style: Which name.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN instant,
    ///   or one beyond the range of ICU's calendars.
    ///
    /// The corresponding C++ function is `TimeZoneFormat::format`.
    public func name(of zone: TimeZoneID, at date: Date, style: Style) throws(ICUError) -> String {
        let millis = try DateFormat.checkedMillis(date, "naming time zone \(zone.identifier)")
        return try storage.name(of: zone, millis: millis, style: style)
    }
}
