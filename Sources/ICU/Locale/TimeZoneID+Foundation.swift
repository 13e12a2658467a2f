import FoundationEssentials

extension TimeZoneID {
    /// The time zone ID of a Foundation `TimeZone`, validated as ``init(_:)`` validates text.
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
    public init?(_ timeZone: TimeZoneID) {
        self.init(identifier: timeZone.identifier)
    }
}
