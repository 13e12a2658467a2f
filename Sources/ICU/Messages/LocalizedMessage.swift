/// A translatable message in any of the three syntaxes the library reads:
/// Apple's format strings (with `.stringsdict` plural variables), ICU
/// MessageFormat, and Unicode MessageFormat 2.
///
/// One type for all three lets an app keep its catalog in whichever syntax its
/// translators use, and render every entry the same way:
///
/// ```swift
/// let apple = try LocalizedMessage("%d files", syntax: .apple, locale: "en")
/// let icu = try LocalizedMessage("{n, plural, one {# file} other {# files}}", syntax: .icu, locale: "en")
/// let mf2 = try LocalizedMessage(".input {$n :number} .match $n one {{{$n} file}} * {{{$n} files}}",
///                                syntax: .messageFormat2, locale: "en")
/// try apple.format([3])          // "3 files"
/// try icu.format(["n": 3])       // "3 files"
/// try mf2.format(["n": 3])       // "3 files"
/// ```
///
/// Apple's syntax takes its arguments in order (`format` with a list);
/// MessageFormat 2 takes them by name (`format` with a dictionary);
/// ICU MessageFormat takes either (`{0}` is the first of a list).
///
/// Every failure throws ``ICUError``, of kind `.badInput` for the message's or
/// the arguments' fault. Where MessageFormat 2 itself would write a fallback
/// such as `{$x}` and go on, this type throws with the specification's error
/// name in the reason (`unresolved-variable: $x`) and the error itself in
/// ``ICUError/messageFormat2Error``: a server should not send a
/// half-formatted message. ``MessageFormat2/formatWithErrors(_:)`` gives the
/// fallback text where it is wanted.
///
/// A `LocalizedMessage` is a `Sendable` value that threads may share.
public struct LocalizedMessage: Sendable {
    /// The syntax of a message's source.
    public enum Syntax: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Apple's format strings: `%d`, `%@`, `%1$@`, and `%#@var@` plural
        /// variables of a `.stringsdict` entry (``LocalizedStringFormat``).
        case apple
        /// ICU MessageFormat: `{count, plural, one {# item} other {# items}}` (``MessageFormat``).
        case icu
        /// Unicode MessageFormat 2: `.input {$n :number} .match $n …` (``MessageFormat2``).
        case messageFormat2 = "mf2"

