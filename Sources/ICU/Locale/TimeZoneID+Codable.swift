extension TimeZoneID: Codable {
    /// Reads a time zone ID written as one string, validating it as ``init(_:)-(String)`` does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an ID ICU does not know.
    public init(from decoder: any Decoder) throws {
        self = try decodeID(from: decoder) { text throws(ICUError) in try TimeZoneID(text) }
    }

    /// Writes the identifier, such as `"Europe/Berlin"`, as one string.
    public func encode(to encoder: any Encoder) throws { try encodeID(identifier, to: encoder) }
}
