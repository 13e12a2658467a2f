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

/// A call that looks up a localized string with a key that is not a static
/// literal (an interpolation, a variable): its key cannot be extracted, as
/// `genstrings` warns.
public struct ExtractionWarning: Sendable, Hashable, CustomStringConvertible {
    public var location: FileLocation
    public var message: String

    public init(location: FileLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `path:line:column: warning: message`, as compilers print it.
    public var description: String { "\(location): warning: \(message)" }
}

/// What extraction found in a set of Swift files.
public struct Extraction: Sendable, Hashable {
    /// Every use, by file (in the order the paths were given, each folder's
    /// files sorted), then line and column.
    public var strings: [ExtractedString] = []
    public var warnings: [ExtractionWarning] = []

    public init(strings: [ExtractedString] = [], warnings: [ExtractionWarning] = []) {
        self.strings = strings
        self.warnings = warnings
    }
}
