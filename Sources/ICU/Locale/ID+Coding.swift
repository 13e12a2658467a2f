/// Reads an ID written as one string, made by `make` (an ID's validating
/// initializer): text it refuses is `DecodingError.dataCorrupted`.
func decodeID<ID>(from decoder: any Decoder, _ make: (String) throws(ICUError) -> ID) throws -> ID {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
        return try make(text)
    } catch {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
}

/// Writes an ID as one string, its identifier.
func encodeID(_ identifier: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
}
