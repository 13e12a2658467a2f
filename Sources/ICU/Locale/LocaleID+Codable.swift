extension LocaleID: Codable {
    /// Reads a locale ID written as one string, validating it as ``init(_:)-(String)`` does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a well-formed locale ID.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the canonical identifier, such as `"de_DE"`, as one string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
