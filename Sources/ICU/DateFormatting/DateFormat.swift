import FoundationEssentials

/// A locale's way of writing dates and times: preset date and time styles, a
/// template (skeleton) turned into the locale's own pattern, or an explicit pattern.
///
/// ```swift
/// let zone = try TimeZoneID("America/Los_Angeles")
/// let format = try DateFormat(date: .medium, time: .short, locale: "en_US", timeZone: zone)
/// format.format(Date(timeIntervalSince1970: 1_388_934_489))      // "Jan 5, 2014, 7:08\u{202F}AM"
///
/// let dayMonth = try DateFormat(template: "dMMM", locale: "de_DE", timeZone: zone)
/// dayMonth.pattern                                               // "d. MMM"
/// ```
///
/// The calendar comes from the locale's keywords (`ja_JP@calendar=japanese`).
/// The time zone is always explicit: ICU's process default is not consulted.
/// A `DateFormat` is cheap to copy and safe to share between threads.
///
/// The corresponding C function is `udat_open`.
public struct DateFormat: Sendable {
    /// A preset style (`UDateFormatStyle`).
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// Omit this part (`UDAT_NONE`).
        case none
        /// Numeric: `6/10/13`, `11:03 AM` (`UDAT_SHORT`).
        case short
        /// Abbreviated: `Jun 10, 2013`, `11:03:15 AM` (`UDAT_MEDIUM`).
        case medium
        /// Full text: `June 10, 2013`, `11:03:15 AM PDT` (`UDAT_LONG`).
        case long
        /// Complete: `Monday, June 10, 2013`, `11:03:15 AM Pacific Daylight Time` (`UDAT_FULL`).
        case full

        /// The style's name: `none`, `short`, `medium`, `long` or `full`.
        public var description: String { rawValue }

