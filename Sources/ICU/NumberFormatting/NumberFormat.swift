import FoundationEssentials

/// A locale's way of writing numbers: decimal, currency, percent, scientific,
/// spelled out, ordinal, compact, or from an ICU number skeleton.
///
/// ```swift
/// let format = try NumberFormat(.decimal, locale: "de_DE")
/// format.format(1234.56)                         // "1.234,56"
/// try format.format(decimal: "123456789012345678901234567890.5")  // exact, no Double rounding
/// try format.parse("1.234,56")                   // "1234.56"
/// ```
///
/// A `NumberFormat` is a value that is cheap to copy and safe to share between
/// threads: the styles that ICU's thread-safe `UNumberFormatter` can express
/// format without any lock; the rule-based styles (spell-out, ordinal) and
/// parsing use a legacy `UNumberFormat`, which ICU does not synchronize, one
/// caller at a time.
///
/// Doubles that are not finite format as ICU writes them: `NaN` and `∞`/`-∞`
/// with the locale's symbols (spelled out: "not a number", "infinity").
///
/// The corresponding C functions are `unumf_openForSkeletonAndLocale` and `unum_open`.
public struct NumberFormat: Sendable {
    /// One reference, so that a copy (out of a pool, into a closure) costs one retain.
    let storage: Storage

    /// The style this format was created with.
    public var style: Style { storage.style }
    /// The locale this format was created for.
    public var locale: LocaleID { storage.locale }

    /// Creates a number format.
    ///
    /// - Parameters:
    ///   - style: The presentation; ``Style/decimal`` by default.
    ///   - locale: The locale whose conventions to follow.
    /// - Throws: ``ICUError`` for an invalid locale, an unknown currency code,
    ///   or a malformed skeleton.
    ///
    /// The corresponding C functions are `unumf_openForSkeletonAndLocaleWithError` and `unum_open`.
    public init(_ style: Style = .decimal, locale: LocaleID) throws(ICUError) {
        self.storage = try Storage(style: style, locale: locale)
    }

    /// The ISO 4217 code a currency style formats with, or `nil` for other styles.
    public var currencyCode: String? { storage.currency }

    /// Formats an integer (`unumf_formatInt`, or `unum_formatInt64` for rule-based styles).
    ///
    /// Does not throw: everything that can be wrong with a format was checked when it was created.
    public func format(_ value: Int) -> String {
        infallible { () throws(ICUError) in try storage.output(.int(Int64(value))) { String(decoding: $0, as: UTF8.self) } }
    }

    /// Formats a double (`unumf_formatDouble`, or `unum_formatDouble`).
    ///
    /// Does not throw: everything that can be wrong with a format was checked when it was created.
    public func format(_ value: Double) -> String {
        infallible { () throws(ICUError) in try storage.output(.double(value)) { String(decoding: $0, as: UTF8.self) } }
    }

    /// Formats a `Decimal` exactly, through its decimal string (`unumf_formatDecimal`).
    ///
    /// Does not throw: a `Decimal`'s string is always a decimal number (`NaN` formats as the `Double` does).
    public func format(_ value: Decimal) -> String {
        infallible { () throws(ICUError) in try format(decimal: value.description) }
    }

    /// Formats a number given as a decimal string, of any length and precision,
    /// exactly: `"123456789012345678901234567890.5"`, `"-0.001"`, `"1.5E3"`.
    ///
    /// - Throws: ``ICUError`` (`U_DECIMAL_NUMBER_SYNTAX_ERROR`) when the text is not a decimal number.
    ///
    /// The corresponding C function is `unumf_formatDecimal` (`unum_formatDecimal` for rule-based styles).
    public func format(decimal: String) throws(ICUError) -> String {
        try storage.output(.decimal(decimal)) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the formatted integer's UTF-8 bytes to `buffer`, creating no `String`.
    public func format(_ value: Int, appendingTo buffer: inout [UInt8]) {
        infallible { () throws(ICUError) in try storage.output(.int(Int64(value))) { buffer.append(contentsOf: $0) } }
    }

    /// Appends the formatted double's UTF-8 bytes to `buffer`, creating no `String`.
    public func format(_ value: Double, appendingTo buffer: inout [UInt8]) {
        infallible { () throws(ICUError) in try storage.output(.double(value)) { buffer.append(contentsOf: $0) } }
    }

    /// Appends the formatted decimal string's UTF-8 bytes to `buffer`, creating no `String`.
    public func format(decimal: String, appendingTo buffer: inout [UInt8]) throws(ICUError) {
        try storage.output(.decimal(decimal)) { buffer.append(contentsOf: $0) }
    }
}
