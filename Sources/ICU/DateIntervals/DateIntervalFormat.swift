import FoundationEssentials

/// A locale's way of writing the interval between two instants, from a
/// template (skeleton) such as `yMMMd` or `jm`: the fields the two share are
/// written once, as people write intervals in that language.
///
/// ```swift
/// let format = try DateIntervalFormat(template: "yMMMd", locale: "en_US", timeZone: .utc)
/// let start = Date(timeIntervalSince1970: 1_388_916_000)            // 2014-01-05T10:00:00Z
/// format.format(from: start, to: start + 2 * 86_400)                // "Jan 5\u{2009}–\u{2009}7, 2014"
/// format.format(from: start, to: start + 3_600)                     // "Jan 5, 2014"
///
/// let german = try DateIntervalFormat(template: "yMMMd", locale: "de_DE", timeZone: .utc)
/// german.format(from: start, to: start + 2 * 86_400)                // "5.–7. Jan. 2014"
/// ```
///
/// Two instants that fall together at the template's resolution (the same
/// day for `yMMMd`, the same minute for `jm`) are written as one date. The
/// calendar comes from the locale's keywords (`ja_JP@calendar=japanese`); the
/// time zone is always explicit. A `DateIntervalFormat` is cheap to copy and
/// safe to share between threads.
///
/// The corresponding C function is `udtitvfmt_open`.
public struct DateIntervalFormat: Sendable {
    /// One reference, so that a copy (out of a pool, into a closure) costs one retain.
    let storage: Storage

    /// The locale this format was created for.
    public var locale: LocaleID { storage.locale }
    /// The time zone the instants are shown in.
    public var timeZone: TimeZoneID { storage.timeZone }
    /// The template (skeleton) the format was created from, such as `yMMMd`.
    public var template: String { storage.template }

    /// Creates a format from a template: the fields to show, such as `yMMMd`
    /// (year, abbreviated month, day), `yMMMEd` (with the weekday), `jm` (hour
    /// in the locale's cycle, minute) or `Hm` (24-hour clock).
    ///
    /// - Parameters:
    ///   - template: Date field letters in any order; other characters are ignored.
    ///   - locale: The locale, whose `calendar` keyword (if any) picks the calendar.
    ///   - timeZone: The time zone to show the instants in.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for the templates
    ///   ``DatePatternGenerator/bestPattern(for:)`` refuses (a letter that is
    ///   no date field, no field at all, no pattern ICU can find, or a pattern
    ///   with a field width ICU writes nothing for), and for an invalid locale
    ///   literal or an unknown `numbers` keyword.
    ///
    /// The corresponding C function is `udtitvfmt_open`.
    public init(template: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
        // The template is checked as a date format's is, so that the two take the same templates.
        let pattern = try DatePatternGenerator(locale: locale).bestPattern(for: template)
        try self.init(checkedTemplate: template, bestPattern: pattern, locale: locale, timeZone: timeZone)
    }

    /// ``init(template:locale:timeZone:)`` for a template whose best pattern
    /// in `locale` was found.
    init(checkedTemplate template: String, bestPattern: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
        let operation = "opening a date interval format '\(template.prefix(64))' for \(locale)"
        let handle = try UDateIntervalFormatHandle(locale: locale,
                                                   skeleton: DatePatternSyntax.fieldLetters(of: template),
                                                   timeZone: timeZone.identifier)
        // A last guard, as a date format has one: output that is empty could
        // not be told from a failure.
        let probe = try handle.output(from: 0, to: 0, "probing \(operation)") { $0.count }
        guard probe > 0 else {
            throw ICUError(code: .invalidFormat, operation: operation, reason: "ICU writes nothing for this template")
        }
        let compiled = CompiledDateInterval.of(handle, pattern: bestPattern, template: template, locale: locale,
                                                   timeZone: timeZone)
        storage = Storage(handle: handle, compiled: compiled, locale: locale, timeZone: timeZone, template: template)
    }

    /// Formats the interval from `start` to `end` (`udtitvfmt_format`).
    ///
    /// The instants are written in the order given: an `end` before `start`
    /// is written first as the start ("Jan 7\u{2009}–\u{2009}5, 2014"), as ICU
    /// writes it. Instants are read as ``DateFormat/format(_:)`` reads them:
    /// truncated to the millisecond, one beyond the range of ICU's calendars
    /// (an infinite one included) as the range's nearest end, and NaN as its
    /// start, so formatting cannot fail.
    ///
    /// Does not throw: everything that can be wrong with a format was checked when it was created.
    public func format(from start: Date, to end: Date) -> String {
        if let compiled = storage.compiled, let text = compiled.string(from: DateFormat.millis(start), to: DateFormat.millis(end)) {
            return text
        }
        return formatUsingICU(from: start, to: end)
    }

    /// ``format(from:to:)`` by `udtitvfmt_format` alone.
    func formatUsingICU(from start: Date, to end: Date) -> String {
        infallible { () throws(ICUError) in
            try storage.handle.output(from: DateFormat.millis(start), to: DateFormat.millis(end),
                                      "formatting \(start) – \(end) in \(locale)") { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Formats a `DateInterval` (`udtitvfmt_format`): ``format(from:to:)``
    /// from its start to its end.
    public func format(_ interval: DateInterval) -> String {
        format(from: interval.start, to: interval.end)
    }

    /// Appends the formatted interval's UTF-8 bytes to `buffer`, creating no
    /// `String` (`udtitvfmt_format`). See ``format(from:to:)``.
    public func format(from start: Date, to end: Date, appendingTo buffer: inout [UInt8]) {
        if let compiled = storage.compiled,
           compiled.append(from: DateFormat.millis(start), to: DateFormat.millis(end), to: &buffer) { return }
        infallible { () throws(ICUError) in
            try storage.handle.output(from: DateFormat.millis(start), to: DateFormat.millis(end),
                                      "formatting \(start) – \(end) in \(locale)") { buffer.append(contentsOf: $0) }
        }
    }
}