        var icu: UDateFormatHandle.Style {
            switch self {
            case .none: .none
            case .short: .short
            case .medium: .medium
            case .long: .long
            case .full: .full
            }
        }
    }

    /// One reference, so that a copy (out of a pool, into a closure) costs one retain.
    let storage: Storage

    /// The locale this format was created for.
    public var locale: LocaleID { storage.locale }
    /// The time zone dates are shown in.
    public var timeZone: TimeZoneID { storage.timeZone }
    /// The pattern in use, such as `MMM d, y, h:mm a` (`udat_toPattern`).
    public var pattern: String { storage.pattern }

    /// Creates a format from preset date and time styles.
    ///
    /// - Parameters:
    ///   - date: The date style; ``Style/none`` leaves the date out.
    ///   - time: The time style; ``Style/none`` leaves the time out.
    ///   - locale: The locale, whose `calendar` keyword (if any) picks the calendar.
    ///   - timeZone: The time zone to show times in.
    /// - Throws: ``ICUError`` for an invalid locale literal, or when both styles are ``Style/none``.
    ///
    /// The corresponding C function is `udat_open`.
    public init(date: Style = .medium, time: Style = .short, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
        guard date != .none || time != .none else {
            throw ICUError(code: .illegalArgument, operation: "opening a date format for \(locale)",
                           reason: "date and time styles are both none")
        }
        try self.init(locale: locale, timeZone: timeZone) { locale throws(ICUError) in
            try UDateFormatHandle(timeStyle: time.icu, dateStyle: date.icu, locale: locale,
                                  timeZone: timeZone.identifier, pattern: nil, lenient: false)
        }
    }

    /// Creates a format from a template (a skeleton such as `dMMM` or `yMMMd`):
    /// the locale's best pattern with those fields, as
    /// `NSDateFormatter.dateFormatFromTemplate` gives it.
    ///
    /// - Throws: ``ICUError`` for a malformed template (see ``DatePatternGenerator``).
    ///
    /// The corresponding C functions are `udatpg_getBestPattern` and `udat_open`.
    public init(template: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
        let pattern = try DatePatternGenerator(locale: locale).bestPattern(for: template)
        try self.init(pattern: pattern, locale: locale, timeZone: timeZone)
    }

    /// Creates a format from an explicit pattern, such as `yyyy-MM-dd HH:mm`.
    /// Prefer a template for text people read: a fixed pattern is not localized.
    ///
    /// - Throws: ``ICUError`` with `U_INVALID_FORMAT_ERROR` for a pattern with
    ///   an unknown field letter or an unterminated quote (ICU itself would
    ///   silently drop those).
    ///
    /// The corresponding C function is `udat_open` with `UDAT_PATTERN`.
    public init(pattern: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
        try self.init(pattern: pattern, locale: locale, timeZone: timeZone, probeFault: nil)
    }

    /// ``init(pattern:locale:timeZone:)``; `probeFault`, for tests, alters the
    /// compiled text of the instants the compiled path is checked on at creation.
    init(pattern: String, locale: LocaleID, timeZone: TimeZoneID,
         probeFault: Storage.FastPath.ProbeFault?) throws(ICUError) {
        try DatePatternSyntax.validatePattern(pattern)
        try self.init(locale: locale, timeZone: timeZone, probeFault: probeFault) { locale throws(ICUError) in
            try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: locale,
                                  timeZone: timeZone.identifier, pattern: pattern, lenient: false)
        }
    }

    private init(locale: LocaleID, timeZone: TimeZoneID, probeFault: Storage.FastPath.ProbeFault? = nil,
                 open: (LocaleID) throws(ICUError) -> UDateFormatHandle) throws(ICUError) {
        let numbering = try locale.numberingSystem("opening a date format for \(locale)")
        let strict = try open(locale)
        let pattern = try strict.pattern()
        // A pattern of literal text only, or of fields ICU writes as nothing,
        // would format every date as the same text: refused, as empty output
        // cannot be told from a failure.
        let probe = try strict.output(millis: 0, "probing date pattern '\(pattern.prefix(64))'") { $0.count }
        guard probe > 0 else {
            throw ICUError(code: .invalidFormat, operation: "opening a date format for \(locale)",
                           reason: "pattern '\(pattern.prefix(64))' writes nothing")
        }
        self.storage = Storage(strict: strict, locale: locale, timeZone: timeZone, pattern: pattern,
                               parsesDigits: !numbering.isAlgorithmic,
                               fast: try Storage.FastPath(strict, pattern: pattern, locale: locale, timeZone: timeZone,
                                                           fault: probeFault))
    }

    /// Formats a date (`udat_format`).
    ///
    /// Does not throw: everything that can be wrong with a format was checked when it was created.
    public func format(_ date: Date) -> String {
        if let fast = storage.fast {
            let millis = Self.millis(date)
            return fast.pattern.string(fast.fields(millis), millis: millis)
        }
        // Written out, not a call of `formatThroughICU`: the call changed how the
        // optimizer lays out the compiled path above (its registers, its stack frame).
        return infallible { () throws(ICUError) in
            try storage.strict.output(millis: Self.millis(date), "formatting \(date) in \(locale)") {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    /// Appends the formatted date's UTF-8 bytes to `buffer`, creating no `String` (`udat_format`).
    public func format(_ date: Date, appendingTo buffer: inout [UInt8]) {
        if let fast = storage.fast {
            let millis = Self.millis(date)
            fast.pattern.append(fast.fields(millis), millis: millis, to: &buffer)
            return
        }
        infallible { () throws(ICUError) in
            try storage.strict.output(millis: Self.millis(date), "formatting \(date) in \(locale)") {
                buffer.append(contentsOf: $0)
            }
        }
    }

    /// Parses text written in this format back into a date.
    ///
    /// The whole text must match. Strict parsing accepts what the format
    /// writes; lenient parsing (ICU's heuristics, as `NSDateFormatter.lenient`)
    /// accepts more, for text typed by people. Fields the format lacks take
    /// their values from 1970-01-01 00:00 in the time zone.
    ///
    /// - Throws: ``ICUError`` with `U_PARSE_ERROR` and the UTF-8 offset where parsing stopped,
    ///   `U_ILLEGAL_ARGUMENT_ERROR` for text longer than 64 KiB (ICU's parse time grows with its square),
    ///   `U_UNSUPPORTED_ERROR` in a locale whose numbering system is algorithmic
    ///   (`zh@numbers=hans`): ICU writes such dates but cannot read them back.
    ///
    /// The corresponding C functions are `udat_parse` and `udat_setLenient`.
    public func parse(_ text: String, lenient: Bool = false) throws(ICUError) -> Date {
        guard storage.parsesDigits else {
            throw ICUError(code: .unsupported, operation: "parsing '\(text.prefix(64))' as a date in \(locale)",
                           reason: "ICU cannot read dates written in an algorithmic numbering system back")
        }
        let formatter = lenient ? try storage.lenient() : storage.strict
        let millis = try formatter.parse(text, "parsing '\(text.prefix(64))' as a date in \(locale)")
        return Date(timeIntervalSince1970: millis / 1000)
    }

    /// The milliseconds since 1970 ICU's calendars hold (`MIN_MILLIS` and
    /// `MAX_MILLIS` in ICU's calendar.cpp: Julian days ±0x7F000000).
    static let instantRange: ClosedRange<Double> = -184_303_902_528_000_000 ... 183_882_168_921_600_000

    /// The milliseconds since 1970 that ICU formats (ICU truncates to the
    /// millisecond), read as exactly as the `Date` holds them.
    ///
    /// A `Date` is a `Double` of seconds since 2001, so a date made from a
    /// whole number of milliseconds (`1975-06-18T07:55:56.468Z`) can come back
    /// a few nanoseconds off (`…467.99997`), and truncation would show the
    /// millisecond before (`467`). A time within the `Date`'s own resolution of
    /// a whole millisecond (two units in its last place: tens of nanoseconds
    /// today, microseconds in year 9999, a millisecond beyond year 36,000) is
    /// read as that millisecond; any other time is truncated, never rounded up.
    ///
    /// ICU's calendars hold instants within about 5.8 million years of 1970
    /// (``instantRange``); a strict calendar fails beyond, and one given NaN
    /// computes fields from it (`-8:-31:-23`). So an instant beyond the range,
    /// an infinite one included, is read as the range's nearest end, as ICU's
    /// lenient calendars read it, and NaN as the range's start: formatting a
    /// `Date` cannot fail, and an impossible one shows as an absurd year.
    @inline(__always)
    static func millis(_ date: Date) -> Double {
        let seconds = date.timeIntervalSince1970
        let millis = seconds * 1000
        guard millis >= instantRange.lowerBound else { return instantRange.lowerBound }
        guard millis <= instantRange.upperBound else { return instantRange.upperBound }
        let nearest = millis.rounded()
        // A Date made from whole milliseconds is off by at most two units in the
        // last place of its seconds (rounded when made, when converted to and
        // from 2001, and when multiplied).
        let resolution = 2 * Swift.max(seconds.ulp, date.timeIntervalSinceReferenceDate.ulp) * 1000
        return (millis - nearest).magnitude <= resolution ? nearest : millis
    }

    /// The milliseconds since 1970 of an instant ICU's calendars hold, or an error
    /// where ``millis(_:)`` would read the range's nearest end: for calendars and
    /// zones, which have no end to stand for an impossible instant.
    @inline(__always)
    static func checkedMillis(_ date: Date, _ operation: @autoclosure () -> String) throws(ICUError) -> Double {
        let millis = date.timeIntervalSince1970 * 1000
        guard DateFormat.instantRange.contains(millis) else {
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: millis.isNaN ? "the instant is NaN" : "the instant is beyond the range of ICU's calendars")
        }
        return DateFormat.millis(date)
    }
}
