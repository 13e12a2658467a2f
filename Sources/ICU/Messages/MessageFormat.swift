/// A message in ICU's MessageFormat syntax, parsed once and formatted with
/// arguments as often as needed: plurals with `offset` and `#`, ordinals,
/// choices by text, numbers, dates and times, spelled-out numbers.
///
/// ```swift
/// let files = try MessageFormat(
///     "{count, plural, =0 {No files} one {# file} other {# files}} in {folder}",
///     locale: "en", timeZone: .utc)
/// try files.format(["count": 3, "folder": "Inbox"])    // "3 files in Inbox"
///
/// let dated = try MessageFormat("{0} on {1, date, long}", locale: "de", timeZone: TimeZoneID("Europe/Berlin"))
/// try dated.format([.string("Update"), .date(Date(timeIntervalSince1970: 0))])
/// // "Update on 1. Januar 1970"
/// ```
///
/// The output is what ICU's `MessageFormat::format` writes for the same
/// pattern, locale and arguments, with three differences, each an error
/// instead of quiet text: an argument the pattern names but the call does not
/// give (ICU writes `{name}`), an argument of a type its use cannot take (text
/// for `{n, plural, …}`, a number for `{d, date}`), and a name that the pattern
/// uses in two ways no single value fits (`{x, select, …}` and
/// `{x, number}`), refused when the message is created. Arguments the pattern
/// does not name are ignored.
///
/// Apostrophes quote as ICU 72 quotes them (`UMSGPAT_APOS_DOUBLE_OPTIONAL`): `''`
/// is one apostrophe; an apostrophe starts quoted text only before `{`, `}`,
/// `#` inside a plural, or `|` inside a choice, and is literal anywhere else
/// (`it's` stays `it's`).
///
/// Dates and times are written in the message's time zone, nested arguments
/// included; the process's default zone is never used.
///
/// A message made of text, `{x}`, `{x, number}`, `plural`, `selectordinal` and
/// `select` is also compiled, at its first call: calls with integer and text
/// arguments render it without calling ICU, with the same text ICU writes (it
/// is checked against ICU then); other calls, and other messages, go to ICU.
///
/// Safe to share between threads: ICU documents its `MessageFormat` as not
/// synchronized, so each call that ICU renders formats on a copy that one
/// thread holds at a time.
///
/// The corresponding C++ function is `icu::MessageFormat::format`.
public struct MessageFormat: Sendable {
    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The pattern, as given.
    public var pattern: String { storage.pattern }
    /// The locale whose words, plural rules, numbers and dates are written.
    public var locale: LocaleID { storage.locale }
    /// The zone date and time arguments are written in.
    public var timeZone: TimeZoneID { storage.timeZone }
    /// The arguments the pattern names, nested ones included, each once, in the
    /// order of their first use.
    public var parameters: [Parameter] { storage.parameters }

    /// Parses a message.
    ///
    /// - Parameters:
    ///   - pattern: The message in ICU's MessageFormat syntax.
    ///   - locale: The locale whose plural rules, numbers and dates are written.
    ///   - timeZone: The zone date and time arguments are written in.
    /// - Throws: ``ICUError`` for a malformed pattern (`U_PATTERN_SYNTAX_ERROR`
    ///   and its siblings, with ``ICUError/utf8Offset`` where ICU stopped), a
    ///   malformed number skeleton or date pattern inside it, an unknown
    ///   argument type, a name used in two ways no value fits, a locale that is
    ///   not valid, or a zone ICU cannot set by name (`GMT+05:30`: use
    ///   `Etc/GMT-5` or a city's zone).
    ///
    /// The corresponding C++ function is `icu::MessageFormat::MessageFormat(pattern, locale, parseError, status)`.
    public init(_ pattern: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
        storage = try Storage(pattern: pattern, locale: locale, timeZone: timeZone)
    }

    /// The message with numbered arguments: `arguments[0]` for `{0}`, and so on.
    ///
    /// ```swift
    /// let message = try MessageFormat("{0, plural, one {# day} other {# days}} left", locale: "en", timeZone: .utc)
    /// try message.format([1])   // "1 day left"
    /// ```
    ///
    /// - Throws: ``ICUError`` (`U_ILLEGAL_ARGUMENT_ERROR`) when the pattern
    ///   names an argument by name, or a number beyond `arguments`, or an
    ///   argument's type does not fit its use; `U_DECIMAL_NUMBER_SYNTAX_ERROR`
    ///   for a ``MessageArgument/decimal(_:)`` that is not a decimal number.
    ///
    /// The corresponding C++ function is `icu::MessageFormat::format`.
    public func format(_ arguments: [MessageArgument]) throws(ICUError) -> String {
        try storage.format { parameter throws(ICUError) in
            guard let number = parameter.number else {
                throw storage.failure("the pattern names the argument '\(parameter.name)'; give arguments by name")
            }
            return number < arguments.count ? arguments[number] : nil
        }
    }

    /// The message with arguments by name: `arguments["count"]` for
    /// `{count}`, and `arguments["0"]` for `{0}`.
    ///
    /// ```swift
    /// let message = try MessageFormat("{name} has {n, number, ::percent scale/100} done", locale: "en", timeZone: .utc)
    /// try message.format(["name": "Ann", "n": 0.5])   // "Ann has 50% done"
    /// ```
    ///
    /// - Throws: ``ICUError`` (`U_ILLEGAL_ARGUMENT_ERROR`) when an argument
    ///   the pattern names is missing or its type does not fit its use;
    ///   `U_DECIMAL_NUMBER_SYNTAX_ERROR` for a ``MessageArgument/decimal(_:)`` that is
    ///   not a decimal number.
    ///
    /// The corresponding C++ function is `icu::MessageFormat::format(argumentNames, arguments, count, appendTo, status)`.
    public func format(_ arguments: [String: MessageArgument]) throws(ICUError) -> String {
        try storage.format { parameter in arguments[parameter.name] }
    }
}
