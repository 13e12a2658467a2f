@_spi(CLI) import ICU

/// One use of a localized string's key in Swift source: the key, its table,
/// the default value and comment the call gives, and where the call is.
public struct ExtractedString: Sendable, Hashable {
    /// The key, the text of a string literal without interpolation.
    public var key: String
    /// The table the call names (`table:`, `tableName:`), `Localizable` when it names none.
    public var table: String
    /// The value the call gives for the development language (`defaultValue:`,
    /// `value:`, `default:`), when it gives one as a literal.
    public var defaultValue: String?
    /// The comment for translators (`comment:`), when the call gives one as a literal.
    public var comment: String?
    /// Where the call is: its file as given, and the line and column of the key.
    public var location: FileLocation
    /// The call, as `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`,
    /// `StringBundle.string`, `StringBundle.format`, `StringBundle.message` or a `--function` name.
    public var call: String

    public init(key: String, table: String = "Localizable", defaultValue: String? = nil, comment: String? = nil,
                location: FileLocation, call: String) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.comment = comment
        self.location = location
        self.call = call
    }
}

/// What extraction could not read: a call that looks up a localized string
/// with a key that is not a static literal (an interpolation, a variable), whose
/// key cannot be extracted, as `genstrings` warns; or source nested deeper than
/// the Swift parser reads, whose calls are not found.
public struct ExtractionWarning: Sendable, Hashable, CustomStringConvertible {
    /// What could not be read.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
        /// A lookup whose key is not a string literal (a variable, a call): the call is skipped.
        case keyNotLiteral
        /// A lookup whose key is an interpolated string literal: the call is skipped.
        case keyInterpolated
        /// Source nested deeper than ``StringExtractor/maximumNestingLevel`` brackets,
        /// braces and parentheses: the parser stops there, and the calls from that
        /// place to the end of the file are not found. The extraction is incomplete.
        /// More than ``StringExtractor/maximumBracketRun`` `[` in a row also stop
        /// the file from being read, before the parser starts.
        case nestingTooDeep
        /// A file of more than ``StringExtractor/maximumSourceSize`` bytes: it is not
        /// read, and none of its calls are found. The extraction is incomplete.
        case sourceTooLarge

        /// The case name.
        public var description: String { rawValue }
    }

    /// What could not be read.
    public var kind: Kind
    /// Where: the key of the skipped call, or where the parser stopped.
    public var location: FileLocation
    public var message: String

    public init(kind: Kind, location: FileLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// Whether some of the file's source was not read at all (``Kind/nestingTooDeep``,
    /// ``Kind/sourceTooLarge``), so that keys it uses may be missing from the extraction.
    public var isIncompleteSource: Bool { kind == .nestingTooDeep || kind == .sourceTooLarge }

    /// `path:line:column: warning: message`, as compilers print it.
    public var description: String { "\(location): warning: \(message)" }
}

/// What extraction found in a set of Swift files.
public struct Extraction: Sendable, Hashable {
    /// Every use, by file (in the order the paths were given, each folder's
    /// files sorted), then line and column.
    public var strings: [ExtractedString] = []
    public var warnings: [ExtractionWarning] = []

    /// Whether every file was read to its end: false when a warning says that
    /// some source was not read (``ExtractionWarning/isIncompleteSource``), so that
    /// keys it uses may be missing and keys merged elsewhere may look unused.
    public var isComplete: Bool { !warnings.contains(where: \.isIncompleteSource) }

    public init(strings: [ExtractedString] = [], warnings: [ExtractionWarning] = []) {
        self.strings = strings
        self.warnings = warnings
    }
}
