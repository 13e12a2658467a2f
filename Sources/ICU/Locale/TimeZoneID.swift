/// A time zone ICU knows, by its IANA ID, such as `Europe/Berlin`.
///
/// ```swift
/// let zone = try TimeZoneID("America/Los_Angeles")
/// _ = try TimeZoneID("Mars/Olympus_Mons")   // throws U_ILLEGAL_ARGUMENT_ERROR
/// ```
///
/// An ID ICU does not know is an error: ICU itself would silently format in
/// `GMT` (`Etc/Unknown`). Custom offsets are accepted in the forms ICU
/// documents, `GMT` and a sign followed by ASCII digits and colons (`GMT+3`,
/// `GMT+0530`, `GMT-03:00`, `GMT+05:30:07`); ICU's reader also takes
/// exponents and other digits (`GMT+1e0` as `GMT+00:01`, and garbage for
/// `GMT+2391e6`), which are refused here.
///
/// The corresponding C function is `ucal_getCanonicalTimeZoneID`.
public struct TimeZoneID: Hashable, Sendable, CustomStringConvertible {
    /// The ID's one shared entry, made once per distinct ID: one word to copy and hash.
    let entry: Entry

    /// What every `TimeZoneID` of one ID shares.
    final class Entry: Sendable {
        /// The ID as given, such as `PST`.
        let identifier: String
        /// ICU's canonical ID, such as `America/Los_Angeles`.
        let canonicalIdentifier: String
        /// The identifier's hash, computed once.
        let hash: Int

        init(identifier: String, canonicalIdentifier: String) {
            self.identifier = identifier
            self.canonicalIdentifier = canonicalIdentifier
            self.hash = identifier.hashValue
        }
    }

    /// The IDs made so far. Bounded: see ``InternTable``.
    static let interned = InternTable<Entry>(capacity: 1024, ownFrontKey: true)

    /// The ID as given (after validation), such as `America/Los_Angeles` or `UTC`.
    public var identifier: String { entry.identifier }

    /// Validates a time zone ID.
    ///
    /// Making an ID from a text made before costs a lookup in a bounded,
    /// thread-safe table.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for an ID ICU does
    ///   not know, and for a custom offset with anything but ASCII digits and colons after its sign.
    ///
    /// The corresponding C function is `ucal_getCanonicalTimeZoneID`.
    public init(_ identifier: String) throws(ICUError) {
        entry = try Self.interned.value(for: identifier) { identifier throws(ICUError) in
            let unknown = ICUError(code: .illegalArgument, operation: "looking up time zone '\(identifier.prefix(64))'",
                                   reason: "unknown time zone ID")
            guard Self.isPlainIfCustom(identifier) else { throw unknown }
            let canonical: String
            do {
                canonical = try UCal.canonicalTimeZone(identifier)
            } catch {
                throw unknown
            }
            guard canonical != "Etc/Unknown" else { throw unknown }
            return Entry(identifier: identifier, canonicalIdentifier: canonical)
        }
    }

    /// Whether an ID that reads as a custom offset (`GMT+…`, `gmt-…`) has only
    /// ASCII digits and colons after its sign, which is all ICU documents.
    private static func isPlainIfCustom(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard bytes.count > 4, bytes.prefix(3).map({ $0 | 0x20 }) == Array("gmt".utf8),
              let sign = bytes.dropFirst(3).first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return true }
        return bytes.dropFirst(4).allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: ":")).contains($0) }
    }

    init(unchecked identifier: String) {
        entry = Entry(identifier: identifier, canonicalIdentifier: (try? UCal.canonicalTimeZone(identifier)) ?? identifier)
    }

    /// Equal when the identifiers are, byte for byte (`PST` and `America/Los_Angeles` are two IDs of one zone).
    @inline(__always)
    public static func == (lhs: TimeZoneID, rhs: TimeZoneID) -> Bool {
        lhs.entry === rhs.entry || ExactText.sameBytes(lhs.entry.identifier, rhs.entry.identifier)
    }

    /// Hashes the identifier (its hash is computed once per distinct ID).
    @inline(__always)
    public func hash(into hasher: inout Hasher) { hasher.combine(entry.hash) }

    /// Coordinated Universal Time.
    public static let utc = TimeZoneID(unchecked: "UTC")

    /// The canonical form of the ID: `Etc/UTC` for `UTC`, `America/Los_Angeles` for `PST`
    /// (`ucal_getCanonicalTimeZoneID`, computed once per distinct ID).
    public var canonicalIdentifier: String { entry.canonicalIdentifier }

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

extension TimeZoneID {
    /// Every time zone ICU knows: its IANA IDs and their aliases (`ucal_openTimeZones`),
    /// each one that ``init(_:)-(String)`` accepts.
    ///
    /// ICU's list can hold IDs it names no zone by: ICU 78 lists `Factory` and maps it
    /// to `Etc/Unknown`, which ``init(_:)-(String)`` refuses; they are left out.
    public static var availableTimeZones: [TimeZoneID] {
        UCal.timeZones.compactMap { try? TimeZoneID($0) }
    }
}
