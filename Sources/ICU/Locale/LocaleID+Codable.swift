extension LocaleID: Codable {
    /// Reads a locale ID written as one string, validating it as ``init(_:)-(String)`` does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a well-formed locale ID.
    public init(from decoder: any Decoder) throws {
        self = try decodeID(from: decoder) { text throws(ICUError) in try LocaleID(text) }
    }

    /// Writes the canonical identifier, such as `"de_DE"`, as one string.
    public func encode(to encoder: any Encoder) throws { try encodeID(identifier, to: encoder) }
}
