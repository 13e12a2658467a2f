/// One finding of ``StringLint``: where, how serious, which check, and what.
///
/// Its ``description`` is the line compilers print, which editors and CI
/// logs turn into links:
///
/// ```
/// ru.lproj/Localizable.stringsdict:12:5: error: the variable 'files' has no form for few, many [plural-missing-category]
/// ```
public struct LintDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Text that is wrong: it fails to load, or renders wrongly in some language.
        case error
        /// Text that is likely wrong or unfinished.
        case warning

        /// Errors come before warnings.
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    /// Which check found it: a stable name, the same in every release.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A file that cannot be read: missing, a directory, or larger than ``StringTable/byteLimit``.
        case unreadableFile = "unreadable-file"
        /// A `.strings`, property list or JSON syntax error.
        case syntaxError = "syntax-error"
        /// A file that holds no entries.
        case emptyTable = "empty-table"
        /// A key written twice in one table; the later value wins.
        case duplicateKey = "duplicate-key"
        /// A value of the wrong kind where the file format wants another (an entry that is a number, a variable that is not a dictionary).
        case invalidStructure = "invalid-structure"
        /// A `.stringsdict` entry without `NSStringLocalizedFormatKey`.
        case missingFormatKey = "missing-format-key"
        /// `%#@name@` with no variable `name`.
        case undefinedVariable = "undefined-variable"
        /// A `.stringsdict` variable whose `NSStringFormatSpecTypeKey` is missing or not `NSStringPluralRuleType`.
        case unknownSpecType = "unknown-spec-type"
        /// A plural form named by something other than zero, one, two, few, many or other.
        case unknownPluralCategory = "unknown-plural-category"
        /// A plural variable or variation without its `other` form.
        case pluralMissingOther = "plural-missing-other"
        /// An `.xcstrings` file whose `version` this library does not know.
        case unknownCatalogVersion = "unknown-catalog-version"
        /// An `.xcstrings` `stringUnit` without a `value`.
        case missingValue = "missing-value"
        /// An `.xcstrings` substitution whose `argNum` is not an argument of its string.
        case unknownArgument = "unknown-argument"
        /// A printf-style format that cannot be read (`%k`, a lone `%`, a position of 0).
        case formatSyntax = "format-syntax"
        /// An ICU MessageFormat or MessageFormat 2 message that cannot be read.
        case messageSyntax = "message-syntax"
        /// A plural without a form for a category the language uses.
        case pluralMissingCategory = "plural-missing-category"
        /// A plural form for a category the language never uses (`zero` excepted, as Apple's rules allow it).
        case pluralUnusedCategory = "plural-unused-category"
        /// One argument read as two kinds of value (`%d` and `%@`).
        case specifierMismatch = "specifier-mismatch"
        /// A translation that reads an argument the development string does not have.
        case extraArgument = "extra-argument"
        /// An argument that nothing reads: a gap before a later position, or one the development string reads and a translation does not.
        case unusedArgument = "unused-argument"
        /// Keys of the development language that a localization lacks.
        case missingKeys = "missing-keys"
        /// A key that only a localization has.
        case extraKey = "extra-key"
        /// `.xcstrings` strings of a language that are `new`, `needs_review` or not translated.
        case translationState = "translation-state"
    }

    /// The file, as its path was given.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1, in Unicode scalars of the line.
    public var column: Int
    /// How serious it is.
    public var severity: Severity
    /// Which check found it.
    public var code: Code
    /// What is wrong, in a sentence.
    public var message: String

    /// A finding at `location`.
    public init(_ severity: Severity, _ code: Code, _ message: String, at location: FileLocation) {
        file = location.file
        line = location.line
        column = location.column
        self.severity = severity
        self.code = code
        self.message = message
    }

    /// Where it is.
    public var location: FileLocation { FileLocation(file: file, line: line, column: column) }

    /// `path:line:column: error|warning: message [code]`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(code.rawValue)]" }
}
