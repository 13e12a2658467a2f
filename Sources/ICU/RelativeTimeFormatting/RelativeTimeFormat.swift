/// Relative times in a locale's words: "in 3 days", "2 hours ago", "yesterday",
/// "vorgestern", "last Monday".
///
/// ```swift
/// let english = try RelativeTimeFormat(locale: "en")
/// english.format(-1, .day)                  // "1 day ago"
/// english.format(3, .hour)                  // "in 3 hours"
/// english.format(1.5, .day)                 // "in 1.5 days"
///
/// let auto = try RelativeTimeFormat(locale: "de", options: .init(numeric: .auto))
/// auto.format(-2, .day)                     // "vorgestern"
/// auto.format(1, .monday)                   // "nächsten Montag"
///
/// let short = try RelativeTimeFormat(locale: "en", options: .init(width: .short))
/// short.format(-5, .minute)                 // "5 min. ago"
/// ```
///
/// A value and a unit are formatted as given: choosing the unit for the
/// distance between two instants ("2 hours ago" or "yesterday") is
/// ``format(_:relativeTo:in:)``'s work, with thresholds it documents.
///
/// Creating one opens an ICU formatter; ``FormatterPool/relativeTimeFormat(locale:options:)``
/// keeps them. Formatting does not throw: NaN and the infinities are written
/// as ICU writes them ("in NaN days", "in ∞ days", "∞ days ago"). Safe to share
/// between threads.
///
/// The corresponding C function is `ureldatefmt_open`.
public struct RelativeTimeFormat: Sendable {
    /// What a value counts: a calendar or clock unit, or a day of the week
    /// ("next Tuesday", "in 2 Tuesdays").
    public enum Unit: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// `UDAT_REL_UNIT_YEAR`.
        case year
        /// `UDAT_REL_UNIT_QUARTER`.
        case quarter
        /// `UDAT_REL_UNIT_MONTH`.
        case month
        /// `UDAT_REL_UNIT_WEEK`.
        case week
        /// `UDAT_REL_UNIT_DAY`.
        case day
        /// `UDAT_REL_UNIT_HOUR`.
        case hour
        /// `UDAT_REL_UNIT_MINUTE`.
        case minute
        /// `UDAT_REL_UNIT_SECOND`.
        case second
        /// `UDAT_REL_UNIT_SUNDAY`.
        case sunday
        /// `UDAT_REL_UNIT_MONDAY`.
        case monday
        /// `UDAT_REL_UNIT_TUESDAY`.
        case tuesday
        /// `UDAT_REL_UNIT_WEDNESDAY`.
        case wednesday
        /// `UDAT_REL_UNIT_THURSDAY`.
        case thursday
        /// `UDAT_REL_UNIT_FRIDAY`.
        case friday
        /// `UDAT_REL_UNIT_SATURDAY`.
        case saturday

