import FoundationEssentials

/// A locale's way of writing numbers: decimal, currency, percent, scientific,
/// spelled out, ordinal, compact, or from an ICU number skeleton.
///
/// ```swift
/// let format = try NumberFormat(.decimal, locale: "de_DE")
/// try format.format(1234.56)                     // "1.234,56"
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
    let storage: _NumberFormatStorage

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
        self.storage = try _NumberFormatStorage(style: style, locale: try locale.validated())
    }

    /// The ISO 4217 code a currency style formats with, or `nil` for other styles.
    public var currencyCode: String? { storage.currency }

    /// Formats an integer (`unumf_formatInt`, or `unum_formatInt64` for rule-based styles).
    public func format(_ value: Int) throws(ICUError) -> String {
        try storage.output(.int(Int64(value))) { String(decoding: $0, as: UTF8.self) }
    }

    /// Formats a double (`unumf_formatDouble`, or `unum_formatDouble`).
    public func format(_ value: Double) throws(ICUError) -> String {
        try storage.output(.double(value)) { String(decoding: $0, as: UTF8.self) }
    }

    /// Formats a `Decimal` exactly, through its decimal string (`unumf_formatDecimal`).
    public func format(_ value: Decimal) throws(ICUError) -> String {
        try format(decimal: value.description)
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
    public func format(_ value: Int, appendingTo buffer: inout [UInt8]) throws(ICUError) {
        try storage.output(.int(Int64(value))) { buffer.append(contentsOf: $0) }
    }

    /// Appends the formatted double's UTF-8 bytes to `buffer`, creating no `String`.
    public func format(_ value: Double, appendingTo buffer: inout [UInt8]) throws(ICUError) {
        try storage.output(.double(value)) { buffer.append(contentsOf: $0) }
    }

    /// Appends the formatted decimal string's UTF-8 bytes to `buffer`, creating no `String`.
    public func format(decimal: String, appendingTo buffer: inout [UInt8]) throws(ICUError) {
        try storage.output(.decimal(decimal)) { buffer.append(contentsOf: $0) }
    }
}

/// A number in one of the forms ICU formats.
enum _NumberInput {
    case int(Int64)
    case double(Double)
    case decimal(String)
}

/// What a ``NumberFormat`` shares between its copies.
final class _NumberFormatStorage: Sendable {
    // The engine: exactly one of `modern` and `legacy` is set. Both are read by
    // optional chaining, which borrows them (an enum `switch` retained and
    // released the formatter on every call, a shared write when threads share a format).

    /// ICU's thread-safe `UNumberFormatter`, when its skeleton reproduces the style.
    private let modern: _ICUNumberFormatter?
    /// A legacy `UNumberFormat`, serialized: rule-based styles, and locales whose
    /// legacy pattern no skeleton reproduces (en_US_POSIX, gu's `[#E0]` …).
    private let legacy: _ICULegacyNumberFormat?
    /// For integers in the decimal style: ICU's legacy DecimalFormat has a fast
    /// path for them (~60 ns against ~210 ns through unumf, no allocation), and it
    /// is the reference the modern engine was checked against, so the output is
    /// the same. Used on a handle no other thread holds (see `_ICULegacyNumberFormat`).
    let integers: _ICULegacyNumberFormat?
    let currency: String?
    /// Parsers by leniency, created on first use and kept.
    let parsers: _LazyCache<Bool, _ICULegacyNumberFormat>
    let legacyStyle: _ICULegacyNumberFormat.Style
    let locale: LocaleID
    let style: NumberFormat.Style

