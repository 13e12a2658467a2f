import FoundationEssentials

extension TimeZoneID {
    /// A zone's offsets from UTC at an instant, in seconds.
    ///
    /// ```swift
    /// let zone = try TimeZoneID("America/Los_Angeles")
    /// let summer = try zone.offsets(at: Date(timeIntervalSince1970: 1_719_792_000))  // 2024-07-01
    /// summer.raw       // -28800
    /// summer.daylight  // 3600
    /// summer.total     // -25200
    /// ```
    public struct Offsets: Hashable, Sendable {
        /// The standard offset east of UTC, in seconds (ICU's raw offset, `UCAL_ZONE_OFFSET`).
        public var raw: Int
        /// The daylight-saving offset added to the standard one, in seconds: 0 in standard
        /// time, 3600 in most zones' summers, 1800 on Lord Howe Island (`UCAL_DST_OFFSET`).
        public var daylight: Int

        /// Offsets of a standard and a daylight-saving part, in seconds.
        public init(raw: Int, daylight: Int) {
            self.raw = raw
            self.daylight = daylight
        }

        /// The whole offset east of UTC, in seconds: what a clock in the zone adds to UTC.
        public var total: Int { raw + daylight }

        /// Whether daylight-saving time is in effect.
        public var isDaylightSavingTime: Bool { daylight != 0 }
    }

    /// The zone's offsets from UTC at an instant.
    ///
    /// Instants in one stretch between two of the zone's transitions are answered
    /// from what ICU said for the first of them, without asking ICU again.
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN instant, or
    ///   one beyond the range of ICU's calendars (about 5.8 million years from 1970).
    ///
    /// The corresponding C functions are `ucal_setMillis` and `ucal_get` of
    /// `UCAL_ZONE_OFFSET` and `UCAL_DST_OFFSET`.
    public func offsets(at date: Date) throws(ICUError) -> Offsets {
        let millis = try DateFormat.checkedMillis(date, "reading the offsets of \(identifier)")
        let found = try ZoneOffsets.shared(zone: identifier).offsets(at: millis)
        return Offsets(raw: Int(found.raw) / 1000, daylight: Int(found.dst) / 1000)
    }

    /// The zone's first transition after an instant: when its offsets next change,
    /// or `nil` when they never do again (`UTC`, `Asia/Tokyo` today).
    ///
    /// ```swift
    /// let zone = try TimeZoneID("America/Los_Angeles")
    /// try zone.nextTransition(after: Date(timeIntervalSince1970: 1_704_067_200))
    /// // 2024-03-10T10:00:00Z: 2 a.m. standard time becomes 3 a.m. daylight time
    /// ```
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN instant, or
    ///   one beyond the range of ICU's calendars.
    ///
    /// The corresponding C function is `ucal_getTimeZoneTransitionDate` (`UCAL_TZ_TRANSITION_NEXT`).
    public func nextTransition(after date: Date) throws(ICUError) -> Date? {
        let millis = try DateFormat.checkedMillis(date, "finding the next transition of \(identifier)")
        let end = try ZoneOffsets.shared(zone: identifier).interval(containing: millis).end
        return end.isFinite ? Date(timeIntervalSince1970: end / 1000) : nil
    }

    /// The zone's last transition before an instant (strictly before it), or
    /// `nil` when it has none (`UTC`).
    ///
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a NaN instant, or
    ///   one beyond the range of ICU's calendars.
    ///
    /// The corresponding C function is `ucal_getTimeZoneTransitionDate` (`UCAL_TZ_TRANSITION_PREVIOUS`).
    public func previousTransition(before date: Date) throws(ICUError) -> Date? {
        let millis = try DateFormat.checkedMillis(date, "finding the previous transition of \(identifier)")
        // Transitions fall on whole milliseconds: the last one up to the whole millisecond
        // before `millis` is the last one strictly before it. (ICU fails to compute the
        // fields of an instant a hair before a day's start, such as `(0.0).nextDown`.)
        let before = millis.rounded(.up) - 1
        guard before >= DateFormat.instantRange.lowerBound else { return nil }
        let start = try ZoneOffsets.shared(zone: identifier).interval(containing: before).start
        return start.isFinite ? Date(timeIntervalSince1970: start / 1000) : nil
    }
}
