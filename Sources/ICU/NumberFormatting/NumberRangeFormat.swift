/// A locale's way of writing a range of numbers: "3–5", "€3.00 – €5.00",
/// "3,00–5,00 €", "~€3.00" when both ends are equal.
///
/// ```swift
/// let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "en")
/// euros.format(3, 5)                        // "€3.00 – €5.00"
/// euros.format(3, 3)                        // "~€3.00"
///
/// let german = try NumberRangeFormat(.currency(code: "EUR"), locale: "de")
/// german.format(3, 5)                       // "3,00–5,00 €": the unit once
///
/// try NumberRangeFormat(locale: "en").format(decimal: "1.5", "1234567.25")   // "1.5–1,234,567.25"
/// ```
///
/// The style is any ``NumberFormat/Style`` an ICU number skeleton expresses:
/// every one but spell-out and ordinal, options and skeletons included. The
/// ends are written as they are given, a higher one first too (`5–3`); `NaN`
/// and the infinities are written as ICU writes them (`NaN–5`, `-∞ – ∞`).
///
/// Safe to share between threads.
///
/// Needs ICU 68 or newer, where ICU's C API for ranges begins: built against
/// ICU 67, creating one throws `U_UNSUPPORTED_ERROR`.
///
/// The corresponding C function is `unumrf_openForSkeletonWithCollapseAndIdentityFallback`.
public struct NumberRangeFormat: Sendable {
    /// Which parts both ends share are written once (`UNumberRangeCollapse`).
    public enum Collapse: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// As the locale's data says, usually the unit: "3,00–5,00 €" in German (`UNUM_RANGE_COLLAPSE_AUTO`).
        case automatic
        /// Nothing: both ends whole, "3,00 € – 5,00 €" (`UNUM_RANGE_COLLAPSE_NONE`).
        case none
        /// The unit, such as a currency's symbol (`UNUM_RANGE_COLLAPSE_UNIT`).
        case unit
        /// Everything both ends share, the unit and the magnitude of a compact
        /// number: "3–5K" (`UNUM_RANGE_COLLAPSE_ALL`).
        case all

        /// The case's name.
        public var description: String { rawValue }
    }

    /// What is written when both ends are equal (`UNumberRangeIdentityFallback`).
    public enum IdentityFallback: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// One number: "€3.00" (`UNUM_IDENTITY_FALLBACK_SINGLE_VALUE`).
        case singleValue
        /// One number when the ends are equal as given, "about" one when they are
        /// equal only once rounded: "~€3.00" (`UNUM_IDENTITY_FALLBACK_APPROXIMATELY_OR_SINGLE_VALUE`).
        case approximatelyOrSingleValue
        /// "About" one number: "~€3.00" (`UNUM_IDENTITY_FALLBACK_APPROXIMATELY`), ICU's default.
        case approximately
        /// The range all the same: "€3.00 – €3.00" (`UNUM_IDENTITY_FALLBACK_RANGE`).
        case range

        /// The case's name.
        public var description: String { rawValue }
    }

    /// Whether the two ends of a formatted range were equal (`UNumberRangeIdentityResult`).
    public enum Identity: Sendable, Hashable {
        /// Equal as given (`UNUM_IDENTITY_RESULT_EQUAL_BEFORE_ROUNDING`).
        case equalBeforeRounding
        /// Different as given, equal once rounded to the format's precision
        /// (`UNUM_IDENTITY_RESULT_EQUAL_AFTER_ROUNDING`).
        case equalAfterRounding
        /// Different (`UNUM_IDENTITY_RESULT_NOT_EQUAL`).
        case notEqual
    }

    /// What a range format depends on beside its style and locale.
    public struct Options: Sendable, Hashable, Codable {
        /// Which parts both ends share are written once.
        public var collapse: Collapse
        /// What is written when both ends are equal.
        public var identityFallback: IdentityFallback

        /// Options of a range format; ICU's defaults when left out.
        public init(collapse: Collapse = .automatic, identityFallback: IdentityFallback = .approximately) {
            self.collapse = collapse
            self.identityFallback = identityFallback
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The style of both ends.
    public var style: NumberFormat.Style { storage.style }
    /// The locale whose conventions are followed.
    public var locale: LocaleID { storage.locale }
    /// How the range collapses and what it writes for equal ends.
    public var options: Options { storage.options }

    /// A range format.
    ///
    /// - Parameters:
    ///   - style: The style of both ends; ``NumberFormat/Style/decimal`` by default.
    ///   - locale: The locale whose conventions to follow.
    ///   - options: How the range collapses and what it writes for equal ends.
    /// - Throws: ``ICUError`` for what makes a ``NumberFormat`` throw (an invalid
    ///   locale, an unknown currency, a malformed skeleton), and
    ///   `U_UNSUPPORTED_ERROR` for the spell-out and ordinal styles, which no
    ///   skeleton expresses.
    ///
    /// The corresponding C function is `unumrf_openForSkeletonWithCollapseAndIdentityFallback`.
    public init(_ style: NumberFormat.Style = .decimal, locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(style: style, locale: locale, options: options)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The range of two integers (`unumrf_formatDoubleRange` for those a double
    /// holds exactly, `unumrf_formatDecimalRange` beyond).
    ///
    /// Where the format's text allows it, checked when it was created, the ends
    /// are written by the locale's decimal style and set in the text ICU puts
    /// around them, read once per combination of the ends' signs: ICU's text,
    /// without a call into ICU.
    ///
    /// Does not throw: everything that can be wrong with a format was checked when it was created.
    public func format(_ low: Int, _ high: Int) -> String {
        infallible { () throws(ICUError) in try storage.format(low, high) }
    }

    /// The range of two doubles (`unumrf_formatDoubleRange`). Whole numbers are
    /// written as the range of two integers is.
    ///
    /// Does not throw: everything that can be wrong with a format was checked when it was created.
    public func format(_ low: Double, _ high: Double) -> String {
        infallible { () throws(ICUError) in try storage.format(low, high) }
    }

    /// The range of two numbers given as decimal strings, exactly, of any length
    /// and precision (`unumrf_formatDecimalRange`).
    ///
    /// - Throws: ``ICUError``: `U_DECIMAL_NUMBER_SYNTAX_ERROR` when either is not a
    ///   decimal number, `U_ILLEGAL_ARGUMENT_ERROR` for one of more than
    ///   ``NumberFormat/decimalDigitLimit`` digits.
    public func format(decimal low: String, _ high: String) throws(ICUError) -> String {
        try storage.format(decimal: low, high).0
    }

    /// The range of two decimal strings, and whether its ends were equal
    /// (`unumrf_formatDecimalRange`, `unumrf_resultGetIdentityResult`). Ends of
    /// the same text are ``Identity/equalBeforeRounding``; ends of one value
    /// written differently (`"3"`, `"3.0"`) are ``Identity/equalAfterRounding``,
    /// as ICU's C function tells them apart, and
    /// ``IdentityFallback/approximatelyOrSingleValue`` writes them "about" one number.
    ///
    /// ```swift
    /// let euros = try NumberRangeFormat(.currency(code: "EUR"), locale: "en", options: .init(identityFallback: .range))
    /// try euros.formatWithIdentity(decimal: "2.999", "3.001")   // ("€3.00 – €3.00", .equalAfterRounding)
    /// ```
    ///
    /// - Throws: As ``format(decimal:_:)``.
    public func formatWithIdentity(decimal low: String, _ high: String) throws(ICUError) -> (text: String, identity: Identity) {
        let (text, identity) = try storage.format(decimal: low, high)
        return (text, Storage.identity(identity))
    }
}
