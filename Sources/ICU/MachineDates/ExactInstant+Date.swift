import FoundationEssentials

extension ExactInstant {
    /// The instant of a `Date`, to the microsecond nearest its `Double` of seconds.
    ///
    /// A `Date` keeps about a tenth of a microsecond at today's instants, so its nanoseconds
    /// are noise: `Date(timeIntervalSince1970: 0.123)` holds 0.12299990654 s since 1970.
    /// Rounding to the microsecond gives back the 123,000,000 ns it was made from.
    ///
    /// ```swift
    /// let instant = try ExactInstant(Date(timeIntervalSince1970: 1_391_799_600.123))
    /// instant.nanoseconds  // 123000000
    /// ```
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN or infinite date,
    ///   or one more than 2^62 seconds (about 146 billion years) from 1970.
    public init(_ date: Date) throws(ICUError) {
        // Since 2001, as Date holds it: one rounding fewer than timeIntervalSince1970.
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite, abs(seconds) < 0x1p62 else {
            throw ICUError(code: .illegalArgument, operation: "reading the date \(seconds) as an exact instant",
                           reason: seconds.isNaN ? "the instant is NaN" : "the instant is more than 2^62 seconds from 2001")
        }
        let whole = seconds.rounded(.down)
        let microseconds = ((seconds - whole) * 1e6).rounded()
        self.init(secondsSince1970: Int64(whole) + 978_307_200, nanoseconds: Int64(microseconds) * 1000)
    }

    /// The current instant, from `Date.now`.
    public static var now: ExactInstant {
        // Date.now is finite and near 1970.
        (try? ExactInstant(Date.now)) ?? .unixEpoch
    }
}

extension Date {
    /// The date of an exact instant: its seconds in a `Double`, which keeps about a
    /// tenth of a microsecond at today's instants and less further from 2001.
    ///
    /// ```swift
    /// let date = Date(try ISO8601Format.rfc3339.parse("2014-02-07T12:00:00-07:00"))
    /// date.timeIntervalSince1970  // 1391799600.0
    /// ```
    public init(_ instant: ExactInstant) {
        self.init(timeIntervalSinceReferenceDate: Double(instant.secondsSince1970 - 978_307_200)
                  + Double(instant.nanoseconds) / 1e9)
    }
}
