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
/// name in the reason (`unresolved-variable: $x`): a server should not send a
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

    /// Reads `source` in `syntax`.
    ///
    /// - Parameters:
    ///   - source: The message.
    ///   - syntax: How to read it.
    ///   - locale: The locale whose plural rules choose forms and whose
    ///     formats write numbers and dates.
    ///   - timeZone: The zone ICU MessageFormat writes `date` and `time`
    ///     arguments in.
    ///   - pool: Where an Apple format's plural rules and number formats, and
    ///     an ICU message, come from; by default ``FormatterPool/shared``.
    /// - Throws: ``ICUError`` of kind `.badInput`: what
    ///   ``LocalizedStringFormat/init(_:variables:)``, ``MessageFormat/init(_:locale:timeZone:)``
    ///   or ``MessageFormat2/init(_:locale:bidiIsolation:functions:)`` refuses
    ///   (the last with the specification's error name in the reason).
    public init(_ source: String, syntax: Syntax, locale: LocaleID, timeZone: TimeZoneID = .utc,
                pool: FormatterPool = .shared) throws(ICUError) {
        let locale = try locale.validated()
        switch syntax {
        case .apple:
            form = .apple(try LocalizedStringFormat(source), plurals: locale, numbers: locale, pool: pool)
        case .icu:
            form = .icu(try pool.messageFormat(source, locale: locale, timeZone: timeZone))
        case .messageFormat2:
            do {
                form = .messageFormat2(try MessageFormat2(source, locale: locale))
            } catch {
                throw Self.error(error, "reading the MessageFormat 2 message '\(source.prefix(64))' in \(locale)")
            }
        }
    }

    /// An Apple format, such as a `.stringsdict` entry with its plural
    /// variables, whose forms are chosen by the rules of `pluralLocale` and
    /// whose numbers are written in `locale`.
    public init(_ format: LocalizedStringFormat, locale: LocaleID, pluralLocale: LocaleID? = nil,
                pool: FormatterPool = .shared) throws(ICUError) {
        let locale = try locale.validated()
        form = .apple(format, plurals: try pluralLocale?.validated() ?? locale, numbers: locale, pool: pool)
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
            let values = try arguments.map { argument throws(ICUError) in try Self.formatArgument(argument, format) }
            var rules = TextFormatting(pool: pool, locale: plurals)
            var digits: TextFormatting? = numbers == plurals ? nil : TextFormatting(pool: pool, locale: numbers)
            return try format.render(values, plurals: &rules, numbers: &digits)
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
            throw error(first, "formatting the MessageFormat 2 message '\(message.source.prefix(64))'")
        }
        return output
    }

    /// A MessageFormat 2 error as the library's one error type: bad input,
    /// with the specification's name first in the reason.
    static func error(_ error: MessageFormat2.Error, _ operation: String) -> ICUError {
        ICUError(code: error.kind == .syntaxError ? .invalidFormat : .illegalArgument, operation: operation,
                 reason: error.description)
    }

    /// An argument as an Apple format takes it: a number as the number it names.
    private static func formatArgument(_ argument: MessageArgument, _ format: LocalizedStringFormat) throws(ICUError) -> FormatArgument {
        switch argument {
        case .string(let text): return .text(text)
        case .integer(let value): return .integer(Int64(value))
        case .double(let value): return .double(value)
        case .decimal(let text):
            if let value = Int64(text) { return .integer(value) }
            if MessageFormat2.isNumberLiteral(text), let value = Double(text) { return .double(value) }
            throw ICUError(code: .decimalNumberSyntax, operation: "formatting '\(format.text.prefix(64))'",
                           reason: "'\(text.prefix(64))' is not a decimal number")
        case .date:
            throw ICUError(code: .illegalArgument, operation: "formatting '\(format.text.prefix(64))'",
                           reason: "an Apple format string has no specifier for a date")
        }
    }
}
