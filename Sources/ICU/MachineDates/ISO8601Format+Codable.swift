import FoundationEssentials

extension ISO8601Format {
    /// Reads a `Date` from a single string value in this format: the function a
    /// `JSONDecoder` strategy calls (see `JSONDecoder.DateDecodingStrategy.exactISO8601(_:)`).
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .custom(ISO8601Format.rfc3339.decodeDate)
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the ``ICUError``'s description, for a
    ///   string that does not parse.
    public func decodeDate(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            return try parseDate(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes a `Date` as a single string value in this format, in UTC: the function a
    /// `JSONEncoder` strategy calls.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .custom(ISO8601Format.rfc3339.encode)
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue`, with the date's `timeIntervalSinceReferenceDate`,
    ///   for a NaN or infinite date.
    public func encode(_ date: Date, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let text: String
        do {
            text = try format(date)
        } catch {
            // The value is the Double, not the Date: Foundation's Date.description traps on NaN.
            throw EncodingError.invalidValue(date.timeIntervalSinceReferenceDate, EncodingError.Context(codingPath: encoder.codingPath,
                                                                         debugDescription: error.description,
                                                                         underlyingError: error))
        }
        try container.encode(text)
    }
}

extension JSONDecoder.DateDecodingStrategy {
    /// Dates read by an ``ISO8601Format`` (by default RFC 3339), to the microsecond, strictly.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.dateDecodingStrategy = .exactISO8601()
    /// ```
    public static func exactISO8601(_ format: ISO8601Format = .rfc3339) -> Self {
        .custom { decoder in try format.decodeDate(from: decoder) }
    }
}

extension JSONEncoder.DateEncodingStrategy {
    /// Dates written by an ``ISO8601Format`` (by default RFC 3339) in UTC, with the fraction
    /// digits a date needs, to the microsecond.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .exactISO8601()
    /// ```
    public static func exactISO8601(_ format: ISO8601Format = .rfc3339) -> Self {
        .custom { date, encoder in try format.encode(date, to: encoder) }
    }
}

/// A `Date` property coded as an RFC 3339 string, whatever the coder's date strategy:
/// read by ``ISO8601Format/iso8601`` (so RFC 3339 and every ISO 8601 form), written by
/// ``ISO8601Format/rfc3339`` in UTC, to the microsecond.
///
/// ```swift
/// struct Event: Codable {
///     @ISO8601Coded var start: Date
/// }
/// // {"start":"2014-02-07T19:00:00Z"}
/// ```
@propertyWrapper
public struct ISO8601Coded: Codable, Hashable, Sendable {
    /// The date.
    public var wrappedValue: Date

    /// A property holding `wrappedValue`.
    public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

    /// Reads the date from a string (``ISO8601Format/decodeDate(from:)``).
    public init(from decoder: any Decoder) throws {
        wrappedValue = try ISO8601Format.iso8601.decodeDate(from: decoder)
    }

    /// Writes the date as an RFC 3339 string (``ISO8601Format/encode(_:to:)``).
    public func encode(to encoder: any Encoder) throws {
        try ISO8601Format.rfc3339.encode(wrappedValue, to: encoder)
    }
}
