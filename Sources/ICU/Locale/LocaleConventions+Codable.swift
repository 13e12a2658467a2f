extension LocaleConventions: Codable {
    /// Reads conventions written by ``encode(to:)``, as they were written: the
    /// values are not read from ICU again.
    ///
    /// - Throws: `DecodingError` when a key is missing or a value has the wrong
    ///   type, the locale is not a well-formed ID, or a day is outside 1…7.
    public init(from decoder: any Decoder) throws {
        let values = try Values(from: decoder)
        let days = [values.firstWeekday, values.minimalDaysInFirstWeek] + values.weekendDays
        guard days.allSatisfy({ (1...7).contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a day outside 1...7 in locale conventions"))
        }
        storage = Storage(values: values)
    }

    /// Writes one object whose keys are the property names (`quotationStart`,
    /// `currencyCode`, `measurementSystem`, `firstWeekday`, …); a currency ICU
    /// does not know is left out.
    public func encode(to encoder: any Encoder) throws { try storage.values.encode(to: encoder) }
}
