/// A time zone ICU knows, by its IANA ID, such as `Europe/Berlin`.
///
/// ```swift
/// let zone = try TimeZoneID("America/Los_Angeles")
/// _ = try TimeZoneID("Mars/Olympus_Mons")   // throws U_ILLEGAL_ARGUMENT_ERROR
/// ```
///
/// An ID ICU does not know is an error: ICU itself would silently format in
/// `GMT` (`Etc/Unknown`). Custom offsets such as `GMT+03:00` are accepted.
///
/// The corresponding C function is `ucal_getCanonicalTimeZoneID`.
public struct TimeZoneID: Hashable, Sendable, CustomStringConvertible {
    /// The ID as given (after validation), such as `America/Los_Angeles` or `UTC`.
    public let identifier: String

    /// Validates a time zone ID.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an ID ICU does not know.
    ///
    /// The corresponding C function is `ucal_getCanonicalTimeZoneID`.
    public init(_ identifier: String) throws(ICUError) {
        let canonical: String
        do {
            canonical = try UCal.canonicalTimeZone(identifier)
        } catch {
            throw ICUError(code: .illegalArgument, operation: "looking up time zone '\(identifier.prefix(64))'",
                           reason: "unknown time zone ID")
        }
        guard canonical != "Etc/Unknown" else {
            throw ICUError(code: .illegalArgument, operation: "looking up time zone '\(identifier)'",
                           reason: "unknown time zone ID")
        }
        self.identifier = identifier
    }

    init(unchecked identifier: String) { self.identifier = identifier }

    /// Coordinated Universal Time.
    public static let utc = TimeZoneID(unchecked: "UTC")

    /// The canonical form of the ID: `Etc/UTC` for `UTC`, `America/Los_Angeles` for `PST`.
    public var canonicalIdentifier: String {
        (try? UCal.canonicalTimeZone(identifier)) ?? identifier
    }

    /// The process's time zone: the zone the `TZ` environment variable names,
    /// else the host's zone (`ucal_getHostTimeZone`), else UTC.
    ///
    /// `TZ` is read by ``init(posixTZ:)``: a zone ID ICU knows (a leading `:`
    /// is dropped), a POSIX offset without daylight-saving rules such as
    /// `UTC+3` (the custom zone `GMT-03:00`), or the empty value (UTC). When
    /// `TZ` is set to anything else, such as `CET-1CEST,M3.5.0,M10.5.0/3` or
    /// `Mars/Base`, the zone is UTC, not the host's: a set `TZ` says the
    /// host's zone is not wanted. ``fromEnvironment(_:)`` throws instead.
    public static var current: TimeZoneID {
        do {
            if let zone = try fromEnvironment() { return zone }
        } catch {
            return .utc
        }
        if let host = try? UCal.hostTimeZone(), let zone = try? TimeZoneID(host) { return zone }
        return .utc
    }

    /// The time zone ID.
    public var description: String { identifier }
}
