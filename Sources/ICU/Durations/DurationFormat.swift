/// Durations written as a locale's language writes amounts of time: "1 hour,
/// 2 minutes, 3 seconds", "1 Std., 2 Min. und 3 Sek.", "1:02:03".
///
/// ```swift
/// let duration = try DurationValue(iso8601: "PT1H2M3S")
///
/// try DurationFormat(locale: "en").format(duration)                   // "1 hour, 2 minutes, 3 seconds"
/// try DurationFormat(locale: "de").format(duration)                   // "1 Stunde, 2 Minuten und 3 Sekunden"
/// try DurationFormat(locale: "en", options: .init(width: .short)).format(duration)    // "1 hr, 2 min, 3 sec"
/// try DurationFormat(locale: "en", options: .init(width: .narrow)).format(duration)   // "1h 2m 3s"
/// try DurationFormat(locale: "en", options: .init(width: .numeric)).format(duration)  // "1:02:03"
/// ```
///
/// These are the styles of ECMA-402's `Intl.DurationFormat` (`long`, `short`,
/// `narrow`, and `digital` for numeric) as ICU's `MeasureFormat` writes them:
/// every amount in the order given, zero amounts included, joined as the
/// language joins a list of units. Amounts are not converted or balanced
/// (90 minutes stay "90 minutes"); a fraction, on the smallest amount, is
/// written with up to nine digits.
///
/// The numeric width writes hours, minutes and seconds as digits when they
/// are the duration's only amounts, and two or three of them: "1:02:03",
/// "1:02", "2:03", and "1:00:03" for hours and seconds. Any other duration —
/// one amount alone, days or longer units, milliseconds or shorter ones — ICU
/// writes in its narrow width: "1h", "1d 1h 2m 3s". With an algorithmic
/// numbering system (`zh@numbers=hans`), whose digits ICU's numeric width
/// cannot write, the numeric width writes Latin digits.
///
/// A negative duration is written as its amounts without their sign, after
/// one minus sign, the one of the locale's numbers, as ECMA-402 writes the
/// sign on the first amount alone: "-1 hour, 30 minutes", "-1:02:03",
/// "\u{61C}-ساعة و٣٠ دقيقة" in Arabic. (ICU would sign each amount, and
/// where a language writes one or two of a unit as a word without digits,
/// as Arabic does, lose the sign.)
///
/// Safe to share between threads.
///
/// The corresponding C++ function is `icu::MeasureFormat::formatMeasures`.
public struct DurationFormat: Sendable {
    /// How much room the units take.
    public enum Width: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// Units written out: "1 hour, 2 minutes" (`UMEASFMT_WIDTH_WIDE`; ECMA-402's `long`).
        case wide
        /// Abbreviated units: "1 hr, 2 min" (`UMEASFMT_WIDTH_SHORT`).
        case short
        /// The fewest characters: "1h 2m" (`UMEASFMT_WIDTH_NARROW`).
        case narrow
        /// Digits and separators for hours, minutes and seconds: "1:02:03"
        /// (`UMEASFMT_WIDTH_NUMERIC`; ECMA-402's `digital`).
        case numeric

        /// `wide`, `short`, `narrow` or `numeric`.
        public var description: String { rawValue }
    }

    /// How durations are written: the choices beside the locale.
    public struct Options: Sendable, Hashable, Codable {
        /// How much room the units take.
        public var width: Width

        /// Options with the given width; `.wide` (the default), `.short`, `.narrow` or `.numeric`.
        public init(width: Width = .wide) {
            self.width = width
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose words and numbers the durations are written in.
    public var locale: LocaleID { storage.locale }
    /// How much room the units take.
    public var width: Width { storage.width }
    /// The options the format was made with.
    public var options: Options { Options(width: storage.width) }

    /// The duration format of a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale whose words and numbers are written.
    ///   - options: The width: `.wide` (the default), `.short`, `.narrow` or `.numeric`.
    /// - Throws: ``ICUError`` for a locale that is not valid.
    ///
    /// The corresponding C++ function is `icu::MeasureFormat::MeasureFormat`.
    public init(locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(locale: locale, width: options.width)
    }

    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// The duration written out.
    ///
    /// ```swift
    /// let format = try DurationFormat(locale: "fr")
    /// format.format(try DurationValue(hours: 1, minutes: 0))   // "1 heure et 0 minute"
    /// ```
    ///
    /// The corresponding C++ function is `icu::MeasureFormat::formatMeasures`.
    public func format(_ duration: DurationValue) -> String {
        infallible { () throws(ICUError) in try storage.format(duration) }
    }

    /// An ISO 8601 duration ("PT1H30M") written out.
    ///
    /// ```swift
    /// try DurationFormat(locale: "en", options: .init(width: .narrow)).format(iso8601: "P1DT2H")   // "1d 2h"
    /// ```
    ///
    /// - Throws: ``ICUError`` when the text is not a duration, as
    ///   ``DurationValue/init(iso8601:)`` reads them.
    ///
    /// The corresponding C++ function is `icu::MeasureFormat::formatMeasures`.
    public func format(iso8601 text: String) throws(ICUError) -> String {
        format(try DurationValue(iso8601: text))
    }
}
