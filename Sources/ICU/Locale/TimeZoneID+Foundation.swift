import FoundationEssentials

extension TimeZoneID {
    /// The time zone ID of a Foundation `TimeZone`, validated as ``init(_:)-(String)`` validates text.
    ///
    /// ```swift
    /// let zone = try TimeZoneID(TimeZone(identifier: "Europe/Berlin")!)   // Europe/Berlin
    /// ```
    ///
    /// - Throws: ``ICUError`` when the system's ICU does not know the zone.
    public init(_ timeZone: TimeZone) throws(ICUError) {
        try self.init(timeZone.identifier)
    }
}

extension TimeZone {
    /// The Foundation time zone of a time zone ID (`TimeZone(identifier:)`), or
    /// `nil` when Foundation does not know it.
    ///
    /// Every zone of ``TimeZoneID/availableTimeZones`` comes back as itself
    /// through `TimeZoneID(_:)`, except three IDs of Greenwich time that
    /// Foundation calls `GMT`: `UTC`, `GMT+0` and `GMT-0`.
    public init?(_ timeZone: TimeZoneID) {
        self.init(identifier: timeZone.identifier)
    }
}