    init(style: NumberFormat.Style, locale: LocaleID) throws(ICUError) {
        self.locale = locale
        self.style = style
        self.legacyStyle = style.legacyStyle
        var currency: String? = nil
        if case .currency(let code) = style.kind {
            if let code {
                guard _ICULocale.isKnownCurrency(code) else {
                    throw ICUError(code: .illegalArgument, operation: "opening a currency format for '\(code.prefix(32))' in \(locale)",
                                   reason: "unknown ISO 4217 currency code")
                }
                currency = code
            } else {
                // en_150, es_419, ar_001 name a region, but one of several countries: no currency either.
                let noCurrency = ICUError(code: .illegalArgument, operation: "opening a currency format for \(locale)",
                                          reason: locale.regionCode.isEmpty
                                              ? "the locale names no region, so no currency; use .currency(code:) or a locale with a region"
                                              : "region \(locale.regionCode) has no currency of its own; use .currency(code:) or a country's locale")
                let code: String
                do { code = try _ICULocale.defaultCurrency(for: locale.identifier) } catch { throw noCurrency }
                guard _ICULocale.isKnownCurrency(code) else {
                    throw ICUError(code: .illegalArgument, operation: "opening a currency format for \(locale)",
                                   reason: "the locale has no currency; name one with .currency(code:)")
                }
                currency = code
            }
        }
        self.currency = currency

        // The reference: ICU's legacy formatter for the style. It also serves
        // as the strict parser, so it is not wasted when the modern engine wins.
        let reference = try _ICULegacyNumberFormat(style: style.legacyStyle, locale: locale, currency: currency, lenient: false)
        var modern: _ICUNumberFormatter? = nil
        if let skeleton = style.modernSkeleton(currency: currency) {
            let candidate = try _ICUNumberFormatter(skeleton: skeleton, locale: locale)
            if case .skeleton = style.kind {
                modern = candidate
            } else if Self.agree(candidate, reference) {
                modern = candidate
            }
        }
        self.modern = modern
        legacy = modern == nil ? reference : nil
        if case .decimal = style.kind, modern != nil { integers = reference } else { integers = nil }
        self.parsers = _LazyCache([false: reference])
    }

    /// Numbers whose output shows grouping, rounding, signs, tiny and huge magnitudes.
    private static let probes: [Double] = [-1234567.891, 0.001234, 12, 987654321012.5, 0.5, 100000]

    /// Whether the skeleton reproduces the legacy style in this locale: ICU's
    /// legacy patterns carry locale quirks (en_US_POSIX's `0.000000E+000`, gu's
    /// `[#E0]`) that no skeleton spells, and those locales keep the legacy engine.
    /// A probe that fails counts as a disagreement, not as an error of the
    /// initializer: ICU 72 writes a two-digit exponent in supplementary-plane
    /// digits (ccp, ff_Adlm) as broken UTF-16, so 987654321012.5 fails in both
    /// engines, while the values most callers format do not.
    private static func agree(_ modern: _ICUNumberFormatter, _ legacy: _ICULegacyNumberFormat) -> Bool {
        for value in probes {
            guard let a = try? modern.output(.double(value), "probing a number format", { Array($0) }),
                  let b = try? legacy.output(.double(value), "probing a number format", { Array($0) }),
                  a == b else { return false }
        }
        return true
    }

    @inline(__always)
    func output<R>(_ value: _NumberInput,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        // Optional chaining borrows the formatters; binding one with `if let` or
        // `switch` retained and released it, a fifth of a ~60 ns integer format.
        if case .int(let integer) = value, let result = try integers?.output(integer: integer, describe(value), consume) {
            return result
        }
        if let result = try modern?.output(value, describe(value), consume) { return result }
        if let result = try legacy?.output(value, describe(value), consume) { return result }
        preconditionFailure("a number format has exactly one engine")
    }

    private func describe(_ value: _NumberInput) -> String {
        let number: String
        switch value {
        case .int(let v): number = String(v)
        case .double(let v): number = String(v)
        case .decimal(let text): number = "'\(text.prefix(64))'"
        }
        return "formatting \(number) as \(style) in \(locale)"
    }

    func parser(lenient: Bool) throws(ICUError) -> _ICULegacyNumberFormat {
        try parsers.value(for: lenient) { () throws(ICUError) in
            try _ICULegacyNumberFormat(style: legacyStyle, locale: locale, currency: currency, lenient: lenient)
        }
    }
}
