/// A localized format string, read once: printf-style specifiers (`%@ %d %lu
/// %.2f %2$@`…) and `.stringsdict` plural variables (`%#@files@`), ready to
/// render with arguments in any locale — what
/// `String.localizedStringWithFormat` does with a `.stringsdict` entry.
///
/// ```swift
/// let format = try LocalizedStringFormat("%lu out of %#@runs@ completed", variables: [
///     "runs": PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"]),
/// ])
/// try format.render([3, 1], locale: "en")      // "3 out of 1 run completed"
/// try format.render([1234, 5678], locale: "de") // "1.234 out of 5.678 runs completed"
/// ```
///
/// **Arguments.** At the top level, unnumbered specifiers take the arguments
/// in order, and a `%#@name@` takes one too; `%2$lu` and `%2$#@name@` take the
/// second. Inside a plural form, the unnumbered specifiers take the arguments
/// in order from the variable's own argument on, as Apple's formatter counts
/// them (so `%lu runs` writes the count that chose the form), and a numbered
/// one that argument of the whole call.
///
/// **Plural forms.** A variable's form is chosen by the locale's CLDR
/// cardinal rules for its argument (`zero`, `one`, `two`, `few`, `many`,
/// `other`), with Apple's `zero` rule first: a `zero` form is used for the
/// value 0 whatever the language's rules say. A category without a form
/// falls back to `other`, which every variable must have.
///
/// **Numbers** are written with the locale's ``NumberFormat``: its digits,
/// decimal separator and grouping (`%d %i %u` and their `l`, `ll`, `q`, `z`…
/// forms as the decimal style writes integers, `%f` with 6 or `.N` fraction
/// digits, `%e` in scientific notation, `%g` with 6 or `.N` significant
/// digits). `%x %X %o` are written in ASCII, as in C. The digits are C's:
/// `%.1f` of 0.15 is `0.1` (the exact binary value rounded, as `printf` and
/// `String(format:)` print it), then `0,1` in Croatian. Flags, widths and
/// precisions are C's (`%05d`, `%-8s`, `%+.2f`, `%.3d`, `%#x`), with the
/// locale's zeros for padding; the invisible bidirectional marks some locales
/// write around a sign take no width.
///
/// A format is immutable and safe to share between threads. Rendering never
/// reads the format again, and takes the plural rules and number formats it
/// uses from a ``FormatterPool``, which makes each once per locale.
public struct LocalizedStringFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format as written (a `.strings` value, or a `.stringsdict` entry's
    /// `NSStringLocalizedFormatKey`).
    public let text: String
    /// The plural variables that `%#@name@` names, by name.
    public let variables: [String: PluralVariable]
    let compiled: CompiledFormat

    /// Reads a format and its plural variables.
    ///
    /// - Throws: ``ICUError`` (`.badInput`) for a specifier that is malformed
    ///   or unsupported (`%k`, `%*d`, a lone `%` at the end, `%0$d`), a
    ///   `%#@name@` without a variable, a variable without an `other` form or
    ///   with a value type that is not a number's (`lu`, `d`, `f`, `.1f`…), a
    ///   variable that contains itself (`%#@a@` in a form of `a`), variables
    ///   nested more than ``variableNestingLimit`` deep, a format that expands past ``expansionLimit`` pieces or its text limit, or one
    ///   that would keep more than ``storagePerByte`` bytes for each byte of
    ///   its text and its variables' forms (and 1 KiB more).
    public init(_ text: String, variables: [String: PluralVariable] = [:]) throws(ICUError) {
        self.text = text
        self.variables = variables
        self.compiled = try CompiledFormat(text: text, variables: variables)
    }

    /// A format that may not be one: a `.strings` value such as "Up to 50%" is
    /// text until someone renders it with arguments, as on Apple's systems. The
    /// error is kept and thrown by ``render(_:locale:pool:)``.
    init(lenient text: String) {
        self.text = text
        self.variables = [:]
        do {
            self.compiled = try CompiledFormat(text: text, variables: [:])
        } catch {
            self.compiled = CompiledFormat(failure: error, text: text)
        }
    }

    /// The deepest nesting of variables, a format's `%#@a@` being the first
    /// level and a form of `a` naming `%#@b@` the second: 64, as property lists
    /// nest. Formats are read and rendered by recursion, so a chain of
    /// thousands of variables, each named in a form of the one before, would
    /// overflow the stack.
    public static let variableNestingLimit = FormatParser.variableNestingLimit

    /// The most pieces (text runs, specifiers and plural choices) that a format
    /// may expand to, counting each use of a variable anew: a bound on
    /// variables that name each other many times over. Its text runs may add
    /// up to at most twice ``StringTable/byteLimit`` bytes, counted the same way.
    public static let expansionLimit = CompiledFormat.pieceLimit

    /// What a format may keep in memory for each byte of its text and its
    /// variables' forms, plus 1 KiB, counting a byte for each piece with the
    /// text or specifier it holds.
    ///
    /// A variable named again for the same argument is read once and shared,
    /// and so are forms that are the same for any argument, so a use costs
    /// one piece however long its forms are. A form whose specifiers count
    /// their arguments on from the variable's own (`%d files`) is read again
    /// for each argument the variable is named for; this bounds those copies.
    /// The formats of a file thus keep memory in proportion to its size.
    public static let storagePerByte = CompiledFormat.storagePerByte

    /// How many arguments rendering needs: the highest argument any
    /// specifier of the format or of any of its forms names.
    public var argumentCount: Int { compiled.argumentCount }

    /// Whether the text reads as a format. A `.strings` value that does not
    /// (such as "Up to 50%") is still returned as text by lookups, and
    /// rendering it with arguments throws.
    public var isValid: Bool { compiled.failure == nil }

    /// The format as written.
    public var description: String { text }

    /// Renders the format with `arguments` in `locale`: its plural rules choose
    /// the forms and its number formats write the numbers.
    ///
    /// The rules and formats come from `pool`, which creates each once per
    /// locale and keeps it within its capacity; by default the process's
    /// ``FormatterPool/shared`` pool.
    ///
    /// - Throws: ``ICUError`` (`.badInput`) when there are fewer arguments than
    ///   ``argumentCount``, when an argument's type does not suit its specifier
    ///   (text for `%d`, a negative number for `%lu`, a double for `%d`), when
    ///   a plural variable's argument is not a number, when the text is not a
    ///   valid format, or for a locale ID that is not well formed. Arguments
    ///   beyond ``argumentCount`` are ignored, as `String(format:)` does.
    public func render(_ arguments: [MessageArgument], locale: LocaleID,
                       pool: FormatterPool = .shared) throws(ICUError) -> String {
        if compiled.isPlainText, arguments.isEmpty { return compiled.plainText }
        // Rendering reaches ICU only for a number or plural: the handles'
        // accessor, so an invalid literal throws whatever the arguments.
        _ = try locale.icuName
        var formatting = TextFormatting(pool: pool, locale: locale)
        var sameNumbers: TextFormatting? = nil
        return try compiled.render(arguments, plurals: &formatting, numbers: &sameNumbers)
    }

    /// Renders with the plural rules of `plurals` and the numbers of `numbers`
    /// (`plurals`' when `nil`).
    func render(_ arguments: [MessageArgument], plurals: inout TextFormatting,
                numbers: inout TextFormatting?) throws(ICUError) -> String {
        try compiled.render(arguments, plurals: &plurals, numbers: &numbers)
    }

    public static func == (a: LocalizedStringFormat, b: LocalizedStringFormat) -> Bool {
        a.text == b.text && a.variables == b.variables
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(variables)
    }
}