        /// `apple`, `icu` or `mf2`.
        public var description: String { rawValue }
    }

    enum Form: Sendable {
        /// An Apple format, the locale of its plural rules, and that of its numbers.
        case apple(LocalizedStringFormat, plurals: LocaleID, numbers: LocaleID, pool: FormatterPool)
        case icu(MessageFormat)
        case messageFormat2(MessageFormat2)
    }

    let form: Form
    /// Text around every result: a bundle's mark for a missing string (``StringBundle/MissingStringPolicy/mark(prefix:suffix:)``).
    var marks: (prefix: String, suffix: String)?

    /// The syntax the message was read in.
    public var syntax: Syntax {
        switch form {
        case .apple: .apple
        case .icu: .icu
        case .messageFormat2: .messageFormat2
        }
    }

    /// What a message is read with beyond its source, syntax, locale and zone.
    public struct Options: Sendable, Hashable {
        /// For an Apple format: the locale whose plural rules choose the forms
        /// of its `.stringsdict` plural variables, where that is not `locale`
        /// (a bundle's entry takes the forms of the language that held it and
        /// the numbers of the reader's locale). `nil`, the default, is
        /// `locale`. ICU MessageFormat and MessageFormat 2 messages choose
        /// forms in `locale` and do not read it.
        public var pluralLocale: LocaleID?
        /// Where an Apple format's plural rules and number formats, and an ICU
        /// message, come from; by default ``FormatterPool/shared``. Options
        /// are equal when they name the same pool.
        public var pool: FormatterPool

        /// Options with the message's own locale for plural forms and the
        /// shared pool unless given.
        public init(pluralLocale: LocaleID? = nil, pool: FormatterPool = .shared) {
            self.pluralLocale = pluralLocale
            self.pool = pool
        }

        public static func == (a: Options, b: Options) -> Bool {
            a.pluralLocale == b.pluralLocale && a.pool.storage === b.pool.storage
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pluralLocale)
            hasher.combine(ObjectIdentifier(pool.storage))
        }
    }

    /// Reads `source` in `syntax`.
    ///
    /// The source and its syntax are together the message: the same text
    /// means another message in another syntax, as a date format's date and
    /// time styles are together its style.
    ///
    /// - Parameters:
    ///   - source: The message.
    ///   - syntax: How to read it.
    ///   - locale: The locale whose plural rules choose forms and whose
    ///     formats write numbers and dates.
    ///   - timeZone: The zone ICU MessageFormat writes `date` and `time`
    ///     arguments in.
    ///   - options: The pool the message's formats come from, and an Apple
    ///     format's plural locale.
    /// - Throws: ``ICUError`` of kind `.badInput`: what
    ///   ``LocalizedStringFormat/init(_:variables:)``, ``MessageFormat/init(_:locale:timeZone:)``
    ///   or ``MessageFormat2/init(_:locale:options:)`` refuses (the last with
    ///   the specification's error name in the reason, and the error in
    ///   ``ICUError/messageFormat2Error``).
    public init(_ source: String, syntax: Syntax, locale: LocaleID, timeZone: TimeZoneID = .utc,
                options: Options = .init()) throws(ICUError) {
        // An Apple format opens no handle for its locales here: an invalid
        // literal's error is read from the handles' accessor, as ICU would.
        _ = try locale.icuName
        switch syntax {
        case .apple:
            if let plurals = options.pluralLocale { _ = try plurals.icuName }
            form = .apple(try LocalizedStringFormat(source), plurals: options.pluralLocale ?? locale,
                          numbers: locale, pool: options.pool)
        case .icu:
            form = .icu(try options.pool.messageFormat(source, locale: locale, timeZone: timeZone))
        case .messageFormat2:
            form = .messageFormat2(try MessageFormat2(source, locale: locale))
        }
    }

    /// An Apple format, such as a `.stringsdict` entry with its plural
    /// variables, whose numbers are written in `locale` and whose forms are
    /// chosen by the rules of ``Options/pluralLocale`` (by default `locale`).
    ///
    /// - Throws: ``ICUError`` of kind `.badInput` for a locale that is not valid.
    public init(_ format: LocalizedStringFormat, locale: LocaleID, options: Options = .init()) throws(ICUError) {
        // No handle is opened for the locales here: an invalid literal's error
        // is read from the handles' accessor, as ICU would.
        _ = try locale.icuName
        if let plurals = options.pluralLocale { _ = try plurals.icuName }
        form = .apple(format, plurals: options.pluralLocale ?? locale, numbers: locale, pool: options.pool)
    }

    /// An ICU message.
    public init(_ message: MessageFormat) { form = .icu(message) }

    /// A MessageFormat 2 message.
    public init(_ message: MessageFormat2) { form = .messageFormat2(message) }

    /// The message with arguments in order: an Apple format's `%1$…`, `%2$…`
    /// (or its specifiers in order), an ICU message's `{0}`, `{1}`.
    ///
    /// - Throws: ``ICUError`` of kind `.badInput`: a MessageFormat 2 message,
    ///   which names its arguments; or what the syntax's own render refuses
    ///   (too few arguments, one of a type its use cannot take).
    public func format(_ arguments: [MessageArgument]) throws(ICUError) -> String {
        let text = try unmarked(arguments)
        return marks.map { $0.prefix + text + $0.suffix } ?? text
    }

    private func unmarked(_ arguments: [MessageArgument]) throws(ICUError) -> String {
        switch form {
        case .apple(let format, let plurals, let numbers, let pool):
            // Text that reads as no format is the text, as lookups return it (``LocalizedStringFormat/isValid``).
            if arguments.isEmpty, !format.isValid { return format.text }
            var rules = TextFormatting(pool: pool, locale: plurals)
            var digits: TextFormatting? = numbers == plurals ? nil : TextFormatting(pool: pool, locale: numbers)
            return try format.render(arguments, plurals: &rules, numbers: &digits)
        case .icu(let message):
            return try message.format(arguments)
        case .messageFormat2(let message):
            guard arguments.isEmpty else {
                throw ICUError(code: .illegalArgument, operation: "formatting the MessageFormat 2 message '\(message.source.prefix(64))'",
                               reason: "a MessageFormat 2 message takes its arguments by name")
            }
            return try Self.format(message, [:])
        }
    }

    /// The message with arguments by name: an ICU message's `{count}` (and
    /// `{0}` by the name `"0"`), a MessageFormat 2 message's `$count`.
    ///
    /// - Throws: ``ICUError`` of kind `.badInput`: an Apple format with
    ///   arguments, which takes them in order; an ICU message's missing or
    ///   mistyped argument; any error MessageFormat 2 reports while formatting,
    ///   with the specification's error name in the reason.
    public func format(_ arguments: [String: MessageArgument]) throws(ICUError) -> String {
        let text = try unmarked(arguments)
        return marks.map { $0.prefix + text + $0.suffix } ?? text
    }

    private func unmarked(_ arguments: [String: MessageArgument]) throws(ICUError) -> String {
        switch form {
        case .apple(let format, _, _, _):
            guard arguments.isEmpty else {
                throw ICUError(code: .illegalArgument, operation: "formatting '\(format.text.prefix(64))'",
                               reason: "an Apple format string takes its arguments in order")
            }
            return try unmarked([MessageArgument]())
        case .icu(let message):
            return try message.format(arguments)
        case .messageFormat2(let message):
            return try Self.format(message, arguments)
        }
    }

    private static func format(_ message: MessageFormat2, _ arguments: [String: MessageArgument]) throws(ICUError) -> String {
        let (output, errors) = message.formatWithErrors(arguments)
        if let first = errors.first {
            throw ICUError(first, operation: "formatting the MessageFormat 2 message '\(message.source.prefix(64))'")
        }
        return output
    }
}