        /// The unit named as its case is (`day`, `monday`); JavaScript's plural
        /// names (`days`) are read too, as `Intl.RelativeTimeFormat` reads them.
        ///
        /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for any other name.
        public init(_ name: String) throws(ICUError) {
            if let unit = Unit(rawValue: name) {
                self = unit
            } else if name.hasSuffix("s"), let unit = Unit(rawValue: String(name.dropLast())),
                      unit.isClockOrCalendarUnit {
                self = unit
            } else {
                throw ICUError(code: .illegalArgument, operation: "reading the relative time unit '\(name.prefix(64))'",
                               reason: "expected one of " + Unit.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }

        /// The case name: `day`, `monday`, …
        public var description: String { rawValue }

        /// Whether this is a unit of the calendar or the clock rather than a weekday.
        var isClockOrCalendarUnit: Bool {
            switch self {
            case .year, .quarter, .month, .week, .day, .hour, .minute, .second: true
            default: false
            }
        }
    }

    /// How long the words are.
    public enum Width: String, CaseIterable, Hashable, Sendable, Codable {
        /// "in 3 months" (`UDAT_STYLE_LONG`; `Intl.RelativeTimeFormat`'s `long`).
        case wide
        /// "in 3 mo." (`UDAT_STYLE_SHORT`).
        case short
        /// "in 3mo", as short as the locale writes it (`UDAT_STYLE_NARROW`).
        case narrow
    }

    /// Whether a value is always written as a number, as `Intl.RelativeTimeFormat`'s
    /// `numeric` option says.
    public enum Numeric: String, CaseIterable, Hashable, Sendable, Codable {
        /// "1 day ago", "in 0 days" (`ureldatefmt_formatNumeric`).
        case always
        /// "yesterday", "today", "the day before yesterday" where the locale has
        /// a word for the value, else the number (`ureldatefmt_format`). Only
        /// values within 0.005 of -2, -1, 0, 1 or 2 take a word, as ICU rounds
        /// them: 0.001 days is "today", -1.5 days "1.5 days ago".
        case auto
    }

    /// How the first letter is cased for where the text stands, as ICU's
    /// display contexts say (`UDisplayContext`). Most languages' relative times
    /// start with a lower-case letter where capitalization matters: French
    /// "hier" becomes "Hier" at the start of a sentence.
    public enum Capitalization: String, CaseIterable, Hashable, Sendable, Codable {
        /// As CLDR writes it (`UDISPCTX_CAPITALIZATION_NONE`).
        case none
        /// In the middle of a sentence (`UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE`).
        case middleOfSentence
        /// At the start of a sentence: titlecased (`UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE`).
        case beginningOfSentence
        /// As an item of a list or menu: as the locale's data says (`UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU`).
        case uiListOrMenu
        /// Standing alone, such as a label: as the locale's data says (`UDISPCTX_CAPITALIZATION_FOR_STANDALONE`).
        case standalone
    }

    /// How relative times are written: every choice beside the locale.
    public struct Options: Sendable, Hashable, Codable {
        /// How long the words are.
        public var width: Width
        /// `.always` for "1 day ago", `.auto` for "yesterday".
        public var numeric: Numeric
        /// How the first letter is cased.
        public var capitalization: Capitalization

        /// Options with the given values; the defaults write "in 3 days" as CLDR writes it.
        public init(width: Width = .wide, numeric: Numeric = .always, capitalization: Capitalization = .none) {
            self.width = width
            self.numeric = numeric
            self.capitalization = capitalization
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose words are used.
    public var locale: LocaleID { storage.locale }
    /// The options the format was made with.
    public var options: Options { storage.options }
    /// How long the words are.
    public var width: Width { storage.options.width }
    /// Whether values are always written as numbers.
    public var numeric: Numeric { storage.options.numeric }
    /// How the first letter is cased.
    public var capitalization: Capitalization { storage.options.capitalization }

    /// Opens the relative times of a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale; its default numbering system writes the numbers
    ///     (`ar`: Arabic-Indic digits; `ar@numbers=latn`: Latin ones).
    ///   - options: How long the words are, whether values are always numbers,
    ///     and how the first letter is cased.
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C function is `ureldatefmt_open`.
    public init(locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(locale: locale, options: options)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// A whole number of a unit: negative values are in the past ("3 days ago"),
    /// zero and positive ones in the future ("in 0 days", "in 3 days"); with
    /// ``Numeric/auto``, "yesterday", "today", "tomorrow" where the locale has a word.
    ///
    /// ```swift
    /// try RelativeTimeFormat(locale: "fr", options: .init(numeric: .auto)).format(-1, .day)   // "hier"
    /// ```
    ///
    /// The corresponding C functions are `ureldatefmt_formatNumeric` and `ureldatefmt_format`.
    public func format(_ value: Int, _ unit: Unit) -> String {
        infallible { () throws(ICUError) in try storage.format(Double(value), unit) }
    }

    /// A value of a unit, fractions included: "in 1.5 days". The locale's
    /// default number format writes the value, with at most three fraction
    /// digits ("in 0.123 days" for 0.123456). The sign of zero counts as
    /// `Intl.RelativeTimeFormat` counts it: with ``Numeric/always``, -0.0 is
    /// "0 days ago" and 0.0 "in 0 days".
    ///
    /// NaN and the infinities are written as ICU writes them, with the
    /// locale's symbols, in both numeric modes: "in NaN days", "in ∞ days",
    /// "∞ days ago" in English.
    ///
    /// The corresponding C functions are `ureldatefmt_formatNumeric` and `ureldatefmt_format`.
    public func format(_ value: Double, _ unit: Unit) -> String {
        infallible { () throws(ICUError) in try storage.format(value, unit) }
    }
}
