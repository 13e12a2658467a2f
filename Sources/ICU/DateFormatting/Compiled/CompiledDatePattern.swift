/// A date pattern compiled once into literal runs and fields, which writes a
/// date's UTF-8 text from its ``DateFields`` without calling `udat_format`,
/// byte for byte as ICU 72's `SimpleDateFormat::subFormat` writes it.
///
/// Whether a format can take this path is decided once, at creation
/// (``compile(pattern:handle:locale:timeZone:)``, in `+Compile`; the writers
/// are in `+Write`): a pattern with a field the writers cannot reproduce
/// exactly (cyclic years `U`, narrow AM/PM, a calendar with rules of its own
/// such as `hebrew` or `chinese`, a numbering system that is not decimal, a
/// per-field number override other than `jpanyear` …) is a
/// ``Decision/fallback(_:)`` and keeps formatting with `udat` — never per call.
///
/// Immutable after creation except for the zone texts, which
/// ``ZoneTextCache`` fills from ICU's own output.
final class CompiledDatePattern: Sendable {
    /// What the compilation decided.
    enum Decision: Sendable {
        case compiled(CompiledDatePattern)
        /// The pattern stays on `udat`, for the reason given.
        case fallback(String)
    }

    /// A numeric field's value, read from the ``DateFields``.
    enum NumberSource: Sendable {
        case year, yearForWeekOfYear, extendedYear, month, dayOfMonth, dayOfYear, dayOfWeekInMonth
        case weekOfYear, weekOfMonth, hourOfDay, hourOfDay1To24, hour0To11, hour1To12, minute, second
        case millisecondsInDay, julianDay, localDayOfWeek, quarter
    }

    /// Which value indexes a text field's symbols.
    enum TextSource: Sendable {
        case era, month, dayOfWeek, amPm, quarter
        /// `B` and `b`: the texts of the 24 hours, then of exact midnight and exact
        /// noon, where "exact" counts the minutes and seconds only if the pattern
        /// has them (as ICU's `SimpleDateFormat` does: `fHasMinute`, `fHasSecond`).
        case dayPeriod(minute: Bool, second: Bool)
    }

    /// One piece of the pattern, in order.
    enum Element: Sendable {
        case literal([UInt8])
        /// At least `min` and at most `max` integer digits (ICU's `zeroPaddingNumber`).
        case number(NumberSource, min: Int32, max: Int32)
        /// A year whose own number format writes a few years as words (ICU's
        /// `jpanyear` for Japanese patterns with 年: 1 and -1 as 元) and every
        /// other year as the format's digits do.
        case namedYears(min: Int32, max: Int32, table: Int)
        /// `S…`: the milliseconds left-justified to `width` digits.
        case fraction(width: Int32)
        /// A symbol of ``tables`` indexed by the source's value; nothing when out of
        /// range (ICU's `_appendSymbol`).
        case text(TextSource, table: Int)
        /// The text of the zone field at this index of ``ZoneTextCache``.
        case zone(Int)
    }

    let elements: [Element]
    /// The ICU field each element writes, `nil` for a literal: beside the elements
    /// rather than in them, read only by ``fieldOutput(_:millis:)``.
    let fieldCodes: [UDatField?]
    /// The ten digits of the format's numbering system, each as UTF-8.
    let digits: [[UInt8]]
    /// The first digit's byte when all ten are consecutive single bytes (ASCII), else nil.
    let asciiZero: UInt8?
    /// What the number format writes before a negative number (`-`, or `‎-` with a mark).
    let minus: [UInt8]
    /// UCAL_FIRST_DAY_OF_WEEK of the format's calendar, for the local day of week (`e`, `c`).
    let firstWeekday: Int32
    let zones: ZoneTextCache?
    /// The symbols of the text fields, by the index a `.text` element holds, and the
    /// named years of `.namedYears` ones. Out of the elements on purpose: an array
    /// inside a payload case of a multi-payload enum is held by a pointer with the
    /// case's tag in its spare bits, which LeakSanitizer does not take for a pointer,
    /// so it reported every such array as leaked when a process ended.
    let tables: [[[UInt8]]]
    let yearNames: [[(year: Int32, text: [UInt8])]]

    /// Made by ``compile(pattern:handle:locale:timeZone:)`` only, which has checked every piece.
    init(elements: [(Element, UDatField?)], tables: [[[UInt8]]], yearNames: [[(year: Int32, text: [UInt8])]],
         digits: [[UInt8]], minus: [UInt8], firstWeekday: Int32, zones: ZoneTextCache?) {
        self.tables = tables
        self.yearNames = yearNames
        self.elements = elements.map(\.0)
        self.fieldCodes = elements.map(\.1)
        self.digits = digits
        let zero = digits[0]
        self.asciiZero = zero.count == 1 && (0..<10).allSatisfy { digits[$0] == [zero[0] &+ UInt8($0)] } ? zero[0] : nil
        self.minus = minus
        self.firstWeekday = firstWeekday
        self.zones = zones
    }
}
