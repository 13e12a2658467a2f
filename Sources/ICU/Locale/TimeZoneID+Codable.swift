extension TimeZoneID: Codable {
    /// Reads a time zone ID written as one string, validating it as ``init(_:)-(String)`` does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an ID ICU does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the identifier, such as `"Europe/Berlin"`, as one string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
